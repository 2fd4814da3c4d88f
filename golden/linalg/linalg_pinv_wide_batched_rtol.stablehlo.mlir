module {
  func.func @main(%arg0: tensor<2x2x4xf32>, %arg1: tensor<f32>) -> tensor<2x4x2xf32> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<2x2x4xf32>) -> tensor<2x2x4xf64>
    %1 = "stablehlo.transpose"(%0) {permutation = array<i64: 0, 2, 1>} : (tensor<2x2x4xf64>) -> tensor<2x4x2xf64>
    %2 = "stablehlo.dot_general"(%0, %1) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x2x4xf64>, tensor<2x4x2xf64>) -> tensor<2x2x2xf64>
    %3 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2x2xi64>
    %4 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x2x2xi64>
    %5 = "stablehlo.compare"(%3, %4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x2x2xi64>, tensor<2x2x2xi64>) -> tensor<2x2x2xi1>
    %6 = "stablehlo.convert"(%5) : (tensor<2x2x2xi1>) -> tensor<2x2x2xf64>
    %7 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %8:3 = "stablehlo.while"(%7, %2, %6) ({
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<2x2x2xf64>, %arg4: tensor<2x2x2xf64>):
      %47 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2x2xi64>
      %48 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x2x2xi64>
      %49 = "stablehlo.compare"(%47, %48) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<2x2x2xi64>, tensor<2x2x2xi64>) -> tensor<2x2x2xi1>
      %50 = "stablehlo.multiply"(%arg3, %arg3) : (tensor<2x2x2xf64>, tensor<2x2x2xf64>) -> tensor<2x2x2xf64>
      %51 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %52 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %53 = "stablehlo.broadcast_in_dim"(%52) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2x2x2xf64>
      %54 = "stablehlo.select"(%49, %50, %53) : (tensor<2x2x2xi1>, tensor<2x2x2xf64>, tensor<2x2x2xf64>) -> tensor<2x2x2xf64>
      %55 = "stablehlo.reduce"(%54, %51) ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        %63 = "stablehlo.add"(%arg5, %arg6) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%63) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf64>, tensor<f64>) -> tensor<f64>
      %56 = "stablehlo.reduce"(%50, %51) ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        %63 = "stablehlo.add"(%arg5, %arg6) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%63) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf64>, tensor<f64>) -> tensor<f64>
      %57 = "stablehlo.constant"() {value = dense<1.000000e-30> : tensor<f64>} : () -> tensor<f64>
      %58 = "stablehlo.multiply"(%56, %57) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      %59 = "stablehlo.compare"(%55, %58) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %60 = "stablehlo.constant"() {value = dense<40> : tensor<i64>} : () -> tensor<i64>
      %61 = "stablehlo.compare"(%arg2, %60) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %62 = "stablehlo.and"(%59, %61) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%62) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<2x2x2xf64>, %arg4: tensor<2x2x2xf64>):
      %47 = "stablehlo.slice"(%arg3) {limit_indices = array<i64: 2, 1, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<2x2x2xf64>) -> tensor<2x1x1xf64>
      %48 = "stablehlo.reshape"(%47) : (tensor<2x1x1xf64>) -> tensor<2xf64>
      %49 = "stablehlo.slice"(%arg3) {limit_indices = array<i64: 2, 2, 2>, start_indices = array<i64: 0, 1, 1>, strides = array<i64: 1, 1, 1>} : (tensor<2x2x2xf64>) -> tensor<2x1x1xf64>
      %50 = "stablehlo.reshape"(%49) : (tensor<2x1x1xf64>) -> tensor<2xf64>
      %51 = "stablehlo.slice"(%arg3) {limit_indices = array<i64: 2, 1, 2>, start_indices = array<i64: 0, 0, 1>, strides = array<i64: 1, 1, 1>} : (tensor<2x2x2xf64>) -> tensor<2x1x1xf64>
      %52 = "stablehlo.reshape"(%51) : (tensor<2x1x1xf64>) -> tensor<2xf64>
      %53 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %54 = "stablehlo.broadcast_in_dim"(%53) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %55 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %56 = "stablehlo.broadcast_in_dim"(%55) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %57 = "stablehlo.subtract"(%50, %48) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %58 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %59 = "stablehlo.broadcast_in_dim"(%58) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %60 = "stablehlo.multiply"(%59, %52) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %61 = "stablehlo.divide"(%57, %60) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %62 = "stablehlo.compare"(%61, %56) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
      %63 = "stablehlo.negate"(%54) : (tensor<2xf64>) -> tensor<2xf64>
      %64 = "stablehlo.select"(%62, %63, %54) : (tensor<2xi1>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %65 = "stablehlo.multiply"(%61, %61) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %66 = "stablehlo.add"(%65, %54) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %67 = "stablehlo.sqrt"(%66) : (tensor<2xf64>) -> tensor<2xf64>
      %68 = "stablehlo.abs"(%61) : (tensor<2xf64>) -> tensor<2xf64>
      %69 = "stablehlo.add"(%68, %67) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %70 = "stablehlo.divide"(%64, %69) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %71 = "stablehlo.compare"(%52, %56) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
      %72 = "stablehlo.select"(%71, %56, %70) : (tensor<2xi1>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %73 = "stablehlo.multiply"(%72, %72) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %74 = "stablehlo.add"(%73, %54) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %75 = "stablehlo.sqrt"(%74) : (tensor<2xf64>) -> tensor<2xf64>
      %76 = "stablehlo.divide"(%54, %75) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %77 = "stablehlo.multiply"(%72, %76) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %78 = "stablehlo.subtract"(%76, %54) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %79 = "stablehlo.broadcast_in_dim"(%78) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x2x2xf64>
      %80 = "stablehlo.broadcast_in_dim"(%77) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x2x2xf64>
      %81 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2x2xi64>
      %82 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x2x2xi64>
      %83 = "stablehlo.compare"(%81, %82) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x2x2xi64>, tensor<2x2x2xi64>) -> tensor<2x2x2xi1>
      %84 = "stablehlo.convert"(%83) : (tensor<2x2x2xi1>) -> tensor<2x2x2xf64>
      %85 = "stablehlo.constant"() {value = dense<[[1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00]]> : tensor<2x2xf64>} : () -> tensor<2x2xf64>
      %86 = "stablehlo.broadcast_in_dim"(%85) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<2x2xf64>) -> tensor<2x2x2xf64>
      %87 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00]]> : tensor<2x2xf64>} : () -> tensor<2x2xf64>
      %88 = "stablehlo.broadcast_in_dim"(%87) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<2x2xf64>) -> tensor<2x2x2xf64>
      %89 = "stablehlo.add"(%86, %88) : (tensor<2x2x2xf64>, tensor<2x2x2xf64>) -> tensor<2x2x2xf64>
      %90 = "stablehlo.multiply"(%79, %89) : (tensor<2x2x2xf64>, tensor<2x2x2xf64>) -> tensor<2x2x2xf64>
      %91 = "stablehlo.add"(%84, %90) : (tensor<2x2x2xf64>, tensor<2x2x2xf64>) -> tensor<2x2x2xf64>
      %92 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 1.000000e+00], [0.000000e+00, 0.000000e+00]]> : tensor<2x2xf64>} : () -> tensor<2x2xf64>
      %93 = "stablehlo.broadcast_in_dim"(%92) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<2x2xf64>) -> tensor<2x2x2xf64>
      %94 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00]]> : tensor<2x2xf64>} : () -> tensor<2x2xf64>
      %95 = "stablehlo.broadcast_in_dim"(%94) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<2x2xf64>) -> tensor<2x2x2xf64>
      %96 = "stablehlo.subtract"(%93, %95) : (tensor<2x2x2xf64>, tensor<2x2x2xf64>) -> tensor<2x2x2xf64>
      %97 = "stablehlo.multiply"(%80, %96) : (tensor<2x2x2xf64>, tensor<2x2x2xf64>) -> tensor<2x2x2xf64>
      %98 = "stablehlo.add"(%91, %97) : (tensor<2x2x2xf64>, tensor<2x2x2xf64>) -> tensor<2x2x2xf64>
      %99 = "stablehlo.transpose"(%98) {permutation = array<i64: 0, 2, 1>} : (tensor<2x2x2xf64>) -> tensor<2x2x2xf64>
      %100 = "stablehlo.dot_general"(%arg3, %98) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x2x2xf64>, tensor<2x2x2xf64>) -> tensor<2x2x2xf64>
      %101 = "stablehlo.dot_general"(%99, %100) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x2x2xf64>, tensor<2x2x2xf64>) -> tensor<2x2x2xf64>
      %102 = "stablehlo.dot_general"(%arg4, %98) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x2x2xf64>, tensor<2x2x2xf64>) -> tensor<2x2x2xf64>
      %103 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
      %104 = "stablehlo.add"(%arg2, %103) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%104, %101, %102) : (tensor<i64>, tensor<2x2x2xf64>, tensor<2x2x2xf64>) -> ()
    }) : (tensor<i64>, tensor<2x2x2xf64>, tensor<2x2x2xf64>) -> (tensor<i64>, tensor<2x2x2xf64>, tensor<2x2x2xf64>)
    %9 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2x2xi64>
    %10 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x2x2xi64>
    %11 = "stablehlo.compare"(%9, %10) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x2x2xi64>, tensor<2x2x2xi64>) -> tensor<2x2x2xi1>
    %12 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %13 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2x2x2xf64>
    %14 = "stablehlo.select"(%11, %8#1, %13) : (tensor<2x2x2xi1>, tensor<2x2x2xf64>, tensor<2x2x2xf64>) -> tensor<2x2x2xf64>
    %15 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %16 = "stablehlo.reduce"(%14, %15) ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      %47 = "stablehlo.add"(%arg2, %arg3) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%47) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x2x2xf64>, tensor<f64>) -> tensor<2x2xf64>
    %17 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %18 = "stablehlo.broadcast_in_dim"(%17) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2x2xf64>
    %19 = "stablehlo.maximum"(%16, %18) : (tensor<2x2xf64>, tensor<2x2xf64>) -> tensor<2x2xf64>
    %20 = "stablehlo.sqrt"(%19) : (tensor<2x2xf64>) -> tensor<2x2xf64>
    %21 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %22 = "stablehlo.reduce"(%20, %21) ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      %47 = "stablehlo.maximum"(%arg2, %arg3) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%47) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x2xf64>, tensor<f64>) -> tensor<2xf64>
    %23 = "stablehlo.convert"(%arg1) : (tensor<f32>) -> tensor<f64>
    %24 = "stablehlo.broadcast_in_dim"(%23) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
    %25 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %26 = "stablehlo.broadcast_in_dim"(%25) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
    %27 = "stablehlo.multiply"(%24, %22) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    %28 = "stablehlo.maximum"(%26, %27) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    %29 = "stablehlo.broadcast_in_dim"(%28) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x2xf64>
    %30 = "stablehlo.compare"(%20, %29) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<2x2xf64>, tensor<2x2xf64>) -> tensor<2x2xi1>
    %31 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %32 = "stablehlo.broadcast_in_dim"(%31) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2x2xf64>
    %33 = "stablehlo.select"(%30, %16, %32) : (tensor<2x2xi1>, tensor<2x2xf64>, tensor<2x2xf64>) -> tensor<2x2xf64>
    %34 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %35 = "stablehlo.broadcast_in_dim"(%34) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2x2xf64>
    %36 = "stablehlo.divide"(%35, %33) : (tensor<2x2xf64>, tensor<2x2xf64>) -> tensor<2x2xf64>
    %37 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %38 = "stablehlo.broadcast_in_dim"(%37) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2x2xf64>
    %39 = "stablehlo.select"(%30, %36, %38) : (tensor<2x2xi1>, tensor<2x2xf64>, tensor<2x2xf64>) -> tensor<2x2xf64>
    %40 = "stablehlo.broadcast_in_dim"(%39) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x2xf64>) -> tensor<2x2x2xf64>
    %41 = "stablehlo.multiply"(%8#2, %40) : (tensor<2x2x2xf64>, tensor<2x2x2xf64>) -> tensor<2x2x2xf64>
    %42 = "stablehlo.transpose"(%8#2) {permutation = array<i64: 0, 2, 1>} : (tensor<2x2x2xf64>) -> tensor<2x2x2xf64>
    %43 = "stablehlo.dot_general"(%41, %42) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x2x2xf64>, tensor<2x2x2xf64>) -> tensor<2x2x2xf64>
    %44 = "stablehlo.transpose"(%0) {permutation = array<i64: 0, 2, 1>} : (tensor<2x2x4xf64>) -> tensor<2x4x2xf64>
    %45 = "stablehlo.dot_general"(%44, %43) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x2xf64>, tensor<2x2x2xf64>) -> tensor<2x4x2xf64>
    %46 = "stablehlo.convert"(%45) : (tensor<2x4x2xf64>) -> tensor<2x4x2xf32>
    return %46 : tensor<2x4x2xf32>
  }
}
