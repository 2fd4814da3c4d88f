module {
  func.func @main(%arg0: tensor<3x3xf32>, %arg1: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<3x3xf32>, tensor<3xi32>, tensor<i32>) {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %1 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x3xi64>
    %2 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
    %4 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x3x3xi64>
    %5 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x3x3xi64>
    %6 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x3xi64>
    %7 = "stablehlo.slice"(%0) {limit_indices = array<i64: 1, 3, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x3xf32>) -> tensor<1x3x1xf32>
    %8 = "stablehlo.reshape"(%7) : (tensor<1x3x1xf32>) -> tensor<1x3xf32>
    %9 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x3xi64>
    %11 = "stablehlo.compare"(%6, %10) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi1>
    %12 = "stablehlo.constant"() {value = dense<-1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %13 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x3xf32>
    %14 = "stablehlo.abs"(%8) : (tensor<1x3xf32>) -> tensor<1x3xf32>
    %15 = "stablehlo.select"(%11, %13, %14) : (tensor<1x3xi1>, tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %16 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %17 = "stablehlo.constant"() {value = dense<9223372036854775807> : tensor<i64>} : () -> tensor<i64>
    %18:2 = "stablehlo.reduce"(%15, %6, %16, %17) ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<i64>, %arg4: tensor<f32>, %arg5: tensor<i64>):
      %292 = "stablehlo.compare"(%arg2, %arg4) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %293 = "stablehlo.compare"(%arg2, %arg4) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %294 = "stablehlo.compare"(%arg3, %arg5) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %295 = "stablehlo.and"(%293, %294) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %296 = "stablehlo.or"(%292, %295) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %297 = "stablehlo.select"(%296, %arg2, %arg4) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %298 = "stablehlo.select"(%296, %arg3, %arg5) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%297, %298) : (tensor<f32>, tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x3xf32>, tensor<1x3xi64>, tensor<f32>, tensor<i64>) -> (tensor<1xf32>, tensor<1xi64>)
    %19 = "stablehlo.slice"(%0) {limit_indices = array<i64: 1, 1, 3>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x3xf32>) -> tensor<1x1x3xf32>
    %20 = "stablehlo.reshape"(%19) : (tensor<1x1x3xf32>) -> tensor<1x3xf32>
    %21 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1x1xi64>
    %22 = "stablehlo.reshape"(%18#1) : (tensor<1xi64>) -> tensor<1x1xi64>
    %23 = "stablehlo.concatenate"(%21, %22) {dimension = 1 : i64} : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x2xi64>
    %24 = "stablehlo.gather"(%0, %23) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 3>} : (tensor<1x3x3xf32>, tensor<1x2xi64>) -> tensor<1x3xf32>
    %25 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x3x3xi64>
    %26 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %27 = "stablehlo.broadcast_in_dim"(%26) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x3x3xi64>
    %28 = "stablehlo.compare"(%25, %27) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3x3xi64>, tensor<1x3x3xi64>) -> tensor<1x3x3xi1>
    %29 = "stablehlo.broadcast_in_dim"(%18#1) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi64>) -> tensor<1x3x3xi64>
    %30 = "stablehlo.compare"(%25, %29) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3x3xi64>, tensor<1x3x3xi64>) -> tensor<1x3x3xi1>
    %31 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x3xf32>) -> tensor<1x3x3xf32>
    %32 = "stablehlo.select"(%30, %31, %0) : (tensor<1x3x3xi1>, tensor<1x3x3xf32>, tensor<1x3x3xf32>) -> tensor<1x3x3xf32>
    %33 = "stablehlo.broadcast_in_dim"(%24) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x3xf32>) -> tensor<1x3x3xf32>
    %34 = "stablehlo.select"(%28, %33, %32) : (tensor<1x3x3xi1>, tensor<1x3x3xf32>, tensor<1x3x3xf32>) -> tensor<1x3x3xf32>
    %35 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<1x3xi64>) -> tensor<1x1xi64>
    %36 = "stablehlo.reshape"(%35) : (tensor<1x1xi64>) -> tensor<1xi64>
    %37 = "stablehlo.reshape"(%1) : (tensor<1x3xi64>) -> tensor<1x3x1xi64>
    %38 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1x1xi64>
    %39 = "stablehlo.reshape"(%18#1) : (tensor<1xi64>) -> tensor<1x1xi64>
    %40 = "stablehlo.concatenate"(%38, %39) {dimension = 1 : i64} : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x2xi64>
    %41 = "stablehlo.gather"(%37, %40) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>} : (tensor<1x3x1xi64>, tensor<1x2xi64>) -> tensor<1x1xi64>
    %42 = "stablehlo.reshape"(%41) : (tensor<1x1xi64>) -> tensor<1xi64>
    %43 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %44 = "stablehlo.broadcast_in_dim"(%43) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x3xi64>
    %45 = "stablehlo.compare"(%6, %44) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi1>
    %46 = "stablehlo.broadcast_in_dim"(%18#1) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi64>) -> tensor<1x3xi64>
    %47 = "stablehlo.compare"(%6, %46) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi1>
    %48 = "stablehlo.broadcast_in_dim"(%36) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi64>) -> tensor<1x3xi64>
    %49 = "stablehlo.select"(%47, %48, %1) : (tensor<1x3xi1>, tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %50 = "stablehlo.broadcast_in_dim"(%42) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi64>) -> tensor<1x3xi64>
    %51 = "stablehlo.select"(%45, %50, %49) : (tensor<1x3xi1>, tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %52 = "stablehlo.slice"(%34) {limit_indices = array<i64: 1, 1, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x3xf32>) -> tensor<1x1x1xf32>
    %53 = "stablehlo.reshape"(%52) : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %54 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %55 = "stablehlo.broadcast_in_dim"(%54) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1xf32>
    %56 = "stablehlo.compare"(%53, %55) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %57 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %58 = "stablehlo.broadcast_in_dim"(%57) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
    %59 = "stablehlo.compare"(%3, %58) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %60 = "stablehlo.and"(%56, %59) : (tensor<1xi1>, tensor<1xi1>) -> tensor<1xi1>
    %61 = "stablehlo.constant"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
    %62 = "stablehlo.broadcast_in_dim"(%61) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
    %63 = "stablehlo.select"(%60, %62, %3) : (tensor<1xi1>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %64 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %65 = "stablehlo.broadcast_in_dim"(%64) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1xf32>
    %66 = "stablehlo.divide"(%65, %53) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %67 = "stablehlo.slice"(%34) {limit_indices = array<i64: 1, 3, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x3xf32>) -> tensor<1x3x1xf32>
    %68 = "stablehlo.reshape"(%67) : (tensor<1x3x1xf32>) -> tensor<1x3xf32>
    %69 = "stablehlo.broadcast_in_dim"(%56) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi1>) -> tensor<1x3xi1>
    %70 = "stablehlo.broadcast_in_dim"(%66) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x3xf32>
    %71 = "stablehlo.multiply"(%68, %70) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %72 = "stablehlo.select"(%69, %68, %71) : (tensor<1x3xi1>, tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %73 = "stablehlo.slice"(%34) {limit_indices = array<i64: 1, 1, 3>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x3xf32>) -> tensor<1x1x3xf32>
    %74 = "stablehlo.reshape"(%73) : (tensor<1x1x3xf32>) -> tensor<1x3xf32>
    %75 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %76 = "stablehlo.broadcast_in_dim"(%75) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x3x3xi64>
    %77 = "stablehlo.compare"(%4, %76) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<1x3x3xi64>, tensor<1x3x3xi64>) -> tensor<1x3x3xi1>
    %78 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %79 = "stablehlo.broadcast_in_dim"(%78) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x3x3xi64>
    %80 = "stablehlo.compare"(%5, %79) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<1x3x3xi64>, tensor<1x3x3xi64>) -> tensor<1x3x3xi1>
    %81 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %82 = "stablehlo.broadcast_in_dim"(%81) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x3x3xi64>
    %83 = "stablehlo.compare"(%5, %82) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3x3xi64>, tensor<1x3x3xi64>) -> tensor<1x3x3xi1>
    %84 = "stablehlo.broadcast_in_dim"(%72) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x3xf32>) -> tensor<1x3x3xf32>
    %85 = "stablehlo.broadcast_in_dim"(%74) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x3xf32>) -> tensor<1x3x3xf32>
    %86 = "stablehlo.multiply"(%84, %85) : (tensor<1x3x3xf32>, tensor<1x3x3xf32>) -> tensor<1x3x3xf32>
    %87 = "stablehlo.subtract"(%34, %86) : (tensor<1x3x3xf32>, tensor<1x3x3xf32>) -> tensor<1x3x3xf32>
    %88 = "stablehlo.and"(%77, %80) : (tensor<1x3x3xi1>, tensor<1x3x3xi1>) -> tensor<1x3x3xi1>
    %89 = "stablehlo.select"(%88, %87, %34) : (tensor<1x3x3xi1>, tensor<1x3x3xf32>, tensor<1x3x3xf32>) -> tensor<1x3x3xf32>
    %90 = "stablehlo.and"(%77, %83) : (tensor<1x3x3xi1>, tensor<1x3x3xi1>) -> tensor<1x3x3xi1>
    %91 = "stablehlo.select"(%90, %84, %89) : (tensor<1x3x3xi1>, tensor<1x3x3xf32>, tensor<1x3x3xf32>) -> tensor<1x3x3xf32>
    %92 = "stablehlo.slice"(%91) {limit_indices = array<i64: 1, 3, 2>, start_indices = array<i64: 0, 0, 1>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x3xf32>) -> tensor<1x3x1xf32>
    %93 = "stablehlo.reshape"(%92) : (tensor<1x3x1xf32>) -> tensor<1x3xf32>
    %94 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %95 = "stablehlo.broadcast_in_dim"(%94) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x3xi64>
    %96 = "stablehlo.compare"(%6, %95) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi1>
    %97 = "stablehlo.constant"() {value = dense<-1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %98 = "stablehlo.broadcast_in_dim"(%97) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x3xf32>
    %99 = "stablehlo.abs"(%93) : (tensor<1x3xf32>) -> tensor<1x3xf32>
    %100 = "stablehlo.select"(%96, %98, %99) : (tensor<1x3xi1>, tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %101 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %102 = "stablehlo.constant"() {value = dense<9223372036854775807> : tensor<i64>} : () -> tensor<i64>
    %103:2 = "stablehlo.reduce"(%100, %6, %101, %102) ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<i64>, %arg4: tensor<f32>, %arg5: tensor<i64>):
      %292 = "stablehlo.compare"(%arg2, %arg4) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %293 = "stablehlo.compare"(%arg2, %arg4) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %294 = "stablehlo.compare"(%arg3, %arg5) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %295 = "stablehlo.and"(%293, %294) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %296 = "stablehlo.or"(%292, %295) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %297 = "stablehlo.select"(%296, %arg2, %arg4) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %298 = "stablehlo.select"(%296, %arg3, %arg5) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%297, %298) : (tensor<f32>, tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x3xf32>, tensor<1x3xi64>, tensor<f32>, tensor<i64>) -> (tensor<1xf32>, tensor<1xi64>)
    %104 = "stablehlo.slice"(%91) {limit_indices = array<i64: 1, 2, 3>, start_indices = array<i64: 0, 1, 0>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x3xf32>) -> tensor<1x1x3xf32>
    %105 = "stablehlo.reshape"(%104) : (tensor<1x1x3xf32>) -> tensor<1x3xf32>
    %106 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1x1xi64>
    %107 = "stablehlo.reshape"(%103#1) : (tensor<1xi64>) -> tensor<1x1xi64>
    %108 = "stablehlo.concatenate"(%106, %107) {dimension = 1 : i64} : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x2xi64>
    %109 = "stablehlo.gather"(%91, %108) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 3>} : (tensor<1x3x3xf32>, tensor<1x2xi64>) -> tensor<1x3xf32>
    %110 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x3x3xi64>
    %111 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %112 = "stablehlo.broadcast_in_dim"(%111) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x3x3xi64>
    %113 = "stablehlo.compare"(%110, %112) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3x3xi64>, tensor<1x3x3xi64>) -> tensor<1x3x3xi1>
    %114 = "stablehlo.broadcast_in_dim"(%103#1) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi64>) -> tensor<1x3x3xi64>
    %115 = "stablehlo.compare"(%110, %114) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3x3xi64>, tensor<1x3x3xi64>) -> tensor<1x3x3xi1>
    %116 = "stablehlo.broadcast_in_dim"(%105) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x3xf32>) -> tensor<1x3x3xf32>
    %117 = "stablehlo.select"(%115, %116, %91) : (tensor<1x3x3xi1>, tensor<1x3x3xf32>, tensor<1x3x3xf32>) -> tensor<1x3x3xf32>
    %118 = "stablehlo.broadcast_in_dim"(%109) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x3xf32>) -> tensor<1x3x3xf32>
    %119 = "stablehlo.select"(%113, %118, %117) : (tensor<1x3x3xi1>, tensor<1x3x3xf32>, tensor<1x3x3xf32>) -> tensor<1x3x3xf32>
    %120 = "stablehlo.slice"(%51) {limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>} : (tensor<1x3xi64>) -> tensor<1x1xi64>
    %121 = "stablehlo.reshape"(%120) : (tensor<1x1xi64>) -> tensor<1xi64>
    %122 = "stablehlo.reshape"(%51) : (tensor<1x3xi64>) -> tensor<1x3x1xi64>
    %123 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1x1xi64>
    %124 = "stablehlo.reshape"(%103#1) : (tensor<1xi64>) -> tensor<1x1xi64>
    %125 = "stablehlo.concatenate"(%123, %124) {dimension = 1 : i64} : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x2xi64>
    %126 = "stablehlo.gather"(%122, %125) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>} : (tensor<1x3x1xi64>, tensor<1x2xi64>) -> tensor<1x1xi64>
    %127 = "stablehlo.reshape"(%126) : (tensor<1x1xi64>) -> tensor<1xi64>
    %128 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %129 = "stablehlo.broadcast_in_dim"(%128) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x3xi64>
    %130 = "stablehlo.compare"(%6, %129) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi1>
    %131 = "stablehlo.broadcast_in_dim"(%103#1) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi64>) -> tensor<1x3xi64>
    %132 = "stablehlo.compare"(%6, %131) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi1>
    %133 = "stablehlo.broadcast_in_dim"(%121) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi64>) -> tensor<1x3xi64>
    %134 = "stablehlo.select"(%132, %133, %51) : (tensor<1x3xi1>, tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %135 = "stablehlo.broadcast_in_dim"(%127) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi64>) -> tensor<1x3xi64>
    %136 = "stablehlo.select"(%130, %135, %134) : (tensor<1x3xi1>, tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %137 = "stablehlo.slice"(%119) {limit_indices = array<i64: 1, 2, 2>, start_indices = array<i64: 0, 1, 1>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x3xf32>) -> tensor<1x1x1xf32>
    %138 = "stablehlo.reshape"(%137) : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %139 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %140 = "stablehlo.broadcast_in_dim"(%139) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1xf32>
    %141 = "stablehlo.compare"(%138, %140) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %142 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %143 = "stablehlo.broadcast_in_dim"(%142) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
    %144 = "stablehlo.compare"(%63, %143) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %145 = "stablehlo.and"(%141, %144) : (tensor<1xi1>, tensor<1xi1>) -> tensor<1xi1>
    %146 = "stablehlo.constant"() {value = dense<2> : tensor<i32>} : () -> tensor<i32>
    %147 = "stablehlo.broadcast_in_dim"(%146) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
    %148 = "stablehlo.select"(%145, %147, %63) : (tensor<1xi1>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %149 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %150 = "stablehlo.broadcast_in_dim"(%149) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1xf32>
    %151 = "stablehlo.divide"(%150, %138) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %152 = "stablehlo.slice"(%119) {limit_indices = array<i64: 1, 3, 2>, start_indices = array<i64: 0, 0, 1>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x3xf32>) -> tensor<1x3x1xf32>
    %153 = "stablehlo.reshape"(%152) : (tensor<1x3x1xf32>) -> tensor<1x3xf32>
    %154 = "stablehlo.broadcast_in_dim"(%141) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi1>) -> tensor<1x3xi1>
    %155 = "stablehlo.broadcast_in_dim"(%151) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x3xf32>
    %156 = "stablehlo.multiply"(%153, %155) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %157 = "stablehlo.select"(%154, %153, %156) : (tensor<1x3xi1>, tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %158 = "stablehlo.slice"(%119) {limit_indices = array<i64: 1, 2, 3>, start_indices = array<i64: 0, 1, 0>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x3xf32>) -> tensor<1x1x3xf32>
    %159 = "stablehlo.reshape"(%158) : (tensor<1x1x3xf32>) -> tensor<1x3xf32>
    %160 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %161 = "stablehlo.broadcast_in_dim"(%160) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x3x3xi64>
    %162 = "stablehlo.compare"(%4, %161) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<1x3x3xi64>, tensor<1x3x3xi64>) -> tensor<1x3x3xi1>
    %163 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %164 = "stablehlo.broadcast_in_dim"(%163) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x3x3xi64>
    %165 = "stablehlo.compare"(%5, %164) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<1x3x3xi64>, tensor<1x3x3xi64>) -> tensor<1x3x3xi1>
    %166 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %167 = "stablehlo.broadcast_in_dim"(%166) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x3x3xi64>
    %168 = "stablehlo.compare"(%5, %167) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3x3xi64>, tensor<1x3x3xi64>) -> tensor<1x3x3xi1>
    %169 = "stablehlo.broadcast_in_dim"(%157) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x3xf32>) -> tensor<1x3x3xf32>
    %170 = "stablehlo.broadcast_in_dim"(%159) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x3xf32>) -> tensor<1x3x3xf32>
    %171 = "stablehlo.multiply"(%169, %170) : (tensor<1x3x3xf32>, tensor<1x3x3xf32>) -> tensor<1x3x3xf32>
    %172 = "stablehlo.subtract"(%119, %171) : (tensor<1x3x3xf32>, tensor<1x3x3xf32>) -> tensor<1x3x3xf32>
    %173 = "stablehlo.and"(%162, %165) : (tensor<1x3x3xi1>, tensor<1x3x3xi1>) -> tensor<1x3x3xi1>
    %174 = "stablehlo.select"(%173, %172, %119) : (tensor<1x3x3xi1>, tensor<1x3x3xf32>, tensor<1x3x3xf32>) -> tensor<1x3x3xf32>
    %175 = "stablehlo.and"(%162, %168) : (tensor<1x3x3xi1>, tensor<1x3x3xi1>) -> tensor<1x3x3xi1>
    %176 = "stablehlo.select"(%175, %169, %174) : (tensor<1x3x3xi1>, tensor<1x3x3xf32>, tensor<1x3x3xf32>) -> tensor<1x3x3xf32>
    %177 = "stablehlo.slice"(%176) {limit_indices = array<i64: 1, 3, 3>, start_indices = array<i64: 0, 0, 2>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x3xf32>) -> tensor<1x3x1xf32>
    %178 = "stablehlo.reshape"(%177) : (tensor<1x3x1xf32>) -> tensor<1x3xf32>
    %179 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %180 = "stablehlo.broadcast_in_dim"(%179) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x3xi64>
    %181 = "stablehlo.compare"(%6, %180) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi1>
    %182 = "stablehlo.constant"() {value = dense<-1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %183 = "stablehlo.broadcast_in_dim"(%182) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x3xf32>
    %184 = "stablehlo.abs"(%178) : (tensor<1x3xf32>) -> tensor<1x3xf32>
    %185 = "stablehlo.select"(%181, %183, %184) : (tensor<1x3xi1>, tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %186 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %187 = "stablehlo.constant"() {value = dense<9223372036854775807> : tensor<i64>} : () -> tensor<i64>
    %188:2 = "stablehlo.reduce"(%185, %6, %186, %187) ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<i64>, %arg4: tensor<f32>, %arg5: tensor<i64>):
      %292 = "stablehlo.compare"(%arg2, %arg4) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %293 = "stablehlo.compare"(%arg2, %arg4) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %294 = "stablehlo.compare"(%arg3, %arg5) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %295 = "stablehlo.and"(%293, %294) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %296 = "stablehlo.or"(%292, %295) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %297 = "stablehlo.select"(%296, %arg2, %arg4) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %298 = "stablehlo.select"(%296, %arg3, %arg5) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%297, %298) : (tensor<f32>, tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x3xf32>, tensor<1x3xi64>, tensor<f32>, tensor<i64>) -> (tensor<1xf32>, tensor<1xi64>)
    %189 = "stablehlo.slice"(%176) {limit_indices = array<i64: 1, 3, 3>, start_indices = array<i64: 0, 2, 0>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x3xf32>) -> tensor<1x1x3xf32>
    %190 = "stablehlo.reshape"(%189) : (tensor<1x1x3xf32>) -> tensor<1x3xf32>
    %191 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1x1xi64>
    %192 = "stablehlo.reshape"(%188#1) : (tensor<1xi64>) -> tensor<1x1xi64>
    %193 = "stablehlo.concatenate"(%191, %192) {dimension = 1 : i64} : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x2xi64>
    %194 = "stablehlo.gather"(%176, %193) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 3>} : (tensor<1x3x3xf32>, tensor<1x2xi64>) -> tensor<1x3xf32>
    %195 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x3x3xi64>
    %196 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %197 = "stablehlo.broadcast_in_dim"(%196) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x3x3xi64>
    %198 = "stablehlo.compare"(%195, %197) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3x3xi64>, tensor<1x3x3xi64>) -> tensor<1x3x3xi1>
    %199 = "stablehlo.broadcast_in_dim"(%188#1) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi64>) -> tensor<1x3x3xi64>
    %200 = "stablehlo.compare"(%195, %199) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3x3xi64>, tensor<1x3x3xi64>) -> tensor<1x3x3xi1>
    %201 = "stablehlo.broadcast_in_dim"(%190) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x3xf32>) -> tensor<1x3x3xf32>
    %202 = "stablehlo.select"(%200, %201, %176) : (tensor<1x3x3xi1>, tensor<1x3x3xf32>, tensor<1x3x3xf32>) -> tensor<1x3x3xf32>
    %203 = "stablehlo.broadcast_in_dim"(%194) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x3xf32>) -> tensor<1x3x3xf32>
    %204 = "stablehlo.select"(%198, %203, %202) : (tensor<1x3x3xi1>, tensor<1x3x3xf32>, tensor<1x3x3xf32>) -> tensor<1x3x3xf32>
    %205 = "stablehlo.slice"(%136) {limit_indices = array<i64: 1, 3>, start_indices = array<i64: 0, 2>, strides = array<i64: 1, 1>} : (tensor<1x3xi64>) -> tensor<1x1xi64>
    %206 = "stablehlo.reshape"(%205) : (tensor<1x1xi64>) -> tensor<1xi64>
    %207 = "stablehlo.reshape"(%136) : (tensor<1x3xi64>) -> tensor<1x3x1xi64>
    %208 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1x1xi64>
    %209 = "stablehlo.reshape"(%188#1) : (tensor<1xi64>) -> tensor<1x1xi64>
    %210 = "stablehlo.concatenate"(%208, %209) {dimension = 1 : i64} : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x2xi64>
    %211 = "stablehlo.gather"(%207, %210) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>} : (tensor<1x3x1xi64>, tensor<1x2xi64>) -> tensor<1x1xi64>
    %212 = "stablehlo.reshape"(%211) : (tensor<1x1xi64>) -> tensor<1xi64>
    %213 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %214 = "stablehlo.broadcast_in_dim"(%213) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x3xi64>
    %215 = "stablehlo.compare"(%6, %214) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi1>
    %216 = "stablehlo.broadcast_in_dim"(%188#1) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi64>) -> tensor<1x3xi64>
    %217 = "stablehlo.compare"(%6, %216) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi1>
    %218 = "stablehlo.broadcast_in_dim"(%206) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi64>) -> tensor<1x3xi64>
    %219 = "stablehlo.select"(%217, %218, %136) : (tensor<1x3xi1>, tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %220 = "stablehlo.broadcast_in_dim"(%212) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi64>) -> tensor<1x3xi64>
    %221 = "stablehlo.select"(%215, %220, %219) : (tensor<1x3xi1>, tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %222 = "stablehlo.slice"(%204) {limit_indices = array<i64: 1, 3, 3>, start_indices = array<i64: 0, 2, 2>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x3xf32>) -> tensor<1x1x1xf32>
    %223 = "stablehlo.reshape"(%222) : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %224 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %225 = "stablehlo.broadcast_in_dim"(%224) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1xf32>
    %226 = "stablehlo.compare"(%223, %225) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %227 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %228 = "stablehlo.broadcast_in_dim"(%227) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
    %229 = "stablehlo.compare"(%148, %228) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %230 = "stablehlo.and"(%226, %229) : (tensor<1xi1>, tensor<1xi1>) -> tensor<1xi1>
    %231 = "stablehlo.constant"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
    %232 = "stablehlo.broadcast_in_dim"(%231) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
    %233 = "stablehlo.select"(%230, %232, %148) : (tensor<1xi1>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %234 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %235 = "stablehlo.broadcast_in_dim"(%234) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1xf32>
    %236 = "stablehlo.divide"(%235, %223) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %237 = "stablehlo.slice"(%204) {limit_indices = array<i64: 1, 3, 3>, start_indices = array<i64: 0, 0, 2>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x3xf32>) -> tensor<1x3x1xf32>
    %238 = "stablehlo.reshape"(%237) : (tensor<1x3x1xf32>) -> tensor<1x3xf32>
    %239 = "stablehlo.broadcast_in_dim"(%226) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi1>) -> tensor<1x3xi1>
    %240 = "stablehlo.broadcast_in_dim"(%236) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x3xf32>
    %241 = "stablehlo.multiply"(%238, %240) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %242 = "stablehlo.select"(%239, %238, %241) : (tensor<1x3xi1>, tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %243 = "stablehlo.slice"(%204) {limit_indices = array<i64: 1, 3, 3>, start_indices = array<i64: 0, 2, 0>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x3xf32>) -> tensor<1x1x3xf32>
    %244 = "stablehlo.reshape"(%243) : (tensor<1x1x3xf32>) -> tensor<1x3xf32>
    %245 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %246 = "stablehlo.broadcast_in_dim"(%245) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x3x3xi64>
    %247 = "stablehlo.compare"(%4, %246) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<1x3x3xi64>, tensor<1x3x3xi64>) -> tensor<1x3x3xi1>
    %248 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %249 = "stablehlo.broadcast_in_dim"(%248) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x3x3xi64>
    %250 = "stablehlo.compare"(%5, %249) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<1x3x3xi64>, tensor<1x3x3xi64>) -> tensor<1x3x3xi1>
    %251 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %252 = "stablehlo.broadcast_in_dim"(%251) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x3x3xi64>
    %253 = "stablehlo.compare"(%5, %252) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3x3xi64>, tensor<1x3x3xi64>) -> tensor<1x3x3xi1>
    %254 = "stablehlo.broadcast_in_dim"(%242) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x3xf32>) -> tensor<1x3x3xf32>
    %255 = "stablehlo.broadcast_in_dim"(%244) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x3xf32>) -> tensor<1x3x3xf32>
    %256 = "stablehlo.multiply"(%254, %255) : (tensor<1x3x3xf32>, tensor<1x3x3xf32>) -> tensor<1x3x3xf32>
    %257 = "stablehlo.subtract"(%204, %256) : (tensor<1x3x3xf32>, tensor<1x3x3xf32>) -> tensor<1x3x3xf32>
    %258 = "stablehlo.and"(%247, %250) : (tensor<1x3x3xi1>, tensor<1x3x3xi1>) -> tensor<1x3x3xi1>
    %259 = "stablehlo.select"(%258, %257, %204) : (tensor<1x3x3xi1>, tensor<1x3x3xf32>, tensor<1x3x3xf32>) -> tensor<1x3x3xf32>
    %260 = "stablehlo.and"(%247, %253) : (tensor<1x3x3xi1>, tensor<1x3x3xi1>) -> tensor<1x3x3xi1>
    %261 = "stablehlo.select"(%260, %254, %259) : (tensor<1x3x3xi1>, tensor<1x3x3xf32>, tensor<1x3x3xf32>) -> tensor<1x3x3xf32>
    %262 = "stablehlo.reshape"(%arg1) : (tensor<2x3xf32>) -> tensor<1x2x3xf32>
    %263 = "stablehlo.transpose"(%262) {permutation = array<i64: 0, 2, 1>} : (tensor<1x2x3xf32>) -> tensor<1x3x2xf32>
    %264 = "stablehlo.triangular_solve"(%261, %263) {left_side = true, lower = false, transpose_a = #stablehlo<transpose TRANSPOSE>, unit_diagonal = false} : (tensor<1x3x3xf32>, tensor<1x3x2xf32>) -> tensor<1x3x2xf32>
    %265 = "stablehlo.triangular_solve"(%261, %264) {left_side = true, lower = true, transpose_a = #stablehlo<transpose TRANSPOSE>, unit_diagonal = true} : (tensor<1x3x3xf32>, tensor<1x3x2xf32>) -> tensor<1x3x2xf32>
    %266 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1xi64>
    %267 = "stablehlo.broadcast_in_dim"(%266) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi64>) -> tensor<1x3x1xi64>
    %268 = "stablehlo.reshape"(%221) : (tensor<1x3xi64>) -> tensor<1x3x1xi64>
    %269 = "stablehlo.concatenate"(%267, %268) {dimension = 2 : i64} : (tensor<1x3x1xi64>, tensor<1x3x1xi64>) -> tensor<1x3x2xi64>
    %270 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %271 = "stablehlo.broadcast_in_dim"(%270) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x3xi64>
    %272 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x3xi64>
    %273 = "stablehlo.scatter"(%271, %269, %272) ({
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<i64>):
      "stablehlo.return"(%arg3) : (tensor<i64>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>} : (tensor<1x3xi64>, tensor<1x3x2xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %274 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1xi64>
    %275 = "stablehlo.broadcast_in_dim"(%274) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi64>) -> tensor<1x3x1xi64>
    %276 = "stablehlo.reshape"(%273) : (tensor<1x3xi64>) -> tensor<1x3x1xi64>
    %277 = "stablehlo.concatenate"(%275, %276) {dimension = 2 : i64} : (tensor<1x3x1xi64>, tensor<1x3x1xi64>) -> tensor<1x3x2xi64>
    %278 = "stablehlo.gather"(%265, %277) {dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 2>} : (tensor<1x3x2xf32>, tensor<1x3x2xi64>) -> tensor<1x3x2xf32>
    %279 = "stablehlo.reshape"(%278) : (tensor<1x3x2xf32>) -> tensor<3x2xf32>
    %280 = "stablehlo.transpose"(%279) {permutation = array<i64: 1, 0>} : (tensor<3x2xf32>) -> tensor<2x3xf32>
    %281 = "stablehlo.reshape"(%261) : (tensor<1x3x3xf32>) -> tensor<3x3xf32>
    %282 = "stablehlo.reshape"(%18#1) : (tensor<1xi64>) -> tensor<1x1xi64>
    %283 = "stablehlo.reshape"(%103#1) : (tensor<1xi64>) -> tensor<1x1xi64>
    %284 = "stablehlo.reshape"(%188#1) : (tensor<1xi64>) -> tensor<1x1xi64>
    %285 = "stablehlo.concatenate"(%282, %283, %284) {dimension = 1 : i64} : (tensor<1x1xi64>, tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x3xi64>
    %286 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %287 = "stablehlo.broadcast_in_dim"(%286) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x3xi64>
    %288 = "stablehlo.add"(%285, %287) : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %289 = "stablehlo.convert"(%288) : (tensor<1x3xi64>) -> tensor<1x3xi32>
    %290 = "stablehlo.reshape"(%289) : (tensor<1x3xi32>) -> tensor<3xi32>
    %291 = "stablehlo.reshape"(%233) : (tensor<1xi32>) -> tensor<i32>
    return %280, %281, %290, %291 : tensor<2x3xf32>, tensor<3x3xf32>, tensor<3xi32>, tensor<i32>
  }
}
