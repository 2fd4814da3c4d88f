module {
  func.func @main(%arg0: tensor<2x4x4xf32>, %arg1: tensor<2x4xi32>) -> (tensor<2x4x4xf32>, tensor<2x4x4xf32>, tensor<2x4x4xf32>) {
    %0 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x4x4xi64>
    %1 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x4x4xi64>
    %2 = "stablehlo.compare"(%0, %1) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<2x4x4xi64>, tensor<2x4x4xi64>) -> tensor<2x4x4xi1>
    %3 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x4x4xf32>
    %5 = "stablehlo.select"(%2, %arg0, %4) : (tensor<2x4x4xi1>, tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %6 = "stablehlo.compare"(%0, %1) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x4x4xi64>, tensor<2x4x4xi64>) -> tensor<2x4x4xi1>
    %7 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x4x4xf32>
    %9 = "stablehlo.select"(%6, %8, %5) : (tensor<2x4x4xi1>, tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %10 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x4x4xi64>
    %11 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x4x4xi64>
    %12 = "stablehlo.compare"(%10, %11) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<2x4x4xi64>, tensor<2x4x4xi64>) -> tensor<2x4x4xi1>
    %13 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x4x4xf32>
    %15 = "stablehlo.select"(%12, %arg0, %14) : (tensor<2x4x4xi1>, tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %16 = "stablehlo.convert"(%arg1) : (tensor<2x4xi32>) -> tensor<2x4xi64>
    %17 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %18 = "stablehlo.broadcast_in_dim"(%17) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x4xi64>
    %19 = "stablehlo.subtract"(%16, %18) : (tensor<2x4xi64>, tensor<2x4xi64>) -> tensor<2x4xi64>
    %20 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x4xi64>
    %21 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x4xi64>
    %22 = "stablehlo.slice"(%19) {limit_indices = array<i64: 2, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<2x4xi64>) -> tensor<2x1xi64>
    %23 = "stablehlo.reshape"(%22) : (tensor<2x1xi64>) -> tensor<2xi64>
    %24 = "stablehlo.slice"(%20) {limit_indices = array<i64: 2, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<2x4xi64>) -> tensor<2x1xi64>
    %25 = "stablehlo.reshape"(%24) : (tensor<2x1xi64>) -> tensor<2xi64>
    %26 = "stablehlo.reshape"(%20) : (tensor<2x4xi64>) -> tensor<2x4x1xi64>
    %27 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x1xi64>
    %28 = "stablehlo.reshape"(%23) : (tensor<2xi64>) -> tensor<2x1xi64>
    %29 = "stablehlo.concatenate"(%27, %28) {dimension = 1 : i64} : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x2xi64>
    %30 = "stablehlo.gather"(%26, %29) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>} : (tensor<2x4x1xi64>, tensor<2x2xi64>) -> tensor<2x1xi64>
    %31 = "stablehlo.reshape"(%30) : (tensor<2x1xi64>) -> tensor<2xi64>
    %32 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %33 = "stablehlo.broadcast_in_dim"(%32) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x4xi64>
    %34 = "stablehlo.compare"(%21, %33) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x4xi64>, tensor<2x4xi64>) -> tensor<2x4xi1>
    %35 = "stablehlo.broadcast_in_dim"(%23) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi64>) -> tensor<2x4xi64>
    %36 = "stablehlo.compare"(%21, %35) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x4xi64>, tensor<2x4xi64>) -> tensor<2x4xi1>
    %37 = "stablehlo.broadcast_in_dim"(%25) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi64>) -> tensor<2x4xi64>
    %38 = "stablehlo.select"(%36, %37, %20) : (tensor<2x4xi1>, tensor<2x4xi64>, tensor<2x4xi64>) -> tensor<2x4xi64>
    %39 = "stablehlo.broadcast_in_dim"(%31) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi64>) -> tensor<2x4xi64>
    %40 = "stablehlo.select"(%34, %39, %38) : (tensor<2x4xi1>, tensor<2x4xi64>, tensor<2x4xi64>) -> tensor<2x4xi64>
    %41 = "stablehlo.slice"(%19) {limit_indices = array<i64: 2, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>} : (tensor<2x4xi64>) -> tensor<2x1xi64>
    %42 = "stablehlo.reshape"(%41) : (tensor<2x1xi64>) -> tensor<2xi64>
    %43 = "stablehlo.slice"(%40) {limit_indices = array<i64: 2, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>} : (tensor<2x4xi64>) -> tensor<2x1xi64>
    %44 = "stablehlo.reshape"(%43) : (tensor<2x1xi64>) -> tensor<2xi64>
    %45 = "stablehlo.reshape"(%40) : (tensor<2x4xi64>) -> tensor<2x4x1xi64>
    %46 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x1xi64>
    %47 = "stablehlo.reshape"(%42) : (tensor<2xi64>) -> tensor<2x1xi64>
    %48 = "stablehlo.concatenate"(%46, %47) {dimension = 1 : i64} : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x2xi64>
    %49 = "stablehlo.gather"(%45, %48) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>} : (tensor<2x4x1xi64>, tensor<2x2xi64>) -> tensor<2x1xi64>
    %50 = "stablehlo.reshape"(%49) : (tensor<2x1xi64>) -> tensor<2xi64>
    %51 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %52 = "stablehlo.broadcast_in_dim"(%51) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x4xi64>
    %53 = "stablehlo.compare"(%21, %52) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x4xi64>, tensor<2x4xi64>) -> tensor<2x4xi1>
    %54 = "stablehlo.broadcast_in_dim"(%42) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi64>) -> tensor<2x4xi64>
    %55 = "stablehlo.compare"(%21, %54) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x4xi64>, tensor<2x4xi64>) -> tensor<2x4xi1>
    %56 = "stablehlo.broadcast_in_dim"(%44) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi64>) -> tensor<2x4xi64>
    %57 = "stablehlo.select"(%55, %56, %40) : (tensor<2x4xi1>, tensor<2x4xi64>, tensor<2x4xi64>) -> tensor<2x4xi64>
    %58 = "stablehlo.broadcast_in_dim"(%50) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi64>) -> tensor<2x4xi64>
    %59 = "stablehlo.select"(%53, %58, %57) : (tensor<2x4xi1>, tensor<2x4xi64>, tensor<2x4xi64>) -> tensor<2x4xi64>
    %60 = "stablehlo.slice"(%19) {limit_indices = array<i64: 2, 3>, start_indices = array<i64: 0, 2>, strides = array<i64: 1, 1>} : (tensor<2x4xi64>) -> tensor<2x1xi64>
    %61 = "stablehlo.reshape"(%60) : (tensor<2x1xi64>) -> tensor<2xi64>
    %62 = "stablehlo.slice"(%59) {limit_indices = array<i64: 2, 3>, start_indices = array<i64: 0, 2>, strides = array<i64: 1, 1>} : (tensor<2x4xi64>) -> tensor<2x1xi64>
    %63 = "stablehlo.reshape"(%62) : (tensor<2x1xi64>) -> tensor<2xi64>
    %64 = "stablehlo.reshape"(%59) : (tensor<2x4xi64>) -> tensor<2x4x1xi64>
    %65 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x1xi64>
    %66 = "stablehlo.reshape"(%61) : (tensor<2xi64>) -> tensor<2x1xi64>
    %67 = "stablehlo.concatenate"(%65, %66) {dimension = 1 : i64} : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x2xi64>
    %68 = "stablehlo.gather"(%64, %67) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>} : (tensor<2x4x1xi64>, tensor<2x2xi64>) -> tensor<2x1xi64>
    %69 = "stablehlo.reshape"(%68) : (tensor<2x1xi64>) -> tensor<2xi64>
    %70 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %71 = "stablehlo.broadcast_in_dim"(%70) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x4xi64>
    %72 = "stablehlo.compare"(%21, %71) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x4xi64>, tensor<2x4xi64>) -> tensor<2x4xi1>
    %73 = "stablehlo.broadcast_in_dim"(%61) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi64>) -> tensor<2x4xi64>
    %74 = "stablehlo.compare"(%21, %73) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x4xi64>, tensor<2x4xi64>) -> tensor<2x4xi1>
    %75 = "stablehlo.broadcast_in_dim"(%63) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi64>) -> tensor<2x4xi64>
    %76 = "stablehlo.select"(%74, %75, %59) : (tensor<2x4xi1>, tensor<2x4xi64>, tensor<2x4xi64>) -> tensor<2x4xi64>
    %77 = "stablehlo.broadcast_in_dim"(%69) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi64>) -> tensor<2x4xi64>
    %78 = "stablehlo.select"(%72, %77, %76) : (tensor<2x4xi1>, tensor<2x4xi64>, tensor<2x4xi64>) -> tensor<2x4xi64>
    %79 = "stablehlo.slice"(%19) {limit_indices = array<i64: 2, 4>, start_indices = array<i64: 0, 3>, strides = array<i64: 1, 1>} : (tensor<2x4xi64>) -> tensor<2x1xi64>
    %80 = "stablehlo.reshape"(%79) : (tensor<2x1xi64>) -> tensor<2xi64>
    %81 = "stablehlo.slice"(%78) {limit_indices = array<i64: 2, 4>, start_indices = array<i64: 0, 3>, strides = array<i64: 1, 1>} : (tensor<2x4xi64>) -> tensor<2x1xi64>
    %82 = "stablehlo.reshape"(%81) : (tensor<2x1xi64>) -> tensor<2xi64>
    %83 = "stablehlo.reshape"(%78) : (tensor<2x4xi64>) -> tensor<2x4x1xi64>
    %84 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x1xi64>
    %85 = "stablehlo.reshape"(%80) : (tensor<2xi64>) -> tensor<2x1xi64>
    %86 = "stablehlo.concatenate"(%84, %85) {dimension = 1 : i64} : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x2xi64>
    %87 = "stablehlo.gather"(%83, %86) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>} : (tensor<2x4x1xi64>, tensor<2x2xi64>) -> tensor<2x1xi64>
    %88 = "stablehlo.reshape"(%87) : (tensor<2x1xi64>) -> tensor<2xi64>
    %89 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
    %90 = "stablehlo.broadcast_in_dim"(%89) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x4xi64>
    %91 = "stablehlo.compare"(%21, %90) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x4xi64>, tensor<2x4xi64>) -> tensor<2x4xi1>
    %92 = "stablehlo.broadcast_in_dim"(%80) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi64>) -> tensor<2x4xi64>
    %93 = "stablehlo.compare"(%21, %92) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x4xi64>, tensor<2x4xi64>) -> tensor<2x4xi1>
    %94 = "stablehlo.broadcast_in_dim"(%82) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi64>) -> tensor<2x4xi64>
    %95 = "stablehlo.select"(%93, %94, %78) : (tensor<2x4xi1>, tensor<2x4xi64>, tensor<2x4xi64>) -> tensor<2x4xi64>
    %96 = "stablehlo.broadcast_in_dim"(%88) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi64>) -> tensor<2x4xi64>
    %97 = "stablehlo.select"(%91, %96, %95) : (tensor<2x4xi1>, tensor<2x4xi64>, tensor<2x4xi64>) -> tensor<2x4xi64>
    %98 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x4x4xi64>
    %99 = "stablehlo.broadcast_in_dim"(%97) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x4xi64>) -> tensor<2x4x4xi64>
    %100 = "stablehlo.compare"(%98, %99) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x4x4xi64>, tensor<2x4x4xi64>) -> tensor<2x4x4xi1>
    %101 = "stablehlo.convert"(%100) : (tensor<2x4x4xi1>) -> tensor<2x4x4xf32>
    return %101, %9, %15 : tensor<2x4x4xf32>, tensor<2x4x4xf32>, tensor<2x4x4xf32>
  }
}
