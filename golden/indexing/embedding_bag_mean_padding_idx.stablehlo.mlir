module {
  func.func @main(%arg0: tensor<6x3xf32>, %arg1: tensor<6xi64>, %arg2: tensor<3xi64>) -> (tensor<3x3xf32>, tensor<6xi64>, tensor<3xi64>, tensor<3xi64>) {
    %0 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<6x3xi64>
    %1 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 1>} : (tensor<3xi64>) -> tensor<6x3xi64>
    %2 = "stablehlo.compare"(%1, %0) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<6x3xi64>, tensor<6x3xi64>) -> tensor<6x3xi1>
    %3 = "stablehlo.convert"(%2) : (tensor<6x3xi1>) -> tensor<6x3xi64>
    %4 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %5 = "stablehlo.reduce"(%3, %4) ({
    ^bb0(%arg3: tensor<i64>, %arg4: tensor<i64>):
      %39 = "stablehlo.add"(%arg3, %arg4) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%39) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<6x3xi64>, tensor<i64>) -> tensor<6xi64>
    %6 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %7 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<6xi64>
    %8 = "stablehlo.subtract"(%5, %7) : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %9 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<6xi64>
    %11 = "stablehlo.compare"(%arg1, %10) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %12 = "stablehlo.broadcast_in_dim"(%8) {broadcast_dimensions = array<i64: 1>} : (tensor<6xi64>) -> tensor<3x6xi64>
    %13 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3x6xi64>
    %14 = "stablehlo.compare"(%12, %13) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x6xi64>, tensor<3x6xi64>) -> tensor<3x6xi1>
    %15 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64: 1>} : (tensor<6xi1>) -> tensor<3x6xi1>
    %16 = "stablehlo.and"(%14, %15) : (tensor<3x6xi1>, tensor<3x6xi1>) -> tensor<3x6xi1>
    %17 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %18 = "stablehlo.broadcast_in_dim"(%17) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<6xi64>
    %19 = "stablehlo.compare"(%arg1, %18) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %20 = "stablehlo.constant"() {value = dense<6> : tensor<i64>} : () -> tensor<i64>
    %21 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<6xi64>
    %22 = "stablehlo.add"(%arg1, %21) : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %23 = "stablehlo.select"(%19, %22, %arg1) : (tensor<6xi1>, tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %24 = "stablehlo.reshape"(%23) : (tensor<6xi64>) -> tensor<6x1xi64>
    %25 = "stablehlo.gather"(%arg0, %24) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>} : (tensor<6x3xf32>, tensor<6x1xi64>) -> tensor<6x3xf32>
    %26 = "stablehlo.convert"(%16) : (tensor<3x6xi1>) -> tensor<3x6xi64>
    %27 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %28 = "stablehlo.reduce"(%26, %27) ({
    ^bb0(%arg3: tensor<i64>, %arg4: tensor<i64>):
      %39 = "stablehlo.add"(%arg3, %arg4) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%39) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3x6xi64>, tensor<i64>) -> tensor<3xi64>
    %29 = "stablehlo.convert"(%16) : (tensor<3x6xi1>) -> tensor<3x6xf64>
    %30 = "stablehlo.convert"(%25) : (tensor<6x3xf32>) -> tensor<6x3xf64>
    %31 = "stablehlo.dot_general"(%29, %30) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<3x6xf64>, tensor<6x3xf64>) -> tensor<3x3xf64>
    %32 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %33 = "stablehlo.broadcast_in_dim"(%32) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %34 = "stablehlo.maximum"(%28, %33) : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %35 = "stablehlo.convert"(%34) : (tensor<3xi64>) -> tensor<3xf64>
    %36 = "stablehlo.broadcast_in_dim"(%35) {broadcast_dimensions = array<i64: 0>} : (tensor<3xf64>) -> tensor<3x3xf64>
    %37 = "stablehlo.divide"(%31, %36) : (tensor<3x3xf64>, tensor<3x3xf64>) -> tensor<3x3xf64>
    %38 = "stablehlo.convert"(%37) : (tensor<3x3xf64>) -> tensor<3x3xf32>
    return %38, %8, %28, %28 : tensor<3x3xf32>, tensor<6xi64>, tensor<3xi64>, tensor<3xi64>
  }
}
