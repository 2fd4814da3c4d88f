module {
  func.func @main(%arg0: tensor<4x6xi64>, %arg1: tensor<4x6xi64>) -> tensor<4x6xi64> {
    %0 = "stablehlo.abs"(%arg0) : (tensor<4x6xi64>) -> tensor<4x6xi64>
    %1 = "stablehlo.abs"(%arg1) : (tensor<4x6xi64>) -> tensor<4x6xi64>
    %2:2 = "stablehlo.while"(%0, %1) ({
    ^bb0(%arg2: tensor<4x6xi64>, %arg3: tensor<4x6xi64>):
      %13 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
      %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4x6xi64>
      %15 = "stablehlo.compare"(%arg2, %14) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<4x6xi64>, tensor<4x6xi64>) -> tensor<4x6xi1>
      %16 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
      %17 = "stablehlo.reduce"(%15, %16) ({
      ^bb0(%arg4: tensor<i1>, %arg5: tensor<i1>):
        %18 = "stablehlo.or"(%arg4, %arg5) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%18) : (tensor<i1>) -> ()
      }) {dimensions = array<i64: 0, 1>} : (tensor<4x6xi1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%17) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg2: tensor<4x6xi64>, %arg3: tensor<4x6xi64>):
      %13 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
      %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4x6xi64>
      %15 = "stablehlo.compare"(%arg2, %14) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<4x6xi64>, tensor<4x6xi64>) -> tensor<4x6xi1>
      %16 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
      %17 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4x6xi64>
      %18 = "stablehlo.select"(%15, %arg2, %17) : (tensor<4x6xi1>, tensor<4x6xi64>, tensor<4x6xi64>) -> tensor<4x6xi64>
      %19 = "stablehlo.remainder"(%arg3, %18) : (tensor<4x6xi64>, tensor<4x6xi64>) -> tensor<4x6xi64>
      %20 = "stablehlo.select"(%15, %19, %14) : (tensor<4x6xi1>, tensor<4x6xi64>, tensor<4x6xi64>) -> tensor<4x6xi64>
      %21 = "stablehlo.select"(%15, %arg2, %arg3) : (tensor<4x6xi1>, tensor<4x6xi64>, tensor<4x6xi64>) -> tensor<4x6xi64>
      "stablehlo.return"(%20, %21) : (tensor<4x6xi64>, tensor<4x6xi64>) -> ()
    }) : (tensor<4x6xi64>, tensor<4x6xi64>) -> (tensor<4x6xi64>, tensor<4x6xi64>)
    %3 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4x6xi64>
    %5 = "stablehlo.compare"(%2#1, %4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<4x6xi64>, tensor<4x6xi64>) -> tensor<4x6xi1>
    %6 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %7 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4x6xi64>
    %8 = "stablehlo.select"(%5, %2#1, %7) : (tensor<4x6xi1>, tensor<4x6xi64>, tensor<4x6xi64>) -> tensor<4x6xi64>
    %9 = "stablehlo.divide"(%arg0, %8) : (tensor<4x6xi64>, tensor<4x6xi64>) -> tensor<4x6xi64>
    %10 = "stablehlo.multiply"(%9, %arg1) : (tensor<4x6xi64>, tensor<4x6xi64>) -> tensor<4x6xi64>
    %11 = "stablehlo.abs"(%10) : (tensor<4x6xi64>) -> tensor<4x6xi64>
    %12 = "stablehlo.select"(%5, %11, %4) : (tensor<4x6xi1>, tensor<4x6xi64>, tensor<4x6xi64>) -> tensor<4x6xi64>
    return %12 : tensor<4x6xi64>
  }
}
