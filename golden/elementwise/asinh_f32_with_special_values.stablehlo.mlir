module {
  func.func @main(%arg0: tensor<26xf32>) -> tensor<26xf32> {
    %0 = "chlo.asinh"(%arg0) : (tensor<26xf32>) -> tensor<26xf32>
    return %0 : tensor<26xf32>
  }
}
