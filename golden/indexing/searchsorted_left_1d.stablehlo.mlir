module {
  func.func @main(%arg0: tensor<5xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xi64> {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<5xf32>) -> tensor<1x5xf32>
    %1 = "stablehlo.reshape"(%arg1) : (tensor<2x3xf32>) -> tensor<1x6xf32>
    %2 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x6xi64>
    %4 = "stablehlo.constant"() {value = dense<5> : tensor<i64>} : () -> tensor<i64>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x6xi64>
    %6 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1x6xi64>
    %7 = "stablehlo.reshape"(%6) : (tensor<1x6xi64>) -> tensor<1x6x1xi64>
    %8 = "stablehlo.compare"(%3, %5) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1x6xi64>, tensor<1x6xi64>) -> tensor<1x6xi1>
    %9 = "stablehlo.subtract"(%5, %3) : (tensor<1x6xi64>, tensor<1x6xi64>) -> tensor<1x6xi64>
    %10 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %11 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x6xi64>
    %12 = "stablehlo.shift_right_arithmetic"(%9, %11) : (tensor<1x6xi64>, tensor<1x6xi64>) -> tensor<1x6xi64>
    %13 = "stablehlo.add"(%3, %12) : (tensor<1x6xi64>, tensor<1x6xi64>) -> tensor<1x6xi64>
    %14 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %15 = "stablehlo.broadcast_in_dim"(%14) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x6xi64>
    %16 = "stablehlo.minimum"(%13, %15) : (tensor<1x6xi64>, tensor<1x6xi64>) -> tensor<1x6xi64>
    %17 = "stablehlo.reshape"(%16) : (tensor<1x6xi64>) -> tensor<1x6x1xi64>
    %18 = "stablehlo.concatenate"(%7, %17) {dimension = 2 : i64} : (tensor<1x6x1xi64>, tensor<1x6x1xi64>) -> tensor<1x6x2xi64>
    %19 = "stablehlo.gather"(%0, %18) {dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>} : (tensor<1x5xf32>, tensor<1x6x2xi64>) -> tensor<1x6xf32>
    %20 = "stablehlo.compare"(%19, %1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<1x6xf32>, tensor<1x6xf32>) -> tensor<1x6xi1>
    %21 = "stablehlo.not"(%20) : (tensor<1x6xi1>) -> tensor<1x6xi1>
    %22 = "stablehlo.and"(%8, %21) : (tensor<1x6xi1>, tensor<1x6xi1>) -> tensor<1x6xi1>
    %23 = "stablehlo.and"(%8, %20) : (tensor<1x6xi1>, tensor<1x6xi1>) -> tensor<1x6xi1>
    %24 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %25 = "stablehlo.broadcast_in_dim"(%24) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x6xi64>
    %26 = "stablehlo.add"(%13, %25) : (tensor<1x6xi64>, tensor<1x6xi64>) -> tensor<1x6xi64>
    %27 = "stablehlo.select"(%22, %26, %3) : (tensor<1x6xi1>, tensor<1x6xi64>, tensor<1x6xi64>) -> tensor<1x6xi64>
    %28 = "stablehlo.select"(%23, %13, %5) : (tensor<1x6xi1>, tensor<1x6xi64>, tensor<1x6xi64>) -> tensor<1x6xi64>
    %29 = "stablehlo.compare"(%27, %28) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1x6xi64>, tensor<1x6xi64>) -> tensor<1x6xi1>
    %30 = "stablehlo.subtract"(%28, %27) : (tensor<1x6xi64>, tensor<1x6xi64>) -> tensor<1x6xi64>
    %31 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %32 = "stablehlo.broadcast_in_dim"(%31) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x6xi64>
    %33 = "stablehlo.shift_right_arithmetic"(%30, %32) : (tensor<1x6xi64>, tensor<1x6xi64>) -> tensor<1x6xi64>
    %34 = "stablehlo.add"(%27, %33) : (tensor<1x6xi64>, tensor<1x6xi64>) -> tensor<1x6xi64>
    %35 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %36 = "stablehlo.broadcast_in_dim"(%35) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x6xi64>
    %37 = "stablehlo.minimum"(%34, %36) : (tensor<1x6xi64>, tensor<1x6xi64>) -> tensor<1x6xi64>
    %38 = "stablehlo.reshape"(%37) : (tensor<1x6xi64>) -> tensor<1x6x1xi64>
    %39 = "stablehlo.concatenate"(%7, %38) {dimension = 2 : i64} : (tensor<1x6x1xi64>, tensor<1x6x1xi64>) -> tensor<1x6x2xi64>
    %40 = "stablehlo.gather"(%0, %39) {dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>} : (tensor<1x5xf32>, tensor<1x6x2xi64>) -> tensor<1x6xf32>
    %41 = "stablehlo.compare"(%40, %1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<1x6xf32>, tensor<1x6xf32>) -> tensor<1x6xi1>
    %42 = "stablehlo.not"(%41) : (tensor<1x6xi1>) -> tensor<1x6xi1>
    %43 = "stablehlo.and"(%29, %42) : (tensor<1x6xi1>, tensor<1x6xi1>) -> tensor<1x6xi1>
    %44 = "stablehlo.and"(%29, %41) : (tensor<1x6xi1>, tensor<1x6xi1>) -> tensor<1x6xi1>
    %45 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %46 = "stablehlo.broadcast_in_dim"(%45) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x6xi64>
    %47 = "stablehlo.add"(%34, %46) : (tensor<1x6xi64>, tensor<1x6xi64>) -> tensor<1x6xi64>
    %48 = "stablehlo.select"(%43, %47, %27) : (tensor<1x6xi1>, tensor<1x6xi64>, tensor<1x6xi64>) -> tensor<1x6xi64>
    %49 = "stablehlo.select"(%44, %34, %28) : (tensor<1x6xi1>, tensor<1x6xi64>, tensor<1x6xi64>) -> tensor<1x6xi64>
    %50 = "stablehlo.compare"(%48, %49) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1x6xi64>, tensor<1x6xi64>) -> tensor<1x6xi1>
    %51 = "stablehlo.subtract"(%49, %48) : (tensor<1x6xi64>, tensor<1x6xi64>) -> tensor<1x6xi64>
    %52 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %53 = "stablehlo.broadcast_in_dim"(%52) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x6xi64>
    %54 = "stablehlo.shift_right_arithmetic"(%51, %53) : (tensor<1x6xi64>, tensor<1x6xi64>) -> tensor<1x6xi64>
    %55 = "stablehlo.add"(%48, %54) : (tensor<1x6xi64>, tensor<1x6xi64>) -> tensor<1x6xi64>
    %56 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %57 = "stablehlo.broadcast_in_dim"(%56) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x6xi64>
    %58 = "stablehlo.minimum"(%55, %57) : (tensor<1x6xi64>, tensor<1x6xi64>) -> tensor<1x6xi64>
    %59 = "stablehlo.reshape"(%58) : (tensor<1x6xi64>) -> tensor<1x6x1xi64>
    %60 = "stablehlo.concatenate"(%7, %59) {dimension = 2 : i64} : (tensor<1x6x1xi64>, tensor<1x6x1xi64>) -> tensor<1x6x2xi64>
    %61 = "stablehlo.gather"(%0, %60) {dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>} : (tensor<1x5xf32>, tensor<1x6x2xi64>) -> tensor<1x6xf32>
    %62 = "stablehlo.compare"(%61, %1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<1x6xf32>, tensor<1x6xf32>) -> tensor<1x6xi1>
    %63 = "stablehlo.not"(%62) : (tensor<1x6xi1>) -> tensor<1x6xi1>
    %64 = "stablehlo.and"(%50, %63) : (tensor<1x6xi1>, tensor<1x6xi1>) -> tensor<1x6xi1>
    %65 = "stablehlo.and"(%50, %62) : (tensor<1x6xi1>, tensor<1x6xi1>) -> tensor<1x6xi1>
    %66 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %67 = "stablehlo.broadcast_in_dim"(%66) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x6xi64>
    %68 = "stablehlo.add"(%55, %67) : (tensor<1x6xi64>, tensor<1x6xi64>) -> tensor<1x6xi64>
    %69 = "stablehlo.select"(%64, %68, %48) : (tensor<1x6xi1>, tensor<1x6xi64>, tensor<1x6xi64>) -> tensor<1x6xi64>
    %70 = "stablehlo.select"(%65, %55, %49) : (tensor<1x6xi1>, tensor<1x6xi64>, tensor<1x6xi64>) -> tensor<1x6xi64>
    %71 = "stablehlo.compare"(%69, %70) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1x6xi64>, tensor<1x6xi64>) -> tensor<1x6xi1>
    %72 = "stablehlo.subtract"(%70, %69) : (tensor<1x6xi64>, tensor<1x6xi64>) -> tensor<1x6xi64>
    %73 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %74 = "stablehlo.broadcast_in_dim"(%73) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x6xi64>
    %75 = "stablehlo.shift_right_arithmetic"(%72, %74) : (tensor<1x6xi64>, tensor<1x6xi64>) -> tensor<1x6xi64>
    %76 = "stablehlo.add"(%69, %75) : (tensor<1x6xi64>, tensor<1x6xi64>) -> tensor<1x6xi64>
    %77 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %78 = "stablehlo.broadcast_in_dim"(%77) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x6xi64>
    %79 = "stablehlo.minimum"(%76, %78) : (tensor<1x6xi64>, tensor<1x6xi64>) -> tensor<1x6xi64>
    %80 = "stablehlo.reshape"(%79) : (tensor<1x6xi64>) -> tensor<1x6x1xi64>
    %81 = "stablehlo.concatenate"(%7, %80) {dimension = 2 : i64} : (tensor<1x6x1xi64>, tensor<1x6x1xi64>) -> tensor<1x6x2xi64>
    %82 = "stablehlo.gather"(%0, %81) {dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>} : (tensor<1x5xf32>, tensor<1x6x2xi64>) -> tensor<1x6xf32>
    %83 = "stablehlo.compare"(%82, %1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<1x6xf32>, tensor<1x6xf32>) -> tensor<1x6xi1>
    %84 = "stablehlo.not"(%83) : (tensor<1x6xi1>) -> tensor<1x6xi1>
    %85 = "stablehlo.and"(%71, %84) : (tensor<1x6xi1>, tensor<1x6xi1>) -> tensor<1x6xi1>
    %86 = "stablehlo.and"(%71, %83) : (tensor<1x6xi1>, tensor<1x6xi1>) -> tensor<1x6xi1>
    %87 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %88 = "stablehlo.broadcast_in_dim"(%87) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x6xi64>
    %89 = "stablehlo.add"(%76, %88) : (tensor<1x6xi64>, tensor<1x6xi64>) -> tensor<1x6xi64>
    %90 = "stablehlo.select"(%85, %89, %69) : (tensor<1x6xi1>, tensor<1x6xi64>, tensor<1x6xi64>) -> tensor<1x6xi64>
    %91 = "stablehlo.select"(%86, %76, %70) : (tensor<1x6xi1>, tensor<1x6xi64>, tensor<1x6xi64>) -> tensor<1x6xi64>
    %92 = "stablehlo.reshape"(%90) : (tensor<1x6xi64>) -> tensor<2x3xi64>
    return %92 : tensor<2x3xi64>
  }
}
