module {
  func.func @main(%arg0: tensor<6x3xf32>, %arg1: tensor<5xi64>, %arg2: tensor<3xi64>, %arg3: tensor<5xf32>) -> (tensor<3x3xf32>, tensor<0xi64>, tensor<3xi64>, tensor<3xi64>) {
    %0 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<5x3xi64>
    %1 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 1>} : (tensor<3xi64>) -> tensor<5x3xi64>
    %2 = "stablehlo.compare"(%1, %0) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<5x3xi64>, tensor<5x3xi64>) -> tensor<5x3xi1>
    %3 = "stablehlo.convert"(%2) : (tensor<5x3xi1>) -> tensor<5x3xi64>
    %4 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %5 = "stablehlo.reduce"(%3, %4) ({
    ^bb0(%arg4: tensor<i64>, %arg5: tensor<i64>):
      %41 = "stablehlo.add"(%arg4, %arg5) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%41) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<5x3xi64>, tensor<i64>) -> tensor<5xi64>
    %6 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %7 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<5xi64>
    %8 = "stablehlo.subtract"(%5, %7) : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %9 = "stablehlo.constant"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<5xi1>
    %11 = "stablehlo.broadcast_in_dim"(%8) {broadcast_dimensions = array<i64: 1>} : (tensor<5xi64>) -> tensor<3x5xi64>
    %12 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3x5xi64>
    %13 = "stablehlo.compare"(%11, %12) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x5xi64>, tensor<3x5xi64>) -> tensor<3x5xi1>
    %14 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64: 1>} : (tensor<5xi1>) -> tensor<3x5xi1>
    %15 = "stablehlo.and"(%13, %14) : (tensor<3x5xi1>, tensor<3x5xi1>) -> tensor<3x5xi1>
    %16 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %17 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<5xi64>
    %18 = "stablehlo.compare"(%arg1, %17) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi1>
    %19 = "stablehlo.constant"() {value = dense<6> : tensor<i64>} : () -> tensor<i64>
    %20 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<5xi64>
    %21 = "stablehlo.add"(%arg1, %20) : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %22 = "stablehlo.select"(%18, %21, %arg1) : (tensor<5xi1>, tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %23 = "stablehlo.reshape"(%22) : (tensor<5xi64>) -> tensor<5x1xi64>
    %24 = "stablehlo.gather"(%arg0, %23) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>} : (tensor<6x3xf32>, tensor<5x1xi64>) -> tensor<5x3xf32>
    %25 = "stablehlo.convert"(%15) : (tensor<3x5xi1>) -> tensor<3x5xi64>
    %26 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %27 = "stablehlo.reduce"(%25, %26) ({
    ^bb0(%arg4: tensor<i64>, %arg5: tensor<i64>):
      %41 = "stablehlo.add"(%arg4, %arg5) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%41) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3x5xi64>, tensor<i64>) -> tensor<3xi64>
    %28 = "stablehlo.convert"(%15) : (tensor<3x5xi1>) -> tensor<3x5xf64>
    %29 = "stablehlo.convert"(%arg3) : (tensor<5xf32>) -> tensor<5xf64>
    %30 = "stablehlo.broadcast_in_dim"(%29) {broadcast_dimensions = array<i64: 1>} : (tensor<5xf64>) -> tensor<3x5xf64>
    %31 = "stablehlo.multiply"(%28, %30) : (tensor<3x5xf64>, tensor<3x5xf64>) -> tensor<3x5xf64>
    %32 = "stablehlo.convert"(%24) : (tensor<5x3xf32>) -> tensor<5x3xf64>
    %33 = "stablehlo.dot_general"(%31, %32) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<3x5xf64>, tensor<5x3xf64>) -> tensor<3x3xf64>
    %34 = "stablehlo.convert"(%33) : (tensor<3x3xf64>) -> tensor<3x3xf32>
    %35 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %36 = "stablehlo.broadcast_in_dim"(%35) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<0xi64>
    %37 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %38 = "stablehlo.broadcast_in_dim"(%37) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %39 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %40 = "stablehlo.broadcast_in_dim"(%39) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    return %34, %36, %38, %40 : tensor<3x3xf32>, tensor<0xi64>, tensor<3xi64>, tensor<3xi64>
  }
}
