module {
  func.func @main(%arg0: tensor<3x3xf32>) -> tensor<3x3xf32> {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %1 = "stablehlo.convert"(%0) : (tensor<1x3x3xf32>) -> tensor<1x3x3xf64>
    %2 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x3x3xi64>
    %3 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x3x3xi64>
    %4 = "stablehlo.compare"(%2, %3) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<1x3x3xi64>, tensor<1x3x3xi64>) -> tensor<1x3x3xi1>
    %5 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %6 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x3x3xf64>
    %7 = "stablehlo.select"(%4, %1, %6) : (tensor<1x3x3xi1>, tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %8 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x3x3xi64>
    %9 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x3x3xi64>
    %10 = "stablehlo.compare"(%8, %9) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3x3xi64>, tensor<1x3x3xi64>) -> tensor<1x3x3xi1>
    %11 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %12 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x3x3xf64>
    %13 = "stablehlo.select"(%10, %12, %7) : (tensor<1x3x3xi1>, tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %14 = "stablehlo.transpose"(%13) {permutation = array<i64: 0, 2, 1>} : (tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %15 = "stablehlo.add"(%7, %14) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %16 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x3x3xi64>
    %17 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x3x3xi64>
    %18 = "stablehlo.compare"(%16, %17) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3x3xi64>, tensor<1x3x3xi64>) -> tensor<1x3x3xi1>
    %19 = "stablehlo.convert"(%18) : (tensor<1x3x3xi1>) -> tensor<1x3x3xf64>
    %20 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %21:3 = "stablehlo.while"(%20, %15, %19) ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<1x3x3xf64>, %arg3: tensor<1x3x3xf64>):
      %56 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x3x3xi64>
      %57 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x3x3xi64>
      %58 = "stablehlo.compare"(%56, %57) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<1x3x3xi64>, tensor<1x3x3xi64>) -> tensor<1x3x3xi1>
      %59 = "stablehlo.multiply"(%arg2, %arg2) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %60 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %61 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %62 = "stablehlo.broadcast_in_dim"(%61) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x3x3xf64>
      %63 = "stablehlo.select"(%58, %59, %62) : (tensor<1x3x3xi1>, tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %64 = "stablehlo.reduce"(%63, %60) ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        %72 = "stablehlo.add"(%arg4, %arg5) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%72) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x3x3xf64>, tensor<f64>) -> tensor<f64>
      %65 = "stablehlo.reduce"(%59, %60) ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        %72 = "stablehlo.add"(%arg4, %arg5) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%72) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x3x3xf64>, tensor<f64>) -> tensor<f64>
      %66 = "stablehlo.constant"() {value = dense<1.000000e-30> : tensor<f64>} : () -> tensor<f64>
      %67 = "stablehlo.multiply"(%65, %66) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      %68 = "stablehlo.compare"(%64, %67) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %69 = "stablehlo.constant"() {value = dense<40> : tensor<i64>} : () -> tensor<i64>
      %70 = "stablehlo.compare"(%arg1, %69) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %71 = "stablehlo.and"(%68, %70) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%71) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<1x3x3xf64>, %arg3: tensor<1x3x3xf64>):
      %56 = "stablehlo.slice"(%arg2) {limit_indices = array<i64: 1, 1, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x3xf64>) -> tensor<1x1x1xf64>
      %57 = "stablehlo.reshape"(%56) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %58 = "stablehlo.slice"(%arg2) {limit_indices = array<i64: 1, 2, 2>, start_indices = array<i64: 0, 1, 1>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x3xf64>) -> tensor<1x1x1xf64>
      %59 = "stablehlo.reshape"(%58) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %60 = "stablehlo.slice"(%arg2) {limit_indices = array<i64: 1, 1, 2>, start_indices = array<i64: 0, 0, 1>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x3xf64>) -> tensor<1x1x1xf64>
      %61 = "stablehlo.reshape"(%60) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %62 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %63 = "stablehlo.broadcast_in_dim"(%62) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %64 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %65 = "stablehlo.broadcast_in_dim"(%64) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %66 = "stablehlo.subtract"(%59, %57) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %67 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %68 = "stablehlo.broadcast_in_dim"(%67) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %69 = "stablehlo.multiply"(%68, %61) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %70 = "stablehlo.divide"(%66, %69) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %71 = "stablehlo.compare"(%70, %65) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %72 = "stablehlo.negate"(%63) : (tensor<1xf64>) -> tensor<1xf64>
      %73 = "stablehlo.select"(%71, %72, %63) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %74 = "stablehlo.multiply"(%70, %70) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %75 = "stablehlo.add"(%74, %63) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %76 = "stablehlo.sqrt"(%75) : (tensor<1xf64>) -> tensor<1xf64>
      %77 = "stablehlo.abs"(%70) : (tensor<1xf64>) -> tensor<1xf64>
      %78 = "stablehlo.add"(%77, %76) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %79 = "stablehlo.divide"(%73, %78) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %80 = "stablehlo.compare"(%61, %65) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %81 = "stablehlo.select"(%80, %65, %79) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %82 = "stablehlo.multiply"(%81, %81) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %83 = "stablehlo.add"(%82, %63) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %84 = "stablehlo.sqrt"(%83) : (tensor<1xf64>) -> tensor<1xf64>
      %85 = "stablehlo.divide"(%63, %84) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %86 = "stablehlo.multiply"(%81, %85) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %87 = "stablehlo.subtract"(%85, %63) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %88 = "stablehlo.broadcast_in_dim"(%87) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x3x3xf64>
      %89 = "stablehlo.broadcast_in_dim"(%86) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x3x3xf64>
      %90 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x3x3xi64>
      %91 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x3x3xi64>
      %92 = "stablehlo.compare"(%90, %91) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3x3xi64>, tensor<1x3x3xi64>) -> tensor<1x3x3xi1>
      %93 = "stablehlo.convert"(%92) : (tensor<1x3x3xi1>) -> tensor<1x3x3xf64>
      %94 = "stablehlo.constant"() {value = dense<[[1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %95 = "stablehlo.broadcast_in_dim"(%94) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %96 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %97 = "stablehlo.broadcast_in_dim"(%96) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %98 = "stablehlo.add"(%95, %97) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %99 = "stablehlo.multiply"(%88, %98) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %100 = "stablehlo.add"(%93, %99) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %101 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %102 = "stablehlo.broadcast_in_dim"(%101) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %103 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %104 = "stablehlo.broadcast_in_dim"(%103) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %105 = "stablehlo.subtract"(%102, %104) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %106 = "stablehlo.multiply"(%89, %105) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %107 = "stablehlo.add"(%100, %106) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %108 = "stablehlo.transpose"(%107) {permutation = array<i64: 0, 2, 1>} : (tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %109 = "stablehlo.dot_general"(%arg2, %107) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %110 = "stablehlo.dot_general"(%108, %109) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %111 = "stablehlo.dot_general"(%arg3, %107) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %112 = "stablehlo.slice"(%110) {limit_indices = array<i64: 1, 1, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x3xf64>) -> tensor<1x1x1xf64>
      %113 = "stablehlo.reshape"(%112) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %114 = "stablehlo.slice"(%110) {limit_indices = array<i64: 1, 3, 3>, start_indices = array<i64: 0, 2, 2>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x3xf64>) -> tensor<1x1x1xf64>
      %115 = "stablehlo.reshape"(%114) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %116 = "stablehlo.slice"(%110) {limit_indices = array<i64: 1, 1, 3>, start_indices = array<i64: 0, 0, 2>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x3xf64>) -> tensor<1x1x1xf64>
      %117 = "stablehlo.reshape"(%116) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %118 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %119 = "stablehlo.broadcast_in_dim"(%118) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %120 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %121 = "stablehlo.broadcast_in_dim"(%120) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %122 = "stablehlo.subtract"(%115, %113) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %123 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %124 = "stablehlo.broadcast_in_dim"(%123) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %125 = "stablehlo.multiply"(%124, %117) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %126 = "stablehlo.divide"(%122, %125) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %127 = "stablehlo.compare"(%126, %121) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %128 = "stablehlo.negate"(%119) : (tensor<1xf64>) -> tensor<1xf64>
      %129 = "stablehlo.select"(%127, %128, %119) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %130 = "stablehlo.multiply"(%126, %126) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %131 = "stablehlo.add"(%130, %119) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %132 = "stablehlo.sqrt"(%131) : (tensor<1xf64>) -> tensor<1xf64>
      %133 = "stablehlo.abs"(%126) : (tensor<1xf64>) -> tensor<1xf64>
      %134 = "stablehlo.add"(%133, %132) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %135 = "stablehlo.divide"(%129, %134) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %136 = "stablehlo.compare"(%117, %121) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %137 = "stablehlo.select"(%136, %121, %135) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %138 = "stablehlo.multiply"(%137, %137) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %139 = "stablehlo.add"(%138, %119) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %140 = "stablehlo.sqrt"(%139) : (tensor<1xf64>) -> tensor<1xf64>
      %141 = "stablehlo.divide"(%119, %140) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %142 = "stablehlo.multiply"(%137, %141) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %143 = "stablehlo.subtract"(%141, %119) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %144 = "stablehlo.broadcast_in_dim"(%143) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x3x3xf64>
      %145 = "stablehlo.broadcast_in_dim"(%142) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x3x3xf64>
      %146 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x3x3xi64>
      %147 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x3x3xi64>
      %148 = "stablehlo.compare"(%146, %147) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3x3xi64>, tensor<1x3x3xi64>) -> tensor<1x3x3xi1>
      %149 = "stablehlo.convert"(%148) : (tensor<1x3x3xi1>) -> tensor<1x3x3xf64>
      %150 = "stablehlo.constant"() {value = dense<[[1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %151 = "stablehlo.broadcast_in_dim"(%150) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %152 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %153 = "stablehlo.broadcast_in_dim"(%152) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %154 = "stablehlo.add"(%151, %153) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %155 = "stablehlo.multiply"(%144, %154) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %156 = "stablehlo.add"(%149, %155) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %157 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 1.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %158 = "stablehlo.broadcast_in_dim"(%157) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %159 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %160 = "stablehlo.broadcast_in_dim"(%159) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %161 = "stablehlo.subtract"(%158, %160) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %162 = "stablehlo.multiply"(%145, %161) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %163 = "stablehlo.add"(%156, %162) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %164 = "stablehlo.transpose"(%163) {permutation = array<i64: 0, 2, 1>} : (tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %165 = "stablehlo.dot_general"(%110, %163) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %166 = "stablehlo.dot_general"(%164, %165) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %167 = "stablehlo.dot_general"(%111, %163) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %168 = "stablehlo.slice"(%166) {limit_indices = array<i64: 1, 2, 2>, start_indices = array<i64: 0, 1, 1>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x3xf64>) -> tensor<1x1x1xf64>
      %169 = "stablehlo.reshape"(%168) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %170 = "stablehlo.slice"(%166) {limit_indices = array<i64: 1, 3, 3>, start_indices = array<i64: 0, 2, 2>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x3xf64>) -> tensor<1x1x1xf64>
      %171 = "stablehlo.reshape"(%170) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %172 = "stablehlo.slice"(%166) {limit_indices = array<i64: 1, 2, 3>, start_indices = array<i64: 0, 1, 2>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x3xf64>) -> tensor<1x1x1xf64>
      %173 = "stablehlo.reshape"(%172) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %174 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %175 = "stablehlo.broadcast_in_dim"(%174) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %176 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %177 = "stablehlo.broadcast_in_dim"(%176) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %178 = "stablehlo.subtract"(%171, %169) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %179 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %180 = "stablehlo.broadcast_in_dim"(%179) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %181 = "stablehlo.multiply"(%180, %173) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %182 = "stablehlo.divide"(%178, %181) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %183 = "stablehlo.compare"(%182, %177) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %184 = "stablehlo.negate"(%175) : (tensor<1xf64>) -> tensor<1xf64>
      %185 = "stablehlo.select"(%183, %184, %175) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %186 = "stablehlo.multiply"(%182, %182) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %187 = "stablehlo.add"(%186, %175) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %188 = "stablehlo.sqrt"(%187) : (tensor<1xf64>) -> tensor<1xf64>
      %189 = "stablehlo.abs"(%182) : (tensor<1xf64>) -> tensor<1xf64>
      %190 = "stablehlo.add"(%189, %188) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %191 = "stablehlo.divide"(%185, %190) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %192 = "stablehlo.compare"(%173, %177) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %193 = "stablehlo.select"(%192, %177, %191) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %194 = "stablehlo.multiply"(%193, %193) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %195 = "stablehlo.add"(%194, %175) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %196 = "stablehlo.sqrt"(%195) : (tensor<1xf64>) -> tensor<1xf64>
      %197 = "stablehlo.divide"(%175, %196) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %198 = "stablehlo.multiply"(%193, %197) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %199 = "stablehlo.subtract"(%197, %175) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %200 = "stablehlo.broadcast_in_dim"(%199) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x3x3xf64>
      %201 = "stablehlo.broadcast_in_dim"(%198) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x3x3xf64>
      %202 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x3x3xi64>
      %203 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x3x3xi64>
      %204 = "stablehlo.compare"(%202, %203) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3x3xi64>, tensor<1x3x3xi64>) -> tensor<1x3x3xi1>
      %205 = "stablehlo.convert"(%204) : (tensor<1x3x3xi1>) -> tensor<1x3x3xf64>
      %206 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %207 = "stablehlo.broadcast_in_dim"(%206) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %208 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %209 = "stablehlo.broadcast_in_dim"(%208) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %210 = "stablehlo.add"(%207, %209) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %211 = "stablehlo.multiply"(%200, %210) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %212 = "stablehlo.add"(%205, %211) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %213 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %214 = "stablehlo.broadcast_in_dim"(%213) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %215 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %216 = "stablehlo.broadcast_in_dim"(%215) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %217 = "stablehlo.subtract"(%214, %216) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %218 = "stablehlo.multiply"(%201, %217) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %219 = "stablehlo.add"(%212, %218) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %220 = "stablehlo.transpose"(%219) {permutation = array<i64: 0, 2, 1>} : (tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %221 = "stablehlo.dot_general"(%166, %219) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %222 = "stablehlo.dot_general"(%220, %221) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %223 = "stablehlo.dot_general"(%167, %219) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %224 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
      %225 = "stablehlo.add"(%arg1, %224) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%225, %222, %223) : (tensor<i64>, tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> ()
    }) : (tensor<i64>, tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> (tensor<i64>, tensor<1x3x3xf64>, tensor<1x3x3xf64>)
    %22 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x3x3xi64>
    %23 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x3x3xi64>
    %24 = "stablehlo.compare"(%22, %23) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3x3xi64>, tensor<1x3x3xi64>) -> tensor<1x3x3xi1>
    %25 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %26 = "stablehlo.broadcast_in_dim"(%25) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x3x3xf64>
    %27 = "stablehlo.select"(%24, %21#1, %26) : (tensor<1x3x3xi1>, tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %28 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %29 = "stablehlo.reduce"(%27, %28) ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %56 = "stablehlo.add"(%arg1, %arg2) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%56) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x3x3xf64>, tensor<f64>) -> tensor<1x3xf64>
    %30 = "stablehlo.abs"(%29) : (tensor<1x3xf64>) -> tensor<1x3xf64>
    %31 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %32 = "stablehlo.reduce"(%30, %31) ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %56 = "stablehlo.maximum"(%arg1, %arg2) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%56) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x3xf64>, tensor<f64>) -> tensor<1xf64>
    %33 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %34 = "stablehlo.broadcast_in_dim"(%33) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
    %35 = "stablehlo.constant"() {value = dense<3.5762786865234375E-7> : tensor<f64>} : () -> tensor<f64>
    %36 = "stablehlo.broadcast_in_dim"(%35) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
    %37 = "stablehlo.multiply"(%36, %32) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %38 = "stablehlo.maximum"(%34, %37) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %39 = "stablehlo.broadcast_in_dim"(%38) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x3xf64>
    %40 = "stablehlo.compare"(%30, %39) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<1x3xf64>, tensor<1x3xf64>) -> tensor<1x3xi1>
    %41 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %42 = "stablehlo.broadcast_in_dim"(%41) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x3xf64>
    %43 = "stablehlo.select"(%40, %29, %42) : (tensor<1x3xi1>, tensor<1x3xf64>, tensor<1x3xf64>) -> tensor<1x3xf64>
    %44 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %45 = "stablehlo.broadcast_in_dim"(%44) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x3xf64>
    %46 = "stablehlo.divide"(%45, %43) : (tensor<1x3xf64>, tensor<1x3xf64>) -> tensor<1x3xf64>
    %47 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %48 = "stablehlo.broadcast_in_dim"(%47) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x3xf64>
    %49 = "stablehlo.select"(%40, %46, %48) : (tensor<1x3xi1>, tensor<1x3xf64>, tensor<1x3xf64>) -> tensor<1x3xf64>
    %50 = "stablehlo.broadcast_in_dim"(%49) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x3xf64>) -> tensor<1x3x3xf64>
    %51 = "stablehlo.multiply"(%21#2, %50) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %52 = "stablehlo.transpose"(%21#2) {permutation = array<i64: 0, 2, 1>} : (tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %53 = "stablehlo.dot_general"(%51, %52) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %54 = "stablehlo.convert"(%53) : (tensor<1x3x3xf64>) -> tensor<1x3x3xf32>
    %55 = "stablehlo.reshape"(%54) : (tensor<1x3x3xf32>) -> tensor<3x3xf32>
    return %55 : tensor<3x3xf32>
  }
}
