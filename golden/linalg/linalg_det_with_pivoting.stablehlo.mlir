module {
  func.func @main(%arg0: tensor<3x5x5xf32>) -> (tensor<3xf32>, tensor<3x5x5xf32>, tensor<3x5xi32>) {
    %0 = "stablehlo.transpose"(%arg0) {permutation = array<i64: 0, 2, 1>} : (tensor<3x5x5xf32>) -> tensor<3x5x5xf32>
    %1 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<3x5xi64>
    %2 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<3xi32>
    %4 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<3x5x5xi64>
    %5 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<3x5x5xi64>
    %6 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<3x5xi64>
    %7 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 3, 1, 5>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<3x5x5xf32>) -> tensor<3x1x5xf32>
    %8 = "stablehlo.reshape"(%7) : (tensor<3x1x5xf32>) -> tensor<3x5x1xf32>
    %9 = "stablehlo.reshape"(%8) : (tensor<3x5x1xf32>) -> tensor<3x5xf32>
    %10 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %11 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x5xi64>
    %12 = "stablehlo.compare"(%6, %11) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3x5xi64>, tensor<3x5xi64>) -> tensor<3x5xi1>
    %13 = "stablehlo.constant"() {value = dense<-1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x5xf32>
    %15 = "stablehlo.abs"(%9) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %16 = "stablehlo.select"(%12, %14, %15) : (tensor<3x5xi1>, tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %17 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %18 = "stablehlo.constant"() {value = dense<9223372036854775807> : tensor<i64>} : () -> tensor<i64>
    %19:2 = "stablehlo.reduce"(%16, %6, %17, %18) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<i64>, %arg3: tensor<f32>, %arg4: tensor<i64>):
      %505 = "stablehlo.compare"(%arg1, %arg3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %506 = "stablehlo.compare"(%arg1, %arg3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %507 = "stablehlo.compare"(%arg2, %arg4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %508 = "stablehlo.and"(%506, %507) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %509 = "stablehlo.or"(%505, %508) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %510 = "stablehlo.select"(%509, %arg1, %arg3) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %511 = "stablehlo.select"(%509, %arg2, %arg4) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%510, %511) : (tensor<f32>, tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3x5xf32>, tensor<3x5xi64>, tensor<f32>, tensor<i64>) -> (tensor<3xf32>, tensor<3xi64>)
    %20 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 3, 5, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<3x5x5xf32>) -> tensor<3x5x1xf32>
    %21 = "stablehlo.reshape"(%20) : (tensor<3x5x1xf32>) -> tensor<3x1x5xf32>
    %22 = "stablehlo.reshape"(%21) : (tensor<3x1x5xf32>) -> tensor<3x5xf32>
    %23 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3x1xi64>
    %24 = "stablehlo.reshape"(%19#1) : (tensor<3xi64>) -> tensor<3x1xi64>
    %25 = "stablehlo.concatenate"(%23, %24) {dimension = 1 : i64} : (tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x2xi64>
    %26 = "stablehlo.gather"(%0, %25) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 5>} : (tensor<3x5x5xf32>, tensor<3x2xi64>) -> tensor<3x5xf32>
    %27 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<3x5x5xi64>
    %28 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %29 = "stablehlo.broadcast_in_dim"(%28) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x5x5xi64>
    %30 = "stablehlo.compare"(%27, %29) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x5x5xi64>, tensor<3x5x5xi64>) -> tensor<3x5x5xi1>
    %31 = "stablehlo.broadcast_in_dim"(%19#1) {broadcast_dimensions = array<i64: 0>} : (tensor<3xi64>) -> tensor<3x5x5xi64>
    %32 = "stablehlo.compare"(%27, %31) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x5x5xi64>, tensor<3x5x5xi64>) -> tensor<3x5x5xi1>
    %33 = "stablehlo.broadcast_in_dim"(%22) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<3x5xf32>) -> tensor<3x5x5xf32>
    %34 = "stablehlo.select"(%32, %33, %0) : (tensor<3x5x5xi1>, tensor<3x5x5xf32>, tensor<3x5x5xf32>) -> tensor<3x5x5xf32>
    %35 = "stablehlo.broadcast_in_dim"(%26) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<3x5xf32>) -> tensor<3x5x5xf32>
    %36 = "stablehlo.select"(%30, %35, %34) : (tensor<3x5x5xi1>, tensor<3x5x5xf32>, tensor<3x5x5xf32>) -> tensor<3x5x5xf32>
    %37 = "stablehlo.slice"(%1) {limit_indices = array<i64: 3, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<3x5xi64>) -> tensor<3x1xi64>
    %38 = "stablehlo.reshape"(%37) : (tensor<3x1xi64>) -> tensor<3xi64>
    %39 = "stablehlo.reshape"(%1) : (tensor<3x5xi64>) -> tensor<3x5x1xi64>
    %40 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3x1xi64>
    %41 = "stablehlo.reshape"(%19#1) : (tensor<3xi64>) -> tensor<3x1xi64>
    %42 = "stablehlo.concatenate"(%40, %41) {dimension = 1 : i64} : (tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x2xi64>
    %43 = "stablehlo.gather"(%39, %42) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>} : (tensor<3x5x1xi64>, tensor<3x2xi64>) -> tensor<3x1xi64>
    %44 = "stablehlo.reshape"(%43) : (tensor<3x1xi64>) -> tensor<3xi64>
    %45 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %46 = "stablehlo.broadcast_in_dim"(%45) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x5xi64>
    %47 = "stablehlo.compare"(%6, %46) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x5xi64>, tensor<3x5xi64>) -> tensor<3x5xi1>
    %48 = "stablehlo.broadcast_in_dim"(%19#1) {broadcast_dimensions = array<i64: 0>} : (tensor<3xi64>) -> tensor<3x5xi64>
    %49 = "stablehlo.compare"(%6, %48) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x5xi64>, tensor<3x5xi64>) -> tensor<3x5xi1>
    %50 = "stablehlo.broadcast_in_dim"(%38) {broadcast_dimensions = array<i64: 0>} : (tensor<3xi64>) -> tensor<3x5xi64>
    %51 = "stablehlo.select"(%49, %50, %1) : (tensor<3x5xi1>, tensor<3x5xi64>, tensor<3x5xi64>) -> tensor<3x5xi64>
    %52 = "stablehlo.broadcast_in_dim"(%44) {broadcast_dimensions = array<i64: 0>} : (tensor<3xi64>) -> tensor<3x5xi64>
    %53 = "stablehlo.select"(%47, %52, %51) : (tensor<3x5xi1>, tensor<3x5xi64>, tensor<3x5xi64>) -> tensor<3x5xi64>
    %54 = "stablehlo.slice"(%36) {limit_indices = array<i64: 3, 1, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<3x5x5xf32>) -> tensor<3x1x1xf32>
    %55 = "stablehlo.reshape"(%54) : (tensor<3x1x1xf32>) -> tensor<3xf32>
    %56 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %57 = "stablehlo.broadcast_in_dim"(%56) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %58 = "stablehlo.compare"(%55, %57) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %59 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %60 = "stablehlo.broadcast_in_dim"(%59) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<3xi32>
    %61 = "stablehlo.compare"(%3, %60) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %62 = "stablehlo.and"(%58, %61) : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
    %63 = "stablehlo.constant"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
    %64 = "stablehlo.broadcast_in_dim"(%63) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<3xi32>
    %65 = "stablehlo.select"(%62, %64, %3) : (tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %66 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %67 = "stablehlo.broadcast_in_dim"(%66) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %68 = "stablehlo.divide"(%67, %55) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %69 = "stablehlo.slice"(%36) {limit_indices = array<i64: 3, 5, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<3x5x5xf32>) -> tensor<3x5x1xf32>
    %70 = "stablehlo.reshape"(%69) : (tensor<3x5x1xf32>) -> tensor<3x5xf32>
    %71 = "stablehlo.broadcast_in_dim"(%58) {broadcast_dimensions = array<i64: 0>} : (tensor<3xi1>) -> tensor<3x5xi1>
    %72 = "stablehlo.broadcast_in_dim"(%68) {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>) -> tensor<3x5xf32>
    %73 = "stablehlo.multiply"(%70, %72) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %74 = "stablehlo.select"(%71, %70, %73) : (tensor<3x5xi1>, tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %75 = "stablehlo.slice"(%36) {limit_indices = array<i64: 3, 1, 5>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<3x5x5xf32>) -> tensor<3x1x5xf32>
    %76 = "stablehlo.reshape"(%75) : (tensor<3x1x5xf32>) -> tensor<3x5xf32>
    %77 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %78 = "stablehlo.broadcast_in_dim"(%77) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x5x5xi64>
    %79 = "stablehlo.compare"(%4, %78) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<3x5x5xi64>, tensor<3x5x5xi64>) -> tensor<3x5x5xi1>
    %80 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %81 = "stablehlo.broadcast_in_dim"(%80) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x5x5xi64>
    %82 = "stablehlo.compare"(%5, %81) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<3x5x5xi64>, tensor<3x5x5xi64>) -> tensor<3x5x5xi1>
    %83 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %84 = "stablehlo.broadcast_in_dim"(%83) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x5x5xi64>
    %85 = "stablehlo.compare"(%5, %84) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x5x5xi64>, tensor<3x5x5xi64>) -> tensor<3x5x5xi1>
    %86 = "stablehlo.broadcast_in_dim"(%74) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<3x5xf32>) -> tensor<3x5x5xf32>
    %87 = "stablehlo.broadcast_in_dim"(%76) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<3x5xf32>) -> tensor<3x5x5xf32>
    %88 = "stablehlo.multiply"(%86, %87) : (tensor<3x5x5xf32>, tensor<3x5x5xf32>) -> tensor<3x5x5xf32>
    %89 = "stablehlo.subtract"(%36, %88) : (tensor<3x5x5xf32>, tensor<3x5x5xf32>) -> tensor<3x5x5xf32>
    %90 = "stablehlo.and"(%79, %82) : (tensor<3x5x5xi1>, tensor<3x5x5xi1>) -> tensor<3x5x5xi1>
    %91 = "stablehlo.select"(%90, %89, %36) : (tensor<3x5x5xi1>, tensor<3x5x5xf32>, tensor<3x5x5xf32>) -> tensor<3x5x5xf32>
    %92 = "stablehlo.and"(%79, %85) : (tensor<3x5x5xi1>, tensor<3x5x5xi1>) -> tensor<3x5x5xi1>
    %93 = "stablehlo.select"(%92, %86, %91) : (tensor<3x5x5xi1>, tensor<3x5x5xf32>, tensor<3x5x5xf32>) -> tensor<3x5x5xf32>
    %94 = "stablehlo.slice"(%93) {limit_indices = array<i64: 3, 5, 2>, start_indices = array<i64: 0, 0, 1>, strides = array<i64: 1, 1, 1>} : (tensor<3x5x5xf32>) -> tensor<3x5x1xf32>
    %95 = "stablehlo.reshape"(%94) : (tensor<3x5x1xf32>) -> tensor<3x5xf32>
    %96 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %97 = "stablehlo.broadcast_in_dim"(%96) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x5xi64>
    %98 = "stablehlo.compare"(%6, %97) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3x5xi64>, tensor<3x5xi64>) -> tensor<3x5xi1>
    %99 = "stablehlo.constant"() {value = dense<-1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %100 = "stablehlo.broadcast_in_dim"(%99) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x5xf32>
    %101 = "stablehlo.abs"(%95) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %102 = "stablehlo.select"(%98, %100, %101) : (tensor<3x5xi1>, tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %103 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %104 = "stablehlo.constant"() {value = dense<9223372036854775807> : tensor<i64>} : () -> tensor<i64>
    %105:2 = "stablehlo.reduce"(%102, %6, %103, %104) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<i64>, %arg3: tensor<f32>, %arg4: tensor<i64>):
      %505 = "stablehlo.compare"(%arg1, %arg3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %506 = "stablehlo.compare"(%arg1, %arg3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %507 = "stablehlo.compare"(%arg2, %arg4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %508 = "stablehlo.and"(%506, %507) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %509 = "stablehlo.or"(%505, %508) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %510 = "stablehlo.select"(%509, %arg1, %arg3) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %511 = "stablehlo.select"(%509, %arg2, %arg4) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%510, %511) : (tensor<f32>, tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3x5xf32>, tensor<3x5xi64>, tensor<f32>, tensor<i64>) -> (tensor<3xf32>, tensor<3xi64>)
    %106 = "stablehlo.slice"(%93) {limit_indices = array<i64: 3, 2, 5>, start_indices = array<i64: 0, 1, 0>, strides = array<i64: 1, 1, 1>} : (tensor<3x5x5xf32>) -> tensor<3x1x5xf32>
    %107 = "stablehlo.reshape"(%106) : (tensor<3x1x5xf32>) -> tensor<3x5xf32>
    %108 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3x1xi64>
    %109 = "stablehlo.reshape"(%105#1) : (tensor<3xi64>) -> tensor<3x1xi64>
    %110 = "stablehlo.concatenate"(%108, %109) {dimension = 1 : i64} : (tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x2xi64>
    %111 = "stablehlo.gather"(%93, %110) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 5>} : (tensor<3x5x5xf32>, tensor<3x2xi64>) -> tensor<3x5xf32>
    %112 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<3x5x5xi64>
    %113 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %114 = "stablehlo.broadcast_in_dim"(%113) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x5x5xi64>
    %115 = "stablehlo.compare"(%112, %114) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x5x5xi64>, tensor<3x5x5xi64>) -> tensor<3x5x5xi1>
    %116 = "stablehlo.broadcast_in_dim"(%105#1) {broadcast_dimensions = array<i64: 0>} : (tensor<3xi64>) -> tensor<3x5x5xi64>
    %117 = "stablehlo.compare"(%112, %116) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x5x5xi64>, tensor<3x5x5xi64>) -> tensor<3x5x5xi1>
    %118 = "stablehlo.broadcast_in_dim"(%107) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<3x5xf32>) -> tensor<3x5x5xf32>
    %119 = "stablehlo.select"(%117, %118, %93) : (tensor<3x5x5xi1>, tensor<3x5x5xf32>, tensor<3x5x5xf32>) -> tensor<3x5x5xf32>
    %120 = "stablehlo.broadcast_in_dim"(%111) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<3x5xf32>) -> tensor<3x5x5xf32>
    %121 = "stablehlo.select"(%115, %120, %119) : (tensor<3x5x5xi1>, tensor<3x5x5xf32>, tensor<3x5x5xf32>) -> tensor<3x5x5xf32>
    %122 = "stablehlo.slice"(%53) {limit_indices = array<i64: 3, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>} : (tensor<3x5xi64>) -> tensor<3x1xi64>
    %123 = "stablehlo.reshape"(%122) : (tensor<3x1xi64>) -> tensor<3xi64>
    %124 = "stablehlo.reshape"(%53) : (tensor<3x5xi64>) -> tensor<3x5x1xi64>
    %125 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3x1xi64>
    %126 = "stablehlo.reshape"(%105#1) : (tensor<3xi64>) -> tensor<3x1xi64>
    %127 = "stablehlo.concatenate"(%125, %126) {dimension = 1 : i64} : (tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x2xi64>
    %128 = "stablehlo.gather"(%124, %127) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>} : (tensor<3x5x1xi64>, tensor<3x2xi64>) -> tensor<3x1xi64>
    %129 = "stablehlo.reshape"(%128) : (tensor<3x1xi64>) -> tensor<3xi64>
    %130 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %131 = "stablehlo.broadcast_in_dim"(%130) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x5xi64>
    %132 = "stablehlo.compare"(%6, %131) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x5xi64>, tensor<3x5xi64>) -> tensor<3x5xi1>
    %133 = "stablehlo.broadcast_in_dim"(%105#1) {broadcast_dimensions = array<i64: 0>} : (tensor<3xi64>) -> tensor<3x5xi64>
    %134 = "stablehlo.compare"(%6, %133) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x5xi64>, tensor<3x5xi64>) -> tensor<3x5xi1>
    %135 = "stablehlo.broadcast_in_dim"(%123) {broadcast_dimensions = array<i64: 0>} : (tensor<3xi64>) -> tensor<3x5xi64>
    %136 = "stablehlo.select"(%134, %135, %53) : (tensor<3x5xi1>, tensor<3x5xi64>, tensor<3x5xi64>) -> tensor<3x5xi64>
    %137 = "stablehlo.broadcast_in_dim"(%129) {broadcast_dimensions = array<i64: 0>} : (tensor<3xi64>) -> tensor<3x5xi64>
    %138 = "stablehlo.select"(%132, %137, %136) : (tensor<3x5xi1>, tensor<3x5xi64>, tensor<3x5xi64>) -> tensor<3x5xi64>
    %139 = "stablehlo.slice"(%121) {limit_indices = array<i64: 3, 2, 2>, start_indices = array<i64: 0, 1, 1>, strides = array<i64: 1, 1, 1>} : (tensor<3x5x5xf32>) -> tensor<3x1x1xf32>
    %140 = "stablehlo.reshape"(%139) : (tensor<3x1x1xf32>) -> tensor<3xf32>
    %141 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %142 = "stablehlo.broadcast_in_dim"(%141) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %143 = "stablehlo.compare"(%140, %142) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %144 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %145 = "stablehlo.broadcast_in_dim"(%144) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<3xi32>
    %146 = "stablehlo.compare"(%65, %145) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %147 = "stablehlo.and"(%143, %146) : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
    %148 = "stablehlo.constant"() {value = dense<2> : tensor<i32>} : () -> tensor<i32>
    %149 = "stablehlo.broadcast_in_dim"(%148) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<3xi32>
    %150 = "stablehlo.select"(%147, %149, %65) : (tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %151 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %152 = "stablehlo.broadcast_in_dim"(%151) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %153 = "stablehlo.divide"(%152, %140) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %154 = "stablehlo.slice"(%121) {limit_indices = array<i64: 3, 5, 2>, start_indices = array<i64: 0, 0, 1>, strides = array<i64: 1, 1, 1>} : (tensor<3x5x5xf32>) -> tensor<3x5x1xf32>
    %155 = "stablehlo.reshape"(%154) : (tensor<3x5x1xf32>) -> tensor<3x5xf32>
    %156 = "stablehlo.broadcast_in_dim"(%143) {broadcast_dimensions = array<i64: 0>} : (tensor<3xi1>) -> tensor<3x5xi1>
    %157 = "stablehlo.broadcast_in_dim"(%153) {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>) -> tensor<3x5xf32>
    %158 = "stablehlo.multiply"(%155, %157) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %159 = "stablehlo.select"(%156, %155, %158) : (tensor<3x5xi1>, tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %160 = "stablehlo.slice"(%121) {limit_indices = array<i64: 3, 2, 5>, start_indices = array<i64: 0, 1, 0>, strides = array<i64: 1, 1, 1>} : (tensor<3x5x5xf32>) -> tensor<3x1x5xf32>
    %161 = "stablehlo.reshape"(%160) : (tensor<3x1x5xf32>) -> tensor<3x5xf32>
    %162 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %163 = "stablehlo.broadcast_in_dim"(%162) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x5x5xi64>
    %164 = "stablehlo.compare"(%4, %163) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<3x5x5xi64>, tensor<3x5x5xi64>) -> tensor<3x5x5xi1>
    %165 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %166 = "stablehlo.broadcast_in_dim"(%165) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x5x5xi64>
    %167 = "stablehlo.compare"(%5, %166) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<3x5x5xi64>, tensor<3x5x5xi64>) -> tensor<3x5x5xi1>
    %168 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %169 = "stablehlo.broadcast_in_dim"(%168) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x5x5xi64>
    %170 = "stablehlo.compare"(%5, %169) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x5x5xi64>, tensor<3x5x5xi64>) -> tensor<3x5x5xi1>
    %171 = "stablehlo.broadcast_in_dim"(%159) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<3x5xf32>) -> tensor<3x5x5xf32>
    %172 = "stablehlo.broadcast_in_dim"(%161) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<3x5xf32>) -> tensor<3x5x5xf32>
    %173 = "stablehlo.multiply"(%171, %172) : (tensor<3x5x5xf32>, tensor<3x5x5xf32>) -> tensor<3x5x5xf32>
    %174 = "stablehlo.subtract"(%121, %173) : (tensor<3x5x5xf32>, tensor<3x5x5xf32>) -> tensor<3x5x5xf32>
    %175 = "stablehlo.and"(%164, %167) : (tensor<3x5x5xi1>, tensor<3x5x5xi1>) -> tensor<3x5x5xi1>
    %176 = "stablehlo.select"(%175, %174, %121) : (tensor<3x5x5xi1>, tensor<3x5x5xf32>, tensor<3x5x5xf32>) -> tensor<3x5x5xf32>
    %177 = "stablehlo.and"(%164, %170) : (tensor<3x5x5xi1>, tensor<3x5x5xi1>) -> tensor<3x5x5xi1>
    %178 = "stablehlo.select"(%177, %171, %176) : (tensor<3x5x5xi1>, tensor<3x5x5xf32>, tensor<3x5x5xf32>) -> tensor<3x5x5xf32>
    %179 = "stablehlo.slice"(%178) {limit_indices = array<i64: 3, 5, 3>, start_indices = array<i64: 0, 0, 2>, strides = array<i64: 1, 1, 1>} : (tensor<3x5x5xf32>) -> tensor<3x5x1xf32>
    %180 = "stablehlo.reshape"(%179) : (tensor<3x5x1xf32>) -> tensor<3x5xf32>
    %181 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %182 = "stablehlo.broadcast_in_dim"(%181) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x5xi64>
    %183 = "stablehlo.compare"(%6, %182) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3x5xi64>, tensor<3x5xi64>) -> tensor<3x5xi1>
    %184 = "stablehlo.constant"() {value = dense<-1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %185 = "stablehlo.broadcast_in_dim"(%184) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x5xf32>
    %186 = "stablehlo.abs"(%180) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %187 = "stablehlo.select"(%183, %185, %186) : (tensor<3x5xi1>, tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %188 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %189 = "stablehlo.constant"() {value = dense<9223372036854775807> : tensor<i64>} : () -> tensor<i64>
    %190:2 = "stablehlo.reduce"(%187, %6, %188, %189) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<i64>, %arg3: tensor<f32>, %arg4: tensor<i64>):
      %505 = "stablehlo.compare"(%arg1, %arg3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %506 = "stablehlo.compare"(%arg1, %arg3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %507 = "stablehlo.compare"(%arg2, %arg4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %508 = "stablehlo.and"(%506, %507) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %509 = "stablehlo.or"(%505, %508) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %510 = "stablehlo.select"(%509, %arg1, %arg3) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %511 = "stablehlo.select"(%509, %arg2, %arg4) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%510, %511) : (tensor<f32>, tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3x5xf32>, tensor<3x5xi64>, tensor<f32>, tensor<i64>) -> (tensor<3xf32>, tensor<3xi64>)
    %191 = "stablehlo.slice"(%178) {limit_indices = array<i64: 3, 3, 5>, start_indices = array<i64: 0, 2, 0>, strides = array<i64: 1, 1, 1>} : (tensor<3x5x5xf32>) -> tensor<3x1x5xf32>
    %192 = "stablehlo.reshape"(%191) : (tensor<3x1x5xf32>) -> tensor<3x5xf32>
    %193 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3x1xi64>
    %194 = "stablehlo.reshape"(%190#1) : (tensor<3xi64>) -> tensor<3x1xi64>
    %195 = "stablehlo.concatenate"(%193, %194) {dimension = 1 : i64} : (tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x2xi64>
    %196 = "stablehlo.gather"(%178, %195) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 5>} : (tensor<3x5x5xf32>, tensor<3x2xi64>) -> tensor<3x5xf32>
    %197 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<3x5x5xi64>
    %198 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %199 = "stablehlo.broadcast_in_dim"(%198) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x5x5xi64>
    %200 = "stablehlo.compare"(%197, %199) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x5x5xi64>, tensor<3x5x5xi64>) -> tensor<3x5x5xi1>
    %201 = "stablehlo.broadcast_in_dim"(%190#1) {broadcast_dimensions = array<i64: 0>} : (tensor<3xi64>) -> tensor<3x5x5xi64>
    %202 = "stablehlo.compare"(%197, %201) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x5x5xi64>, tensor<3x5x5xi64>) -> tensor<3x5x5xi1>
    %203 = "stablehlo.broadcast_in_dim"(%192) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<3x5xf32>) -> tensor<3x5x5xf32>
    %204 = "stablehlo.select"(%202, %203, %178) : (tensor<3x5x5xi1>, tensor<3x5x5xf32>, tensor<3x5x5xf32>) -> tensor<3x5x5xf32>
    %205 = "stablehlo.broadcast_in_dim"(%196) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<3x5xf32>) -> tensor<3x5x5xf32>
    %206 = "stablehlo.select"(%200, %205, %204) : (tensor<3x5x5xi1>, tensor<3x5x5xf32>, tensor<3x5x5xf32>) -> tensor<3x5x5xf32>
    %207 = "stablehlo.slice"(%138) {limit_indices = array<i64: 3, 3>, start_indices = array<i64: 0, 2>, strides = array<i64: 1, 1>} : (tensor<3x5xi64>) -> tensor<3x1xi64>
    %208 = "stablehlo.reshape"(%207) : (tensor<3x1xi64>) -> tensor<3xi64>
    %209 = "stablehlo.reshape"(%138) : (tensor<3x5xi64>) -> tensor<3x5x1xi64>
    %210 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3x1xi64>
    %211 = "stablehlo.reshape"(%190#1) : (tensor<3xi64>) -> tensor<3x1xi64>
    %212 = "stablehlo.concatenate"(%210, %211) {dimension = 1 : i64} : (tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x2xi64>
    %213 = "stablehlo.gather"(%209, %212) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>} : (tensor<3x5x1xi64>, tensor<3x2xi64>) -> tensor<3x1xi64>
    %214 = "stablehlo.reshape"(%213) : (tensor<3x1xi64>) -> tensor<3xi64>
    %215 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %216 = "stablehlo.broadcast_in_dim"(%215) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x5xi64>
    %217 = "stablehlo.compare"(%6, %216) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x5xi64>, tensor<3x5xi64>) -> tensor<3x5xi1>
    %218 = "stablehlo.broadcast_in_dim"(%190#1) {broadcast_dimensions = array<i64: 0>} : (tensor<3xi64>) -> tensor<3x5xi64>
    %219 = "stablehlo.compare"(%6, %218) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x5xi64>, tensor<3x5xi64>) -> tensor<3x5xi1>
    %220 = "stablehlo.broadcast_in_dim"(%208) {broadcast_dimensions = array<i64: 0>} : (tensor<3xi64>) -> tensor<3x5xi64>
    %221 = "stablehlo.select"(%219, %220, %138) : (tensor<3x5xi1>, tensor<3x5xi64>, tensor<3x5xi64>) -> tensor<3x5xi64>
    %222 = "stablehlo.broadcast_in_dim"(%214) {broadcast_dimensions = array<i64: 0>} : (tensor<3xi64>) -> tensor<3x5xi64>
    %223 = "stablehlo.select"(%217, %222, %221) : (tensor<3x5xi1>, tensor<3x5xi64>, tensor<3x5xi64>) -> tensor<3x5xi64>
    %224 = "stablehlo.slice"(%206) {limit_indices = array<i64: 3, 3, 3>, start_indices = array<i64: 0, 2, 2>, strides = array<i64: 1, 1, 1>} : (tensor<3x5x5xf32>) -> tensor<3x1x1xf32>
    %225 = "stablehlo.reshape"(%224) : (tensor<3x1x1xf32>) -> tensor<3xf32>
    %226 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %227 = "stablehlo.broadcast_in_dim"(%226) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %228 = "stablehlo.compare"(%225, %227) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %229 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %230 = "stablehlo.broadcast_in_dim"(%229) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<3xi32>
    %231 = "stablehlo.compare"(%150, %230) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %232 = "stablehlo.and"(%228, %231) : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
    %233 = "stablehlo.constant"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
    %234 = "stablehlo.broadcast_in_dim"(%233) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<3xi32>
    %235 = "stablehlo.select"(%232, %234, %150) : (tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %236 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %237 = "stablehlo.broadcast_in_dim"(%236) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %238 = "stablehlo.divide"(%237, %225) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %239 = "stablehlo.slice"(%206) {limit_indices = array<i64: 3, 5, 3>, start_indices = array<i64: 0, 0, 2>, strides = array<i64: 1, 1, 1>} : (tensor<3x5x5xf32>) -> tensor<3x5x1xf32>
    %240 = "stablehlo.reshape"(%239) : (tensor<3x5x1xf32>) -> tensor<3x5xf32>
    %241 = "stablehlo.broadcast_in_dim"(%228) {broadcast_dimensions = array<i64: 0>} : (tensor<3xi1>) -> tensor<3x5xi1>
    %242 = "stablehlo.broadcast_in_dim"(%238) {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>) -> tensor<3x5xf32>
    %243 = "stablehlo.multiply"(%240, %242) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %244 = "stablehlo.select"(%241, %240, %243) : (tensor<3x5xi1>, tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %245 = "stablehlo.slice"(%206) {limit_indices = array<i64: 3, 3, 5>, start_indices = array<i64: 0, 2, 0>, strides = array<i64: 1, 1, 1>} : (tensor<3x5x5xf32>) -> tensor<3x1x5xf32>
    %246 = "stablehlo.reshape"(%245) : (tensor<3x1x5xf32>) -> tensor<3x5xf32>
    %247 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %248 = "stablehlo.broadcast_in_dim"(%247) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x5x5xi64>
    %249 = "stablehlo.compare"(%4, %248) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<3x5x5xi64>, tensor<3x5x5xi64>) -> tensor<3x5x5xi1>
    %250 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %251 = "stablehlo.broadcast_in_dim"(%250) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x5x5xi64>
    %252 = "stablehlo.compare"(%5, %251) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<3x5x5xi64>, tensor<3x5x5xi64>) -> tensor<3x5x5xi1>
    %253 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %254 = "stablehlo.broadcast_in_dim"(%253) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x5x5xi64>
    %255 = "stablehlo.compare"(%5, %254) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x5x5xi64>, tensor<3x5x5xi64>) -> tensor<3x5x5xi1>
    %256 = "stablehlo.broadcast_in_dim"(%244) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<3x5xf32>) -> tensor<3x5x5xf32>
    %257 = "stablehlo.broadcast_in_dim"(%246) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<3x5xf32>) -> tensor<3x5x5xf32>
    %258 = "stablehlo.multiply"(%256, %257) : (tensor<3x5x5xf32>, tensor<3x5x5xf32>) -> tensor<3x5x5xf32>
    %259 = "stablehlo.subtract"(%206, %258) : (tensor<3x5x5xf32>, tensor<3x5x5xf32>) -> tensor<3x5x5xf32>
    %260 = "stablehlo.and"(%249, %252) : (tensor<3x5x5xi1>, tensor<3x5x5xi1>) -> tensor<3x5x5xi1>
    %261 = "stablehlo.select"(%260, %259, %206) : (tensor<3x5x5xi1>, tensor<3x5x5xf32>, tensor<3x5x5xf32>) -> tensor<3x5x5xf32>
    %262 = "stablehlo.and"(%249, %255) : (tensor<3x5x5xi1>, tensor<3x5x5xi1>) -> tensor<3x5x5xi1>
    %263 = "stablehlo.select"(%262, %256, %261) : (tensor<3x5x5xi1>, tensor<3x5x5xf32>, tensor<3x5x5xf32>) -> tensor<3x5x5xf32>
    %264 = "stablehlo.slice"(%263) {limit_indices = array<i64: 3, 5, 4>, start_indices = array<i64: 0, 0, 3>, strides = array<i64: 1, 1, 1>} : (tensor<3x5x5xf32>) -> tensor<3x5x1xf32>
    %265 = "stablehlo.reshape"(%264) : (tensor<3x5x1xf32>) -> tensor<3x5xf32>
    %266 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
    %267 = "stablehlo.broadcast_in_dim"(%266) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x5xi64>
    %268 = "stablehlo.compare"(%6, %267) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3x5xi64>, tensor<3x5xi64>) -> tensor<3x5xi1>
    %269 = "stablehlo.constant"() {value = dense<-1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %270 = "stablehlo.broadcast_in_dim"(%269) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x5xf32>
    %271 = "stablehlo.abs"(%265) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %272 = "stablehlo.select"(%268, %270, %271) : (tensor<3x5xi1>, tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %273 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %274 = "stablehlo.constant"() {value = dense<9223372036854775807> : tensor<i64>} : () -> tensor<i64>
    %275:2 = "stablehlo.reduce"(%272, %6, %273, %274) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<i64>, %arg3: tensor<f32>, %arg4: tensor<i64>):
      %505 = "stablehlo.compare"(%arg1, %arg3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %506 = "stablehlo.compare"(%arg1, %arg3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %507 = "stablehlo.compare"(%arg2, %arg4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %508 = "stablehlo.and"(%506, %507) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %509 = "stablehlo.or"(%505, %508) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %510 = "stablehlo.select"(%509, %arg1, %arg3) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %511 = "stablehlo.select"(%509, %arg2, %arg4) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%510, %511) : (tensor<f32>, tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3x5xf32>, tensor<3x5xi64>, tensor<f32>, tensor<i64>) -> (tensor<3xf32>, tensor<3xi64>)
    %276 = "stablehlo.slice"(%263) {limit_indices = array<i64: 3, 4, 5>, start_indices = array<i64: 0, 3, 0>, strides = array<i64: 1, 1, 1>} : (tensor<3x5x5xf32>) -> tensor<3x1x5xf32>
    %277 = "stablehlo.reshape"(%276) : (tensor<3x1x5xf32>) -> tensor<3x5xf32>
    %278 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3x1xi64>
    %279 = "stablehlo.reshape"(%275#1) : (tensor<3xi64>) -> tensor<3x1xi64>
    %280 = "stablehlo.concatenate"(%278, %279) {dimension = 1 : i64} : (tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x2xi64>
    %281 = "stablehlo.gather"(%263, %280) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 5>} : (tensor<3x5x5xf32>, tensor<3x2xi64>) -> tensor<3x5xf32>
    %282 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<3x5x5xi64>
    %283 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
    %284 = "stablehlo.broadcast_in_dim"(%283) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x5x5xi64>
    %285 = "stablehlo.compare"(%282, %284) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x5x5xi64>, tensor<3x5x5xi64>) -> tensor<3x5x5xi1>
    %286 = "stablehlo.broadcast_in_dim"(%275#1) {broadcast_dimensions = array<i64: 0>} : (tensor<3xi64>) -> tensor<3x5x5xi64>
    %287 = "stablehlo.compare"(%282, %286) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x5x5xi64>, tensor<3x5x5xi64>) -> tensor<3x5x5xi1>
    %288 = "stablehlo.broadcast_in_dim"(%277) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<3x5xf32>) -> tensor<3x5x5xf32>
    %289 = "stablehlo.select"(%287, %288, %263) : (tensor<3x5x5xi1>, tensor<3x5x5xf32>, tensor<3x5x5xf32>) -> tensor<3x5x5xf32>
    %290 = "stablehlo.broadcast_in_dim"(%281) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<3x5xf32>) -> tensor<3x5x5xf32>
    %291 = "stablehlo.select"(%285, %290, %289) : (tensor<3x5x5xi1>, tensor<3x5x5xf32>, tensor<3x5x5xf32>) -> tensor<3x5x5xf32>
    %292 = "stablehlo.slice"(%223) {limit_indices = array<i64: 3, 4>, start_indices = array<i64: 0, 3>, strides = array<i64: 1, 1>} : (tensor<3x5xi64>) -> tensor<3x1xi64>
    %293 = "stablehlo.reshape"(%292) : (tensor<3x1xi64>) -> tensor<3xi64>
    %294 = "stablehlo.reshape"(%223) : (tensor<3x5xi64>) -> tensor<3x5x1xi64>
    %295 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3x1xi64>
    %296 = "stablehlo.reshape"(%275#1) : (tensor<3xi64>) -> tensor<3x1xi64>
    %297 = "stablehlo.concatenate"(%295, %296) {dimension = 1 : i64} : (tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x2xi64>
    %298 = "stablehlo.gather"(%294, %297) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>} : (tensor<3x5x1xi64>, tensor<3x2xi64>) -> tensor<3x1xi64>
    %299 = "stablehlo.reshape"(%298) : (tensor<3x1xi64>) -> tensor<3xi64>
    %300 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
    %301 = "stablehlo.broadcast_in_dim"(%300) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x5xi64>
    %302 = "stablehlo.compare"(%6, %301) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x5xi64>, tensor<3x5xi64>) -> tensor<3x5xi1>
    %303 = "stablehlo.broadcast_in_dim"(%275#1) {broadcast_dimensions = array<i64: 0>} : (tensor<3xi64>) -> tensor<3x5xi64>
    %304 = "stablehlo.compare"(%6, %303) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x5xi64>, tensor<3x5xi64>) -> tensor<3x5xi1>
    %305 = "stablehlo.broadcast_in_dim"(%293) {broadcast_dimensions = array<i64: 0>} : (tensor<3xi64>) -> tensor<3x5xi64>
    %306 = "stablehlo.select"(%304, %305, %223) : (tensor<3x5xi1>, tensor<3x5xi64>, tensor<3x5xi64>) -> tensor<3x5xi64>
    %307 = "stablehlo.broadcast_in_dim"(%299) {broadcast_dimensions = array<i64: 0>} : (tensor<3xi64>) -> tensor<3x5xi64>
    %308 = "stablehlo.select"(%302, %307, %306) : (tensor<3x5xi1>, tensor<3x5xi64>, tensor<3x5xi64>) -> tensor<3x5xi64>
    %309 = "stablehlo.slice"(%291) {limit_indices = array<i64: 3, 4, 4>, start_indices = array<i64: 0, 3, 3>, strides = array<i64: 1, 1, 1>} : (tensor<3x5x5xf32>) -> tensor<3x1x1xf32>
    %310 = "stablehlo.reshape"(%309) : (tensor<3x1x1xf32>) -> tensor<3xf32>
    %311 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %312 = "stablehlo.broadcast_in_dim"(%311) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %313 = "stablehlo.compare"(%310, %312) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %314 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %315 = "stablehlo.broadcast_in_dim"(%314) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<3xi32>
    %316 = "stablehlo.compare"(%235, %315) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %317 = "stablehlo.and"(%313, %316) : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
    %318 = "stablehlo.constant"() {value = dense<4> : tensor<i32>} : () -> tensor<i32>
    %319 = "stablehlo.broadcast_in_dim"(%318) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<3xi32>
    %320 = "stablehlo.select"(%317, %319, %235) : (tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %321 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %322 = "stablehlo.broadcast_in_dim"(%321) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %323 = "stablehlo.divide"(%322, %310) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %324 = "stablehlo.slice"(%291) {limit_indices = array<i64: 3, 5, 4>, start_indices = array<i64: 0, 0, 3>, strides = array<i64: 1, 1, 1>} : (tensor<3x5x5xf32>) -> tensor<3x5x1xf32>
    %325 = "stablehlo.reshape"(%324) : (tensor<3x5x1xf32>) -> tensor<3x5xf32>
    %326 = "stablehlo.broadcast_in_dim"(%313) {broadcast_dimensions = array<i64: 0>} : (tensor<3xi1>) -> tensor<3x5xi1>
    %327 = "stablehlo.broadcast_in_dim"(%323) {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>) -> tensor<3x5xf32>
    %328 = "stablehlo.multiply"(%325, %327) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %329 = "stablehlo.select"(%326, %325, %328) : (tensor<3x5xi1>, tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %330 = "stablehlo.slice"(%291) {limit_indices = array<i64: 3, 4, 5>, start_indices = array<i64: 0, 3, 0>, strides = array<i64: 1, 1, 1>} : (tensor<3x5x5xf32>) -> tensor<3x1x5xf32>
    %331 = "stablehlo.reshape"(%330) : (tensor<3x1x5xf32>) -> tensor<3x5xf32>
    %332 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
    %333 = "stablehlo.broadcast_in_dim"(%332) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x5x5xi64>
    %334 = "stablehlo.compare"(%4, %333) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<3x5x5xi64>, tensor<3x5x5xi64>) -> tensor<3x5x5xi1>
    %335 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
    %336 = "stablehlo.broadcast_in_dim"(%335) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x5x5xi64>
    %337 = "stablehlo.compare"(%5, %336) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<3x5x5xi64>, tensor<3x5x5xi64>) -> tensor<3x5x5xi1>
    %338 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
    %339 = "stablehlo.broadcast_in_dim"(%338) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x5x5xi64>
    %340 = "stablehlo.compare"(%5, %339) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x5x5xi64>, tensor<3x5x5xi64>) -> tensor<3x5x5xi1>
    %341 = "stablehlo.broadcast_in_dim"(%329) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<3x5xf32>) -> tensor<3x5x5xf32>
    %342 = "stablehlo.broadcast_in_dim"(%331) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<3x5xf32>) -> tensor<3x5x5xf32>
    %343 = "stablehlo.multiply"(%341, %342) : (tensor<3x5x5xf32>, tensor<3x5x5xf32>) -> tensor<3x5x5xf32>
    %344 = "stablehlo.subtract"(%291, %343) : (tensor<3x5x5xf32>, tensor<3x5x5xf32>) -> tensor<3x5x5xf32>
    %345 = "stablehlo.and"(%334, %337) : (tensor<3x5x5xi1>, tensor<3x5x5xi1>) -> tensor<3x5x5xi1>
    %346 = "stablehlo.select"(%345, %344, %291) : (tensor<3x5x5xi1>, tensor<3x5x5xf32>, tensor<3x5x5xf32>) -> tensor<3x5x5xf32>
    %347 = "stablehlo.and"(%334, %340) : (tensor<3x5x5xi1>, tensor<3x5x5xi1>) -> tensor<3x5x5xi1>
    %348 = "stablehlo.select"(%347, %341, %346) : (tensor<3x5x5xi1>, tensor<3x5x5xf32>, tensor<3x5x5xf32>) -> tensor<3x5x5xf32>
    %349 = "stablehlo.slice"(%348) {limit_indices = array<i64: 3, 5, 5>, start_indices = array<i64: 0, 0, 4>, strides = array<i64: 1, 1, 1>} : (tensor<3x5x5xf32>) -> tensor<3x5x1xf32>
    %350 = "stablehlo.reshape"(%349) : (tensor<3x5x1xf32>) -> tensor<3x5xf32>
    %351 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %352 = "stablehlo.broadcast_in_dim"(%351) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x5xi64>
    %353 = "stablehlo.compare"(%6, %352) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3x5xi64>, tensor<3x5xi64>) -> tensor<3x5xi1>
    %354 = "stablehlo.constant"() {value = dense<-1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %355 = "stablehlo.broadcast_in_dim"(%354) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x5xf32>
    %356 = "stablehlo.abs"(%350) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %357 = "stablehlo.select"(%353, %355, %356) : (tensor<3x5xi1>, tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %358 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %359 = "stablehlo.constant"() {value = dense<9223372036854775807> : tensor<i64>} : () -> tensor<i64>
    %360:2 = "stablehlo.reduce"(%357, %6, %358, %359) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<i64>, %arg3: tensor<f32>, %arg4: tensor<i64>):
      %505 = "stablehlo.compare"(%arg1, %arg3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %506 = "stablehlo.compare"(%arg1, %arg3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %507 = "stablehlo.compare"(%arg2, %arg4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %508 = "stablehlo.and"(%506, %507) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %509 = "stablehlo.or"(%505, %508) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %510 = "stablehlo.select"(%509, %arg1, %arg3) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %511 = "stablehlo.select"(%509, %arg2, %arg4) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%510, %511) : (tensor<f32>, tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3x5xf32>, tensor<3x5xi64>, tensor<f32>, tensor<i64>) -> (tensor<3xf32>, tensor<3xi64>)
    %361 = "stablehlo.slice"(%348) {limit_indices = array<i64: 3, 5, 5>, start_indices = array<i64: 0, 4, 0>, strides = array<i64: 1, 1, 1>} : (tensor<3x5x5xf32>) -> tensor<3x1x5xf32>
    %362 = "stablehlo.reshape"(%361) : (tensor<3x1x5xf32>) -> tensor<3x5xf32>
    %363 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3x1xi64>
    %364 = "stablehlo.reshape"(%360#1) : (tensor<3xi64>) -> tensor<3x1xi64>
    %365 = "stablehlo.concatenate"(%363, %364) {dimension = 1 : i64} : (tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x2xi64>
    %366 = "stablehlo.gather"(%348, %365) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 5>} : (tensor<3x5x5xf32>, tensor<3x2xi64>) -> tensor<3x5xf32>
    %367 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<3x5x5xi64>
    %368 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %369 = "stablehlo.broadcast_in_dim"(%368) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x5x5xi64>
    %370 = "stablehlo.compare"(%367, %369) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x5x5xi64>, tensor<3x5x5xi64>) -> tensor<3x5x5xi1>
    %371 = "stablehlo.broadcast_in_dim"(%360#1) {broadcast_dimensions = array<i64: 0>} : (tensor<3xi64>) -> tensor<3x5x5xi64>
    %372 = "stablehlo.compare"(%367, %371) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x5x5xi64>, tensor<3x5x5xi64>) -> tensor<3x5x5xi1>
    %373 = "stablehlo.broadcast_in_dim"(%362) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<3x5xf32>) -> tensor<3x5x5xf32>
    %374 = "stablehlo.select"(%372, %373, %348) : (tensor<3x5x5xi1>, tensor<3x5x5xf32>, tensor<3x5x5xf32>) -> tensor<3x5x5xf32>
    %375 = "stablehlo.broadcast_in_dim"(%366) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<3x5xf32>) -> tensor<3x5x5xf32>
    %376 = "stablehlo.select"(%370, %375, %374) : (tensor<3x5x5xi1>, tensor<3x5x5xf32>, tensor<3x5x5xf32>) -> tensor<3x5x5xf32>
    %377 = "stablehlo.slice"(%308) {limit_indices = array<i64: 3, 5>, start_indices = array<i64: 0, 4>, strides = array<i64: 1, 1>} : (tensor<3x5xi64>) -> tensor<3x1xi64>
    %378 = "stablehlo.reshape"(%377) : (tensor<3x1xi64>) -> tensor<3xi64>
    %379 = "stablehlo.reshape"(%308) : (tensor<3x5xi64>) -> tensor<3x5x1xi64>
    %380 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3x1xi64>
    %381 = "stablehlo.reshape"(%360#1) : (tensor<3xi64>) -> tensor<3x1xi64>
    %382 = "stablehlo.concatenate"(%380, %381) {dimension = 1 : i64} : (tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x2xi64>
    %383 = "stablehlo.gather"(%379, %382) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>} : (tensor<3x5x1xi64>, tensor<3x2xi64>) -> tensor<3x1xi64>
    %384 = "stablehlo.reshape"(%383) : (tensor<3x1xi64>) -> tensor<3xi64>
    %385 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %386 = "stablehlo.broadcast_in_dim"(%385) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x5xi64>
    %387 = "stablehlo.compare"(%6, %386) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x5xi64>, tensor<3x5xi64>) -> tensor<3x5xi1>
    %388 = "stablehlo.broadcast_in_dim"(%360#1) {broadcast_dimensions = array<i64: 0>} : (tensor<3xi64>) -> tensor<3x5xi64>
    %389 = "stablehlo.compare"(%6, %388) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x5xi64>, tensor<3x5xi64>) -> tensor<3x5xi1>
    %390 = "stablehlo.broadcast_in_dim"(%378) {broadcast_dimensions = array<i64: 0>} : (tensor<3xi64>) -> tensor<3x5xi64>
    %391 = "stablehlo.select"(%389, %390, %308) : (tensor<3x5xi1>, tensor<3x5xi64>, tensor<3x5xi64>) -> tensor<3x5xi64>
    %392 = "stablehlo.broadcast_in_dim"(%384) {broadcast_dimensions = array<i64: 0>} : (tensor<3xi64>) -> tensor<3x5xi64>
    %393 = "stablehlo.select"(%387, %392, %391) : (tensor<3x5xi1>, tensor<3x5xi64>, tensor<3x5xi64>) -> tensor<3x5xi64>
    %394 = "stablehlo.slice"(%376) {limit_indices = array<i64: 3, 5, 5>, start_indices = array<i64: 0, 4, 4>, strides = array<i64: 1, 1, 1>} : (tensor<3x5x5xf32>) -> tensor<3x1x1xf32>
    %395 = "stablehlo.reshape"(%394) : (tensor<3x1x1xf32>) -> tensor<3xf32>
    %396 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %397 = "stablehlo.broadcast_in_dim"(%396) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %398 = "stablehlo.compare"(%395, %397) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %399 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %400 = "stablehlo.broadcast_in_dim"(%399) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<3xi32>
    %401 = "stablehlo.compare"(%320, %400) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %402 = "stablehlo.and"(%398, %401) : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
    %403 = "stablehlo.constant"() {value = dense<5> : tensor<i32>} : () -> tensor<i32>
    %404 = "stablehlo.broadcast_in_dim"(%403) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<3xi32>
    %405 = "stablehlo.select"(%402, %404, %320) : (tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %406 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %407 = "stablehlo.broadcast_in_dim"(%406) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %408 = "stablehlo.divide"(%407, %395) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %409 = "stablehlo.slice"(%376) {limit_indices = array<i64: 3, 5, 5>, start_indices = array<i64: 0, 0, 4>, strides = array<i64: 1, 1, 1>} : (tensor<3x5x5xf32>) -> tensor<3x5x1xf32>
    %410 = "stablehlo.reshape"(%409) : (tensor<3x5x1xf32>) -> tensor<3x5xf32>
    %411 = "stablehlo.broadcast_in_dim"(%398) {broadcast_dimensions = array<i64: 0>} : (tensor<3xi1>) -> tensor<3x5xi1>
    %412 = "stablehlo.broadcast_in_dim"(%408) {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>) -> tensor<3x5xf32>
    %413 = "stablehlo.multiply"(%410, %412) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %414 = "stablehlo.select"(%411, %410, %413) : (tensor<3x5xi1>, tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %415 = "stablehlo.slice"(%376) {limit_indices = array<i64: 3, 5, 5>, start_indices = array<i64: 0, 4, 0>, strides = array<i64: 1, 1, 1>} : (tensor<3x5x5xf32>) -> tensor<3x1x5xf32>
    %416 = "stablehlo.reshape"(%415) : (tensor<3x1x5xf32>) -> tensor<3x5xf32>
    %417 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %418 = "stablehlo.broadcast_in_dim"(%417) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x5x5xi64>
    %419 = "stablehlo.compare"(%4, %418) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<3x5x5xi64>, tensor<3x5x5xi64>) -> tensor<3x5x5xi1>
    %420 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %421 = "stablehlo.broadcast_in_dim"(%420) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x5x5xi64>
    %422 = "stablehlo.compare"(%5, %421) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<3x5x5xi64>, tensor<3x5x5xi64>) -> tensor<3x5x5xi1>
    %423 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %424 = "stablehlo.broadcast_in_dim"(%423) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x5x5xi64>
    %425 = "stablehlo.compare"(%5, %424) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x5x5xi64>, tensor<3x5x5xi64>) -> tensor<3x5x5xi1>
    %426 = "stablehlo.broadcast_in_dim"(%414) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<3x5xf32>) -> tensor<3x5x5xf32>
    %427 = "stablehlo.broadcast_in_dim"(%416) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<3x5xf32>) -> tensor<3x5x5xf32>
    %428 = "stablehlo.multiply"(%426, %427) : (tensor<3x5x5xf32>, tensor<3x5x5xf32>) -> tensor<3x5x5xf32>
    %429 = "stablehlo.subtract"(%376, %428) : (tensor<3x5x5xf32>, tensor<3x5x5xf32>) -> tensor<3x5x5xf32>
    %430 = "stablehlo.and"(%419, %422) : (tensor<3x5x5xi1>, tensor<3x5x5xi1>) -> tensor<3x5x5xi1>
    %431 = "stablehlo.select"(%430, %429, %376) : (tensor<3x5x5xi1>, tensor<3x5x5xf32>, tensor<3x5x5xf32>) -> tensor<3x5x5xf32>
    %432 = "stablehlo.and"(%419, %425) : (tensor<3x5x5xi1>, tensor<3x5x5xi1>) -> tensor<3x5x5xi1>
    %433 = "stablehlo.select"(%432, %426, %431) : (tensor<3x5x5xi1>, tensor<3x5x5xf32>, tensor<3x5x5xf32>) -> tensor<3x5x5xf32>
    %434 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<3x5x5xi64>
    %435 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<3x5x5xi64>
    %436 = "stablehlo.compare"(%434, %435) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x5x5xi64>, tensor<3x5x5xi64>) -> tensor<3x5x5xi1>
    %437 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %438 = "stablehlo.broadcast_in_dim"(%437) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x5x5xf32>
    %439 = "stablehlo.select"(%436, %433, %438) : (tensor<3x5x5xi1>, tensor<3x5x5xf32>, tensor<3x5x5xf32>) -> tensor<3x5x5xf32>
    %440 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %441 = "stablehlo.reduce"(%439, %440) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %505 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%505) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<3x5x5xf32>, tensor<f32>) -> tensor<3x5xf32>
    %442 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %443 = "stablehlo.broadcast_in_dim"(%442) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %444 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %445 = "stablehlo.broadcast_in_dim"(%444) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %446 = "stablehlo.compare"(%19#1, %445) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %447 = "stablehlo.convert"(%446) : (tensor<3xi1>) -> tensor<3xi64>
    %448 = "stablehlo.add"(%443, %447) : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %449 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %450 = "stablehlo.broadcast_in_dim"(%449) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %451 = "stablehlo.compare"(%105#1, %450) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %452 = "stablehlo.convert"(%451) : (tensor<3xi1>) -> tensor<3xi64>
    %453 = "stablehlo.add"(%448, %452) : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %454 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %455 = "stablehlo.broadcast_in_dim"(%454) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %456 = "stablehlo.compare"(%190#1, %455) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %457 = "stablehlo.convert"(%456) : (tensor<3xi1>) -> tensor<3xi64>
    %458 = "stablehlo.add"(%453, %457) : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %459 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
    %460 = "stablehlo.broadcast_in_dim"(%459) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %461 = "stablehlo.compare"(%275#1, %460) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %462 = "stablehlo.convert"(%461) : (tensor<3xi1>) -> tensor<3xi64>
    %463 = "stablehlo.add"(%458, %462) : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %464 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %465 = "stablehlo.broadcast_in_dim"(%464) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %466 = "stablehlo.compare"(%360#1, %465) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %467 = "stablehlo.convert"(%466) : (tensor<3xi1>) -> tensor<3xi64>
    %468 = "stablehlo.add"(%463, %467) : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %469 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %470 = "stablehlo.broadcast_in_dim"(%469) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %471 = "stablehlo.remainder"(%468, %470) : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %472 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %473 = "stablehlo.broadcast_in_dim"(%472) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %474 = "stablehlo.compare"(%471, %473) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %475 = "stablehlo.constant"() {value = dense<-1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %476 = "stablehlo.broadcast_in_dim"(%475) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %477 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %478 = "stablehlo.broadcast_in_dim"(%477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %479 = "stablehlo.select"(%474, %476, %478) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %480 = "stablehlo.slice"(%441) {limit_indices = array<i64: 3, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<3x5xf32>) -> tensor<3x1xf32>
    %481 = "stablehlo.reshape"(%480) : (tensor<3x1xf32>) -> tensor<3xf32>
    %482 = "stablehlo.multiply"(%479, %481) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %483 = "stablehlo.slice"(%441) {limit_indices = array<i64: 3, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>} : (tensor<3x5xf32>) -> tensor<3x1xf32>
    %484 = "stablehlo.reshape"(%483) : (tensor<3x1xf32>) -> tensor<3xf32>
    %485 = "stablehlo.multiply"(%482, %484) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %486 = "stablehlo.slice"(%441) {limit_indices = array<i64: 3, 3>, start_indices = array<i64: 0, 2>, strides = array<i64: 1, 1>} : (tensor<3x5xf32>) -> tensor<3x1xf32>
    %487 = "stablehlo.reshape"(%486) : (tensor<3x1xf32>) -> tensor<3xf32>
    %488 = "stablehlo.multiply"(%485, %487) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %489 = "stablehlo.slice"(%441) {limit_indices = array<i64: 3, 4>, start_indices = array<i64: 0, 3>, strides = array<i64: 1, 1>} : (tensor<3x5xf32>) -> tensor<3x1xf32>
    %490 = "stablehlo.reshape"(%489) : (tensor<3x1xf32>) -> tensor<3xf32>
    %491 = "stablehlo.multiply"(%488, %490) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %492 = "stablehlo.slice"(%441) {limit_indices = array<i64: 3, 5>, start_indices = array<i64: 0, 4>, strides = array<i64: 1, 1>} : (tensor<3x5xf32>) -> tensor<3x1xf32>
    %493 = "stablehlo.reshape"(%492) : (tensor<3x1xf32>) -> tensor<3xf32>
    %494 = "stablehlo.multiply"(%491, %493) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %495 = "stablehlo.reshape"(%19#1) : (tensor<3xi64>) -> tensor<3x1xi64>
    %496 = "stablehlo.reshape"(%105#1) : (tensor<3xi64>) -> tensor<3x1xi64>
    %497 = "stablehlo.reshape"(%190#1) : (tensor<3xi64>) -> tensor<3x1xi64>
    %498 = "stablehlo.reshape"(%275#1) : (tensor<3xi64>) -> tensor<3x1xi64>
    %499 = "stablehlo.reshape"(%360#1) : (tensor<3xi64>) -> tensor<3x1xi64>
    %500 = "stablehlo.concatenate"(%495, %496, %497, %498, %499) {dimension = 1 : i64} : (tensor<3x1xi64>, tensor<3x1xi64>, tensor<3x1xi64>, tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x5xi64>
    %501 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %502 = "stablehlo.broadcast_in_dim"(%501) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x5xi64>
    %503 = "stablehlo.add"(%500, %502) : (tensor<3x5xi64>, tensor<3x5xi64>) -> tensor<3x5xi64>
    %504 = "stablehlo.convert"(%503) : (tensor<3x5xi64>) -> tensor<3x5xi32>
    return %494, %433, %504 : tensor<3xf32>, tensor<3x5x5xf32>, tensor<3x5xi32>
  }
}
