module {
  func.func @main(%arg0: tensor<12x2xf32>, %arg1: tensor<3xf32>, %arg2: tensor<4xf32>) -> tensor<2x3xf32> {
    %0 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<12xi64>
    %2 = "stablehlo.constant"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<12xi1>
    %4 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 12, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<12x2xf32>) -> tensor<12x1xf32>
    %5 = "stablehlo.reshape"(%4) : (tensor<12x1xf32>) -> tensor<12xf32>
    %6 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<12x3xf32>
    %7 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64: 0>} : (tensor<12xf32>) -> tensor<12x3xf32>
    %8 = "stablehlo.compare"(%6, %7) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<12x3xf32>, tensor<12x3xf32>) -> tensor<12x3xi1>
    %9 = "stablehlo.convert"(%8) : (tensor<12x3xi1>) -> tensor<12x3xi64>
    %10 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %11 = "stablehlo.reduce"(%9, %10) ({
    ^bb0(%arg3: tensor<i64>, %arg4: tensor<i64>):
      %75 = "stablehlo.add"(%arg3, %arg4) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%75) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<12x3xi64>, tensor<i64>) -> tensor<12xi64>
    %12 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %13 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<12xi64>
    %14 = "stablehlo.subtract"(%11, %13) : (tensor<12xi64>, tensor<12xi64>) -> tensor<12xi64>
    %15 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %16 = "stablehlo.broadcast_in_dim"(%15) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<12xi64>
    %17 = "stablehlo.minimum"(%14, %16) : (tensor<12xi64>, tensor<12xi64>) -> tensor<12xi64>
    %18 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>} : (tensor<3xf32>) -> tensor<1xf32>
    %19 = "stablehlo.reshape"(%18) : (tensor<1xf32>) -> tensor<f32>
    %20 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %21 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<3xf32>) -> tensor<1xf32>
    %22 = "stablehlo.reshape"(%21) : (tensor<1xf32>) -> tensor<f32>
    %23 = "stablehlo.broadcast_in_dim"(%22) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %24 = "stablehlo.compare"(%5, %20) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %25 = "stablehlo.compare"(%5, %23) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %26 = "stablehlo.and"(%24, %25) : (tensor<12xi1>, tensor<12xi1>) -> tensor<12xi1>
    %27 = "stablehlo.and"(%3, %26) : (tensor<12xi1>, tensor<12xi1>) -> tensor<12xi1>
    %28 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %29 = "stablehlo.broadcast_in_dim"(%28) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<12xi64>
    %30 = "stablehlo.multiply"(%1, %29) : (tensor<12xi64>, tensor<12xi64>) -> tensor<12xi64>
    %31 = "stablehlo.add"(%30, %17) : (tensor<12xi64>, tensor<12xi64>) -> tensor<12xi64>
    %32 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 12, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>} : (tensor<12x2xf32>) -> tensor<12x1xf32>
    %33 = "stablehlo.reshape"(%32) : (tensor<12x1xf32>) -> tensor<12xf32>
    %34 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<12x4xf32>
    %35 = "stablehlo.broadcast_in_dim"(%33) {broadcast_dimensions = array<i64: 0>} : (tensor<12xf32>) -> tensor<12x4xf32>
    %36 = "stablehlo.compare"(%34, %35) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<12x4xf32>, tensor<12x4xf32>) -> tensor<12x4xi1>
    %37 = "stablehlo.convert"(%36) : (tensor<12x4xi1>) -> tensor<12x4xi64>
    %38 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %39 = "stablehlo.reduce"(%37, %38) ({
    ^bb0(%arg3: tensor<i64>, %arg4: tensor<i64>):
      %75 = "stablehlo.add"(%arg3, %arg4) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%75) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<12x4xi64>, tensor<i64>) -> tensor<12xi64>
    %40 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %41 = "stablehlo.broadcast_in_dim"(%40) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<12xi64>
    %42 = "stablehlo.subtract"(%39, %41) : (tensor<12xi64>, tensor<12xi64>) -> tensor<12xi64>
    %43 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %44 = "stablehlo.broadcast_in_dim"(%43) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<12xi64>
    %45 = "stablehlo.minimum"(%42, %44) : (tensor<12xi64>, tensor<12xi64>) -> tensor<12xi64>
    %46 = "stablehlo.slice"(%arg2) {limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>} : (tensor<4xf32>) -> tensor<1xf32>
    %47 = "stablehlo.reshape"(%46) : (tensor<1xf32>) -> tensor<f32>
    %48 = "stablehlo.broadcast_in_dim"(%47) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %49 = "stablehlo.slice"(%arg2) {limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<4xf32>) -> tensor<1xf32>
    %50 = "stablehlo.reshape"(%49) : (tensor<1xf32>) -> tensor<f32>
    %51 = "stablehlo.broadcast_in_dim"(%50) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %52 = "stablehlo.compare"(%33, %48) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %53 = "stablehlo.compare"(%33, %51) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %54 = "stablehlo.and"(%52, %53) : (tensor<12xi1>, tensor<12xi1>) -> tensor<12xi1>
    %55 = "stablehlo.and"(%27, %54) : (tensor<12xi1>, tensor<12xi1>) -> tensor<12xi1>
    %56 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
    %57 = "stablehlo.broadcast_in_dim"(%56) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<12xi64>
    %58 = "stablehlo.multiply"(%31, %57) : (tensor<12xi64>, tensor<12xi64>) -> tensor<12xi64>
    %59 = "stablehlo.add"(%58, %45) : (tensor<12xi64>, tensor<12xi64>) -> tensor<12xi64>
    %60 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %61 = "stablehlo.broadcast_in_dim"(%60) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %62 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %63 = "stablehlo.broadcast_in_dim"(%62) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %64 = "stablehlo.select"(%55, %61, %63) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %65 = "stablehlo.broadcast_in_dim"(%59) {broadcast_dimensions = array<i64: 0>} : (tensor<12xi64>) -> tensor<12x6xi64>
    %66 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<12x6xi64>
    %67 = "stablehlo.compare"(%65, %66) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<12x6xi64>, tensor<12x6xi64>) -> tensor<12x6xi1>
    %68 = "stablehlo.broadcast_in_dim"(%64) {broadcast_dimensions = array<i64: 0>} : (tensor<12xf32>) -> tensor<12x6xf32>
    %69 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %70 = "stablehlo.broadcast_in_dim"(%69) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12x6xf32>
    %71 = "stablehlo.select"(%67, %68, %70) : (tensor<12x6xi1>, tensor<12x6xf32>, tensor<12x6xf32>) -> tensor<12x6xf32>
    %72 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %73 = "stablehlo.reduce"(%71, %72) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %75 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%75) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12x6xf32>, tensor<f32>) -> tensor<6xf32>
    %74 = "stablehlo.reshape"(%73) : (tensor<6xf32>) -> tensor<2x3xf32>
    return %74 : tensor<2x3xf32>
  }
}
