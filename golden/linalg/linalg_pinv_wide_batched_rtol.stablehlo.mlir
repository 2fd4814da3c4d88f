module {
  func.func @main(%arg0: tensor<2x2x4xf32>, %arg1: tensor<f32>) -> tensor<2x4x2xf32> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<2x2x4xf32>) -> tensor<2x2x4xf64>
    %1 = "stablehlo.transpose"(%0) {permutation = array<i64: 0, 2, 1>} : (tensor<2x2x4xf64>) -> tensor<2x4x2xf64>
    %2 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2x2xi64>
    %3 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x2x2xi64>
    %4 = "stablehlo.compare"(%2, %3) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x2x2xi64>, tensor<2x2x2xi64>) -> tensor<2x2x2xi1>
    %5 = "stablehlo.convert"(%4) : (tensor<2x2x2xi1>) -> tensor<2x2x2xf64>
    %6 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %7:3 = "stablehlo.while"(%6, %1, %5) ({
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<2x4x2xf64>, %arg4: tensor<2x2x2xf64>):
      %37 = "stablehlo.transpose"(%arg3) {permutation = array<i64: 0, 2, 1>} : (tensor<2x4x2xf64>) -> tensor<2x2x4xf64>
      %38 = "stablehlo.dot_general"(%37, %arg3) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x2x4xf64>, tensor<2x4x2xf64>) -> tensor<2x2x2xf64>
      %39 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2x2xi64>
      %40 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x2x2xi64>
      %41 = "stablehlo.compare"(%39, %40) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<2x2x2xi64>, tensor<2x2x2xi64>) -> tensor<2x2x2xi1>
      %42 = "stablehlo.multiply"(%38, %38) : (tensor<2x2x2xf64>, tensor<2x2x2xf64>) -> tensor<2x2x2xf64>
      %43 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %44 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %45 = "stablehlo.broadcast_in_dim"(%44) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2x2x2xf64>
      %46 = "stablehlo.select"(%41, %42, %45) : (tensor<2x2x2xi1>, tensor<2x2x2xf64>, tensor<2x2x2xf64>) -> tensor<2x2x2xf64>
      %47 = "stablehlo.reduce"(%46, %43) ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        %55 = "stablehlo.add"(%arg5, %arg6) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%55) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf64>, tensor<f64>) -> tensor<f64>
      %48 = "stablehlo.reduce"(%42, %43) ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        %55 = "stablehlo.add"(%arg5, %arg6) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%55) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf64>, tensor<f64>) -> tensor<f64>
      %49 = "stablehlo.constant"() {value = dense<1.000000e-30> : tensor<f64>} : () -> tensor<f64>
      %50 = "stablehlo.multiply"(%48, %49) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      %51 = "stablehlo.compare"(%47, %50) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %52 = "stablehlo.constant"() {value = dense<40> : tensor<i64>} : () -> tensor<i64>
      %53 = "stablehlo.compare"(%arg2, %52) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %54 = "stablehlo.and"(%51, %53) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%54) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<2x4x2xf64>, %arg4: tensor<2x2x2xf64>):
      %37 = "stablehlo.slice"(%arg3) {limit_indices = array<i64: 2, 4, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x2xf64>) -> tensor<2x4x1xf64>
      %38 = "stablehlo.slice"(%arg3) {limit_indices = array<i64: 2, 4, 2>, start_indices = array<i64: 0, 0, 1>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x2xf64>) -> tensor<2x4x1xf64>
      %39 = "stablehlo.multiply"(%37, %37) : (tensor<2x4x1xf64>, tensor<2x4x1xf64>) -> tensor<2x4x1xf64>
      %40 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %41 = "stablehlo.reduce"(%39, %40) ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        %101 = "stablehlo.add"(%arg5, %arg6) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%101) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf64>, tensor<f64>) -> tensor<2x1xf64>
      %42 = "stablehlo.reshape"(%41) : (tensor<2x1xf64>) -> tensor<2xf64>
      %43 = "stablehlo.multiply"(%38, %38) : (tensor<2x4x1xf64>, tensor<2x4x1xf64>) -> tensor<2x4x1xf64>
      %44 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %45 = "stablehlo.reduce"(%43, %44) ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        %101 = "stablehlo.add"(%arg5, %arg6) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%101) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf64>, tensor<f64>) -> tensor<2x1xf64>
      %46 = "stablehlo.reshape"(%45) : (tensor<2x1xf64>) -> tensor<2xf64>
      %47 = "stablehlo.multiply"(%37, %38) : (tensor<2x4x1xf64>, tensor<2x4x1xf64>) -> tensor<2x4x1xf64>
      %48 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %49 = "stablehlo.reduce"(%47, %48) ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        %101 = "stablehlo.add"(%arg5, %arg6) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%101) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf64>, tensor<f64>) -> tensor<2x1xf64>
      %50 = "stablehlo.reshape"(%49) : (tensor<2x1xf64>) -> tensor<2xf64>
      %51 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %52 = "stablehlo.broadcast_in_dim"(%51) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %53 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %54 = "stablehlo.broadcast_in_dim"(%53) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %55 = "stablehlo.subtract"(%46, %42) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %56 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %57 = "stablehlo.broadcast_in_dim"(%56) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %58 = "stablehlo.multiply"(%57, %50) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %59 = "stablehlo.divide"(%55, %58) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %60 = "stablehlo.compare"(%59, %54) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
      %61 = "stablehlo.negate"(%52) : (tensor<2xf64>) -> tensor<2xf64>
      %62 = "stablehlo.select"(%60, %61, %52) : (tensor<2xi1>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %63 = "stablehlo.multiply"(%59, %59) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %64 = "stablehlo.add"(%63, %52) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %65 = "stablehlo.sqrt"(%64) : (tensor<2xf64>) -> tensor<2xf64>
      %66 = "stablehlo.abs"(%59) : (tensor<2xf64>) -> tensor<2xf64>
      %67 = "stablehlo.add"(%66, %65) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %68 = "stablehlo.divide"(%62, %67) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %69 = "stablehlo.compare"(%50, %54) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
      %70 = "stablehlo.select"(%69, %54, %68) : (tensor<2xi1>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %71 = "stablehlo.multiply"(%70, %70) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %72 = "stablehlo.add"(%71, %52) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %73 = "stablehlo.sqrt"(%72) : (tensor<2xf64>) -> tensor<2xf64>
      %74 = "stablehlo.divide"(%52, %73) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %75 = "stablehlo.multiply"(%70, %74) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %76 = "stablehlo.subtract"(%74, %52) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %77 = "stablehlo.broadcast_in_dim"(%76) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x2x2xf64>
      %78 = "stablehlo.broadcast_in_dim"(%75) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x2x2xf64>
      %79 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2x2xi64>
      %80 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x2x2xi64>
      %81 = "stablehlo.compare"(%79, %80) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x2x2xi64>, tensor<2x2x2xi64>) -> tensor<2x2x2xi1>
      %82 = "stablehlo.convert"(%81) : (tensor<2x2x2xi1>) -> tensor<2x2x2xf64>
      %83 = "stablehlo.constant"() {value = dense<[[1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00]]> : tensor<2x2xf64>} : () -> tensor<2x2xf64>
      %84 = "stablehlo.broadcast_in_dim"(%83) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<2x2xf64>) -> tensor<2x2x2xf64>
      %85 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00]]> : tensor<2x2xf64>} : () -> tensor<2x2xf64>
      %86 = "stablehlo.broadcast_in_dim"(%85) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<2x2xf64>) -> tensor<2x2x2xf64>
      %87 = "stablehlo.add"(%84, %86) : (tensor<2x2x2xf64>, tensor<2x2x2xf64>) -> tensor<2x2x2xf64>
      %88 = "stablehlo.multiply"(%77, %87) : (tensor<2x2x2xf64>, tensor<2x2x2xf64>) -> tensor<2x2x2xf64>
      %89 = "stablehlo.add"(%82, %88) : (tensor<2x2x2xf64>, tensor<2x2x2xf64>) -> tensor<2x2x2xf64>
      %90 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 1.000000e+00], [0.000000e+00, 0.000000e+00]]> : tensor<2x2xf64>} : () -> tensor<2x2xf64>
      %91 = "stablehlo.broadcast_in_dim"(%90) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<2x2xf64>) -> tensor<2x2x2xf64>
      %92 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00]]> : tensor<2x2xf64>} : () -> tensor<2x2xf64>
      %93 = "stablehlo.broadcast_in_dim"(%92) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<2x2xf64>) -> tensor<2x2x2xf64>
      %94 = "stablehlo.subtract"(%91, %93) : (tensor<2x2x2xf64>, tensor<2x2x2xf64>) -> tensor<2x2x2xf64>
      %95 = "stablehlo.multiply"(%78, %94) : (tensor<2x2x2xf64>, tensor<2x2x2xf64>) -> tensor<2x2x2xf64>
      %96 = "stablehlo.add"(%89, %95) : (tensor<2x2x2xf64>, tensor<2x2x2xf64>) -> tensor<2x2x2xf64>
      %97 = "stablehlo.dot_general"(%arg3, %96) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x2xf64>, tensor<2x2x2xf64>) -> tensor<2x4x2xf64>
      %98 = "stablehlo.dot_general"(%arg4, %96) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x2x2xf64>, tensor<2x2x2xf64>) -> tensor<2x2x2xf64>
      %99 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
      %100 = "stablehlo.add"(%arg2, %99) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%100, %97, %98) : (tensor<i64>, tensor<2x4x2xf64>, tensor<2x2x2xf64>) -> ()
    }) : (tensor<i64>, tensor<2x4x2xf64>, tensor<2x2x2xf64>) -> (tensor<i64>, tensor<2x4x2xf64>, tensor<2x2x2xf64>)
    %8 = "stablehlo.multiply"(%7#1, %7#1) : (tensor<2x4x2xf64>, tensor<2x4x2xf64>) -> tensor<2x4x2xf64>
    %9 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %10 = "stablehlo.reduce"(%8, %9) ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      %37 = "stablehlo.add"(%arg2, %arg3) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%37) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x2xf64>, tensor<f64>) -> tensor<2x2xf64>
    %11 = "stablehlo.sqrt"(%10) : (tensor<2x2xf64>) -> tensor<2x2xf64>
    %12 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %13 = "stablehlo.reduce"(%11, %12) ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      %37 = "stablehlo.maximum"(%arg2, %arg3) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%37) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x2xf64>, tensor<f64>) -> tensor<2xf64>
    %14 = "stablehlo.convert"(%arg1) : (tensor<f32>) -> tensor<f64>
    %15 = "stablehlo.broadcast_in_dim"(%14) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
    %16 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %17 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
    %18 = "stablehlo.multiply"(%15, %13) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    %19 = "stablehlo.maximum"(%17, %18) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    %20 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x2xf64>
    %21 = "stablehlo.compare"(%11, %20) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<2x2xf64>, tensor<2x2xf64>) -> tensor<2x2xi1>
    %22 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %23 = "stablehlo.broadcast_in_dim"(%22) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2x2xf64>
    %24 = "stablehlo.select"(%21, %10, %23) : (tensor<2x2xi1>, tensor<2x2xf64>, tensor<2x2xf64>) -> tensor<2x2xf64>
    %25 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %26 = "stablehlo.broadcast_in_dim"(%25) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2x2xf64>
    %27 = "stablehlo.divide"(%26, %24) : (tensor<2x2xf64>, tensor<2x2xf64>) -> tensor<2x2xf64>
    %28 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %29 = "stablehlo.broadcast_in_dim"(%28) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2x2xf64>
    %30 = "stablehlo.select"(%21, %27, %29) : (tensor<2x2xi1>, tensor<2x2xf64>, tensor<2x2xf64>) -> tensor<2x2xf64>
    %31 = "stablehlo.broadcast_in_dim"(%30) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x2xf64>) -> tensor<2x2x2xf64>
    %32 = "stablehlo.multiply"(%7#2, %31) : (tensor<2x2x2xf64>, tensor<2x2x2xf64>) -> tensor<2x2x2xf64>
    %33 = "stablehlo.transpose"(%7#1) {permutation = array<i64: 0, 2, 1>} : (tensor<2x4x2xf64>) -> tensor<2x2x4xf64>
    %34 = "stablehlo.dot_general"(%32, %33) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x2x2xf64>, tensor<2x2x4xf64>) -> tensor<2x2x4xf64>
    %35 = "stablehlo.transpose"(%34) {permutation = array<i64: 0, 2, 1>} : (tensor<2x2x4xf64>) -> tensor<2x4x2xf64>
    %36 = "stablehlo.convert"(%35) : (tensor<2x4x2xf64>) -> tensor<2x4x2xf32>
    return %36 : tensor<2x4x2xf32>
  }
}
