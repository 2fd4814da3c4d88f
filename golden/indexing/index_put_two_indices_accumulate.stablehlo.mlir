module {
  func.func @main(%arg0: tensor<4x5xf32>, %arg1: tensor<3xi64>, %arg2: tensor<3xi64>, %arg3: tensor<3xf32>) -> (tensor<4x5xf32>, tensor<2xi1>) {
    %0 = "stablehlo.constant"() {value = dense<-4> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %2 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %4 = "stablehlo.compare"(%arg1, %1) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %5 = "stablehlo.compare"(%arg1, %3) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %6 = "stablehlo.or"(%4, %5) : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
    %7 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %8 = "stablehlo.reduce"(%6, %7) ({
    ^bb0(%arg4: tensor<i1>, %arg5: tensor<i1>):
      %39 = "stablehlo.or"(%arg4, %arg5) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%39) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
    %9 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %11 = "stablehlo.compare"(%arg1, %10) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %12 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %13 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %14 = "stablehlo.add"(%arg1, %13) : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %15 = "stablehlo.select"(%11, %14, %arg1) : (tensor<3xi1>, tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %16 = "stablehlo.reshape"(%15) : (tensor<3xi64>) -> tensor<3x1xi64>
    %17 = "stablehlo.constant"() {value = dense<-5> : tensor<i64>} : () -> tensor<i64>
    %18 = "stablehlo.broadcast_in_dim"(%17) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %19 = "stablehlo.constant"() {value = dense<5> : tensor<i64>} : () -> tensor<i64>
    %20 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %21 = "stablehlo.compare"(%arg2, %18) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %22 = "stablehlo.compare"(%arg2, %20) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %23 = "stablehlo.or"(%21, %22) : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
    %24 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %25 = "stablehlo.reduce"(%23, %24) ({
    ^bb0(%arg4: tensor<i1>, %arg5: tensor<i1>):
      %39 = "stablehlo.or"(%arg4, %arg5) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%39) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
    %26 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %27 = "stablehlo.broadcast_in_dim"(%26) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %28 = "stablehlo.compare"(%arg2, %27) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %29 = "stablehlo.constant"() {value = dense<5> : tensor<i64>} : () -> tensor<i64>
    %30 = "stablehlo.broadcast_in_dim"(%29) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %31 = "stablehlo.add"(%arg2, %30) : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %32 = "stablehlo.select"(%28, %31, %arg2) : (tensor<3xi1>, tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %33 = "stablehlo.reshape"(%32) : (tensor<3xi64>) -> tensor<3x1xi64>
    %34 = "stablehlo.concatenate"(%16, %33) {dimension = 1 : i64} : (tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x2xi64>
    %35 = "stablehlo.scatter"(%arg0, %34, %arg3) ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %39 = "stablehlo.add"(%arg4, %arg5) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%39) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>} : (tensor<4x5xf32>, tensor<3x2xi64>, tensor<3xf32>) -> tensor<4x5xf32>
    %36 = "stablehlo.reshape"(%8) : (tensor<i1>) -> tensor<1xi1>
    %37 = "stablehlo.reshape"(%25) : (tensor<i1>) -> tensor<1xi1>
    %38 = "stablehlo.concatenate"(%36, %37) {dimension = 0 : i64} : (tensor<1xi1>, tensor<1xi1>) -> tensor<2xi1>
    return %35, %38 : tensor<4x5xf32>, tensor<2xi1>
  }
}
