module {
  func.func @main(%arg0: tensor<1x4xf32>, %arg1: tensor<8x4xf32>, %arg2: tensor<1x4xf32>, %arg3: tensor<8x4xf32>, %arg4: tensor<1x4xf32>, %arg5: tensor<i64>) -> (tensor<1x4xf32>, tensor<2xi1>) {
    %0 = "stablehlo.concatenate"(%arg1, %arg2) {dimension = 0 : i64} : (tensor<8x4xf32>, tensor<1x4xf32>) -> tensor<9x4xf32>
    %1 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<9xi64>
    %2 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<9xi64>
    %4 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<9xi64>
    %6 = "stablehlo.multiply"(%1, %5) : (tensor<9xi64>, tensor<9xi64>) -> tensor<9xi64>
    %7 = "stablehlo.add"(%3, %6) : (tensor<9xi64>, tensor<9xi64>) -> tensor<9xi64>
    %8 = "stablehlo.constant"() {value = dense<-1> : tensor<i64>} : () -> tensor<i64>
    %9 = "stablehlo.multiply"(%arg5, %8) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %10 = "stablehlo.constant"() {value = dense<8> : tensor<i64>} : () -> tensor<i64>
    %11 = "stablehlo.add"(%9, %10) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %12 = "stablehlo.broadcast_in_dim"(%arg5) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<9xi64>
    %13 = "stablehlo.compare"(%7, %12) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<9xi64>, tensor<9xi64>) -> tensor<9xi1>
    %14 = "stablehlo.convert"(%13) : (tensor<9xi1>) -> tensor<9xi64>
    %15 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<9xi64>
    %16 = "stablehlo.multiply"(%14, %15) : (tensor<9xi64>, tensor<9xi64>) -> tensor<9xi64>
    %17 = "stablehlo.add"(%7, %16) : (tensor<9xi64>, tensor<9xi64>) -> tensor<9xi64>
    %18 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %19 = "stablehlo.add"(%arg5, %18) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %20 = "stablehlo.constant"() {value = dense<8> : tensor<i64>} : () -> tensor<i64>
    %21 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<9xi64>
    %22 = "stablehlo.minimum"(%17, %21) : (tensor<9xi64>, tensor<9xi64>) -> tensor<9xi64>
    %23 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %24 = "stablehlo.broadcast_in_dim"(%23) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<9xi64>
    %25 = "stablehlo.constant"() {value = dense<9> : tensor<i64>} : () -> tensor<i64>
    %26 = "stablehlo.broadcast_in_dim"(%25) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<9xi64>
    %27 = "stablehlo.compare"(%22, %24) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<9xi64>, tensor<9xi64>) -> tensor<9xi1>
    %28 = "stablehlo.compare"(%22, %26) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<9xi64>, tensor<9xi64>) -> tensor<9xi1>
    %29 = "stablehlo.or"(%27, %28) : (tensor<9xi1>, tensor<9xi1>) -> tensor<9xi1>
    %30 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %31 = "stablehlo.reduce"(%29, %30) ({
    ^bb0(%arg6: tensor<i1>, %arg7: tensor<i1>):
      %92 = "stablehlo.or"(%arg6, %arg7) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%92) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<9xi1>, tensor<i1>) -> tensor<i1>
    %32 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %33 = "stablehlo.broadcast_in_dim"(%32) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<9xi64>
    %34 = "stablehlo.compare"(%22, %33) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<9xi64>, tensor<9xi64>) -> tensor<9xi1>
    %35 = "stablehlo.constant"() {value = dense<9> : tensor<i64>} : () -> tensor<i64>
    %36 = "stablehlo.broadcast_in_dim"(%35) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<9xi64>
    %37 = "stablehlo.add"(%22, %36) : (tensor<9xi64>, tensor<9xi64>) -> tensor<9xi64>
    %38 = "stablehlo.select"(%34, %37, %22) : (tensor<9xi1>, tensor<9xi64>, tensor<9xi64>) -> tensor<9xi64>
    %39 = "stablehlo.reshape"(%38) : (tensor<9xi64>) -> tensor<9x1xi64>
    %40 = "stablehlo.gather"(%0, %39) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>} : (tensor<9x4xf32>, tensor<9x1xi64>) -> tensor<9x4xf32>
    %41 = "stablehlo.transpose"(%40) {permutation = array<i64: 1, 0>} : (tensor<9x4xf32>) -> tensor<4x9xf32>
    %42 = "stablehlo.dot_general"(%arg0, %41) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x4xf32>, tensor<4x9xf32>) -> tensor<1x9xf32>
    %43 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %44 = "stablehlo.broadcast_in_dim"(%43) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x9xf32>
    %45 = "stablehlo.divide"(%42, %44) : (tensor<1x9xf32>, tensor<1x9xf32>) -> tensor<1x9xf32>
    %46 = "stablehlo.concatenate"(%arg3, %arg4) {dimension = 0 : i64} : (tensor<8x4xf32>, tensor<1x4xf32>) -> tensor<9x4xf32>
    %47 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %48 = "stablehlo.broadcast_in_dim"(%47) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<9xi64>
    %49 = "stablehlo.constant"() {value = dense<9> : tensor<i64>} : () -> tensor<i64>
    %50 = "stablehlo.broadcast_in_dim"(%49) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<9xi64>
    %51 = "stablehlo.compare"(%22, %48) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<9xi64>, tensor<9xi64>) -> tensor<9xi1>
    %52 = "stablehlo.compare"(%22, %50) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<9xi64>, tensor<9xi64>) -> tensor<9xi1>
    %53 = "stablehlo.or"(%51, %52) : (tensor<9xi1>, tensor<9xi1>) -> tensor<9xi1>
    %54 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %55 = "stablehlo.reduce"(%53, %54) ({
    ^bb0(%arg6: tensor<i1>, %arg7: tensor<i1>):
      %92 = "stablehlo.or"(%arg6, %arg7) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%92) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<9xi1>, tensor<i1>) -> tensor<i1>
    %56 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %57 = "stablehlo.broadcast_in_dim"(%56) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<9xi64>
    %58 = "stablehlo.compare"(%22, %57) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<9xi64>, tensor<9xi64>) -> tensor<9xi1>
    %59 = "stablehlo.constant"() {value = dense<9> : tensor<i64>} : () -> tensor<i64>
    %60 = "stablehlo.broadcast_in_dim"(%59) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<9xi64>
    %61 = "stablehlo.add"(%22, %60) : (tensor<9xi64>, tensor<9xi64>) -> tensor<9xi64>
    %62 = "stablehlo.select"(%58, %61, %22) : (tensor<9xi1>, tensor<9xi64>, tensor<9xi64>) -> tensor<9xi64>
    %63 = "stablehlo.reshape"(%62) : (tensor<9xi64>) -> tensor<9x1xi64>
    %64 = "stablehlo.gather"(%46, %63) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>} : (tensor<9x4xf32>, tensor<9x1xi64>) -> tensor<9x4xf32>
    %65 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<9xi64>
    %66 = "stablehlo.compare"(%7, %65) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<9xi64>, tensor<9xi64>) -> tensor<9xi1>
    %67 = "stablehlo.reshape"(%66) : (tensor<9xi1>) -> tensor<1x9xi1>
    %68 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %69 = "stablehlo.broadcast_in_dim"(%68) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x9xf32>
    %70 = "stablehlo.select"(%67, %45, %69) : (tensor<1x9xi1>, tensor<1x9xf32>, tensor<1x9xf32>) -> tensor<1x9xf32>
    %71 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %72 = "stablehlo.reduce"(%70, %71) ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %92 = "stablehlo.maximum"(%arg6, %arg7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%92) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x9xf32>, tensor<f32>) -> tensor<1xf32>
    %73 = "stablehlo.broadcast_in_dim"(%72) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x9xf32>
    %74 = "stablehlo.subtract"(%70, %73) : (tensor<1x9xf32>, tensor<1x9xf32>) -> tensor<1x9xf32>
    %75 = "stablehlo.exponential"(%74) : (tensor<1x9xf32>) -> tensor<1x9xf32>
    %76 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %77 = "stablehlo.reduce"(%75, %76) ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %92 = "stablehlo.add"(%arg6, %arg7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%92) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x9xf32>, tensor<f32>) -> tensor<1xf32>
    %78 = "stablehlo.broadcast_in_dim"(%77) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x9xf32>
    %79 = "stablehlo.divide"(%75, %78) : (tensor<1x9xf32>, tensor<1x9xf32>) -> tensor<1x9xf32>
    %80 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %81 = "stablehlo.broadcast_in_dim"(%80) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x9xf32>
    %82 = "stablehlo.select"(%67, %79, %81) : (tensor<1x9xi1>, tensor<1x9xf32>, tensor<1x9xf32>) -> tensor<1x9xf32>
    %83 = "stablehlo.reshape"(%66) : (tensor<9xi1>) -> tensor<9x1xi1>
    %84 = "stablehlo.reshape"(%83) : (tensor<9x1xi1>) -> tensor<9xi1>
    %85 = "stablehlo.broadcast_in_dim"(%84) {broadcast_dimensions = array<i64: 0>} : (tensor<9xi1>) -> tensor<9x4xi1>
    %86 = "stablehlo.broadcast_in_dim"(%80) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<9x4xf32>
    %87 = "stablehlo.select"(%85, %64, %86) : (tensor<9x4xi1>, tensor<9x4xf32>, tensor<9x4xf32>) -> tensor<9x4xf32>
    %88 = "stablehlo.dot_general"(%82, %87) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x9xf32>, tensor<9x4xf32>) -> tensor<1x4xf32>
    %89 = "stablehlo.reshape"(%31) : (tensor<i1>) -> tensor<1xi1>
    %90 = "stablehlo.reshape"(%55) : (tensor<i1>) -> tensor<1xi1>
    %91 = "stablehlo.concatenate"(%89, %90) {dimension = 0 : i64} : (tensor<1xi1>, tensor<1xi1>) -> tensor<2xi1>
    return %88, %91 : tensor<1x4xf32>, tensor<2xi1>
  }
}
