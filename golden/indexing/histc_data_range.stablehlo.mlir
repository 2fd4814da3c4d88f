module {
  func.func @main(%arg0: tensor<3x5xf32>) -> tensor<4xf32> {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<3x5xf32>) -> tensor<15xf32>
    %1 = "stablehlo.constant"() {value = dense<0x7F800000> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.reduce"(%0, %1) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %38 = "stablehlo.minimum"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%38) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<15xf32>, tensor<f32>) -> tensor<f32>
    %3 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %4 = "stablehlo.reduce"(%0, %3) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %38 = "stablehlo.maximum"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%38) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<15xf32>, tensor<f32>) -> tensor<f32>
    %5 = "stablehlo.compare"(%2, %4) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %6 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %7 = "stablehlo.subtract"(%2, %6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %8 = "stablehlo.select"(%5, %7, %2) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %9 = "stablehlo.add"(%4, %6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %10 = "stablehlo.select"(%5, %9, %4) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %11 = "stablehlo.broadcast_in_dim"(%8) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<15xf32>
    %12 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<15xf32>
    %13 = "stablehlo.subtract"(%0, %11) : (tensor<15xf32>, tensor<15xf32>) -> tensor<15xf32>
    %14 = "stablehlo.constant"() {value = dense<4.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %15 = "stablehlo.broadcast_in_dim"(%14) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<15xf32>
    %16 = "stablehlo.multiply"(%13, %15) : (tensor<15xf32>, tensor<15xf32>) -> tensor<15xf32>
    %17 = "stablehlo.subtract"(%12, %11) : (tensor<15xf32>, tensor<15xf32>) -> tensor<15xf32>
    %18 = "stablehlo.divide"(%16, %17) : (tensor<15xf32>, tensor<15xf32>) -> tensor<15xf32>
    %19 = "stablehlo.convert"(%18) : (tensor<15xf32>) -> tensor<15xi64>
    %20 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
    %21 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<15xi64>
    %22 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %23 = "stablehlo.broadcast_in_dim"(%22) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<15xi64>
    %24 = "stablehlo.compare"(%19, %23) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<15xi64>, tensor<15xi64>) -> tensor<15xi1>
    %25 = "stablehlo.select"(%24, %21, %19) : (tensor<15xi1>, tensor<15xi64>, tensor<15xi64>) -> tensor<15xi64>
    %26 = "stablehlo.compare"(%0, %11) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<15xf32>, tensor<15xf32>) -> tensor<15xi1>
    %27 = "stablehlo.compare"(%0, %12) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<15xf32>, tensor<15xf32>) -> tensor<15xi1>
    %28 = "stablehlo.and"(%26, %27) : (tensor<15xi1>, tensor<15xi1>) -> tensor<15xi1>
    %29 = "stablehlo.constant"() {value = dense<-1> : tensor<i64>} : () -> tensor<i64>
    %30 = "stablehlo.broadcast_in_dim"(%29) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<15xi64>
    %31 = "stablehlo.select"(%28, %25, %30) : (tensor<15xi1>, tensor<15xi64>, tensor<15xi64>) -> tensor<15xi64>
    %32 = "stablehlo.broadcast_in_dim"(%31) {broadcast_dimensions = array<i64: 0>} : (tensor<15xi64>) -> tensor<15x4xi64>
    %33 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<15x4xi64>
    %34 = "stablehlo.compare"(%32, %33) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<15x4xi64>, tensor<15x4xi64>) -> tensor<15x4xi1>
    %35 = "stablehlo.convert"(%34) : (tensor<15x4xi1>) -> tensor<15x4xf32>
    %36 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %37 = "stablehlo.reduce"(%35, %36) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %38 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%38) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<15x4xf32>, tensor<f32>) -> tensor<4xf32>
    return %37 : tensor<4xf32>
  }
}
