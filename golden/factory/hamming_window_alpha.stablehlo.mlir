module {
  func.func @main() -> tensor<8xf32> {
    %0 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<8xf64>
    %1 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f64>} : () -> tensor<f64>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<8xf64>
    %3 = "stablehlo.constant"() {value = dense<0.78539816339744828> : tensor<f64>} : () -> tensor<f64>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<8xf64>
    %5 = "stablehlo.multiply"(%0, %4) : (tensor<8xf64>, tensor<8xf64>) -> tensor<8xf64>
    %6 = "stablehlo.cosine"(%5) : (tensor<8xf64>) -> tensor<8xf64>
    %7 = "stablehlo.constant"() {value = dense<-4.600000e-01> : tensor<f64>} : () -> tensor<f64>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<8xf64>
    %9 = "stablehlo.multiply"(%6, %8) : (tensor<8xf64>, tensor<8xf64>) -> tensor<8xf64>
    %10 = "stablehlo.add"(%2, %9) : (tensor<8xf64>, tensor<8xf64>) -> tensor<8xf64>
    %11 = "stablehlo.convert"(%10) : (tensor<8xf64>) -> tensor<8xf32>
    return %11 : tensor<8xf32>
  }
}
