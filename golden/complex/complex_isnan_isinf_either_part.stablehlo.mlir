module {
  func.func @main(%arg0: tensor<5xcomplex<f32>>) -> (tensor<5xi1>, tensor<5xi1>) {
    %0 = "stablehlo.real"(%arg0) : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
    %1 = "stablehlo.compare"(%0, %0) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %2 = "stablehlo.imag"(%arg0) : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
    %3 = "stablehlo.compare"(%2, %2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %4 = "stablehlo.or"(%1, %3) : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %5 = "stablehlo.real"(%arg0) : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
    %6 = "stablehlo.constant"() {value = dense<0x7F800000> : tensor<f32>} : () -> tensor<f32>
    %7 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<5xf32>
    %8 = "stablehlo.abs"(%5) : (tensor<5xf32>) -> tensor<5xf32>
    %9 = "stablehlo.compare"(%8, %7) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %10 = "stablehlo.imag"(%arg0) : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
    %11 = "stablehlo.constant"() {value = dense<0x7F800000> : tensor<f32>} : () -> tensor<f32>
    %12 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<5xf32>
    %13 = "stablehlo.abs"(%10) : (tensor<5xf32>) -> tensor<5xf32>
    %14 = "stablehlo.compare"(%13, %12) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %15 = "stablehlo.or"(%9, %14) : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    return %4, %15 : tensor<5xi1>, tensor<5xi1>
  }
}
