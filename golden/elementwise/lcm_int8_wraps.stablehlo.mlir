module {
  func.func @main(%arg0: tensor<7xi8>, %arg1: tensor<7xi8>) -> tensor<7xi8> {
    %0 = "stablehlo.abs"(%arg0) : (tensor<7xi8>) -> tensor<7xi8>
    %1 = "stablehlo.abs"(%arg1) : (tensor<7xi8>) -> tensor<7xi8>
    %2:2 = "stablehlo.while"(%0, %1) ({
    ^bb0(%arg2: tensor<7xi8>, %arg3: tensor<7xi8>):
      %17 = "stablehlo.constant"() {value = dense<0> : tensor<i8>} : () -> tensor<i8>
      %18 = "stablehlo.broadcast_in_dim"(%17) {broadcast_dimensions = array<i64>} : (tensor<i8>) -> tensor<7xi8>
      %19 = "stablehlo.compare"(%arg2, %18) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<7xi8>, tensor<7xi8>) -> tensor<7xi1>
      %20 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
      %21 = "stablehlo.reduce"(%19, %20) ({
      ^bb0(%arg4: tensor<i1>, %arg5: tensor<i1>):
        %22 = "stablehlo.or"(%arg4, %arg5) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%22) : (tensor<i1>) -> ()
      }) {dimensions = array<i64: 0>} : (tensor<7xi1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%21) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg2: tensor<7xi8>, %arg3: tensor<7xi8>):
      %17 = "stablehlo.constant"() {value = dense<0> : tensor<i8>} : () -> tensor<i8>
      %18 = "stablehlo.broadcast_in_dim"(%17) {broadcast_dimensions = array<i64>} : (tensor<i8>) -> tensor<7xi8>
      %19 = "stablehlo.compare"(%arg2, %18) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<7xi8>, tensor<7xi8>) -> tensor<7xi1>
      %20 = "stablehlo.constant"() {value = dense<1> : tensor<i8>} : () -> tensor<i8>
      %21 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64>} : (tensor<i8>) -> tensor<7xi8>
      %22 = "stablehlo.select"(%19, %arg2, %21) : (tensor<7xi1>, tensor<7xi8>, tensor<7xi8>) -> tensor<7xi8>
      %23 = "stablehlo.remainder"(%arg3, %22) : (tensor<7xi8>, tensor<7xi8>) -> tensor<7xi8>
      %24 = "stablehlo.select"(%19, %23, %18) : (tensor<7xi1>, tensor<7xi8>, tensor<7xi8>) -> tensor<7xi8>
      %25 = "stablehlo.select"(%19, %arg2, %arg3) : (tensor<7xi1>, tensor<7xi8>, tensor<7xi8>) -> tensor<7xi8>
      "stablehlo.return"(%24, %25) : (tensor<7xi8>, tensor<7xi8>) -> ()
    }) : (tensor<7xi8>, tensor<7xi8>) -> (tensor<7xi8>, tensor<7xi8>)
    %3 = "stablehlo.convert"(%arg0) : (tensor<7xi8>) -> tensor<7xi32>
    %4 = "stablehlo.convert"(%arg1) : (tensor<7xi8>) -> tensor<7xi32>
    %5 = "stablehlo.convert"(%2#1) : (tensor<7xi8>) -> tensor<7xi32>
    %6 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %7 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<7xi32>
    %8 = "stablehlo.compare"(%5, %7) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
    %9 = "stablehlo.constant"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<7xi32>
    %11 = "stablehlo.select"(%8, %5, %10) : (tensor<7xi1>, tensor<7xi32>, tensor<7xi32>) -> tensor<7xi32>
    %12 = "stablehlo.divide"(%3, %11) : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi32>
    %13 = "stablehlo.multiply"(%12, %4) : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi32>
    %14 = "stablehlo.abs"(%13) : (tensor<7xi32>) -> tensor<7xi32>
    %15 = "stablehlo.select"(%8, %14, %7) : (tensor<7xi1>, tensor<7xi32>, tensor<7xi32>) -> tensor<7xi32>
    %16 = "stablehlo.convert"(%15) : (tensor<7xi32>) -> tensor<7xi8>
    return %16 : tensor<7xi8>
  }
}
