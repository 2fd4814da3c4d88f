module {
  func.func @main() -> tensor<12xf32> {
    %0 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<12xf64>
    %1 = "stablehlo.constant"() {value = dense<4.200000e-01> : tensor<f64>} : () -> tensor<f64>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %3 = "stablehlo.constant"() {value = dense<0.52359877559829882> : tensor<f64>} : () -> tensor<f64>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %5 = "stablehlo.multiply"(%0, %4) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %6 = "stablehlo.cosine"(%5) : (tensor<12xf64>) -> tensor<12xf64>
    %7 = "stablehlo.constant"() {value = dense<-5.000000e-01> : tensor<f64>} : () -> tensor<f64>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %9 = "stablehlo.multiply"(%6, %8) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %10 = "stablehlo.add"(%2, %9) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %11 = "stablehlo.constant"() {value = dense<1.0471975511965976> : tensor<f64>} : () -> tensor<f64>
    %12 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %13 = "stablehlo.multiply"(%0, %12) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %14 = "stablehlo.cosine"(%13) : (tensor<12xf64>) -> tensor<12xf64>
    %15 = "stablehlo.constant"() {value = dense<8.000000e-02> : tensor<f64>} : () -> tensor<f64>
    %16 = "stablehlo.broadcast_in_dim"(%15) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %17 = "stablehlo.multiply"(%14, %16) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %18 = "stablehlo.add"(%10, %17) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %19 = "stablehlo.convert"(%18) : (tensor<12xf64>) -> tensor<12xf32>
    return %19 : tensor<12xf32>
  }
}
