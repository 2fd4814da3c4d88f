module {
  func.func @main(%arg0: tensor<i32>, %arg1: tensor<f64>) -> tensor<f64> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<i32>) -> tensor<f64>
    %1 = "stablehlo.add"(%0, %arg1) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    return %1 : tensor<f64>
  }
}
