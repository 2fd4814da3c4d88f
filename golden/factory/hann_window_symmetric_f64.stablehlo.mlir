module {
  func.func @main() -> tensor<7xf64> {
    %0 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<7xf64>
    %1 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f64>} : () -> tensor<f64>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<7xf64>
    %3 = "stablehlo.constant"() {value = dense<1.0471975511965976> : tensor<f64>} : () -> tensor<f64>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<7xf64>
    %5 = "stablehlo.multiply"(%0, %4) : (tensor<7xf64>, tensor<7xf64>) -> tensor<7xf64>
    %6 = "stablehlo.cosine"(%5) : (tensor<7xf64>) -> tensor<7xf64>
    %7 = "stablehlo.constant"() {value = dense<-5.000000e-01> : tensor<f64>} : () -> tensor<f64>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<7xf64>
    %9 = "stablehlo.multiply"(%6, %8) : (tensor<7xf64>, tensor<7xf64>) -> tensor<7xf64>
    %10 = "stablehlo.add"(%2, %9) : (tensor<7xf64>, tensor<7xf64>) -> tensor<7xf64>
    return %10 : tensor<7xf64>
  }
}
