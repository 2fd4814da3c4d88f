module {
  func.func @main(%arg0: tensor<i1>, %arg1: tensor<4x3xf32>, %arg2: tensor<1xi64>) -> (tensor<1x3xf32>, tensor<1xi1>) {
    %0:2 = "stablehlo.if"(%arg0) ({
      %3:2 = func.call @torchtpu_subgraph_1_true_graph_0_flags_0_0(%arg1, %arg2) : (tensor<4x3xf32>, tensor<1xi64>) -> (tensor<1x3xf32>, tensor<1xi1>)
      "stablehlo.return"(%3#0, %3#1) : (tensor<1x3xf32>, tensor<1xi1>) -> ()
    }, {
      %3:2 = func.call @torchtpu_subgraph_0_false_graph_0_flags_1_0(%arg1, %arg2) : (tensor<4x3xf32>, tensor<1xi64>) -> (tensor<1x3xf32>, tensor<1xi1>)
      "stablehlo.return"(%3#0, %3#1) : (tensor<1x3xf32>, tensor<1xi1>) -> ()
    }) : (tensor<i1>) -> (tensor<1x3xf32>, tensor<1xi1>)
    %1 = "stablehlo.reshape"(%0#1) : (tensor<1xi1>) -> tensor<i1>
    %2 = "stablehlo.reshape"(%1) : (tensor<i1>) -> tensor<1xi1>
    return %0#0, %2 : tensor<1x3xf32>, tensor<1xi1>
  }
  func.func private @torchtpu_subgraph_1_true_graph_0(%arg0: tensor<4x3xf32>, %arg1: tensor<1xi64>) -> (tensor<1x3xf32>, tensor<1xi1>) {
    %0 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1xi64>
    %2 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1xi64>
    %4 = "stablehlo.compare"(%arg1, %1) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi1>
    %5 = "stablehlo.compare"(%arg1, %3) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi1>
    %6 = "stablehlo.or"(%4, %5) : (tensor<1xi1>, tensor<1xi1>) -> tensor<1xi1>
    %7 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %8 = "stablehlo.reduce"(%6, %7) ({
    ^bb0(%arg2: tensor<i1>, %arg3: tensor<i1>):
      %22 = "stablehlo.or"(%arg2, %arg3) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%22) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %9 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1xi64>
    %11 = "stablehlo.compare"(%arg1, %10) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi1>
    %12 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %13 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1xi64>
    %14 = "stablehlo.add"(%arg1, %13) : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
    %15 = "stablehlo.select"(%11, %14, %arg1) : (tensor<1xi1>, tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
    %16 = "stablehlo.reshape"(%15) : (tensor<1xi64>) -> tensor<1x1xi64>
    %17 = "stablehlo.gather"(%arg0, %16) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>} : (tensor<4x3xf32>, tensor<1x1xi64>) -> tensor<1x3xf32>
    %18 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %19 = "stablehlo.broadcast_in_dim"(%18) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x3xf32>
    %20 = "stablehlo.multiply"(%17, %19) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %21 = "stablehlo.reshape"(%8) : (tensor<i1>) -> tensor<1xi1>
    return %20, %21 : tensor<1x3xf32>, tensor<1xi1>
  }
  func.func private @torchtpu_subgraph_0_false_graph_0(%arg0: tensor<4x3xf32>, %arg1: tensor<1xi64>) -> tensor<1x3xf32> {
    %0 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 1, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<4x3xf32>) -> tensor<1x3xf32>
    %1 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x3xf32>
    %3 = "stablehlo.subtract"(%0, %2) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    return %3 : tensor<1x3xf32>
  }
  func.func private @torchtpu_subgraph_1_true_graph_0_flags_0_0(%arg0: tensor<4x3xf32>, %arg1: tensor<1xi64>) -> (tensor<1x3xf32>, tensor<1xi1>) {
    %0:2 = call @torchtpu_subgraph_1_true_graph_0(%arg0, %arg1) : (tensor<4x3xf32>, tensor<1xi64>) -> (tensor<1x3xf32>, tensor<1xi1>)
    return %0#0, %0#1 : tensor<1x3xf32>, tensor<1xi1>
  }
  func.func private @torchtpu_subgraph_0_false_graph_0_flags_1_0(%arg0: tensor<4x3xf32>, %arg1: tensor<1xi64>) -> (tensor<1x3xf32>, tensor<1xi1>) {
    %0 = call @torchtpu_subgraph_0_false_graph_0(%arg0, %arg1) : (tensor<4x3xf32>, tensor<1xi64>) -> tensor<1x3xf32>
    %1 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<1xi1>
    return %0, %2 : tensor<1x3xf32>, tensor<1xi1>
  }
}
