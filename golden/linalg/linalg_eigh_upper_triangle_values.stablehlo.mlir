module {
  func.func @main(%arg0: tensor<5x5xf32>) -> (tensor<5xf32>, tensor<0xf32>) {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<5x5xf32>) -> tensor<1x5x5xf32>
    %1 = "stablehlo.convert"(%0) : (tensor<1x5x5xf32>) -> tensor<1x5x5xf64>
    %2 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x5x5xi64>
    %3 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x5x5xi64>
    %4 = "stablehlo.compare"(%2, %3) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<1x5x5xi64>, tensor<1x5x5xi64>) -> tensor<1x5x5xi1>
    %5 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %6 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x5x5xf64>
    %7 = "stablehlo.select"(%4, %1, %6) : (tensor<1x5x5xi1>, tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
    %8 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x5x5xi64>
    %9 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x5x5xi64>
    %10 = "stablehlo.compare"(%8, %9) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x5x5xi64>, tensor<1x5x5xi64>) -> tensor<1x5x5xi1>
    %11 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %12 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x5x5xf64>
    %13 = "stablehlo.select"(%10, %12, %7) : (tensor<1x5x5xi1>, tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
    %14 = "stablehlo.transpose"(%13) {permutation = array<i64: 0, 2, 1>} : (tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
    %15 = "stablehlo.add"(%7, %14) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
    %16 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x5x5xi64>
    %17 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x5x5xi64>
    %18 = "stablehlo.compare"(%16, %17) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x5x5xi64>, tensor<1x5x5xi64>) -> tensor<1x5x5xi1>
    %19 = "stablehlo.convert"(%18) : (tensor<1x5x5xi1>) -> tensor<1x5x5xf64>
    %20 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %21:3 = "stablehlo.while"(%20, %15, %19) ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<1x5x5xf64>, %arg3: tensor<1x5x5xf64>):
      %42 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x5x5xi64>
      %43 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x5x5xi64>
      %44 = "stablehlo.compare"(%42, %43) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<1x5x5xi64>, tensor<1x5x5xi64>) -> tensor<1x5x5xi1>
      %45 = "stablehlo.multiply"(%arg2, %arg2) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %46 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %47 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %48 = "stablehlo.broadcast_in_dim"(%47) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x5x5xf64>
      %49 = "stablehlo.select"(%44, %45, %48) : (tensor<1x5x5xi1>, tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %50 = "stablehlo.reduce"(%49, %46) ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        %58 = "stablehlo.add"(%arg4, %arg5) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%58) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x5x5xf64>, tensor<f64>) -> tensor<f64>
      %51 = "stablehlo.reduce"(%45, %46) ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        %58 = "stablehlo.add"(%arg4, %arg5) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%58) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x5x5xf64>, tensor<f64>) -> tensor<f64>
      %52 = "stablehlo.constant"() {value = dense<1.000000e-30> : tensor<f64>} : () -> tensor<f64>
      %53 = "stablehlo.multiply"(%51, %52) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      %54 = "stablehlo.compare"(%50, %53) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %55 = "stablehlo.constant"() {value = dense<40> : tensor<i64>} : () -> tensor<i64>
      %56 = "stablehlo.compare"(%arg1, %55) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %57 = "stablehlo.and"(%54, %56) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%57) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<1x5x5xf64>, %arg3: tensor<1x5x5xf64>):
      %42 = "stablehlo.slice"(%arg2) {limit_indices = array<i64: 1, 1, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %43 = "stablehlo.reshape"(%42) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %44 = "stablehlo.slice"(%arg2) {limit_indices = array<i64: 1, 2, 2>, start_indices = array<i64: 0, 1, 1>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %45 = "stablehlo.reshape"(%44) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %46 = "stablehlo.slice"(%arg2) {limit_indices = array<i64: 1, 1, 2>, start_indices = array<i64: 0, 0, 1>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %47 = "stablehlo.reshape"(%46) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %48 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %49 = "stablehlo.broadcast_in_dim"(%48) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %50 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %51 = "stablehlo.broadcast_in_dim"(%50) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %52 = "stablehlo.subtract"(%45, %43) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %53 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %54 = "stablehlo.broadcast_in_dim"(%53) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %55 = "stablehlo.multiply"(%54, %47) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %56 = "stablehlo.divide"(%52, %55) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %57 = "stablehlo.compare"(%56, %51) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %58 = "stablehlo.negate"(%49) : (tensor<1xf64>) -> tensor<1xf64>
      %59 = "stablehlo.select"(%57, %58, %49) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %60 = "stablehlo.multiply"(%56, %56) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %61 = "stablehlo.add"(%60, %49) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %62 = "stablehlo.sqrt"(%61) : (tensor<1xf64>) -> tensor<1xf64>
      %63 = "stablehlo.abs"(%56) : (tensor<1xf64>) -> tensor<1xf64>
      %64 = "stablehlo.add"(%63, %62) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %65 = "stablehlo.divide"(%59, %64) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %66 = "stablehlo.compare"(%47, %51) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %67 = "stablehlo.select"(%66, %51, %65) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %68 = "stablehlo.multiply"(%67, %67) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %69 = "stablehlo.add"(%68, %49) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %70 = "stablehlo.sqrt"(%69) : (tensor<1xf64>) -> tensor<1xf64>
      %71 = "stablehlo.divide"(%49, %70) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %72 = "stablehlo.multiply"(%67, %71) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %73 = "stablehlo.subtract"(%71, %49) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %74 = "stablehlo.broadcast_in_dim"(%73) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x5x5xf64>
      %75 = "stablehlo.broadcast_in_dim"(%72) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x5x5xf64>
      %76 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x5x5xi64>
      %77 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x5x5xi64>
      %78 = "stablehlo.compare"(%76, %77) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x5x5xi64>, tensor<1x5x5xi64>) -> tensor<1x5x5xi1>
      %79 = "stablehlo.convert"(%78) : (tensor<1x5x5xi1>) -> tensor<1x5x5xf64>
      %80 = "stablehlo.constant"() {value = dense<[[1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %81 = "stablehlo.broadcast_in_dim"(%80) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %82 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %83 = "stablehlo.broadcast_in_dim"(%82) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %84 = "stablehlo.add"(%81, %83) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %85 = "stablehlo.multiply"(%74, %84) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %86 = "stablehlo.add"(%79, %85) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %87 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %88 = "stablehlo.broadcast_in_dim"(%87) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %89 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %90 = "stablehlo.broadcast_in_dim"(%89) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %91 = "stablehlo.subtract"(%88, %90) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %92 = "stablehlo.multiply"(%75, %91) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %93 = "stablehlo.add"(%86, %92) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %94 = "stablehlo.transpose"(%93) {permutation = array<i64: 0, 2, 1>} : (tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %95 = "stablehlo.dot_general"(%arg2, %93) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %96 = "stablehlo.dot_general"(%94, %95) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %97 = "stablehlo.dot_general"(%arg3, %93) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %98 = "stablehlo.slice"(%96) {limit_indices = array<i64: 1, 1, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %99 = "stablehlo.reshape"(%98) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %100 = "stablehlo.slice"(%96) {limit_indices = array<i64: 1, 3, 3>, start_indices = array<i64: 0, 2, 2>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %101 = "stablehlo.reshape"(%100) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %102 = "stablehlo.slice"(%96) {limit_indices = array<i64: 1, 1, 3>, start_indices = array<i64: 0, 0, 2>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %103 = "stablehlo.reshape"(%102) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %104 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %105 = "stablehlo.broadcast_in_dim"(%104) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %106 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %107 = "stablehlo.broadcast_in_dim"(%106) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %108 = "stablehlo.subtract"(%101, %99) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %109 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %110 = "stablehlo.broadcast_in_dim"(%109) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %111 = "stablehlo.multiply"(%110, %103) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %112 = "stablehlo.divide"(%108, %111) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %113 = "stablehlo.compare"(%112, %107) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %114 = "stablehlo.negate"(%105) : (tensor<1xf64>) -> tensor<1xf64>
      %115 = "stablehlo.select"(%113, %114, %105) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %116 = "stablehlo.multiply"(%112, %112) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %117 = "stablehlo.add"(%116, %105) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %118 = "stablehlo.sqrt"(%117) : (tensor<1xf64>) -> tensor<1xf64>
      %119 = "stablehlo.abs"(%112) : (tensor<1xf64>) -> tensor<1xf64>
      %120 = "stablehlo.add"(%119, %118) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %121 = "stablehlo.divide"(%115, %120) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %122 = "stablehlo.compare"(%103, %107) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %123 = "stablehlo.select"(%122, %107, %121) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %124 = "stablehlo.multiply"(%123, %123) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %125 = "stablehlo.add"(%124, %105) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %126 = "stablehlo.sqrt"(%125) : (tensor<1xf64>) -> tensor<1xf64>
      %127 = "stablehlo.divide"(%105, %126) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %128 = "stablehlo.multiply"(%123, %127) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %129 = "stablehlo.subtract"(%127, %105) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %130 = "stablehlo.broadcast_in_dim"(%129) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x5x5xf64>
      %131 = "stablehlo.broadcast_in_dim"(%128) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x5x5xf64>
      %132 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x5x5xi64>
      %133 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x5x5xi64>
      %134 = "stablehlo.compare"(%132, %133) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x5x5xi64>, tensor<1x5x5xi64>) -> tensor<1x5x5xi1>
      %135 = "stablehlo.convert"(%134) : (tensor<1x5x5xi1>) -> tensor<1x5x5xf64>
      %136 = "stablehlo.constant"() {value = dense<[[1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %137 = "stablehlo.broadcast_in_dim"(%136) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %138 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %139 = "stablehlo.broadcast_in_dim"(%138) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %140 = "stablehlo.add"(%137, %139) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %141 = "stablehlo.multiply"(%130, %140) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %142 = "stablehlo.add"(%135, %141) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %143 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %144 = "stablehlo.broadcast_in_dim"(%143) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %145 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %146 = "stablehlo.broadcast_in_dim"(%145) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %147 = "stablehlo.subtract"(%144, %146) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %148 = "stablehlo.multiply"(%131, %147) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %149 = "stablehlo.add"(%142, %148) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %150 = "stablehlo.transpose"(%149) {permutation = array<i64: 0, 2, 1>} : (tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %151 = "stablehlo.dot_general"(%96, %149) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %152 = "stablehlo.dot_general"(%150, %151) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %153 = "stablehlo.dot_general"(%97, %149) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %154 = "stablehlo.slice"(%152) {limit_indices = array<i64: 1, 1, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %155 = "stablehlo.reshape"(%154) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %156 = "stablehlo.slice"(%152) {limit_indices = array<i64: 1, 4, 4>, start_indices = array<i64: 0, 3, 3>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %157 = "stablehlo.reshape"(%156) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %158 = "stablehlo.slice"(%152) {limit_indices = array<i64: 1, 1, 4>, start_indices = array<i64: 0, 0, 3>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %159 = "stablehlo.reshape"(%158) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %160 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %161 = "stablehlo.broadcast_in_dim"(%160) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %162 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %163 = "stablehlo.broadcast_in_dim"(%162) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %164 = "stablehlo.subtract"(%157, %155) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %165 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %166 = "stablehlo.broadcast_in_dim"(%165) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %167 = "stablehlo.multiply"(%166, %159) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %168 = "stablehlo.divide"(%164, %167) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %169 = "stablehlo.compare"(%168, %163) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %170 = "stablehlo.negate"(%161) : (tensor<1xf64>) -> tensor<1xf64>
      %171 = "stablehlo.select"(%169, %170, %161) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %172 = "stablehlo.multiply"(%168, %168) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %173 = "stablehlo.add"(%172, %161) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %174 = "stablehlo.sqrt"(%173) : (tensor<1xf64>) -> tensor<1xf64>
      %175 = "stablehlo.abs"(%168) : (tensor<1xf64>) -> tensor<1xf64>
      %176 = "stablehlo.add"(%175, %174) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %177 = "stablehlo.divide"(%171, %176) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %178 = "stablehlo.compare"(%159, %163) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %179 = "stablehlo.select"(%178, %163, %177) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %180 = "stablehlo.multiply"(%179, %179) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %181 = "stablehlo.add"(%180, %161) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %182 = "stablehlo.sqrt"(%181) : (tensor<1xf64>) -> tensor<1xf64>
      %183 = "stablehlo.divide"(%161, %182) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %184 = "stablehlo.multiply"(%179, %183) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %185 = "stablehlo.subtract"(%183, %161) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %186 = "stablehlo.broadcast_in_dim"(%185) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x5x5xf64>
      %187 = "stablehlo.broadcast_in_dim"(%184) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x5x5xf64>
      %188 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x5x5xi64>
      %189 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x5x5xi64>
      %190 = "stablehlo.compare"(%188, %189) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x5x5xi64>, tensor<1x5x5xi64>) -> tensor<1x5x5xi1>
      %191 = "stablehlo.convert"(%190) : (tensor<1x5x5xi1>) -> tensor<1x5x5xf64>
      %192 = "stablehlo.constant"() {value = dense<[[1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %193 = "stablehlo.broadcast_in_dim"(%192) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %194 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %195 = "stablehlo.broadcast_in_dim"(%194) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %196 = "stablehlo.add"(%193, %195) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %197 = "stablehlo.multiply"(%186, %196) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %198 = "stablehlo.add"(%191, %197) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %199 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %200 = "stablehlo.broadcast_in_dim"(%199) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %201 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %202 = "stablehlo.broadcast_in_dim"(%201) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %203 = "stablehlo.subtract"(%200, %202) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %204 = "stablehlo.multiply"(%187, %203) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %205 = "stablehlo.add"(%198, %204) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %206 = "stablehlo.transpose"(%205) {permutation = array<i64: 0, 2, 1>} : (tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %207 = "stablehlo.dot_general"(%152, %205) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %208 = "stablehlo.dot_general"(%206, %207) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %209 = "stablehlo.dot_general"(%153, %205) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %210 = "stablehlo.slice"(%208) {limit_indices = array<i64: 1, 1, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %211 = "stablehlo.reshape"(%210) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %212 = "stablehlo.slice"(%208) {limit_indices = array<i64: 1, 5, 5>, start_indices = array<i64: 0, 4, 4>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %213 = "stablehlo.reshape"(%212) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %214 = "stablehlo.slice"(%208) {limit_indices = array<i64: 1, 1, 5>, start_indices = array<i64: 0, 0, 4>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %215 = "stablehlo.reshape"(%214) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %216 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %217 = "stablehlo.broadcast_in_dim"(%216) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %218 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %219 = "stablehlo.broadcast_in_dim"(%218) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %220 = "stablehlo.subtract"(%213, %211) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %221 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %222 = "stablehlo.broadcast_in_dim"(%221) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %223 = "stablehlo.multiply"(%222, %215) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %224 = "stablehlo.divide"(%220, %223) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %225 = "stablehlo.compare"(%224, %219) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %226 = "stablehlo.negate"(%217) : (tensor<1xf64>) -> tensor<1xf64>
      %227 = "stablehlo.select"(%225, %226, %217) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %228 = "stablehlo.multiply"(%224, %224) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %229 = "stablehlo.add"(%228, %217) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %230 = "stablehlo.sqrt"(%229) : (tensor<1xf64>) -> tensor<1xf64>
      %231 = "stablehlo.abs"(%224) : (tensor<1xf64>) -> tensor<1xf64>
      %232 = "stablehlo.add"(%231, %230) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %233 = "stablehlo.divide"(%227, %232) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %234 = "stablehlo.compare"(%215, %219) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %235 = "stablehlo.select"(%234, %219, %233) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %236 = "stablehlo.multiply"(%235, %235) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %237 = "stablehlo.add"(%236, %217) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %238 = "stablehlo.sqrt"(%237) : (tensor<1xf64>) -> tensor<1xf64>
      %239 = "stablehlo.divide"(%217, %238) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %240 = "stablehlo.multiply"(%235, %239) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %241 = "stablehlo.subtract"(%239, %217) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %242 = "stablehlo.broadcast_in_dim"(%241) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x5x5xf64>
      %243 = "stablehlo.broadcast_in_dim"(%240) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x5x5xf64>
      %244 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x5x5xi64>
      %245 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x5x5xi64>
      %246 = "stablehlo.compare"(%244, %245) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x5x5xi64>, tensor<1x5x5xi64>) -> tensor<1x5x5xi1>
      %247 = "stablehlo.convert"(%246) : (tensor<1x5x5xi1>) -> tensor<1x5x5xf64>
      %248 = "stablehlo.constant"() {value = dense<[[1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %249 = "stablehlo.broadcast_in_dim"(%248) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %250 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %251 = "stablehlo.broadcast_in_dim"(%250) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %252 = "stablehlo.add"(%249, %251) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %253 = "stablehlo.multiply"(%242, %252) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %254 = "stablehlo.add"(%247, %253) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %255 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %256 = "stablehlo.broadcast_in_dim"(%255) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %257 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %258 = "stablehlo.broadcast_in_dim"(%257) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %259 = "stablehlo.subtract"(%256, %258) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %260 = "stablehlo.multiply"(%243, %259) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %261 = "stablehlo.add"(%254, %260) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %262 = "stablehlo.transpose"(%261) {permutation = array<i64: 0, 2, 1>} : (tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %263 = "stablehlo.dot_general"(%208, %261) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %264 = "stablehlo.dot_general"(%262, %263) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %265 = "stablehlo.dot_general"(%209, %261) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %266 = "stablehlo.slice"(%264) {limit_indices = array<i64: 1, 2, 2>, start_indices = array<i64: 0, 1, 1>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %267 = "stablehlo.reshape"(%266) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %268 = "stablehlo.slice"(%264) {limit_indices = array<i64: 1, 3, 3>, start_indices = array<i64: 0, 2, 2>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %269 = "stablehlo.reshape"(%268) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %270 = "stablehlo.slice"(%264) {limit_indices = array<i64: 1, 2, 3>, start_indices = array<i64: 0, 1, 2>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %271 = "stablehlo.reshape"(%270) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %272 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %273 = "stablehlo.broadcast_in_dim"(%272) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %274 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %275 = "stablehlo.broadcast_in_dim"(%274) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %276 = "stablehlo.subtract"(%269, %267) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %277 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %278 = "stablehlo.broadcast_in_dim"(%277) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %279 = "stablehlo.multiply"(%278, %271) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %280 = "stablehlo.divide"(%276, %279) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %281 = "stablehlo.compare"(%280, %275) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %282 = "stablehlo.negate"(%273) : (tensor<1xf64>) -> tensor<1xf64>
      %283 = "stablehlo.select"(%281, %282, %273) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %284 = "stablehlo.multiply"(%280, %280) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %285 = "stablehlo.add"(%284, %273) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %286 = "stablehlo.sqrt"(%285) : (tensor<1xf64>) -> tensor<1xf64>
      %287 = "stablehlo.abs"(%280) : (tensor<1xf64>) -> tensor<1xf64>
      %288 = "stablehlo.add"(%287, %286) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %289 = "stablehlo.divide"(%283, %288) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %290 = "stablehlo.compare"(%271, %275) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %291 = "stablehlo.select"(%290, %275, %289) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %292 = "stablehlo.multiply"(%291, %291) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %293 = "stablehlo.add"(%292, %273) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %294 = "stablehlo.sqrt"(%293) : (tensor<1xf64>) -> tensor<1xf64>
      %295 = "stablehlo.divide"(%273, %294) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %296 = "stablehlo.multiply"(%291, %295) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %297 = "stablehlo.subtract"(%295, %273) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %298 = "stablehlo.broadcast_in_dim"(%297) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x5x5xf64>
      %299 = "stablehlo.broadcast_in_dim"(%296) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x5x5xf64>
      %300 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x5x5xi64>
      %301 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x5x5xi64>
      %302 = "stablehlo.compare"(%300, %301) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x5x5xi64>, tensor<1x5x5xi64>) -> tensor<1x5x5xi1>
      %303 = "stablehlo.convert"(%302) : (tensor<1x5x5xi1>) -> tensor<1x5x5xf64>
      %304 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %305 = "stablehlo.broadcast_in_dim"(%304) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %306 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %307 = "stablehlo.broadcast_in_dim"(%306) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %308 = "stablehlo.add"(%305, %307) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %309 = "stablehlo.multiply"(%298, %308) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %310 = "stablehlo.add"(%303, %309) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %311 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %312 = "stablehlo.broadcast_in_dim"(%311) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %313 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %314 = "stablehlo.broadcast_in_dim"(%313) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %315 = "stablehlo.subtract"(%312, %314) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %316 = "stablehlo.multiply"(%299, %315) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %317 = "stablehlo.add"(%310, %316) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %318 = "stablehlo.transpose"(%317) {permutation = array<i64: 0, 2, 1>} : (tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %319 = "stablehlo.dot_general"(%264, %317) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %320 = "stablehlo.dot_general"(%318, %319) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %321 = "stablehlo.dot_general"(%265, %317) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %322 = "stablehlo.slice"(%320) {limit_indices = array<i64: 1, 2, 2>, start_indices = array<i64: 0, 1, 1>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %323 = "stablehlo.reshape"(%322) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %324 = "stablehlo.slice"(%320) {limit_indices = array<i64: 1, 4, 4>, start_indices = array<i64: 0, 3, 3>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %325 = "stablehlo.reshape"(%324) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %326 = "stablehlo.slice"(%320) {limit_indices = array<i64: 1, 2, 4>, start_indices = array<i64: 0, 1, 3>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %327 = "stablehlo.reshape"(%326) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %328 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %329 = "stablehlo.broadcast_in_dim"(%328) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %330 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %331 = "stablehlo.broadcast_in_dim"(%330) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %332 = "stablehlo.subtract"(%325, %323) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %333 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %334 = "stablehlo.broadcast_in_dim"(%333) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %335 = "stablehlo.multiply"(%334, %327) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %336 = "stablehlo.divide"(%332, %335) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %337 = "stablehlo.compare"(%336, %331) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %338 = "stablehlo.negate"(%329) : (tensor<1xf64>) -> tensor<1xf64>
      %339 = "stablehlo.select"(%337, %338, %329) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %340 = "stablehlo.multiply"(%336, %336) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %341 = "stablehlo.add"(%340, %329) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %342 = "stablehlo.sqrt"(%341) : (tensor<1xf64>) -> tensor<1xf64>
      %343 = "stablehlo.abs"(%336) : (tensor<1xf64>) -> tensor<1xf64>
      %344 = "stablehlo.add"(%343, %342) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %345 = "stablehlo.divide"(%339, %344) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %346 = "stablehlo.compare"(%327, %331) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %347 = "stablehlo.select"(%346, %331, %345) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %348 = "stablehlo.multiply"(%347, %347) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %349 = "stablehlo.add"(%348, %329) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %350 = "stablehlo.sqrt"(%349) : (tensor<1xf64>) -> tensor<1xf64>
      %351 = "stablehlo.divide"(%329, %350) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %352 = "stablehlo.multiply"(%347, %351) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %353 = "stablehlo.subtract"(%351, %329) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %354 = "stablehlo.broadcast_in_dim"(%353) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x5x5xf64>
      %355 = "stablehlo.broadcast_in_dim"(%352) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x5x5xf64>
      %356 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x5x5xi64>
      %357 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x5x5xi64>
      %358 = "stablehlo.compare"(%356, %357) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x5x5xi64>, tensor<1x5x5xi64>) -> tensor<1x5x5xi1>
      %359 = "stablehlo.convert"(%358) : (tensor<1x5x5xi1>) -> tensor<1x5x5xf64>
      %360 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %361 = "stablehlo.broadcast_in_dim"(%360) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %362 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %363 = "stablehlo.broadcast_in_dim"(%362) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %364 = "stablehlo.add"(%361, %363) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %365 = "stablehlo.multiply"(%354, %364) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %366 = "stablehlo.add"(%359, %365) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %367 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %368 = "stablehlo.broadcast_in_dim"(%367) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %369 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %370 = "stablehlo.broadcast_in_dim"(%369) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %371 = "stablehlo.subtract"(%368, %370) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %372 = "stablehlo.multiply"(%355, %371) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %373 = "stablehlo.add"(%366, %372) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %374 = "stablehlo.transpose"(%373) {permutation = array<i64: 0, 2, 1>} : (tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %375 = "stablehlo.dot_general"(%320, %373) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %376 = "stablehlo.dot_general"(%374, %375) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %377 = "stablehlo.dot_general"(%321, %373) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %378 = "stablehlo.slice"(%376) {limit_indices = array<i64: 1, 2, 2>, start_indices = array<i64: 0, 1, 1>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %379 = "stablehlo.reshape"(%378) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %380 = "stablehlo.slice"(%376) {limit_indices = array<i64: 1, 5, 5>, start_indices = array<i64: 0, 4, 4>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %381 = "stablehlo.reshape"(%380) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %382 = "stablehlo.slice"(%376) {limit_indices = array<i64: 1, 2, 5>, start_indices = array<i64: 0, 1, 4>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %383 = "stablehlo.reshape"(%382) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %384 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %385 = "stablehlo.broadcast_in_dim"(%384) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %386 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %387 = "stablehlo.broadcast_in_dim"(%386) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %388 = "stablehlo.subtract"(%381, %379) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %389 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %390 = "stablehlo.broadcast_in_dim"(%389) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %391 = "stablehlo.multiply"(%390, %383) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %392 = "stablehlo.divide"(%388, %391) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %393 = "stablehlo.compare"(%392, %387) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %394 = "stablehlo.negate"(%385) : (tensor<1xf64>) -> tensor<1xf64>
      %395 = "stablehlo.select"(%393, %394, %385) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %396 = "stablehlo.multiply"(%392, %392) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %397 = "stablehlo.add"(%396, %385) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %398 = "stablehlo.sqrt"(%397) : (tensor<1xf64>) -> tensor<1xf64>
      %399 = "stablehlo.abs"(%392) : (tensor<1xf64>) -> tensor<1xf64>
      %400 = "stablehlo.add"(%399, %398) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %401 = "stablehlo.divide"(%395, %400) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %402 = "stablehlo.compare"(%383, %387) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %403 = "stablehlo.select"(%402, %387, %401) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %404 = "stablehlo.multiply"(%403, %403) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %405 = "stablehlo.add"(%404, %385) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %406 = "stablehlo.sqrt"(%405) : (tensor<1xf64>) -> tensor<1xf64>
      %407 = "stablehlo.divide"(%385, %406) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %408 = "stablehlo.multiply"(%403, %407) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %409 = "stablehlo.subtract"(%407, %385) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %410 = "stablehlo.broadcast_in_dim"(%409) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x5x5xf64>
      %411 = "stablehlo.broadcast_in_dim"(%408) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x5x5xf64>
      %412 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x5x5xi64>
      %413 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x5x5xi64>
      %414 = "stablehlo.compare"(%412, %413) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x5x5xi64>, tensor<1x5x5xi64>) -> tensor<1x5x5xi1>
      %415 = "stablehlo.convert"(%414) : (tensor<1x5x5xi1>) -> tensor<1x5x5xf64>
      %416 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %417 = "stablehlo.broadcast_in_dim"(%416) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %418 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %419 = "stablehlo.broadcast_in_dim"(%418) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %420 = "stablehlo.add"(%417, %419) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %421 = "stablehlo.multiply"(%410, %420) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %422 = "stablehlo.add"(%415, %421) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %423 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %424 = "stablehlo.broadcast_in_dim"(%423) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %425 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %426 = "stablehlo.broadcast_in_dim"(%425) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %427 = "stablehlo.subtract"(%424, %426) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %428 = "stablehlo.multiply"(%411, %427) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %429 = "stablehlo.add"(%422, %428) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %430 = "stablehlo.transpose"(%429) {permutation = array<i64: 0, 2, 1>} : (tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %431 = "stablehlo.dot_general"(%376, %429) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %432 = "stablehlo.dot_general"(%430, %431) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %433 = "stablehlo.dot_general"(%377, %429) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %434 = "stablehlo.slice"(%432) {limit_indices = array<i64: 1, 3, 3>, start_indices = array<i64: 0, 2, 2>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %435 = "stablehlo.reshape"(%434) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %436 = "stablehlo.slice"(%432) {limit_indices = array<i64: 1, 4, 4>, start_indices = array<i64: 0, 3, 3>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %437 = "stablehlo.reshape"(%436) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %438 = "stablehlo.slice"(%432) {limit_indices = array<i64: 1, 3, 4>, start_indices = array<i64: 0, 2, 3>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %439 = "stablehlo.reshape"(%438) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %440 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %441 = "stablehlo.broadcast_in_dim"(%440) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %442 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %443 = "stablehlo.broadcast_in_dim"(%442) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %444 = "stablehlo.subtract"(%437, %435) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %445 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %446 = "stablehlo.broadcast_in_dim"(%445) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %447 = "stablehlo.multiply"(%446, %439) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %448 = "stablehlo.divide"(%444, %447) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %449 = "stablehlo.compare"(%448, %443) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %450 = "stablehlo.negate"(%441) : (tensor<1xf64>) -> tensor<1xf64>
      %451 = "stablehlo.select"(%449, %450, %441) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %452 = "stablehlo.multiply"(%448, %448) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %453 = "stablehlo.add"(%452, %441) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %454 = "stablehlo.sqrt"(%453) : (tensor<1xf64>) -> tensor<1xf64>
      %455 = "stablehlo.abs"(%448) : (tensor<1xf64>) -> tensor<1xf64>
      %456 = "stablehlo.add"(%455, %454) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %457 = "stablehlo.divide"(%451, %456) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %458 = "stablehlo.compare"(%439, %443) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %459 = "stablehlo.select"(%458, %443, %457) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %460 = "stablehlo.multiply"(%459, %459) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %461 = "stablehlo.add"(%460, %441) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %462 = "stablehlo.sqrt"(%461) : (tensor<1xf64>) -> tensor<1xf64>
      %463 = "stablehlo.divide"(%441, %462) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %464 = "stablehlo.multiply"(%459, %463) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %465 = "stablehlo.subtract"(%463, %441) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %466 = "stablehlo.broadcast_in_dim"(%465) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x5x5xf64>
      %467 = "stablehlo.broadcast_in_dim"(%464) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x5x5xf64>
      %468 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x5x5xi64>
      %469 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x5x5xi64>
      %470 = "stablehlo.compare"(%468, %469) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x5x5xi64>, tensor<1x5x5xi64>) -> tensor<1x5x5xi1>
      %471 = "stablehlo.convert"(%470) : (tensor<1x5x5xi1>) -> tensor<1x5x5xf64>
      %472 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %473 = "stablehlo.broadcast_in_dim"(%472) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %474 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %475 = "stablehlo.broadcast_in_dim"(%474) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %476 = "stablehlo.add"(%473, %475) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %477 = "stablehlo.multiply"(%466, %476) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %478 = "stablehlo.add"(%471, %477) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %479 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %480 = "stablehlo.broadcast_in_dim"(%479) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %481 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %482 = "stablehlo.broadcast_in_dim"(%481) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %483 = "stablehlo.subtract"(%480, %482) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %484 = "stablehlo.multiply"(%467, %483) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %485 = "stablehlo.add"(%478, %484) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %486 = "stablehlo.transpose"(%485) {permutation = array<i64: 0, 2, 1>} : (tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %487 = "stablehlo.dot_general"(%432, %485) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %488 = "stablehlo.dot_general"(%486, %487) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %489 = "stablehlo.dot_general"(%433, %485) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %490 = "stablehlo.slice"(%488) {limit_indices = array<i64: 1, 3, 3>, start_indices = array<i64: 0, 2, 2>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %491 = "stablehlo.reshape"(%490) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %492 = "stablehlo.slice"(%488) {limit_indices = array<i64: 1, 5, 5>, start_indices = array<i64: 0, 4, 4>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %493 = "stablehlo.reshape"(%492) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %494 = "stablehlo.slice"(%488) {limit_indices = array<i64: 1, 3, 5>, start_indices = array<i64: 0, 2, 4>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %495 = "stablehlo.reshape"(%494) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %496 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %497 = "stablehlo.broadcast_in_dim"(%496) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %498 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %499 = "stablehlo.broadcast_in_dim"(%498) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %500 = "stablehlo.subtract"(%493, %491) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %501 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %502 = "stablehlo.broadcast_in_dim"(%501) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %503 = "stablehlo.multiply"(%502, %495) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %504 = "stablehlo.divide"(%500, %503) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %505 = "stablehlo.compare"(%504, %499) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %506 = "stablehlo.negate"(%497) : (tensor<1xf64>) -> tensor<1xf64>
      %507 = "stablehlo.select"(%505, %506, %497) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %508 = "stablehlo.multiply"(%504, %504) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %509 = "stablehlo.add"(%508, %497) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %510 = "stablehlo.sqrt"(%509) : (tensor<1xf64>) -> tensor<1xf64>
      %511 = "stablehlo.abs"(%504) : (tensor<1xf64>) -> tensor<1xf64>
      %512 = "stablehlo.add"(%511, %510) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %513 = "stablehlo.divide"(%507, %512) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %514 = "stablehlo.compare"(%495, %499) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %515 = "stablehlo.select"(%514, %499, %513) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %516 = "stablehlo.multiply"(%515, %515) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %517 = "stablehlo.add"(%516, %497) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %518 = "stablehlo.sqrt"(%517) : (tensor<1xf64>) -> tensor<1xf64>
      %519 = "stablehlo.divide"(%497, %518) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %520 = "stablehlo.multiply"(%515, %519) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %521 = "stablehlo.subtract"(%519, %497) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %522 = "stablehlo.broadcast_in_dim"(%521) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x5x5xf64>
      %523 = "stablehlo.broadcast_in_dim"(%520) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x5x5xf64>
      %524 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x5x5xi64>
      %525 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x5x5xi64>
      %526 = "stablehlo.compare"(%524, %525) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x5x5xi64>, tensor<1x5x5xi64>) -> tensor<1x5x5xi1>
      %527 = "stablehlo.convert"(%526) : (tensor<1x5x5xi1>) -> tensor<1x5x5xf64>
      %528 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %529 = "stablehlo.broadcast_in_dim"(%528) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %530 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %531 = "stablehlo.broadcast_in_dim"(%530) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %532 = "stablehlo.add"(%529, %531) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %533 = "stablehlo.multiply"(%522, %532) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %534 = "stablehlo.add"(%527, %533) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %535 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %536 = "stablehlo.broadcast_in_dim"(%535) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %537 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %538 = "stablehlo.broadcast_in_dim"(%537) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %539 = "stablehlo.subtract"(%536, %538) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %540 = "stablehlo.multiply"(%523, %539) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %541 = "stablehlo.add"(%534, %540) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %542 = "stablehlo.transpose"(%541) {permutation = array<i64: 0, 2, 1>} : (tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %543 = "stablehlo.dot_general"(%488, %541) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %544 = "stablehlo.dot_general"(%542, %543) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %545 = "stablehlo.dot_general"(%489, %541) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %546 = "stablehlo.slice"(%544) {limit_indices = array<i64: 1, 4, 4>, start_indices = array<i64: 0, 3, 3>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %547 = "stablehlo.reshape"(%546) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %548 = "stablehlo.slice"(%544) {limit_indices = array<i64: 1, 5, 5>, start_indices = array<i64: 0, 4, 4>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %549 = "stablehlo.reshape"(%548) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %550 = "stablehlo.slice"(%544) {limit_indices = array<i64: 1, 4, 5>, start_indices = array<i64: 0, 3, 4>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %551 = "stablehlo.reshape"(%550) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %552 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %553 = "stablehlo.broadcast_in_dim"(%552) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %554 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %555 = "stablehlo.broadcast_in_dim"(%554) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %556 = "stablehlo.subtract"(%549, %547) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %557 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %558 = "stablehlo.broadcast_in_dim"(%557) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %559 = "stablehlo.multiply"(%558, %551) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %560 = "stablehlo.divide"(%556, %559) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %561 = "stablehlo.compare"(%560, %555) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %562 = "stablehlo.negate"(%553) : (tensor<1xf64>) -> tensor<1xf64>
      %563 = "stablehlo.select"(%561, %562, %553) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %564 = "stablehlo.multiply"(%560, %560) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %565 = "stablehlo.add"(%564, %553) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %566 = "stablehlo.sqrt"(%565) : (tensor<1xf64>) -> tensor<1xf64>
      %567 = "stablehlo.abs"(%560) : (tensor<1xf64>) -> tensor<1xf64>
      %568 = "stablehlo.add"(%567, %566) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %569 = "stablehlo.divide"(%563, %568) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %570 = "stablehlo.compare"(%551, %555) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %571 = "stablehlo.select"(%570, %555, %569) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %572 = "stablehlo.multiply"(%571, %571) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %573 = "stablehlo.add"(%572, %553) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %574 = "stablehlo.sqrt"(%573) : (tensor<1xf64>) -> tensor<1xf64>
      %575 = "stablehlo.divide"(%553, %574) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %576 = "stablehlo.multiply"(%571, %575) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %577 = "stablehlo.subtract"(%575, %553) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %578 = "stablehlo.broadcast_in_dim"(%577) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x5x5xf64>
      %579 = "stablehlo.broadcast_in_dim"(%576) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x5x5xf64>
      %580 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x5x5xi64>
      %581 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x5x5xi64>
      %582 = "stablehlo.compare"(%580, %581) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x5x5xi64>, tensor<1x5x5xi64>) -> tensor<1x5x5xi1>
      %583 = "stablehlo.convert"(%582) : (tensor<1x5x5xi1>) -> tensor<1x5x5xf64>
      %584 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %585 = "stablehlo.broadcast_in_dim"(%584) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %586 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %587 = "stablehlo.broadcast_in_dim"(%586) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %588 = "stablehlo.add"(%585, %587) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %589 = "stablehlo.multiply"(%578, %588) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %590 = "stablehlo.add"(%583, %589) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %591 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %592 = "stablehlo.broadcast_in_dim"(%591) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %593 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %594 = "stablehlo.broadcast_in_dim"(%593) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %595 = "stablehlo.subtract"(%592, %594) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %596 = "stablehlo.multiply"(%579, %595) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %597 = "stablehlo.add"(%590, %596) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %598 = "stablehlo.transpose"(%597) {permutation = array<i64: 0, 2, 1>} : (tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %599 = "stablehlo.dot_general"(%544, %597) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %600 = "stablehlo.dot_general"(%598, %599) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %601 = "stablehlo.dot_general"(%545, %597) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %602 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
      %603 = "stablehlo.add"(%arg1, %602) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%603, %600, %601) : (tensor<i64>, tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> ()
    }) : (tensor<i64>, tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> (tensor<i64>, tensor<1x5x5xf64>, tensor<1x5x5xf64>)
    %22 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x5x5xi64>
    %23 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x5x5xi64>
    %24 = "stablehlo.compare"(%22, %23) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x5x5xi64>, tensor<1x5x5xi64>) -> tensor<1x5x5xi1>
    %25 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %26 = "stablehlo.broadcast_in_dim"(%25) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x5x5xf64>
    %27 = "stablehlo.select"(%24, %21#1, %26) : (tensor<1x5x5xi1>, tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
    %28 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %29 = "stablehlo.reduce"(%27, %28) ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %42 = "stablehlo.add"(%arg1, %arg2) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%42) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x5x5xf64>, tensor<f64>) -> tensor<1x5xf64>
    %30 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x5xi64>
    %31:2 = "stablehlo.sort"(%29, %30) ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>, %arg3: tensor<i64>, %arg4: tensor<i64>):
      %42 = "stablehlo.compare"(%arg1, %arg2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %43 = "stablehlo.compare"(%arg1, %arg1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %44 = "stablehlo.compare"(%arg2, %arg2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %45 = "stablehlo.not"(%43) : (tensor<i1>) -> tensor<i1>
      %46 = "stablehlo.and"(%45, %44) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %47 = "stablehlo.or"(%42, %46) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%47) : (tensor<i1>) -> ()
    }) {dimension = 1 : i64, is_stable = true} : (tensor<1x5xf64>, tensor<1x5xi64>) -> (tensor<1x5xf64>, tensor<1x5xi64>)
    %32 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1xi64>
    %33 = "stablehlo.broadcast_in_dim"(%32) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi64>) -> tensor<1x5x1xi64>
    %34 = "stablehlo.reshape"(%31#1) : (tensor<1x5xi64>) -> tensor<1x5x1xi64>
    %35 = "stablehlo.concatenate"(%33, %34) {dimension = 2 : i64} : (tensor<1x5x1xi64>, tensor<1x5x1xi64>) -> tensor<1x5x2xi64>
    %36 = "stablehlo.gather"(%21#2, %35) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 2], start_index_map = [0, 2], index_vector_dim = 2>, slice_sizes = array<i64: 1, 5, 1>} : (tensor<1x5x5xf64>, tensor<1x5x2xi64>) -> tensor<1x5x5xf64>
    %37 = "stablehlo.transpose"(%36) {permutation = array<i64: 0, 2, 1>} : (tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
    %38 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %39 = "stablehlo.broadcast_in_dim"(%38) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<0xf32>
    %40 = "stablehlo.convert"(%31#0) : (tensor<1x5xf64>) -> tensor<1x5xf32>
    %41 = "stablehlo.reshape"(%40) : (tensor<1x5xf32>) -> tensor<5xf32>
    return %41, %39 : tensor<5xf32>, tensor<0xf32>
  }
}
