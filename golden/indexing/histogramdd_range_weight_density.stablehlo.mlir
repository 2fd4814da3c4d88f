module {
  func.func @main(%arg0: tensor<12x2xf32>, %arg1: tensor<12xf32>) -> tensor<3x2xf32> {
    %0 = "stablehlo.constant"() {value = dense<-1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.compare"(%0, %1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %3 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f32>} : () -> tensor<f32>
    %4 = "stablehlo.subtract"(%0, %3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %5 = "stablehlo.select"(%2, %4, %0) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %6 = "stablehlo.add"(%1, %3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %7 = "stablehlo.select"(%2, %6, %1) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %8 = "stablehlo.subtract"(%7, %5) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %9 = "stablehlo.constant"() {value = dense<3.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %10 = "stablehlo.divide"(%8, %9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %11 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<4xi64>
    %12 = "stablehlo.convert"(%11) : (tensor<4xi64>) -> tensor<4xf32>
    %13 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %14 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %15 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %16 = "stablehlo.multiply"(%15, %12) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %17 = "stablehlo.add"(%13, %16) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %18 = "stablehlo.constant"() {value = dense<3.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %19 = "stablehlo.broadcast_in_dim"(%18) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %20 = "stablehlo.subtract"(%19, %12) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %21 = "stablehlo.multiply"(%15, %20) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %22 = "stablehlo.subtract"(%14, %21) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %23 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<4xi64>
    %24 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %25 = "stablehlo.broadcast_in_dim"(%24) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4xi64>
    %26 = "stablehlo.compare"(%23, %25) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %27 = "stablehlo.select"(%26, %17, %22) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %28 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %29 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %30 = "stablehlo.compare"(%28, %29) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %31 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f32>} : () -> tensor<f32>
    %32 = "stablehlo.subtract"(%28, %31) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %33 = "stablehlo.select"(%30, %32, %28) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %34 = "stablehlo.add"(%29, %31) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %35 = "stablehlo.select"(%30, %34, %29) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %36 = "stablehlo.subtract"(%35, %33) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %37 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %38 = "stablehlo.divide"(%36, %37) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %39 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3xi64>
    %40 = "stablehlo.convert"(%39) : (tensor<3xi64>) -> tensor<3xf32>
    %41 = "stablehlo.broadcast_in_dim"(%33) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %42 = "stablehlo.broadcast_in_dim"(%35) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %43 = "stablehlo.broadcast_in_dim"(%38) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %44 = "stablehlo.multiply"(%43, %40) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %45 = "stablehlo.add"(%41, %44) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %46 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %47 = "stablehlo.broadcast_in_dim"(%46) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %48 = "stablehlo.subtract"(%47, %40) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %49 = "stablehlo.multiply"(%43, %48) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %50 = "stablehlo.subtract"(%42, %49) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %51 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3xi64>
    %52 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %53 = "stablehlo.broadcast_in_dim"(%52) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %54 = "stablehlo.compare"(%51, %53) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %55 = "stablehlo.select"(%54, %45, %50) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %56 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %57 = "stablehlo.broadcast_in_dim"(%56) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<12xi64>
    %58 = "stablehlo.constant"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
    %59 = "stablehlo.broadcast_in_dim"(%58) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<12xi1>
    %60 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 12, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<12x2xf32>) -> tensor<12x1xf32>
    %61 = "stablehlo.reshape"(%60) : (tensor<12x1xf32>) -> tensor<12xf32>
    %62 = "stablehlo.broadcast_in_dim"(%27) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<12x4xf32>
    %63 = "stablehlo.broadcast_in_dim"(%61) {broadcast_dimensions = array<i64: 0>} : (tensor<12xf32>) -> tensor<12x4xf32>
    %64 = "stablehlo.compare"(%62, %63) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<12x4xf32>, tensor<12x4xf32>) -> tensor<12x4xi1>
    %65 = "stablehlo.convert"(%64) : (tensor<12x4xi1>) -> tensor<12x4xi64>
    %66 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %67 = "stablehlo.reduce"(%65, %66) ({
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<i64>):
      %143 = "stablehlo.add"(%arg2, %arg3) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%143) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<12x4xi64>, tensor<i64>) -> tensor<12xi64>
    %68 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %69 = "stablehlo.broadcast_in_dim"(%68) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<12xi64>
    %70 = "stablehlo.subtract"(%67, %69) : (tensor<12xi64>, tensor<12xi64>) -> tensor<12xi64>
    %71 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %72 = "stablehlo.broadcast_in_dim"(%71) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<12xi64>
    %73 = "stablehlo.minimum"(%70, %72) : (tensor<12xi64>, tensor<12xi64>) -> tensor<12xi64>
    %74 = "stablehlo.slice"(%27) {limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>} : (tensor<4xf32>) -> tensor<1xf32>
    %75 = "stablehlo.reshape"(%74) : (tensor<1xf32>) -> tensor<f32>
    %76 = "stablehlo.broadcast_in_dim"(%75) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %77 = "stablehlo.slice"(%27) {limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<4xf32>) -> tensor<1xf32>
    %78 = "stablehlo.reshape"(%77) : (tensor<1xf32>) -> tensor<f32>
    %79 = "stablehlo.broadcast_in_dim"(%78) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %80 = "stablehlo.compare"(%61, %76) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %81 = "stablehlo.compare"(%61, %79) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %82 = "stablehlo.and"(%80, %81) : (tensor<12xi1>, tensor<12xi1>) -> tensor<12xi1>
    %83 = "stablehlo.and"(%59, %82) : (tensor<12xi1>, tensor<12xi1>) -> tensor<12xi1>
    %84 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
    %85 = "stablehlo.broadcast_in_dim"(%84) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<12xi64>
    %86 = "stablehlo.multiply"(%57, %85) : (tensor<12xi64>, tensor<12xi64>) -> tensor<12xi64>
    %87 = "stablehlo.add"(%86, %73) : (tensor<12xi64>, tensor<12xi64>) -> tensor<12xi64>
    %88 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 12, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>} : (tensor<12x2xf32>) -> tensor<12x1xf32>
    %89 = "stablehlo.reshape"(%88) : (tensor<12x1xf32>) -> tensor<12xf32>
    %90 = "stablehlo.broadcast_in_dim"(%55) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<12x3xf32>
    %91 = "stablehlo.broadcast_in_dim"(%89) {broadcast_dimensions = array<i64: 0>} : (tensor<12xf32>) -> tensor<12x3xf32>
    %92 = "stablehlo.compare"(%90, %91) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<12x3xf32>, tensor<12x3xf32>) -> tensor<12x3xi1>
    %93 = "stablehlo.convert"(%92) : (tensor<12x3xi1>) -> tensor<12x3xi64>
    %94 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %95 = "stablehlo.reduce"(%93, %94) ({
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<i64>):
      %143 = "stablehlo.add"(%arg2, %arg3) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%143) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<12x3xi64>, tensor<i64>) -> tensor<12xi64>
    %96 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %97 = "stablehlo.broadcast_in_dim"(%96) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<12xi64>
    %98 = "stablehlo.subtract"(%95, %97) : (tensor<12xi64>, tensor<12xi64>) -> tensor<12xi64>
    %99 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %100 = "stablehlo.broadcast_in_dim"(%99) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<12xi64>
    %101 = "stablehlo.minimum"(%98, %100) : (tensor<12xi64>, tensor<12xi64>) -> tensor<12xi64>
    %102 = "stablehlo.slice"(%55) {limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>} : (tensor<3xf32>) -> tensor<1xf32>
    %103 = "stablehlo.reshape"(%102) : (tensor<1xf32>) -> tensor<f32>
    %104 = "stablehlo.broadcast_in_dim"(%103) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %105 = "stablehlo.slice"(%55) {limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<3xf32>) -> tensor<1xf32>
    %106 = "stablehlo.reshape"(%105) : (tensor<1xf32>) -> tensor<f32>
    %107 = "stablehlo.broadcast_in_dim"(%106) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %108 = "stablehlo.compare"(%89, %104) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %109 = "stablehlo.compare"(%89, %107) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %110 = "stablehlo.and"(%108, %109) : (tensor<12xi1>, tensor<12xi1>) -> tensor<12xi1>
    %111 = "stablehlo.and"(%83, %110) : (tensor<12xi1>, tensor<12xi1>) -> tensor<12xi1>
    %112 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %113 = "stablehlo.broadcast_in_dim"(%112) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<12xi64>
    %114 = "stablehlo.multiply"(%87, %113) : (tensor<12xi64>, tensor<12xi64>) -> tensor<12xi64>
    %115 = "stablehlo.add"(%114, %101) : (tensor<12xi64>, tensor<12xi64>) -> tensor<12xi64>
    %116 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %117 = "stablehlo.broadcast_in_dim"(%116) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %118 = "stablehlo.select"(%111, %arg1, %117) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %119 = "stablehlo.broadcast_in_dim"(%115) {broadcast_dimensions = array<i64: 0>} : (tensor<12xi64>) -> tensor<12x6xi64>
    %120 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<12x6xi64>
    %121 = "stablehlo.compare"(%119, %120) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<12x6xi64>, tensor<12x6xi64>) -> tensor<12x6xi1>
    %122 = "stablehlo.broadcast_in_dim"(%118) {broadcast_dimensions = array<i64: 0>} : (tensor<12xf32>) -> tensor<12x6xf32>
    %123 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %124 = "stablehlo.broadcast_in_dim"(%123) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12x6xf32>
    %125 = "stablehlo.select"(%121, %122, %124) : (tensor<12x6xi1>, tensor<12x6xf32>, tensor<12x6xf32>) -> tensor<12x6xf32>
    %126 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %127 = "stablehlo.reduce"(%125, %126) ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %143 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%143) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12x6xf32>, tensor<f32>) -> tensor<6xf32>
    %128 = "stablehlo.reshape"(%127) : (tensor<6xf32>) -> tensor<3x2xf32>
    %129 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %130 = "stablehlo.reduce"(%128, %129) ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %143 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%143) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<3x2xf32>, tensor<f32>) -> tensor<f32>
    %131 = "stablehlo.broadcast_in_dim"(%130) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x2xf32>
    %132 = "stablehlo.slice"(%27) {limit_indices = array<i64: 4>, start_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<4xf32>) -> tensor<3xf32>
    %133 = "stablehlo.slice"(%27) {limit_indices = array<i64: 3>, start_indices = array<i64: 0>, strides = array<i64: 1>} : (tensor<4xf32>) -> tensor<3xf32>
    %134 = "stablehlo.subtract"(%132, %133) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %135 = "stablehlo.broadcast_in_dim"(%134) {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>) -> tensor<3x2xf32>
    %136 = "stablehlo.multiply"(%131, %135) : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %137 = "stablehlo.slice"(%55) {limit_indices = array<i64: 3>, start_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<3xf32>) -> tensor<2xf32>
    %138 = "stablehlo.slice"(%55) {limit_indices = array<i64: 2>, start_indices = array<i64: 0>, strides = array<i64: 1>} : (tensor<3xf32>) -> tensor<2xf32>
    %139 = "stablehlo.subtract"(%137, %138) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %140 = "stablehlo.broadcast_in_dim"(%139) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<3x2xf32>
    %141 = "stablehlo.multiply"(%136, %140) : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %142 = "stablehlo.divide"(%128, %141) : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    return %142 : tensor<3x2xf32>
  }
}
