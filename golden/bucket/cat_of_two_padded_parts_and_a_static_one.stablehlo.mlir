module {
  func.func @main(%arg0: tensor<8x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<i64>) -> (tensor<18x3xf32>, tensor<1xi1>) {
    %0 = "stablehlo.negate"(%arg0) : (tensor<8x3xf32>) -> tensor<8x3xf32>
    %1 = "stablehlo.concatenate"(%arg0, %0, %arg1) {dimension = 0 : i64} : (tensor<8x3xf32>, tensor<8x3xf32>, tensor<2x3xf32>) -> tensor<18x3xf32>
    %2 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<18xi64>
    %3 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<18xi64>
    %5 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %6 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<18xi64>
    %7 = "stablehlo.multiply"(%2, %6) : (tensor<18xi64>, tensor<18xi64>) -> tensor<18xi64>
    %8 = "stablehlo.add"(%4, %7) : (tensor<18xi64>, tensor<18xi64>) -> tensor<18xi64>
    %9 = "stablehlo.constant"() {value = dense<-1> : tensor<i64>} : () -> tensor<i64>
    %10 = "stablehlo.multiply"(%arg2, %9) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %11 = "stablehlo.constant"() {value = dense<8> : tensor<i64>} : () -> tensor<i64>
    %12 = "stablehlo.add"(%10, %11) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %13 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<18xi64>
    %14 = "stablehlo.compare"(%8, %13) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<18xi64>, tensor<18xi64>) -> tensor<18xi1>
    %15 = "stablehlo.convert"(%14) : (tensor<18xi1>) -> tensor<18xi64>
    %16 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<18xi64>
    %17 = "stablehlo.multiply"(%15, %16) : (tensor<18xi64>, tensor<18xi64>) -> tensor<18xi64>
    %18 = "stablehlo.add"(%8, %17) : (tensor<18xi64>, tensor<18xi64>) -> tensor<18xi64>
    %19 = "stablehlo.add"(%arg2, %arg2) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %20 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<18xi64>
    %21 = "stablehlo.compare"(%8, %20) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<18xi64>, tensor<18xi64>) -> tensor<18xi1>
    %22 = "stablehlo.convert"(%21) : (tensor<18xi1>) -> tensor<18xi64>
    %23 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<18xi64>
    %24 = "stablehlo.multiply"(%22, %23) : (tensor<18xi64>, tensor<18xi64>) -> tensor<18xi64>
    %25 = "stablehlo.add"(%18, %24) : (tensor<18xi64>, tensor<18xi64>) -> tensor<18xi64>
    %26 = "stablehlo.constant"() {value = dense<17> : tensor<i64>} : () -> tensor<i64>
    %27 = "stablehlo.broadcast_in_dim"(%26) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<18xi64>
    %28 = "stablehlo.minimum"(%25, %27) : (tensor<18xi64>, tensor<18xi64>) -> tensor<18xi64>
    %29 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %30 = "stablehlo.broadcast_in_dim"(%29) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<18xi64>
    %31 = "stablehlo.constant"() {value = dense<18> : tensor<i64>} : () -> tensor<i64>
    %32 = "stablehlo.broadcast_in_dim"(%31) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<18xi64>
    %33 = "stablehlo.compare"(%28, %30) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<18xi64>, tensor<18xi64>) -> tensor<18xi1>
    %34 = "stablehlo.compare"(%28, %32) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<18xi64>, tensor<18xi64>) -> tensor<18xi1>
    %35 = "stablehlo.or"(%33, %34) : (tensor<18xi1>, tensor<18xi1>) -> tensor<18xi1>
    %36 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %37 = "stablehlo.reduce"(%35, %36) ({
    ^bb0(%arg3: tensor<i1>, %arg4: tensor<i1>):
      %48 = "stablehlo.or"(%arg3, %arg4) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%48) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<18xi1>, tensor<i1>) -> tensor<i1>
    %38 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %39 = "stablehlo.broadcast_in_dim"(%38) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<18xi64>
    %40 = "stablehlo.compare"(%28, %39) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<18xi64>, tensor<18xi64>) -> tensor<18xi1>
    %41 = "stablehlo.constant"() {value = dense<18> : tensor<i64>} : () -> tensor<i64>
    %42 = "stablehlo.broadcast_in_dim"(%41) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<18xi64>
    %43 = "stablehlo.add"(%28, %42) : (tensor<18xi64>, tensor<18xi64>) -> tensor<18xi64>
    %44 = "stablehlo.select"(%40, %43, %28) : (tensor<18xi1>, tensor<18xi64>, tensor<18xi64>) -> tensor<18xi64>
    %45 = "stablehlo.reshape"(%44) : (tensor<18xi64>) -> tensor<18x1xi64>
    %46 = "stablehlo.gather"(%1, %45) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>} : (tensor<18x3xf32>, tensor<18x1xi64>) -> tensor<18x3xf32>
    %47 = "stablehlo.reshape"(%37) : (tensor<i1>) -> tensor<1xi1>
    return %46, %47 : tensor<18x3xf32>, tensor<1xi1>
  }
}
