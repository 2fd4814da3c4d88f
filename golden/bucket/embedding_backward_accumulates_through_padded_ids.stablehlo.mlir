module {
  func.func @main(%arg0: tensor<10x4xf32>, %arg1: tensor<8x4xf32>, %arg2: tensor<8xi64>, %arg3: tensor<i64>) -> (tensor<10x4xf32>, tensor<1xi1>) {
    %0 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<8xi64>
    %1 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<8xi64>
    %3 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<8xi64>
    %5 = "stablehlo.multiply"(%0, %4) : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    %6 = "stablehlo.add"(%2, %5) : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    %7 = "stablehlo.broadcast_in_dim"(%arg3) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<8xi64>
    %8 = "stablehlo.compare"(%6, %7) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %9 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<8xi64>
    %11 = "stablehlo.select"(%8, %arg2, %10) : (tensor<8xi1>, tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    %12 = "stablehlo.reshape"(%8) : (tensor<8xi1>) -> tensor<8x1xi1>
    %13 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %14 = "stablehlo.reshape"(%12) : (tensor<8x1xi1>) -> tensor<8xi1>
    %15 = "stablehlo.broadcast_in_dim"(%14) {broadcast_dimensions = array<i64: 0>} : (tensor<8xi1>) -> tensor<8x4xi1>
    %16 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x4xf32>
    %17 = "stablehlo.select"(%15, %arg1, %16) : (tensor<8x4xi1>, tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %18 = "stablehlo.constant"() {value = dense<-10> : tensor<i64>} : () -> tensor<i64>
    %19 = "stablehlo.broadcast_in_dim"(%18) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<8xi64>
    %20 = "stablehlo.constant"() {value = dense<10> : tensor<i64>} : () -> tensor<i64>
    %21 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<8xi64>
    %22 = "stablehlo.compare"(%11, %19) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %23 = "stablehlo.compare"(%11, %21) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %24 = "stablehlo.or"(%22, %23) : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %25 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %26 = "stablehlo.reduce"(%24, %25) ({
    ^bb0(%arg4: tensor<i1>, %arg5: tensor<i1>):
      %37 = "stablehlo.or"(%arg4, %arg5) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%37) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xi1>, tensor<i1>) -> tensor<i1>
    %27 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %28 = "stablehlo.broadcast_in_dim"(%27) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<8xi64>
    %29 = "stablehlo.compare"(%11, %28) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %30 = "stablehlo.constant"() {value = dense<10> : tensor<i64>} : () -> tensor<i64>
    %31 = "stablehlo.broadcast_in_dim"(%30) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<8xi64>
    %32 = "stablehlo.add"(%11, %31) : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    %33 = "stablehlo.select"(%29, %32, %11) : (tensor<8xi1>, tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    %34 = "stablehlo.reshape"(%33) : (tensor<8xi64>) -> tensor<8x1xi64>
    %35 = "stablehlo.scatter"(%arg0, %34, %17) ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %37 = "stablehlo.add"(%arg4, %arg5) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%37) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<10x4xf32>, tensor<8x1xi64>, tensor<8x4xf32>) -> tensor<10x4xf32>
    %36 = "stablehlo.reshape"(%26) : (tensor<i1>) -> tensor<1xi1>
    return %35, %36 : tensor<10x4xf32>, tensor<1xi1>
  }
}
