module {
  func.func @main(%arg0: tensor<23xf32>) -> tensor<5xf32> {
    %0 = "stablehlo.constant"() {value = dense<-1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<23xf32>
    %3 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<23xf32>
    %4 = "stablehlo.subtract"(%arg0, %2) : (tensor<23xf32>, tensor<23xf32>) -> tensor<23xf32>
    %5 = "stablehlo.constant"() {value = dense<5.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %6 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<23xf32>
    %7 = "stablehlo.multiply"(%4, %6) : (tensor<23xf32>, tensor<23xf32>) -> tensor<23xf32>
    %8 = "stablehlo.subtract"(%3, %2) : (tensor<23xf32>, tensor<23xf32>) -> tensor<23xf32>
    %9 = "stablehlo.divide"(%7, %8) : (tensor<23xf32>, tensor<23xf32>) -> tensor<23xf32>
    %10 = "stablehlo.convert"(%9) : (tensor<23xf32>) -> tensor<23xi64>
    %11 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %12 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<23xi64>
    %13 = "stablehlo.constant"() {value = dense<5> : tensor<i64>} : () -> tensor<i64>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<23xi64>
    %15 = "stablehlo.compare"(%10, %14) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<23xi64>, tensor<23xi64>) -> tensor<23xi1>
    %16 = "stablehlo.select"(%15, %12, %10) : (tensor<23xi1>, tensor<23xi64>, tensor<23xi64>) -> tensor<23xi64>
    %17 = "stablehlo.compare"(%arg0, %2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<23xf32>, tensor<23xf32>) -> tensor<23xi1>
    %18 = "stablehlo.compare"(%arg0, %3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<23xf32>, tensor<23xf32>) -> tensor<23xi1>
    %19 = "stablehlo.and"(%17, %18) : (tensor<23xi1>, tensor<23xi1>) -> tensor<23xi1>
    %20 = "stablehlo.constant"() {value = dense<-1> : tensor<i64>} : () -> tensor<i64>
    %21 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<23xi64>
    %22 = "stablehlo.select"(%19, %16, %21) : (tensor<23xi1>, tensor<23xi64>, tensor<23xi64>) -> tensor<23xi64>
    %23 = "stablehlo.broadcast_in_dim"(%22) {broadcast_dimensions = array<i64: 0>} : (tensor<23xi64>) -> tensor<23x5xi64>
    %24 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<23x5xi64>
    %25 = "stablehlo.compare"(%23, %24) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<23x5xi64>, tensor<23x5xi64>) -> tensor<23x5xi1>
    %26 = "stablehlo.convert"(%25) : (tensor<23x5xi1>) -> tensor<23x5xf32>
    %27 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %28 = "stablehlo.reduce"(%26, %27) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %29 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%29) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<23x5xf32>, tensor<f32>) -> tensor<5xf32>
    return %28 : tensor<5xf32>
  }
}
