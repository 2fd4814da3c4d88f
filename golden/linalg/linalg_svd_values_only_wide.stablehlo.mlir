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
      %33 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3x3xi64>
      %34 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x3x3xi64>
      %35 = "stablehlo.compare"(%33, %34) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
      %36 = "stablehlo.multiply"(%arg2, %arg2) : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %37 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %38 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %39 = "stablehlo.broadcast_in_dim"(%38) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2x3x3xf64>
      %40 = "stablehlo.select"(%35, %36, %39) : (tensor<2x3x3xi1>, tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %41 = "stablehlo.reduce"(%40, %37) ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        %49 = "stablehlo.add"(%arg4, %arg5) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%49) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x3x3xf64>, tensor<f64>) -> tensor<f64>
      %42 = "stablehlo.reduce"(%36, %37) ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        %49 = "stablehlo.add"(%arg4, %arg5) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%49) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x3x3xf64>, tensor<f64>) -> tensor<f64>
      %43 = "stablehlo.constant"() {value = dense<1.000000e-30> : tensor<f64>} : () -> tensor<f64>
      %44 = "stablehlo.multiply"(%42, %43) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      %45 = "stablehlo.compare"(%41, %44) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %46 = "stablehlo.constant"() {value = dense<40> : tensor<i64>} : () -> tensor<i64>
      %47 = "stablehlo.compare"(%arg1, %46) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %48 = "stablehlo.and"(%45, %47) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%48) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<2x3x3xf64>, %arg3: tensor<2x3x3xf64>):
      %33 = "stablehlo.slice"(%arg2) {limit_indices = array<i64: 2, 1, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<2x3x3xf64>) -> tensor<2x1x1xf64>
      %34 = "stablehlo.reshape"(%33) : (tensor<2x1x1xf64>) -> tensor<2xf64>
      %35 = "stablehlo.slice"(%arg2) {limit_indices = array<i64: 2, 2, 2>, start_indices = array<i64: 0, 1, 1>, strides = array<i64: 1, 1, 1>} : (tensor<2x3x3xf64>) -> tensor<2x1x1xf64>
      %36 = "stablehlo.reshape"(%35) : (tensor<2x1x1xf64>) -> tensor<2xf64>
      %37 = "stablehlo.slice"(%arg2) {limit_indices = array<i64: 2, 1, 2>, start_indices = array<i64: 0, 0, 1>, strides = array<i64: 1, 1, 1>} : (tensor<2x3x3xf64>) -> tensor<2x1x1xf64>
      %38 = "stablehlo.reshape"(%37) : (tensor<2x1x1xf64>) -> tensor<2xf64>
      %39 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %40 = "stablehlo.broadcast_in_dim"(%39) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %41 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %42 = "stablehlo.broadcast_in_dim"(%41) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %43 = "stablehlo.subtract"(%36, %34) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %44 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %45 = "stablehlo.broadcast_in_dim"(%44) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %46 = "stablehlo.multiply"(%45, %38) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %47 = "stablehlo.divide"(%43, %46) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %48 = "stablehlo.compare"(%47, %42) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
      %49 = "stablehlo.negate"(%40) : (tensor<2xf64>) -> tensor<2xf64>
      %50 = "stablehlo.select"(%48, %49, %40) : (tensor<2xi1>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %51 = "stablehlo.multiply"(%47, %47) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %52 = "stablehlo.add"(%51, %40) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %53 = "stablehlo.sqrt"(%52) : (tensor<2xf64>) -> tensor<2xf64>
      %54 = "stablehlo.abs"(%47) : (tensor<2xf64>) -> tensor<2xf64>
      %55 = "stablehlo.add"(%54, %53) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %56 = "stablehlo.divide"(%50, %55) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %57 = "stablehlo.compare"(%38, %42) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
      %58 = "stablehlo.select"(%57, %42, %56) : (tensor<2xi1>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %59 = "stablehlo.multiply"(%58, %58) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %60 = "stablehlo.add"(%59, %40) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %61 = "stablehlo.sqrt"(%60) : (tensor<2xf64>) -> tensor<2xf64>
      %62 = "stablehlo.divide"(%40, %61) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %63 = "stablehlo.multiply"(%58, %62) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %64 = "stablehlo.subtract"(%62, %40) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %65 = "stablehlo.broadcast_in_dim"(%64) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x3x3xf64>
      %66 = "stablehlo.broadcast_in_dim"(%63) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x3x3xf64>
      %67 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3x3xi64>
      %68 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x3x3xi64>
      %69 = "stablehlo.compare"(%67, %68) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
      %70 = "stablehlo.convert"(%69) : (tensor<2x3x3xi1>) -> tensor<2x3x3xf64>
      %71 = "stablehlo.constant"() {value = dense<[[1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %72 = "stablehlo.broadcast_in_dim"(%71) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<2x3x3xf64>
      %73 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %74 = "stablehlo.broadcast_in_dim"(%73) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<2x3x3xf64>
      %75 = "stablehlo.add"(%72, %74) : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %76 = "stablehlo.multiply"(%65, %75) : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %77 = "stablehlo.add"(%70, %76) : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %78 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %79 = "stablehlo.broadcast_in_dim"(%78) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<2x3x3xf64>
      %80 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %81 = "stablehlo.broadcast_in_dim"(%80) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<2x3x3xf64>
      %82 = "stablehlo.subtract"(%79, %81) : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %83 = "stablehlo.multiply"(%66, %82) : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %84 = "stablehlo.add"(%77, %83) : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %85 = "stablehlo.transpose"(%84) {permutation = array<i64: 0, 2, 1>} : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %86 = "stablehlo.dot_general"(%arg2, %84) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %87 = "stablehlo.dot_general"(%85, %86) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %88 = "stablehlo.dot_general"(%arg3, %84) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %89 = "stablehlo.slice"(%87) {limit_indices = array<i64: 2, 1, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<2x3x3xf64>) -> tensor<2x1x1xf64>
      %90 = "stablehlo.reshape"(%89) : (tensor<2x1x1xf64>) -> tensor<2xf64>
      %91 = "stablehlo.slice"(%87) {limit_indices = array<i64: 2, 3, 3>, start_indices = array<i64: 0, 2, 2>, strides = array<i64: 1, 1, 1>} : (tensor<2x3x3xf64>) -> tensor<2x1x1xf64>
      %92 = "stablehlo.reshape"(%91) : (tensor<2x1x1xf64>) -> tensor<2xf64>
      %93 = "stablehlo.slice"(%87) {limit_indices = array<i64: 2, 1, 3>, start_indices = array<i64: 0, 0, 2>, strides = array<i64: 1, 1, 1>} : (tensor<2x3x3xf64>) -> tensor<2x1x1xf64>
      %94 = "stablehlo.reshape"(%93) : (tensor<2x1x1xf64>) -> tensor<2xf64>
      %95 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %96 = "stablehlo.broadcast_in_dim"(%95) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %97 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %98 = "stablehlo.broadcast_in_dim"(%97) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %99 = "stablehlo.subtract"(%92, %90) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %100 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %101 = "stablehlo.broadcast_in_dim"(%100) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %102 = "stablehlo.multiply"(%101, %94) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %103 = "stablehlo.divide"(%99, %102) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %104 = "stablehlo.compare"(%103, %98) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
      %105 = "stablehlo.negate"(%96) : (tensor<2xf64>) -> tensor<2xf64>
      %106 = "stablehlo.select"(%104, %105, %96) : (tensor<2xi1>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %107 = "stablehlo.multiply"(%103, %103) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %108 = "stablehlo.add"(%107, %96) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %109 = "stablehlo.sqrt"(%108) : (tensor<2xf64>) -> tensor<2xf64>
      %110 = "stablehlo.abs"(%103) : (tensor<2xf64>) -> tensor<2xf64>
      %111 = "stablehlo.add"(%110, %109) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %112 = "stablehlo.divide"(%106, %111) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %113 = "stablehlo.compare"(%94, %98) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
      %114 = "stablehlo.select"(%113, %98, %112) : (tensor<2xi1>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %115 = "stablehlo.multiply"(%114, %114) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %116 = "stablehlo.add"(%115, %96) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %117 = "stablehlo.sqrt"(%116) : (tensor<2xf64>) -> tensor<2xf64>
      %118 = "stablehlo.divide"(%96, %117) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %119 = "stablehlo.multiply"(%114, %118) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %120 = "stablehlo.subtract"(%118, %96) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %121 = "stablehlo.broadcast_in_dim"(%120) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x3x3xf64>
      %122 = "stablehlo.broadcast_in_dim"(%119) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x3x3xf64>
      %123 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3x3xi64>
      %124 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x3x3xi64>
      %125 = "stablehlo.compare"(%123, %124) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
      %126 = "stablehlo.convert"(%125) : (tensor<2x3x3xi1>) -> tensor<2x3x3xf64>
      %127 = "stablehlo.constant"() {value = dense<[[1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %128 = "stablehlo.broadcast_in_dim"(%127) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<2x3x3xf64>
      %129 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %130 = "stablehlo.broadcast_in_dim"(%129) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<2x3x3xf64>
      %131 = "stablehlo.add"(%128, %130) : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %132 = "stablehlo.multiply"(%121, %131) : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %133 = "stablehlo.add"(%126, %132) : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %134 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 1.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %135 = "stablehlo.broadcast_in_dim"(%134) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<2x3x3xf64>
      %136 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %137 = "stablehlo.broadcast_in_dim"(%136) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<2x3x3xf64>
      %138 = "stablehlo.subtract"(%135, %137) : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %139 = "stablehlo.multiply"(%122, %138) : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %140 = "stablehlo.add"(%133, %139) : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %141 = "stablehlo.transpose"(%140) {permutation = array<i64: 0, 2, 1>} : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %142 = "stablehlo.dot_general"(%87, %140) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %143 = "stablehlo.dot_general"(%141, %142) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %144 = "stablehlo.dot_general"(%88, %140) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %145 = "stablehlo.slice"(%143) {limit_indices = array<i64: 2, 2, 2>, start_indices = array<i64: 0, 1, 1>, strides = array<i64: 1, 1, 1>} : (tensor<2x3x3xf64>) -> tensor<2x1x1xf64>
      %146 = "stablehlo.reshape"(%145) : (tensor<2x1x1xf64>) -> tensor<2xf64>
      %147 = "stablehlo.slice"(%143) {limit_indices = array<i64: 2, 3, 3>, start_indices = array<i64: 0, 2, 2>, strides = array<i64: 1, 1, 1>} : (tensor<2x3x3xf64>) -> tensor<2x1x1xf64>
      %148 = "stablehlo.reshape"(%147) : (tensor<2x1x1xf64>) -> tensor<2xf64>
      %149 = "stablehlo.slice"(%143) {limit_indices = array<i64: 2, 2, 3>, start_indices = array<i64: 0, 1, 2>, strides = array<i64: 1, 1, 1>} : (tensor<2x3x3xf64>) -> tensor<2x1x1xf64>
      %150 = "stablehlo.reshape"(%149) : (tensor<2x1x1xf64>) -> tensor<2xf64>
      %151 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %152 = "stablehlo.broadcast_in_dim"(%151) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %153 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %154 = "stablehlo.broadcast_in_dim"(%153) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %155 = "stablehlo.subtract"(%148, %146) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %156 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %157 = "stablehlo.broadcast_in_dim"(%156) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %158 = "stablehlo.multiply"(%157, %150) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %159 = "stablehlo.divide"(%155, %158) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %160 = "stablehlo.compare"(%159, %154) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
      %161 = "stablehlo.negate"(%152) : (tensor<2xf64>) -> tensor<2xf64>
      %162 = "stablehlo.select"(%160, %161, %152) : (tensor<2xi1>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %163 = "stablehlo.multiply"(%159, %159) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %164 = "stablehlo.add"(%163, %152) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %165 = "stablehlo.sqrt"(%164) : (tensor<2xf64>) -> tensor<2xf64>
      %166 = "stablehlo.abs"(%159) : (tensor<2xf64>) -> tensor<2xf64>
      %167 = "stablehlo.add"(%166, %165) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %168 = "stablehlo.divide"(%162, %167) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %169 = "stablehlo.compare"(%150, %154) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
      %170 = "stablehlo.select"(%169, %154, %168) : (tensor<2xi1>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %171 = "stablehlo.multiply"(%170, %170) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %172 = "stablehlo.add"(%171, %152) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %173 = "stablehlo.sqrt"(%172) : (tensor<2xf64>) -> tensor<2xf64>
      %174 = "stablehlo.divide"(%152, %173) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %175 = "stablehlo.multiply"(%170, %174) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %176 = "stablehlo.subtract"(%174, %152) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %177 = "stablehlo.broadcast_in_dim"(%176) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x3x3xf64>
      %178 = "stablehlo.broadcast_in_dim"(%175) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x3x3xf64>
      %179 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3x3xi64>
      %180 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x3x3xi64>
      %181 = "stablehlo.compare"(%179, %180) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
      %182 = "stablehlo.convert"(%181) : (tensor<2x3x3xi1>) -> tensor<2x3x3xf64>
      %183 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %184 = "stablehlo.broadcast_in_dim"(%183) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<2x3x3xf64>
      %185 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %186 = "stablehlo.broadcast_in_dim"(%185) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<2x3x3xf64>
      %187 = "stablehlo.add"(%184, %186) : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %188 = "stablehlo.multiply"(%177, %187) : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %189 = "stablehlo.add"(%182, %188) : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %190 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %191 = "stablehlo.broadcast_in_dim"(%190) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<2x3x3xf64>
      %192 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %193 = "stablehlo.broadcast_in_dim"(%192) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<2x3x3xf64>
      %194 = "stablehlo.subtract"(%191, %193) : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %195 = "stablehlo.multiply"(%178, %194) : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %196 = "stablehlo.add"(%189, %195) : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %197 = "stablehlo.transpose"(%196) {permutation = array<i64: 0, 2, 1>} : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %198 = "stablehlo.dot_general"(%143, %196) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %199 = "stablehlo.dot_general"(%197, %198) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %200 = "stablehlo.dot_general"(%144, %196) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %201 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
      %202 = "stablehlo.add"(%arg1, %201) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%202, %199, %200) : (tensor<i64>, tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> ()
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
      %33 = "stablehlo.add"(%arg1, %arg2) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%33) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x3x3xf64>, tensor<f64>) -> tensor<2x3xf64>
    %17 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3xi64>
    %18:2 = "stablehlo.sort"(%16, %17) ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>, %arg3: tensor<i64>, %arg4: tensor<i64>):
      %33 = "stablehlo.compare"(%arg1, %arg2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %34 = "stablehlo.compare"(%arg1, %arg1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %35 = "stablehlo.compare"(%arg2, %arg2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %36 = "stablehlo.not"(%35) : (tensor<i1>) -> tensor<i1>
      %37 = "stablehlo.and"(%34, %36) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %38 = "stablehlo.or"(%33, %37) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%38) : (tensor<i1>) -> ()
    }) {dimension = 1 : i64, is_stable = true} : (tensor<2x3xf64>, tensor<2x3xi64>) -> (tensor<2x3xf64>, tensor<2x3xi64>)
    %19 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2xi64>
    %20 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi64>) -> tensor<2x3x1xi64>
    %21 = "stablehlo.reshape"(%18#1) : (tensor<2x3xi64>) -> tensor<2x3x1xi64>
    %22 = "stablehlo.concatenate"(%20, %21) {dimension = 2 : i64} : (tensor<2x3x1xi64>, tensor<2x3x1xi64>) -> tensor<2x3x2xi64>
    %23 = "stablehlo.gather"(%8#2, %22) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 2], start_index_map = [0, 2], index_vector_dim = 2>, slice_sizes = array<i64: 1, 3, 1>} : (tensor<2x3x3xf64>, tensor<2x3x2xi64>) -> tensor<2x3x3xf64>
    %24 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %25 = "stablehlo.broadcast_in_dim"(%24) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2x3xf64>
    %26 = "stablehlo.maximum"(%18#0, %25) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
    %27 = "stablehlo.sqrt"(%26) : (tensor<2x3xf64>) -> tensor<2x3xf64>
    %28 = "stablehlo.convert"(%27) : (tensor<2x3xf64>) -> tensor<2x3xf32>
    %29 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %30 = "stablehlo.broadcast_in_dim"(%29) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<0xf32>
    %31 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %32 = "stablehlo.broadcast_in_dim"(%31) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<0xf32>
    return %30, %28, %32 : tensor<0xf32>, tensor<2x3xf32>, tensor<0xf32>
  }
}
