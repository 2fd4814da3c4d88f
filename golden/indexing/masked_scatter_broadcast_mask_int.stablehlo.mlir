module {
  func.func @main(%arg0: tensor<3x4xi64>, %arg1: tensor<4xi1>, %arg2: tensor<2x6xi64>) -> tensor<3x4xi64> {
    %0 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 1>} : (tensor<4xi1>) -> tensor<3x4xi1>
    %1 = "stablehlo.reshape"(%0) : (tensor<3x4xi1>) -> tensor<12xi1>
    %2 = "stablehlo.convert"(%1) : (tensor<12xi1>) -> tensor<12xi64>
    %3 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %4 = "stablehlo.reduce_window"(%2, %3) ({
    ^bb0(%arg3: tensor<i64>, %arg4: tensor<i64>):
      %19 = "stablehlo.add"(%arg3, %arg4) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%19) : (tensor<i64>) -> ()
    }) {padding = dense<[[11, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 12>, window_strides = array<i64: 1>} : (tensor<12xi64>, tensor<i64>) -> tensor<12xi64>
    %5 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %6 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<12xi64>
    %7 = "stablehlo.subtract"(%4, %6) : (tensor<12xi64>, tensor<12xi64>) -> tensor<12xi64>
    %8 = "stablehlo.constant"() {value = dense<11> : tensor<i64>} : () -> tensor<i64>
    %9 = "stablehlo.broadcast_in_dim"(%8) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<12xi64>
    %10 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %11 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<12xi64>
    %12 = "stablehlo.clamp"(%11, %7, %9) : (tensor<12xi64>, tensor<12xi64>, tensor<12xi64>) -> tensor<12xi64>
    %13 = "stablehlo.reshape"(%arg2) : (tensor<2x6xi64>) -> tensor<12xi64>
    %14 = "stablehlo.reshape"(%12) : (tensor<12xi64>) -> tensor<12x1xi64>
    %15 = "stablehlo.gather"(%13, %14) {dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>} : (tensor<12xi64>, tensor<12x1xi64>) -> tensor<12xi64>
    %16 = "stablehlo.reshape"(%arg0) : (tensor<3x4xi64>) -> tensor<12xi64>
    %17 = "stablehlo.select"(%1, %15, %16) : (tensor<12xi1>, tensor<12xi64>, tensor<12xi64>) -> tensor<12xi64>
    %18 = "stablehlo.reshape"(%17) : (tensor<12xi64>) -> tensor<3x4xi64>
    return %18 : tensor<3x4xi64>
  }
}
