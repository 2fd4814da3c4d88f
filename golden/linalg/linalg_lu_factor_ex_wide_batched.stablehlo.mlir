module {
  func.func @main(%arg0: tensor<2x3x5xf32>) -> (tensor<2x3x5xf32>, tensor<2x3xi32>, tensor<2xi32>) {
    %0 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3xi64>
    %1 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
    %3 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3x5xi64>
    %4 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x3x5xi64>
    %5 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3xi64>
    %6 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 2, 3, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<2x3x5xf32>) -> tensor<2x3x1xf32>
    %7 = "stablehlo.reshape"(%6) : (tensor<2x3x1xf32>) -> tensor<2x3xf32>
    %8 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %9 = "stablehlo.broadcast_in_dim"(%8) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3xi64>
    %10 = "stablehlo.compare"(%5, %9) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi1>
    %11 = "stablehlo.constant"() {value = dense<-1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %12 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x3xf32>
    %13 = "stablehlo.abs"(%7) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %14 = "stablehlo.select"(%10, %12, %13) : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %15 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %16 = "stablehlo.constant"() {value = dense<9223372036854775807> : tensor<i64>} : () -> tensor<i64>
    %17:2 = "stablehlo.reduce"(%14, %5, %15, %16) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<i64>, %arg3: tensor<f32>, %arg4: tensor<i64>):
      %269 = "stablehlo.compare"(%arg1, %arg3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %270 = "stablehlo.compare"(%arg1, %arg3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %271 = "stablehlo.compare"(%arg2, %arg4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %272 = "stablehlo.and"(%270, %271) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %273 = "stablehlo.or"(%269, %272) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %274 = "stablehlo.select"(%273, %arg1, %arg3) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %275 = "stablehlo.select"(%273, %arg2, %arg4) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%274, %275) : (tensor<f32>, tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<2x3xi64>, tensor<f32>, tensor<i64>) -> (tensor<2xf32>, tensor<2xi64>)
    %18 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 2, 1, 5>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<2x3x5xf32>) -> tensor<2x1x5xf32>
    %19 = "stablehlo.reshape"(%18) : (tensor<2x1x5xf32>) -> tensor<2x5xf32>
    %20 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x1xi64>
    %21 = "stablehlo.reshape"(%17#1) : (tensor<2xi64>) -> tensor<2x1xi64>
    %22 = "stablehlo.concatenate"(%20, %21) {dimension = 1 : i64} : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x2xi64>
    %23 = "stablehlo.gather"(%arg0, %22) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 5>} : (tensor<2x3x5xf32>, tensor<2x2xi64>) -> tensor<2x5xf32>
    %24 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3x5xi64>
    %25 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %26 = "stablehlo.broadcast_in_dim"(%25) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3x5xi64>
    %27 = "stablehlo.compare"(%24, %26) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x3x5xi64>, tensor<2x3x5xi64>) -> tensor<2x3x5xi1>
    %28 = "stablehlo.broadcast_in_dim"(%17#1) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi64>) -> tensor<2x3x5xi64>
    %29 = "stablehlo.compare"(%24, %28) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x3x5xi64>, tensor<2x3x5xi64>) -> tensor<2x3x5xi1>
    %30 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x5xf32>) -> tensor<2x3x5xf32>
    %31 = "stablehlo.select"(%29, %30, %arg0) : (tensor<2x3x5xi1>, tensor<2x3x5xf32>, tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
    %32 = "stablehlo.broadcast_in_dim"(%23) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x5xf32>) -> tensor<2x3x5xf32>
    %33 = "stablehlo.select"(%27, %32, %31) : (tensor<2x3x5xi1>, tensor<2x3x5xf32>, tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
    %34 = "stablehlo.slice"(%0) {limit_indices = array<i64: 2, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<2x3xi64>) -> tensor<2x1xi64>
    %35 = "stablehlo.reshape"(%34) : (tensor<2x1xi64>) -> tensor<2xi64>
    %36 = "stablehlo.reshape"(%0) : (tensor<2x3xi64>) -> tensor<2x3x1xi64>
    %37 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x1xi64>
    %38 = "stablehlo.reshape"(%17#1) : (tensor<2xi64>) -> tensor<2x1xi64>
    %39 = "stablehlo.concatenate"(%37, %38) {dimension = 1 : i64} : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x2xi64>
    %40 = "stablehlo.gather"(%36, %39) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>} : (tensor<2x3x1xi64>, tensor<2x2xi64>) -> tensor<2x1xi64>
    %41 = "stablehlo.reshape"(%40) : (tensor<2x1xi64>) -> tensor<2xi64>
    %42 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %43 = "stablehlo.broadcast_in_dim"(%42) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3xi64>
    %44 = "stablehlo.compare"(%5, %43) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi1>
    %45 = "stablehlo.broadcast_in_dim"(%17#1) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi64>) -> tensor<2x3xi64>
    %46 = "stablehlo.compare"(%5, %45) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi1>
    %47 = "stablehlo.broadcast_in_dim"(%35) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi64>) -> tensor<2x3xi64>
    %48 = "stablehlo.select"(%46, %47, %0) : (tensor<2x3xi1>, tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %49 = "stablehlo.broadcast_in_dim"(%41) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi64>) -> tensor<2x3xi64>
    %50 = "stablehlo.select"(%44, %49, %48) : (tensor<2x3xi1>, tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %51 = "stablehlo.slice"(%33) {limit_indices = array<i64: 2, 1, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<2x3x5xf32>) -> tensor<2x1x1xf32>
    %52 = "stablehlo.reshape"(%51) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %53 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %54 = "stablehlo.broadcast_in_dim"(%53) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>
    %55 = "stablehlo.compare"(%52, %54) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %56 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %57 = "stablehlo.broadcast_in_dim"(%56) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
    %58 = "stablehlo.compare"(%2, %57) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %59 = "stablehlo.and"(%55, %58) : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
    %60 = "stablehlo.constant"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
    %61 = "stablehlo.broadcast_in_dim"(%60) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
    %62 = "stablehlo.select"(%59, %61, %2) : (tensor<2xi1>, tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
    %63 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %64 = "stablehlo.broadcast_in_dim"(%63) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>
    %65 = "stablehlo.divide"(%64, %52) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %66 = "stablehlo.slice"(%33) {limit_indices = array<i64: 2, 3, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<2x3x5xf32>) -> tensor<2x3x1xf32>
    %67 = "stablehlo.reshape"(%66) : (tensor<2x3x1xf32>) -> tensor<2x3xf32>
    %68 = "stablehlo.broadcast_in_dim"(%55) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi1>) -> tensor<2x3xi1>
    %69 = "stablehlo.broadcast_in_dim"(%65) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3xf32>
    %70 = "stablehlo.multiply"(%67, %69) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %71 = "stablehlo.select"(%68, %67, %70) : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %72 = "stablehlo.slice"(%33) {limit_indices = array<i64: 2, 1, 5>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<2x3x5xf32>) -> tensor<2x1x5xf32>
    %73 = "stablehlo.reshape"(%72) : (tensor<2x1x5xf32>) -> tensor<2x5xf32>
    %74 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %75 = "stablehlo.broadcast_in_dim"(%74) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3x5xi64>
    %76 = "stablehlo.compare"(%3, %75) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<2x3x5xi64>, tensor<2x3x5xi64>) -> tensor<2x3x5xi1>
    %77 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %78 = "stablehlo.broadcast_in_dim"(%77) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3x5xi64>
    %79 = "stablehlo.compare"(%4, %78) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<2x3x5xi64>, tensor<2x3x5xi64>) -> tensor<2x3x5xi1>
    %80 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %81 = "stablehlo.broadcast_in_dim"(%80) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3x5xi64>
    %82 = "stablehlo.compare"(%4, %81) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x3x5xi64>, tensor<2x3x5xi64>) -> tensor<2x3x5xi1>
    %83 = "stablehlo.broadcast_in_dim"(%71) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x3xf32>) -> tensor<2x3x5xf32>
    %84 = "stablehlo.broadcast_in_dim"(%73) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x5xf32>) -> tensor<2x3x5xf32>
    %85 = "stablehlo.multiply"(%83, %84) : (tensor<2x3x5xf32>, tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
    %86 = "stablehlo.subtract"(%33, %85) : (tensor<2x3x5xf32>, tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
    %87 = "stablehlo.and"(%76, %79) : (tensor<2x3x5xi1>, tensor<2x3x5xi1>) -> tensor<2x3x5xi1>
    %88 = "stablehlo.select"(%87, %86, %33) : (tensor<2x3x5xi1>, tensor<2x3x5xf32>, tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
    %89 = "stablehlo.and"(%76, %82) : (tensor<2x3x5xi1>, tensor<2x3x5xi1>) -> tensor<2x3x5xi1>
    %90 = "stablehlo.select"(%89, %83, %88) : (tensor<2x3x5xi1>, tensor<2x3x5xf32>, tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
    %91 = "stablehlo.slice"(%90) {limit_indices = array<i64: 2, 3, 2>, start_indices = array<i64: 0, 0, 1>, strides = array<i64: 1, 1, 1>} : (tensor<2x3x5xf32>) -> tensor<2x3x1xf32>
    %92 = "stablehlo.reshape"(%91) : (tensor<2x3x1xf32>) -> tensor<2x3xf32>
    %93 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %94 = "stablehlo.broadcast_in_dim"(%93) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3xi64>
    %95 = "stablehlo.compare"(%5, %94) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi1>
    %96 = "stablehlo.constant"() {value = dense<-1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %97 = "stablehlo.broadcast_in_dim"(%96) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x3xf32>
    %98 = "stablehlo.abs"(%92) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %99 = "stablehlo.select"(%95, %97, %98) : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %100 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %101 = "stablehlo.constant"() {value = dense<9223372036854775807> : tensor<i64>} : () -> tensor<i64>
    %102:2 = "stablehlo.reduce"(%99, %5, %100, %101) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<i64>, %arg3: tensor<f32>, %arg4: tensor<i64>):
      %269 = "stablehlo.compare"(%arg1, %arg3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %270 = "stablehlo.compare"(%arg1, %arg3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %271 = "stablehlo.compare"(%arg2, %arg4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %272 = "stablehlo.and"(%270, %271) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %273 = "stablehlo.or"(%269, %272) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %274 = "stablehlo.select"(%273, %arg1, %arg3) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %275 = "stablehlo.select"(%273, %arg2, %arg4) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%274, %275) : (tensor<f32>, tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<2x3xi64>, tensor<f32>, tensor<i64>) -> (tensor<2xf32>, tensor<2xi64>)
    %103 = "stablehlo.slice"(%90) {limit_indices = array<i64: 2, 2, 5>, start_indices = array<i64: 0, 1, 0>, strides = array<i64: 1, 1, 1>} : (tensor<2x3x5xf32>) -> tensor<2x1x5xf32>
    %104 = "stablehlo.reshape"(%103) : (tensor<2x1x5xf32>) -> tensor<2x5xf32>
    %105 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x1xi64>
    %106 = "stablehlo.reshape"(%102#1) : (tensor<2xi64>) -> tensor<2x1xi64>
    %107 = "stablehlo.concatenate"(%105, %106) {dimension = 1 : i64} : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x2xi64>
    %108 = "stablehlo.gather"(%90, %107) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 5>} : (tensor<2x3x5xf32>, tensor<2x2xi64>) -> tensor<2x5xf32>
    %109 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3x5xi64>
    %110 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %111 = "stablehlo.broadcast_in_dim"(%110) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3x5xi64>
    %112 = "stablehlo.compare"(%109, %111) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x3x5xi64>, tensor<2x3x5xi64>) -> tensor<2x3x5xi1>
    %113 = "stablehlo.broadcast_in_dim"(%102#1) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi64>) -> tensor<2x3x5xi64>
    %114 = "stablehlo.compare"(%109, %113) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x3x5xi64>, tensor<2x3x5xi64>) -> tensor<2x3x5xi1>
    %115 = "stablehlo.broadcast_in_dim"(%104) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x5xf32>) -> tensor<2x3x5xf32>
    %116 = "stablehlo.select"(%114, %115, %90) : (tensor<2x3x5xi1>, tensor<2x3x5xf32>, tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
    %117 = "stablehlo.broadcast_in_dim"(%108) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x5xf32>) -> tensor<2x3x5xf32>
    %118 = "stablehlo.select"(%112, %117, %116) : (tensor<2x3x5xi1>, tensor<2x3x5xf32>, tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
    %119 = "stablehlo.slice"(%50) {limit_indices = array<i64: 2, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>} : (tensor<2x3xi64>) -> tensor<2x1xi64>
    %120 = "stablehlo.reshape"(%119) : (tensor<2x1xi64>) -> tensor<2xi64>
    %121 = "stablehlo.reshape"(%50) : (tensor<2x3xi64>) -> tensor<2x3x1xi64>
    %122 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x1xi64>
    %123 = "stablehlo.reshape"(%102#1) : (tensor<2xi64>) -> tensor<2x1xi64>
    %124 = "stablehlo.concatenate"(%122, %123) {dimension = 1 : i64} : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x2xi64>
    %125 = "stablehlo.gather"(%121, %124) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>} : (tensor<2x3x1xi64>, tensor<2x2xi64>) -> tensor<2x1xi64>
    %126 = "stablehlo.reshape"(%125) : (tensor<2x1xi64>) -> tensor<2xi64>
    %127 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %128 = "stablehlo.broadcast_in_dim"(%127) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3xi64>
    %129 = "stablehlo.compare"(%5, %128) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi1>
    %130 = "stablehlo.broadcast_in_dim"(%102#1) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi64>) -> tensor<2x3xi64>
    %131 = "stablehlo.compare"(%5, %130) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi1>
    %132 = "stablehlo.broadcast_in_dim"(%120) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi64>) -> tensor<2x3xi64>
    %133 = "stablehlo.select"(%131, %132, %50) : (tensor<2x3xi1>, tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %134 = "stablehlo.broadcast_in_dim"(%126) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi64>) -> tensor<2x3xi64>
    %135 = "stablehlo.select"(%129, %134, %133) : (tensor<2x3xi1>, tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %136 = "stablehlo.slice"(%118) {limit_indices = array<i64: 2, 2, 2>, start_indices = array<i64: 0, 1, 1>, strides = array<i64: 1, 1, 1>} : (tensor<2x3x5xf32>) -> tensor<2x1x1xf32>
    %137 = "stablehlo.reshape"(%136) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %138 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %139 = "stablehlo.broadcast_in_dim"(%138) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>
    %140 = "stablehlo.compare"(%137, %139) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %141 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %142 = "stablehlo.broadcast_in_dim"(%141) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
    %143 = "stablehlo.compare"(%62, %142) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %144 = "stablehlo.and"(%140, %143) : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
    %145 = "stablehlo.constant"() {value = dense<2> : tensor<i32>} : () -> tensor<i32>
    %146 = "stablehlo.broadcast_in_dim"(%145) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
    %147 = "stablehlo.select"(%144, %146, %62) : (tensor<2xi1>, tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
    %148 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %149 = "stablehlo.broadcast_in_dim"(%148) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>
    %150 = "stablehlo.divide"(%149, %137) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %151 = "stablehlo.slice"(%118) {limit_indices = array<i64: 2, 3, 2>, start_indices = array<i64: 0, 0, 1>, strides = array<i64: 1, 1, 1>} : (tensor<2x3x5xf32>) -> tensor<2x3x1xf32>
    %152 = "stablehlo.reshape"(%151) : (tensor<2x3x1xf32>) -> tensor<2x3xf32>
    %153 = "stablehlo.broadcast_in_dim"(%140) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi1>) -> tensor<2x3xi1>
    %154 = "stablehlo.broadcast_in_dim"(%150) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3xf32>
    %155 = "stablehlo.multiply"(%152, %154) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %156 = "stablehlo.select"(%153, %152, %155) : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %157 = "stablehlo.slice"(%118) {limit_indices = array<i64: 2, 2, 5>, start_indices = array<i64: 0, 1, 0>, strides = array<i64: 1, 1, 1>} : (tensor<2x3x5xf32>) -> tensor<2x1x5xf32>
    %158 = "stablehlo.reshape"(%157) : (tensor<2x1x5xf32>) -> tensor<2x5xf32>
    %159 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %160 = "stablehlo.broadcast_in_dim"(%159) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3x5xi64>
    %161 = "stablehlo.compare"(%3, %160) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<2x3x5xi64>, tensor<2x3x5xi64>) -> tensor<2x3x5xi1>
    %162 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %163 = "stablehlo.broadcast_in_dim"(%162) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3x5xi64>
    %164 = "stablehlo.compare"(%4, %163) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<2x3x5xi64>, tensor<2x3x5xi64>) -> tensor<2x3x5xi1>
    %165 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %166 = "stablehlo.broadcast_in_dim"(%165) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3x5xi64>
    %167 = "stablehlo.compare"(%4, %166) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x3x5xi64>, tensor<2x3x5xi64>) -> tensor<2x3x5xi1>
    %168 = "stablehlo.broadcast_in_dim"(%156) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x3xf32>) -> tensor<2x3x5xf32>
    %169 = "stablehlo.broadcast_in_dim"(%158) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x5xf32>) -> tensor<2x3x5xf32>
    %170 = "stablehlo.multiply"(%168, %169) : (tensor<2x3x5xf32>, tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
    %171 = "stablehlo.subtract"(%118, %170) : (tensor<2x3x5xf32>, tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
    %172 = "stablehlo.and"(%161, %164) : (tensor<2x3x5xi1>, tensor<2x3x5xi1>) -> tensor<2x3x5xi1>
    %173 = "stablehlo.select"(%172, %171, %118) : (tensor<2x3x5xi1>, tensor<2x3x5xf32>, tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
    %174 = "stablehlo.and"(%161, %167) : (tensor<2x3x5xi1>, tensor<2x3x5xi1>) -> tensor<2x3x5xi1>
    %175 = "stablehlo.select"(%174, %168, %173) : (tensor<2x3x5xi1>, tensor<2x3x5xf32>, tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
    %176 = "stablehlo.slice"(%175) {limit_indices = array<i64: 2, 3, 3>, start_indices = array<i64: 0, 0, 2>, strides = array<i64: 1, 1, 1>} : (tensor<2x3x5xf32>) -> tensor<2x3x1xf32>
    %177 = "stablehlo.reshape"(%176) : (tensor<2x3x1xf32>) -> tensor<2x3xf32>
    %178 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %179 = "stablehlo.broadcast_in_dim"(%178) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3xi64>
    %180 = "stablehlo.compare"(%5, %179) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi1>
    %181 = "stablehlo.constant"() {value = dense<-1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %182 = "stablehlo.broadcast_in_dim"(%181) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x3xf32>
    %183 = "stablehlo.abs"(%177) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %184 = "stablehlo.select"(%180, %182, %183) : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %185 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %186 = "stablehlo.constant"() {value = dense<9223372036854775807> : tensor<i64>} : () -> tensor<i64>
    %187:2 = "stablehlo.reduce"(%184, %5, %185, %186) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<i64>, %arg3: tensor<f32>, %arg4: tensor<i64>):
      %269 = "stablehlo.compare"(%arg1, %arg3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %270 = "stablehlo.compare"(%arg1, %arg3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %271 = "stablehlo.compare"(%arg2, %arg4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %272 = "stablehlo.and"(%270, %271) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %273 = "stablehlo.or"(%269, %272) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %274 = "stablehlo.select"(%273, %arg1, %arg3) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %275 = "stablehlo.select"(%273, %arg2, %arg4) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%274, %275) : (tensor<f32>, tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<2x3xi64>, tensor<f32>, tensor<i64>) -> (tensor<2xf32>, tensor<2xi64>)
    %188 = "stablehlo.slice"(%175) {limit_indices = array<i64: 2, 3, 5>, start_indices = array<i64: 0, 2, 0>, strides = array<i64: 1, 1, 1>} : (tensor<2x3x5xf32>) -> tensor<2x1x5xf32>
    %189 = "stablehlo.reshape"(%188) : (tensor<2x1x5xf32>) -> tensor<2x5xf32>
    %190 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x1xi64>
    %191 = "stablehlo.reshape"(%187#1) : (tensor<2xi64>) -> tensor<2x1xi64>
    %192 = "stablehlo.concatenate"(%190, %191) {dimension = 1 : i64} : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x2xi64>
    %193 = "stablehlo.gather"(%175, %192) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 5>} : (tensor<2x3x5xf32>, tensor<2x2xi64>) -> tensor<2x5xf32>
    %194 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3x5xi64>
    %195 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %196 = "stablehlo.broadcast_in_dim"(%195) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3x5xi64>
    %197 = "stablehlo.compare"(%194, %196) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x3x5xi64>, tensor<2x3x5xi64>) -> tensor<2x3x5xi1>
    %198 = "stablehlo.broadcast_in_dim"(%187#1) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi64>) -> tensor<2x3x5xi64>
    %199 = "stablehlo.compare"(%194, %198) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x3x5xi64>, tensor<2x3x5xi64>) -> tensor<2x3x5xi1>
    %200 = "stablehlo.broadcast_in_dim"(%189) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x5xf32>) -> tensor<2x3x5xf32>
    %201 = "stablehlo.select"(%199, %200, %175) : (tensor<2x3x5xi1>, tensor<2x3x5xf32>, tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
    %202 = "stablehlo.broadcast_in_dim"(%193) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x5xf32>) -> tensor<2x3x5xf32>
    %203 = "stablehlo.select"(%197, %202, %201) : (tensor<2x3x5xi1>, tensor<2x3x5xf32>, tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
    %204 = "stablehlo.slice"(%135) {limit_indices = array<i64: 2, 3>, start_indices = array<i64: 0, 2>, strides = array<i64: 1, 1>} : (tensor<2x3xi64>) -> tensor<2x1xi64>
    %205 = "stablehlo.reshape"(%204) : (tensor<2x1xi64>) -> tensor<2xi64>
    %206 = "stablehlo.reshape"(%135) : (tensor<2x3xi64>) -> tensor<2x3x1xi64>
    %207 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x1xi64>
    %208 = "stablehlo.reshape"(%187#1) : (tensor<2xi64>) -> tensor<2x1xi64>
    %209 = "stablehlo.concatenate"(%207, %208) {dimension = 1 : i64} : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x2xi64>
    %210 = "stablehlo.gather"(%206, %209) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>} : (tensor<2x3x1xi64>, tensor<2x2xi64>) -> tensor<2x1xi64>
    %211 = "stablehlo.reshape"(%210) : (tensor<2x1xi64>) -> tensor<2xi64>
    %212 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %213 = "stablehlo.broadcast_in_dim"(%212) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3xi64>
    %214 = "stablehlo.compare"(%5, %213) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi1>
    %215 = "stablehlo.broadcast_in_dim"(%187#1) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi64>) -> tensor<2x3xi64>
    %216 = "stablehlo.compare"(%5, %215) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi1>
    %217 = "stablehlo.broadcast_in_dim"(%205) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi64>) -> tensor<2x3xi64>
    %218 = "stablehlo.select"(%216, %217, %135) : (tensor<2x3xi1>, tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %219 = "stablehlo.broadcast_in_dim"(%211) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi64>) -> tensor<2x3xi64>
    %220 = "stablehlo.select"(%214, %219, %218) : (tensor<2x3xi1>, tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %221 = "stablehlo.slice"(%203) {limit_indices = array<i64: 2, 3, 3>, start_indices = array<i64: 0, 2, 2>, strides = array<i64: 1, 1, 1>} : (tensor<2x3x5xf32>) -> tensor<2x1x1xf32>
    %222 = "stablehlo.reshape"(%221) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %223 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %224 = "stablehlo.broadcast_in_dim"(%223) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>
    %225 = "stablehlo.compare"(%222, %224) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %226 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %227 = "stablehlo.broadcast_in_dim"(%226) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
    %228 = "stablehlo.compare"(%147, %227) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %229 = "stablehlo.and"(%225, %228) : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
    %230 = "stablehlo.constant"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
    %231 = "stablehlo.broadcast_in_dim"(%230) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
    %232 = "stablehlo.select"(%229, %231, %147) : (tensor<2xi1>, tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
    %233 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %234 = "stablehlo.broadcast_in_dim"(%233) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>
    %235 = "stablehlo.divide"(%234, %222) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %236 = "stablehlo.slice"(%203) {limit_indices = array<i64: 2, 3, 3>, start_indices = array<i64: 0, 0, 2>, strides = array<i64: 1, 1, 1>} : (tensor<2x3x5xf32>) -> tensor<2x3x1xf32>
    %237 = "stablehlo.reshape"(%236) : (tensor<2x3x1xf32>) -> tensor<2x3xf32>
    %238 = "stablehlo.broadcast_in_dim"(%225) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi1>) -> tensor<2x3xi1>
    %239 = "stablehlo.broadcast_in_dim"(%235) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3xf32>
    %240 = "stablehlo.multiply"(%237, %239) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %241 = "stablehlo.select"(%238, %237, %240) : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %242 = "stablehlo.slice"(%203) {limit_indices = array<i64: 2, 3, 5>, start_indices = array<i64: 0, 2, 0>, strides = array<i64: 1, 1, 1>} : (tensor<2x3x5xf32>) -> tensor<2x1x5xf32>
    %243 = "stablehlo.reshape"(%242) : (tensor<2x1x5xf32>) -> tensor<2x5xf32>
    %244 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %245 = "stablehlo.broadcast_in_dim"(%244) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3x5xi64>
    %246 = "stablehlo.compare"(%3, %245) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<2x3x5xi64>, tensor<2x3x5xi64>) -> tensor<2x3x5xi1>
    %247 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %248 = "stablehlo.broadcast_in_dim"(%247) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3x5xi64>
    %249 = "stablehlo.compare"(%4, %248) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<2x3x5xi64>, tensor<2x3x5xi64>) -> tensor<2x3x5xi1>
    %250 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %251 = "stablehlo.broadcast_in_dim"(%250) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3x5xi64>
    %252 = "stablehlo.compare"(%4, %251) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x3x5xi64>, tensor<2x3x5xi64>) -> tensor<2x3x5xi1>
    %253 = "stablehlo.broadcast_in_dim"(%241) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x3xf32>) -> tensor<2x3x5xf32>
    %254 = "stablehlo.broadcast_in_dim"(%243) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x5xf32>) -> tensor<2x3x5xf32>
    %255 = "stablehlo.multiply"(%253, %254) : (tensor<2x3x5xf32>, tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
    %256 = "stablehlo.subtract"(%203, %255) : (tensor<2x3x5xf32>, tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
    %257 = "stablehlo.and"(%246, %249) : (tensor<2x3x5xi1>, tensor<2x3x5xi1>) -> tensor<2x3x5xi1>
    %258 = "stablehlo.select"(%257, %256, %203) : (tensor<2x3x5xi1>, tensor<2x3x5xf32>, tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
    %259 = "stablehlo.and"(%246, %252) : (tensor<2x3x5xi1>, tensor<2x3x5xi1>) -> tensor<2x3x5xi1>
    %260 = "stablehlo.select"(%259, %253, %258) : (tensor<2x3x5xi1>, tensor<2x3x5xf32>, tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
    %261 = "stablehlo.reshape"(%17#1) : (tensor<2xi64>) -> tensor<2x1xi64>
    %262 = "stablehlo.reshape"(%102#1) : (tensor<2xi64>) -> tensor<2x1xi64>
    %263 = "stablehlo.reshape"(%187#1) : (tensor<2xi64>) -> tensor<2x1xi64>
    %264 = "stablehlo.concatenate"(%261, %262, %263) {dimension = 1 : i64} : (tensor<2x1xi64>, tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x3xi64>
    %265 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %266 = "stablehlo.broadcast_in_dim"(%265) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3xi64>
    %267 = "stablehlo.add"(%264, %266) : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %268 = "stablehlo.convert"(%267) : (tensor<2x3xi64>) -> tensor<2x3xi32>
    return %260, %268, %232 : tensor<2x3x5xf32>, tensor<2x3xi32>, tensor<2xi32>
  }
}
