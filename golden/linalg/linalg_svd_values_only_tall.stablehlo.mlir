module {
  func.func @main(%arg0: tensor<6x3xf32>) -> (tensor<0xf32>, tensor<3xf32>, tensor<0xf32>) {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<6x3xf32>) -> tensor<1x6x3xf32>
    %1 = "stablehlo.convert"(%0) : (tensor<1x6x3xf32>) -> tensor<1x6x3xf64>
    %2 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x3x3xi64>
    %3 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x3x3xi64>
    %4 = "stablehlo.compare"(%2, %3) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3x3xi64>, tensor<1x3x3xi64>) -> tensor<1x3x3xi1>
    %5 = "stablehlo.convert"(%4) : (tensor<1x3x3xi1>) -> tensor<1x3x3xf64>
    %6 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %7:3 = "stablehlo.while"(%6, %1, %5) ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<1x6x3xf64>, %arg3: tensor<1x3x3xf64>):
      %20 = "stablehlo.transpose"(%arg2) {permutation = array<i64: 0, 2, 1>} : (tensor<1x6x3xf64>) -> tensor<1x3x6xf64>
      %21 = "stablehlo.dot_general"(%20, %arg2) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x6xf64>, tensor<1x6x3xf64>) -> tensor<1x3x3xf64>
      %22 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x3x3xi64>
      %23 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x3x3xi64>
      %24 = "stablehlo.compare"(%22, %23) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<1x3x3xi64>, tensor<1x3x3xi64>) -> tensor<1x3x3xi1>
      %25 = "stablehlo.multiply"(%21, %21) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %26 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %27 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %28 = "stablehlo.broadcast_in_dim"(%27) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x3x3xf64>
      %29 = "stablehlo.select"(%24, %25, %28) : (tensor<1x3x3xi1>, tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %30 = "stablehlo.reduce"(%29, %26) ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        %38 = "stablehlo.add"(%arg4, %arg5) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%38) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x3x3xf64>, tensor<f64>) -> tensor<f64>
      %31 = "stablehlo.reduce"(%25, %26) ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        %38 = "stablehlo.add"(%arg4, %arg5) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%38) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x3x3xf64>, tensor<f64>) -> tensor<f64>
      %32 = "stablehlo.constant"() {value = dense<1.000000e-30> : tensor<f64>} : () -> tensor<f64>
      %33 = "stablehlo.multiply"(%31, %32) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      %34 = "stablehlo.compare"(%30, %33) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %35 = "stablehlo.constant"() {value = dense<40> : tensor<i64>} : () -> tensor<i64>
      %36 = "stablehlo.compare"(%arg1, %35) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %37 = "stablehlo.and"(%34, %36) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%37) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<1x6x3xf64>, %arg3: tensor<1x3x3xf64>):
      %20 = "stablehlo.slice"(%arg2) {limit_indices = array<i64: 1, 6, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<1x6x3xf64>) -> tensor<1x6x1xf64>
      %21 = "stablehlo.slice"(%arg2) {limit_indices = array<i64: 1, 6, 2>, start_indices = array<i64: 0, 0, 1>, strides = array<i64: 1, 1, 1>} : (tensor<1x6x3xf64>) -> tensor<1x6x1xf64>
      %22 = "stablehlo.multiply"(%20, %20) : (tensor<1x6x1xf64>, tensor<1x6x1xf64>) -> tensor<1x6x1xf64>
      %23 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %24 = "stablehlo.reduce"(%22, %23) ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        %208 = "stablehlo.add"(%arg4, %arg5) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%208) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 1>} : (tensor<1x6x1xf64>, tensor<f64>) -> tensor<1x1xf64>
      %25 = "stablehlo.reshape"(%24) : (tensor<1x1xf64>) -> tensor<1xf64>
      %26 = "stablehlo.multiply"(%21, %21) : (tensor<1x6x1xf64>, tensor<1x6x1xf64>) -> tensor<1x6x1xf64>
      %27 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %28 = "stablehlo.reduce"(%26, %27) ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        %208 = "stablehlo.add"(%arg4, %arg5) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%208) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 1>} : (tensor<1x6x1xf64>, tensor<f64>) -> tensor<1x1xf64>
      %29 = "stablehlo.reshape"(%28) : (tensor<1x1xf64>) -> tensor<1xf64>
      %30 = "stablehlo.multiply"(%20, %21) : (tensor<1x6x1xf64>, tensor<1x6x1xf64>) -> tensor<1x6x1xf64>
      %31 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %32 = "stablehlo.reduce"(%30, %31) ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        %208 = "stablehlo.add"(%arg4, %arg5) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%208) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 1>} : (tensor<1x6x1xf64>, tensor<f64>) -> tensor<1x1xf64>
      %33 = "stablehlo.reshape"(%32) : (tensor<1x1xf64>) -> tensor<1xf64>
      %34 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %35 = "stablehlo.broadcast_in_dim"(%34) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %36 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %37 = "stablehlo.broadcast_in_dim"(%36) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %38 = "stablehlo.subtract"(%29, %25) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %39 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %40 = "stablehlo.broadcast_in_dim"(%39) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %41 = "stablehlo.multiply"(%40, %33) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %42 = "stablehlo.divide"(%38, %41) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %43 = "stablehlo.compare"(%42, %37) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %44 = "stablehlo.negate"(%35) : (tensor<1xf64>) -> tensor<1xf64>
      %45 = "stablehlo.select"(%43, %44, %35) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %46 = "stablehlo.multiply"(%42, %42) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %47 = "stablehlo.add"(%46, %35) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %48 = "stablehlo.sqrt"(%47) : (tensor<1xf64>) -> tensor<1xf64>
      %49 = "stablehlo.abs"(%42) : (tensor<1xf64>) -> tensor<1xf64>
      %50 = "stablehlo.add"(%49, %48) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %51 = "stablehlo.divide"(%45, %50) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %52 = "stablehlo.compare"(%33, %37) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %53 = "stablehlo.select"(%52, %37, %51) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %54 = "stablehlo.multiply"(%53, %53) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %55 = "stablehlo.add"(%54, %35) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %56 = "stablehlo.sqrt"(%55) : (tensor<1xf64>) -> tensor<1xf64>
      %57 = "stablehlo.divide"(%35, %56) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %58 = "stablehlo.multiply"(%53, %57) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %59 = "stablehlo.subtract"(%57, %35) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %60 = "stablehlo.broadcast_in_dim"(%59) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x3x3xf64>
      %61 = "stablehlo.broadcast_in_dim"(%58) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x3x3xf64>
      %62 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x3x3xi64>
      %63 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x3x3xi64>
      %64 = "stablehlo.compare"(%62, %63) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3x3xi64>, tensor<1x3x3xi64>) -> tensor<1x3x3xi1>
      %65 = "stablehlo.convert"(%64) : (tensor<1x3x3xi1>) -> tensor<1x3x3xf64>
      %66 = "stablehlo.constant"() {value = dense<[[1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %67 = "stablehlo.broadcast_in_dim"(%66) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %68 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %69 = "stablehlo.broadcast_in_dim"(%68) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %70 = "stablehlo.add"(%67, %69) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %71 = "stablehlo.multiply"(%60, %70) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %72 = "stablehlo.add"(%65, %71) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %73 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %74 = "stablehlo.broadcast_in_dim"(%73) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %75 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %76 = "stablehlo.broadcast_in_dim"(%75) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %77 = "stablehlo.subtract"(%74, %76) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %78 = "stablehlo.multiply"(%61, %77) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %79 = "stablehlo.add"(%72, %78) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %80 = "stablehlo.dot_general"(%arg2, %79) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x6x3xf64>, tensor<1x3x3xf64>) -> tensor<1x6x3xf64>
      %81 = "stablehlo.dot_general"(%arg3, %79) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %82 = "stablehlo.slice"(%80) {limit_indices = array<i64: 1, 6, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<1x6x3xf64>) -> tensor<1x6x1xf64>
      %83 = "stablehlo.slice"(%80) {limit_indices = array<i64: 1, 6, 3>, start_indices = array<i64: 0, 0, 2>, strides = array<i64: 1, 1, 1>} : (tensor<1x6x3xf64>) -> tensor<1x6x1xf64>
      %84 = "stablehlo.multiply"(%82, %82) : (tensor<1x6x1xf64>, tensor<1x6x1xf64>) -> tensor<1x6x1xf64>
      %85 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %86 = "stablehlo.reduce"(%84, %85) ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        %208 = "stablehlo.add"(%arg4, %arg5) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%208) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 1>} : (tensor<1x6x1xf64>, tensor<f64>) -> tensor<1x1xf64>
      %87 = "stablehlo.reshape"(%86) : (tensor<1x1xf64>) -> tensor<1xf64>
      %88 = "stablehlo.multiply"(%83, %83) : (tensor<1x6x1xf64>, tensor<1x6x1xf64>) -> tensor<1x6x1xf64>
      %89 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %90 = "stablehlo.reduce"(%88, %89) ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        %208 = "stablehlo.add"(%arg4, %arg5) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%208) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 1>} : (tensor<1x6x1xf64>, tensor<f64>) -> tensor<1x1xf64>
      %91 = "stablehlo.reshape"(%90) : (tensor<1x1xf64>) -> tensor<1xf64>
      %92 = "stablehlo.multiply"(%82, %83) : (tensor<1x6x1xf64>, tensor<1x6x1xf64>) -> tensor<1x6x1xf64>
      %93 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %94 = "stablehlo.reduce"(%92, %93) ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        %208 = "stablehlo.add"(%arg4, %arg5) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%208) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 1>} : (tensor<1x6x1xf64>, tensor<f64>) -> tensor<1x1xf64>
      %95 = "stablehlo.reshape"(%94) : (tensor<1x1xf64>) -> tensor<1xf64>
      %96 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %97 = "stablehlo.broadcast_in_dim"(%96) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %98 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %99 = "stablehlo.broadcast_in_dim"(%98) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %100 = "stablehlo.subtract"(%91, %87) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %101 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %102 = "stablehlo.broadcast_in_dim"(%101) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %103 = "stablehlo.multiply"(%102, %95) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %104 = "stablehlo.divide"(%100, %103) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %105 = "stablehlo.compare"(%104, %99) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %106 = "stablehlo.negate"(%97) : (tensor<1xf64>) -> tensor<1xf64>
      %107 = "stablehlo.select"(%105, %106, %97) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %108 = "stablehlo.multiply"(%104, %104) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %109 = "stablehlo.add"(%108, %97) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %110 = "stablehlo.sqrt"(%109) : (tensor<1xf64>) -> tensor<1xf64>
      %111 = "stablehlo.abs"(%104) : (tensor<1xf64>) -> tensor<1xf64>
      %112 = "stablehlo.add"(%111, %110) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %113 = "stablehlo.divide"(%107, %112) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %114 = "stablehlo.compare"(%95, %99) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %115 = "stablehlo.select"(%114, %99, %113) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %116 = "stablehlo.multiply"(%115, %115) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %117 = "stablehlo.add"(%116, %97) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %118 = "stablehlo.sqrt"(%117) : (tensor<1xf64>) -> tensor<1xf64>
      %119 = "stablehlo.divide"(%97, %118) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %120 = "stablehlo.multiply"(%115, %119) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %121 = "stablehlo.subtract"(%119, %97) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %122 = "stablehlo.broadcast_in_dim"(%121) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x3x3xf64>
      %123 = "stablehlo.broadcast_in_dim"(%120) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x3x3xf64>
      %124 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x3x3xi64>
      %125 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x3x3xi64>
      %126 = "stablehlo.compare"(%124, %125) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3x3xi64>, tensor<1x3x3xi64>) -> tensor<1x3x3xi1>
      %127 = "stablehlo.convert"(%126) : (tensor<1x3x3xi1>) -> tensor<1x3x3xf64>
      %128 = "stablehlo.constant"() {value = dense<[[1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %129 = "stablehlo.broadcast_in_dim"(%128) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %130 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %131 = "stablehlo.broadcast_in_dim"(%130) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %132 = "stablehlo.add"(%129, %131) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %133 = "stablehlo.multiply"(%122, %132) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %134 = "stablehlo.add"(%127, %133) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %135 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 1.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %136 = "stablehlo.broadcast_in_dim"(%135) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %137 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %138 = "stablehlo.broadcast_in_dim"(%137) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %139 = "stablehlo.subtract"(%136, %138) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %140 = "stablehlo.multiply"(%123, %139) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %141 = "stablehlo.add"(%134, %140) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %142 = "stablehlo.dot_general"(%80, %141) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x6x3xf64>, tensor<1x3x3xf64>) -> tensor<1x6x3xf64>
      %143 = "stablehlo.dot_general"(%81, %141) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %144 = "stablehlo.slice"(%142) {limit_indices = array<i64: 1, 6, 2>, start_indices = array<i64: 0, 0, 1>, strides = array<i64: 1, 1, 1>} : (tensor<1x6x3xf64>) -> tensor<1x6x1xf64>
      %145 = "stablehlo.slice"(%142) {limit_indices = array<i64: 1, 6, 3>, start_indices = array<i64: 0, 0, 2>, strides = array<i64: 1, 1, 1>} : (tensor<1x6x3xf64>) -> tensor<1x6x1xf64>
      %146 = "stablehlo.multiply"(%144, %144) : (tensor<1x6x1xf64>, tensor<1x6x1xf64>) -> tensor<1x6x1xf64>
      %147 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %148 = "stablehlo.reduce"(%146, %147) ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        %208 = "stablehlo.add"(%arg4, %arg5) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%208) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 1>} : (tensor<1x6x1xf64>, tensor<f64>) -> tensor<1x1xf64>
      %149 = "stablehlo.reshape"(%148) : (tensor<1x1xf64>) -> tensor<1xf64>
      %150 = "stablehlo.multiply"(%145, %145) : (tensor<1x6x1xf64>, tensor<1x6x1xf64>) -> tensor<1x6x1xf64>
      %151 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %152 = "stablehlo.reduce"(%150, %151) ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        %208 = "stablehlo.add"(%arg4, %arg5) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%208) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 1>} : (tensor<1x6x1xf64>, tensor<f64>) -> tensor<1x1xf64>
      %153 = "stablehlo.reshape"(%152) : (tensor<1x1xf64>) -> tensor<1xf64>
      %154 = "stablehlo.multiply"(%144, %145) : (tensor<1x6x1xf64>, tensor<1x6x1xf64>) -> tensor<1x6x1xf64>
      %155 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %156 = "stablehlo.reduce"(%154, %155) ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        %208 = "stablehlo.add"(%arg4, %arg5) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%208) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 1>} : (tensor<1x6x1xf64>, tensor<f64>) -> tensor<1x1xf64>
      %157 = "stablehlo.reshape"(%156) : (tensor<1x1xf64>) -> tensor<1xf64>
      %158 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %159 = "stablehlo.broadcast_in_dim"(%158) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %160 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %161 = "stablehlo.broadcast_in_dim"(%160) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %162 = "stablehlo.subtract"(%153, %149) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %163 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %164 = "stablehlo.broadcast_in_dim"(%163) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
      %165 = "stablehlo.multiply"(%164, %157) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %166 = "stablehlo.divide"(%162, %165) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %167 = "stablehlo.compare"(%166, %161) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %168 = "stablehlo.negate"(%159) : (tensor<1xf64>) -> tensor<1xf64>
      %169 = "stablehlo.select"(%167, %168, %159) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %170 = "stablehlo.multiply"(%166, %166) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %171 = "stablehlo.add"(%170, %159) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %172 = "stablehlo.sqrt"(%171) : (tensor<1xf64>) -> tensor<1xf64>
      %173 = "stablehlo.abs"(%166) : (tensor<1xf64>) -> tensor<1xf64>
      %174 = "stablehlo.add"(%173, %172) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %175 = "stablehlo.divide"(%169, %174) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %176 = "stablehlo.compare"(%157, %161) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
      %177 = "stablehlo.select"(%176, %161, %175) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %178 = "stablehlo.multiply"(%177, %177) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %179 = "stablehlo.add"(%178, %159) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %180 = "stablehlo.sqrt"(%179) : (tensor<1xf64>) -> tensor<1xf64>
      %181 = "stablehlo.divide"(%159, %180) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %182 = "stablehlo.multiply"(%177, %181) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %183 = "stablehlo.subtract"(%181, %159) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
      %184 = "stablehlo.broadcast_in_dim"(%183) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x3x3xf64>
      %185 = "stablehlo.broadcast_in_dim"(%182) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x3x3xf64>
      %186 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x3x3xi64>
      %187 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x3x3xi64>
      %188 = "stablehlo.compare"(%186, %187) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3x3xi64>, tensor<1x3x3xi64>) -> tensor<1x3x3xi1>
      %189 = "stablehlo.convert"(%188) : (tensor<1x3x3xi1>) -> tensor<1x3x3xf64>
      %190 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %191 = "stablehlo.broadcast_in_dim"(%190) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %192 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %193 = "stablehlo.broadcast_in_dim"(%192) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %194 = "stablehlo.add"(%191, %193) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %195 = "stablehlo.multiply"(%184, %194) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %196 = "stablehlo.add"(%189, %195) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %197 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %198 = "stablehlo.broadcast_in_dim"(%197) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %199 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
      %200 = "stablehlo.broadcast_in_dim"(%199) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
      %201 = "stablehlo.subtract"(%198, %200) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %202 = "stablehlo.multiply"(%185, %201) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %203 = "stablehlo.add"(%196, %202) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %204 = "stablehlo.dot_general"(%142, %203) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x6x3xf64>, tensor<1x3x3xf64>) -> tensor<1x6x3xf64>
      %205 = "stablehlo.dot_general"(%143, %203) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %206 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
      %207 = "stablehlo.add"(%arg1, %206) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%207, %204, %205) : (tensor<i64>, tensor<1x6x3xf64>, tensor<1x3x3xf64>) -> ()
    }) : (tensor<i64>, tensor<1x6x3xf64>, tensor<1x3x3xf64>) -> (tensor<i64>, tensor<1x6x3xf64>, tensor<1x3x3xf64>)
    %8 = "stablehlo.multiply"(%7#1, %7#1) : (tensor<1x6x3xf64>, tensor<1x6x3xf64>) -> tensor<1x6x3xf64>
    %9 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %10 = "stablehlo.reduce"(%8, %9) ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %20 = "stablehlo.add"(%arg1, %arg2) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%20) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x6x3xf64>, tensor<f64>) -> tensor<1x3xf64>
    %11 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x3xi64>
    %12:2 = "stablehlo.sort"(%10, %11) ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>, %arg3: tensor<i64>, %arg4: tensor<i64>):
      %20 = "stablehlo.compare"(%arg1, %arg2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %21 = "stablehlo.compare"(%arg1, %arg1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %22 = "stablehlo.compare"(%arg2, %arg2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %23 = "stablehlo.not"(%22) : (tensor<i1>) -> tensor<i1>
      %24 = "stablehlo.and"(%21, %23) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %25 = "stablehlo.or"(%20, %24) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%25) : (tensor<i1>) -> ()
    }) {dimension = 1 : i64, is_stable = true} : (tensor<1x3xf64>, tensor<1x3xi64>) -> (tensor<1x3xf64>, tensor<1x3xi64>)
    %13 = "stablehlo.sqrt"(%12#0) : (tensor<1x3xf64>) -> tensor<1x3xf64>
    %14 = "stablehlo.convert"(%13) : (tensor<1x3xf64>) -> tensor<1x3xf32>
    %15 = "stablehlo.reshape"(%14) : (tensor<1x3xf32>) -> tensor<3xf32>
    %16 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %17 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<0xf32>
    %18 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %19 = "stablehlo.broadcast_in_dim"(%18) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<0xf32>
    return %17, %15, %19 : tensor<0xf32>, tensor<3xf32>, tensor<0xf32>
  }
}
