module {
  func.func @main(%arg0: tensor<4x5x2xf32>, %arg1: tensor<3x1xi64>, %arg2: tensor<2xi64>) -> (tensor<3x2x2xf32>, tensor<2xi1>) {
    %0 = "stablehlo.constant"() {value = dense<-4> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x1xi64>
    %2 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x1xi64>
    %4 = "stablehlo.compare"(%arg1, %1) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x1xi1>
    %5 = "stablehlo.compare"(%arg1, %3) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x1xi1>
    %6 = "stablehlo.or"(%4, %5) : (tensor<3x1xi1>, tensor<3x1xi1>) -> tensor<3x1xi1>
    %7 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %8 = "stablehlo.reduce"(%6, %7) ({
    ^bb0(%arg3: tensor<i1>, %arg4: tensor<i1>):
      %42 = "stablehlo.or"(%arg3, %arg4) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%42) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<3x1xi1>, tensor<i1>) -> tensor<i1>
    %9 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x1xi64>
    %11 = "stablehlo.compare"(%arg1, %10) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x1xi1>
    %12 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %13 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x1xi64>
    %14 = "stablehlo.add"(%arg1, %13) : (tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x1xi64>
    %15 = "stablehlo.select"(%11, %14, %arg1) : (tensor<3x1xi1>, tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x1xi64>
    %16 = "stablehlo.reshape"(%15) : (tensor<3x1xi64>) -> tensor<3xi64>
    %17 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64: 0>} : (tensor<3xi64>) -> tensor<3x2xi64>
    %18 = "stablehlo.reshape"(%17) : (tensor<3x2xi64>) -> tensor<3x2x1xi64>
    %19 = "stablehlo.constant"() {value = dense<-5> : tensor<i64>} : () -> tensor<i64>
    %20 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2xi64>
    %21 = "stablehlo.constant"() {value = dense<5> : tensor<i64>} : () -> tensor<i64>
    %22 = "stablehlo.broadcast_in_dim"(%21) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2xi64>
    %23 = "stablehlo.compare"(%arg2, %20) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %24 = "stablehlo.compare"(%arg2, %22) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %25 = "stablehlo.or"(%23, %24) : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
    %26 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %27 = "stablehlo.reduce"(%25, %26) ({
    ^bb0(%arg3: tensor<i1>, %arg4: tensor<i1>):
      %42 = "stablehlo.or"(%arg3, %arg4) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%42) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %28 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %29 = "stablehlo.broadcast_in_dim"(%28) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2xi64>
    %30 = "stablehlo.compare"(%arg2, %29) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %31 = "stablehlo.constant"() {value = dense<5> : tensor<i64>} : () -> tensor<i64>
    %32 = "stablehlo.broadcast_in_dim"(%31) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2xi64>
    %33 = "stablehlo.add"(%arg2, %32) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %34 = "stablehlo.select"(%30, %33, %arg2) : (tensor<2xi1>, tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %35 = "stablehlo.broadcast_in_dim"(%34) {broadcast_dimensions = array<i64: 1>} : (tensor<2xi64>) -> tensor<3x2xi64>
    %36 = "stablehlo.reshape"(%35) : (tensor<3x2xi64>) -> tensor<3x2x1xi64>
    %37 = "stablehlo.concatenate"(%18, %36) {dimension = 2 : i64} : (tensor<3x2x1xi64>, tensor<3x2x1xi64>) -> tensor<3x2x2xi64>
    %38 = "stablehlo.gather"(%arg0, %37) {dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 2>} : (tensor<4x5x2xf32>, tensor<3x2x2xi64>) -> tensor<3x2x2xf32>
    %39 = "stablehlo.reshape"(%8) : (tensor<i1>) -> tensor<1xi1>
    %40 = "stablehlo.reshape"(%27) : (tensor<i1>) -> tensor<1xi1>
    %41 = "stablehlo.concatenate"(%39, %40) {dimension = 0 : i64} : (tensor<1xi1>, tensor<1xi1>) -> tensor<2xi1>
    return %38, %41 : tensor<3x2x2xf32>, tensor<2xi1>
  }
}
