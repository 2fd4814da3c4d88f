module {
  func.func @main(%arg0: tensor<6x3xf32>, %arg1: tensor<5xi64>) -> (tensor<5x3xf32>, tensor<1xi1>) {
    %0 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<5xi64>
    %2 = "stablehlo.constant"() {value = dense<6> : tensor<i64>} : () -> tensor<i64>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<5xi64>
    %4 = "stablehlo.compare"(%arg1, %1) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi1>
    %5 = "stablehlo.compare"(%arg1, %3) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi1>
    %6 = "stablehlo.or"(%4, %5) : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %7 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %8 = "stablehlo.reduce"(%6, %7) ({
    ^bb0(%arg2: tensor<i1>, %arg3: tensor<i1>):
      %19 = "stablehlo.or"(%arg2, %arg3) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%19) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<5xi1>, tensor<i1>) -> tensor<i1>
    %9 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<5xi64>
    %11 = "stablehlo.compare"(%arg1, %10) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi1>
    %12 = "stablehlo.constant"() {value = dense<6> : tensor<i64>} : () -> tensor<i64>
    %13 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<5xi64>
    %14 = "stablehlo.add"(%arg1, %13) : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %15 = "stablehlo.select"(%11, %14, %arg1) : (tensor<5xi1>, tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %16 = "stablehlo.reshape"(%15) : (tensor<5xi64>) -> tensor<5x1xi64>
    %17 = "stablehlo.gather"(%arg0, %16) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>} : (tensor<6x3xf32>, tensor<5x1xi64>) -> tensor<5x3xf32>
    %18 = "stablehlo.reshape"(%8) : (tensor<i1>) -> tensor<1xi1>
    return %17, %18 : tensor<5x3xf32>, tensor<1xi1>
  }
}
