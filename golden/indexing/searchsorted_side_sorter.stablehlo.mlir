module {
  func.func @main(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<3xi64>) -> (tensor<3xi64>, tensor<1xi1>) {
    %0 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %2 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %4 = "stablehlo.compare"(%arg2, %1) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %5 = "stablehlo.compare"(%arg2, %3) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %6 = "stablehlo.or"(%4, %5) : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
    %7 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %8 = "stablehlo.reduce"(%6, %7) ({
    ^bb0(%arg3: tensor<i1>, %arg4: tensor<i1>):
      %91 = "stablehlo.or"(%arg3, %arg4) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%91) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
    %9 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %11 = "stablehlo.compare"(%arg2, %10) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %12 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
    %13 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %14 = "stablehlo.add"(%arg2, %13) : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %15 = "stablehlo.select"(%11, %14, %arg2) : (tensor<3xi1>, tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %16 = "stablehlo.reshape"(%15) : (tensor<3xi64>) -> tensor<3x1xi64>
    %17 = "stablehlo.gather"(%arg0, %16) {dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>} : (tensor<3xf32>, tensor<3x1xi64>) -> tensor<3xf32>
    %18 = "stablehlo.reshape"(%17) : (tensor<3xf32>) -> tensor<1x3xf32>
    %19 = "stablehlo.reshape"(%arg1) : (tensor<3xf32>) -> tensor<1x3xf32>
    %20 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %21 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x3xi64>
    %22 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
    %23 = "stablehlo.broadcast_in_dim"(%22) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x3xi64>
    %24 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1x3xi64>
    %25 = "stablehlo.reshape"(%24) : (tensor<1x3xi64>) -> tensor<1x3x1xi64>
    %26 = "stablehlo.compare"(%21, %23) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi1>
    %27 = "stablehlo.subtract"(%23, %21) : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %28 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %29 = "stablehlo.broadcast_in_dim"(%28) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x3xi64>
    %30 = "stablehlo.shift_right_arithmetic"(%27, %29) : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %31 = "stablehlo.add"(%21, %30) : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %32 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %33 = "stablehlo.broadcast_in_dim"(%32) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x3xi64>
    %34 = "stablehlo.minimum"(%31, %33) : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %35 = "stablehlo.reshape"(%34) : (tensor<1x3xi64>) -> tensor<1x3x1xi64>
    %36 = "stablehlo.concatenate"(%25, %35) {dimension = 2 : i64} : (tensor<1x3x1xi64>, tensor<1x3x1xi64>) -> tensor<1x3x2xi64>
    %37 = "stablehlo.gather"(%18, %36) {dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>} : (tensor<1x3xf32>, tensor<1x3x2xi64>) -> tensor<1x3xf32>
    %38 = "stablehlo.compare"(%37, %19) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xi1>
    %39 = "stablehlo.not"(%38) : (tensor<1x3xi1>) -> tensor<1x3xi1>
    %40 = "stablehlo.and"(%26, %39) : (tensor<1x3xi1>, tensor<1x3xi1>) -> tensor<1x3xi1>
    %41 = "stablehlo.and"(%26, %38) : (tensor<1x3xi1>, tensor<1x3xi1>) -> tensor<1x3xi1>
    %42 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %43 = "stablehlo.broadcast_in_dim"(%42) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x3xi64>
    %44 = "stablehlo.add"(%31, %43) : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %45 = "stablehlo.select"(%40, %44, %21) : (tensor<1x3xi1>, tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %46 = "stablehlo.select"(%41, %31, %23) : (tensor<1x3xi1>, tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %47 = "stablehlo.compare"(%45, %46) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi1>
    %48 = "stablehlo.subtract"(%46, %45) : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %49 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %50 = "stablehlo.broadcast_in_dim"(%49) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x3xi64>
    %51 = "stablehlo.shift_right_arithmetic"(%48, %50) : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %52 = "stablehlo.add"(%45, %51) : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %53 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %54 = "stablehlo.broadcast_in_dim"(%53) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x3xi64>
    %55 = "stablehlo.minimum"(%52, %54) : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %56 = "stablehlo.reshape"(%55) : (tensor<1x3xi64>) -> tensor<1x3x1xi64>
    %57 = "stablehlo.concatenate"(%25, %56) {dimension = 2 : i64} : (tensor<1x3x1xi64>, tensor<1x3x1xi64>) -> tensor<1x3x2xi64>
    %58 = "stablehlo.gather"(%18, %57) {dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>} : (tensor<1x3xf32>, tensor<1x3x2xi64>) -> tensor<1x3xf32>
    %59 = "stablehlo.compare"(%58, %19) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xi1>
    %60 = "stablehlo.not"(%59) : (tensor<1x3xi1>) -> tensor<1x3xi1>
    %61 = "stablehlo.and"(%47, %60) : (tensor<1x3xi1>, tensor<1x3xi1>) -> tensor<1x3xi1>
    %62 = "stablehlo.and"(%47, %59) : (tensor<1x3xi1>, tensor<1x3xi1>) -> tensor<1x3xi1>
    %63 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %64 = "stablehlo.broadcast_in_dim"(%63) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x3xi64>
    %65 = "stablehlo.add"(%52, %64) : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %66 = "stablehlo.select"(%61, %65, %45) : (tensor<1x3xi1>, tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %67 = "stablehlo.select"(%62, %52, %46) : (tensor<1x3xi1>, tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %68 = "stablehlo.compare"(%66, %67) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi1>
    %69 = "stablehlo.subtract"(%67, %66) : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %70 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %71 = "stablehlo.broadcast_in_dim"(%70) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x3xi64>
    %72 = "stablehlo.shift_right_arithmetic"(%69, %71) : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %73 = "stablehlo.add"(%66, %72) : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %74 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %75 = "stablehlo.broadcast_in_dim"(%74) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x3xi64>
    %76 = "stablehlo.minimum"(%73, %75) : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %77 = "stablehlo.reshape"(%76) : (tensor<1x3xi64>) -> tensor<1x3x1xi64>
    %78 = "stablehlo.concatenate"(%25, %77) {dimension = 2 : i64} : (tensor<1x3x1xi64>, tensor<1x3x1xi64>) -> tensor<1x3x2xi64>
    %79 = "stablehlo.gather"(%18, %78) {dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>} : (tensor<1x3xf32>, tensor<1x3x2xi64>) -> tensor<1x3xf32>
    %80 = "stablehlo.compare"(%79, %19) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xi1>
    %81 = "stablehlo.not"(%80) : (tensor<1x3xi1>) -> tensor<1x3xi1>
    %82 = "stablehlo.and"(%68, %81) : (tensor<1x3xi1>, tensor<1x3xi1>) -> tensor<1x3xi1>
    %83 = "stablehlo.and"(%68, %80) : (tensor<1x3xi1>, tensor<1x3xi1>) -> tensor<1x3xi1>
    %84 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %85 = "stablehlo.broadcast_in_dim"(%84) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x3xi64>
    %86 = "stablehlo.add"(%73, %85) : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %87 = "stablehlo.select"(%82, %86, %66) : (tensor<1x3xi1>, tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %88 = "stablehlo.select"(%83, %73, %67) : (tensor<1x3xi1>, tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %89 = "stablehlo.reshape"(%87) : (tensor<1x3xi64>) -> tensor<3xi64>
    %90 = "stablehlo.reshape"(%8) : (tensor<i1>) -> tensor<1xi1>
    return %89, %90 : tensor<3xi64>, tensor<1xi1>
  }
}
