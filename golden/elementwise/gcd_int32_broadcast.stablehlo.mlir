module {
  func.func @main(%arg0: tensor<3x8xi32>, %arg1: tensor<8xi32>) -> tensor<3x8xi32> {
    %0 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 1>} : (tensor<8xi32>) -> tensor<3x8xi32>
    %1 = "stablehlo.abs"(%arg0) : (tensor<3x8xi32>) -> tensor<3x8xi32>
    %2 = "stablehlo.abs"(%0) : (tensor<3x8xi32>) -> tensor<3x8xi32>
    %3:2 = "stablehlo.while"(%1, %2) ({
    ^bb0(%arg2: tensor<3x8xi32>, %arg3: tensor<3x8xi32>):
      %4 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
      %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<3x8xi32>
      %6 = "stablehlo.compare"(%arg2, %5) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<3x8xi32>, tensor<3x8xi32>) -> tensor<3x8xi1>
      %7 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
      %8 = "stablehlo.reduce"(%6, %7) ({
      ^bb0(%arg4: tensor<i1>, %arg5: tensor<i1>):
        %9 = "stablehlo.or"(%arg4, %arg5) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%9) : (tensor<i1>) -> ()
      }) {dimensions = array<i64: 0, 1>} : (tensor<3x8xi1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%8) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg2: tensor<3x8xi32>, %arg3: tensor<3x8xi32>):
      %4 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
      %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<3x8xi32>
      %6 = "stablehlo.compare"(%arg2, %5) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<3x8xi32>, tensor<3x8xi32>) -> tensor<3x8xi1>
      %7 = "stablehlo.constant"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
      %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<3x8xi32>
      %9 = "stablehlo.select"(%6, %arg2, %8) : (tensor<3x8xi1>, tensor<3x8xi32>, tensor<3x8xi32>) -> tensor<3x8xi32>
      %10 = "stablehlo.remainder"(%arg3, %9) : (tensor<3x8xi32>, tensor<3x8xi32>) -> tensor<3x8xi32>
      %11 = "stablehlo.select"(%6, %10, %5) : (tensor<3x8xi1>, tensor<3x8xi32>, tensor<3x8xi32>) -> tensor<3x8xi32>
      %12 = "stablehlo.select"(%6, %arg2, %arg3) : (tensor<3x8xi1>, tensor<3x8xi32>, tensor<3x8xi32>) -> tensor<3x8xi32>
      "stablehlo.return"(%11, %12) : (tensor<3x8xi32>, tensor<3x8xi32>) -> ()
    }) : (tensor<3x8xi32>, tensor<3x8xi32>) -> (tensor<3x8xi32>, tensor<3x8xi32>)
    return %3#1 : tensor<3x8xi32>
  }
}
