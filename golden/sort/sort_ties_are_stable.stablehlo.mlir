module {
  func.func @main(%arg0: tensor<3x8xi64>) -> (tensor<3x8xi64>, tensor<3x8xi64>) {
    %0 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<3x8xi64>
    %1:2 = "stablehlo.sort"(%arg0, %0) ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>, %arg3: tensor<i64>, %arg4: tensor<i64>):
      %2 = "stablehlo.compare"(%arg1, %arg2) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%2) : (tensor<i1>) -> ()
    }) {dimension = 1 : i64, is_stable = true} : (tensor<3x8xi64>, tensor<3x8xi64>) -> (tensor<3x8xi64>, tensor<3x8xi64>)
    return %1#0, %1#1 : tensor<3x8xi64>, tensor<3x8xi64>
  }
}
