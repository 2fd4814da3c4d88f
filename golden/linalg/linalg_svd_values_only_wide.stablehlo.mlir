module {
  func.func @main(%arg0: tensor<2x3x5xf32>) -> (tensor<0xf32>, tensor<2x3xf32>, tensor<0xf32>) {
    %0 = "stablehlo.convert"(%arg0) : (tensor<2x3x5xf32>) -> tensor<2x3x5xf64>
    %1 = "stablehlo.transpose"(%0) {permutation = array<i64: 0, 2, 1>} : (tensor<2x3x5xf64>) -> tensor<2x5x3xf64>
    %2 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3x3xi64>
    %3 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x3x3xi64>
    %4 = "stablehlo.compare"(%2, %3) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %5 = "stablehlo.convert"(%4) : (tensor<2x3x3xi1>) -> tensor<2x3x3xf64>
    %6 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %7:3 = "stablehlo.while"(%6, %1, %5) ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<2x5x3xf64>, %arg3: tensor<2x3x3xf64>):
      %19 = "stablehlo.transpose"(%arg2) {permutation = array<i64: 0, 2, 1>} : (tensor<2x5x3xf64>) -> tensor<2x3x5xf64>
      %20 = "stablehlo.dot_general"(%19, %arg2) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x3x5xf64>, tensor<2x5x3xf64>) -> tensor<2x3x3xf64>
      %21 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3x3xi64>
      %22 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x3x3xi64>
      %23 = "stablehlo.compare"(%21, %22) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
      %24 = "stablehlo.multiply"(%20, %20) : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %25 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %26 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %27 = "stablehlo.broadcast_in_dim"(%26) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2x3x3xf64>
      %28 = "stablehlo.select"(%23, %24, %27) : (tensor<2x3x3xi1>, tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %29 = "stablehlo.reduce"(%28, %25) ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        %37 = "stablehlo.add"(%arg4, %arg5) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%37) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x3x3xf64>, tensor<f64>) -> tensor<f64>
      %30 = "stablehlo.reduce"(%24, %25) ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        %37 = "stablehlo.add"(%arg4, %arg5) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%37) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x3x3xf64>, tensor<f64>) -> tensor<f64>
      %31 = "stablehlo.constant"() {value = dense<1.000000e-30> : tensor<f64>} : () -> tensor<f64>
      %32 = "stablehlo.multiply"(%30, %31) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      %33 = "stablehlo.compare"(%29, %32) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %34 = "stablehlo.constant"() {value = dense<40> : tensor<i64>} : () -> tensor<i64>
      %35 = "stablehlo.compare"(%arg1, %34) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %36 = "stablehlo.and"(%33, %35) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%36) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<2x5x3xf64>, %arg3: tensor<2x3x3xf64>):
      %19 = "stablehlo.slice"(%arg2) {limit_indices = array<i64: 2, 5, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<2x5x3xf64>) -> tensor<2x5x1xf64>
      %20 = "stablehlo.slice"(%arg2) {limit_indices = array<i64: 2, 5, 2>, start_indices = array<i64: 0, 0, 1>, strides = array<i64: 1, 1, 1>} : (tensor<2x5x3xf64>) -> tensor<2x5x1xf64>
      %21 = "stablehlo.multiply"(%19, %19) : (tensor<2x5x1xf64>, tensor<2x5x1xf64>) -> tensor<2x5x1xf64>
      %22 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %23 = "stablehlo.reduce"(%21, %22) ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        %207 = "stablehlo.add"(%arg4, %arg5) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%207) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 1>} : (tensor<2x5x1xf64>, tensor<f64>) -> tensor<2x1xf64>
      %24 = "stablehlo.reshape"(%23) : (tensor<2x1xf64>) -> tensor<2xf64>
      %25 = "stablehlo.multiply"(%20, %20) : (tensor<2x5x1xf64>, tensor<2x5x1xf64>) -> tensor<2x5x1xf64>
      %26 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %27 = "stablehlo.reduce"(%25, %26) ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        %207 = "stablehlo.add"(%arg4, %arg5) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%207) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 1>} : (tensor<2x5x1xf64>, tensor<f64>) -> tensor<2x1xf64>
      %28 = "stablehlo.reshape"(%27) : (tensor<2x1xf64>) -> tensor<2xf64>
      %29 = "stablehlo.multiply"(%19, %20) : (tensor<2x5x1xf64>, tensor<2x5x1xf64>) -> tensor<2x5x1xf64>
      %30 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %31 = "stablehlo.reduce"(%29, %30) ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        %207 = "stablehlo.add"(%arg4, %arg5) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%207) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 1>} : (tensor<2x5x1xf64>, tensor<f64>) -> tensor<2x1xf64>
      %32 = "stablehlo.reshape"(%31) : (tensor<2x1xf64>) -> tensor<2xf64>
      %33 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %34 = "stablehlo.broadcast_in_dim"(%33) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %35 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %36 = "stablehlo.broadcast_in_dim"(%35) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %37 = "stablehlo.subtract"(%28, %24) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %38 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %39 = "stablehlo.broadcast_in_dim"(%38) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %40 = "stablehlo.multiply"(%39, %32) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %41 = "stablehlo.divide"(%37, %40) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %42 = "stablehlo.compare"(%41, %36) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
      %43 = "stablehlo.negate"(%34) : (tensor<2xf64>) -> tensor<2xf64>
      %44 = "stablehlo.select"(%42, %43, %34) : (tensor<2xi1>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %45 = "stablehlo.multiply"(%41, %41) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %46 = "stablehlo.add"(%45, %34) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %47 = "stablehlo.sqrt"(%46) : (tensor<2xf64>) -> tensor<2xf64>
      %48 = "stablehlo.abs"(%41) : (tensor<2xf64>) -> tensor<2xf64>
      %49 = "stablehlo.add"(%48, %47) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %50 = "stablehlo.divide"(%44, %49) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %51 = "stablehlo.compare"(%32, %36) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
      %52 = "stablehlo.select"(%51, %36, %50) : (tensor<2xi1>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %53 = "stablehlo.multiply"(%52, %52) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %54 = "stablehlo.add"(%53, %34) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %55 = "stablehlo.sqrt"(%54) : (tensor<2xf64>) -> tensor<2xf64>
      %56 = "stablehlo.divide"(%34, %55) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %57 = "stablehlo.multiply"(%52, %56) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %58 = "stablehlo.subtract"(%56, %34) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %59 = "stablehlo.broadcast_in_dim"(%58) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x3x3xf64>
      %60 = "stablehlo.broadcast_in_dim"(%57) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x3x3xf64>
      %61 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3x3xi64>
      %62 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x3x3xi64>
      %63 = "stablehlo.compare"(%61, %62) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
      %64 = "stablehlo.convert"(%63) : (tensor<2x3x3xi1>) -> tensor<2x3x3xf64>
      %65 = "stablehlo.constant"() {value = dense<[[1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %66 = "stablehlo.broadcast_in_dim"(%65) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<2x3x3xf64>
      %67 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %68 = "stablehlo.broadcast_in_dim"(%67) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<2x3x3xf64>
      %69 = "stablehlo.add"(%66, %68) : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %70 = "stablehlo.multiply"(%59, %69) : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %71 = "stablehlo.add"(%64, %70) : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %72 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %73 = "stablehlo.broadcast_in_dim"(%72) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<2x3x3xf64>
      %74 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %75 = "stablehlo.broadcast_in_dim"(%74) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<2x3x3xf64>
      %76 = "stablehlo.subtract"(%73, %75) : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %77 = "stablehlo.multiply"(%60, %76) : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %78 = "stablehlo.add"(%71, %77) : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %79 = "stablehlo.dot_general"(%arg2, %78) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x5x3xf64>, tensor<2x3x3xf64>) -> tensor<2x5x3xf64>
      %80 = "stablehlo.dot_general"(%arg3, %78) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %81 = "stablehlo.slice"(%79) {limit_indices = array<i64: 2, 5, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<2x5x3xf64>) -> tensor<2x5x1xf64>
      %82 = "stablehlo.slice"(%79) {limit_indices = array<i64: 2, 5, 3>, start_indices = array<i64: 0, 0, 2>, strides = array<i64: 1, 1, 1>} : (tensor<2x5x3xf64>) -> tensor<2x5x1xf64>
      %83 = "stablehlo.multiply"(%81, %81) : (tensor<2x5x1xf64>, tensor<2x5x1xf64>) -> tensor<2x5x1xf64>
      %84 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %85 = "stablehlo.reduce"(%83, %84) ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        %207 = "stablehlo.add"(%arg4, %arg5) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%207) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 1>} : (tensor<2x5x1xf64>, tensor<f64>) -> tensor<2x1xf64>
      %86 = "stablehlo.reshape"(%85) : (tensor<2x1xf64>) -> tensor<2xf64>
      %87 = "stablehlo.multiply"(%82, %82) : (tensor<2x5x1xf64>, tensor<2x5x1xf64>) -> tensor<2x5x1xf64>
      %88 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %89 = "stablehlo.reduce"(%87, %88) ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        %207 = "stablehlo.add"(%arg4, %arg5) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%207) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 1>} : (tensor<2x5x1xf64>, tensor<f64>) -> tensor<2x1xf64>
      %90 = "stablehlo.reshape"(%89) : (tensor<2x1xf64>) -> tensor<2xf64>
      %91 = "stablehlo.multiply"(%81, %82) : (tensor<2x5x1xf64>, tensor<2x5x1xf64>) -> tensor<2x5x1xf64>
      %92 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %93 = "stablehlo.reduce"(%91, %92) ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        %207 = "stablehlo.add"(%arg4, %arg5) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%207) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 1>} : (tensor<2x5x1xf64>, tensor<f64>) -> tensor<2x1xf64>
      %94 = "stablehlo.reshape"(%93) : (tensor<2x1xf64>) -> tensor<2xf64>
      %95 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %96 = "stablehlo.broadcast_in_dim"(%95) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %97 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %98 = "stablehlo.broadcast_in_dim"(%97) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %99 = "stablehlo.subtract"(%90, %86) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
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
      %141 = "stablehlo.dot_general"(%79, %140) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x5x3xf64>, tensor<2x3x3xf64>) -> tensor<2x5x3xf64>
      %142 = "stablehlo.dot_general"(%80, %140) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %143 = "stablehlo.slice"(%141) {limit_indices = array<i64: 2, 5, 2>, start_indices = array<i64: 0, 0, 1>, strides = array<i64: 1, 1, 1>} : (tensor<2x5x3xf64>) -> tensor<2x5x1xf64>
      %144 = "stablehlo.slice"(%141) {limit_indices = array<i64: 2, 5, 3>, start_indices = array<i64: 0, 0, 2>, strides = array<i64: 1, 1, 1>} : (tensor<2x5x3xf64>) -> tensor<2x5x1xf64>
      %145 = "stablehlo.multiply"(%143, %143) : (tensor<2x5x1xf64>, tensor<2x5x1xf64>) -> tensor<2x5x1xf64>
      %146 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %147 = "stablehlo.reduce"(%145, %146) ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        %207 = "stablehlo.add"(%arg4, %arg5) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%207) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 1>} : (tensor<2x5x1xf64>, tensor<f64>) -> tensor<2x1xf64>
      %148 = "stablehlo.reshape"(%147) : (tensor<2x1xf64>) -> tensor<2xf64>
      %149 = "stablehlo.multiply"(%144, %144) : (tensor<2x5x1xf64>, tensor<2x5x1xf64>) -> tensor<2x5x1xf64>
      %150 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %151 = "stablehlo.reduce"(%149, %150) ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        %207 = "stablehlo.add"(%arg4, %arg5) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%207) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 1>} : (tensor<2x5x1xf64>, tensor<f64>) -> tensor<2x1xf64>
      %152 = "stablehlo.reshape"(%151) : (tensor<2x1xf64>) -> tensor<2xf64>
      %153 = "stablehlo.multiply"(%143, %144) : (tensor<2x5x1xf64>, tensor<2x5x1xf64>) -> tensor<2x5x1xf64>
      %154 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %155 = "stablehlo.reduce"(%153, %154) ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        %207 = "stablehlo.add"(%arg4, %arg5) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%207) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 1>} : (tensor<2x5x1xf64>, tensor<f64>) -> tensor<2x1xf64>
      %156 = "stablehlo.reshape"(%155) : (tensor<2x1xf64>) -> tensor<2xf64>
      %157 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %158 = "stablehlo.broadcast_in_dim"(%157) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %159 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %160 = "stablehlo.broadcast_in_dim"(%159) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %161 = "stablehlo.subtract"(%152, %148) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
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
      %183 = "stablehlo.broadcast_in_dim"(%182) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x3x3xf64>
      %184 = "stablehlo.broadcast_in_dim"(%181) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x3x3xf64>
      %185 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3x3xi64>
      %186 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x3x3xi64>
      %187 = "stablehlo.compare"(%185, %186) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
      %188 = "stablehlo.convert"(%187) : (tensor<2x3x3xi1>) -> tensor<2x3x3xf64>
      %189 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %190 = "stablehlo.broadcast_in_dim"(%189) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<2x3x3xf64>
      %191 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %192 = "stablehlo.broadcast_in_dim"(%191) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<2x3x3xf64>
      %193 = "stablehlo.add"(%190, %192) : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %194 = "stablehlo.multiply"(%183, %193) : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %195 = "stablehlo.add"(%188, %194) : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %196 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %197 = "stablehlo.broadcast_in_dim"(%196) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<2x3x3xf64>
      %198 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %199 = "stablehlo.broadcast_in_dim"(%198) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<2x3x3xf64>
      %200 = "stablehlo.subtract"(%197, %199) : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %201 = "stablehlo.multiply"(%184, %200) : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %202 = "stablehlo.add"(%195, %201) : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %203 = "stablehlo.dot_general"(%141, %202) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x5x3xf64>, tensor<2x3x3xf64>) -> tensor<2x5x3xf64>
      %204 = "stablehlo.dot_general"(%142, %202) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
      %205 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
      %206 = "stablehlo.add"(%arg1, %205) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%206, %203, %204) : (tensor<i64>, tensor<2x5x3xf64>, tensor<2x3x3xf64>) -> ()
    }) : (tensor<i64>, tensor<2x5x3xf64>, tensor<2x3x3xf64>) -> (tensor<i64>, tensor<2x5x3xf64>, tensor<2x3x3xf64>)
    %8 = "stablehlo.multiply"(%7#1, %7#1) : (tensor<2x5x3xf64>, tensor<2x5x3xf64>) -> tensor<2x5x3xf64>
    %9 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %10 = "stablehlo.reduce"(%8, %9) ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %19 = "stablehlo.add"(%arg1, %arg2) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%19) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x5x3xf64>, tensor<f64>) -> tensor<2x3xf64>
    %11 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3xi64>
    %12:2 = "stablehlo.sort"(%10, %11) ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>, %arg3: tensor<i64>, %arg4: tensor<i64>):
      %19 = "stablehlo.compare"(%arg1, %arg2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %20 = "stablehlo.compare"(%arg1, %arg1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %21 = "stablehlo.compare"(%arg2, %arg2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %22 = "stablehlo.not"(%21) : (tensor<i1>) -> tensor<i1>
      %23 = "stablehlo.and"(%20, %22) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %24 = "stablehlo.or"(%19, %23) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%24) : (tensor<i1>) -> ()
    }) {dimension = 1 : i64, is_stable = true} : (tensor<2x3xf64>, tensor<2x3xi64>) -> (tensor<2x3xf64>, tensor<2x3xi64>)
    %13 = "stablehlo.sqrt"(%12#0) : (tensor<2x3xf64>) -> tensor<2x3xf64>
    %14 = "stablehlo.convert"(%13) : (tensor<2x3xf64>) -> tensor<2x3xf32>
    %15 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %16 = "stablehlo.broadcast_in_dim"(%15) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<0xf32>
    %17 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %18 = "stablehlo.broadcast_in_dim"(%17) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<0xf32>
    return %16, %14, %18 : tensor<0xf32>, tensor<2x3xf32>, tensor<0xf32>
  }
}
