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
      %35 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x3x3xi64>
      %36 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x3x3xi64>
      %37 = "stablehlo.compare"(%35, %36) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<1x3x3xi64>, tensor<1x3x3xi64>) -> tensor<1x3x3xi1>
      %38 = "stablehlo.multiply"(%arg2, %arg2) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %39 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %40 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %41 = "stablehlo.broadcast_in_dim"(%40) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x3x3xf64>
      %42 = "stablehlo.select"(%37, %38, %41) : (tensor<1x3x3xi1>, tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %43 = "stablehlo.reduce"(%42, %39) ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        %51 = "stablehlo.add"(%arg4, %arg5) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%51) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x3x3xf64>, tensor<f64>) -> tensor<f64>
      %44 = "stablehlo.reduce"(%38, %39) ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        %51 = "stablehlo.add"(%arg4, %arg5) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%51) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x3x3xf64>, tensor<f64>) -> tensor<f64>
      %45 = "stablehlo.constant"() {value = dense<1.000000e-30> : tensor<f64>} : () -> tensor<f64>
      %46 = "stablehlo.multiply"(%44, %45) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      %47 = "stablehlo.compare"(%43, %46) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %48 = "stablehlo.constant"() {value = dense<40> : tensor<i64>} : () -> tensor<i64>
      %49 = "stablehlo.compare"(%arg1, %48) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %50 = "stablehlo.and"(%47, %49) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%50) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<1x3x3xf64>, %arg3: tensor<1x3x3xf64>):
      %35 = "stablehlo.slice"(%arg2) {limit_indices = array<i64: 1, 1, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x3xf64>) -> tensor<1x1x1xf64>
      %36 = "stablehlo.reshape"(%35) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %37 = "stablehlo.slice"(%arg2) {limit_indices = array<i64: 1, 2, 2>, start_indices = array<i64: 0, 1, 1>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x3xf64>) -> tensor<1x1x1xf64>
      %38 = "stablehlo.reshape"(%37) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %39 = "stablehlo.slice"(%arg2) {limit_indices = array<i64: 1, 1, 2>, start_indices = array<i64: 0, 0, 1>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x3xf64>) -> tensor<1x1x1xf64>
      %40 = "stablehlo.reshape"(%39) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %41 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %42 = "stablehlo.broadcast_in_dim"(%41) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %43 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %44 = "stablehlo.broadcast_in_dim"(%43) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %45 = "stablehlo.subtract"(%38, %36) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %46 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %47 = "stablehlo.broadcast_in_dim"(%46) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %48 = "stablehlo.multiply"(%47, %40) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %49 = "stablehlo.divide"(%45, %48) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %50 = "stablehlo.compare"(%49, %44) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %51 = "stablehlo.negate"(%42) : (tensor<1xf64>) -> tensor<1xf64>
      %52 = "stablehlo.select"(%50, %51, %42) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %53 = "stablehlo.multiply"(%49, %49) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %54 = "stablehlo.add"(%53, %42) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %55 = "stablehlo.sqrt"(%54) : (tensor<1xf64>) -> tensor<1xf64>
      %56 = "stablehlo.abs"(%49) : (tensor<1xf64>) -> tensor<1xf64>
      %57 = "stablehlo.add"(%56, %55) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %58 = "stablehlo.divide"(%52, %57) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %59 = "stablehlo.compare"(%40, %44) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %60 = "stablehlo.select"(%59, %44, %58) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %61 = "stablehlo.multiply"(%60, %60) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %62 = "stablehlo.add"(%61, %42) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %63 = "stablehlo.sqrt"(%62) : (tensor<1xf64>) -> tensor<1xf64>
      %64 = "stablehlo.divide"(%42, %63) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %65 = "stablehlo.multiply"(%60, %64) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %66 = "stablehlo.subtract"(%64, %42) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %67 = "stablehlo.broadcast_in_dim"(%66) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x3x3xf64>
      %68 = "stablehlo.broadcast_in_dim"(%65) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x3x3xf64>
      %69 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x3x3xi64>
      %70 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x3x3xi64>
      %71 = "stablehlo.compare"(%69, %70) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3x3xi64>, tensor<1x3x3xi64>) -> tensor<1x3x3xi1>
      %72 = "stablehlo.convert"(%71) : (tensor<1x3x3xi1>) -> tensor<1x3x3xf64>
      %73 = "stablehlo.constant"() {value = dense<[[1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %74 = "stablehlo.broadcast_in_dim"(%73) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %75 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %76 = "stablehlo.broadcast_in_dim"(%75) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %77 = "stablehlo.add"(%74, %76) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %78 = "stablehlo.multiply"(%67, %77) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %79 = "stablehlo.add"(%72, %78) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %80 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %81 = "stablehlo.broadcast_in_dim"(%80) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %82 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %83 = "stablehlo.broadcast_in_dim"(%82) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %84 = "stablehlo.subtract"(%81, %83) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %85 = "stablehlo.multiply"(%68, %84) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %86 = "stablehlo.add"(%79, %85) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %87 = "stablehlo.transpose"(%86) {permutation = array<i64: 0, 2, 1>} : (tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %88 = "stablehlo.dot_general"(%arg2, %86) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %89 = "stablehlo.dot_general"(%87, %88) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %90 = "stablehlo.dot_general"(%arg3, %86) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %91 = "stablehlo.slice"(%89) {limit_indices = array<i64: 1, 1, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x3xf64>) -> tensor<1x1x1xf64>
      %92 = "stablehlo.reshape"(%91) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %93 = "stablehlo.slice"(%89) {limit_indices = array<i64: 1, 3, 3>, start_indices = array<i64: 0, 2, 2>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x3xf64>) -> tensor<1x1x1xf64>
      %94 = "stablehlo.reshape"(%93) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %95 = "stablehlo.slice"(%89) {limit_indices = array<i64: 1, 1, 3>, start_indices = array<i64: 0, 0, 2>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x3xf64>) -> tensor<1x1x1xf64>
      %96 = "stablehlo.reshape"(%95) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %97 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %98 = "stablehlo.broadcast_in_dim"(%97) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %99 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %100 = "stablehlo.broadcast_in_dim"(%99) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %101 = "stablehlo.subtract"(%94, %92) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %102 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %103 = "stablehlo.broadcast_in_dim"(%102) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %104 = "stablehlo.multiply"(%103, %96) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %105 = "stablehlo.divide"(%101, %104) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %106 = "stablehlo.compare"(%105, %100) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %107 = "stablehlo.negate"(%98) : (tensor<1xf64>) -> tensor<1xf64>
      %108 = "stablehlo.select"(%106, %107, %98) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %109 = "stablehlo.multiply"(%105, %105) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %110 = "stablehlo.add"(%109, %98) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %111 = "stablehlo.sqrt"(%110) : (tensor<1xf64>) -> tensor<1xf64>
      %112 = "stablehlo.abs"(%105) : (tensor<1xf64>) -> tensor<1xf64>
      %113 = "stablehlo.add"(%112, %111) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %114 = "stablehlo.divide"(%108, %113) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %115 = "stablehlo.compare"(%96, %100) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %116 = "stablehlo.select"(%115, %100, %114) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %117 = "stablehlo.multiply"(%116, %116) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %118 = "stablehlo.add"(%117, %98) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %119 = "stablehlo.sqrt"(%118) : (tensor<1xf64>) -> tensor<1xf64>
      %120 = "stablehlo.divide"(%98, %119) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %121 = "stablehlo.multiply"(%116, %120) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %122 = "stablehlo.subtract"(%120, %98) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %123 = "stablehlo.broadcast_in_dim"(%122) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x3x3xf64>
      %124 = "stablehlo.broadcast_in_dim"(%121) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x3x3xf64>
      %125 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x3x3xi64>
      %126 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x3x3xi64>
      %127 = "stablehlo.compare"(%125, %126) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3x3xi64>, tensor<1x3x3xi64>) -> tensor<1x3x3xi1>
      %128 = "stablehlo.convert"(%127) : (tensor<1x3x3xi1>) -> tensor<1x3x3xf64>
      %129 = "stablehlo.constant"() {value = dense<[[1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %130 = "stablehlo.broadcast_in_dim"(%129) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %131 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %132 = "stablehlo.broadcast_in_dim"(%131) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %133 = "stablehlo.add"(%130, %132) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %134 = "stablehlo.multiply"(%123, %133) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %135 = "stablehlo.add"(%128, %134) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %136 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 1.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %137 = "stablehlo.broadcast_in_dim"(%136) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %138 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %139 = "stablehlo.broadcast_in_dim"(%138) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %140 = "stablehlo.subtract"(%137, %139) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %141 = "stablehlo.multiply"(%124, %140) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %142 = "stablehlo.add"(%135, %141) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %143 = "stablehlo.transpose"(%142) {permutation = array<i64: 0, 2, 1>} : (tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %144 = "stablehlo.dot_general"(%89, %142) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %145 = "stablehlo.dot_general"(%143, %144) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %146 = "stablehlo.dot_general"(%90, %142) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %147 = "stablehlo.slice"(%145) {limit_indices = array<i64: 1, 2, 2>, start_indices = array<i64: 0, 1, 1>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x3xf64>) -> tensor<1x1x1xf64>
      %148 = "stablehlo.reshape"(%147) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %149 = "stablehlo.slice"(%145) {limit_indices = array<i64: 1, 3, 3>, start_indices = array<i64: 0, 2, 2>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x3xf64>) -> tensor<1x1x1xf64>
      %150 = "stablehlo.reshape"(%149) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %151 = "stablehlo.slice"(%145) {limit_indices = array<i64: 1, 2, 3>, start_indices = array<i64: 0, 1, 2>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x3xf64>) -> tensor<1x1x1xf64>
      %152 = "stablehlo.reshape"(%151) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %153 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %154 = "stablehlo.broadcast_in_dim"(%153) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %155 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %156 = "stablehlo.broadcast_in_dim"(%155) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %157 = "stablehlo.subtract"(%150, %148) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %158 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %159 = "stablehlo.broadcast_in_dim"(%158) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %160 = "stablehlo.multiply"(%159, %152) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %161 = "stablehlo.divide"(%157, %160) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %162 = "stablehlo.compare"(%161, %156) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %163 = "stablehlo.negate"(%154) : (tensor<1xf64>) -> tensor<1xf64>
      %164 = "stablehlo.select"(%162, %163, %154) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %165 = "stablehlo.multiply"(%161, %161) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %166 = "stablehlo.add"(%165, %154) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %167 = "stablehlo.sqrt"(%166) : (tensor<1xf64>) -> tensor<1xf64>
      %168 = "stablehlo.abs"(%161) : (tensor<1xf64>) -> tensor<1xf64>
      %169 = "stablehlo.add"(%168, %167) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %170 = "stablehlo.divide"(%164, %169) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %171 = "stablehlo.compare"(%152, %156) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %172 = "stablehlo.select"(%171, %156, %170) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %173 = "stablehlo.multiply"(%172, %172) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %174 = "stablehlo.add"(%173, %154) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %175 = "stablehlo.sqrt"(%174) : (tensor<1xf64>) -> tensor<1xf64>
      %176 = "stablehlo.divide"(%154, %175) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %177 = "stablehlo.multiply"(%172, %176) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %178 = "stablehlo.subtract"(%176, %154) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %179 = "stablehlo.broadcast_in_dim"(%178) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x3x3xf64>
      %180 = "stablehlo.broadcast_in_dim"(%177) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x3x3xf64>
      %181 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x3x3xi64>
      %182 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x3x3xi64>
      %183 = "stablehlo.compare"(%181, %182) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3x3xi64>, tensor<1x3x3xi64>) -> tensor<1x3x3xi1>
      %184 = "stablehlo.convert"(%183) : (tensor<1x3x3xi1>) -> tensor<1x3x3xf64>
      %185 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %186 = "stablehlo.broadcast_in_dim"(%185) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %187 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %188 = "stablehlo.broadcast_in_dim"(%187) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %189 = "stablehlo.add"(%186, %188) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %190 = "stablehlo.multiply"(%179, %189) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %191 = "stablehlo.add"(%184, %190) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %192 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %193 = "stablehlo.broadcast_in_dim"(%192) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %194 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %195 = "stablehlo.broadcast_in_dim"(%194) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %196 = "stablehlo.subtract"(%193, %195) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %197 = "stablehlo.multiply"(%180, %196) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %198 = "stablehlo.add"(%191, %197) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %199 = "stablehlo.transpose"(%198) {permutation = array<i64: 0, 2, 1>} : (tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %200 = "stablehlo.dot_general"(%145, %198) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %201 = "stablehlo.dot_general"(%199, %200) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %202 = "stablehlo.dot_general"(%146, %198) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %203 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
      %204 = "stablehlo.add"(%arg1, %203) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%204, %201, %202) : (tensor<i64>, tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> ()
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
      %35 = "stablehlo.add"(%arg1, %arg2) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%35) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x3x3xf64>, tensor<f64>) -> tensor<1x3xf64>
    %18 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x3xi64>
    %19:2 = "stablehlo.sort"(%17, %18) ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>, %arg3: tensor<i64>, %arg4: tensor<i64>):
      %35 = "stablehlo.compare"(%arg1, %arg2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %36 = "stablehlo.compare"(%arg1, %arg1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %37 = "stablehlo.compare"(%arg2, %arg2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %38 = "stablehlo.not"(%37) : (tensor<i1>) -> tensor<i1>
      %39 = "stablehlo.and"(%36, %38) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %40 = "stablehlo.or"(%35, %39) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%40) : (tensor<i1>) -> ()
    }) {dimension = 1 : i64, is_stable = true} : (tensor<1x3xf64>, tensor<1x3xi64>) -> (tensor<1x3xf64>, tensor<1x3xi64>)
    %20 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1xi64>
    %21 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi64>) -> tensor<1x3x1xi64>
    %22 = "stablehlo.reshape"(%19#1) : (tensor<1x3xi64>) -> tensor<1x3x1xi64>
    %23 = "stablehlo.concatenate"(%21, %22) {dimension = 2 : i64} : (tensor<1x3x1xi64>, tensor<1x3x1xi64>) -> tensor<1x3x2xi64>
    %24 = "stablehlo.gather"(%9#2, %23) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 2], start_index_map = [0, 2], index_vector_dim = 2>, slice_sizes = array<i64: 1, 3, 1>} : (tensor<1x3x3xf64>, tensor<1x3x2xi64>) -> tensor<1x3x3xf64>
    %25 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %26 = "stablehlo.broadcast_in_dim"(%25) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x3xf64>
    %27 = "stablehlo.maximum"(%19#0, %26) : (tensor<1x3xf64>, tensor<1x3xf64>) -> tensor<1x3xf64>
    %28 = "stablehlo.sqrt"(%27) : (tensor<1x3xf64>) -> tensor<1x3xf64>
    %29 = "stablehlo.convert"(%28) : (tensor<1x3xf64>) -> tensor<1x3xf32>
    %30 = "stablehlo.reshape"(%29) : (tensor<1x3xf32>) -> tensor<3xf32>
    %31 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %32 = "stablehlo.broadcast_in_dim"(%31) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<0xf32>
    %33 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %34 = "stablehlo.broadcast_in_dim"(%33) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<0xf32>
    return %32, %30, %34 : tensor<0xf32>, tensor<3xf32>, tensor<0xf32>
  }
}
