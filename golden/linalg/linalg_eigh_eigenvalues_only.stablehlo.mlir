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
      %40 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x4x4xi64>
      %41 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x4x4xi64>
      %42 = "stablehlo.compare"(%40, %41) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<2x4x4xi64>, tensor<2x4x4xi64>) -> tensor<2x4x4xi1>
      %43 = "stablehlo.multiply"(%arg2, %arg2) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %44 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %45 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %46 = "stablehlo.broadcast_in_dim"(%45) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2x4x4xf64>
      %47 = "stablehlo.select"(%42, %43, %46) : (tensor<2x4x4xi1>, tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %48 = "stablehlo.reduce"(%47, %44) ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        %56 = "stablehlo.add"(%arg4, %arg5) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%56) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4xf64>, tensor<f64>) -> tensor<f64>
      %49 = "stablehlo.reduce"(%43, %44) ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        %56 = "stablehlo.add"(%arg4, %arg5) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%56) : (tensor<f64>) -> ()
      }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x4xf64>, tensor<f64>) -> tensor<f64>
      %50 = "stablehlo.constant"() {value = dense<1.000000e-30> : tensor<f64>} : () -> tensor<f64>
      %51 = "stablehlo.multiply"(%49, %50) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      %52 = "stablehlo.compare"(%48, %51) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %53 = "stablehlo.constant"() {value = dense<40> : tensor<i64>} : () -> tensor<i64>
      %54 = "stablehlo.compare"(%arg1, %53) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %55 = "stablehlo.and"(%52, %54) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%55) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<2x4x4xf64>, %arg3: tensor<2x4x4xf64>):
      %40 = "stablehlo.slice"(%arg2) {limit_indices = array<i64: 2, 1, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x4xf64>) -> tensor<2x1x1xf64>
      %41 = "stablehlo.reshape"(%40) : (tensor<2x1x1xf64>) -> tensor<2xf64>
      %42 = "stablehlo.slice"(%arg2) {limit_indices = array<i64: 2, 2, 2>, start_indices = array<i64: 0, 1, 1>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x4xf64>) -> tensor<2x1x1xf64>
      %43 = "stablehlo.reshape"(%42) : (tensor<2x1x1xf64>) -> tensor<2xf64>
      %44 = "stablehlo.slice"(%arg2) {limit_indices = array<i64: 2, 1, 2>, start_indices = array<i64: 0, 0, 1>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x4xf64>) -> tensor<2x1x1xf64>
      %45 = "stablehlo.reshape"(%44) : (tensor<2x1x1xf64>) -> tensor<2xf64>
      %46 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %47 = "stablehlo.broadcast_in_dim"(%46) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %48 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %49 = "stablehlo.broadcast_in_dim"(%48) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %50 = "stablehlo.subtract"(%43, %41) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %51 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %52 = "stablehlo.broadcast_in_dim"(%51) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %53 = "stablehlo.multiply"(%52, %45) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %54 = "stablehlo.divide"(%50, %53) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %55 = "stablehlo.compare"(%54, %49) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
      %56 = "stablehlo.negate"(%47) : (tensor<2xf64>) -> tensor<2xf64>
      %57 = "stablehlo.select"(%55, %56, %47) : (tensor<2xi1>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %58 = "stablehlo.multiply"(%54, %54) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %59 = "stablehlo.add"(%58, %47) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %60 = "stablehlo.sqrt"(%59) : (tensor<2xf64>) -> tensor<2xf64>
      %61 = "stablehlo.abs"(%54) : (tensor<2xf64>) -> tensor<2xf64>
      %62 = "stablehlo.add"(%61, %60) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %63 = "stablehlo.divide"(%57, %62) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %64 = "stablehlo.compare"(%45, %49) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
      %65 = "stablehlo.select"(%64, %49, %63) : (tensor<2xi1>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %66 = "stablehlo.multiply"(%65, %65) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %67 = "stablehlo.add"(%66, %47) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %68 = "stablehlo.sqrt"(%67) : (tensor<2xf64>) -> tensor<2xf64>
      %69 = "stablehlo.divide"(%47, %68) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %70 = "stablehlo.multiply"(%65, %69) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %71 = "stablehlo.subtract"(%69, %47) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %72 = "stablehlo.broadcast_in_dim"(%71) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x4x4xf64>
      %73 = "stablehlo.broadcast_in_dim"(%70) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x4x4xf64>
      %74 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x4x4xi64>
      %75 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x4x4xi64>
      %76 = "stablehlo.compare"(%74, %75) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x4x4xi64>, tensor<2x4x4xi64>) -> tensor<2x4x4xi1>
      %77 = "stablehlo.convert"(%76) : (tensor<2x4x4xi1>) -> tensor<2x4x4xf64>
      %78 = "stablehlo.constant"() {value = dense<[[1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<4x4xf64>} : () -> tensor<4x4xf64>
      %79 = "stablehlo.broadcast_in_dim"(%78) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<4x4xf64>) -> tensor<2x4x4xf64>
      %80 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<4x4xf64>} : () -> tensor<4x4xf64>
      %81 = "stablehlo.broadcast_in_dim"(%80) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<4x4xf64>) -> tensor<2x4x4xf64>
      %82 = "stablehlo.add"(%79, %81) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %83 = "stablehlo.multiply"(%72, %82) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %84 = "stablehlo.add"(%77, %83) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %85 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<4x4xf64>} : () -> tensor<4x4xf64>
      %86 = "stablehlo.broadcast_in_dim"(%85) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<4x4xf64>) -> tensor<2x4x4xf64>
      %87 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<4x4xf64>} : () -> tensor<4x4xf64>
      %88 = "stablehlo.broadcast_in_dim"(%87) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<4x4xf64>) -> tensor<2x4x4xf64>
      %89 = "stablehlo.subtract"(%86, %88) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %90 = "stablehlo.multiply"(%73, %89) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %91 = "stablehlo.add"(%84, %90) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %92 = "stablehlo.transpose"(%91) {permutation = array<i64: 0, 2, 1>} : (tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %93 = "stablehlo.dot_general"(%arg2, %91) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %94 = "stablehlo.dot_general"(%92, %93) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %95 = "stablehlo.dot_general"(%arg3, %91) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %96 = "stablehlo.slice"(%94) {limit_indices = array<i64: 2, 1, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x4xf64>) -> tensor<2x1x1xf64>
      %97 = "stablehlo.reshape"(%96) : (tensor<2x1x1xf64>) -> tensor<2xf64>
      %98 = "stablehlo.slice"(%94) {limit_indices = array<i64: 2, 3, 3>, start_indices = array<i64: 0, 2, 2>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x4xf64>) -> tensor<2x1x1xf64>
      %99 = "stablehlo.reshape"(%98) : (tensor<2x1x1xf64>) -> tensor<2xf64>
      %100 = "stablehlo.slice"(%94) {limit_indices = array<i64: 2, 1, 3>, start_indices = array<i64: 0, 0, 2>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x4xf64>) -> tensor<2x1x1xf64>
      %101 = "stablehlo.reshape"(%100) : (tensor<2x1x1xf64>) -> tensor<2xf64>
      %102 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %103 = "stablehlo.broadcast_in_dim"(%102) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %104 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %105 = "stablehlo.broadcast_in_dim"(%104) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %106 = "stablehlo.subtract"(%99, %97) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %107 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %108 = "stablehlo.broadcast_in_dim"(%107) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %109 = "stablehlo.multiply"(%108, %101) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %110 = "stablehlo.divide"(%106, %109) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %111 = "stablehlo.compare"(%110, %105) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
      %112 = "stablehlo.negate"(%103) : (tensor<2xf64>) -> tensor<2xf64>
      %113 = "stablehlo.select"(%111, %112, %103) : (tensor<2xi1>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %114 = "stablehlo.multiply"(%110, %110) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %115 = "stablehlo.add"(%114, %103) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %116 = "stablehlo.sqrt"(%115) : (tensor<2xf64>) -> tensor<2xf64>
      %117 = "stablehlo.abs"(%110) : (tensor<2xf64>) -> tensor<2xf64>
      %118 = "stablehlo.add"(%117, %116) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %119 = "stablehlo.divide"(%113, %118) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %120 = "stablehlo.compare"(%101, %105) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
      %121 = "stablehlo.select"(%120, %105, %119) : (tensor<2xi1>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %122 = "stablehlo.multiply"(%121, %121) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %123 = "stablehlo.add"(%122, %103) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %124 = "stablehlo.sqrt"(%123) : (tensor<2xf64>) -> tensor<2xf64>
      %125 = "stablehlo.divide"(%103, %124) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %126 = "stablehlo.multiply"(%121, %125) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %127 = "stablehlo.subtract"(%125, %103) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %128 = "stablehlo.broadcast_in_dim"(%127) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x4x4xf64>
      %129 = "stablehlo.broadcast_in_dim"(%126) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x4x4xf64>
      %130 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x4x4xi64>
      %131 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x4x4xi64>
      %132 = "stablehlo.compare"(%130, %131) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x4x4xi64>, tensor<2x4x4xi64>) -> tensor<2x4x4xi1>
      %133 = "stablehlo.convert"(%132) : (tensor<2x4x4xi1>) -> tensor<2x4x4xf64>
      %134 = "stablehlo.constant"() {value = dense<[[1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<4x4xf64>} : () -> tensor<4x4xf64>
      %135 = "stablehlo.broadcast_in_dim"(%134) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<4x4xf64>) -> tensor<2x4x4xf64>
      %136 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<4x4xf64>} : () -> tensor<4x4xf64>
      %137 = "stablehlo.broadcast_in_dim"(%136) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<4x4xf64>) -> tensor<2x4x4xf64>
      %138 = "stablehlo.add"(%135, %137) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %139 = "stablehlo.multiply"(%128, %138) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %140 = "stablehlo.add"(%133, %139) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %141 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<4x4xf64>} : () -> tensor<4x4xf64>
      %142 = "stablehlo.broadcast_in_dim"(%141) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<4x4xf64>) -> tensor<2x4x4xf64>
      %143 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<4x4xf64>} : () -> tensor<4x4xf64>
      %144 = "stablehlo.broadcast_in_dim"(%143) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<4x4xf64>) -> tensor<2x4x4xf64>
      %145 = "stablehlo.subtract"(%142, %144) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %146 = "stablehlo.multiply"(%129, %145) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %147 = "stablehlo.add"(%140, %146) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %148 = "stablehlo.transpose"(%147) {permutation = array<i64: 0, 2, 1>} : (tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %149 = "stablehlo.dot_general"(%94, %147) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %150 = "stablehlo.dot_general"(%148, %149) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %151 = "stablehlo.dot_general"(%95, %147) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %152 = "stablehlo.slice"(%150) {limit_indices = array<i64: 2, 1, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x4xf64>) -> tensor<2x1x1xf64>
      %153 = "stablehlo.reshape"(%152) : (tensor<2x1x1xf64>) -> tensor<2xf64>
      %154 = "stablehlo.slice"(%150) {limit_indices = array<i64: 2, 4, 4>, start_indices = array<i64: 0, 3, 3>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x4xf64>) -> tensor<2x1x1xf64>
      %155 = "stablehlo.reshape"(%154) : (tensor<2x1x1xf64>) -> tensor<2xf64>
      %156 = "stablehlo.slice"(%150) {limit_indices = array<i64: 2, 1, 4>, start_indices = array<i64: 0, 0, 3>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x4xf64>) -> tensor<2x1x1xf64>
      %157 = "stablehlo.reshape"(%156) : (tensor<2x1x1xf64>) -> tensor<2xf64>
      %158 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %159 = "stablehlo.broadcast_in_dim"(%158) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %160 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %161 = "stablehlo.broadcast_in_dim"(%160) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %162 = "stablehlo.subtract"(%155, %153) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %163 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %164 = "stablehlo.broadcast_in_dim"(%163) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %165 = "stablehlo.multiply"(%164, %157) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %166 = "stablehlo.divide"(%162, %165) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %167 = "stablehlo.compare"(%166, %161) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
      %168 = "stablehlo.negate"(%159) : (tensor<2xf64>) -> tensor<2xf64>
      %169 = "stablehlo.select"(%167, %168, %159) : (tensor<2xi1>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %170 = "stablehlo.multiply"(%166, %166) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %171 = "stablehlo.add"(%170, %159) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %172 = "stablehlo.sqrt"(%171) : (tensor<2xf64>) -> tensor<2xf64>
      %173 = "stablehlo.abs"(%166) : (tensor<2xf64>) -> tensor<2xf64>
      %174 = "stablehlo.add"(%173, %172) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %175 = "stablehlo.divide"(%169, %174) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %176 = "stablehlo.compare"(%157, %161) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
      %177 = "stablehlo.select"(%176, %161, %175) : (tensor<2xi1>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %178 = "stablehlo.multiply"(%177, %177) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %179 = "stablehlo.add"(%178, %159) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %180 = "stablehlo.sqrt"(%179) : (tensor<2xf64>) -> tensor<2xf64>
      %181 = "stablehlo.divide"(%159, %180) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %182 = "stablehlo.multiply"(%177, %181) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %183 = "stablehlo.subtract"(%181, %159) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %184 = "stablehlo.broadcast_in_dim"(%183) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x4x4xf64>
      %185 = "stablehlo.broadcast_in_dim"(%182) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x4x4xf64>
      %186 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x4x4xi64>
      %187 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x4x4xi64>
      %188 = "stablehlo.compare"(%186, %187) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x4x4xi64>, tensor<2x4x4xi64>) -> tensor<2x4x4xi1>
      %189 = "stablehlo.convert"(%188) : (tensor<2x4x4xi1>) -> tensor<2x4x4xf64>
      %190 = "stablehlo.constant"() {value = dense<[[1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<4x4xf64>} : () -> tensor<4x4xf64>
      %191 = "stablehlo.broadcast_in_dim"(%190) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<4x4xf64>) -> tensor<2x4x4xf64>
      %192 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00]]> : tensor<4x4xf64>} : () -> tensor<4x4xf64>
      %193 = "stablehlo.broadcast_in_dim"(%192) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<4x4xf64>) -> tensor<2x4x4xf64>
      %194 = "stablehlo.add"(%191, %193) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %195 = "stablehlo.multiply"(%184, %194) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %196 = "stablehlo.add"(%189, %195) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %197 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<4x4xf64>} : () -> tensor<4x4xf64>
      %198 = "stablehlo.broadcast_in_dim"(%197) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<4x4xf64>) -> tensor<2x4x4xf64>
      %199 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<4x4xf64>} : () -> tensor<4x4xf64>
      %200 = "stablehlo.broadcast_in_dim"(%199) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<4x4xf64>) -> tensor<2x4x4xf64>
      %201 = "stablehlo.subtract"(%198, %200) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %202 = "stablehlo.multiply"(%185, %201) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %203 = "stablehlo.add"(%196, %202) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %204 = "stablehlo.transpose"(%203) {permutation = array<i64: 0, 2, 1>} : (tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %205 = "stablehlo.dot_general"(%150, %203) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %206 = "stablehlo.dot_general"(%204, %205) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %207 = "stablehlo.dot_general"(%151, %203) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %208 = "stablehlo.slice"(%206) {limit_indices = array<i64: 2, 2, 2>, start_indices = array<i64: 0, 1, 1>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x4xf64>) -> tensor<2x1x1xf64>
      %209 = "stablehlo.reshape"(%208) : (tensor<2x1x1xf64>) -> tensor<2xf64>
      %210 = "stablehlo.slice"(%206) {limit_indices = array<i64: 2, 3, 3>, start_indices = array<i64: 0, 2, 2>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x4xf64>) -> tensor<2x1x1xf64>
      %211 = "stablehlo.reshape"(%210) : (tensor<2x1x1xf64>) -> tensor<2xf64>
      %212 = "stablehlo.slice"(%206) {limit_indices = array<i64: 2, 2, 3>, start_indices = array<i64: 0, 1, 2>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x4xf64>) -> tensor<2x1x1xf64>
      %213 = "stablehlo.reshape"(%212) : (tensor<2x1x1xf64>) -> tensor<2xf64>
      %214 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %215 = "stablehlo.broadcast_in_dim"(%214) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %216 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %217 = "stablehlo.broadcast_in_dim"(%216) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %218 = "stablehlo.subtract"(%211, %209) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %219 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %220 = "stablehlo.broadcast_in_dim"(%219) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %221 = "stablehlo.multiply"(%220, %213) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %222 = "stablehlo.divide"(%218, %221) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %223 = "stablehlo.compare"(%222, %217) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
      %224 = "stablehlo.negate"(%215) : (tensor<2xf64>) -> tensor<2xf64>
      %225 = "stablehlo.select"(%223, %224, %215) : (tensor<2xi1>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %226 = "stablehlo.multiply"(%222, %222) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %227 = "stablehlo.add"(%226, %215) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %228 = "stablehlo.sqrt"(%227) : (tensor<2xf64>) -> tensor<2xf64>
      %229 = "stablehlo.abs"(%222) : (tensor<2xf64>) -> tensor<2xf64>
      %230 = "stablehlo.add"(%229, %228) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %231 = "stablehlo.divide"(%225, %230) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %232 = "stablehlo.compare"(%213, %217) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
      %233 = "stablehlo.select"(%232, %217, %231) : (tensor<2xi1>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %234 = "stablehlo.multiply"(%233, %233) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %235 = "stablehlo.add"(%234, %215) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %236 = "stablehlo.sqrt"(%235) : (tensor<2xf64>) -> tensor<2xf64>
      %237 = "stablehlo.divide"(%215, %236) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %238 = "stablehlo.multiply"(%233, %237) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %239 = "stablehlo.subtract"(%237, %215) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %240 = "stablehlo.broadcast_in_dim"(%239) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x4x4xf64>
      %241 = "stablehlo.broadcast_in_dim"(%238) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x4x4xf64>
      %242 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x4x4xi64>
      %243 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x4x4xi64>
      %244 = "stablehlo.compare"(%242, %243) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x4x4xi64>, tensor<2x4x4xi64>) -> tensor<2x4x4xi1>
      %245 = "stablehlo.convert"(%244) : (tensor<2x4x4xi1>) -> tensor<2x4x4xf64>
      %246 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<4x4xf64>} : () -> tensor<4x4xf64>
      %247 = "stablehlo.broadcast_in_dim"(%246) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<4x4xf64>) -> tensor<2x4x4xf64>
      %248 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<4x4xf64>} : () -> tensor<4x4xf64>
      %249 = "stablehlo.broadcast_in_dim"(%248) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<4x4xf64>) -> tensor<2x4x4xf64>
      %250 = "stablehlo.add"(%247, %249) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %251 = "stablehlo.multiply"(%240, %250) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %252 = "stablehlo.add"(%245, %251) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %253 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<4x4xf64>} : () -> tensor<4x4xf64>
      %254 = "stablehlo.broadcast_in_dim"(%253) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<4x4xf64>) -> tensor<2x4x4xf64>
      %255 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<4x4xf64>} : () -> tensor<4x4xf64>
      %256 = "stablehlo.broadcast_in_dim"(%255) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<4x4xf64>) -> tensor<2x4x4xf64>
      %257 = "stablehlo.subtract"(%254, %256) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %258 = "stablehlo.multiply"(%241, %257) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %259 = "stablehlo.add"(%252, %258) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %260 = "stablehlo.transpose"(%259) {permutation = array<i64: 0, 2, 1>} : (tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %261 = "stablehlo.dot_general"(%206, %259) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %262 = "stablehlo.dot_general"(%260, %261) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %263 = "stablehlo.dot_general"(%207, %259) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %264 = "stablehlo.slice"(%262) {limit_indices = array<i64: 2, 2, 2>, start_indices = array<i64: 0, 1, 1>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x4xf64>) -> tensor<2x1x1xf64>
      %265 = "stablehlo.reshape"(%264) : (tensor<2x1x1xf64>) -> tensor<2xf64>
      %266 = "stablehlo.slice"(%262) {limit_indices = array<i64: 2, 4, 4>, start_indices = array<i64: 0, 3, 3>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x4xf64>) -> tensor<2x1x1xf64>
      %267 = "stablehlo.reshape"(%266) : (tensor<2x1x1xf64>) -> tensor<2xf64>
      %268 = "stablehlo.slice"(%262) {limit_indices = array<i64: 2, 2, 4>, start_indices = array<i64: 0, 1, 3>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x4xf64>) -> tensor<2x1x1xf64>
      %269 = "stablehlo.reshape"(%268) : (tensor<2x1x1xf64>) -> tensor<2xf64>
      %270 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %271 = "stablehlo.broadcast_in_dim"(%270) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %272 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %273 = "stablehlo.broadcast_in_dim"(%272) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %274 = "stablehlo.subtract"(%267, %265) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %275 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %276 = "stablehlo.broadcast_in_dim"(%275) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %277 = "stablehlo.multiply"(%276, %269) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %278 = "stablehlo.divide"(%274, %277) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %279 = "stablehlo.compare"(%278, %273) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
      %280 = "stablehlo.negate"(%271) : (tensor<2xf64>) -> tensor<2xf64>
      %281 = "stablehlo.select"(%279, %280, %271) : (tensor<2xi1>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %282 = "stablehlo.multiply"(%278, %278) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %283 = "stablehlo.add"(%282, %271) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %284 = "stablehlo.sqrt"(%283) : (tensor<2xf64>) -> tensor<2xf64>
      %285 = "stablehlo.abs"(%278) : (tensor<2xf64>) -> tensor<2xf64>
      %286 = "stablehlo.add"(%285, %284) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %287 = "stablehlo.divide"(%281, %286) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %288 = "stablehlo.compare"(%269, %273) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
      %289 = "stablehlo.select"(%288, %273, %287) : (tensor<2xi1>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %290 = "stablehlo.multiply"(%289, %289) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %291 = "stablehlo.add"(%290, %271) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %292 = "stablehlo.sqrt"(%291) : (tensor<2xf64>) -> tensor<2xf64>
      %293 = "stablehlo.divide"(%271, %292) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %294 = "stablehlo.multiply"(%289, %293) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %295 = "stablehlo.subtract"(%293, %271) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %296 = "stablehlo.broadcast_in_dim"(%295) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x4x4xf64>
      %297 = "stablehlo.broadcast_in_dim"(%294) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x4x4xf64>
      %298 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x4x4xi64>
      %299 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x4x4xi64>
      %300 = "stablehlo.compare"(%298, %299) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x4x4xi64>, tensor<2x4x4xi64>) -> tensor<2x4x4xi1>
      %301 = "stablehlo.convert"(%300) : (tensor<2x4x4xi1>) -> tensor<2x4x4xf64>
      %302 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<4x4xf64>} : () -> tensor<4x4xf64>
      %303 = "stablehlo.broadcast_in_dim"(%302) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<4x4xf64>) -> tensor<2x4x4xf64>
      %304 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00]]> : tensor<4x4xf64>} : () -> tensor<4x4xf64>
      %305 = "stablehlo.broadcast_in_dim"(%304) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<4x4xf64>) -> tensor<2x4x4xf64>
      %306 = "stablehlo.add"(%303, %305) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %307 = "stablehlo.multiply"(%296, %306) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %308 = "stablehlo.add"(%301, %307) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %309 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<4x4xf64>} : () -> tensor<4x4xf64>
      %310 = "stablehlo.broadcast_in_dim"(%309) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<4x4xf64>) -> tensor<2x4x4xf64>
      %311 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<4x4xf64>} : () -> tensor<4x4xf64>
      %312 = "stablehlo.broadcast_in_dim"(%311) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<4x4xf64>) -> tensor<2x4x4xf64>
      %313 = "stablehlo.subtract"(%310, %312) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %314 = "stablehlo.multiply"(%297, %313) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %315 = "stablehlo.add"(%308, %314) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %316 = "stablehlo.transpose"(%315) {permutation = array<i64: 0, 2, 1>} : (tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %317 = "stablehlo.dot_general"(%262, %315) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %318 = "stablehlo.dot_general"(%316, %317) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %319 = "stablehlo.dot_general"(%263, %315) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %320 = "stablehlo.slice"(%318) {limit_indices = array<i64: 2, 3, 3>, start_indices = array<i64: 0, 2, 2>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x4xf64>) -> tensor<2x1x1xf64>
      %321 = "stablehlo.reshape"(%320) : (tensor<2x1x1xf64>) -> tensor<2xf64>
      %322 = "stablehlo.slice"(%318) {limit_indices = array<i64: 2, 4, 4>, start_indices = array<i64: 0, 3, 3>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x4xf64>) -> tensor<2x1x1xf64>
      %323 = "stablehlo.reshape"(%322) : (tensor<2x1x1xf64>) -> tensor<2xf64>
      %324 = "stablehlo.slice"(%318) {limit_indices = array<i64: 2, 3, 4>, start_indices = array<i64: 0, 2, 3>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x4xf64>) -> tensor<2x1x1xf64>
      %325 = "stablehlo.reshape"(%324) : (tensor<2x1x1xf64>) -> tensor<2xf64>
      %326 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %327 = "stablehlo.broadcast_in_dim"(%326) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %328 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %329 = "stablehlo.broadcast_in_dim"(%328) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %330 = "stablehlo.subtract"(%323, %321) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %331 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %332 = "stablehlo.broadcast_in_dim"(%331) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
      %333 = "stablehlo.multiply"(%332, %325) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %334 = "stablehlo.divide"(%330, %333) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %335 = "stablehlo.compare"(%334, %329) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
      %336 = "stablehlo.negate"(%327) : (tensor<2xf64>) -> tensor<2xf64>
      %337 = "stablehlo.select"(%335, %336, %327) : (tensor<2xi1>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %338 = "stablehlo.multiply"(%334, %334) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %339 = "stablehlo.add"(%338, %327) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %340 = "stablehlo.sqrt"(%339) : (tensor<2xf64>) -> tensor<2xf64>
      %341 = "stablehlo.abs"(%334) : (tensor<2xf64>) -> tensor<2xf64>
      %342 = "stablehlo.add"(%341, %340) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %343 = "stablehlo.divide"(%337, %342) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %344 = "stablehlo.compare"(%325, %329) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
      %345 = "stablehlo.select"(%344, %329, %343) : (tensor<2xi1>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %346 = "stablehlo.multiply"(%345, %345) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %347 = "stablehlo.add"(%346, %327) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %348 = "stablehlo.sqrt"(%347) : (tensor<2xf64>) -> tensor<2xf64>
      %349 = "stablehlo.divide"(%327, %348) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %350 = "stablehlo.multiply"(%345, %349) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %351 = "stablehlo.subtract"(%349, %327) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %352 = "stablehlo.broadcast_in_dim"(%351) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x4x4xf64>
      %353 = "stablehlo.broadcast_in_dim"(%350) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x4x4xf64>
      %354 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x4x4xi64>
      %355 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x4x4xi64>
      %356 = "stablehlo.compare"(%354, %355) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x4x4xi64>, tensor<2x4x4xi64>) -> tensor<2x4x4xi1>
      %357 = "stablehlo.convert"(%356) : (tensor<2x4x4xi1>) -> tensor<2x4x4xf64>
      %358 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<4x4xf64>} : () -> tensor<4x4xf64>
      %359 = "stablehlo.broadcast_in_dim"(%358) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<4x4xf64>) -> tensor<2x4x4xf64>
      %360 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00]]> : tensor<4x4xf64>} : () -> tensor<4x4xf64>
      %361 = "stablehlo.broadcast_in_dim"(%360) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<4x4xf64>) -> tensor<2x4x4xf64>
      %362 = "stablehlo.add"(%359, %361) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %363 = "stablehlo.multiply"(%352, %362) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %364 = "stablehlo.add"(%357, %363) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %365 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<4x4xf64>} : () -> tensor<4x4xf64>
      %366 = "stablehlo.broadcast_in_dim"(%365) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<4x4xf64>) -> tensor<2x4x4xf64>
      %367 = "stablehlo.constant"() {value = dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00]]> : tensor<4x4xf64>} : () -> tensor<4x4xf64>
      %368 = "stablehlo.broadcast_in_dim"(%367) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<4x4xf64>) -> tensor<2x4x4xf64>
      %369 = "stablehlo.subtract"(%366, %368) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %370 = "stablehlo.multiply"(%353, %369) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %371 = "stablehlo.add"(%364, %370) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %372 = "stablehlo.transpose"(%371) {permutation = array<i64: 0, 2, 1>} : (tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %373 = "stablehlo.dot_general"(%318, %371) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %374 = "stablehlo.dot_general"(%372, %373) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %375 = "stablehlo.dot_general"(%319, %371) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %376 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
      %377 = "stablehlo.add"(%arg1, %376) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%377, %374, %375) : (tensor<i64>, tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> ()
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
      %40 = "stablehlo.add"(%arg1, %arg2) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%40) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x4x4xf64>, tensor<f64>) -> tensor<2x4xf64>
    %29 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x4xi64>
    %30:2 = "stablehlo.sort"(%28, %29) ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>, %arg3: tensor<i64>, %arg4: tensor<i64>):
      %40 = "stablehlo.compare"(%arg1, %arg2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %41 = "stablehlo.compare"(%arg1, %arg1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %42 = "stablehlo.compare"(%arg2, %arg2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %43 = "stablehlo.not"(%41) : (tensor<i1>) -> tensor<i1>
      %44 = "stablehlo.and"(%43, %42) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %45 = "stablehlo.or"(%40, %44) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%45) : (tensor<i1>) -> ()
    }) {dimension = 1 : i64, is_stable = true} : (tensor<2x4xf64>, tensor<2x4xi64>) -> (tensor<2x4xf64>, tensor<2x4xi64>)
    %31 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2xi64>
    %32 = "stablehlo.broadcast_in_dim"(%31) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi64>) -> tensor<2x4x1xi64>
    %33 = "stablehlo.reshape"(%30#1) : (tensor<2x4xi64>) -> tensor<2x4x1xi64>
    %34 = "stablehlo.concatenate"(%32, %33) {dimension = 2 : i64} : (tensor<2x4x1xi64>, tensor<2x4x1xi64>) -> tensor<2x4x2xi64>
    %35 = "stablehlo.gather"(%20#2, %34) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 2], start_index_map = [0, 2], index_vector_dim = 2>, slice_sizes = array<i64: 1, 4, 1>} : (tensor<2x4x4xf64>, tensor<2x4x2xi64>) -> tensor<2x4x4xf64>
    %36 = "stablehlo.transpose"(%35) {permutation = array<i64: 0, 2, 1>} : (tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %37 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %38 = "stablehlo.broadcast_in_dim"(%37) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<0xf32>
    %39 = "stablehlo.convert"(%30#0) : (tensor<2x4xf64>) -> tensor<2x4xf32>
    return %39, %38 : tensor<2x4xf32>, tensor<0xf32>
  }
}
