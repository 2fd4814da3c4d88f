module {
  func.func @main(%arg0: tensor<2x4x4xf32>) -> (tensor<2x4xf32>, tensor<0xf32>) {
    %0 = "stablehlo.convert"(%arg0) : (tensor<2x4x4xf32>) -> tensor<2x4x4xf64>
    %1 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x4x4xi64>
    %2 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x4x4xi64>
    %3 = "stablehlo.compare"(%1, %2) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<2x4x4xi64>, tensor<2x4x4xi64>) -> tensor<2x4x4xi1>
    %4 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2x4x4xf64>
    %6 = "stablehlo.select"(%3, %0, %5) : (tensor<2x4x4xi1>, tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %7 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x4x4xi64>
    %8 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x4x4xi64>
    %9 = "stablehlo.compare"(%7, %8) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x4x4xi64>, tensor<2x4x4xi64>) -> tensor<2x4x4xi1>
    %10 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %11 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2x4x4xf64>
    %12 = "stablehlo.select"(%9, %11, %6) : (tensor<2x4x4xi1>, tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %13 = "stablehlo.transpose"(%12) {permutation = array<i64: 0, 2, 1>} : (tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %14 = "stablehlo.add"(%6, %13) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %15 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x4x4xi64>
    %16 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x4x4xi64>
    %17 = "stablehlo.compare"(%15, %16) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x4x4xi64>, tensor<2x4x4xi64>) -> tensor<2x4x4xi1>
    %18 = "stablehlo.convert"(%17) : (tensor<2x4x4xi1>) -> tensor<2x4x4xf64>
    %19 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %20:3 = "stablehlo.while"(%19, %14, %18) ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<2x4x4xf64>, %arg3: tensor<2x4x4xf64>):
      %39 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x4x4xi64>
      %40 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x4x4xi64>
      %41 = "stablehlo.compare"(%39, %40) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<2x4x4xi64>, tensor<2x4x4xi64>) -> tensor<2x4x4xi1>
      %42 = "stablehlo.multiply"(%arg2, %arg2) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %43 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %44 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %45 = "stablehlo.broadcast_in_dim"(%44) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2x4x4xf64>
      %46 = "stablehlo.select"(%41, %42, %45) : (tensor<2x4x4xi1>, tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %47 = "stablehlo.reduce"(%46, %43) ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        %55 = "stablehlo.add"(%arg4, %arg5) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%55) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4xf64>, tensor<f64>) -> tensor<f64>
      %48 = "stablehlo.reduce"(%42, %43) ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        %55 = "stablehlo.add"(%arg4, %arg5) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%55) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4xf64>, tensor<f64>) -> tensor<f64>
      %49 = "stablehlo.constant"() {value = dense<1.000000e-30> : tensor<f64>} : () -> tensor<f64>
      %50 = "stablehlo.multiply"(%48, %49) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      %51 = "stablehlo.compare"(%47, %50) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %52 = "stablehlo.constant"() {value = dense<40> : tensor<i64>} : () -> tensor<i64>
      %53 = "stablehlo.compare"(%arg1, %52) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %54 = "stablehlo.and"(%51, %53) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%54) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<2x4x4xf64>, %arg3: tensor<2x4x4xf64>):
      %39 = "stablehlo.slice"(%arg2) {limit_indices = array<i64: 2, 1, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x4xf64>) -> tensor<2x1x1xf64>
      %40 = "stablehlo.reshape"(%39) : (tensor<2x1x1xf64>) -> tensor<2xf64>
      %41 = "stablehlo.slice"(%arg2) {limit_indices = array<i64: 2, 2, 2>, start_indices = array<i64: 0, 1, 1>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x4xf64>) -> tensor<2x1x1xf64>
      %42 = "stablehlo.reshape"(%41) : (tensor<2x1x1xf64>) -> tensor<2xf64>
      %43 = "stablehlo.slice"(%arg2) {limit_indices = array<i64: 2, 1, 2>, start_indices = array<i64: 0, 0, 1>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x4xf64>) -> tensor<2x1x1xf64>
      %44 = "stablehlo.reshape"(%43) : (tensor<2x1x1xf64>) -> tensor<2xf64>
      %45 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %46 = "stablehlo.broadcast_in_dim"(%45) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %47 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %48 = "stablehlo.broadcast_in_dim"(%47) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %49 = "stablehlo.subtract"(%42, %40) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %50 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %51 = "stablehlo.broadcast_in_dim"(%50) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %52 = "stablehlo.multiply"(%51, %44) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %53 = "stablehlo.divide"(%49, %52) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %54 = "stablehlo.compare"(%53, %48) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
      %55 = "stablehlo.negate"(%46) : (tensor<2xf64>) -> tensor<2xf64>
      %56 = "stablehlo.select"(%54, %55, %46) : (tensor<2xi1>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %57 = "stablehlo.multiply"(%53, %53) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %58 = "stablehlo.add"(%57, %46) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %59 = "stablehlo.sqrt"(%58) : (tensor<2xf64>) -> tensor<2xf64>
      %60 = "stablehlo.abs"(%53) : (tensor<2xf64>) -> tensor<2xf64>
      %61 = "stablehlo.add"(%60, %59) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %62 = "stablehlo.divide"(%56, %61) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %63 = "stablehlo.compare"(%44, %48) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
      %64 = "stablehlo.select"(%63, %48, %62) : (tensor<2xi1>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %65 = "stablehlo.multiply"(%64, %64) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %66 = "stablehlo.add"(%65, %46) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %67 = "stablehlo.sqrt"(%66) : (tensor<2xf64>) -> tensor<2xf64>
      %68 = "stablehlo.divide"(%46, %67) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %69 = "stablehlo.multiply"(%64, %68) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %70 = "stablehlo.subtract"(%68, %46) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %71 = "stablehlo.broadcast_in_dim"(%70) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x4x4xf64>
      %72 = "stablehlo.broadcast_in_dim"(%69) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x4x4xf64>
      %73 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x4x4xi64>
      %74 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x4x4xi64>
      %75 = "stablehlo.compare"(%73, %74) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x4x4xi64>, tensor<2x4x4xi64>) -> tensor<2x4x4xi1>
      %76 = "stablehlo.convert"(%75) : (tensor<2x4x4xi1>) -> tensor<2x4x4xf64>
      %77 = "stablehlo.constant"() {value = dense<[[1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<4x4xf64>} : () -> tensor<4x4xf64>
      %78 = "stablehlo.broadcast_in_dim"(%77) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<4x4xf64>) -> tensor<2x4x4xf64>
      %79 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<4x4xf64>} : () -> tensor<4x4xf64>
      %80 = "stablehlo.broadcast_in_dim"(%79) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<4x4xf64>) -> tensor<2x4x4xf64>
      %81 = "stablehlo.add"(%78, %80) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %82 = "stablehlo.multiply"(%71, %81) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %83 = "stablehlo.add"(%76, %82) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %84 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<4x4xf64>} : () -> tensor<4x4xf64>
      %85 = "stablehlo.broadcast_in_dim"(%84) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<4x4xf64>) -> tensor<2x4x4xf64>
      %86 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<4x4xf64>} : () -> tensor<4x4xf64>
      %87 = "stablehlo.broadcast_in_dim"(%86) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<4x4xf64>) -> tensor<2x4x4xf64>
      %88 = "stablehlo.subtract"(%85, %87) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %89 = "stablehlo.multiply"(%72, %88) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %90 = "stablehlo.add"(%83, %89) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %91 = "stablehlo.transpose"(%90) {permutation = array<i64: 0, 2, 1>} : (tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %92 = "stablehlo.dot_general"(%arg2, %90) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %93 = "stablehlo.dot_general"(%91, %92) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %94 = "stablehlo.dot_general"(%arg3, %90) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %95 = "stablehlo.slice"(%93) {limit_indices = array<i64: 2, 1, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x4xf64>) -> tensor<2x1x1xf64>
      %96 = "stablehlo.reshape"(%95) : (tensor<2x1x1xf64>) -> tensor<2xf64>
      %97 = "stablehlo.slice"(%93) {limit_indices = array<i64: 2, 3, 3>, start_indices = array<i64: 0, 2, 2>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x4xf64>) -> tensor<2x1x1xf64>
      %98 = "stablehlo.reshape"(%97) : (tensor<2x1x1xf64>) -> tensor<2xf64>
      %99 = "stablehlo.slice"(%93) {limit_indices = array<i64: 2, 1, 3>, start_indices = array<i64: 0, 0, 2>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x4xf64>) -> tensor<2x1x1xf64>
      %100 = "stablehlo.reshape"(%99) : (tensor<2x1x1xf64>) -> tensor<2xf64>
      %101 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %102 = "stablehlo.broadcast_in_dim"(%101) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %103 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %104 = "stablehlo.broadcast_in_dim"(%103) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %105 = "stablehlo.subtract"(%98, %96) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %106 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %107 = "stablehlo.broadcast_in_dim"(%106) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %108 = "stablehlo.multiply"(%107, %100) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %109 = "stablehlo.divide"(%105, %108) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %110 = "stablehlo.compare"(%109, %104) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
      %111 = "stablehlo.negate"(%102) : (tensor<2xf64>) -> tensor<2xf64>
      %112 = "stablehlo.select"(%110, %111, %102) : (tensor<2xi1>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %113 = "stablehlo.multiply"(%109, %109) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %114 = "stablehlo.add"(%113, %102) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %115 = "stablehlo.sqrt"(%114) : (tensor<2xf64>) -> tensor<2xf64>
      %116 = "stablehlo.abs"(%109) : (tensor<2xf64>) -> tensor<2xf64>
      %117 = "stablehlo.add"(%116, %115) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %118 = "stablehlo.divide"(%112, %117) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %119 = "stablehlo.compare"(%100, %104) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
      %120 = "stablehlo.select"(%119, %104, %118) : (tensor<2xi1>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %121 = "stablehlo.multiply"(%120, %120) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %122 = "stablehlo.add"(%121, %102) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %123 = "stablehlo.sqrt"(%122) : (tensor<2xf64>) -> tensor<2xf64>
      %124 = "stablehlo.divide"(%102, %123) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %125 = "stablehlo.multiply"(%120, %124) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %126 = "stablehlo.subtract"(%124, %102) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %127 = "stablehlo.broadcast_in_dim"(%126) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x4x4xf64>
      %128 = "stablehlo.broadcast_in_dim"(%125) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x4x4xf64>
      %129 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x4x4xi64>
      %130 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x4x4xi64>
      %131 = "stablehlo.compare"(%129, %130) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x4x4xi64>, tensor<2x4x4xi64>) -> tensor<2x4x4xi1>
      %132 = "stablehlo.convert"(%131) : (tensor<2x4x4xi1>) -> tensor<2x4x4xf64>
      %133 = "stablehlo.constant"() {value = dense<[[1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<4x4xf64>} : () -> tensor<4x4xf64>
      %134 = "stablehlo.broadcast_in_dim"(%133) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<4x4xf64>) -> tensor<2x4x4xf64>
      %135 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<4x4xf64>} : () -> tensor<4x4xf64>
      %136 = "stablehlo.broadcast_in_dim"(%135) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<4x4xf64>) -> tensor<2x4x4xf64>
      %137 = "stablehlo.add"(%134, %136) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %138 = "stablehlo.multiply"(%127, %137) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %139 = "stablehlo.add"(%132, %138) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %140 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<4x4xf64>} : () -> tensor<4x4xf64>
      %141 = "stablehlo.broadcast_in_dim"(%140) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<4x4xf64>) -> tensor<2x4x4xf64>
      %142 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<4x4xf64>} : () -> tensor<4x4xf64>
      %143 = "stablehlo.broadcast_in_dim"(%142) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<4x4xf64>) -> tensor<2x4x4xf64>
      %144 = "stablehlo.subtract"(%141, %143) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %145 = "stablehlo.multiply"(%128, %144) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %146 = "stablehlo.add"(%139, %145) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %147 = "stablehlo.transpose"(%146) {permutation = array<i64: 0, 2, 1>} : (tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %148 = "stablehlo.dot_general"(%93, %146) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %149 = "stablehlo.dot_general"(%147, %148) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %150 = "stablehlo.dot_general"(%94, %146) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %151 = "stablehlo.slice"(%149) {limit_indices = array<i64: 2, 1, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x4xf64>) -> tensor<2x1x1xf64>
      %152 = "stablehlo.reshape"(%151) : (tensor<2x1x1xf64>) -> tensor<2xf64>
      %153 = "stablehlo.slice"(%149) {limit_indices = array<i64: 2, 4, 4>, start_indices = array<i64: 0, 3, 3>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x4xf64>) -> tensor<2x1x1xf64>
      %154 = "stablehlo.reshape"(%153) : (tensor<2x1x1xf64>) -> tensor<2xf64>
      %155 = "stablehlo.slice"(%149) {limit_indices = array<i64: 2, 1, 4>, start_indices = array<i64: 0, 0, 3>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x4xf64>) -> tensor<2x1x1xf64>
      %156 = "stablehlo.reshape"(%155) : (tensor<2x1x1xf64>) -> tensor<2xf64>
      %157 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %158 = "stablehlo.broadcast_in_dim"(%157) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %159 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %160 = "stablehlo.broadcast_in_dim"(%159) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %161 = "stablehlo.subtract"(%154, %152) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %162 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %163 = "stablehlo.broadcast_in_dim"(%162) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %164 = "stablehlo.multiply"(%163, %156) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %165 = "stablehlo.divide"(%161, %164) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %166 = "stablehlo.compare"(%165, %160) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
      %167 = "stablehlo.negate"(%158) : (tensor<2xf64>) -> tensor<2xf64>
      %168 = "stablehlo.select"(%166, %167, %158) : (tensor<2xi1>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %169 = "stablehlo.multiply"(%165, %165) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %170 = "stablehlo.add"(%169, %158) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %171 = "stablehlo.sqrt"(%170) : (tensor<2xf64>) -> tensor<2xf64>
      %172 = "stablehlo.abs"(%165) : (tensor<2xf64>) -> tensor<2xf64>
      %173 = "stablehlo.add"(%172, %171) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %174 = "stablehlo.divide"(%168, %173) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %175 = "stablehlo.compare"(%156, %160) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
      %176 = "stablehlo.select"(%175, %160, %174) : (tensor<2xi1>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %177 = "stablehlo.multiply"(%176, %176) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %178 = "stablehlo.add"(%177, %158) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %179 = "stablehlo.sqrt"(%178) : (tensor<2xf64>) -> tensor<2xf64>
      %180 = "stablehlo.divide"(%158, %179) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %181 = "stablehlo.multiply"(%176, %180) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %182 = "stablehlo.subtract"(%180, %158) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %183 = "stablehlo.broadcast_in_dim"(%182) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x4x4xf64>
      %184 = "stablehlo.broadcast_in_dim"(%181) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x4x4xf64>
      %185 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x4x4xi64>
      %186 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x4x4xi64>
      %187 = "stablehlo.compare"(%185, %186) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x4x4xi64>, tensor<2x4x4xi64>) -> tensor<2x4x4xi1>
      %188 = "stablehlo.convert"(%187) : (tensor<2x4x4xi1>) -> tensor<2x4x4xf64>
      %189 = "stablehlo.constant"() {value = dense<[[1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<4x4xf64>} : () -> tensor<4x4xf64>
      %190 = "stablehlo.broadcast_in_dim"(%189) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<4x4xf64>) -> tensor<2x4x4xf64>
      %191 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00]]> : tensor<4x4xf64>} : () -> tensor<4x4xf64>
      %192 = "stablehlo.broadcast_in_dim"(%191) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<4x4xf64>) -> tensor<2x4x4xf64>
      %193 = "stablehlo.add"(%190, %192) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %194 = "stablehlo.multiply"(%183, %193) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %195 = "stablehlo.add"(%188, %194) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %196 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<4x4xf64>} : () -> tensor<4x4xf64>
      %197 = "stablehlo.broadcast_in_dim"(%196) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<4x4xf64>) -> tensor<2x4x4xf64>
      %198 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<4x4xf64>} : () -> tensor<4x4xf64>
      %199 = "stablehlo.broadcast_in_dim"(%198) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<4x4xf64>) -> tensor<2x4x4xf64>
      %200 = "stablehlo.subtract"(%197, %199) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %201 = "stablehlo.multiply"(%184, %200) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %202 = "stablehlo.add"(%195, %201) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %203 = "stablehlo.transpose"(%202) {permutation = array<i64: 0, 2, 1>} : (tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %204 = "stablehlo.dot_general"(%149, %202) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %205 = "stablehlo.dot_general"(%203, %204) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %206 = "stablehlo.dot_general"(%150, %202) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %207 = "stablehlo.slice"(%205) {limit_indices = array<i64: 2, 2, 2>, start_indices = array<i64: 0, 1, 1>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x4xf64>) -> tensor<2x1x1xf64>
      %208 = "stablehlo.reshape"(%207) : (tensor<2x1x1xf64>) -> tensor<2xf64>
      %209 = "stablehlo.slice"(%205) {limit_indices = array<i64: 2, 3, 3>, start_indices = array<i64: 0, 2, 2>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x4xf64>) -> tensor<2x1x1xf64>
      %210 = "stablehlo.reshape"(%209) : (tensor<2x1x1xf64>) -> tensor<2xf64>
      %211 = "stablehlo.slice"(%205) {limit_indices = array<i64: 2, 2, 3>, start_indices = array<i64: 0, 1, 2>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x4xf64>) -> tensor<2x1x1xf64>
      %212 = "stablehlo.reshape"(%211) : (tensor<2x1x1xf64>) -> tensor<2xf64>
      %213 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %214 = "stablehlo.broadcast_in_dim"(%213) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %215 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %216 = "stablehlo.broadcast_in_dim"(%215) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %217 = "stablehlo.subtract"(%210, %208) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %218 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %219 = "stablehlo.broadcast_in_dim"(%218) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %220 = "stablehlo.multiply"(%219, %212) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %221 = "stablehlo.divide"(%217, %220) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %222 = "stablehlo.compare"(%221, %216) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
      %223 = "stablehlo.negate"(%214) : (tensor<2xf64>) -> tensor<2xf64>
      %224 = "stablehlo.select"(%222, %223, %214) : (tensor<2xi1>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %225 = "stablehlo.multiply"(%221, %221) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %226 = "stablehlo.add"(%225, %214) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %227 = "stablehlo.sqrt"(%226) : (tensor<2xf64>) -> tensor<2xf64>
      %228 = "stablehlo.abs"(%221) : (tensor<2xf64>) -> tensor<2xf64>
      %229 = "stablehlo.add"(%228, %227) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %230 = "stablehlo.divide"(%224, %229) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %231 = "stablehlo.compare"(%212, %216) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
      %232 = "stablehlo.select"(%231, %216, %230) : (tensor<2xi1>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %233 = "stablehlo.multiply"(%232, %232) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %234 = "stablehlo.add"(%233, %214) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %235 = "stablehlo.sqrt"(%234) : (tensor<2xf64>) -> tensor<2xf64>
      %236 = "stablehlo.divide"(%214, %235) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %237 = "stablehlo.multiply"(%232, %236) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %238 = "stablehlo.subtract"(%236, %214) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %239 = "stablehlo.broadcast_in_dim"(%238) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x4x4xf64>
      %240 = "stablehlo.broadcast_in_dim"(%237) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x4x4xf64>
      %241 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x4x4xi64>
      %242 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x4x4xi64>
      %243 = "stablehlo.compare"(%241, %242) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x4x4xi64>, tensor<2x4x4xi64>) -> tensor<2x4x4xi1>
      %244 = "stablehlo.convert"(%243) : (tensor<2x4x4xi1>) -> tensor<2x4x4xf64>
      %245 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<4x4xf64>} : () -> tensor<4x4xf64>
      %246 = "stablehlo.broadcast_in_dim"(%245) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<4x4xf64>) -> tensor<2x4x4xf64>
      %247 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<4x4xf64>} : () -> tensor<4x4xf64>
      %248 = "stablehlo.broadcast_in_dim"(%247) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<4x4xf64>) -> tensor<2x4x4xf64>
      %249 = "stablehlo.add"(%246, %248) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %250 = "stablehlo.multiply"(%239, %249) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %251 = "stablehlo.add"(%244, %250) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %252 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<4x4xf64>} : () -> tensor<4x4xf64>
      %253 = "stablehlo.broadcast_in_dim"(%252) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<4x4xf64>) -> tensor<2x4x4xf64>
      %254 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<4x4xf64>} : () -> tensor<4x4xf64>
      %255 = "stablehlo.broadcast_in_dim"(%254) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<4x4xf64>) -> tensor<2x4x4xf64>
      %256 = "stablehlo.subtract"(%253, %255) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %257 = "stablehlo.multiply"(%240, %256) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %258 = "stablehlo.add"(%251, %257) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %259 = "stablehlo.transpose"(%258) {permutation = array<i64: 0, 2, 1>} : (tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %260 = "stablehlo.dot_general"(%205, %258) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %261 = "stablehlo.dot_general"(%259, %260) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %262 = "stablehlo.dot_general"(%206, %258) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %263 = "stablehlo.slice"(%261) {limit_indices = array<i64: 2, 2, 2>, start_indices = array<i64: 0, 1, 1>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x4xf64>) -> tensor<2x1x1xf64>
      %264 = "stablehlo.reshape"(%263) : (tensor<2x1x1xf64>) -> tensor<2xf64>
      %265 = "stablehlo.slice"(%261) {limit_indices = array<i64: 2, 4, 4>, start_indices = array<i64: 0, 3, 3>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x4xf64>) -> tensor<2x1x1xf64>
      %266 = "stablehlo.reshape"(%265) : (tensor<2x1x1xf64>) -> tensor<2xf64>
      %267 = "stablehlo.slice"(%261) {limit_indices = array<i64: 2, 2, 4>, start_indices = array<i64: 0, 1, 3>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x4xf64>) -> tensor<2x1x1xf64>
      %268 = "stablehlo.reshape"(%267) : (tensor<2x1x1xf64>) -> tensor<2xf64>
      %269 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %270 = "stablehlo.broadcast_in_dim"(%269) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %271 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %272 = "stablehlo.broadcast_in_dim"(%271) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %273 = "stablehlo.subtract"(%266, %264) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %274 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %275 = "stablehlo.broadcast_in_dim"(%274) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %276 = "stablehlo.multiply"(%275, %268) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %277 = "stablehlo.divide"(%273, %276) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %278 = "stablehlo.compare"(%277, %272) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
      %279 = "stablehlo.negate"(%270) : (tensor<2xf64>) -> tensor<2xf64>
      %280 = "stablehlo.select"(%278, %279, %270) : (tensor<2xi1>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %281 = "stablehlo.multiply"(%277, %277) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %282 = "stablehlo.add"(%281, %270) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %283 = "stablehlo.sqrt"(%282) : (tensor<2xf64>) -> tensor<2xf64>
      %284 = "stablehlo.abs"(%277) : (tensor<2xf64>) -> tensor<2xf64>
      %285 = "stablehlo.add"(%284, %283) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %286 = "stablehlo.divide"(%280, %285) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %287 = "stablehlo.compare"(%268, %272) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
      %288 = "stablehlo.select"(%287, %272, %286) : (tensor<2xi1>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %289 = "stablehlo.multiply"(%288, %288) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %290 = "stablehlo.add"(%289, %270) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %291 = "stablehlo.sqrt"(%290) : (tensor<2xf64>) -> tensor<2xf64>
      %292 = "stablehlo.divide"(%270, %291) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %293 = "stablehlo.multiply"(%288, %292) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %294 = "stablehlo.subtract"(%292, %270) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %295 = "stablehlo.broadcast_in_dim"(%294) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x4x4xf64>
      %296 = "stablehlo.broadcast_in_dim"(%293) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x4x4xf64>
      %297 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x4x4xi64>
      %298 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x4x4xi64>
      %299 = "stablehlo.compare"(%297, %298) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x4x4xi64>, tensor<2x4x4xi64>) -> tensor<2x4x4xi1>
      %300 = "stablehlo.convert"(%299) : (tensor<2x4x4xi1>) -> tensor<2x4x4xf64>
      %301 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<4x4xf64>} : () -> tensor<4x4xf64>
      %302 = "stablehlo.broadcast_in_dim"(%301) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<4x4xf64>) -> tensor<2x4x4xf64>
      %303 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00]]> : tensor<4x4xf64>} : () -> tensor<4x4xf64>
      %304 = "stablehlo.broadcast_in_dim"(%303) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<4x4xf64>) -> tensor<2x4x4xf64>
      %305 = "stablehlo.add"(%302, %304) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %306 = "stablehlo.multiply"(%295, %305) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %307 = "stablehlo.add"(%300, %306) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %308 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<4x4xf64>} : () -> tensor<4x4xf64>
      %309 = "stablehlo.broadcast_in_dim"(%308) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<4x4xf64>) -> tensor<2x4x4xf64>
      %310 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<4x4xf64>} : () -> tensor<4x4xf64>
      %311 = "stablehlo.broadcast_in_dim"(%310) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<4x4xf64>) -> tensor<2x4x4xf64>
      %312 = "stablehlo.subtract"(%309, %311) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %313 = "stablehlo.multiply"(%296, %312) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %314 = "stablehlo.add"(%307, %313) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %315 = "stablehlo.transpose"(%314) {permutation = array<i64: 0, 2, 1>} : (tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %316 = "stablehlo.dot_general"(%261, %314) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %317 = "stablehlo.dot_general"(%315, %316) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %318 = "stablehlo.dot_general"(%262, %314) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %319 = "stablehlo.slice"(%317) {limit_indices = array<i64: 2, 3, 3>, start_indices = array<i64: 0, 2, 2>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x4xf64>) -> tensor<2x1x1xf64>
      %320 = "stablehlo.reshape"(%319) : (tensor<2x1x1xf64>) -> tensor<2xf64>
      %321 = "stablehlo.slice"(%317) {limit_indices = array<i64: 2, 4, 4>, start_indices = array<i64: 0, 3, 3>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x4xf64>) -> tensor<2x1x1xf64>
      %322 = "stablehlo.reshape"(%321) : (tensor<2x1x1xf64>) -> tensor<2xf64>
      %323 = "stablehlo.slice"(%317) {limit_indices = array<i64: 2, 3, 4>, start_indices = array<i64: 0, 2, 3>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x4xf64>) -> tensor<2x1x1xf64>
      %324 = "stablehlo.reshape"(%323) : (tensor<2x1x1xf64>) -> tensor<2xf64>
      %325 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %326 = "stablehlo.broadcast_in_dim"(%325) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %327 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %328 = "stablehlo.broadcast_in_dim"(%327) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %329 = "stablehlo.subtract"(%322, %320) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %330 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %331 = "stablehlo.broadcast_in_dim"(%330) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %332 = "stablehlo.multiply"(%331, %324) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %333 = "stablehlo.divide"(%329, %332) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %334 = "stablehlo.compare"(%333, %328) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
      %335 = "stablehlo.negate"(%326) : (tensor<2xf64>) -> tensor<2xf64>
      %336 = "stablehlo.select"(%334, %335, %326) : (tensor<2xi1>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %337 = "stablehlo.multiply"(%333, %333) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %338 = "stablehlo.add"(%337, %326) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %339 = "stablehlo.sqrt"(%338) : (tensor<2xf64>) -> tensor<2xf64>
      %340 = "stablehlo.abs"(%333) : (tensor<2xf64>) -> tensor<2xf64>
      %341 = "stablehlo.add"(%340, %339) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %342 = "stablehlo.divide"(%336, %341) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %343 = "stablehlo.compare"(%324, %328) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
      %344 = "stablehlo.select"(%343, %328, %342) : (tensor<2xi1>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %345 = "stablehlo.multiply"(%344, %344) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %346 = "stablehlo.add"(%345, %326) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %347 = "stablehlo.sqrt"(%346) : (tensor<2xf64>) -> tensor<2xf64>
      %348 = "stablehlo.divide"(%326, %347) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %349 = "stablehlo.multiply"(%344, %348) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %350 = "stablehlo.subtract"(%348, %326) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %351 = "stablehlo.broadcast_in_dim"(%350) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x4x4xf64>
      %352 = "stablehlo.broadcast_in_dim"(%349) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x4x4xf64>
      %353 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x4x4xi64>
      %354 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x4x4xi64>
      %355 = "stablehlo.compare"(%353, %354) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x4x4xi64>, tensor<2x4x4xi64>) -> tensor<2x4x4xi1>
      %356 = "stablehlo.convert"(%355) : (tensor<2x4x4xi1>) -> tensor<2x4x4xf64>
      %357 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<4x4xf64>} : () -> tensor<4x4xf64>
      %358 = "stablehlo.broadcast_in_dim"(%357) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<4x4xf64>) -> tensor<2x4x4xf64>
      %359 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00]]> : tensor<4x4xf64>} : () -> tensor<4x4xf64>
      %360 = "stablehlo.broadcast_in_dim"(%359) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<4x4xf64>) -> tensor<2x4x4xf64>
      %361 = "stablehlo.add"(%358, %360) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %362 = "stablehlo.multiply"(%351, %361) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %363 = "stablehlo.add"(%356, %362) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %364 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<4x4xf64>} : () -> tensor<4x4xf64>
      %365 = "stablehlo.broadcast_in_dim"(%364) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<4x4xf64>) -> tensor<2x4x4xf64>
      %366 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00]]> : tensor<4x4xf64>} : () -> tensor<4x4xf64>
      %367 = "stablehlo.broadcast_in_dim"(%366) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<4x4xf64>) -> tensor<2x4x4xf64>
      %368 = "stablehlo.subtract"(%365, %367) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %369 = "stablehlo.multiply"(%352, %368) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %370 = "stablehlo.add"(%363, %369) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %371 = "stablehlo.transpose"(%370) {permutation = array<i64: 0, 2, 1>} : (tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %372 = "stablehlo.dot_general"(%317, %370) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %373 = "stablehlo.dot_general"(%371, %372) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %374 = "stablehlo.dot_general"(%318, %370) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %375 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
      %376 = "stablehlo.add"(%arg1, %375) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%376, %373, %374) : (tensor<i64>, tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> ()
    }) : (tensor<i64>, tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> (tensor<i64>, tensor<2x4x4xf64>, tensor<2x4x4xf64>)
    %21 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x4x4xi64>
    %22 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x4x4xi64>
    %23 = "stablehlo.compare"(%21, %22) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x4x4xi64>, tensor<2x4x4xi64>) -> tensor<2x4x4xi1>
    %24 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %25 = "stablehlo.broadcast_in_dim"(%24) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2x4x4xf64>
    %26 = "stablehlo.select"(%23, %20#1, %25) : (tensor<2x4x4xi1>, tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %27 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %28 = "stablehlo.reduce"(%26, %27) ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %39 = "stablehlo.add"(%arg1, %arg2) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%39) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x4x4xf64>, tensor<f64>) -> tensor<2x4xf64>
    %29 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x4xi64>
    %30:2 = "stablehlo.sort"(%28, %29) ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>, %arg3: tensor<i64>, %arg4: tensor<i64>):
      %39 = "stablehlo.compare"(%arg1, %arg2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %40 = "stablehlo.compare"(%arg1, %arg1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %41 = "stablehlo.compare"(%arg2, %arg2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %42 = "stablehlo.not"(%40) : (tensor<i1>) -> tensor<i1>
      %43 = "stablehlo.and"(%42, %41) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %44 = "stablehlo.or"(%39, %43) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%44) : (tensor<i1>) -> ()
    }) {dimension = 1 : i64, is_stable = true} : (tensor<2x4xf64>, tensor<2x4xi64>) -> (tensor<2x4xf64>, tensor<2x4xi64>)
    %31 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2xi64>
    %32 = "stablehlo.broadcast_in_dim"(%31) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi64>) -> tensor<2x4x1xi64>
    %33 = "stablehlo.reshape"(%30#1) : (tensor<2x4xi64>) -> tensor<2x4x1xi64>
    %34 = "stablehlo.concatenate"(%32, %33) {dimension = 2 : i64} : (tensor<2x4x1xi64>, tensor<2x4x1xi64>) -> tensor<2x4x2xi64>
    %35 = "stablehlo.gather"(%20#2, %34) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 2], start_index_map = [0, 2], index_vector_dim = 2>, slice_sizes = array<i64: 1, 4, 1>} : (tensor<2x4x4xf64>, tensor<2x4x2xi64>) -> tensor<2x4x4xf64>
    %36 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %37 = "stablehlo.broadcast_in_dim"(%36) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<0xf32>
    %38 = "stablehlo.convert"(%30#0) : (tensor<2x4xf64>) -> tensor<2x4xf32>
    return %38, %37 : tensor<2x4xf32>, tensor<0xf32>
  }
}
