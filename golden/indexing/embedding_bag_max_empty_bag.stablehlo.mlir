module {
  func.func @main(%arg0: tensor<6x3xf32>, %arg1: tensor<5xi64>, %arg2: tensor<3xi64>) -> (tensor<3x3xf32>, tensor<5xi64>, tensor<3xi64>, tensor<3x3xi64>) {
    %0 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<5x3xi64>
    %1 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 1>} : (tensor<3xi64>) -> tensor<5x3xi64>
    %2 = "stablehlo.compare"(%1, %0) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<5x3xi64>, tensor<5x3xi64>) -> tensor<5x3xi1>
    %3 = "stablehlo.convert"(%2) : (tensor<5x3xi1>) -> tensor<5x3xi64>
    %4 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %5 = "stablehlo.reduce"(%3, %4) ({
    ^bb0(%arg3: tensor<i64>, %arg4: tensor<i64>):
      %47 = "stablehlo.add"(%arg3, %arg4) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%47) : (tensor<i64>) -> ()
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
    %18 = "stablehlo.compare"(%arg1, %17) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi1>
    %19 = "stablehlo.constant"() {value = dense<6> : tensor<i64>} : () -> tensor<i64>
    %20 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<5xi64>
    %21 = "stablehlo.add"(%arg1, %20) : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %22 = "stablehlo.select"(%18, %21, %arg1) : (tensor<5xi1>, tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %23 = "stablehlo.reshape"(%22) : (tensor<5xi64>) -> tensor<5x1xi64>
    %24 = "stablehlo.gather"(%arg0, %23) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>} : (tensor<6x3xf32>, tensor<5x1xi64>) -> tensor<5x3xf32>
    %25 = "stablehlo.convert"(%15) : (tensor<3x5xi1>) -> tensor<3x5xi64>
    %26 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %27 = "stablehlo.reduce"(%25, %26) ({
    ^bb0(%arg3: tensor<i64>, %arg4: tensor<i64>):
      %47 = "stablehlo.add"(%arg3, %arg4) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%47) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3x5xi64>, tensor<i64>) -> tensor<3xi64>
    %28 = "stablehlo.broadcast_in_dim"(%24) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x3xf32>) -> tensor<3x5x3xf32>
    %29 = "stablehlo.broadcast_in_dim"(%15) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<3x5xi1>) -> tensor<3x5x3xi1>
    %30 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %31 = "stablehlo.broadcast_in_dim"(%30) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x5x3xf32>
    %32 = "stablehlo.select"(%29, %28, %31) : (tensor<3x5x3xi1>, tensor<3x5x3xf32>, tensor<3x5x3xf32>) -> tensor<3x5x3xf32>
    %33 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 1>} : (tensor<5xi64>) -> tensor<3x5x3xi64>
    %34 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %35 = "stablehlo.constant"() {value = dense<-1> : tensor<i64>} : () -> tensor<i64>
    %36:2 = "stablehlo.reduce"(%32, %33, %34, %35) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<i64>, %arg5: tensor<f32>, %arg6: tensor<i64>):
      %47 = "stablehlo.compare"(%arg3, %arg5) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %48 = "stablehlo.compare"(%arg3, %arg5) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %49 = "stablehlo.compare"(%arg4, %arg6) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %50 = "stablehlo.and"(%48, %49) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %51 = "stablehlo.compare"(%arg3, %arg3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %52 = "stablehlo.compare"(%arg5, %arg5) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %53 = "stablehlo.not"(%52) : (tensor<i1>) -> tensor<i1>
      %54 = "stablehlo.and"(%51, %53) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %55 = "stablehlo.or"(%47, %54) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %56 = "stablehlo.and"(%51, %52) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %57 = "stablehlo.and"(%56, %49) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %58 = "stablehlo.or"(%50, %57) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %59 = "stablehlo.or"(%55, %58) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %60 = "stablehlo.select"(%59, %arg3, %arg5) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %61 = "stablehlo.select"(%59, %arg4, %arg6) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%60, %61) : (tensor<f32>, tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3x5x3xf32>, tensor<3x5x3xi64>, tensor<f32>, tensor<i64>) -> (tensor<3x3xf32>, tensor<3x3xi64>)
    %37 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %38 = "stablehlo.broadcast_in_dim"(%37) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %39 = "stablehlo.compare"(%27, %38) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %40 = "stablehlo.broadcast_in_dim"(%39) {broadcast_dimensions = array<i64: 0>} : (tensor<3xi1>) -> tensor<3x3xi1>
    %41 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %42 = "stablehlo.broadcast_in_dim"(%41) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3xf32>
    %43 = "stablehlo.select"(%40, %42, %36#0) : (tensor<3x3xi1>, tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %44 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %45 = "stablehlo.broadcast_in_dim"(%44) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x3xi64>
    %46 = "stablehlo.select"(%40, %45, %36#1) : (tensor<3x3xi1>, tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi64>
    return %43, %8, %27, %46 : tensor<3x3xf32>, tensor<5xi64>, tensor<3xi64>, tensor<3x3xi64>
  }
}
