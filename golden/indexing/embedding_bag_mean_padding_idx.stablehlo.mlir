module {
  func.func @main(%arg0: tensor<6x3xf32>, %arg1: tensor<6xi64>, %arg2: tensor<3xi64>) -> (tensor<3x3xf32>, tensor<6xi64>, tensor<3xi64>, tensor<3xi64>, tensor<1xi1>) {
    %0 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<6x3xi64>
    %1 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 1>} : (tensor<3xi64>) -> tensor<6x3xi64>
    %2 = "stablehlo.compare"(%1, %0) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<6x3xi64>, tensor<6x3xi64>) -> tensor<6x3xi1>
    %3 = "stablehlo.convert"(%2) : (tensor<6x3xi1>) -> tensor<6x3xi64>
    %4 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %5 = "stablehlo.reduce"(%3, %4) ({
    ^bb0(%arg3: tensor<i64>, %arg4: tensor<i64>):
      %49 = "stablehlo.add"(%arg3, %arg4) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%49) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<6x3xi64>, tensor<i64>) -> tensor<6xi64>
    %6 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %7 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<6xi64>
    %8 = "stablehlo.subtract"(%5, %7) : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %9 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<6xi64>
    %11 = "stablehlo.compare"(%arg1, %10) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %12 = "stablehlo.broadcast_in_dim"(%8) {broadcast_dimensions = array<i64: 1>} : (tensor<6xi64>) -> tensor<3x6xi64>
    %13 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3x6xi64>
    %14 = "stablehlo.compare"(%12, %13) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x6xi64>, tensor<3x6xi64>) -> tensor<3x6xi1>
    %15 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64: 1>} : (tensor<6xi1>) -> tensor<3x6xi1>
    %16 = "stablehlo.and"(%14, %15) : (tensor<3x6xi1>, tensor<3x6xi1>) -> tensor<3x6xi1>
    %17 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %18 = "stablehlo.broadcast_in_dim"(%17) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<6xi64>
    %19 = "stablehlo.constant"() {value = dense<6> : tensor<i64>} : () -> tensor<i64>
    %20 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<6xi64>
    %21 = "stablehlo.compare"(%arg1, %18) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %22 = "stablehlo.compare"(%arg1, %20) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %23 = "stablehlo.or"(%21, %22) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %24 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %25 = "stablehlo.reduce"(%23, %24) ({
    ^bb0(%arg3: tensor<i1>, %arg4: tensor<i1>):
      %49 = "stablehlo.or"(%arg3, %arg4) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%49) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<6xi1>, tensor<i1>) -> tensor<i1>
    %26 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %27 = "stablehlo.broadcast_in_dim"(%26) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<6xi64>
    %28 = "stablehlo.compare"(%arg1, %27) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %29 = "stablehlo.constant"() {value = dense<6> : tensor<i64>} : () -> tensor<i64>
    %30 = "stablehlo.broadcast_in_dim"(%29) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<6xi64>
    %31 = "stablehlo.add"(%arg1, %30) : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %32 = "stablehlo.select"(%28, %31, %arg1) : (tensor<6xi1>, tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %33 = "stablehlo.reshape"(%32) : (tensor<6xi64>) -> tensor<6x1xi64>
    %34 = "stablehlo.gather"(%arg0, %33) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>} : (tensor<6x3xf32>, tensor<6x1xi64>) -> tensor<6x3xf32>
    %35 = "stablehlo.convert"(%16) : (tensor<3x6xi1>) -> tensor<3x6xi64>
    %36 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %37 = "stablehlo.reduce"(%35, %36) ({
    ^bb0(%arg3: tensor<i64>, %arg4: tensor<i64>):
      %49 = "stablehlo.add"(%arg3, %arg4) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%49) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3x6xi64>, tensor<i64>) -> tensor<3xi64>
    %38 = "stablehlo.convert"(%16) : (tensor<3x6xi1>) -> tensor<3x6xf64>
    %39 = "stablehlo.convert"(%34) : (tensor<6x3xf32>) -> tensor<6x3xf64>
    %40 = "stablehlo.dot_general"(%38, %39) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<3x6xf64>, tensor<6x3xf64>) -> tensor<3x3xf64>
    %41 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %42 = "stablehlo.broadcast_in_dim"(%41) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %43 = "stablehlo.maximum"(%37, %42) : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %44 = "stablehlo.convert"(%43) : (tensor<3xi64>) -> tensor<3xf64>
    %45 = "stablehlo.broadcast_in_dim"(%44) {broadcast_dimensions = array<i64: 0>} : (tensor<3xf64>) -> tensor<3x3xf64>
    %46 = "stablehlo.divide"(%40, %45) : (tensor<3x3xf64>, tensor<3x3xf64>) -> tensor<3x3xf64>
    %47 = "stablehlo.convert"(%46) : (tensor<3x3xf64>) -> tensor<3x3xf32>
    %48 = "stablehlo.reshape"(%25) : (tensor<i1>) -> tensor<1xi1>
    return %47, %8, %37, %37, %48 : tensor<3x3xf32>, tensor<6xi64>, tensor<3xi64>, tensor<3xi64>, tensor<1xi1>
  }
}
