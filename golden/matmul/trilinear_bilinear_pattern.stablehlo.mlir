module {
  func.func @main(%arg0: tensor<3x4xf32>, %arg1: tensor<6x4x5xf32>, %arg2: tensor<3x5xf32>) -> tensor<3x6xf32> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<3x4xf32>) -> tensor<3x4xf64>
    %1 = "stablehlo.reshape"(%0) : (tensor<3x4xf64>) -> tensor<3x1x4x1xf64>
    %2 = "stablehlo.convert"(%arg1) : (tensor<6x4x5xf32>) -> tensor<6x4x5xf64>
    %3 = "stablehlo.reshape"(%2) : (tensor<6x4x5xf64>) -> tensor<1x6x4x5xf64>
    %4 = "stablehlo.convert"(%arg2) : (tensor<3x5xf32>) -> tensor<3x5xf64>
    %5 = "stablehlo.reshape"(%4) : (tensor<3x5xf64>) -> tensor<3x1x1x5xf64>
    %6 = "stablehlo.reshape"(%1) : (tensor<3x1x4x1xf64>) -> tensor<3x4xf64>
    %7 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<3x4xf64>) -> tensor<3x6x4x5xf64>
    %8 = "stablehlo.reshape"(%3) : (tensor<1x6x4x5xf64>) -> tensor<6x4x5xf64>
    %9 = "stablehlo.broadcast_in_dim"(%8) {broadcast_dimensions = array<i64: 1, 2, 3>} : (tensor<6x4x5xf64>) -> tensor<3x6x4x5xf64>
    %10 = "stablehlo.multiply"(%7, %9) : (tensor<3x6x4x5xf64>, tensor<3x6x4x5xf64>) -> tensor<3x6x4x5xf64>
    %11 = "stablehlo.reshape"(%5) : (tensor<3x1x1x5xf64>) -> tensor<3x5xf64>
    %12 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<3x5xf64>) -> tensor<3x6x4x5xf64>
    %13 = "stablehlo.multiply"(%10, %12) : (tensor<3x6x4x5xf64>, tensor<3x6x4x5xf64>) -> tensor<3x6x4x5xf64>
    %14 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %15 = "stablehlo.reduce"(%13, %14) ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      %17 = "stablehlo.add"(%arg3, %arg4) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%17) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 2, 3>} : (tensor<3x6x4x5xf64>, tensor<f64>) -> tensor<3x6xf64>
    %16 = "stablehlo.convert"(%15) : (tensor<3x6xf64>) -> tensor<3x6xf32>
    return %16 : tensor<3x6xf32>
  }
}
