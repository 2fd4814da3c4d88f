module {
  func.func @main(%arg0: tensor<4x2xi64>) -> tensor<1x2x4xi64> {
    %0 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<4x2xi64>) -> tensor<1x2xi64>
    %1 = "stablehlo.reshape"(%0) : (tensor<1x2xi64>) -> tensor<1x2x1xi64>
    %2 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 2, 2>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>} : (tensor<4x2xi64>) -> tensor<1x2xi64>
    %3 = "stablehlo.reshape"(%2) : (tensor<1x2xi64>) -> tensor<1x2x1xi64>
    %4 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 3, 2>, start_indices = array<i64: 2, 0>, strides = array<i64: 1, 1>} : (tensor<4x2xi64>) -> tensor<1x2xi64>
    %5 = "stablehlo.reshape"(%4) : (tensor<1x2xi64>) -> tensor<1x2x1xi64>
    %6 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 4, 2>, start_indices = array<i64: 3, 0>, strides = array<i64: 1, 1>} : (tensor<4x2xi64>) -> tensor<1x2xi64>
    %7 = "stablehlo.reshape"(%6) : (tensor<1x2xi64>) -> tensor<1x2x1xi64>
    %8 = "stablehlo.concatenate"(%1, %3, %5, %7) {dimension = 2 : i64} : (tensor<1x2x1xi64>, tensor<1x2x1xi64>, tensor<1x2x1xi64>, tensor<1x2x1xi64>) -> tensor<1x2x4xi64>
    return %8 : tensor<1x2x4xi64>
  }
}
