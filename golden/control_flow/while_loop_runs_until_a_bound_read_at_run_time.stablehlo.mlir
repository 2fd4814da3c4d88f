module {
  func.func @main(%arg0: tensor<3xf32>, %arg1: tensor<i64>) -> (tensor<i64>, tensor<3xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %1:3 = "stablehlo.while"(%0, %arg0, %arg1) ({
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<3xf32>, %arg4: tensor<i64>):
      %2 = func.call @torchtpu_subgraph_1_while_loop_cond_graph_0(%arg2, %arg3, %arg4) : (tensor<i64>, tensor<3xf32>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%2) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<3xf32>, %arg4: tensor<i64>):
      %2:2 = func.call @torchtpu_subgraph_0_while_loop_body_graph_0(%arg2, %arg3, %arg4) : (tensor<i64>, tensor<3xf32>, tensor<i64>) -> (tensor<i64>, tensor<3xf32>)
      "stablehlo.return"(%2#0, %2#1, %arg4) : (tensor<i64>, tensor<3xf32>, tensor<i64>) -> ()
    }) : (tensor<i64>, tensor<3xf32>, tensor<i64>) -> (tensor<i64>, tensor<3xf32>, tensor<i64>)
    return %1#0, %1#1 : tensor<i64>, tensor<3xf32>
  }
  func.func private @torchtpu_subgraph_1_while_loop_cond_graph_0(%arg0: tensor<i64>, %arg1: tensor<3xf32>, %arg2: tensor<i64>) -> tensor<i1> {
    %0 = "stablehlo.compare"(%arg0, %arg2) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @torchtpu_subgraph_0_while_loop_body_graph_0(%arg0: tensor<i64>, %arg1: tensor<3xf32>, %arg2: tensor<i64>) -> (tensor<i64>, tensor<3xf32>) {
    %0 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.add"(%arg0, %0) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %2 = "stablehlo.sine"(%arg1) : (tensor<3xf32>) -> tensor<3xf32>
    %3 = "stablehlo.convert"(%arg0) : (tensor<i64>) -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %5 = "stablehlo.add"(%2, %4) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    return %1, %5 : tensor<i64>, tensor<3xf32>
  }
}
