module {
  func.func @main(%arg0: tensor<8xi64>, %arg1: tensor<8xi64>, %arg2: tensor<i64>) -> (tensor<8xi64>, tensor<1xi1>) {
    %0 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<8xi64>
    %1 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<8xi64>
    %3 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<8xi64>
    %5 = "stablehlo.multiply"(%0, %4) : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    %6 = "stablehlo.add"(%2, %5) : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    %7 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<8xi64>
    %8 = "stablehlo.compare"(%6, %7) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %9 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<8xi64>
    %11 = "stablehlo.select"(%8, %arg1, %10) : (tensor<8xi1>, tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    %12 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %13 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<8xi64>
    %14 = "stablehlo.compare"(%11, %13) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %15 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %16 = "stablehlo.reduce"(%14, %15) ({
    ^bb0(%arg3: tensor<i1>, %arg4: tensor<i1>):
      %31 = "stablehlo.or"(%arg3, %arg4) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%31) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xi1>, tensor<i1>) -> tensor<i1>
    %17 = "stablehlo.divide"(%arg0, %11) : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    %18 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %19 = "stablehlo.broadcast_in_dim"(%18) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<8xi64>
    %20 = "stablehlo.remainder"(%arg0, %11) : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    %21 = "stablehlo.compare"(%20, %19) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %22 = "stablehlo.compare"(%arg0, %19) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %23 = "stablehlo.compare"(%11, %19) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %24 = "stablehlo.xor"(%22, %23) : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %25 = "stablehlo.and"(%21, %24) : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %26 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %27 = "stablehlo.broadcast_in_dim"(%26) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<8xi64>
    %28 = "stablehlo.subtract"(%17, %27) : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    %29 = "stablehlo.select"(%25, %28, %17) : (tensor<8xi1>, tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    %30 = "stablehlo.reshape"(%16) : (tensor<i1>) -> tensor<1xi1>
    return %29, %30 : tensor<8xi64>, tensor<1xi1>
  }
}
