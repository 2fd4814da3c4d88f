module {
  func.func @main(%arg0: tensor<i1>, %arg1: tensor<2x4xf32>, %arg2: tensor<4x4xf32>) -> tensor<2x4xf32> {
    %0 = "stablehlo.if"(%arg0) ({
      %1 = func.call @torchtpu_subgraph_1_true_graph_0(%arg1, %arg2) : (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32>
      "stablehlo.return"(%1) : (tensor<2x4xf32>) -> ()
    }, {
      %1 = func.call @torchtpu_subgraph_0_false_graph_0(%arg1, %arg2) : (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32>
      "stablehlo.return"(%1) : (tensor<2x4xf32>) -> ()
    }) : (tensor<i1>) -> tensor<2x4xf32>
    return %0 : tensor<2x4xf32>
  }
  func.func private @torchtpu_subgraph_1_true_graph_0(%arg0: tensor<2x4xf32>, %arg1: tensor<4x4xf32>) -> tensor<2x4xf32> {
    %0 = "stablehlo.dot_general"(%arg0, %arg1) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32>
    %1 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x4xf32>
    %3 = "stablehlo.maximum"(%0, %2) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    return %3 : tensor<2x4xf32>
  }
  func.func private @torchtpu_subgraph_0_false_graph_0(%arg0: tensor<2x4xf32>, %arg1: tensor<4x4xf32>) -> tensor<2x4xf32> {
    %0 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x4xf32>
    %2 = "stablehlo.multiply"(%arg0, %1) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %3 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x4xf32>
    %5 = "stablehlo.subtract"(%2, %4) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    return %5 : tensor<2x4xf32>
  }
}
