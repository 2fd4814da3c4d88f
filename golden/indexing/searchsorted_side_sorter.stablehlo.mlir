module {
  func.func @main(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<3xi64>) -> tensor<3xi64> {
    %0 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %2 = "stablehlo.compare"(%arg2, %1) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %3 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %5 = "stablehlo.add"(%arg2, %4) : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %6 = "stablehlo.select"(%2, %5, %arg2) : (tensor<3xi1>, tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %7 = "stablehlo.reshape"(%6) : (tensor<3xi64>) -> tensor<3x1xi64>
    %8 = "stablehlo.gather"(%arg0, %7) {dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>} : (tensor<3xf32>, tensor<3x1xi64>) -> tensor<3xf32>
    %9 = "stablehlo.reshape"(%8) : (tensor<3xf32>) -> tensor<1x3xf32>
    %10 = "stablehlo.reshape"(%arg1) : (tensor<3xf32>) -> tensor<1x3xf32>
    %11 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %12 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x3xi64>
    %13 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x3xi64>
    %15 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1x3xi64>
    %16 = "stablehlo.reshape"(%15) : (tensor<1x3xi64>) -> tensor<1x3x1xi64>
    %17 = "stablehlo.compare"(%12, %14) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi1>
    %18 = "stablehlo.subtract"(%14, %12) : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %19 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %20 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x3xi64>
    %21 = "stablehlo.shift_right_arithmetic"(%18, %20) : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %22 = "stablehlo.add"(%12, %21) : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %23 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %24 = "stablehlo.broadcast_in_dim"(%23) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x3xi64>
    %25 = "stablehlo.minimum"(%22, %24) : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %26 = "stablehlo.reshape"(%25) : (tensor<1x3xi64>) -> tensor<1x3x1xi64>
    %27 = "stablehlo.concatenate"(%16, %26) {dimension = 2 : i64} : (tensor<1x3x1xi64>, tensor<1x3x1xi64>) -> tensor<1x3x2xi64>
    %28 = "stablehlo.gather"(%9, %27) {dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>} : (tensor<1x3xf32>, tensor<1x3x2xi64>) -> tensor<1x3xf32>
    %29 = "stablehlo.compare"(%28, %10) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xi1>
    %30 = "stablehlo.not"(%29) : (tensor<1x3xi1>) -> tensor<1x3xi1>
    %31 = "stablehlo.and"(%17, %30) : (tensor<1x3xi1>, tensor<1x3xi1>) -> tensor<1x3xi1>
    %32 = "stablehlo.and"(%17, %29) : (tensor<1x3xi1>, tensor<1x3xi1>) -> tensor<1x3xi1>
    %33 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %34 = "stablehlo.broadcast_in_dim"(%33) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x3xi64>
    %35 = "stablehlo.add"(%22, %34) : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %36 = "stablehlo.select"(%31, %35, %12) : (tensor<1x3xi1>, tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %37 = "stablehlo.select"(%32, %22, %14) : (tensor<1x3xi1>, tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %38 = "stablehlo.compare"(%36, %37) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi1>
    %39 = "stablehlo.subtract"(%37, %36) : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %40 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %41 = "stablehlo.broadcast_in_dim"(%40) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x3xi64>
    %42 = "stablehlo.shift_right_arithmetic"(%39, %41) : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %43 = "stablehlo.add"(%36, %42) : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %44 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %45 = "stablehlo.broadcast_in_dim"(%44) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x3xi64>
    %46 = "stablehlo.minimum"(%43, %45) : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %47 = "stablehlo.reshape"(%46) : (tensor<1x3xi64>) -> tensor<1x3x1xi64>
    %48 = "stablehlo.concatenate"(%16, %47) {dimension = 2 : i64} : (tensor<1x3x1xi64>, tensor<1x3x1xi64>) -> tensor<1x3x2xi64>
    %49 = "stablehlo.gather"(%9, %48) {dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>} : (tensor<1x3xf32>, tensor<1x3x2xi64>) -> tensor<1x3xf32>
    %50 = "stablehlo.compare"(%49, %10) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xi1>
    %51 = "stablehlo.not"(%50) : (tensor<1x3xi1>) -> tensor<1x3xi1>
    %52 = "stablehlo.and"(%38, %51) : (tensor<1x3xi1>, tensor<1x3xi1>) -> tensor<1x3xi1>
    %53 = "stablehlo.and"(%38, %50) : (tensor<1x3xi1>, tensor<1x3xi1>) -> tensor<1x3xi1>
    %54 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %55 = "stablehlo.broadcast_in_dim"(%54) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x3xi64>
    %56 = "stablehlo.add"(%43, %55) : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %57 = "stablehlo.select"(%52, %56, %36) : (tensor<1x3xi1>, tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %58 = "stablehlo.select"(%53, %43, %37) : (tensor<1x3xi1>, tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %59 = "stablehlo.compare"(%57, %58) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi1>
    %60 = "stablehlo.subtract"(%58, %57) : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %61 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %62 = "stablehlo.broadcast_in_dim"(%61) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x3xi64>
    %63 = "stablehlo.shift_right_arithmetic"(%60, %62) : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %64 = "stablehlo.add"(%57, %63) : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %65 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %66 = "stablehlo.broadcast_in_dim"(%65) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x3xi64>
    %67 = "stablehlo.minimum"(%64, %66) : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %68 = "stablehlo.reshape"(%67) : (tensor<1x3xi64>) -> tensor<1x3x1xi64>
    %69 = "stablehlo.concatenate"(%16, %68) {dimension = 2 : i64} : (tensor<1x3x1xi64>, tensor<1x3x1xi64>) -> tensor<1x3x2xi64>
    %70 = "stablehlo.gather"(%9, %69) {dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>} : (tensor<1x3xf32>, tensor<1x3x2xi64>) -> tensor<1x3xf32>
    %71 = "stablehlo.compare"(%70, %10) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xi1>
    %72 = "stablehlo.not"(%71) : (tensor<1x3xi1>) -> tensor<1x3xi1>
    %73 = "stablehlo.and"(%59, %72) : (tensor<1x3xi1>, tensor<1x3xi1>) -> tensor<1x3xi1>
    %74 = "stablehlo.and"(%59, %71) : (tensor<1x3xi1>, tensor<1x3xi1>) -> tensor<1x3xi1>
    %75 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %76 = "stablehlo.broadcast_in_dim"(%75) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x3xi64>
    %77 = "stablehlo.add"(%64, %76) : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %78 = "stablehlo.select"(%73, %77, %57) : (tensor<1x3xi1>, tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %79 = "stablehlo.select"(%74, %64, %58) : (tensor<1x3xi1>, tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %80 = "stablehlo.reshape"(%78) : (tensor<1x3xi64>) -> tensor<3xi64>
    return %80 : tensor<3xi64>
  }
}
