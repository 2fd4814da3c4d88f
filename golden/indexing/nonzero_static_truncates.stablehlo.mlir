module {
  func.func @main(%arg0: tensor<2x3xf32>) -> tensor<2x2xi64> {
    %0 = "stablehlo.constant"() {value = dense<-1> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x2xi64>
    %2 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x3xf32>
    %4 = "stablehlo.compare"(%arg0, %3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %5 = "stablehlo.reshape"(%4) : (tensor<2x3xi1>) -> tensor<6xi1>
    %6 = "stablehlo.convert"(%5) : (tensor<6xi1>) -> tensor<6xi64>
    %7 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %8 = "stablehlo.reduce_window"(%6, %7) ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>):
      %22 = "stablehlo.add"(%arg1, %arg2) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%22) : (tensor<i64>) -> ()
    }) {padding = dense<[[5, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 6>, window_strides = array<i64: 1>} : (tensor<6xi64>, tensor<i64>) -> tensor<6xi64>
    %9 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<6xi64>
    %11 = "stablehlo.subtract"(%8, %10) : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %12 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %13 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<6xi64>
    %14 = "stablehlo.select"(%5, %11, %13) : (tensor<6xi1>, tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %15 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x3xi64>
    %16 = "stablehlo.reshape"(%15) : (tensor<2x3xi64>) -> tensor<6x1xi64>
    %17 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3xi64>
    %18 = "stablehlo.reshape"(%17) : (tensor<2x3xi64>) -> tensor<6x1xi64>
    %19 = "stablehlo.concatenate"(%16, %18) {dimension = 1 : i64} : (tensor<6x1xi64>, tensor<6x1xi64>) -> tensor<6x2xi64>
    %20 = "stablehlo.reshape"(%14) : (tensor<6xi64>) -> tensor<6x1xi64>
    %21 = "stablehlo.scatter"(%1, %20, %19) ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>):
      "stablehlo.return"(%arg2) : (tensor<i64>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<2x2xi64>, tensor<6x1xi64>, tensor<6x2xi64>) -> tensor<2x2xi64>
    return %21 : tensor<2x2xi64>
  }
}
