module {
  func.func @main(%arg0: tensor<10x2xf32>) -> (tensor<3xf32>, tensor<4xf32>, tensor<2x3xf32>) {
    %0 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 10, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<10x2xf32>) -> tensor<10x1xf32>
    %1 = "stablehlo.reshape"(%0) : (tensor<10x1xf32>) -> tensor<10xf32>
    %2 = "stablehlo.constant"() {value = dense<0x7F800000> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.reduce"(%1, %2) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %203 = "stablehlo.minimum"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%203) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<10xf32>, tensor<f32>) -> tensor<f32>
    %4 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %5 = "stablehlo.reduce"(%1, %4) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %203 = "stablehlo.maximum"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%203) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<10xf32>, tensor<f32>) -> tensor<f32>
    %6 = "stablehlo.compare"(%3, %5) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %7 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f32>} : () -> tensor<f32>
    %8 = "stablehlo.subtract"(%3, %7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %9 = "stablehlo.select"(%6, %8, %3) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %10 = "stablehlo.add"(%5, %7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %11 = "stablehlo.select"(%6, %10, %5) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %12 = "stablehlo.subtract"(%11, %9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %13 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %14 = "stablehlo.divide"(%12, %13) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %15 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3xi64>
    %16 = "stablehlo.convert"(%15) : (tensor<3xi64>) -> tensor<3xf32>
    %17 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %18 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %19 = "stablehlo.broadcast_in_dim"(%14) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %20 = "stablehlo.multiply"(%19, %16) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %21 = "stablehlo.add"(%17, %20) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %22 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %23 = "stablehlo.broadcast_in_dim"(%22) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %24 = "stablehlo.subtract"(%23, %16) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %25 = "stablehlo.multiply"(%19, %24) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %26 = "stablehlo.subtract"(%18, %25) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %27 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3xi64>
    %28 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %29 = "stablehlo.broadcast_in_dim"(%28) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %30 = "stablehlo.compare"(%27, %29) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %31 = "stablehlo.select"(%30, %21, %26) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %32 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 10, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>} : (tensor<10x2xf32>) -> tensor<10x1xf32>
    %33 = "stablehlo.reshape"(%32) : (tensor<10x1xf32>) -> tensor<10xf32>
    %34 = "stablehlo.constant"() {value = dense<0x7F800000> : tensor<f32>} : () -> tensor<f32>
    %35 = "stablehlo.reduce"(%33, %34) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %203 = "stablehlo.minimum"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%203) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<10xf32>, tensor<f32>) -> tensor<f32>
    %36 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %37 = "stablehlo.reduce"(%33, %36) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %203 = "stablehlo.maximum"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%203) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<10xf32>, tensor<f32>) -> tensor<f32>
    %38 = "stablehlo.compare"(%35, %37) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %39 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f32>} : () -> tensor<f32>
    %40 = "stablehlo.subtract"(%35, %39) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %41 = "stablehlo.select"(%38, %40, %35) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %42 = "stablehlo.add"(%37, %39) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %43 = "stablehlo.select"(%38, %42, %37) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %44 = "stablehlo.subtract"(%43, %41) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %45 = "stablehlo.constant"() {value = dense<3.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %46 = "stablehlo.divide"(%44, %45) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %47 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<4xi64>
    %48 = "stablehlo.convert"(%47) : (tensor<4xi64>) -> tensor<4xf32>
    %49 = "stablehlo.broadcast_in_dim"(%41) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %50 = "stablehlo.broadcast_in_dim"(%43) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %51 = "stablehlo.broadcast_in_dim"(%46) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %52 = "stablehlo.multiply"(%51, %48) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %53 = "stablehlo.add"(%49, %52) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %54 = "stablehlo.constant"() {value = dense<3.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %55 = "stablehlo.broadcast_in_dim"(%54) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %56 = "stablehlo.subtract"(%55, %48) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %57 = "stablehlo.multiply"(%51, %56) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %58 = "stablehlo.subtract"(%50, %57) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %59 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<4xi64>
    %60 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %61 = "stablehlo.broadcast_in_dim"(%60) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4xi64>
    %62 = "stablehlo.compare"(%59, %61) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %63 = "stablehlo.select"(%62, %53, %58) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %64 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 10, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<10x2xf32>) -> tensor<10x1xf32>
    %65 = "stablehlo.reshape"(%64) : (tensor<10x1xf32>) -> tensor<10xf32>
    %66 = "stablehlo.constant"() {value = dense<0x7F800000> : tensor<f32>} : () -> tensor<f32>
    %67 = "stablehlo.reduce"(%65, %66) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %203 = "stablehlo.minimum"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%203) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<10xf32>, tensor<f32>) -> tensor<f32>
    %68 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %69 = "stablehlo.reduce"(%65, %68) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %203 = "stablehlo.maximum"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%203) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<10xf32>, tensor<f32>) -> tensor<f32>
    %70 = "stablehlo.compare"(%67, %69) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %71 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f32>} : () -> tensor<f32>
    %72 = "stablehlo.subtract"(%67, %71) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %73 = "stablehlo.select"(%70, %72, %67) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %74 = "stablehlo.add"(%69, %71) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %75 = "stablehlo.select"(%70, %74, %69) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %76 = "stablehlo.subtract"(%75, %73) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %77 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %78 = "stablehlo.divide"(%76, %77) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %79 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3xi64>
    %80 = "stablehlo.convert"(%79) : (tensor<3xi64>) -> tensor<3xf32>
    %81 = "stablehlo.broadcast_in_dim"(%73) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %82 = "stablehlo.broadcast_in_dim"(%75) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %83 = "stablehlo.broadcast_in_dim"(%78) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %84 = "stablehlo.multiply"(%83, %80) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %85 = "stablehlo.add"(%81, %84) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %86 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %87 = "stablehlo.broadcast_in_dim"(%86) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %88 = "stablehlo.subtract"(%87, %80) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %89 = "stablehlo.multiply"(%83, %88) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %90 = "stablehlo.subtract"(%82, %89) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %91 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3xi64>
    %92 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %93 = "stablehlo.broadcast_in_dim"(%92) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %94 = "stablehlo.compare"(%91, %93) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %95 = "stablehlo.select"(%94, %85, %90) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %96 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 10, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>} : (tensor<10x2xf32>) -> tensor<10x1xf32>
    %97 = "stablehlo.reshape"(%96) : (tensor<10x1xf32>) -> tensor<10xf32>
    %98 = "stablehlo.constant"() {value = dense<0x7F800000> : tensor<f32>} : () -> tensor<f32>
    %99 = "stablehlo.reduce"(%97, %98) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %203 = "stablehlo.minimum"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%203) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<10xf32>, tensor<f32>) -> tensor<f32>
    %100 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %101 = "stablehlo.reduce"(%97, %100) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %203 = "stablehlo.maximum"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%203) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<10xf32>, tensor<f32>) -> tensor<f32>
    %102 = "stablehlo.compare"(%99, %101) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %103 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f32>} : () -> tensor<f32>
    %104 = "stablehlo.subtract"(%99, %103) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %105 = "stablehlo.select"(%102, %104, %99) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %106 = "stablehlo.add"(%101, %103) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %107 = "stablehlo.select"(%102, %106, %101) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %108 = "stablehlo.subtract"(%107, %105) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %109 = "stablehlo.constant"() {value = dense<3.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %110 = "stablehlo.divide"(%108, %109) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %111 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<4xi64>
    %112 = "stablehlo.convert"(%111) : (tensor<4xi64>) -> tensor<4xf32>
    %113 = "stablehlo.broadcast_in_dim"(%105) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %114 = "stablehlo.broadcast_in_dim"(%107) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %115 = "stablehlo.broadcast_in_dim"(%110) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %116 = "stablehlo.multiply"(%115, %112) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %117 = "stablehlo.add"(%113, %116) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %118 = "stablehlo.constant"() {value = dense<3.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %119 = "stablehlo.broadcast_in_dim"(%118) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %120 = "stablehlo.subtract"(%119, %112) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %121 = "stablehlo.multiply"(%115, %120) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %122 = "stablehlo.subtract"(%114, %121) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %123 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<4xi64>
    %124 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %125 = "stablehlo.broadcast_in_dim"(%124) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4xi64>
    %126 = "stablehlo.compare"(%123, %125) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %127 = "stablehlo.select"(%126, %117, %122) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %128 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %129 = "stablehlo.broadcast_in_dim"(%128) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<10xi64>
    %130 = "stablehlo.constant"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
    %131 = "stablehlo.broadcast_in_dim"(%130) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<10xi1>
    %132 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 10, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<10x2xf32>) -> tensor<10x1xf32>
    %133 = "stablehlo.reshape"(%132) : (tensor<10x1xf32>) -> tensor<10xf32>
    %134 = "stablehlo.broadcast_in_dim"(%95) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<10x3xf32>
    %135 = "stablehlo.broadcast_in_dim"(%133) {broadcast_dimensions = array<i64: 0>} : (tensor<10xf32>) -> tensor<10x3xf32>
    %136 = "stablehlo.compare"(%134, %135) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<10x3xf32>, tensor<10x3xf32>) -> tensor<10x3xi1>
    %137 = "stablehlo.convert"(%136) : (tensor<10x3xi1>) -> tensor<10x3xi64>
    %138 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %139 = "stablehlo.reduce"(%137, %138) ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>):
      %203 = "stablehlo.add"(%arg1, %arg2) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%203) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<10x3xi64>, tensor<i64>) -> tensor<10xi64>
    %140 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %141 = "stablehlo.broadcast_in_dim"(%140) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<10xi64>
    %142 = "stablehlo.subtract"(%139, %141) : (tensor<10xi64>, tensor<10xi64>) -> tensor<10xi64>
    %143 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %144 = "stablehlo.broadcast_in_dim"(%143) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<10xi64>
    %145 = "stablehlo.minimum"(%142, %144) : (tensor<10xi64>, tensor<10xi64>) -> tensor<10xi64>
    %146 = "stablehlo.slice"(%95) {limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>} : (tensor<3xf32>) -> tensor<1xf32>
    %147 = "stablehlo.reshape"(%146) : (tensor<1xf32>) -> tensor<f32>
    %148 = "stablehlo.broadcast_in_dim"(%147) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %149 = "stablehlo.slice"(%95) {limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<3xf32>) -> tensor<1xf32>
    %150 = "stablehlo.reshape"(%149) : (tensor<1xf32>) -> tensor<f32>
    %151 = "stablehlo.broadcast_in_dim"(%150) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %152 = "stablehlo.compare"(%133, %148) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %153 = "stablehlo.compare"(%133, %151) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %154 = "stablehlo.and"(%152, %153) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %155 = "stablehlo.and"(%131, %154) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %156 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %157 = "stablehlo.broadcast_in_dim"(%156) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<10xi64>
    %158 = "stablehlo.multiply"(%129, %157) : (tensor<10xi64>, tensor<10xi64>) -> tensor<10xi64>
    %159 = "stablehlo.add"(%158, %145) : (tensor<10xi64>, tensor<10xi64>) -> tensor<10xi64>
    %160 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 10, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>} : (tensor<10x2xf32>) -> tensor<10x1xf32>
    %161 = "stablehlo.reshape"(%160) : (tensor<10x1xf32>) -> tensor<10xf32>
    %162 = "stablehlo.broadcast_in_dim"(%127) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<10x4xf32>
    %163 = "stablehlo.broadcast_in_dim"(%161) {broadcast_dimensions = array<i64: 0>} : (tensor<10xf32>) -> tensor<10x4xf32>
    %164 = "stablehlo.compare"(%162, %163) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<10x4xf32>, tensor<10x4xf32>) -> tensor<10x4xi1>
    %165 = "stablehlo.convert"(%164) : (tensor<10x4xi1>) -> tensor<10x4xi64>
    %166 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %167 = "stablehlo.reduce"(%165, %166) ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>):
      %203 = "stablehlo.add"(%arg1, %arg2) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%203) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<10x4xi64>, tensor<i64>) -> tensor<10xi64>
    %168 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %169 = "stablehlo.broadcast_in_dim"(%168) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<10xi64>
    %170 = "stablehlo.subtract"(%167, %169) : (tensor<10xi64>, tensor<10xi64>) -> tensor<10xi64>
    %171 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %172 = "stablehlo.broadcast_in_dim"(%171) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<10xi64>
    %173 = "stablehlo.minimum"(%170, %172) : (tensor<10xi64>, tensor<10xi64>) -> tensor<10xi64>
    %174 = "stablehlo.slice"(%127) {limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>} : (tensor<4xf32>) -> tensor<1xf32>
    %175 = "stablehlo.reshape"(%174) : (tensor<1xf32>) -> tensor<f32>
    %176 = "stablehlo.broadcast_in_dim"(%175) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %177 = "stablehlo.slice"(%127) {limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<4xf32>) -> tensor<1xf32>
    %178 = "stablehlo.reshape"(%177) : (tensor<1xf32>) -> tensor<f32>
    %179 = "stablehlo.broadcast_in_dim"(%178) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %180 = "stablehlo.compare"(%161, %176) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %181 = "stablehlo.compare"(%161, %179) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %182 = "stablehlo.and"(%180, %181) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %183 = "stablehlo.and"(%155, %182) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %184 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
    %185 = "stablehlo.broadcast_in_dim"(%184) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<10xi64>
    %186 = "stablehlo.multiply"(%159, %185) : (tensor<10xi64>, tensor<10xi64>) -> tensor<10xi64>
    %187 = "stablehlo.add"(%186, %173) : (tensor<10xi64>, tensor<10xi64>) -> tensor<10xi64>
    %188 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %189 = "stablehlo.broadcast_in_dim"(%188) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %190 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %191 = "stablehlo.broadcast_in_dim"(%190) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %192 = "stablehlo.select"(%183, %189, %191) : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %193 = "stablehlo.broadcast_in_dim"(%187) {broadcast_dimensions = array<i64: 0>} : (tensor<10xi64>) -> tensor<10x6xi64>
    %194 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<10x6xi64>
    %195 = "stablehlo.compare"(%193, %194) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<10x6xi64>, tensor<10x6xi64>) -> tensor<10x6xi1>
    %196 = "stablehlo.broadcast_in_dim"(%192) {broadcast_dimensions = array<i64: 0>} : (tensor<10xf32>) -> tensor<10x6xf32>
    %197 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %198 = "stablehlo.broadcast_in_dim"(%197) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10x6xf32>
    %199 = "stablehlo.select"(%195, %196, %198) : (tensor<10x6xi1>, tensor<10x6xf32>, tensor<10x6xf32>) -> tensor<10x6xf32>
    %200 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %201 = "stablehlo.reduce"(%199, %200) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %203 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%203) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<10x6xf32>, tensor<f32>) -> tensor<6xf32>
    %202 = "stablehlo.reshape"(%201) : (tensor<6xf32>) -> tensor<2x3xf32>
    return %31, %63, %202 : tensor<3xf32>, tensor<4xf32>, tensor<2x3xf32>
  }
}
