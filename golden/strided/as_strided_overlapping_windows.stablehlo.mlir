module {
  func.func @main(%arg0: tensor<10xf32>) -> tensor<4x3xf32> {
    %0 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4x3xi64>
    %2 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<4x3xi64>
    %3 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4x3xi64>
    %5 = "stablehlo.multiply"(%2, %4) : (tensor<4x3xi64>, tensor<4x3xi64>) -> tensor<4x3xi64>
    %6 = "stablehlo.add"(%1, %5) : (tensor<4x3xi64>, tensor<4x3xi64>) -> tensor<4x3xi64>
    %7 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<4x3xi64>
    %8 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %9 = "stablehlo.broadcast_in_dim"(%8) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4x3xi64>
    %10 = "stablehlo.multiply"(%7, %9) : (tensor<4x3xi64>, tensor<4x3xi64>) -> tensor<4x3xi64>
    %11 = "stablehlo.add"(%6, %10) : (tensor<4x3xi64>, tensor<4x3xi64>) -> tensor<4x3xi64>
    %12 = "stablehlo.reshape"(%11) : (tensor<4x3xi64>) -> tensor<12x1xi64>
    %13 = "stablehlo.gather"(%arg0, %12) {dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>} : (tensor<10xf32>, tensor<12x1xi64>) -> tensor<12xf32>
    %14 = "stablehlo.reshape"(%13) : (tensor<12xf32>) -> tensor<4x3xf32>
    return %14 : tensor<4x3xf32>
  }
}
