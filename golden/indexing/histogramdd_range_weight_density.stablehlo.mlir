module {
  func.func @main(%arg0: tensor<12x2xf32>, %arg1: tensor<12xf32>) -> tensor<3x2xf32> {
    %0 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 12, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<12x2xf32>) -> tensor<12x1xf32>
    %1 = "stablehlo.reshape"(%0) : (tensor<12x1xf32>) -> tensor<12xf32>
    %2 = "stablehlo.constant"() {value = dense<-1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %4 = "stablehlo.compare"(%2, %3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %5 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f32>} : () -> tensor<f32>
    %6 = "stablehlo.subtract"(%2, %5) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %7 = "stablehlo.select"(%4, %6, %2) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %8 = "stablehlo.add"(%3, %5) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %9 = "stablehlo.select"(%4, %8, %3) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %10 = "stablehlo.subtract"(%9, %7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %11 = "stablehlo.constant"() {value = dense<3.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %12 = "stablehlo.divide"(%10, %11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %13 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<4xi64>
    %14 = "stablehlo.convert"(%13) : (tensor<4xi64>) -> tensor<4xf32>
    %15 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %16 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %17 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %18 = "stablehlo.multiply"(%17, %14) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %19 = "stablehlo.add"(%15, %18) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %20 = "stablehlo.constant"() {value = dense<3.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %21 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %22 = "stablehlo.subtract"(%21, %14) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %23 = "stablehlo.multiply"(%17, %22) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %24 = "stablehlo.subtract"(%16, %23) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %25 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<4xi64>
    %26 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %27 = "stablehlo.broadcast_in_dim"(%26) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4xi64>
    %28 = "stablehlo.compare"(%25, %27) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %29 = "stablehlo.select"(%28, %19, %24) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %30 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 12, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>} : (tensor<12x2xf32>) -> tensor<12x1xf32>
    %31 = "stablehlo.reshape"(%30) : (tensor<12x1xf32>) -> tensor<12xf32>
    %32 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %33 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %34 = "stablehlo.compare"(%32, %33) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %35 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f32>} : () -> tensor<f32>
    %36 = "stablehlo.subtract"(%32, %35) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %37 = "stablehlo.select"(%34, %36, %32) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %38 = "stablehlo.add"(%33, %35) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %39 = "stablehlo.select"(%34, %38, %33) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %40 = "stablehlo.subtract"(%39, %37) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %41 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %42 = "stablehlo.divide"(%40, %41) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %43 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3xi64>
    %44 = "stablehlo.convert"(%43) : (tensor<3xi64>) -> tensor<3xf32>
    %45 = "stablehlo.broadcast_in_dim"(%37) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %46 = "stablehlo.broadcast_in_dim"(%39) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %47 = "stablehlo.broadcast_in_dim"(%42) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %48 = "stablehlo.multiply"(%47, %44) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %49 = "stablehlo.add"(%45, %48) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %50 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %51 = "stablehlo.broadcast_in_dim"(%50) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %52 = "stablehlo.subtract"(%51, %44) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %53 = "stablehlo.multiply"(%47, %52) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %54 = "stablehlo.subtract"(%46, %53) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %55 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3xi64>
    %56 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %57 = "stablehlo.broadcast_in_dim"(%56) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %58 = "stablehlo.compare"(%55, %57) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %59 = "stablehlo.select"(%58, %49, %54) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %60 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %61 = "stablehlo.broadcast_in_dim"(%60) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<12xi64>
    %62 = "stablehlo.constant"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
    %63 = "stablehlo.broadcast_in_dim"(%62) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<12xi1>
    %64 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 12, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<12x2xf32>) -> tensor<12x1xf32>
    %65 = "stablehlo.reshape"(%64) : (tensor<12x1xf32>) -> tensor<12xf32>
    %66 = "stablehlo.broadcast_in_dim"(%29) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<12x4xf32>
    %67 = "stablehlo.broadcast_in_dim"(%65) {broadcast_dimensions = array<i64: 0>} : (tensor<12xf32>) -> tensor<12x4xf32>
    %68 = "stablehlo.compare"(%66, %67) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<12x4xf32>, tensor<12x4xf32>) -> tensor<12x4xi1>
    %69 = "stablehlo.convert"(%68) : (tensor<12x4xi1>) -> tensor<12x4xi64>
    %70 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %71 = "stablehlo.reduce"(%69, %70) ({
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<i64>):
      %147 = "stablehlo.add"(%arg2, %arg3) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%147) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<12x4xi64>, tensor<i64>) -> tensor<12xi64>
    %72 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %73 = "stablehlo.broadcast_in_dim"(%72) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<12xi64>
    %74 = "stablehlo.subtract"(%71, %73) : (tensor<12xi64>, tensor<12xi64>) -> tensor<12xi64>
    %75 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %76 = "stablehlo.broadcast_in_dim"(%75) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<12xi64>
    %77 = "stablehlo.minimum"(%74, %76) : (tensor<12xi64>, tensor<12xi64>) -> tensor<12xi64>
    %78 = "stablehlo.slice"(%29) {limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>} : (tensor<4xf32>) -> tensor<1xf32>
    %79 = "stablehlo.reshape"(%78) : (tensor<1xf32>) -> tensor<f32>
    %80 = "stablehlo.broadcast_in_dim"(%79) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %81 = "stablehlo.slice"(%29) {limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<4xf32>) -> tensor<1xf32>
    %82 = "stablehlo.reshape"(%81) : (tensor<1xf32>) -> tensor<f32>
    %83 = "stablehlo.broadcast_in_dim"(%82) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %84 = "stablehlo.compare"(%65, %80) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %85 = "stablehlo.compare"(%65, %83) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %86 = "stablehlo.and"(%84, %85) : (tensor<12xi1>, tensor<12xi1>) -> tensor<12xi1>
    %87 = "stablehlo.and"(%63, %86) : (tensor<12xi1>, tensor<12xi1>) -> tensor<12xi1>
    %88 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
    %89 = "stablehlo.broadcast_in_dim"(%88) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<12xi64>
    %90 = "stablehlo.multiply"(%61, %89) : (tensor<12xi64>, tensor<12xi64>) -> tensor<12xi64>
    %91 = "stablehlo.add"(%90, %77) : (tensor<12xi64>, tensor<12xi64>) -> tensor<12xi64>
    %92 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 12, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>} : (tensor<12x2xf32>) -> tensor<12x1xf32>
    %93 = "stablehlo.reshape"(%92) : (tensor<12x1xf32>) -> tensor<12xf32>
    %94 = "stablehlo.broadcast_in_dim"(%59) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<12x3xf32>
    %95 = "stablehlo.broadcast_in_dim"(%93) {broadcast_dimensions = array<i64: 0>} : (tensor<12xf32>) -> tensor<12x3xf32>
    %96 = "stablehlo.compare"(%94, %95) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<12x3xf32>, tensor<12x3xf32>) -> tensor<12x3xi1>
    %97 = "stablehlo.convert"(%96) : (tensor<12x3xi1>) -> tensor<12x3xi64>
    %98 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %99 = "stablehlo.reduce"(%97, %98) ({
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<i64>):
      %147 = "stablehlo.add"(%arg2, %arg3) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%147) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<12x3xi64>, tensor<i64>) -> tensor<12xi64>
    %100 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %101 = "stablehlo.broadcast_in_dim"(%100) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<12xi64>
    %102 = "stablehlo.subtract"(%99, %101) : (tensor<12xi64>, tensor<12xi64>) -> tensor<12xi64>
    %103 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %104 = "stablehlo.broadcast_in_dim"(%103) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<12xi64>
    %105 = "stablehlo.minimum"(%102, %104) : (tensor<12xi64>, tensor<12xi64>) -> tensor<12xi64>
    %106 = "stablehlo.slice"(%59) {limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>} : (tensor<3xf32>) -> tensor<1xf32>
    %107 = "stablehlo.reshape"(%106) : (tensor<1xf32>) -> tensor<f32>
    %108 = "stablehlo.broadcast_in_dim"(%107) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %109 = "stablehlo.slice"(%59) {limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<3xf32>) -> tensor<1xf32>
    %110 = "stablehlo.reshape"(%109) : (tensor<1xf32>) -> tensor<f32>
    %111 = "stablehlo.broadcast_in_dim"(%110) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %112 = "stablehlo.compare"(%93, %108) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %113 = "stablehlo.compare"(%93, %111) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %114 = "stablehlo.and"(%112, %113) : (tensor<12xi1>, tensor<12xi1>) -> tensor<12xi1>
    %115 = "stablehlo.and"(%87, %114) : (tensor<12xi1>, tensor<12xi1>) -> tensor<12xi1>
    %116 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %117 = "stablehlo.broadcast_in_dim"(%116) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<12xi64>
    %118 = "stablehlo.multiply"(%91, %117) : (tensor<12xi64>, tensor<12xi64>) -> tensor<12xi64>
    %119 = "stablehlo.add"(%118, %105) : (tensor<12xi64>, tensor<12xi64>) -> tensor<12xi64>
    %120 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %121 = "stablehlo.broadcast_in_dim"(%120) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %122 = "stablehlo.select"(%115, %arg1, %121) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %123 = "stablehlo.broadcast_in_dim"(%119) {broadcast_dimensions = array<i64: 0>} : (tensor<12xi64>) -> tensor<12x6xi64>
    %124 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<12x6xi64>
    %125 = "stablehlo.compare"(%123, %124) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<12x6xi64>, tensor<12x6xi64>) -> tensor<12x6xi1>
    %126 = "stablehlo.broadcast_in_dim"(%122) {broadcast_dimensions = array<i64: 0>} : (tensor<12xf32>) -> tensor<12x6xf32>
    %127 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %128 = "stablehlo.broadcast_in_dim"(%127) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12x6xf32>
    %129 = "stablehlo.select"(%125, %126, %128) : (tensor<12x6xi1>, tensor<12x6xf32>, tensor<12x6xf32>) -> tensor<12x6xf32>
    %130 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %131 = "stablehlo.reduce"(%129, %130) ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %147 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%147) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12x6xf32>, tensor<f32>) -> tensor<6xf32>
    %132 = "stablehlo.reshape"(%131) : (tensor<6xf32>) -> tensor<3x2xf32>
    %133 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %134 = "stablehlo.reduce"(%132, %133) ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %147 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%147) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<3x2xf32>, tensor<f32>) -> tensor<f32>
    %135 = "stablehlo.broadcast_in_dim"(%134) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x2xf32>
    %136 = "stablehlo.slice"(%29) {limit_indices = array<i64: 4>, start_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<4xf32>) -> tensor<3xf32>
    %137 = "stablehlo.slice"(%29) {limit_indices = array<i64: 3>, start_indices = array<i64: 0>, strides = array<i64: 1>} : (tensor<4xf32>) -> tensor<3xf32>
    %138 = "stablehlo.subtract"(%136, %137) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %139 = "stablehlo.broadcast_in_dim"(%138) {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>) -> tensor<3x2xf32>
    %140 = "stablehlo.multiply"(%135, %139) : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %141 = "stablehlo.slice"(%59) {limit_indices = array<i64: 3>, start_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<3xf32>) -> tensor<2xf32>
    %142 = "stablehlo.slice"(%59) {limit_indices = array<i64: 2>, start_indices = array<i64: 0>, strides = array<i64: 1>} : (tensor<3xf32>) -> tensor<2xf32>
    %143 = "stablehlo.subtract"(%141, %142) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %144 = "stablehlo.broadcast_in_dim"(%143) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<3x2xf32>
    %145 = "stablehlo.multiply"(%140, %144) : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %146 = "stablehlo.divide"(%132, %145) : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    return %146 : tensor<3x2xf32>
  }
}
