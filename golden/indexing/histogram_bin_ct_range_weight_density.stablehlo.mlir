module {
  func.func @main(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>) -> (tensor<4xf32>, tensor<5xf32>) {
    %0 = "stablehlo.constant"() {value = dense<-1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.compare"(%0, %1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %3 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f32>} : () -> tensor<f32>
    %4 = "stablehlo.subtract"(%0, %3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %5 = "stablehlo.select"(%2, %4, %0) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %6 = "stablehlo.add"(%1, %3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %7 = "stablehlo.select"(%2, %6, %1) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %8 = "stablehlo.subtract"(%7, %5) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %9 = "stablehlo.constant"() {value = dense<4.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %10 = "stablehlo.divide"(%8, %9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %11 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<5xi64>
    %12 = "stablehlo.convert"(%11) : (tensor<5xi64>) -> tensor<5xf32>
    %13 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<5xf32>
    %14 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<5xf32>
    %15 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<5xf32>
    %16 = "stablehlo.multiply"(%15, %12) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %17 = "stablehlo.add"(%13, %16) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %18 = "stablehlo.constant"() {value = dense<4.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %19 = "stablehlo.broadcast_in_dim"(%18) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<5xf32>
    %20 = "stablehlo.subtract"(%19, %12) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %21 = "stablehlo.multiply"(%15, %20) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %22 = "stablehlo.subtract"(%14, %21) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %23 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<5xi64>
    %24 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %25 = "stablehlo.broadcast_in_dim"(%24) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<5xi64>
    %26 = "stablehlo.compare"(%23, %25) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi1>
    %27 = "stablehlo.select"(%26, %17, %22) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %28 = "stablehlo.broadcast_in_dim"(%27) {broadcast_dimensions = array<i64: 1>} : (tensor<5xf32>) -> tensor<16x5xf32>
    %29 = "stablehlo.broadcast_in_dim"(%arg0) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x5xf32>
    %30 = "stablehlo.compare"(%28, %29) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<16x5xf32>, tensor<16x5xf32>) -> tensor<16x5xi1>
    %31 = "stablehlo.convert"(%30) : (tensor<16x5xi1>) -> tensor<16x5xi64>
    %32 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %33 = "stablehlo.reduce"(%31, %32) ({
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<i64>):
      %69 = "stablehlo.add"(%arg2, %arg3) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%69) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x5xi64>, tensor<i64>) -> tensor<16xi64>
    %34 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %35 = "stablehlo.broadcast_in_dim"(%34) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<16xi64>
    %36 = "stablehlo.subtract"(%33, %35) : (tensor<16xi64>, tensor<16xi64>) -> tensor<16xi64>
    %37 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
    %38 = "stablehlo.broadcast_in_dim"(%37) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<16xi64>
    %39 = "stablehlo.minimum"(%36, %38) : (tensor<16xi64>, tensor<16xi64>) -> tensor<16xi64>
    %40 = "stablehlo.slice"(%27) {limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>} : (tensor<5xf32>) -> tensor<1xf32>
    %41 = "stablehlo.reshape"(%40) : (tensor<1xf32>) -> tensor<f32>
    %42 = "stablehlo.broadcast_in_dim"(%41) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %43 = "stablehlo.slice"(%27) {limit_indices = array<i64: 5>, start_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<5xf32>) -> tensor<1xf32>
    %44 = "stablehlo.reshape"(%43) : (tensor<1xf32>) -> tensor<f32>
    %45 = "stablehlo.broadcast_in_dim"(%44) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %46 = "stablehlo.compare"(%arg0, %42) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %47 = "stablehlo.compare"(%arg0, %45) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %48 = "stablehlo.and"(%46, %47) : (tensor<16xi1>, tensor<16xi1>) -> tensor<16xi1>
    %49 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %50 = "stablehlo.broadcast_in_dim"(%49) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %51 = "stablehlo.select"(%48, %arg1, %50) : (tensor<16xi1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %52 = "stablehlo.broadcast_in_dim"(%39) {broadcast_dimensions = array<i64: 0>} : (tensor<16xi64>) -> tensor<16x4xi64>
    %53 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<16x4xi64>
    %54 = "stablehlo.compare"(%52, %53) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<16x4xi64>, tensor<16x4xi64>) -> tensor<16x4xi1>
    %55 = "stablehlo.broadcast_in_dim"(%51) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x4xf32>
    %56 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %57 = "stablehlo.broadcast_in_dim"(%56) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x4xf32>
    %58 = "stablehlo.select"(%54, %55, %57) : (tensor<16x4xi1>, tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    %59 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %60 = "stablehlo.reduce"(%58, %59) ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %69 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%69) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16x4xf32>, tensor<f32>) -> tensor<4xf32>
    %61 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %62 = "stablehlo.reduce"(%60, %61) ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %69 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%69) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %63 = "stablehlo.slice"(%27) {limit_indices = array<i64: 5>, start_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<5xf32>) -> tensor<4xf32>
    %64 = "stablehlo.slice"(%27) {limit_indices = array<i64: 4>, start_indices = array<i64: 0>, strides = array<i64: 1>} : (tensor<5xf32>) -> tensor<4xf32>
    %65 = "stablehlo.subtract"(%63, %64) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %66 = "stablehlo.broadcast_in_dim"(%62) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %67 = "stablehlo.multiply"(%66, %65) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %68 = "stablehlo.divide"(%60, %67) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    return %68, %27 : tensor<4xf32>, tensor<5xf32>
  }
}
