module {
  func.func @main(%arg0: tensor<6x3xf32>) -> (tensor<0xf32>, tensor<3xf32>, tensor<0xf32>) {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<6x3xf32>) -> tensor<1x6x3xf32>
    %1 = "stablehlo.convert"(%0) : (tensor<1x6x3xf32>) -> tensor<1x6x3xf64>
    %2 = "stablehlo.transpose"(%1) {permutation = array<i64: 0, 2, 1>} : (tensor<1x6x3xf64>) -> tensor<1x3x6xf64>
    %3 = "stablehlo.dot_general"(%2, %1) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x6xf64>, tensor<1x6x3xf64>) -> tensor<1x3x3xf64>
    %4 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x3x3xi64>
    %5 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x3x3xi64>
    %6 = "stablehlo.compare"(%4, %5) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3x3xi64>, tensor<1x3x3xi64>) -> tensor<1x3x3xi1>
    %7 = "stablehlo.convert"(%6) : (tensor<1x3x3xi1>) -> tensor<1x3x3xf64>
    %8 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %9:3 = "stablehlo.while"(%8, %3, %7) ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<1x3x3xf64>, %arg3: tensor<1x3x3xf64>):
      %36 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x3x3xi64>
      %37 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x3x3xi64>
      %38 = "stablehlo.compare"(%36, %37) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<1x3x3xi64>, tensor<1x3x3xi64>) -> tensor<1x3x3xi1>
      %39 = "stablehlo.multiply"(%arg2, %arg2) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %40 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %41 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %42 = "stablehlo.broadcast_in_dim"(%41) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x3x3xf64>
      %43 = "stablehlo.select"(%38, %39, %42) : (tensor<1x3x3xi1>, tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %44 = "stablehlo.reduce"(%43, %40) ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        %52 = "stablehlo.add"(%arg4, %arg5) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%52) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x3x3xf64>, tensor<f64>) -> tensor<f64>
      %45 = "stablehlo.reduce"(%39, %40) ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        %52 = "stablehlo.add"(%arg4, %arg5) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%52) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x3x3xf64>, tensor<f64>) -> tensor<f64>
      %46 = "stablehlo.constant"() {value = dense<1.000000e-30> : tensor<f64>} : () -> tensor<f64>
      %47 = "stablehlo.multiply"(%45, %46) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      %48 = "stablehlo.compare"(%44, %47) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %49 = "stablehlo.constant"() {value = dense<40> : tensor<i64>} : () -> tensor<i64>
      %50 = "stablehlo.compare"(%arg1, %49) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %51 = "stablehlo.and"(%48, %50) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%51) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<1x3x3xf64>, %arg3: tensor<1x3x3xf64>):
      %36 = "stablehlo.slice"(%arg2) {limit_indices = array<i64: 1, 1, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x3xf64>) -> tensor<1x1x1xf64>
      %37 = "stablehlo.reshape"(%36) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %38 = "stablehlo.slice"(%arg2) {limit_indices = array<i64: 1, 2, 2>, start_indices = array<i64: 0, 1, 1>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x3xf64>) -> tensor<1x1x1xf64>
      %39 = "stablehlo.reshape"(%38) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %40 = "stablehlo.slice"(%arg2) {limit_indices = array<i64: 1, 1, 2>, start_indices = array<i64: 0, 0, 1>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x3xf64>) -> tensor<1x1x1xf64>
      %41 = "stablehlo.reshape"(%40) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %42 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %43 = "stablehlo.broadcast_in_dim"(%42) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %44 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %45 = "stablehlo.broadcast_in_dim"(%44) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %46 = "stablehlo.subtract"(%39, %37) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %47 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %48 = "stablehlo.broadcast_in_dim"(%47) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %49 = "stablehlo.multiply"(%48, %41) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %50 = "stablehlo.divide"(%46, %49) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %51 = "stablehlo.compare"(%50, %45) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %52 = "stablehlo.negate"(%43) : (tensor<1xf64>) -> tensor<1xf64>
      %53 = "stablehlo.select"(%51, %52, %43) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %54 = "stablehlo.multiply"(%50, %50) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %55 = "stablehlo.add"(%54, %43) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %56 = "stablehlo.sqrt"(%55) : (tensor<1xf64>) -> tensor<1xf64>
      %57 = "stablehlo.abs"(%50) : (tensor<1xf64>) -> tensor<1xf64>
      %58 = "stablehlo.add"(%57, %56) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %59 = "stablehlo.divide"(%53, %58) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %60 = "stablehlo.compare"(%41, %45) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %61 = "stablehlo.select"(%60, %45, %59) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %62 = "stablehlo.multiply"(%61, %61) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %63 = "stablehlo.add"(%62, %43) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %64 = "stablehlo.sqrt"(%63) : (tensor<1xf64>) -> tensor<1xf64>
      %65 = "stablehlo.divide"(%43, %64) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %66 = "stablehlo.multiply"(%61, %65) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %67 = "stablehlo.subtract"(%65, %43) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %68 = "stablehlo.broadcast_in_dim"(%67) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x3x3xf64>
      %69 = "stablehlo.broadcast_in_dim"(%66) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x3x3xf64>
      %70 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x3x3xi64>
      %71 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x3x3xi64>
      %72 = "stablehlo.compare"(%70, %71) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3x3xi64>, tensor<1x3x3xi64>) -> tensor<1x3x3xi1>
      %73 = "stablehlo.convert"(%72) : (tensor<1x3x3xi1>) -> tensor<1x3x3xf64>
      %74 = "stablehlo.constant"() {value = dense<[[1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %75 = "stablehlo.broadcast_in_dim"(%74) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %76 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %77 = "stablehlo.broadcast_in_dim"(%76) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %78 = "stablehlo.add"(%75, %77) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %79 = "stablehlo.multiply"(%68, %78) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %80 = "stablehlo.add"(%73, %79) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %81 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %82 = "stablehlo.broadcast_in_dim"(%81) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %83 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %84 = "stablehlo.broadcast_in_dim"(%83) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %85 = "stablehlo.subtract"(%82, %84) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %86 = "stablehlo.multiply"(%69, %85) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %87 = "stablehlo.add"(%80, %86) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %88 = "stablehlo.transpose"(%87) {permutation = array<i64: 0, 2, 1>} : (tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %89 = "stablehlo.dot_general"(%arg2, %87) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %90 = "stablehlo.dot_general"(%88, %89) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %91 = "stablehlo.dot_general"(%arg3, %87) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %92 = "stablehlo.slice"(%90) {limit_indices = array<i64: 1, 1, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x3xf64>) -> tensor<1x1x1xf64>
      %93 = "stablehlo.reshape"(%92) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %94 = "stablehlo.slice"(%90) {limit_indices = array<i64: 1, 3, 3>, start_indices = array<i64: 0, 2, 2>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x3xf64>) -> tensor<1x1x1xf64>
      %95 = "stablehlo.reshape"(%94) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %96 = "stablehlo.slice"(%90) {limit_indices = array<i64: 1, 1, 3>, start_indices = array<i64: 0, 0, 2>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x3xf64>) -> tensor<1x1x1xf64>
      %97 = "stablehlo.reshape"(%96) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %98 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %99 = "stablehlo.broadcast_in_dim"(%98) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %100 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %101 = "stablehlo.broadcast_in_dim"(%100) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %102 = "stablehlo.subtract"(%95, %93) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %103 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %104 = "stablehlo.broadcast_in_dim"(%103) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %105 = "stablehlo.multiply"(%104, %97) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %106 = "stablehlo.divide"(%102, %105) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %107 = "stablehlo.compare"(%106, %101) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %108 = "stablehlo.negate"(%99) : (tensor<1xf64>) -> tensor<1xf64>
      %109 = "stablehlo.select"(%107, %108, %99) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %110 = "stablehlo.multiply"(%106, %106) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %111 = "stablehlo.add"(%110, %99) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %112 = "stablehlo.sqrt"(%111) : (tensor<1xf64>) -> tensor<1xf64>
      %113 = "stablehlo.abs"(%106) : (tensor<1xf64>) -> tensor<1xf64>
      %114 = "stablehlo.add"(%113, %112) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %115 = "stablehlo.divide"(%109, %114) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %116 = "stablehlo.compare"(%97, %101) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %117 = "stablehlo.select"(%116, %101, %115) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %118 = "stablehlo.multiply"(%117, %117) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %119 = "stablehlo.add"(%118, %99) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %120 = "stablehlo.sqrt"(%119) : (tensor<1xf64>) -> tensor<1xf64>
      %121 = "stablehlo.divide"(%99, %120) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %122 = "stablehlo.multiply"(%117, %121) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %123 = "stablehlo.subtract"(%121, %99) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %124 = "stablehlo.broadcast_in_dim"(%123) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x3x3xf64>
      %125 = "stablehlo.broadcast_in_dim"(%122) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x3x3xf64>
      %126 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x3x3xi64>
      %127 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x3x3xi64>
      %128 = "stablehlo.compare"(%126, %127) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3x3xi64>, tensor<1x3x3xi64>) -> tensor<1x3x3xi1>
      %129 = "stablehlo.convert"(%128) : (tensor<1x3x3xi1>) -> tensor<1x3x3xf64>
      %130 = "stablehlo.constant"() {value = dense<[[1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %131 = "stablehlo.broadcast_in_dim"(%130) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %132 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %133 = "stablehlo.broadcast_in_dim"(%132) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %134 = "stablehlo.add"(%131, %133) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %135 = "stablehlo.multiply"(%124, %134) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %136 = "stablehlo.add"(%129, %135) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %137 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 1.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %138 = "stablehlo.broadcast_in_dim"(%137) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %139 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %140 = "stablehlo.broadcast_in_dim"(%139) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %141 = "stablehlo.subtract"(%138, %140) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %142 = "stablehlo.multiply"(%125, %141) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %143 = "stablehlo.add"(%136, %142) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %144 = "stablehlo.transpose"(%143) {permutation = array<i64: 0, 2, 1>} : (tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %145 = "stablehlo.dot_general"(%90, %143) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %146 = "stablehlo.dot_general"(%144, %145) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %147 = "stablehlo.dot_general"(%91, %143) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %148 = "stablehlo.slice"(%146) {limit_indices = array<i64: 1, 2, 2>, start_indices = array<i64: 0, 1, 1>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x3xf64>) -> tensor<1x1x1xf64>
      %149 = "stablehlo.reshape"(%148) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %150 = "stablehlo.slice"(%146) {limit_indices = array<i64: 1, 3, 3>, start_indices = array<i64: 0, 2, 2>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x3xf64>) -> tensor<1x1x1xf64>
      %151 = "stablehlo.reshape"(%150) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %152 = "stablehlo.slice"(%146) {limit_indices = array<i64: 1, 2, 3>, start_indices = array<i64: 0, 1, 2>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x3xf64>) -> tensor<1x1x1xf64>
      %153 = "stablehlo.reshape"(%152) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %154 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %155 = "stablehlo.broadcast_in_dim"(%154) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %156 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %157 = "stablehlo.broadcast_in_dim"(%156) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %158 = "stablehlo.subtract"(%151, %149) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %159 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %160 = "stablehlo.broadcast_in_dim"(%159) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %161 = "stablehlo.multiply"(%160, %153) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %162 = "stablehlo.divide"(%158, %161) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %163 = "stablehlo.compare"(%162, %157) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %164 = "stablehlo.negate"(%155) : (tensor<1xf64>) -> tensor<1xf64>
      %165 = "stablehlo.select"(%163, %164, %155) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %166 = "stablehlo.multiply"(%162, %162) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %167 = "stablehlo.add"(%166, %155) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %168 = "stablehlo.sqrt"(%167) : (tensor<1xf64>) -> tensor<1xf64>
      %169 = "stablehlo.abs"(%162) : (tensor<1xf64>) -> tensor<1xf64>
      %170 = "stablehlo.add"(%169, %168) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %171 = "stablehlo.divide"(%165, %170) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %172 = "stablehlo.compare"(%153, %157) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %173 = "stablehlo.select"(%172, %157, %171) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %174 = "stablehlo.multiply"(%173, %173) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %175 = "stablehlo.add"(%174, %155) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %176 = "stablehlo.sqrt"(%175) : (tensor<1xf64>) -> tensor<1xf64>
      %177 = "stablehlo.divide"(%155, %176) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %178 = "stablehlo.multiply"(%173, %177) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %179 = "stablehlo.subtract"(%177, %155) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %180 = "stablehlo.broadcast_in_dim"(%179) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x3x3xf64>
      %181 = "stablehlo.broadcast_in_dim"(%178) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x3x3xf64>
      %182 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x3x3xi64>
      %183 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x3x3xi64>
      %184 = "stablehlo.compare"(%182, %183) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3x3xi64>, tensor<1x3x3xi64>) -> tensor<1x3x3xi1>
      %185 = "stablehlo.convert"(%184) : (tensor<1x3x3xi1>) -> tensor<1x3x3xf64>
      %186 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %187 = "stablehlo.broadcast_in_dim"(%186) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %188 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %189 = "stablehlo.broadcast_in_dim"(%188) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %190 = "stablehlo.add"(%187, %189) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %191 = "stablehlo.multiply"(%180, %190) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %192 = "stablehlo.add"(%185, %191) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %193 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %194 = "stablehlo.broadcast_in_dim"(%193) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %195 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %196 = "stablehlo.broadcast_in_dim"(%195) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %197 = "stablehlo.subtract"(%194, %196) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %198 = "stablehlo.multiply"(%181, %197) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %199 = "stablehlo.add"(%192, %198) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %200 = "stablehlo.transpose"(%199) {permutation = array<i64: 0, 2, 1>} : (tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %201 = "stablehlo.dot_general"(%146, %199) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %202 = "stablehlo.dot_general"(%200, %201) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %203 = "stablehlo.dot_general"(%147, %199) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %204 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
      %205 = "stablehlo.add"(%arg1, %204) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%205, %202, %203) : (tensor<i64>, tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> ()
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
      %36 = "stablehlo.add"(%arg1, %arg2) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%36) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x3x3xf64>, tensor<f64>) -> tensor<1x3xf64>
    %18 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x3xi64>
    %19:2 = "stablehlo.sort"(%17, %18) ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>, %arg3: tensor<i64>, %arg4: tensor<i64>):
      %36 = "stablehlo.compare"(%arg1, %arg2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %37 = "stablehlo.compare"(%arg1, %arg1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %38 = "stablehlo.compare"(%arg2, %arg2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %39 = "stablehlo.not"(%38) : (tensor<i1>) -> tensor<i1>
      %40 = "stablehlo.and"(%37, %39) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %41 = "stablehlo.or"(%36, %40) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%41) : (tensor<i1>) -> ()
    }) {dimension = 1 : i64, is_stable = true} : (tensor<1x3xf64>, tensor<1x3xi64>) -> (tensor<1x3xf64>, tensor<1x3xi64>)
    %20 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1xi64>
    %21 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi64>) -> tensor<1x3x1xi64>
    %22 = "stablehlo.reshape"(%19#1) : (tensor<1x3xi64>) -> tensor<1x3x1xi64>
    %23 = "stablehlo.concatenate"(%21, %22) {dimension = 2 : i64} : (tensor<1x3x1xi64>, tensor<1x3x1xi64>) -> tensor<1x3x2xi64>
    %24 = "stablehlo.gather"(%9#2, %23) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 2], start_index_map = [0, 2], index_vector_dim = 2>, slice_sizes = array<i64: 1, 3, 1>} : (tensor<1x3x3xf64>, tensor<1x3x2xi64>) -> tensor<1x3x3xf64>
    %25 = "stablehlo.transpose"(%24) {permutation = array<i64: 0, 2, 1>} : (tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %26 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %27 = "stablehlo.broadcast_in_dim"(%26) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x3xf64>
    %28 = "stablehlo.maximum"(%19#0, %27) : (tensor<1x3xf64>, tensor<1x3xf64>) -> tensor<1x3xf64>
    %29 = "stablehlo.sqrt"(%28) : (tensor<1x3xf64>) -> tensor<1x3xf64>
    %30 = "stablehlo.convert"(%29) : (tensor<1x3xf64>) -> tensor<1x3xf32>
    %31 = "stablehlo.reshape"(%30) : (tensor<1x3xf32>) -> tensor<3xf32>
    %32 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %33 = "stablehlo.broadcast_in_dim"(%32) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<0xf32>
    %34 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %35 = "stablehlo.broadcast_in_dim"(%34) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<0xf32>
    return %33, %31, %35 : tensor<0xf32>, tensor<3xf32>, tensor<0xf32>
  }
}
