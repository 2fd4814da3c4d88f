module {
  func.func @main(%arg0: tensor<2x3x5xf32>) -> (tensor<0xf32>, tensor<2x3xf32>, tensor<0xf32>) {
    %0 = "stablehlo.convert"(%arg0) : (tensor<2x3x5xf32>) -> tensor<2x3x5xf64>
    %1 = "stablehlo.transpose"(%0) {permutation = array<i64: 0, 2, 1>} : (tensor<2x3x5xf64>) -> tensor<2x5x3xf64>
    %2 = "stablehlo.dot_general"(%0, %1) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x3x5xf64>, tensor<2x5x3xf64>) -> tensor<2x3x3xf64>
    %3 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3x3xi64>
    %4 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x3x3xi64>
    %5 = "stablehlo.compare"(%3, %4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %6 = "stablehlo.convert"(%5) : (tensor<2x3x3xi1>) -> tensor<2x3x3xf64>
    %7 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %8:3 = "stablehlo.while"(%7, %2, %6) ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<2x3x3xf64>, %arg3: tensor<2x3x3xf64>):
      %34 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3x3xi64>
      %35 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x3x3xi64>
      %36 = "stablehlo.compare"(%34, %35) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
      %37 = "stablehlo.multiply"(%arg2, %arg2) : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %38 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %39 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %40 = "stablehlo.broadcast_in_dim"(%39) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2x3x3xf64>
      %41 = "stablehlo.select"(%36, %37, %40) : (tensor<2x3x3xi1>, tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %42 = "stablehlo.reduce"(%41, %38) ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        %50 = "stablehlo.add"(%arg4, %arg5) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%50) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x3x3xf64>, tensor<f64>) -> tensor<f64>
      %43 = "stablehlo.reduce"(%37, %38) ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        %50 = "stablehlo.add"(%arg4, %arg5) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%50) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x3x3xf64>, tensor<f64>) -> tensor<f64>
      %44 = "stablehlo.constant"() {value = dense<1.000000e-30> : tensor<f64>} : () -> tensor<f64>
      %45 = "stablehlo.multiply"(%43, %44) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      %46 = "stablehlo.compare"(%42, %45) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %47 = "stablehlo.constant"() {value = dense<40> : tensor<i64>} : () -> tensor<i64>
      %48 = "stablehlo.compare"(%arg1, %47) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %49 = "stablehlo.and"(%46, %48) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%49) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<2x3x3xf64>, %arg3: tensor<2x3x3xf64>):
      %34 = "stablehlo.slice"(%arg2) {limit_indices = array<i64: 2, 1, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<2x3x3xf64>) -> tensor<2x1x1xf64>
      %35 = "stablehlo.reshape"(%34) : (tensor<2x1x1xf64>) -> tensor<2xf64>
      %36 = "stablehlo.slice"(%arg2) {limit_indices = array<i64: 2, 2, 2>, start_indices = array<i64: 0, 1, 1>, strides = array<i64: 1, 1, 1>} : (tensor<2x3x3xf64>) -> tensor<2x1x1xf64>
      %37 = "stablehlo.reshape"(%36) : (tensor<2x1x1xf64>) -> tensor<2xf64>
      %38 = "stablehlo.slice"(%arg2) {limit_indices = array<i64: 2, 1, 2>, start_indices = array<i64: 0, 0, 1>, strides = array<i64: 1, 1, 1>} : (tensor<2x3x3xf64>) -> tensor<2x1x1xf64>
      %39 = "stablehlo.reshape"(%38) : (tensor<2x1x1xf64>) -> tensor<2xf64>
      %40 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %41 = "stablehlo.broadcast_in_dim"(%40) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %42 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %43 = "stablehlo.broadcast_in_dim"(%42) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %44 = "stablehlo.subtract"(%37, %35) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %45 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %46 = "stablehlo.broadcast_in_dim"(%45) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %47 = "stablehlo.multiply"(%46, %39) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %48 = "stablehlo.divide"(%44, %47) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %49 = "stablehlo.compare"(%48, %43) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
      %50 = "stablehlo.negate"(%41) : (tensor<2xf64>) -> tensor<2xf64>
      %51 = "stablehlo.select"(%49, %50, %41) : (tensor<2xi1>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %52 = "stablehlo.multiply"(%48, %48) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %53 = "stablehlo.add"(%52, %41) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %54 = "stablehlo.sqrt"(%53) : (tensor<2xf64>) -> tensor<2xf64>
      %55 = "stablehlo.abs"(%48) : (tensor<2xf64>) -> tensor<2xf64>
      %56 = "stablehlo.add"(%55, %54) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %57 = "stablehlo.divide"(%51, %56) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %58 = "stablehlo.compare"(%39, %43) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
      %59 = "stablehlo.select"(%58, %43, %57) : (tensor<2xi1>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %60 = "stablehlo.multiply"(%59, %59) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %61 = "stablehlo.add"(%60, %41) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %62 = "stablehlo.sqrt"(%61) : (tensor<2xf64>) -> tensor<2xf64>
      %63 = "stablehlo.divide"(%41, %62) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %64 = "stablehlo.multiply"(%59, %63) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %65 = "stablehlo.subtract"(%63, %41) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %66 = "stablehlo.broadcast_in_dim"(%65) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x3x3xf64>
      %67 = "stablehlo.broadcast_in_dim"(%64) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x3x3xf64>
      %68 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3x3xi64>
      %69 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x3x3xi64>
      %70 = "stablehlo.compare"(%68, %69) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
      %71 = "stablehlo.convert"(%70) : (tensor<2x3x3xi1>) -> tensor<2x3x3xf64>
      %72 = "stablehlo.constant"() {value = dense<[[1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %73 = "stablehlo.broadcast_in_dim"(%72) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<2x3x3xf64>
      %74 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %75 = "stablehlo.broadcast_in_dim"(%74) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<2x3x3xf64>
      %76 = "stablehlo.add"(%73, %75) : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %77 = "stablehlo.multiply"(%66, %76) : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %78 = "stablehlo.add"(%71, %77) : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %79 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %80 = "stablehlo.broadcast_in_dim"(%79) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<2x3x3xf64>
      %81 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %82 = "stablehlo.broadcast_in_dim"(%81) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<2x3x3xf64>
      %83 = "stablehlo.subtract"(%80, %82) : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %84 = "stablehlo.multiply"(%67, %83) : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %85 = "stablehlo.add"(%78, %84) : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %86 = "stablehlo.transpose"(%85) {permutation = array<i64: 0, 2, 1>} : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %87 = "stablehlo.dot_general"(%arg2, %85) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %88 = "stablehlo.dot_general"(%86, %87) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %89 = "stablehlo.dot_general"(%arg3, %85) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %90 = "stablehlo.slice"(%88) {limit_indices = array<i64: 2, 1, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<2x3x3xf64>) -> tensor<2x1x1xf64>
      %91 = "stablehlo.reshape"(%90) : (tensor<2x1x1xf64>) -> tensor<2xf64>
      %92 = "stablehlo.slice"(%88) {limit_indices = array<i64: 2, 3, 3>, start_indices = array<i64: 0, 2, 2>, strides = array<i64: 1, 1, 1>} : (tensor<2x3x3xf64>) -> tensor<2x1x1xf64>
      %93 = "stablehlo.reshape"(%92) : (tensor<2x1x1xf64>) -> tensor<2xf64>
      %94 = "stablehlo.slice"(%88) {limit_indices = array<i64: 2, 1, 3>, start_indices = array<i64: 0, 0, 2>, strides = array<i64: 1, 1, 1>} : (tensor<2x3x3xf64>) -> tensor<2x1x1xf64>
      %95 = "stablehlo.reshape"(%94) : (tensor<2x1x1xf64>) -> tensor<2xf64>
      %96 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %97 = "stablehlo.broadcast_in_dim"(%96) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %98 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %99 = "stablehlo.broadcast_in_dim"(%98) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %100 = "stablehlo.subtract"(%93, %91) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %101 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %102 = "stablehlo.broadcast_in_dim"(%101) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %103 = "stablehlo.multiply"(%102, %95) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %104 = "stablehlo.divide"(%100, %103) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %105 = "stablehlo.compare"(%104, %99) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
      %106 = "stablehlo.negate"(%97) : (tensor<2xf64>) -> tensor<2xf64>
      %107 = "stablehlo.select"(%105, %106, %97) : (tensor<2xi1>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %108 = "stablehlo.multiply"(%104, %104) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %109 = "stablehlo.add"(%108, %97) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %110 = "stablehlo.sqrt"(%109) : (tensor<2xf64>) -> tensor<2xf64>
      %111 = "stablehlo.abs"(%104) : (tensor<2xf64>) -> tensor<2xf64>
      %112 = "stablehlo.add"(%111, %110) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %113 = "stablehlo.divide"(%107, %112) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %114 = "stablehlo.compare"(%95, %99) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
      %115 = "stablehlo.select"(%114, %99, %113) : (tensor<2xi1>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %116 = "stablehlo.multiply"(%115, %115) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %117 = "stablehlo.add"(%116, %97) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %118 = "stablehlo.sqrt"(%117) : (tensor<2xf64>) -> tensor<2xf64>
      %119 = "stablehlo.divide"(%97, %118) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %120 = "stablehlo.multiply"(%115, %119) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %121 = "stablehlo.subtract"(%119, %97) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %122 = "stablehlo.broadcast_in_dim"(%121) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x3x3xf64>
      %123 = "stablehlo.broadcast_in_dim"(%120) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x3x3xf64>
      %124 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3x3xi64>
      %125 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x3x3xi64>
      %126 = "stablehlo.compare"(%124, %125) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
      %127 = "stablehlo.convert"(%126) : (tensor<2x3x3xi1>) -> tensor<2x3x3xf64>
      %128 = "stablehlo.constant"() {value = dense<[[1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %129 = "stablehlo.broadcast_in_dim"(%128) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<2x3x3xf64>
      %130 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %131 = "stablehlo.broadcast_in_dim"(%130) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<2x3x3xf64>
      %132 = "stablehlo.add"(%129, %131) : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %133 = "stablehlo.multiply"(%122, %132) : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %134 = "stablehlo.add"(%127, %133) : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %135 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 1.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %136 = "stablehlo.broadcast_in_dim"(%135) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<2x3x3xf64>
      %137 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %138 = "stablehlo.broadcast_in_dim"(%137) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<2x3x3xf64>
      %139 = "stablehlo.subtract"(%136, %138) : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %140 = "stablehlo.multiply"(%123, %139) : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %141 = "stablehlo.add"(%134, %140) : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %142 = "stablehlo.transpose"(%141) {permutation = array<i64: 0, 2, 1>} : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %143 = "stablehlo.dot_general"(%88, %141) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %144 = "stablehlo.dot_general"(%142, %143) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %145 = "stablehlo.dot_general"(%89, %141) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %146 = "stablehlo.slice"(%144) {limit_indices = array<i64: 2, 2, 2>, start_indices = array<i64: 0, 1, 1>, strides = array<i64: 1, 1, 1>} : (tensor<2x3x3xf64>) -> tensor<2x1x1xf64>
      %147 = "stablehlo.reshape"(%146) : (tensor<2x1x1xf64>) -> tensor<2xf64>
      %148 = "stablehlo.slice"(%144) {limit_indices = array<i64: 2, 3, 3>, start_indices = array<i64: 0, 2, 2>, strides = array<i64: 1, 1, 1>} : (tensor<2x3x3xf64>) -> tensor<2x1x1xf64>
      %149 = "stablehlo.reshape"(%148) : (tensor<2x1x1xf64>) -> tensor<2xf64>
      %150 = "stablehlo.slice"(%144) {limit_indices = array<i64: 2, 2, 3>, start_indices = array<i64: 0, 1, 2>, strides = array<i64: 1, 1, 1>} : (tensor<2x3x3xf64>) -> tensor<2x1x1xf64>
      %151 = "stablehlo.reshape"(%150) : (tensor<2x1x1xf64>) -> tensor<2xf64>
      %152 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %153 = "stablehlo.broadcast_in_dim"(%152) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %154 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %155 = "stablehlo.broadcast_in_dim"(%154) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %156 = "stablehlo.subtract"(%149, %147) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %157 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %158 = "stablehlo.broadcast_in_dim"(%157) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %159 = "stablehlo.multiply"(%158, %151) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %160 = "stablehlo.divide"(%156, %159) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %161 = "stablehlo.compare"(%160, %155) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
      %162 = "stablehlo.negate"(%153) : (tensor<2xf64>) -> tensor<2xf64>
      %163 = "stablehlo.select"(%161, %162, %153) : (tensor<2xi1>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %164 = "stablehlo.multiply"(%160, %160) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %165 = "stablehlo.add"(%164, %153) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %166 = "stablehlo.sqrt"(%165) : (tensor<2xf64>) -> tensor<2xf64>
      %167 = "stablehlo.abs"(%160) : (tensor<2xf64>) -> tensor<2xf64>
      %168 = "stablehlo.add"(%167, %166) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %169 = "stablehlo.divide"(%163, %168) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %170 = "stablehlo.compare"(%151, %155) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
      %171 = "stablehlo.select"(%170, %155, %169) : (tensor<2xi1>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %172 = "stablehlo.multiply"(%171, %171) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %173 = "stablehlo.add"(%172, %153) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %174 = "stablehlo.sqrt"(%173) : (tensor<2xf64>) -> tensor<2xf64>
      %175 = "stablehlo.divide"(%153, %174) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %176 = "stablehlo.multiply"(%171, %175) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %177 = "stablehlo.subtract"(%175, %153) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %178 = "stablehlo.broadcast_in_dim"(%177) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x3x3xf64>
      %179 = "stablehlo.broadcast_in_dim"(%176) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x3x3xf64>
      %180 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3x3xi64>
      %181 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x3x3xi64>
      %182 = "stablehlo.compare"(%180, %181) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
      %183 = "stablehlo.convert"(%182) : (tensor<2x3x3xi1>) -> tensor<2x3x3xf64>
      %184 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %185 = "stablehlo.broadcast_in_dim"(%184) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<2x3x3xf64>
      %186 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %187 = "stablehlo.broadcast_in_dim"(%186) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<2x3x3xf64>
      %188 = "stablehlo.add"(%185, %187) : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %189 = "stablehlo.multiply"(%178, %188) : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %190 = "stablehlo.add"(%183, %189) : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %191 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %192 = "stablehlo.broadcast_in_dim"(%191) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<2x3x3xf64>
      %193 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %194 = "stablehlo.broadcast_in_dim"(%193) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<2x3x3xf64>
      %195 = "stablehlo.subtract"(%192, %194) : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %196 = "stablehlo.multiply"(%179, %195) : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %197 = "stablehlo.add"(%190, %196) : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %198 = "stablehlo.transpose"(%197) {permutation = array<i64: 0, 2, 1>} : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %199 = "stablehlo.dot_general"(%144, %197) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %200 = "stablehlo.dot_general"(%198, %199) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %201 = "stablehlo.dot_general"(%145, %197) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %202 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
      %203 = "stablehlo.add"(%arg1, %202) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%203, %200, %201) : (tensor<i64>, tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> ()
    }) : (tensor<i64>, tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> (tensor<i64>, tensor<2x3x3xf64>, tensor<2x3x3xf64>)
    %9 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3x3xi64>
    %10 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x3x3xi64>
    %11 = "stablehlo.compare"(%9, %10) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %12 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %13 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2x3x3xf64>
    %14 = "stablehlo.select"(%11, %8#1, %13) : (tensor<2x3x3xi1>, tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %15 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %16 = "stablehlo.reduce"(%14, %15) ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %34 = "stablehlo.add"(%arg1, %arg2) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%34) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x3x3xf64>, tensor<f64>) -> tensor<2x3xf64>
    %17 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3xi64>
    %18:2 = "stablehlo.sort"(%16, %17) ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>, %arg3: tensor<i64>, %arg4: tensor<i64>):
      %34 = "stablehlo.compare"(%arg1, %arg2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %35 = "stablehlo.compare"(%arg1, %arg1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %36 = "stablehlo.compare"(%arg2, %arg2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %37 = "stablehlo.not"(%36) : (tensor<i1>) -> tensor<i1>
      %38 = "stablehlo.and"(%35, %37) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %39 = "stablehlo.or"(%34, %38) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%39) : (tensor<i1>) -> ()
    }) {dimension = 1 : i64, is_stable = true} : (tensor<2x3xf64>, tensor<2x3xi64>) -> (tensor<2x3xf64>, tensor<2x3xi64>)
    %19 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2xi64>
    %20 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi64>) -> tensor<2x3x1xi64>
    %21 = "stablehlo.reshape"(%18#1) : (tensor<2x3xi64>) -> tensor<2x3x1xi64>
    %22 = "stablehlo.concatenate"(%20, %21) {dimension = 2 : i64} : (tensor<2x3x1xi64>, tensor<2x3x1xi64>) -> tensor<2x3x2xi64>
    %23 = "stablehlo.gather"(%8#2, %22) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 2], start_index_map = [0, 2], index_vector_dim = 2>, slice_sizes = array<i64: 1, 3, 1>} : (tensor<2x3x3xf64>, tensor<2x3x2xi64>) -> tensor<2x3x3xf64>
    %24 = "stablehlo.transpose"(%23) {permutation = array<i64: 0, 2, 1>} : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %25 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %26 = "stablehlo.broadcast_in_dim"(%25) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2x3xf64>
    %27 = "stablehlo.maximum"(%18#0, %26) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
    %28 = "stablehlo.sqrt"(%27) : (tensor<2x3xf64>) -> tensor<2x3xf64>
    %29 = "stablehlo.convert"(%28) : (tensor<2x3xf64>) -> tensor<2x3xf32>
    %30 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %31 = "stablehlo.broadcast_in_dim"(%30) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<0xf32>
    %32 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %33 = "stablehlo.broadcast_in_dim"(%32) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<0xf32>
    return %31, %29, %33 : tensor<0xf32>, tensor<2x3xf32>, tensor<0xf32>
  }
}
