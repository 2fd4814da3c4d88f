module {
  func.func @main(%arg0: tensor<4x3xf32>) -> tensor<3x4xf32> {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<4x3xf32>) -> tensor<1x4x3xf32>
    %1 = "stablehlo.convert"(%0) : (tensor<1x4x3xf32>) -> tensor<1x4x3xf64>
    %2 = "stablehlo.transpose"(%1) {permutation = array<i64: 0, 2, 1>} : (tensor<1x4x3xf64>) -> tensor<1x3x4xf64>
    %3 = "stablehlo.dot_general"(%2, %1) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x4xf64>, tensor<1x4x3xf64>) -> tensor<1x3x3xf64>
    %4 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x3x3xi64>
    %5 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x3x3xi64>
    %6 = "stablehlo.compare"(%4, %5) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3x3xi64>, tensor<1x3x3xi64>) -> tensor<1x3x3xi1>
    %7 = "stablehlo.convert"(%6) : (tensor<1x3x3xi1>) -> tensor<1x3x3xf64>
    %8 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %9:3 = "stablehlo.while"(%8, %3, %7) ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<1x3x3xf64>, %arg3: tensor<1x3x3xf64>):
      %49 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x3x3xi64>
      %50 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x3x3xi64>
      %51 = "stablehlo.compare"(%49, %50) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<1x3x3xi64>, tensor<1x3x3xi64>) -> tensor<1x3x3xi1>
      %52 = "stablehlo.multiply"(%arg2, %arg2) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %53 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %54 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %55 = "stablehlo.broadcast_in_dim"(%54) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x3x3xf64>
      %56 = "stablehlo.select"(%51, %52, %55) : (tensor<1x3x3xi1>, tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %57 = "stablehlo.reduce"(%56, %53) ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        %65 = "stablehlo.add"(%arg4, %arg5) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%65) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x3x3xf64>, tensor<f64>) -> tensor<f64>
      %58 = "stablehlo.reduce"(%52, %53) ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        %65 = "stablehlo.add"(%arg4, %arg5) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%65) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x3x3xf64>, tensor<f64>) -> tensor<f64>
      %59 = "stablehlo.constant"() {value = dense<1.000000e-30> : tensor<f64>} : () -> tensor<f64>
      %60 = "stablehlo.multiply"(%58, %59) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      %61 = "stablehlo.compare"(%57, %60) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %62 = "stablehlo.constant"() {value = dense<40> : tensor<i64>} : () -> tensor<i64>
      %63 = "stablehlo.compare"(%arg1, %62) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %64 = "stablehlo.and"(%61, %63) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%64) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<1x3x3xf64>, %arg3: tensor<1x3x3xf64>):
      %49 = "stablehlo.slice"(%arg2) {limit_indices = array<i64: 1, 1, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x3xf64>) -> tensor<1x1x1xf64>
      %50 = "stablehlo.reshape"(%49) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %51 = "stablehlo.slice"(%arg2) {limit_indices = array<i64: 1, 2, 2>, start_indices = array<i64: 0, 1, 1>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x3xf64>) -> tensor<1x1x1xf64>
      %52 = "stablehlo.reshape"(%51) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %53 = "stablehlo.slice"(%arg2) {limit_indices = array<i64: 1, 1, 2>, start_indices = array<i64: 0, 0, 1>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x3xf64>) -> tensor<1x1x1xf64>
      %54 = "stablehlo.reshape"(%53) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %55 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %56 = "stablehlo.broadcast_in_dim"(%55) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %57 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %58 = "stablehlo.broadcast_in_dim"(%57) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %59 = "stablehlo.subtract"(%52, %50) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %60 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %61 = "stablehlo.broadcast_in_dim"(%60) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %62 = "stablehlo.multiply"(%61, %54) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %63 = "stablehlo.divide"(%59, %62) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %64 = "stablehlo.compare"(%63, %58) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %65 = "stablehlo.negate"(%56) : (tensor<1xf64>) -> tensor<1xf64>
      %66 = "stablehlo.select"(%64, %65, %56) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %67 = "stablehlo.multiply"(%63, %63) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %68 = "stablehlo.add"(%67, %56) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %69 = "stablehlo.sqrt"(%68) : (tensor<1xf64>) -> tensor<1xf64>
      %70 = "stablehlo.abs"(%63) : (tensor<1xf64>) -> tensor<1xf64>
      %71 = "stablehlo.add"(%70, %69) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %72 = "stablehlo.divide"(%66, %71) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %73 = "stablehlo.compare"(%54, %58) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %74 = "stablehlo.select"(%73, %58, %72) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %75 = "stablehlo.multiply"(%74, %74) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %76 = "stablehlo.add"(%75, %56) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %77 = "stablehlo.sqrt"(%76) : (tensor<1xf64>) -> tensor<1xf64>
      %78 = "stablehlo.divide"(%56, %77) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %79 = "stablehlo.multiply"(%74, %78) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %80 = "stablehlo.subtract"(%78, %56) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %81 = "stablehlo.broadcast_in_dim"(%80) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x3x3xf64>
      %82 = "stablehlo.broadcast_in_dim"(%79) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x3x3xf64>
      %83 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x3x3xi64>
      %84 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x3x3xi64>
      %85 = "stablehlo.compare"(%83, %84) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3x3xi64>, tensor<1x3x3xi64>) -> tensor<1x3x3xi1>
      %86 = "stablehlo.convert"(%85) : (tensor<1x3x3xi1>) -> tensor<1x3x3xf64>
      %87 = "stablehlo.constant"() {value = dense<[[1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %88 = "stablehlo.broadcast_in_dim"(%87) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %89 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %90 = "stablehlo.broadcast_in_dim"(%89) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %91 = "stablehlo.add"(%88, %90) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %92 = "stablehlo.multiply"(%81, %91) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %93 = "stablehlo.add"(%86, %92) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %94 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %95 = "stablehlo.broadcast_in_dim"(%94) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %96 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %97 = "stablehlo.broadcast_in_dim"(%96) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %98 = "stablehlo.subtract"(%95, %97) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %99 = "stablehlo.multiply"(%82, %98) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %100 = "stablehlo.add"(%93, %99) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %101 = "stablehlo.transpose"(%100) {permutation = array<i64: 0, 2, 1>} : (tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %102 = "stablehlo.dot_general"(%arg2, %100) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %103 = "stablehlo.dot_general"(%101, %102) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %104 = "stablehlo.dot_general"(%arg3, %100) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %105 = "stablehlo.slice"(%103) {limit_indices = array<i64: 1, 1, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x3xf64>) -> tensor<1x1x1xf64>
      %106 = "stablehlo.reshape"(%105) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %107 = "stablehlo.slice"(%103) {limit_indices = array<i64: 1, 3, 3>, start_indices = array<i64: 0, 2, 2>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x3xf64>) -> tensor<1x1x1xf64>
      %108 = "stablehlo.reshape"(%107) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %109 = "stablehlo.slice"(%103) {limit_indices = array<i64: 1, 1, 3>, start_indices = array<i64: 0, 0, 2>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x3xf64>) -> tensor<1x1x1xf64>
      %110 = "stablehlo.reshape"(%109) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %111 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %112 = "stablehlo.broadcast_in_dim"(%111) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %113 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %114 = "stablehlo.broadcast_in_dim"(%113) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %115 = "stablehlo.subtract"(%108, %106) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %116 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %117 = "stablehlo.broadcast_in_dim"(%116) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %118 = "stablehlo.multiply"(%117, %110) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %119 = "stablehlo.divide"(%115, %118) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %120 = "stablehlo.compare"(%119, %114) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %121 = "stablehlo.negate"(%112) : (tensor<1xf64>) -> tensor<1xf64>
      %122 = "stablehlo.select"(%120, %121, %112) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %123 = "stablehlo.multiply"(%119, %119) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %124 = "stablehlo.add"(%123, %112) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %125 = "stablehlo.sqrt"(%124) : (tensor<1xf64>) -> tensor<1xf64>
      %126 = "stablehlo.abs"(%119) : (tensor<1xf64>) -> tensor<1xf64>
      %127 = "stablehlo.add"(%126, %125) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %128 = "stablehlo.divide"(%122, %127) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %129 = "stablehlo.compare"(%110, %114) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %130 = "stablehlo.select"(%129, %114, %128) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %131 = "stablehlo.multiply"(%130, %130) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %132 = "stablehlo.add"(%131, %112) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %133 = "stablehlo.sqrt"(%132) : (tensor<1xf64>) -> tensor<1xf64>
      %134 = "stablehlo.divide"(%112, %133) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %135 = "stablehlo.multiply"(%130, %134) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %136 = "stablehlo.subtract"(%134, %112) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %137 = "stablehlo.broadcast_in_dim"(%136) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x3x3xf64>
      %138 = "stablehlo.broadcast_in_dim"(%135) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x3x3xf64>
      %139 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x3x3xi64>
      %140 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x3x3xi64>
      %141 = "stablehlo.compare"(%139, %140) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3x3xi64>, tensor<1x3x3xi64>) -> tensor<1x3x3xi1>
      %142 = "stablehlo.convert"(%141) : (tensor<1x3x3xi1>) -> tensor<1x3x3xf64>
      %143 = "stablehlo.constant"() {value = dense<[[1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %144 = "stablehlo.broadcast_in_dim"(%143) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %145 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %146 = "stablehlo.broadcast_in_dim"(%145) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %147 = "stablehlo.add"(%144, %146) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %148 = "stablehlo.multiply"(%137, %147) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %149 = "stablehlo.add"(%142, %148) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %150 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 1.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %151 = "stablehlo.broadcast_in_dim"(%150) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %152 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %153 = "stablehlo.broadcast_in_dim"(%152) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %154 = "stablehlo.subtract"(%151, %153) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %155 = "stablehlo.multiply"(%138, %154) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %156 = "stablehlo.add"(%149, %155) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %157 = "stablehlo.transpose"(%156) {permutation = array<i64: 0, 2, 1>} : (tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %158 = "stablehlo.dot_general"(%103, %156) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %159 = "stablehlo.dot_general"(%157, %158) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %160 = "stablehlo.dot_general"(%104, %156) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %161 = "stablehlo.slice"(%159) {limit_indices = array<i64: 1, 2, 2>, start_indices = array<i64: 0, 1, 1>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x3xf64>) -> tensor<1x1x1xf64>
      %162 = "stablehlo.reshape"(%161) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %163 = "stablehlo.slice"(%159) {limit_indices = array<i64: 1, 3, 3>, start_indices = array<i64: 0, 2, 2>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x3xf64>) -> tensor<1x1x1xf64>
      %164 = "stablehlo.reshape"(%163) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %165 = "stablehlo.slice"(%159) {limit_indices = array<i64: 1, 2, 3>, start_indices = array<i64: 0, 1, 2>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x3xf64>) -> tensor<1x1x1xf64>
      %166 = "stablehlo.reshape"(%165) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %167 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %168 = "stablehlo.broadcast_in_dim"(%167) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %169 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %170 = "stablehlo.broadcast_in_dim"(%169) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %171 = "stablehlo.subtract"(%164, %162) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %172 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %173 = "stablehlo.broadcast_in_dim"(%172) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %174 = "stablehlo.multiply"(%173, %166) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %175 = "stablehlo.divide"(%171, %174) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %176 = "stablehlo.compare"(%175, %170) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %177 = "stablehlo.negate"(%168) : (tensor<1xf64>) -> tensor<1xf64>
      %178 = "stablehlo.select"(%176, %177, %168) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %179 = "stablehlo.multiply"(%175, %175) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %180 = "stablehlo.add"(%179, %168) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %181 = "stablehlo.sqrt"(%180) : (tensor<1xf64>) -> tensor<1xf64>
      %182 = "stablehlo.abs"(%175) : (tensor<1xf64>) -> tensor<1xf64>
      %183 = "stablehlo.add"(%182, %181) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %184 = "stablehlo.divide"(%178, %183) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %185 = "stablehlo.compare"(%166, %170) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %186 = "stablehlo.select"(%185, %170, %184) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %187 = "stablehlo.multiply"(%186, %186) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %188 = "stablehlo.add"(%187, %168) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %189 = "stablehlo.sqrt"(%188) : (tensor<1xf64>) -> tensor<1xf64>
      %190 = "stablehlo.divide"(%168, %189) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %191 = "stablehlo.multiply"(%186, %190) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %192 = "stablehlo.subtract"(%190, %168) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %193 = "stablehlo.broadcast_in_dim"(%192) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x3x3xf64>
      %194 = "stablehlo.broadcast_in_dim"(%191) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x3x3xf64>
      %195 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x3x3xi64>
      %196 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x3x3xi64>
      %197 = "stablehlo.compare"(%195, %196) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3x3xi64>, tensor<1x3x3xi64>) -> tensor<1x3x3xi1>
      %198 = "stablehlo.convert"(%197) : (tensor<1x3x3xi1>) -> tensor<1x3x3xf64>
      %199 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %200 = "stablehlo.broadcast_in_dim"(%199) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %201 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %202 = "stablehlo.broadcast_in_dim"(%201) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %203 = "stablehlo.add"(%200, %202) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %204 = "stablehlo.multiply"(%193, %203) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %205 = "stablehlo.add"(%198, %204) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %206 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %207 = "stablehlo.broadcast_in_dim"(%206) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %208 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %209 = "stablehlo.broadcast_in_dim"(%208) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %210 = "stablehlo.subtract"(%207, %209) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %211 = "stablehlo.multiply"(%194, %210) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %212 = "stablehlo.add"(%205, %211) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %213 = "stablehlo.transpose"(%212) {permutation = array<i64: 0, 2, 1>} : (tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %214 = "stablehlo.dot_general"(%159, %212) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %215 = "stablehlo.dot_general"(%213, %214) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %216 = "stablehlo.dot_general"(%160, %212) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %217 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
      %218 = "stablehlo.add"(%arg1, %217) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%218, %215, %216) : (tensor<i64>, tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> ()
    }) : (tensor<i64>, tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> (tensor<i64>, tensor<1x3x3xf64>, tensor<1x3x3xf64>)
    %10 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x3x3xi64>
    %11 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x3x3xi64>
    %12 = "stablehlo.compare"(%10, %11) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3x3xi64>, tensor<1x3x3xi64>) -> tensor<1x3x3xi1>
    %13 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x3x3xf64>
    %15 = "stablehlo.select"(%12, %9#1, %14) : (tensor<1x3x3xi1>, tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %16 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %17 = "stablehlo.reduce"(%15, %16) ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %49 = "stablehlo.add"(%arg1, %arg2) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%49) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x3x3xf64>, tensor<f64>) -> tensor<1x3xf64>
    %18 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %19 = "stablehlo.broadcast_in_dim"(%18) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x3xf64>
    %20 = "stablehlo.maximum"(%17, %19) : (tensor<1x3xf64>, tensor<1x3xf64>) -> tensor<1x3xf64>
    %21 = "stablehlo.sqrt"(%20) : (tensor<1x3xf64>) -> tensor<1x3xf64>
    %22 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %23 = "stablehlo.reduce"(%21, %22) ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %49 = "stablehlo.maximum"(%arg1, %arg2) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%49) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x3xf64>, tensor<f64>) -> tensor<1xf64>
    %24 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %25 = "stablehlo.broadcast_in_dim"(%24) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
    %26 = "stablehlo.constant"() {value = dense<4.76837158203125E-7> : tensor<f64>} : () -> tensor<f64>
    %27 = "stablehlo.broadcast_in_dim"(%26) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
    %28 = "stablehlo.multiply"(%27, %23) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %29 = "stablehlo.maximum"(%25, %28) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %30 = "stablehlo.broadcast_in_dim"(%29) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x3xf64>
    %31 = "stablehlo.compare"(%21, %30) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<1x3xf64>, tensor<1x3xf64>) -> tensor<1x3xi1>
    %32 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %33 = "stablehlo.broadcast_in_dim"(%32) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x3xf64>
    %34 = "stablehlo.select"(%31, %17, %33) : (tensor<1x3xi1>, tensor<1x3xf64>, tensor<1x3xf64>) -> tensor<1x3xf64>
    %35 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %36 = "stablehlo.broadcast_in_dim"(%35) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x3xf64>
    %37 = "stablehlo.divide"(%36, %34) : (tensor<1x3xf64>, tensor<1x3xf64>) -> tensor<1x3xf64>
    %38 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %39 = "stablehlo.broadcast_in_dim"(%38) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x3xf64>
    %40 = "stablehlo.select"(%31, %37, %39) : (tensor<1x3xi1>, tensor<1x3xf64>, tensor<1x3xf64>) -> tensor<1x3xf64>
    %41 = "stablehlo.broadcast_in_dim"(%40) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x3xf64>) -> tensor<1x3x3xf64>
    %42 = "stablehlo.multiply"(%9#2, %41) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %43 = "stablehlo.transpose"(%9#2) {permutation = array<i64: 0, 2, 1>} : (tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %44 = "stablehlo.dot_general"(%42, %43) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %45 = "stablehlo.transpose"(%1) {permutation = array<i64: 0, 2, 1>} : (tensor<1x4x3xf64>) -> tensor<1x3x4xf64>
    %46 = "stablehlo.dot_general"(%44, %45) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x4xf64>) -> tensor<1x3x4xf64>
    %47 = "stablehlo.convert"(%46) : (tensor<1x3x4xf64>) -> tensor<1x3x4xf32>
    %48 = "stablehlo.reshape"(%47) : (tensor<1x3x4xf32>) -> tensor<3x4xf32>
    return %48 : tensor<3x4xf32>
  }
}
