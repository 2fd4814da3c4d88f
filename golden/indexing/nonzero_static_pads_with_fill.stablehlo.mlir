module {
  func.func @main(%arg0: tensor<2x3xi1>) -> tensor<8x2xi64> {
    %0 = "stablehlo.constant"() {value = dense<-3> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<8x2xi64>
    %2 = "stablehlo.reshape"(%arg0) : (tensor<2x3xi1>) -> tensor<6xi1>
    %3 = "stablehlo.convert"(%2) : (tensor<6xi1>) -> tensor<6xi64>
    %4 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %5 = "stablehlo.reduce_window"(%3, %4) ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>):
      %19 = "stablehlo.add"(%arg1, %arg2) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%19) : (tensor<i64>) -> ()
    }) {padding = dense<[[5, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 6>, window_strides = array<i64: 1>} : (tensor<6xi64>, tensor<i64>) -> tensor<6xi64>
    %6 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %7 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<6xi64>
    %8 = "stablehlo.subtract"(%5, %7) : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %9 = "stablehlo.constant"() {value = dense<8> : tensor<i64>} : () -> tensor<i64>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<6xi64>
    %11 = "stablehlo.select"(%2, %8, %10) : (tensor<6xi1>, tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %12 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x3xi64>
    %13 = "stablehlo.reshape"(%12) : (tensor<2x3xi64>) -> tensor<6x1xi64>
    %14 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3xi64>
    %15 = "stablehlo.reshape"(%14) : (tensor<2x3xi64>) -> tensor<6x1xi64>
    %16 = "stablehlo.concatenate"(%13, %15) {dimension = 1 : i64} : (tensor<6x1xi64>, tensor<6x1xi64>) -> tensor<6x2xi64>
    %17 = "stablehlo.reshape"(%11) : (tensor<6xi64>) -> tensor<6x1xi64>
    %18 = "stablehlo.scatter"(%1, %17, %16) ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>):
      "stablehlo.return"(%arg2) : (tensor<i64>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<8x2xi64>, tensor<6x1xi64>, tensor<6x2xi64>) -> tensor<8x2xi64>
    return %18 : tensor<8x2xi64>
  }
}
