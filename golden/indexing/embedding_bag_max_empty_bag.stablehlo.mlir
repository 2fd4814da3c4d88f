module {
  func.func @main(%arg0: tensor<6x3xf32>, %arg1: tensor<5xi64>, %arg2: tensor<3xi64>) -> (tensor<3x3xf32>, tensor<5xi64>, tensor<3xi64>, tensor<3x3xi64>, tensor<1xi1>) {
    %0 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<5x3xi64>
    %1 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 1>} : (tensor<3xi64>) -> tensor<5x3xi64>
    %2 = "stablehlo.compare"(%1, %0) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<5x3xi64>, tensor<5x3xi64>) -> tensor<5x3xi1>
    %3 = "stablehlo.convert"(%2) : (tensor<5x3xi1>) -> tensor<5x3xi64>
    %4 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %5 = "stablehlo.reduce"(%3, %4) ({
    ^bb0(%arg3: tensor<i64>, %arg4: tensor<i64>):
      %57 = "stablehlo.add"(%arg3, %arg4) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%57) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<5x3xi64>, tensor<i64>) -> tensor<5xi64>
    %6 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %7 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<5xi64>
    %8 = "stablehlo.subtract"(%5, %7) : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %9 = "stablehlo.constant"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<5xi1>
    %11 = "stablehlo.broadcast_in_dim"(%8) {broadcast_dimensions = array<i64: 1>} : (tensor<5xi64>) -> tensor<3x5xi64>
    %12 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3x5xi64>
    %13 = "stablehlo.compare"(%11, %12) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x5xi64>, tensor<3x5xi64>) -> tensor<3x5xi1>
    %14 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64: 1>} : (tensor<5xi1>) -> tensor<3x5xi1>
    %15 = "stablehlo.and"(%13, %14) : (tensor<3x5xi1>, tensor<3x5xi1>) -> tensor<3x5xi1>
    %16 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %17 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<5xi64>
    %18 = "stablehlo.constant"() {value = dense<6> : tensor<i64>} : () -> tensor<i64>
    %19 = "stablehlo.broadcast_in_dim"(%18) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<5xi64>
    %20 = "stablehlo.compare"(%arg1, %17) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi1>
    %21 = "stablehlo.compare"(%arg1, %19) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi1>
    %22 = "stablehlo.or"(%20, %21) : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %23 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %24 = "stablehlo.reduce"(%22, %23) ({
    ^bb0(%arg3: tensor<i1>, %arg4: tensor<i1>):
      %57 = "stablehlo.or"(%arg3, %arg4) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%57) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<5xi1>, tensor<i1>) -> tensor<i1>
    %25 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %26 = "stablehlo.broadcast_in_dim"(%25) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<5xi64>
    %27 = "stablehlo.compare"(%arg1, %26) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi1>
    %28 = "stablehlo.constant"() {value = dense<6> : tensor<i64>} : () -> tensor<i64>
    %29 = "stablehlo.broadcast_in_dim"(%28) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<5xi64>
    %30 = "stablehlo.add"(%arg1, %29) : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %31 = "stablehlo.select"(%27, %30, %arg1) : (tensor<5xi1>, tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %32 = "stablehlo.reshape"(%31) : (tensor<5xi64>) -> tensor<5x1xi64>
    %33 = "stablehlo.gather"(%arg0, %32) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>} : (tensor<6x3xf32>, tensor<5x1xi64>) -> tensor<5x3xf32>
    %34 = "stablehlo.convert"(%15) : (tensor<3x5xi1>) -> tensor<3x5xi64>
    %35 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %36 = "stablehlo.reduce"(%34, %35) ({
    ^bb0(%arg3: tensor<i64>, %arg4: tensor<i64>):
      %57 = "stablehlo.add"(%arg3, %arg4) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%57) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3x5xi64>, tensor<i64>) -> tensor<3xi64>
    %37 = "stablehlo.broadcast_in_dim"(%33) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x3xf32>) -> tensor<3x5x3xf32>
    %38 = "stablehlo.broadcast_in_dim"(%15) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<3x5xi1>) -> tensor<3x5x3xi1>
    %39 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %40 = "stablehlo.broadcast_in_dim"(%39) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x5x3xf32>
    %41 = "stablehlo.select"(%38, %37, %40) : (tensor<3x5x3xi1>, tensor<3x5x3xf32>, tensor<3x5x3xf32>) -> tensor<3x5x3xf32>
    %42 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 1>} : (tensor<5xi64>) -> tensor<3x5x3xi64>
    %43 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %44 = "stablehlo.constant"() {value = dense<-1> : tensor<i64>} : () -> tensor<i64>
    %45:2 = "stablehlo.reduce"(%41, %42, %43, %44) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<i64>, %arg5: tensor<f32>, %arg6: tensor<i64>):
      %57 = "stablehlo.compare"(%arg3, %arg5) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %58 = "stablehlo.compare"(%arg3, %arg5) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %59 = "stablehlo.compare"(%arg4, %arg6) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %60 = "stablehlo.and"(%58, %59) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %61 = "stablehlo.compare"(%arg3, %arg3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %62 = "stablehlo.compare"(%arg5, %arg5) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %63 = "stablehlo.not"(%62) : (tensor<i1>) -> tensor<i1>
      %64 = "stablehlo.and"(%61, %63) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %65 = "stablehlo.or"(%57, %64) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %66 = "stablehlo.and"(%61, %62) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %67 = "stablehlo.and"(%66, %59) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %68 = "stablehlo.or"(%60, %67) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %69 = "stablehlo.or"(%65, %68) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %70 = "stablehlo.select"(%69, %arg3, %arg5) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %71 = "stablehlo.select"(%69, %arg4, %arg6) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%70, %71) : (tensor<f32>, tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3x5x3xf32>, tensor<3x5x3xi64>, tensor<f32>, tensor<i64>) -> (tensor<3x3xf32>, tensor<3x3xi64>)
    %46 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %47 = "stablehlo.broadcast_in_dim"(%46) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %48 = "stablehlo.compare"(%36, %47) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %49 = "stablehlo.broadcast_in_dim"(%48) {broadcast_dimensions = array<i64: 0>} : (tensor<3xi1>) -> tensor<3x3xi1>
    %50 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %51 = "stablehlo.broadcast_in_dim"(%50) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3xf32>
    %52 = "stablehlo.select"(%49, %51, %45#0) : (tensor<3x3xi1>, tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %53 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %54 = "stablehlo.broadcast_in_dim"(%53) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x3xi64>
    %55 = "stablehlo.select"(%49, %54, %45#1) : (tensor<3x3xi1>, tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi64>
    %56 = "stablehlo.reshape"(%24) : (tensor<i1>) -> tensor<1xi1>
    return %52, %8, %36, %55, %56 : tensor<3x3xf32>, tensor<5xi64>, tensor<3xi64>, tensor<3x3xi64>, tensor<1xi1>
  }
}
