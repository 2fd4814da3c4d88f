module {
  func.func @main(%arg0: tensor<2x4xf32>) -> tensor<2x2x2xf32> {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<2x4xf32>) -> tensor<8xf32>
    %1 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x2x2xi64>
    %3 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2x2xi64>
    %4 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x2x2xi64>
    %6 = "stablehlo.multiply"(%3, %5) : (tensor<2x2x2xi64>, tensor<2x2x2xi64>) -> tensor<2x2x2xi64>
    %7 = "stablehlo.add"(%2, %6) : (tensor<2x2x2xi64>, tensor<2x2x2xi64>) -> tensor<2x2x2xi64>
    %8 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2x2xi64>
    %9 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x2x2xi64>
    %11 = "stablehlo.multiply"(%8, %10) : (tensor<2x2x2xi64>, tensor<2x2x2xi64>) -> tensor<2x2x2xi64>
    %12 = "stablehlo.add"(%7, %11) : (tensor<2x2x2xi64>, tensor<2x2x2xi64>) -> tensor<2x2x2xi64>
    %13 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x2x2xi64>
    %14 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %15 = "stablehlo.broadcast_in_dim"(%14) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x2x2xi64>
    %16 = "stablehlo.multiply"(%13, %15) : (tensor<2x2x2xi64>, tensor<2x2x2xi64>) -> tensor<2x2x2xi64>
    %17 = "stablehlo.add"(%12, %16) : (tensor<2x2x2xi64>, tensor<2x2x2xi64>) -> tensor<2x2x2xi64>
    %18 = "stablehlo.reshape"(%17) : (tensor<2x2x2xi64>) -> tensor<8x1xi64>
    %19 = "stablehlo.gather"(%0, %18) {dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>} : (tensor<8xf32>, tensor<8x1xi64>) -> tensor<8xf32>
    %20 = "stablehlo.reshape"(%19) : (tensor<8xf32>) -> tensor<2x2x2xf32>
    return %20 : tensor<2x2x2xf32>
  }
}
