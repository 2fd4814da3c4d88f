module {
  func.func @main(%arg0: tensor<15xf32>, %arg1: tensor<5xf32>) -> (tensor<4xf32>, tensor<5xf32>) {
    %0 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 1>} : (tensor<5xf32>) -> tensor<15x5xf32>
    %1 = "stablehlo.broadcast_in_dim"(%arg0) {broadcast_dimensions = array<i64: 0>} : (tensor<15xf32>) -> tensor<15x5xf32>
    %2 = "stablehlo.compare"(%0, %1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<15x5xf32>, tensor<15x5xf32>) -> tensor<15x5xi1>
    %3 = "stablehlo.convert"(%2) : (tensor<15x5xi1>) -> tensor<15x5xi64>
    %4 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %5 = "stablehlo.reduce"(%3, %4) ({
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<i64>):
      %35 = "stablehlo.add"(%arg2, %arg3) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%35) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<15x5xi64>, tensor<i64>) -> tensor<15xi64>
    %6 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %7 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<15xi64>
    %8 = "stablehlo.subtract"(%5, %7) : (tensor<15xi64>, tensor<15xi64>) -> tensor<15xi64>
    %9 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<15xi64>
    %11 = "stablehlo.minimum"(%8, %10) : (tensor<15xi64>, tensor<15xi64>) -> tensor<15xi64>
    %12 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>} : (tensor<5xf32>) -> tensor<1xf32>
    %13 = "stablehlo.reshape"(%12) : (tensor<1xf32>) -> tensor<f32>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<15xf32>
    %15 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 5>, start_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<5xf32>) -> tensor<1xf32>
    %16 = "stablehlo.reshape"(%15) : (tensor<1xf32>) -> tensor<f32>
    %17 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<15xf32>
    %18 = "stablehlo.compare"(%arg0, %14) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<15xf32>, tensor<15xf32>) -> tensor<15xi1>
    %19 = "stablehlo.compare"(%arg0, %17) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<15xf32>, tensor<15xf32>) -> tensor<15xi1>
    %20 = "stablehlo.and"(%18, %19) : (tensor<15xi1>, tensor<15xi1>) -> tensor<15xi1>
    %21 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %22 = "stablehlo.broadcast_in_dim"(%21) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<15xf32>
    %23 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %24 = "stablehlo.broadcast_in_dim"(%23) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<15xf32>
    %25 = "stablehlo.select"(%20, %22, %24) : (tensor<15xi1>, tensor<15xf32>, tensor<15xf32>) -> tensor<15xf32>
    %26 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64: 0>} : (tensor<15xi64>) -> tensor<15x4xi64>
    %27 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<15x4xi64>
    %28 = "stablehlo.compare"(%26, %27) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<15x4xi64>, tensor<15x4xi64>) -> tensor<15x4xi1>
    %29 = "stablehlo.broadcast_in_dim"(%25) {broadcast_dimensions = array<i64: 0>} : (tensor<15xf32>) -> tensor<15x4xf32>
    %30 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %31 = "stablehlo.broadcast_in_dim"(%30) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<15x4xf32>
    %32 = "stablehlo.select"(%28, %29, %31) : (tensor<15x4xi1>, tensor<15x4xf32>, tensor<15x4xf32>) -> tensor<15x4xf32>
    %33 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %34 = "stablehlo.reduce"(%32, %33) ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %35 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%35) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<15x4xf32>, tensor<f32>) -> tensor<4xf32>
    return %34, %arg1 : tensor<4xf32>, tensor<5xf32>
  }
}
