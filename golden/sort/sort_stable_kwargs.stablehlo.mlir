module {
  func.func @main(%arg0: tensor<7x2xi32>) -> (tensor<7x2xi32>, tensor<7x2xi64>) {
    %0 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<7x2xi64>
    %1:2 = "stablehlo.sort"(%arg0, %0) ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i64>, %arg4: tensor<i64>):
      %2 = "stablehlo.compare"(%arg1, %arg2) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%2) : (tensor<i1>) -> ()
    }) {dimension = 0 : i64, is_stable = true} : (tensor<7x2xi32>, tensor<7x2xi64>) -> (tensor<7x2xi32>, tensor<7x2xi64>)
    return %1#0, %1#1 : tensor<7x2xi32>, tensor<7x2xi64>
  }
}
