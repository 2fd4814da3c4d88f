module {
  func.func @main(%arg0: tensor<5xf32>) -> tensor<f32> {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<5xf32>) -> tensor<1x5xf32>
    %1 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x5xi64>
    %2:2 = "stablehlo.sort"(%0, %1) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i64>, %arg4: tensor<i64>):
      %22 = "stablehlo.compare"(%arg1, %arg2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %23 = "stablehlo.compare"(%arg1, %arg1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %24 = "stablehlo.compare"(%arg2, %arg2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %25 = "stablehlo.not"(%23) : (tensor<i1>) -> tensor<i1>
      %26 = "stablehlo.and"(%25, %24) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %27 = "stablehlo.or"(%22, %26) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%27) : (tensor<i1>) -> ()
    }) {dimension = 1 : i64, is_stable = true} : (tensor<1x5xf32>, tensor<1x5xi64>) -> (tensor<1x5xf32>, tensor<1x5xi64>)
    %3 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %4 = "stablehlo.compare"(%2#0, %2#0) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x5xf32>, tensor<1x5xf32>) -> tensor<1x5xi1>
    %5 = "stablehlo.convert"(%4) : (tensor<1x5xi1>) -> tensor<1x5xi64>
    %6 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %7 = "stablehlo.reduce"(%5, %6) ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>):
      %22 = "stablehlo.add"(%arg1, %arg2) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%22) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x5xi64>, tensor<i64>) -> tensor<1xi64>
    %8 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %9 = "stablehlo.broadcast_in_dim"(%8) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1xi64>
    %10 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %11 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1xi64>
    %12 = "stablehlo.subtract"(%7, %9) : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
    %13 = "stablehlo.divide"(%12, %11) : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
    %14 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %15 = "stablehlo.broadcast_in_dim"(%14) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1xi64>
    %16 = "stablehlo.maximum"(%13, %15) : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
    %17 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1x1xi64>
    %18 = "stablehlo.reshape"(%16) : (tensor<1xi64>) -> tensor<1x1xi64>
    %19 = "stablehlo.concatenate"(%17, %18) {dimension = 1 : i64} : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x2xi64>
    %20 = "stablehlo.gather"(%2#0, %19) {dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>} : (tensor<1x5xf32>, tensor<1x2xi64>) -> tensor<1xf32>
    %21 = "stablehlo.reshape"(%20) : (tensor<1xf32>) -> tensor<f32>
    return %21 : tensor<f32>
  }
}
