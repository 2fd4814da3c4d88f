module {
  func.func @main(%arg0: tensor<3x8xf32>, %arg1: tensor<3x8xi64>, %arg2: tensor<i64>) -> (tensor<3x8xf32>, tensor<1xi1>) {
    %0 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x8xi64>
    %2 = "stablehlo.subtract"(%arg1, %1) : (tensor<3x8xi64>, tensor<3x8xi64>) -> tensor<3x8xi64>
    %3 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<8xi64>
    %4 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<8xi64>
    %6 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %7 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<8xi64>
    %8 = "stablehlo.multiply"(%3, %7) : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    %9 = "stablehlo.add"(%5, %8) : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    %10 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<8xi64>
    %11 = "stablehlo.compare"(%9, %10) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %12 = "stablehlo.reshape"(%11) : (tensor<8xi1>) -> tensor<1x8xi1>
    %13 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %14 = "stablehlo.reshape"(%12) : (tensor<1x8xi1>) -> tensor<8xi1>
    %15 = "stablehlo.broadcast_in_dim"(%14) {broadcast_dimensions = array<i64: 1>} : (tensor<8xi1>) -> tensor<3x8xi1>
    %16 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x8xi64>
    %17 = "stablehlo.select"(%15, %2, %16) : (tensor<3x8xi1>, tensor<3x8xi64>, tensor<3x8xi64>) -> tensor<3x8xi64>
    %18 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3x8xi64>
    %19 = "stablehlo.reshape"(%18) : (tensor<3x8xi64>) -> tensor<3x8x1xi64>
    %20 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x8xi64>
    %21 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %22 = "stablehlo.broadcast_in_dim"(%21) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x8xi64>
    %23 = "stablehlo.compare"(%17, %22) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3x8xi64>, tensor<3x8xi64>) -> tensor<3x8xi1>
    %24 = "stablehlo.compare"(%17, %20) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<3x8xi64>, tensor<3x8xi64>) -> tensor<3x8xi1>
    %25 = "stablehlo.or"(%23, %24) : (tensor<3x8xi1>, tensor<3x8xi1>) -> tensor<3x8xi1>
    %26 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %27 = "stablehlo.reduce"(%25, %26) ({
    ^bb0(%arg3: tensor<i1>, %arg4: tensor<i1>):
      %38 = "stablehlo.or"(%arg3, %arg4) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%38) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<3x8xi1>, tensor<i1>) -> tensor<i1>
    %28 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %29 = "stablehlo.broadcast_in_dim"(%28) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x8xi64>
    %30 = "stablehlo.compare"(%17, %29) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3x8xi64>, tensor<3x8xi64>) -> tensor<3x8xi1>
    %31 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x8xi64>
    %32 = "stablehlo.add"(%17, %31) : (tensor<3x8xi64>, tensor<3x8xi64>) -> tensor<3x8xi64>
    %33 = "stablehlo.select"(%30, %32, %17) : (tensor<3x8xi1>, tensor<3x8xi64>, tensor<3x8xi64>) -> tensor<3x8xi64>
    %34 = "stablehlo.reshape"(%33) : (tensor<3x8xi64>) -> tensor<3x8x1xi64>
    %35 = "stablehlo.concatenate"(%19, %34) {dimension = 2 : i64} : (tensor<3x8x1xi64>, tensor<3x8x1xi64>) -> tensor<3x8x2xi64>
    %36 = "stablehlo.gather"(%arg0, %35) {dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>} : (tensor<3x8xf32>, tensor<3x8x2xi64>) -> tensor<3x8xf32>
    %37 = "stablehlo.reshape"(%27) : (tensor<i1>) -> tensor<1xi1>
    return %36, %37 : tensor<3x8xf32>, tensor<1xi1>
  }
}
