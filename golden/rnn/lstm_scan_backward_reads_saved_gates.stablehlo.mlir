module {
  func.func @main(%arg0: tensor<4x2x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<2x3xf32>, %arg3: tensor<2x3xf32>, %arg4: tensor<12x3xf32>, %arg5: tensor<4x2x3xf32>, %arg6: tensor<4x2x12xf32>) -> (tensor<4x2x12xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<4x2x3xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x2x12xf32>
    %2 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x2x3xf32>
    %4 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %5:10 = "stablehlo.while"(%4, %arg1, %arg2, %1, %3, %arg0, %arg3, %arg4, %arg5, %arg6) ({
    ^bb0(%arg7: tensor<i64>, %arg8: tensor<2x3xf32>, %arg9: tensor<2x3xf32>, %arg10: tensor<4x2x12xf32>, %arg11: tensor<4x2x3xf32>, %arg12: tensor<4x2x3xf32>, %arg13: tensor<2x3xf32>, %arg14: tensor<12x3xf32>, %arg15: tensor<4x2x3xf32>, %arg16: tensor<4x2x12xf32>):
      %6 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
      %7 = "stablehlo.compare"(%arg7, %6) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%7) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg7: tensor<i64>, %arg8: tensor<2x3xf32>, %arg9: tensor<2x3xf32>, %arg10: tensor<4x2x12xf32>, %arg11: tensor<4x2x3xf32>, %arg12: tensor<4x2x3xf32>, %arg13: tensor<2x3xf32>, %arg14: tensor<12x3xf32>, %arg15: tensor<4x2x3xf32>, %arg16: tensor<4x2x12xf32>):
      %6 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
      %7 = "stablehlo.subtract"(%6, %arg7) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %8 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
      %9 = "stablehlo.dynamic_slice"(%arg12, %7, %8, %8) {slice_sizes = array<i64: 1, 2, 3>} : (tensor<4x2x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<1x2x3xf32>
      %10 = "stablehlo.reshape"(%9) : (tensor<1x2x3xf32>) -> tensor<2x3xf32>
      %11 = "stablehlo.add"(%10, %arg8) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %12 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
      %13 = "stablehlo.dynamic_slice"(%arg16, %7, %12, %12) {slice_sizes = array<i64: 1, 2, 12>} : (tensor<4x2x12xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<1x2x12xf32>
      %14 = "stablehlo.reshape"(%13) : (tensor<1x2x12xf32>) -> tensor<2x12xf32>
      %15 = "stablehlo.slice"(%14) {limit_indices = array<i64: 2, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<2x12xf32>) -> tensor<2x3xf32>
      %16 = "stablehlo.slice"(%14) {limit_indices = array<i64: 2, 6>, start_indices = array<i64: 0, 3>, strides = array<i64: 1, 1>} : (tensor<2x12xf32>) -> tensor<2x3xf32>
      %17 = "stablehlo.slice"(%14) {limit_indices = array<i64: 2, 9>, start_indices = array<i64: 0, 6>, strides = array<i64: 1, 1>} : (tensor<2x12xf32>) -> tensor<2x3xf32>
      %18 = "stablehlo.slice"(%14) {limit_indices = array<i64: 2, 12>, start_indices = array<i64: 0, 9>, strides = array<i64: 1, 1>} : (tensor<2x12xf32>) -> tensor<2x3xf32>
      %19 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
      %20 = "stablehlo.dynamic_slice"(%arg15, %7, %19, %19) {slice_sizes = array<i64: 1, 2, 3>} : (tensor<4x2x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<1x2x3xf32>
      %21 = "stablehlo.reshape"(%20) : (tensor<1x2x3xf32>) -> tensor<2x3xf32>
      %22 = "stablehlo.tanh"(%21) : (tensor<2x3xf32>) -> tensor<2x3xf32>
      %23 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
      %24 = "stablehlo.subtract"(%7, %23) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %25 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
      %26 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
      %27 = "stablehlo.clamp"(%25, %24, %26) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
      %28 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
      %29 = "stablehlo.compare"(%7, %28) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %30 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
      %31 = "stablehlo.dynamic_slice"(%arg15, %27, %30, %30) {slice_sizes = array<i64: 1, 2, 3>} : (tensor<4x2x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<1x2x3xf32>
      %32 = "stablehlo.reshape"(%31) : (tensor<1x2x3xf32>) -> tensor<2x3xf32>
      %33 = "stablehlo.select"(%29, %arg13, %32) : (tensor<i1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %34 = "stablehlo.multiply"(%22, %22) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %35 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
      %36 = "stablehlo.broadcast_in_dim"(%35) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x3xf32>
      %37 = "stablehlo.subtract"(%36, %34) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %38 = "stablehlo.multiply"(%11, %18) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %39 = "stablehlo.multiply"(%38, %37) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %40 = "stablehlo.add"(%arg9, %39) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %41 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
      %42 = "stablehlo.broadcast_in_dim"(%41) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x3xf32>
      %43 = "stablehlo.subtract"(%42, %15) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %44 = "stablehlo.multiply"(%15, %43) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %45 = "stablehlo.multiply"(%40, %17) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %46 = "stablehlo.multiply"(%45, %44) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %47 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
      %48 = "stablehlo.broadcast_in_dim"(%47) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x3xf32>
      %49 = "stablehlo.subtract"(%48, %16) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %50 = "stablehlo.multiply"(%16, %49) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %51 = "stablehlo.multiply"(%40, %33) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %52 = "stablehlo.multiply"(%51, %50) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %53 = "stablehlo.multiply"(%17, %17) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %54 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
      %55 = "stablehlo.broadcast_in_dim"(%54) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x3xf32>
      %56 = "stablehlo.subtract"(%55, %53) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %57 = "stablehlo.multiply"(%40, %15) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %58 = "stablehlo.multiply"(%57, %56) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %59 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
      %60 = "stablehlo.broadcast_in_dim"(%59) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x3xf32>
      %61 = "stablehlo.subtract"(%60, %18) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %62 = "stablehlo.multiply"(%18, %61) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %63 = "stablehlo.multiply"(%11, %22) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %64 = "stablehlo.multiply"(%63, %62) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %65 = "stablehlo.concatenate"(%46, %52, %58, %64) {dimension = 1 : i64} : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x12xf32>
      %66 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
      %67 = "stablehlo.add"(%arg7, %66) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %68 = "stablehlo.dot_general"(%65, %arg14) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x12xf32>, tensor<12x3xf32>) -> tensor<2x3xf32>
      %69 = "stablehlo.multiply"(%40, %16) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %70 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
      %71 = "stablehlo.reshape"(%65) : (tensor<2x12xf32>) -> tensor<1x2x12xf32>
      %72 = "stablehlo.dynamic_update_slice"(%arg10, %71, %7, %70, %70) : (tensor<4x2x12xf32>, tensor<1x2x12xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<4x2x12xf32>
      %73 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
      %74 = "stablehlo.reshape"(%11) : (tensor<2x3xf32>) -> tensor<1x2x3xf32>
      %75 = "stablehlo.dynamic_update_slice"(%arg11, %74, %7, %73, %73) : (tensor<4x2x3xf32>, tensor<1x2x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<4x2x3xf32>
      "stablehlo.return"(%67, %68, %69, %72, %75, %arg12, %arg13, %arg14, %arg15, %arg16) : (tensor<i64>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<4x2x12xf32>, tensor<4x2x3xf32>, tensor<4x2x3xf32>, tensor<2x3xf32>, tensor<12x3xf32>, tensor<4x2x3xf32>, tensor<4x2x12xf32>) -> ()
    }) : (tensor<i64>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<4x2x12xf32>, tensor<4x2x3xf32>, tensor<4x2x3xf32>, tensor<2x3xf32>, tensor<12x3xf32>, tensor<4x2x3xf32>, tensor<4x2x12xf32>) -> (tensor<i64>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<4x2x12xf32>, tensor<4x2x3xf32>, tensor<4x2x3xf32>, tensor<2x3xf32>, tensor<12x3xf32>, tensor<4x2x3xf32>, tensor<4x2x12xf32>)
    return %5#3, %5#1, %5#2, %5#4 : tensor<4x2x12xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<4x2x3xf32>
  }
}
