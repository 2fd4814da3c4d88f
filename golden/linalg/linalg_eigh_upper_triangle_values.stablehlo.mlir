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
      %41 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x5x5xi64>
      %42 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x5x5xi64>
      %43 = "stablehlo.compare"(%41, %42) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<1x5x5xi64>, tensor<1x5x5xi64>) -> tensor<1x5x5xi1>
      %44 = "stablehlo.multiply"(%arg2, %arg2) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %45 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %46 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %47 = "stablehlo.broadcast_in_dim"(%46) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x5x5xf64>
      %48 = "stablehlo.select"(%43, %44, %47) : (tensor<1x5x5xi1>, tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %49 = "stablehlo.reduce"(%48, %45) ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        %57 = "stablehlo.add"(%arg4, %arg5) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%57) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x5x5xf64>, tensor<f64>) -> tensor<f64>
      %50 = "stablehlo.reduce"(%44, %45) ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        %57 = "stablehlo.add"(%arg4, %arg5) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%57) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x5x5xf64>, tensor<f64>) -> tensor<f64>
      %51 = "stablehlo.constant"() {value = dense<1.000000e-30> : tensor<f64>} : () -> tensor<f64>
      %52 = "stablehlo.multiply"(%50, %51) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      %53 = "stablehlo.compare"(%49, %52) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %54 = "stablehlo.constant"() {value = dense<40> : tensor<i64>} : () -> tensor<i64>
      %55 = "stablehlo.compare"(%arg1, %54) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %56 = "stablehlo.and"(%53, %55) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%56) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<1x5x5xf64>, %arg3: tensor<1x5x5xf64>):
      %41 = "stablehlo.slice"(%arg2) {limit_indices = array<i64: 1, 1, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %42 = "stablehlo.reshape"(%41) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %43 = "stablehlo.slice"(%arg2) {limit_indices = array<i64: 1, 2, 2>, start_indices = array<i64: 0, 1, 1>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %44 = "stablehlo.reshape"(%43) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %45 = "stablehlo.slice"(%arg2) {limit_indices = array<i64: 1, 1, 2>, start_indices = array<i64: 0, 0, 1>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %46 = "stablehlo.reshape"(%45) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %47 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %48 = "stablehlo.broadcast_in_dim"(%47) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %49 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %50 = "stablehlo.broadcast_in_dim"(%49) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %51 = "stablehlo.subtract"(%44, %42) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %52 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %53 = "stablehlo.broadcast_in_dim"(%52) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %54 = "stablehlo.multiply"(%53, %46) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %55 = "stablehlo.divide"(%51, %54) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %56 = "stablehlo.compare"(%55, %50) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %57 = "stablehlo.negate"(%48) : (tensor<1xf64>) -> tensor<1xf64>
      %58 = "stablehlo.select"(%56, %57, %48) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %59 = "stablehlo.multiply"(%55, %55) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %60 = "stablehlo.add"(%59, %48) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %61 = "stablehlo.sqrt"(%60) : (tensor<1xf64>) -> tensor<1xf64>
      %62 = "stablehlo.abs"(%55) : (tensor<1xf64>) -> tensor<1xf64>
      %63 = "stablehlo.add"(%62, %61) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %64 = "stablehlo.divide"(%58, %63) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %65 = "stablehlo.compare"(%46, %50) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %66 = "stablehlo.select"(%65, %50, %64) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %67 = "stablehlo.multiply"(%66, %66) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %68 = "stablehlo.add"(%67, %48) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %69 = "stablehlo.sqrt"(%68) : (tensor<1xf64>) -> tensor<1xf64>
      %70 = "stablehlo.divide"(%48, %69) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %71 = "stablehlo.multiply"(%66, %70) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %72 = "stablehlo.subtract"(%70, %48) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %73 = "stablehlo.broadcast_in_dim"(%72) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x5x5xf64>
      %74 = "stablehlo.broadcast_in_dim"(%71) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x5x5xf64>
      %75 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x5x5xi64>
      %76 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x5x5xi64>
      %77 = "stablehlo.compare"(%75, %76) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x5x5xi64>, tensor<1x5x5xi64>) -> tensor<1x5x5xi1>
      %78 = "stablehlo.convert"(%77) : (tensor<1x5x5xi1>) -> tensor<1x5x5xf64>
      %79 = "stablehlo.constant"() {value = dense<[[1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %80 = "stablehlo.broadcast_in_dim"(%79) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %81 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %82 = "stablehlo.broadcast_in_dim"(%81) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %83 = "stablehlo.add"(%80, %82) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %84 = "stablehlo.multiply"(%73, %83) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %85 = "stablehlo.add"(%78, %84) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %86 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %87 = "stablehlo.broadcast_in_dim"(%86) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %88 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %89 = "stablehlo.broadcast_in_dim"(%88) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %90 = "stablehlo.subtract"(%87, %89) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %91 = "stablehlo.multiply"(%74, %90) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %92 = "stablehlo.add"(%85, %91) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %93 = "stablehlo.transpose"(%92) {permutation = array<i64: 0, 2, 1>} : (tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %94 = "stablehlo.dot_general"(%arg2, %92) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %95 = "stablehlo.dot_general"(%93, %94) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %96 = "stablehlo.dot_general"(%arg3, %92) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %97 = "stablehlo.slice"(%95) {limit_indices = array<i64: 1, 1, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %98 = "stablehlo.reshape"(%97) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %99 = "stablehlo.slice"(%95) {limit_indices = array<i64: 1, 3, 3>, start_indices = array<i64: 0, 2, 2>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %100 = "stablehlo.reshape"(%99) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %101 = "stablehlo.slice"(%95) {limit_indices = array<i64: 1, 1, 3>, start_indices = array<i64: 0, 0, 2>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %102 = "stablehlo.reshape"(%101) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %103 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %104 = "stablehlo.broadcast_in_dim"(%103) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %105 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %106 = "stablehlo.broadcast_in_dim"(%105) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %107 = "stablehlo.subtract"(%100, %98) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %108 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %109 = "stablehlo.broadcast_in_dim"(%108) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %110 = "stablehlo.multiply"(%109, %102) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %111 = "stablehlo.divide"(%107, %110) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %112 = "stablehlo.compare"(%111, %106) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %113 = "stablehlo.negate"(%104) : (tensor<1xf64>) -> tensor<1xf64>
      %114 = "stablehlo.select"(%112, %113, %104) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %115 = "stablehlo.multiply"(%111, %111) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %116 = "stablehlo.add"(%115, %104) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %117 = "stablehlo.sqrt"(%116) : (tensor<1xf64>) -> tensor<1xf64>
      %118 = "stablehlo.abs"(%111) : (tensor<1xf64>) -> tensor<1xf64>
      %119 = "stablehlo.add"(%118, %117) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %120 = "stablehlo.divide"(%114, %119) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %121 = "stablehlo.compare"(%102, %106) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %122 = "stablehlo.select"(%121, %106, %120) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %123 = "stablehlo.multiply"(%122, %122) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %124 = "stablehlo.add"(%123, %104) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %125 = "stablehlo.sqrt"(%124) : (tensor<1xf64>) -> tensor<1xf64>
      %126 = "stablehlo.divide"(%104, %125) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %127 = "stablehlo.multiply"(%122, %126) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %128 = "stablehlo.subtract"(%126, %104) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %129 = "stablehlo.broadcast_in_dim"(%128) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x5x5xf64>
      %130 = "stablehlo.broadcast_in_dim"(%127) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x5x5xf64>
      %131 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x5x5xi64>
      %132 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x5x5xi64>
      %133 = "stablehlo.compare"(%131, %132) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x5x5xi64>, tensor<1x5x5xi64>) -> tensor<1x5x5xi1>
      %134 = "stablehlo.convert"(%133) : (tensor<1x5x5xi1>) -> tensor<1x5x5xf64>
      %135 = "stablehlo.constant"() {value = dense<[[1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %136 = "stablehlo.broadcast_in_dim"(%135) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %137 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %138 = "stablehlo.broadcast_in_dim"(%137) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %139 = "stablehlo.add"(%136, %138) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %140 = "stablehlo.multiply"(%129, %139) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %141 = "stablehlo.add"(%134, %140) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %142 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %143 = "stablehlo.broadcast_in_dim"(%142) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %144 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %145 = "stablehlo.broadcast_in_dim"(%144) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %146 = "stablehlo.subtract"(%143, %145) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %147 = "stablehlo.multiply"(%130, %146) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %148 = "stablehlo.add"(%141, %147) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %149 = "stablehlo.transpose"(%148) {permutation = array<i64: 0, 2, 1>} : (tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %150 = "stablehlo.dot_general"(%95, %148) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %151 = "stablehlo.dot_general"(%149, %150) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %152 = "stablehlo.dot_general"(%96, %148) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %153 = "stablehlo.slice"(%151) {limit_indices = array<i64: 1, 1, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %154 = "stablehlo.reshape"(%153) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %155 = "stablehlo.slice"(%151) {limit_indices = array<i64: 1, 4, 4>, start_indices = array<i64: 0, 3, 3>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %156 = "stablehlo.reshape"(%155) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %157 = "stablehlo.slice"(%151) {limit_indices = array<i64: 1, 1, 4>, start_indices = array<i64: 0, 0, 3>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %158 = "stablehlo.reshape"(%157) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %159 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %160 = "stablehlo.broadcast_in_dim"(%159) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %161 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %162 = "stablehlo.broadcast_in_dim"(%161) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %163 = "stablehlo.subtract"(%156, %154) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %164 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %165 = "stablehlo.broadcast_in_dim"(%164) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %166 = "stablehlo.multiply"(%165, %158) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %167 = "stablehlo.divide"(%163, %166) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %168 = "stablehlo.compare"(%167, %162) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %169 = "stablehlo.negate"(%160) : (tensor<1xf64>) -> tensor<1xf64>
      %170 = "stablehlo.select"(%168, %169, %160) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %171 = "stablehlo.multiply"(%167, %167) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %172 = "stablehlo.add"(%171, %160) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %173 = "stablehlo.sqrt"(%172) : (tensor<1xf64>) -> tensor<1xf64>
      %174 = "stablehlo.abs"(%167) : (tensor<1xf64>) -> tensor<1xf64>
      %175 = "stablehlo.add"(%174, %173) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %176 = "stablehlo.divide"(%170, %175) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %177 = "stablehlo.compare"(%158, %162) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %178 = "stablehlo.select"(%177, %162, %176) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %179 = "stablehlo.multiply"(%178, %178) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %180 = "stablehlo.add"(%179, %160) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %181 = "stablehlo.sqrt"(%180) : (tensor<1xf64>) -> tensor<1xf64>
      %182 = "stablehlo.divide"(%160, %181) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %183 = "stablehlo.multiply"(%178, %182) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %184 = "stablehlo.subtract"(%182, %160) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %185 = "stablehlo.broadcast_in_dim"(%184) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x5x5xf64>
      %186 = "stablehlo.broadcast_in_dim"(%183) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x5x5xf64>
      %187 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x5x5xi64>
      %188 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x5x5xi64>
      %189 = "stablehlo.compare"(%187, %188) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x5x5xi64>, tensor<1x5x5xi64>) -> tensor<1x5x5xi1>
      %190 = "stablehlo.convert"(%189) : (tensor<1x5x5xi1>) -> tensor<1x5x5xf64>
      %191 = "stablehlo.constant"() {value = dense<[[1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %192 = "stablehlo.broadcast_in_dim"(%191) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %193 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %194 = "stablehlo.broadcast_in_dim"(%193) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %195 = "stablehlo.add"(%192, %194) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %196 = "stablehlo.multiply"(%185, %195) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %197 = "stablehlo.add"(%190, %196) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %198 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %199 = "stablehlo.broadcast_in_dim"(%198) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %200 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %201 = "stablehlo.broadcast_in_dim"(%200) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %202 = "stablehlo.subtract"(%199, %201) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %203 = "stablehlo.multiply"(%186, %202) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %204 = "stablehlo.add"(%197, %203) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %205 = "stablehlo.transpose"(%204) {permutation = array<i64: 0, 2, 1>} : (tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %206 = "stablehlo.dot_general"(%151, %204) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %207 = "stablehlo.dot_general"(%205, %206) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %208 = "stablehlo.dot_general"(%152, %204) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %209 = "stablehlo.slice"(%207) {limit_indices = array<i64: 1, 1, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %210 = "stablehlo.reshape"(%209) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %211 = "stablehlo.slice"(%207) {limit_indices = array<i64: 1, 5, 5>, start_indices = array<i64: 0, 4, 4>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %212 = "stablehlo.reshape"(%211) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %213 = "stablehlo.slice"(%207) {limit_indices = array<i64: 1, 1, 5>, start_indices = array<i64: 0, 0, 4>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %214 = "stablehlo.reshape"(%213) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %215 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %216 = "stablehlo.broadcast_in_dim"(%215) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %217 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %218 = "stablehlo.broadcast_in_dim"(%217) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %219 = "stablehlo.subtract"(%212, %210) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %220 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %221 = "stablehlo.broadcast_in_dim"(%220) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %222 = "stablehlo.multiply"(%221, %214) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %223 = "stablehlo.divide"(%219, %222) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %224 = "stablehlo.compare"(%223, %218) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %225 = "stablehlo.negate"(%216) : (tensor<1xf64>) -> tensor<1xf64>
      %226 = "stablehlo.select"(%224, %225, %216) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %227 = "stablehlo.multiply"(%223, %223) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %228 = "stablehlo.add"(%227, %216) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %229 = "stablehlo.sqrt"(%228) : (tensor<1xf64>) -> tensor<1xf64>
      %230 = "stablehlo.abs"(%223) : (tensor<1xf64>) -> tensor<1xf64>
      %231 = "stablehlo.add"(%230, %229) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %232 = "stablehlo.divide"(%226, %231) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %233 = "stablehlo.compare"(%214, %218) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %234 = "stablehlo.select"(%233, %218, %232) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %235 = "stablehlo.multiply"(%234, %234) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %236 = "stablehlo.add"(%235, %216) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %237 = "stablehlo.sqrt"(%236) : (tensor<1xf64>) -> tensor<1xf64>
      %238 = "stablehlo.divide"(%216, %237) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %239 = "stablehlo.multiply"(%234, %238) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %240 = "stablehlo.subtract"(%238, %216) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %241 = "stablehlo.broadcast_in_dim"(%240) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x5x5xf64>
      %242 = "stablehlo.broadcast_in_dim"(%239) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x5x5xf64>
      %243 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x5x5xi64>
      %244 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x5x5xi64>
      %245 = "stablehlo.compare"(%243, %244) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x5x5xi64>, tensor<1x5x5xi64>) -> tensor<1x5x5xi1>
      %246 = "stablehlo.convert"(%245) : (tensor<1x5x5xi1>) -> tensor<1x5x5xf64>
      %247 = "stablehlo.constant"() {value = dense<[[1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %248 = "stablehlo.broadcast_in_dim"(%247) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %249 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %250 = "stablehlo.broadcast_in_dim"(%249) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %251 = "stablehlo.add"(%248, %250) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %252 = "stablehlo.multiply"(%241, %251) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %253 = "stablehlo.add"(%246, %252) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %254 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %255 = "stablehlo.broadcast_in_dim"(%254) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %256 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %257 = "stablehlo.broadcast_in_dim"(%256) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %258 = "stablehlo.subtract"(%255, %257) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %259 = "stablehlo.multiply"(%242, %258) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %260 = "stablehlo.add"(%253, %259) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %261 = "stablehlo.transpose"(%260) {permutation = array<i64: 0, 2, 1>} : (tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %262 = "stablehlo.dot_general"(%207, %260) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %263 = "stablehlo.dot_general"(%261, %262) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %264 = "stablehlo.dot_general"(%208, %260) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %265 = "stablehlo.slice"(%263) {limit_indices = array<i64: 1, 2, 2>, start_indices = array<i64: 0, 1, 1>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %266 = "stablehlo.reshape"(%265) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %267 = "stablehlo.slice"(%263) {limit_indices = array<i64: 1, 3, 3>, start_indices = array<i64: 0, 2, 2>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %268 = "stablehlo.reshape"(%267) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %269 = "stablehlo.slice"(%263) {limit_indices = array<i64: 1, 2, 3>, start_indices = array<i64: 0, 1, 2>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %270 = "stablehlo.reshape"(%269) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %271 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %272 = "stablehlo.broadcast_in_dim"(%271) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %273 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %274 = "stablehlo.broadcast_in_dim"(%273) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %275 = "stablehlo.subtract"(%268, %266) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %276 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %277 = "stablehlo.broadcast_in_dim"(%276) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %278 = "stablehlo.multiply"(%277, %270) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %279 = "stablehlo.divide"(%275, %278) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %280 = "stablehlo.compare"(%279, %274) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %281 = "stablehlo.negate"(%272) : (tensor<1xf64>) -> tensor<1xf64>
      %282 = "stablehlo.select"(%280, %281, %272) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %283 = "stablehlo.multiply"(%279, %279) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %284 = "stablehlo.add"(%283, %272) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %285 = "stablehlo.sqrt"(%284) : (tensor<1xf64>) -> tensor<1xf64>
      %286 = "stablehlo.abs"(%279) : (tensor<1xf64>) -> tensor<1xf64>
      %287 = "stablehlo.add"(%286, %285) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %288 = "stablehlo.divide"(%282, %287) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %289 = "stablehlo.compare"(%270, %274) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %290 = "stablehlo.select"(%289, %274, %288) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %291 = "stablehlo.multiply"(%290, %290) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %292 = "stablehlo.add"(%291, %272) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %293 = "stablehlo.sqrt"(%292) : (tensor<1xf64>) -> tensor<1xf64>
      %294 = "stablehlo.divide"(%272, %293) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %295 = "stablehlo.multiply"(%290, %294) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %296 = "stablehlo.subtract"(%294, %272) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %297 = "stablehlo.broadcast_in_dim"(%296) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x5x5xf64>
      %298 = "stablehlo.broadcast_in_dim"(%295) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x5x5xf64>
      %299 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x5x5xi64>
      %300 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x5x5xi64>
      %301 = "stablehlo.compare"(%299, %300) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x5x5xi64>, tensor<1x5x5xi64>) -> tensor<1x5x5xi1>
      %302 = "stablehlo.convert"(%301) : (tensor<1x5x5xi1>) -> tensor<1x5x5xf64>
      %303 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %304 = "stablehlo.broadcast_in_dim"(%303) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %305 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %306 = "stablehlo.broadcast_in_dim"(%305) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %307 = "stablehlo.add"(%304, %306) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %308 = "stablehlo.multiply"(%297, %307) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %309 = "stablehlo.add"(%302, %308) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %310 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %311 = "stablehlo.broadcast_in_dim"(%310) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %312 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %313 = "stablehlo.broadcast_in_dim"(%312) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %314 = "stablehlo.subtract"(%311, %313) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %315 = "stablehlo.multiply"(%298, %314) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %316 = "stablehlo.add"(%309, %315) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %317 = "stablehlo.transpose"(%316) {permutation = array<i64: 0, 2, 1>} : (tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %318 = "stablehlo.dot_general"(%263, %316) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %319 = "stablehlo.dot_general"(%317, %318) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %320 = "stablehlo.dot_general"(%264, %316) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %321 = "stablehlo.slice"(%319) {limit_indices = array<i64: 1, 2, 2>, start_indices = array<i64: 0, 1, 1>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %322 = "stablehlo.reshape"(%321) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %323 = "stablehlo.slice"(%319) {limit_indices = array<i64: 1, 4, 4>, start_indices = array<i64: 0, 3, 3>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %324 = "stablehlo.reshape"(%323) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %325 = "stablehlo.slice"(%319) {limit_indices = array<i64: 1, 2, 4>, start_indices = array<i64: 0, 1, 3>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %326 = "stablehlo.reshape"(%325) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %327 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %328 = "stablehlo.broadcast_in_dim"(%327) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %329 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %330 = "stablehlo.broadcast_in_dim"(%329) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %331 = "stablehlo.subtract"(%324, %322) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %332 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %333 = "stablehlo.broadcast_in_dim"(%332) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %334 = "stablehlo.multiply"(%333, %326) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %335 = "stablehlo.divide"(%331, %334) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %336 = "stablehlo.compare"(%335, %330) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %337 = "stablehlo.negate"(%328) : (tensor<1xf64>) -> tensor<1xf64>
      %338 = "stablehlo.select"(%336, %337, %328) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %339 = "stablehlo.multiply"(%335, %335) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %340 = "stablehlo.add"(%339, %328) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %341 = "stablehlo.sqrt"(%340) : (tensor<1xf64>) -> tensor<1xf64>
      %342 = "stablehlo.abs"(%335) : (tensor<1xf64>) -> tensor<1xf64>
      %343 = "stablehlo.add"(%342, %341) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %344 = "stablehlo.divide"(%338, %343) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %345 = "stablehlo.compare"(%326, %330) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %346 = "stablehlo.select"(%345, %330, %344) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %347 = "stablehlo.multiply"(%346, %346) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %348 = "stablehlo.add"(%347, %328) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %349 = "stablehlo.sqrt"(%348) : (tensor<1xf64>) -> tensor<1xf64>
      %350 = "stablehlo.divide"(%328, %349) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %351 = "stablehlo.multiply"(%346, %350) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %352 = "stablehlo.subtract"(%350, %328) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %353 = "stablehlo.broadcast_in_dim"(%352) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x5x5xf64>
      %354 = "stablehlo.broadcast_in_dim"(%351) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x5x5xf64>
      %355 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x5x5xi64>
      %356 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x5x5xi64>
      %357 = "stablehlo.compare"(%355, %356) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x5x5xi64>, tensor<1x5x5xi64>) -> tensor<1x5x5xi1>
      %358 = "stablehlo.convert"(%357) : (tensor<1x5x5xi1>) -> tensor<1x5x5xf64>
      %359 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %360 = "stablehlo.broadcast_in_dim"(%359) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %361 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %362 = "stablehlo.broadcast_in_dim"(%361) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %363 = "stablehlo.add"(%360, %362) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %364 = "stablehlo.multiply"(%353, %363) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %365 = "stablehlo.add"(%358, %364) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %366 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %367 = "stablehlo.broadcast_in_dim"(%366) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %368 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %369 = "stablehlo.broadcast_in_dim"(%368) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %370 = "stablehlo.subtract"(%367, %369) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %371 = "stablehlo.multiply"(%354, %370) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %372 = "stablehlo.add"(%365, %371) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %373 = "stablehlo.transpose"(%372) {permutation = array<i64: 0, 2, 1>} : (tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %374 = "stablehlo.dot_general"(%319, %372) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %375 = "stablehlo.dot_general"(%373, %374) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %376 = "stablehlo.dot_general"(%320, %372) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %377 = "stablehlo.slice"(%375) {limit_indices = array<i64: 1, 2, 2>, start_indices = array<i64: 0, 1, 1>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %378 = "stablehlo.reshape"(%377) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %379 = "stablehlo.slice"(%375) {limit_indices = array<i64: 1, 5, 5>, start_indices = array<i64: 0, 4, 4>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %380 = "stablehlo.reshape"(%379) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %381 = "stablehlo.slice"(%375) {limit_indices = array<i64: 1, 2, 5>, start_indices = array<i64: 0, 1, 4>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %382 = "stablehlo.reshape"(%381) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %383 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %384 = "stablehlo.broadcast_in_dim"(%383) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %385 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %386 = "stablehlo.broadcast_in_dim"(%385) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %387 = "stablehlo.subtract"(%380, %378) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %388 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %389 = "stablehlo.broadcast_in_dim"(%388) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %390 = "stablehlo.multiply"(%389, %382) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %391 = "stablehlo.divide"(%387, %390) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %392 = "stablehlo.compare"(%391, %386) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %393 = "stablehlo.negate"(%384) : (tensor<1xf64>) -> tensor<1xf64>
      %394 = "stablehlo.select"(%392, %393, %384) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %395 = "stablehlo.multiply"(%391, %391) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %396 = "stablehlo.add"(%395, %384) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %397 = "stablehlo.sqrt"(%396) : (tensor<1xf64>) -> tensor<1xf64>
      %398 = "stablehlo.abs"(%391) : (tensor<1xf64>) -> tensor<1xf64>
      %399 = "stablehlo.add"(%398, %397) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %400 = "stablehlo.divide"(%394, %399) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %401 = "stablehlo.compare"(%382, %386) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %402 = "stablehlo.select"(%401, %386, %400) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %403 = "stablehlo.multiply"(%402, %402) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %404 = "stablehlo.add"(%403, %384) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %405 = "stablehlo.sqrt"(%404) : (tensor<1xf64>) -> tensor<1xf64>
      %406 = "stablehlo.divide"(%384, %405) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %407 = "stablehlo.multiply"(%402, %406) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %408 = "stablehlo.subtract"(%406, %384) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %409 = "stablehlo.broadcast_in_dim"(%408) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x5x5xf64>
      %410 = "stablehlo.broadcast_in_dim"(%407) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x5x5xf64>
      %411 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x5x5xi64>
      %412 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x5x5xi64>
      %413 = "stablehlo.compare"(%411, %412) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x5x5xi64>, tensor<1x5x5xi64>) -> tensor<1x5x5xi1>
      %414 = "stablehlo.convert"(%413) : (tensor<1x5x5xi1>) -> tensor<1x5x5xf64>
      %415 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %416 = "stablehlo.broadcast_in_dim"(%415) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %417 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %418 = "stablehlo.broadcast_in_dim"(%417) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %419 = "stablehlo.add"(%416, %418) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %420 = "stablehlo.multiply"(%409, %419) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %421 = "stablehlo.add"(%414, %420) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %422 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %423 = "stablehlo.broadcast_in_dim"(%422) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %424 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %425 = "stablehlo.broadcast_in_dim"(%424) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %426 = "stablehlo.subtract"(%423, %425) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %427 = "stablehlo.multiply"(%410, %426) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %428 = "stablehlo.add"(%421, %427) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %429 = "stablehlo.transpose"(%428) {permutation = array<i64: 0, 2, 1>} : (tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %430 = "stablehlo.dot_general"(%375, %428) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %431 = "stablehlo.dot_general"(%429, %430) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %432 = "stablehlo.dot_general"(%376, %428) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %433 = "stablehlo.slice"(%431) {limit_indices = array<i64: 1, 3, 3>, start_indices = array<i64: 0, 2, 2>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %434 = "stablehlo.reshape"(%433) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %435 = "stablehlo.slice"(%431) {limit_indices = array<i64: 1, 4, 4>, start_indices = array<i64: 0, 3, 3>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %436 = "stablehlo.reshape"(%435) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %437 = "stablehlo.slice"(%431) {limit_indices = array<i64: 1, 3, 4>, start_indices = array<i64: 0, 2, 3>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %438 = "stablehlo.reshape"(%437) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %439 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %440 = "stablehlo.broadcast_in_dim"(%439) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %441 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %442 = "stablehlo.broadcast_in_dim"(%441) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %443 = "stablehlo.subtract"(%436, %434) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %444 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %445 = "stablehlo.broadcast_in_dim"(%444) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %446 = "stablehlo.multiply"(%445, %438) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %447 = "stablehlo.divide"(%443, %446) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %448 = "stablehlo.compare"(%447, %442) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %449 = "stablehlo.negate"(%440) : (tensor<1xf64>) -> tensor<1xf64>
      %450 = "stablehlo.select"(%448, %449, %440) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %451 = "stablehlo.multiply"(%447, %447) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %452 = "stablehlo.add"(%451, %440) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %453 = "stablehlo.sqrt"(%452) : (tensor<1xf64>) -> tensor<1xf64>
      %454 = "stablehlo.abs"(%447) : (tensor<1xf64>) -> tensor<1xf64>
      %455 = "stablehlo.add"(%454, %453) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %456 = "stablehlo.divide"(%450, %455) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %457 = "stablehlo.compare"(%438, %442) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %458 = "stablehlo.select"(%457, %442, %456) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %459 = "stablehlo.multiply"(%458, %458) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %460 = "stablehlo.add"(%459, %440) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %461 = "stablehlo.sqrt"(%460) : (tensor<1xf64>) -> tensor<1xf64>
      %462 = "stablehlo.divide"(%440, %461) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %463 = "stablehlo.multiply"(%458, %462) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %464 = "stablehlo.subtract"(%462, %440) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %465 = "stablehlo.broadcast_in_dim"(%464) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x5x5xf64>
      %466 = "stablehlo.broadcast_in_dim"(%463) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x5x5xf64>
      %467 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x5x5xi64>
      %468 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x5x5xi64>
      %469 = "stablehlo.compare"(%467, %468) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x5x5xi64>, tensor<1x5x5xi64>) -> tensor<1x5x5xi1>
      %470 = "stablehlo.convert"(%469) : (tensor<1x5x5xi1>) -> tensor<1x5x5xf64>
      %471 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %472 = "stablehlo.broadcast_in_dim"(%471) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %473 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %474 = "stablehlo.broadcast_in_dim"(%473) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %475 = "stablehlo.add"(%472, %474) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %476 = "stablehlo.multiply"(%465, %475) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %477 = "stablehlo.add"(%470, %476) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %478 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %479 = "stablehlo.broadcast_in_dim"(%478) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %480 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %481 = "stablehlo.broadcast_in_dim"(%480) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %482 = "stablehlo.subtract"(%479, %481) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %483 = "stablehlo.multiply"(%466, %482) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %484 = "stablehlo.add"(%477, %483) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %485 = "stablehlo.transpose"(%484) {permutation = array<i64: 0, 2, 1>} : (tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %486 = "stablehlo.dot_general"(%431, %484) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %487 = "stablehlo.dot_general"(%485, %486) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %488 = "stablehlo.dot_general"(%432, %484) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %489 = "stablehlo.slice"(%487) {limit_indices = array<i64: 1, 3, 3>, start_indices = array<i64: 0, 2, 2>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %490 = "stablehlo.reshape"(%489) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %491 = "stablehlo.slice"(%487) {limit_indices = array<i64: 1, 5, 5>, start_indices = array<i64: 0, 4, 4>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %492 = "stablehlo.reshape"(%491) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %493 = "stablehlo.slice"(%487) {limit_indices = array<i64: 1, 3, 5>, start_indices = array<i64: 0, 2, 4>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %494 = "stablehlo.reshape"(%493) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %495 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %496 = "stablehlo.broadcast_in_dim"(%495) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %497 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %498 = "stablehlo.broadcast_in_dim"(%497) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %499 = "stablehlo.subtract"(%492, %490) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %500 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %501 = "stablehlo.broadcast_in_dim"(%500) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %502 = "stablehlo.multiply"(%501, %494) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %503 = "stablehlo.divide"(%499, %502) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %504 = "stablehlo.compare"(%503, %498) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %505 = "stablehlo.negate"(%496) : (tensor<1xf64>) -> tensor<1xf64>
      %506 = "stablehlo.select"(%504, %505, %496) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %507 = "stablehlo.multiply"(%503, %503) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %508 = "stablehlo.add"(%507, %496) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %509 = "stablehlo.sqrt"(%508) : (tensor<1xf64>) -> tensor<1xf64>
      %510 = "stablehlo.abs"(%503) : (tensor<1xf64>) -> tensor<1xf64>
      %511 = "stablehlo.add"(%510, %509) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %512 = "stablehlo.divide"(%506, %511) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %513 = "stablehlo.compare"(%494, %498) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %514 = "stablehlo.select"(%513, %498, %512) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %515 = "stablehlo.multiply"(%514, %514) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %516 = "stablehlo.add"(%515, %496) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %517 = "stablehlo.sqrt"(%516) : (tensor<1xf64>) -> tensor<1xf64>
      %518 = "stablehlo.divide"(%496, %517) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %519 = "stablehlo.multiply"(%514, %518) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %520 = "stablehlo.subtract"(%518, %496) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %521 = "stablehlo.broadcast_in_dim"(%520) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x5x5xf64>
      %522 = "stablehlo.broadcast_in_dim"(%519) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x5x5xf64>
      %523 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x5x5xi64>
      %524 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x5x5xi64>
      %525 = "stablehlo.compare"(%523, %524) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x5x5xi64>, tensor<1x5x5xi64>) -> tensor<1x5x5xi1>
      %526 = "stablehlo.convert"(%525) : (tensor<1x5x5xi1>) -> tensor<1x5x5xf64>
      %527 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %528 = "stablehlo.broadcast_in_dim"(%527) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %529 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %530 = "stablehlo.broadcast_in_dim"(%529) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %531 = "stablehlo.add"(%528, %530) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %532 = "stablehlo.multiply"(%521, %531) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %533 = "stablehlo.add"(%526, %532) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %534 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %535 = "stablehlo.broadcast_in_dim"(%534) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %536 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %537 = "stablehlo.broadcast_in_dim"(%536) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %538 = "stablehlo.subtract"(%535, %537) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %539 = "stablehlo.multiply"(%522, %538) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %540 = "stablehlo.add"(%533, %539) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %541 = "stablehlo.transpose"(%540) {permutation = array<i64: 0, 2, 1>} : (tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %542 = "stablehlo.dot_general"(%487, %540) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %543 = "stablehlo.dot_general"(%541, %542) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %544 = "stablehlo.dot_general"(%488, %540) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %545 = "stablehlo.slice"(%543) {limit_indices = array<i64: 1, 4, 4>, start_indices = array<i64: 0, 3, 3>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %546 = "stablehlo.reshape"(%545) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %547 = "stablehlo.slice"(%543) {limit_indices = array<i64: 1, 5, 5>, start_indices = array<i64: 0, 4, 4>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %548 = "stablehlo.reshape"(%547) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %549 = "stablehlo.slice"(%543) {limit_indices = array<i64: 1, 4, 5>, start_indices = array<i64: 0, 3, 4>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x5xf64>) -> tensor<1x1x1xf64>
      %550 = "stablehlo.reshape"(%549) : (tensor<1x1x1xf64>) -> tensor<1xf64>
      %551 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %552 = "stablehlo.broadcast_in_dim"(%551) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %553 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %554 = "stablehlo.broadcast_in_dim"(%553) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %555 = "stablehlo.subtract"(%548, %546) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %556 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %557 = "stablehlo.broadcast_in_dim"(%556) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %558 = "stablehlo.multiply"(%557, %550) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %559 = "stablehlo.divide"(%555, %558) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %560 = "stablehlo.compare"(%559, %554) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %561 = "stablehlo.negate"(%552) : (tensor<1xf64>) -> tensor<1xf64>
      %562 = "stablehlo.select"(%560, %561, %552) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %563 = "stablehlo.multiply"(%559, %559) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %564 = "stablehlo.add"(%563, %552) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %565 = "stablehlo.sqrt"(%564) : (tensor<1xf64>) -> tensor<1xf64>
      %566 = "stablehlo.abs"(%559) : (tensor<1xf64>) -> tensor<1xf64>
      %567 = "stablehlo.add"(%566, %565) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %568 = "stablehlo.divide"(%562, %567) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %569 = "stablehlo.compare"(%550, %554) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %570 = "stablehlo.select"(%569, %554, %568) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %571 = "stablehlo.multiply"(%570, %570) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %572 = "stablehlo.add"(%571, %552) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %573 = "stablehlo.sqrt"(%572) : (tensor<1xf64>) -> tensor<1xf64>
      %574 = "stablehlo.divide"(%552, %573) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %575 = "stablehlo.multiply"(%570, %574) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %576 = "stablehlo.subtract"(%574, %552) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %577 = "stablehlo.broadcast_in_dim"(%576) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x5x5xf64>
      %578 = "stablehlo.broadcast_in_dim"(%575) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x5x5xf64>
      %579 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x5x5xi64>
      %580 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x5x5xi64>
      %581 = "stablehlo.compare"(%579, %580) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x5x5xi64>, tensor<1x5x5xi64>) -> tensor<1x5x5xi1>
      %582 = "stablehlo.convert"(%581) : (tensor<1x5x5xi1>) -> tensor<1x5x5xf64>
      %583 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %584 = "stablehlo.broadcast_in_dim"(%583) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %585 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %586 = "stablehlo.broadcast_in_dim"(%585) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %587 = "stablehlo.add"(%584, %586) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %588 = "stablehlo.multiply"(%577, %587) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %589 = "stablehlo.add"(%582, %588) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %590 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %591 = "stablehlo.broadcast_in_dim"(%590) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %592 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00]]> : tensor<5x5xf64>} : () -> tensor<5x5xf64>
      %593 = "stablehlo.broadcast_in_dim"(%592) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x5xf64>) -> tensor<1x5x5xf64>
      %594 = "stablehlo.subtract"(%591, %593) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %595 = "stablehlo.multiply"(%578, %594) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %596 = "stablehlo.add"(%589, %595) : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %597 = "stablehlo.transpose"(%596) {permutation = array<i64: 0, 2, 1>} : (tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %598 = "stablehlo.dot_general"(%543, %596) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %599 = "stablehlo.dot_general"(%597, %598) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %600 = "stablehlo.dot_general"(%544, %596) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> tensor<1x5x5xf64>
      %601 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
      %602 = "stablehlo.add"(%arg1, %601) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%602, %599, %600) : (tensor<i64>, tensor<1x5x5xf64>, tensor<1x5x5xf64>) -> ()
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
      %41 = "stablehlo.add"(%arg1, %arg2) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%41) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x5x5xf64>, tensor<f64>) -> tensor<1x5xf64>
    %30 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x5xi64>
    %31:2 = "stablehlo.sort"(%29, %30) ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>, %arg3: tensor<i64>, %arg4: tensor<i64>):
      %41 = "stablehlo.compare"(%arg1, %arg2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %42 = "stablehlo.compare"(%arg1, %arg1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %43 = "stablehlo.compare"(%arg2, %arg2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %44 = "stablehlo.not"(%42) : (tensor<i1>) -> tensor<i1>
      %45 = "stablehlo.and"(%44, %43) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %46 = "stablehlo.or"(%41, %45) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%46) : (tensor<i1>) -> ()
    }) {dimension = 1 : i64, is_stable = true} : (tensor<1x5xf64>, tensor<1x5xi64>) -> (tensor<1x5xf64>, tensor<1x5xi64>)
    %32 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1xi64>
    %33 = "stablehlo.broadcast_in_dim"(%32) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi64>) -> tensor<1x5x1xi64>
    %34 = "stablehlo.reshape"(%31#1) : (tensor<1x5xi64>) -> tensor<1x5x1xi64>
    %35 = "stablehlo.concatenate"(%33, %34) {dimension = 2 : i64} : (tensor<1x5x1xi64>, tensor<1x5x1xi64>) -> tensor<1x5x2xi64>
    %36 = "stablehlo.gather"(%21#2, %35) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 2], start_index_map = [0, 2], index_vector_dim = 2>, slice_sizes = array<i64: 1, 5, 1>} : (tensor<1x5x5xf64>, tensor<1x5x2xi64>) -> tensor<1x5x5xf64>
    %37 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %38 = "stablehlo.broadcast_in_dim"(%37) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<0xf32>
    %39 = "stablehlo.convert"(%31#0) : (tensor<1x5xf64>) -> tensor<1x5xf32>
    %40 = "stablehlo.reshape"(%39) : (tensor<1x5xf32>) -> tensor<5xf32>
    return %40, %38 : tensor<5xf32>, tensor<0xf32>
  }
}
