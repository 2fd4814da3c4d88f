module {
  func.func @main(%arg0: tensor<4x3xf32>) -> tensor<3x4xf32> {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<4x3xf32>) -> tensor<1x4x3xf32>
    %1 = "stablehlo.convert"(%0) : (tensor<1x4x3xf32>) -> tensor<1x4x3xf64>
    %2 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x3x3xi64>
    %3 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x3x3xi64>
    %4 = "stablehlo.compare"(%2, %3) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3x3xi64>, tensor<1x3x3xi64>) -> tensor<1x3x3xi1>
    %5 = "stablehlo.convert"(%4) : (tensor<1x3x3xi1>) -> tensor<1x3x3xf64>
    %6 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %7:3 = "stablehlo.while"(%6, %1, %5) ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<1x4x3xf64>, %arg3: tensor<1x3x3xf64>):
      %37 = "stablehlo.transpose"(%arg2) {permutation = array<i64: 0, 2, 1>} : (tensor<1x4x3xf64>) -> tensor<1x3x4xf64>
      %38 = "stablehlo.dot_general"(%37, %arg2) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x4xf64>, tensor<1x4x3xf64>) -> tensor<1x3x3xf64>
      %39 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x3x3xi64>
      %40 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x3x3xi64>
      %41 = "stablehlo.compare"(%39, %40) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<1x3x3xi64>, tensor<1x3x3xi64>) -> tensor<1x3x3xi1>
      %42 = "stablehlo.multiply"(%38, %38) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %43 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %44 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %45 = "stablehlo.broadcast_in_dim"(%44) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x3x3xf64>
      %46 = "stablehlo.select"(%41, %42, %45) : (tensor<1x3x3xi1>, tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %47 = "stablehlo.reduce"(%46, %43) ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        %55 = "stablehlo.add"(%arg4, %arg5) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%55) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x3x3xf64>, tensor<f64>) -> tensor<f64>
      %48 = "stablehlo.reduce"(%42, %43) ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        %55 = "stablehlo.add"(%arg4, %arg5) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%55) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x3x3xf64>, tensor<f64>) -> tensor<f64>
      %49 = "stablehlo.constant"() {value = dense<1.000000e-30> : tensor<f64>} : () -> tensor<f64>
      %50 = "stablehlo.multiply"(%48, %49) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      %51 = "stablehlo.compare"(%47, %50) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %52 = "stablehlo.constant"() {value = dense<40> : tensor<i64>} : () -> tensor<i64>
      %53 = "stablehlo.compare"(%arg1, %52) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %54 = "stablehlo.and"(%51, %53) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%54) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<1x4x3xf64>, %arg3: tensor<1x3x3xf64>):
      %37 = "stablehlo.slice"(%arg2) {limit_indices = array<i64: 1, 4, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x3xf64>) -> tensor<1x4x1xf64>
      %38 = "stablehlo.slice"(%arg2) {limit_indices = array<i64: 1, 4, 2>, start_indices = array<i64: 0, 0, 1>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x3xf64>) -> tensor<1x4x1xf64>
      %39 = "stablehlo.multiply"(%37, %37) : (tensor<1x4x1xf64>, tensor<1x4x1xf64>) -> tensor<1x4x1xf64>
      %40 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %41 = "stablehlo.reduce"(%39, %40) ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        %225 = "stablehlo.add"(%arg4, %arg5) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%225) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 1>} : (tensor<1x4x1xf64>, tensor<f64>) -> tensor<1x1xf64>
      %42 = "stablehlo.reshape"(%41) : (tensor<1x1xf64>) -> tensor<1xf64>
      %43 = "stablehlo.multiply"(%38, %38) : (tensor<1x4x1xf64>, tensor<1x4x1xf64>) -> tensor<1x4x1xf64>
      %44 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %45 = "stablehlo.reduce"(%43, %44) ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        %225 = "stablehlo.add"(%arg4, %arg5) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%225) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 1>} : (tensor<1x4x1xf64>, tensor<f64>) -> tensor<1x1xf64>
      %46 = "stablehlo.reshape"(%45) : (tensor<1x1xf64>) -> tensor<1xf64>
      %47 = "stablehlo.multiply"(%37, %38) : (tensor<1x4x1xf64>, tensor<1x4x1xf64>) -> tensor<1x4x1xf64>
      %48 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %49 = "stablehlo.reduce"(%47, %48) ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        %225 = "stablehlo.add"(%arg4, %arg5) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%225) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 1>} : (tensor<1x4x1xf64>, tensor<f64>) -> tensor<1x1xf64>
      %50 = "stablehlo.reshape"(%49) : (tensor<1x1xf64>) -> tensor<1xf64>
      %51 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %52 = "stablehlo.broadcast_in_dim"(%51) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %53 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %54 = "stablehlo.broadcast_in_dim"(%53) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %55 = "stablehlo.subtract"(%46, %42) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %56 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %57 = "stablehlo.broadcast_in_dim"(%56) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %58 = "stablehlo.multiply"(%57, %50) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %59 = "stablehlo.divide"(%55, %58) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %60 = "stablehlo.compare"(%59, %54) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %61 = "stablehlo.negate"(%52) : (tensor<1xf64>) -> tensor<1xf64>
      %62 = "stablehlo.select"(%60, %61, %52) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %63 = "stablehlo.multiply"(%59, %59) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %64 = "stablehlo.add"(%63, %52) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %65 = "stablehlo.sqrt"(%64) : (tensor<1xf64>) -> tensor<1xf64>
      %66 = "stablehlo.abs"(%59) : (tensor<1xf64>) -> tensor<1xf64>
      %67 = "stablehlo.add"(%66, %65) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %68 = "stablehlo.divide"(%62, %67) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %69 = "stablehlo.compare"(%50, %54) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %70 = "stablehlo.select"(%69, %54, %68) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %71 = "stablehlo.multiply"(%70, %70) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %72 = "stablehlo.add"(%71, %52) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %73 = "stablehlo.sqrt"(%72) : (tensor<1xf64>) -> tensor<1xf64>
      %74 = "stablehlo.divide"(%52, %73) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %75 = "stablehlo.multiply"(%70, %74) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %76 = "stablehlo.subtract"(%74, %52) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %77 = "stablehlo.broadcast_in_dim"(%76) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x3x3xf64>
      %78 = "stablehlo.broadcast_in_dim"(%75) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x3x3xf64>
      %79 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x3x3xi64>
      %80 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x3x3xi64>
      %81 = "stablehlo.compare"(%79, %80) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3x3xi64>, tensor<1x3x3xi64>) -> tensor<1x3x3xi1>
      %82 = "stablehlo.convert"(%81) : (tensor<1x3x3xi1>) -> tensor<1x3x3xf64>
      %83 = "stablehlo.constant"() {value = dense<[[1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %84 = "stablehlo.broadcast_in_dim"(%83) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %85 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %86 = "stablehlo.broadcast_in_dim"(%85) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %87 = "stablehlo.add"(%84, %86) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %88 = "stablehlo.multiply"(%77, %87) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %89 = "stablehlo.add"(%82, %88) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %90 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %91 = "stablehlo.broadcast_in_dim"(%90) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %92 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %93 = "stablehlo.broadcast_in_dim"(%92) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %94 = "stablehlo.subtract"(%91, %93) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %95 = "stablehlo.multiply"(%78, %94) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %96 = "stablehlo.add"(%89, %95) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %97 = "stablehlo.dot_general"(%arg2, %96) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x4x3xf64>, tensor<1x3x3xf64>) -> tensor<1x4x3xf64>
      %98 = "stablehlo.dot_general"(%arg3, %96) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %99 = "stablehlo.slice"(%97) {limit_indices = array<i64: 1, 4, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x3xf64>) -> tensor<1x4x1xf64>
      %100 = "stablehlo.slice"(%97) {limit_indices = array<i64: 1, 4, 3>, start_indices = array<i64: 0, 0, 2>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x3xf64>) -> tensor<1x4x1xf64>
      %101 = "stablehlo.multiply"(%99, %99) : (tensor<1x4x1xf64>, tensor<1x4x1xf64>) -> tensor<1x4x1xf64>
      %102 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %103 = "stablehlo.reduce"(%101, %102) ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        %225 = "stablehlo.add"(%arg4, %arg5) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%225) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 1>} : (tensor<1x4x1xf64>, tensor<f64>) -> tensor<1x1xf64>
      %104 = "stablehlo.reshape"(%103) : (tensor<1x1xf64>) -> tensor<1xf64>
      %105 = "stablehlo.multiply"(%100, %100) : (tensor<1x4x1xf64>, tensor<1x4x1xf64>) -> tensor<1x4x1xf64>
      %106 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %107 = "stablehlo.reduce"(%105, %106) ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        %225 = "stablehlo.add"(%arg4, %arg5) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%225) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 1>} : (tensor<1x4x1xf64>, tensor<f64>) -> tensor<1x1xf64>
      %108 = "stablehlo.reshape"(%107) : (tensor<1x1xf64>) -> tensor<1xf64>
      %109 = "stablehlo.multiply"(%99, %100) : (tensor<1x4x1xf64>, tensor<1x4x1xf64>) -> tensor<1x4x1xf64>
      %110 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %111 = "stablehlo.reduce"(%109, %110) ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        %225 = "stablehlo.add"(%arg4, %arg5) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%225) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 1>} : (tensor<1x4x1xf64>, tensor<f64>) -> tensor<1x1xf64>
      %112 = "stablehlo.reshape"(%111) : (tensor<1x1xf64>) -> tensor<1xf64>
      %113 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %114 = "stablehlo.broadcast_in_dim"(%113) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %115 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %116 = "stablehlo.broadcast_in_dim"(%115) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %117 = "stablehlo.subtract"(%108, %104) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %118 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %119 = "stablehlo.broadcast_in_dim"(%118) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %120 = "stablehlo.multiply"(%119, %112) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %121 = "stablehlo.divide"(%117, %120) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %122 = "stablehlo.compare"(%121, %116) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %123 = "stablehlo.negate"(%114) : (tensor<1xf64>) -> tensor<1xf64>
      %124 = "stablehlo.select"(%122, %123, %114) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %125 = "stablehlo.multiply"(%121, %121) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %126 = "stablehlo.add"(%125, %114) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %127 = "stablehlo.sqrt"(%126) : (tensor<1xf64>) -> tensor<1xf64>
      %128 = "stablehlo.abs"(%121) : (tensor<1xf64>) -> tensor<1xf64>
      %129 = "stablehlo.add"(%128, %127) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %130 = "stablehlo.divide"(%124, %129) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %131 = "stablehlo.compare"(%112, %116) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %132 = "stablehlo.select"(%131, %116, %130) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %133 = "stablehlo.multiply"(%132, %132) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %134 = "stablehlo.add"(%133, %114) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %135 = "stablehlo.sqrt"(%134) : (tensor<1xf64>) -> tensor<1xf64>
      %136 = "stablehlo.divide"(%114, %135) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %137 = "stablehlo.multiply"(%132, %136) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %138 = "stablehlo.subtract"(%136, %114) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %139 = "stablehlo.broadcast_in_dim"(%138) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x3x3xf64>
      %140 = "stablehlo.broadcast_in_dim"(%137) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x3x3xf64>
      %141 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x3x3xi64>
      %142 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x3x3xi64>
      %143 = "stablehlo.compare"(%141, %142) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3x3xi64>, tensor<1x3x3xi64>) -> tensor<1x3x3xi1>
      %144 = "stablehlo.convert"(%143) : (tensor<1x3x3xi1>) -> tensor<1x3x3xf64>
      %145 = "stablehlo.constant"() {value = dense<[[1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %146 = "stablehlo.broadcast_in_dim"(%145) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %147 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %148 = "stablehlo.broadcast_in_dim"(%147) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %149 = "stablehlo.add"(%146, %148) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %150 = "stablehlo.multiply"(%139, %149) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %151 = "stablehlo.add"(%144, %150) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %152 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 1.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %153 = "stablehlo.broadcast_in_dim"(%152) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %154 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %155 = "stablehlo.broadcast_in_dim"(%154) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %156 = "stablehlo.subtract"(%153, %155) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %157 = "stablehlo.multiply"(%140, %156) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %158 = "stablehlo.add"(%151, %157) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %159 = "stablehlo.dot_general"(%97, %158) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x4x3xf64>, tensor<1x3x3xf64>) -> tensor<1x4x3xf64>
      %160 = "stablehlo.dot_general"(%98, %158) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %161 = "stablehlo.slice"(%159) {limit_indices = array<i64: 1, 4, 2>, start_indices = array<i64: 0, 0, 1>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x3xf64>) -> tensor<1x4x1xf64>
      %162 = "stablehlo.slice"(%159) {limit_indices = array<i64: 1, 4, 3>, start_indices = array<i64: 0, 0, 2>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x3xf64>) -> tensor<1x4x1xf64>
      %163 = "stablehlo.multiply"(%161, %161) : (tensor<1x4x1xf64>, tensor<1x4x1xf64>) -> tensor<1x4x1xf64>
      %164 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %165 = "stablehlo.reduce"(%163, %164) ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        %225 = "stablehlo.add"(%arg4, %arg5) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%225) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 1>} : (tensor<1x4x1xf64>, tensor<f64>) -> tensor<1x1xf64>
      %166 = "stablehlo.reshape"(%165) : (tensor<1x1xf64>) -> tensor<1xf64>
      %167 = "stablehlo.multiply"(%162, %162) : (tensor<1x4x1xf64>, tensor<1x4x1xf64>) -> tensor<1x4x1xf64>
      %168 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %169 = "stablehlo.reduce"(%167, %168) ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        %225 = "stablehlo.add"(%arg4, %arg5) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%225) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 1>} : (tensor<1x4x1xf64>, tensor<f64>) -> tensor<1x1xf64>
      %170 = "stablehlo.reshape"(%169) : (tensor<1x1xf64>) -> tensor<1xf64>
      %171 = "stablehlo.multiply"(%161, %162) : (tensor<1x4x1xf64>, tensor<1x4x1xf64>) -> tensor<1x4x1xf64>
      %172 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %173 = "stablehlo.reduce"(%171, %172) ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        %225 = "stablehlo.add"(%arg4, %arg5) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%225) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 1>} : (tensor<1x4x1xf64>, tensor<f64>) -> tensor<1x1xf64>
      %174 = "stablehlo.reshape"(%173) : (tensor<1x1xf64>) -> tensor<1xf64>
      %175 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %176 = "stablehlo.broadcast_in_dim"(%175) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %177 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %178 = "stablehlo.broadcast_in_dim"(%177) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %179 = "stablehlo.subtract"(%170, %166) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %180 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %181 = "stablehlo.broadcast_in_dim"(%180) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %182 = "stablehlo.multiply"(%181, %174) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %183 = "stablehlo.divide"(%179, %182) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %184 = "stablehlo.compare"(%183, %178) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %185 = "stablehlo.negate"(%176) : (tensor<1xf64>) -> tensor<1xf64>
      %186 = "stablehlo.select"(%184, %185, %176) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %187 = "stablehlo.multiply"(%183, %183) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %188 = "stablehlo.add"(%187, %176) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %189 = "stablehlo.sqrt"(%188) : (tensor<1xf64>) -> tensor<1xf64>
      %190 = "stablehlo.abs"(%183) : (tensor<1xf64>) -> tensor<1xf64>
      %191 = "stablehlo.add"(%190, %189) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %192 = "stablehlo.divide"(%186, %191) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %193 = "stablehlo.compare"(%174, %178) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %194 = "stablehlo.select"(%193, %178, %192) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %195 = "stablehlo.multiply"(%194, %194) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %196 = "stablehlo.add"(%195, %176) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %197 = "stablehlo.sqrt"(%196) : (tensor<1xf64>) -> tensor<1xf64>
      %198 = "stablehlo.divide"(%176, %197) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %199 = "stablehlo.multiply"(%194, %198) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %200 = "stablehlo.subtract"(%198, %176) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %201 = "stablehlo.broadcast_in_dim"(%200) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x3x3xf64>
      %202 = "stablehlo.broadcast_in_dim"(%199) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x3x3xf64>
      %203 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x3x3xi64>
      %204 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x3x3xi64>
      %205 = "stablehlo.compare"(%203, %204) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3x3xi64>, tensor<1x3x3xi64>) -> tensor<1x3x3xi1>
      %206 = "stablehlo.convert"(%205) : (tensor<1x3x3xi1>) -> tensor<1x3x3xf64>
      %207 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %208 = "stablehlo.broadcast_in_dim"(%207) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %209 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %210 = "stablehlo.broadcast_in_dim"(%209) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %211 = "stablehlo.add"(%208, %210) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %212 = "stablehlo.multiply"(%201, %211) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %213 = "stablehlo.add"(%206, %212) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %214 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %215 = "stablehlo.broadcast_in_dim"(%214) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %216 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %217 = "stablehlo.broadcast_in_dim"(%216) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %218 = "stablehlo.subtract"(%215, %217) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %219 = "stablehlo.multiply"(%202, %218) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %220 = "stablehlo.add"(%213, %219) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %221 = "stablehlo.dot_general"(%159, %220) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x4x3xf64>, tensor<1x3x3xf64>) -> tensor<1x4x3xf64>
      %222 = "stablehlo.dot_general"(%160, %220) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %223 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
      %224 = "stablehlo.add"(%arg1, %223) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%224, %221, %222) : (tensor<i64>, tensor<1x4x3xf64>, tensor<1x3x3xf64>) -> ()
    }) : (tensor<i64>, tensor<1x4x3xf64>, tensor<1x3x3xf64>) -> (tensor<i64>, tensor<1x4x3xf64>, tensor<1x3x3xf64>)
    %8 = "stablehlo.multiply"(%7#1, %7#1) : (tensor<1x4x3xf64>, tensor<1x4x3xf64>) -> tensor<1x4x3xf64>
    %9 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %10 = "stablehlo.reduce"(%8, %9) ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %37 = "stablehlo.add"(%arg1, %arg2) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%37) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x4x3xf64>, tensor<f64>) -> tensor<1x3xf64>
    %11 = "stablehlo.sqrt"(%10) : (tensor<1x3xf64>) -> tensor<1x3xf64>
    %12 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %13 = "stablehlo.reduce"(%11, %12) ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %37 = "stablehlo.maximum"(%arg1, %arg2) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%37) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x3xf64>, tensor<f64>) -> tensor<1xf64>
    %14 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %15 = "stablehlo.broadcast_in_dim"(%14) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
    %16 = "stablehlo.constant"() {value = dense<4.76837158203125E-7> : tensor<f64>} : () -> tensor<f64>
    %17 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
    %18 = "stablehlo.multiply"(%17, %13) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %19 = "stablehlo.maximum"(%15, %18) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %20 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x3xf64>
    %21 = "stablehlo.compare"(%11, %20) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<1x3xf64>, tensor<1x3xf64>) -> tensor<1x3xi1>
    %22 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %23 = "stablehlo.broadcast_in_dim"(%22) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x3xf64>
    %24 = "stablehlo.select"(%21, %10, %23) : (tensor<1x3xi1>, tensor<1x3xf64>, tensor<1x3xf64>) -> tensor<1x3xf64>
    %25 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %26 = "stablehlo.broadcast_in_dim"(%25) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x3xf64>
    %27 = "stablehlo.divide"(%26, %24) : (tensor<1x3xf64>, tensor<1x3xf64>) -> tensor<1x3xf64>
    %28 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %29 = "stablehlo.broadcast_in_dim"(%28) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x3xf64>
    %30 = "stablehlo.select"(%21, %27, %29) : (tensor<1x3xi1>, tensor<1x3xf64>, tensor<1x3xf64>) -> tensor<1x3xf64>
    %31 = "stablehlo.broadcast_in_dim"(%30) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x3xf64>) -> tensor<1x3x3xf64>
    %32 = "stablehlo.multiply"(%7#2, %31) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %33 = "stablehlo.transpose"(%7#1) {permutation = array<i64: 0, 2, 1>} : (tensor<1x4x3xf64>) -> tensor<1x3x4xf64>
    %34 = "stablehlo.dot_general"(%32, %33) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x4xf64>) -> tensor<1x3x4xf64>
    %35 = "stablehlo.convert"(%34) : (tensor<1x3x4xf64>) -> tensor<1x3x4xf32>
    %36 = "stablehlo.reshape"(%35) : (tensor<1x3x4xf32>) -> tensor<3x4xf32>
    return %36 : tensor<3x4xf32>
  }
}
