module {
  func.func @main(%arg0: tensor<5xf32>, %arg1: tensor<5xf32>) -> tensor<5xf32> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<5xf32>) -> tensor<5xf64>
    %1 = "stablehlo.convert"(%arg1) : (tensor<5xf32>) -> tensor<5xf64>
    %2 = "stablehlo.multiply"(%0, %0) : (tensor<5xf64>, tensor<5xf64>) -> tensor<5xf64>
    %3 = "stablehlo.multiply"(%1, %1) : (tensor<5xf64>, tensor<5xf64>) -> tensor<5xf64>
    %4 = "stablehlo.add"(%2, %3) : (tensor<5xf64>, tensor<5xf64>) -> tensor<5xf64>
    %5 = "stablehlo.sqrt"(%4) : (tensor<5xf64>) -> tensor<5xf64>
    %6 = "stablehlo.constant"() {value = dense<0x7FF0000000000000> : tensor<f64>} : () -> tensor<f64>
    %7 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<5xf64>
    %8 = "stablehlo.abs"(%0) : (tensor<5xf64>) -> tensor<5xf64>
    %9 = "stablehlo.compare"(%8, %7) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<5xf64>, tensor<5xf64>) -> tensor<5xi1>
    %10 = "stablehlo.abs"(%1) : (tensor<5xf64>) -> tensor<5xf64>
    %11 = "stablehlo.compare"(%10, %7) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<5xf64>, tensor<5xf64>) -> tensor<5xi1>
    %12 = "stablehlo.or"(%9, %11) : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %13 = "stablehlo.select"(%12, %7, %5) : (tensor<5xi1>, tensor<5xf64>, tensor<5xf64>) -> tensor<5xf64>
    %14 = "stablehlo.convert"(%13) : (tensor<5xf64>) -> tensor<5xf32>
    return %14 : tensor<5xf32>
  }
}
