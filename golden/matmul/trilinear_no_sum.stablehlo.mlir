module {
  func.func @main(%arg0: tensor<3xf32>, %arg1: tensor<2xf32>, %arg2: tensor<3x2xf32>) -> tensor<3x2xf32> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<3xf32>) -> tensor<3xf64>
    %1 = "stablehlo.reshape"(%0) : (tensor<3xf64>) -> tensor<3x1xf64>
    %2 = "stablehlo.convert"(%arg1) : (tensor<2xf32>) -> tensor<2xf64>
    %3 = "stablehlo.reshape"(%2) : (tensor<2xf64>) -> tensor<1x2xf64>
    %4 = "stablehlo.convert"(%arg2) : (tensor<3x2xf32>) -> tensor<3x2xf64>
    %5 = "stablehlo.reshape"(%1) : (tensor<3x1xf64>) -> tensor<3xf64>
    %6 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64: 0>} : (tensor<3xf64>) -> tensor<3x2xf64>
    %7 = "stablehlo.reshape"(%3) : (tensor<1x2xf64>) -> tensor<2xf64>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf64>) -> tensor<3x2xf64>
    %9 = "stablehlo.multiply"(%6, %8) : (tensor<3x2xf64>, tensor<3x2xf64>) -> tensor<3x2xf64>
    %10 = "stablehlo.multiply"(%9, %4) : (tensor<3x2xf64>, tensor<3x2xf64>) -> tensor<3x2xf64>
    %11 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %12 = "stablehlo.reduce"(%10, %11) ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      %14 = "stablehlo.add"(%arg3, %arg4) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%14) : (tensor<f64>) -> ()
    }) {dimensions = array<i64>} : (tensor<3x2xf64>, tensor<f64>) -> tensor<3x2xf64>
    %13 = "stablehlo.convert"(%12) : (tensor<3x2xf64>) -> tensor<3x2xf32>
    return %13 : tensor<3x2xf32>
  }
}
