module {
  func.func @main(%arg0: tensor<6x3xf32>, %arg1: tensor<5xi64>, %arg2: tensor<3xi64>, %arg3: tensor<5xf32>) -> (tensor<3x3xf32>, tensor<0xi64>, tensor<3xi64>, tensor<3xi64>, tensor<1xi1>) {
    %0 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<5x3xi64>
    %1 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 1>} : (tensor<3xi64>) -> tensor<5x3xi64>
    %2 = "stablehlo.compare"(%1, %0) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<5x3xi64>, tensor<5x3xi64>) -> tensor<5x3xi1>
    %3 = "stablehlo.convert"(%2) : (tensor<5x3xi1>) -> tensor<5x3xi64>
    %4 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %5 = "stablehlo.reduce"(%3, %4) ({
    ^bb0(%arg4: tensor<i64>, %arg5: tensor<i64>):
      %51 = "stablehlo.add"(%arg4, %arg5) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%51) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<5x3xi64>, tensor<i64>) -> tensor<5xi64>
    %6 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %7 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<5xi64>
    %8 = "stablehlo.subtract"(%5, %7) : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %9 = "stablehlo.constant"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<5xi1>
    %11 = "stablehlo.broadcast_in_dim"(%8) {broadcast_dimensions = array<i64: 1>} : (tensor<5xi64>) -> tensor<3x5xi64>
    %12 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3x5xi64>
    %13 = "stablehlo.compare"(%11, %12) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x5xi64>, tensor<3x5xi64>) -> tensor<3x5xi1>
    %14 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64: 1>} : (tensor<5xi1>) -> tensor<3x5xi1>
    %15 = "stablehlo.and"(%13, %14) : (tensor<3x5xi1>, tensor<3x5xi1>) -> tensor<3x5xi1>
    %16 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %17 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<5xi64>
    %18 = "stablehlo.constant"() {value = dense<6> : tensor<i64>} : () -> tensor<i64>
    %19 = "stablehlo.broadcast_in_dim"(%18) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<5xi64>
    %20 = "stablehlo.compare"(%arg1, %17) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi1>
    %21 = "stablehlo.compare"(%arg1, %19) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi1>
    %22 = "stablehlo.or"(%20, %21) : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %23 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %24 = "stablehlo.reduce"(%22, %23) ({
    ^bb0(%arg4: tensor<i1>, %arg5: tensor<i1>):
      %51 = "stablehlo.or"(%arg4, %arg5) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%51) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<5xi1>, tensor<i1>) -> tensor<i1>
    %25 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %26 = "stablehlo.broadcast_in_dim"(%25) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<5xi64>
    %27 = "stablehlo.compare"(%arg1, %26) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi1>
    %28 = "stablehlo.constant"() {value = dense<6> : tensor<i64>} : () -> tensor<i64>
    %29 = "stablehlo.broadcast_in_dim"(%28) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<5xi64>
    %30 = "stablehlo.add"(%arg1, %29) : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %31 = "stablehlo.select"(%27, %30, %arg1) : (tensor<5xi1>, tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %32 = "stablehlo.reshape"(%31) : (tensor<5xi64>) -> tensor<5x1xi64>
    %33 = "stablehlo.gather"(%arg0, %32) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>} : (tensor<6x3xf32>, tensor<5x1xi64>) -> tensor<5x3xf32>
    %34 = "stablehlo.convert"(%15) : (tensor<3x5xi1>) -> tensor<3x5xi64>
    %35 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %36 = "stablehlo.reduce"(%34, %35) ({
    ^bb0(%arg4: tensor<i64>, %arg5: tensor<i64>):
      %51 = "stablehlo.add"(%arg4, %arg5) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%51) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3x5xi64>, tensor<i64>) -> tensor<3xi64>
    %37 = "stablehlo.convert"(%15) : (tensor<3x5xi1>) -> tensor<3x5xf64>
    %38 = "stablehlo.convert"(%arg3) : (tensor<5xf32>) -> tensor<5xf64>
    %39 = "stablehlo.broadcast_in_dim"(%38) {broadcast_dimensions = array<i64: 1>} : (tensor<5xf64>) -> tensor<3x5xf64>
    %40 = "stablehlo.multiply"(%37, %39) : (tensor<3x5xf64>, tensor<3x5xf64>) -> tensor<3x5xf64>
    %41 = "stablehlo.convert"(%33) : (tensor<5x3xf32>) -> tensor<5x3xf64>
    %42 = "stablehlo.dot_general"(%40, %41) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<3x5xf64>, tensor<5x3xf64>) -> tensor<3x3xf64>
    %43 = "stablehlo.convert"(%42) : (tensor<3x3xf64>) -> tensor<3x3xf32>
    %44 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %45 = "stablehlo.broadcast_in_dim"(%44) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<0xi64>
    %46 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %47 = "stablehlo.broadcast_in_dim"(%46) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %48 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %49 = "stablehlo.broadcast_in_dim"(%48) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %50 = "stablehlo.reshape"(%24) : (tensor<i1>) -> tensor<1xi1>
    return %43, %45, %47, %49, %50 : tensor<3x3xf32>, tensor<0xi64>, tensor<3xi64>, tensor<3xi64>, tensor<1xi1>
  }
}
