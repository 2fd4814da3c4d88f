module {
  func.func @main(%arg0: tensor<4xi64>, %arg1: tensor<5xi64>, %arg2: tensor<5xi64>) -> (tensor<4xi64>, tensor<1xi1>) {
    %0 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<5xi64>
    %2 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<5xi64>
    %4 = "stablehlo.compare"(%arg1, %1) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi1>
    %5 = "stablehlo.compare"(%arg1, %3) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi1>
    %6 = "stablehlo.or"(%4, %5) : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %7 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %8 = "stablehlo.reduce"(%6, %7) ({
    ^bb0(%arg3: tensor<i1>, %arg4: tensor<i1>):
      %45 = "stablehlo.or"(%arg3, %arg4) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%45) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<5xi1>, tensor<i1>) -> tensor<i1>
    %9 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<5xi64>
    %11 = "stablehlo.compare"(%arg1, %10) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi1>
    %12 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %13 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<5xi64>
    %14 = "stablehlo.add"(%arg1, %13) : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %15 = "stablehlo.select"(%11, %14, %arg1) : (tensor<5xi1>, tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %16 = "stablehlo.reshape"(%15) : (tensor<5xi64>) -> tensor<5x1xi64>
    %17 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %18 = "stablehlo.broadcast_in_dim"(%17) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<5xi64>
    %19 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %20 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4xi64>
    %21 = "stablehlo.scatter"(%20, %16, %18) ({
    ^bb0(%arg3: tensor<i64>, %arg4: tensor<i64>):
      %45 = "stablehlo.add"(%arg3, %arg4) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%45) : (tensor<i64>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<4xi64>, tensor<5x1xi64>, tensor<5xi64>) -> tensor<4xi64>
    %22 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %23 = "stablehlo.broadcast_in_dim"(%22) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4xi64>
    %24 = "stablehlo.compare"(%21, %23) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %25 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %26 = "stablehlo.broadcast_in_dim"(%25) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4xi64>
    %27 = "stablehlo.select"(%24, %26, %arg0) : (tensor<4xi1>, tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %28 = "stablehlo.scatter"(%27, %16, %arg2) ({
    ^bb0(%arg3: tensor<i64>, %arg4: tensor<i64>):
      %45 = "stablehlo.add"(%arg3, %arg4) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%45) : (tensor<i64>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<4xi64>, tensor<5x1xi64>, tensor<5xi64>) -> tensor<4xi64>
    %29 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %30 = "stablehlo.broadcast_in_dim"(%29) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4xi64>
    %31 = "stablehlo.maximum"(%21, %30) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %32 = "stablehlo.divide"(%28, %31) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %33 = "stablehlo.remainder"(%28, %31) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %34 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %35 = "stablehlo.broadcast_in_dim"(%34) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4xi64>
    %36 = "stablehlo.compare"(%33, %35) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %37 = "stablehlo.compare"(%28, %35) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %38 = "stablehlo.and"(%36, %37) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %39 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %40 = "stablehlo.broadcast_in_dim"(%39) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4xi64>
    %41 = "stablehlo.subtract"(%32, %40) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %42 = "stablehlo.select"(%38, %41, %32) : (tensor<4xi1>, tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %43 = "stablehlo.select"(%24, %42, %28) : (tensor<4xi1>, tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %44 = "stablehlo.reshape"(%8) : (tensor<i1>) -> tensor<1xi1>
    return %43, %44 : tensor<4xi64>, tensor<1xi1>
  }
}
