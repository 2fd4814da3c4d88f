module {
  func.func @main(%arg0: tensor<2x6xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xi32> {
    %0 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3xi64>
    %2 = "stablehlo.constant"() {value = dense<6> : tensor<i64>} : () -> tensor<i64>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3xi64>
    %4 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x3xi64>
    %5 = "stablehlo.reshape"(%4) : (tensor<2x3xi64>) -> tensor<2x3x1xi64>
    %6 = "stablehlo.compare"(%1, %3) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi1>
    %7 = "stablehlo.subtract"(%3, %1) : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %8 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %9 = "stablehlo.broadcast_in_dim"(%8) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3xi64>
    %10 = "stablehlo.shift_right_arithmetic"(%7, %9) : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %11 = "stablehlo.add"(%1, %10) : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %12 = "stablehlo.constant"() {value = dense<5> : tensor<i64>} : () -> tensor<i64>
    %13 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3xi64>
    %14 = "stablehlo.minimum"(%11, %13) : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %15 = "stablehlo.reshape"(%14) : (tensor<2x3xi64>) -> tensor<2x3x1xi64>
    %16 = "stablehlo.concatenate"(%5, %15) {dimension = 2 : i64} : (tensor<2x3x1xi64>, tensor<2x3x1xi64>) -> tensor<2x3x2xi64>
    %17 = "stablehlo.gather"(%arg0, %16) {dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>} : (tensor<2x6xf32>, tensor<2x3x2xi64>) -> tensor<2x3xf32>
    %18 = "stablehlo.compare"(%17, %arg1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %19 = "stablehlo.not"(%18) : (tensor<2x3xi1>) -> tensor<2x3xi1>
    %20 = "stablehlo.and"(%6, %19) : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
    %21 = "stablehlo.and"(%6, %18) : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
    %22 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %23 = "stablehlo.broadcast_in_dim"(%22) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3xi64>
    %24 = "stablehlo.add"(%11, %23) : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %25 = "stablehlo.select"(%20, %24, %1) : (tensor<2x3xi1>, tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %26 = "stablehlo.select"(%21, %11, %3) : (tensor<2x3xi1>, tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %27 = "stablehlo.compare"(%25, %26) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi1>
    %28 = "stablehlo.subtract"(%26, %25) : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %29 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %30 = "stablehlo.broadcast_in_dim"(%29) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3xi64>
    %31 = "stablehlo.shift_right_arithmetic"(%28, %30) : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %32 = "stablehlo.add"(%25, %31) : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %33 = "stablehlo.constant"() {value = dense<5> : tensor<i64>} : () -> tensor<i64>
    %34 = "stablehlo.broadcast_in_dim"(%33) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3xi64>
    %35 = "stablehlo.minimum"(%32, %34) : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %36 = "stablehlo.reshape"(%35) : (tensor<2x3xi64>) -> tensor<2x3x1xi64>
    %37 = "stablehlo.concatenate"(%5, %36) {dimension = 2 : i64} : (tensor<2x3x1xi64>, tensor<2x3x1xi64>) -> tensor<2x3x2xi64>
    %38 = "stablehlo.gather"(%arg0, %37) {dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>} : (tensor<2x6xf32>, tensor<2x3x2xi64>) -> tensor<2x3xf32>
    %39 = "stablehlo.compare"(%38, %arg1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %40 = "stablehlo.not"(%39) : (tensor<2x3xi1>) -> tensor<2x3xi1>
    %41 = "stablehlo.and"(%27, %40) : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
    %42 = "stablehlo.and"(%27, %39) : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
    %43 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %44 = "stablehlo.broadcast_in_dim"(%43) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3xi64>
    %45 = "stablehlo.add"(%32, %44) : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %46 = "stablehlo.select"(%41, %45, %25) : (tensor<2x3xi1>, tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %47 = "stablehlo.select"(%42, %32, %26) : (tensor<2x3xi1>, tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %48 = "stablehlo.compare"(%46, %47) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi1>
    %49 = "stablehlo.subtract"(%47, %46) : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %50 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %51 = "stablehlo.broadcast_in_dim"(%50) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3xi64>
    %52 = "stablehlo.shift_right_arithmetic"(%49, %51) : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %53 = "stablehlo.add"(%46, %52) : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %54 = "stablehlo.constant"() {value = dense<5> : tensor<i64>} : () -> tensor<i64>
    %55 = "stablehlo.broadcast_in_dim"(%54) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3xi64>
    %56 = "stablehlo.minimum"(%53, %55) : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %57 = "stablehlo.reshape"(%56) : (tensor<2x3xi64>) -> tensor<2x3x1xi64>
    %58 = "stablehlo.concatenate"(%5, %57) {dimension = 2 : i64} : (tensor<2x3x1xi64>, tensor<2x3x1xi64>) -> tensor<2x3x2xi64>
    %59 = "stablehlo.gather"(%arg0, %58) {dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>} : (tensor<2x6xf32>, tensor<2x3x2xi64>) -> tensor<2x3xf32>
    %60 = "stablehlo.compare"(%59, %arg1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %61 = "stablehlo.not"(%60) : (tensor<2x3xi1>) -> tensor<2x3xi1>
    %62 = "stablehlo.and"(%48, %61) : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
    %63 = "stablehlo.and"(%48, %60) : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
    %64 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %65 = "stablehlo.broadcast_in_dim"(%64) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3xi64>
    %66 = "stablehlo.add"(%53, %65) : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %67 = "stablehlo.select"(%62, %66, %46) : (tensor<2x3xi1>, tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %68 = "stablehlo.select"(%63, %53, %47) : (tensor<2x3xi1>, tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %69 = "stablehlo.compare"(%67, %68) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi1>
    %70 = "stablehlo.subtract"(%68, %67) : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %71 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %72 = "stablehlo.broadcast_in_dim"(%71) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3xi64>
    %73 = "stablehlo.shift_right_arithmetic"(%70, %72) : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %74 = "stablehlo.add"(%67, %73) : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %75 = "stablehlo.constant"() {value = dense<5> : tensor<i64>} : () -> tensor<i64>
    %76 = "stablehlo.broadcast_in_dim"(%75) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3xi64>
    %77 = "stablehlo.minimum"(%74, %76) : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %78 = "stablehlo.reshape"(%77) : (tensor<2x3xi64>) -> tensor<2x3x1xi64>
    %79 = "stablehlo.concatenate"(%5, %78) {dimension = 2 : i64} : (tensor<2x3x1xi64>, tensor<2x3x1xi64>) -> tensor<2x3x2xi64>
    %80 = "stablehlo.gather"(%arg0, %79) {dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>} : (tensor<2x6xf32>, tensor<2x3x2xi64>) -> tensor<2x3xf32>
    %81 = "stablehlo.compare"(%80, %arg1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %82 = "stablehlo.not"(%81) : (tensor<2x3xi1>) -> tensor<2x3xi1>
    %83 = "stablehlo.and"(%69, %82) : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
    %84 = "stablehlo.and"(%69, %81) : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
    %85 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %86 = "stablehlo.broadcast_in_dim"(%85) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3xi64>
    %87 = "stablehlo.add"(%74, %86) : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %88 = "stablehlo.select"(%83, %87, %67) : (tensor<2x3xi1>, tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %89 = "stablehlo.select"(%84, %74, %68) : (tensor<2x3xi1>, tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %90 = "stablehlo.convert"(%88) : (tensor<2x3xi64>) -> tensor<2x3xi32>
    return %90 : tensor<2x3xi32>
  }
}
