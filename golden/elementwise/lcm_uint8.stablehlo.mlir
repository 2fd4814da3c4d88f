module {
  func.func @main(%arg0: tensor<5xui8>, %arg1: tensor<5xui8>) -> tensor<5xui8> {
    %0:2 = "stablehlo.while"(%arg0, %arg1) ({
    ^bb0(%arg2: tensor<5xui8>, %arg3: tensor<5xui8>):
      %15 = "stablehlo.constant"() {value = dense<0> : tensor<ui8>} : () -> tensor<ui8>
      %16 = "stablehlo.broadcast_in_dim"(%15) {broadcast_dimensions = array<i64>} : (tensor<ui8>) -> tensor<5xui8>
      %17 = "stablehlo.compare"(%arg2, %16) {compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<5xui8>, tensor<5xui8>) -> tensor<5xi1>
      %18 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
      %19 = "stablehlo.reduce"(%17, %18) ({
      ^bb0(%arg4: tensor<i1>, %arg5: tensor<i1>):
        %20 = "stablehlo.or"(%arg4, %arg5) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%20) : (tensor<i1>) -> ()
      }) {dimensions = array<i64: 0>} : (tensor<5xi1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%19) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg2: tensor<5xui8>, %arg3: tensor<5xui8>):
      %15 = "stablehlo.constant"() {value = dense<0> : tensor<ui8>} : () -> tensor<ui8>
      %16 = "stablehlo.broadcast_in_dim"(%15) {broadcast_dimensions = array<i64>} : (tensor<ui8>) -> tensor<5xui8>
      %17 = "stablehlo.compare"(%arg2, %16) {compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<5xui8>, tensor<5xui8>) -> tensor<5xi1>
      %18 = "stablehlo.constant"() {value = dense<1> : tensor<ui8>} : () -> tensor<ui8>
      %19 = "stablehlo.broadcast_in_dim"(%18) {broadcast_dimensions = array<i64>} : (tensor<ui8>) -> tensor<5xui8>
      %20 = "stablehlo.select"(%17, %arg2, %19) : (tensor<5xi1>, tensor<5xui8>, tensor<5xui8>) -> tensor<5xui8>
      %21 = "stablehlo.remainder"(%arg3, %20) : (tensor<5xui8>, tensor<5xui8>) -> tensor<5xui8>
      %22 = "stablehlo.select"(%17, %21, %16) : (tensor<5xi1>, tensor<5xui8>, tensor<5xui8>) -> tensor<5xui8>
      %23 = "stablehlo.select"(%17, %arg2, %arg3) : (tensor<5xi1>, tensor<5xui8>, tensor<5xui8>) -> tensor<5xui8>
      "stablehlo.return"(%22, %23) : (tensor<5xui8>, tensor<5xui8>) -> ()
    }) : (tensor<5xui8>, tensor<5xui8>) -> (tensor<5xui8>, tensor<5xui8>)
    %1 = "stablehlo.convert"(%arg0) : (tensor<5xui8>) -> tensor<5xi32>
    %2 = "stablehlo.convert"(%arg1) : (tensor<5xui8>) -> tensor<5xi32>
    %3 = "stablehlo.convert"(%0#1) : (tensor<5xui8>) -> tensor<5xi32>
    %4 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<5xi32>
    %6 = "stablehlo.compare"(%3, %5) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %7 = "stablehlo.constant"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<5xi32>
    %9 = "stablehlo.select"(%6, %3, %8) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %10 = "stablehlo.divide"(%1, %9) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %11 = "stablehlo.multiply"(%10, %2) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %12 = "stablehlo.abs"(%11) : (tensor<5xi32>) -> tensor<5xi32>
    %13 = "stablehlo.select"(%6, %12, %5) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %14 = "stablehlo.convert"(%13) : (tensor<5xi32>) -> tensor<5xui8>
    return %14 : tensor<5xui8>
  }
}
