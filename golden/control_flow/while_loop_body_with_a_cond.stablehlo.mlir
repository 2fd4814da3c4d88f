module {
  func.func @main(%arg0: tensor<3xf32>) -> (tensor<i64>, tensor<3xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %1:2 = "stablehlo.while"(%0, %arg0) ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<3xf32>):
      %2 = func.call @torchtpu_subgraph_3_while_loop_cond_graph_0(%arg1, %arg2) : (tensor<i64>, tensor<3xf32>) -> tensor<i1>
      "stablehlo.return"(%2) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<3xf32>):
      %2:2 = func.call @torchtpu_subgraph_0_while_loop_body_graph_0(%arg1, %arg2) : (tensor<i64>, tensor<3xf32>) -> (tensor<i64>, tensor<3xf32>)
      "stablehlo.return"(%2#0, %2#1) : (tensor<i64>, tensor<3xf32>) -> ()
    }) : (tensor<i64>, tensor<3xf32>) -> (tensor<i64>, tensor<3xf32>)
    return %1#0, %1#1 : tensor<i64>, tensor<3xf32>
  }
  func.func private @torchtpu_subgraph_3_while_loop_cond_graph_0(%arg0: tensor<i64>, %arg1: tensor<3xf32>) -> tensor<i1> {
    %0 = "stablehlo.constant"() {value = dense<5> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.compare"(%arg0, %0) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    return %1 : tensor<i1>
  }
  func.func private @torchtpu_subgraph_2_while_loop_body_graph_0_true_graph_0(%arg0: tensor<3xf32>) -> tensor<3xf32> {
    %0 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %2 = "stablehlo.multiply"(%arg0, %1) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    return %2 : tensor<3xf32>
  }
  func.func private @torchtpu_subgraph_1_while_loop_body_graph_0_false_graph_0(%arg0: tensor<3xf32>) -> tensor<3xf32> {
    %0 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %2 = "stablehlo.add"(%arg0, %1) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    return %2 : tensor<3xf32>
  }
  func.func private @torchtpu_subgraph_0_while_loop_body_graph_0(%arg0: tensor<i64>, %arg1: tensor<3xf32>) -> (tensor<i64>, tensor<3xf32>) {
    %0 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.add"(%arg0, %0) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %2 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.reduce"(%arg1, %2) ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %7 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %4 = "stablehlo.constant"() {value = dense<3.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %5 = "stablehlo.compare"(%3, %4) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %6 = "stablehlo.if"(%5) ({
      %7 = func.call @torchtpu_subgraph_2_while_loop_body_graph_0_true_graph_0(%arg1) : (tensor<3xf32>) -> tensor<3xf32>
      "stablehlo.return"(%7) : (tensor<3xf32>) -> ()
    }, {
      %7 = func.call @torchtpu_subgraph_1_while_loop_body_graph_0_false_graph_0(%arg1) : (tensor<3xf32>) -> tensor<3xf32>
      "stablehlo.return"(%7) : (tensor<3xf32>) -> ()
    }) : (tensor<i1>) -> tensor<3xf32>
    return %1, %6 : tensor<i64>, tensor<3xf32>
  }
}
