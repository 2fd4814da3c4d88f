module {
  func.func @main(%arg0: tensor<10xi64>) -> tensor<10xf32> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<10xi64>) -> tensor<10xf32>
    %1 = "stablehlo.constant"() {value = dense<1.500000e+00> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %3 = "stablehlo.divide"(%0, %2) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %4 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %6 = "stablehlo.remainder"(%0, %2) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %7 = "stablehlo.subtract"(%0, %6) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %8 = "stablehlo.divide"(%7, %2) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %9 = "stablehlo.compare"(%6, %5) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %10 = "stablehlo.compare"(%2, %5) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %11 = "stablehlo.compare"(%6, %5) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %12 = "stablehlo.xor"(%10, %11) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %13 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %15 = "stablehlo.and"(%9, %12) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %16 = "stablehlo.subtract"(%8, %14) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %17 = "stablehlo.select"(%15, %16, %8) : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %18 = "stablehlo.floor"(%17) : (tensor<10xf32>) -> tensor<10xf32>
    %19 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f32>} : () -> tensor<f32>
    %20 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %21 = "stablehlo.subtract"(%17, %18) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %22 = "stablehlo.compare"(%21, %20) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %23 = "stablehlo.add"(%18, %14) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %24 = "stablehlo.select"(%22, %23, %18) : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %25 = "stablehlo.compare"(%2, %5) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %26 = "stablehlo.select"(%25, %3, %24) : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    return %26 : tensor<10xf32>
  }
}
