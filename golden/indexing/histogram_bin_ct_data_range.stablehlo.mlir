module {
  func.func @main(%arg0: tensor<20xf32>) -> (tensor<5xf32>, tensor<6xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0x7F800000> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.reduce"(%arg0, %0) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %65 = "stablehlo.minimum"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%65) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<20xf32>, tensor<f32>) -> tensor<f32>
    %2 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.reduce"(%arg0, %2) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %65 = "stablehlo.maximum"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%65) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<20xf32>, tensor<f32>) -> tensor<f32>
    %4 = "stablehlo.compare"(%1, %3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %5 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f32>} : () -> tensor<f32>
    %6 = "stablehlo.subtract"(%1, %5) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %7 = "stablehlo.select"(%4, %6, %1) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %8 = "stablehlo.add"(%3, %5) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %9 = "stablehlo.select"(%4, %8, %3) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %10 = "stablehlo.subtract"(%9, %7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %11 = "stablehlo.constant"() {value = dense<5.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %12 = "stablehlo.divide"(%10, %11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %13 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<6xi64>
    %14 = "stablehlo.convert"(%13) : (tensor<6xi64>) -> tensor<6xf32>
    %15 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<6xf32>
    %16 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<6xf32>
    %17 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<6xf32>
    %18 = "stablehlo.multiply"(%17, %14) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %19 = "stablehlo.add"(%15, %18) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %20 = "stablehlo.constant"() {value = dense<5.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %21 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<6xf32>
    %22 = "stablehlo.subtract"(%21, %14) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %23 = "stablehlo.multiply"(%17, %22) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %24 = "stablehlo.subtract"(%16, %23) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %25 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<6xi64>
    %26 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
    %27 = "stablehlo.broadcast_in_dim"(%26) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<6xi64>
    %28 = "stablehlo.compare"(%25, %27) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %29 = "stablehlo.select"(%28, %19, %24) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %30 = "stablehlo.broadcast_in_dim"(%29) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<20x6xf32>
    %31 = "stablehlo.broadcast_in_dim"(%arg0) {broadcast_dimensions = array<i64: 0>} : (tensor<20xf32>) -> tensor<20x6xf32>
    %32 = "stablehlo.compare"(%30, %31) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<20x6xf32>, tensor<20x6xf32>) -> tensor<20x6xi1>
    %33 = "stablehlo.convert"(%32) : (tensor<20x6xi1>) -> tensor<20x6xi64>
    %34 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %35 = "stablehlo.reduce"(%33, %34) ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>):
      %65 = "stablehlo.add"(%arg1, %arg2) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%65) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<20x6xi64>, tensor<i64>) -> tensor<20xi64>
    %36 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %37 = "stablehlo.broadcast_in_dim"(%36) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
    %38 = "stablehlo.subtract"(%35, %37) : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi64>
    %39 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %40 = "stablehlo.broadcast_in_dim"(%39) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
    %41 = "stablehlo.minimum"(%38, %40) : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi64>
    %42 = "stablehlo.slice"(%29) {limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>} : (tensor<6xf32>) -> tensor<1xf32>
    %43 = "stablehlo.reshape"(%42) : (tensor<1xf32>) -> tensor<f32>
    %44 = "stablehlo.broadcast_in_dim"(%43) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %45 = "stablehlo.slice"(%29) {limit_indices = array<i64: 6>, start_indices = array<i64: 5>, strides = array<i64: 1>} : (tensor<6xf32>) -> tensor<1xf32>
    %46 = "stablehlo.reshape"(%45) : (tensor<1xf32>) -> tensor<f32>
    %47 = "stablehlo.broadcast_in_dim"(%46) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %48 = "stablehlo.compare"(%arg0, %44) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
    %49 = "stablehlo.compare"(%arg0, %47) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
    %50 = "stablehlo.and"(%48, %49) : (tensor<20xi1>, tensor<20xi1>) -> tensor<20xi1>
    %51 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %52 = "stablehlo.broadcast_in_dim"(%51) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %53 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %54 = "stablehlo.broadcast_in_dim"(%53) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %55 = "stablehlo.select"(%50, %52, %54) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %56 = "stablehlo.broadcast_in_dim"(%41) {broadcast_dimensions = array<i64: 0>} : (tensor<20xi64>) -> tensor<20x5xi64>
    %57 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<20x5xi64>
    %58 = "stablehlo.compare"(%56, %57) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20x5xi64>, tensor<20x5xi64>) -> tensor<20x5xi1>
    %59 = "stablehlo.broadcast_in_dim"(%55) {broadcast_dimensions = array<i64: 0>} : (tensor<20xf32>) -> tensor<20x5xf32>
    %60 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %61 = "stablehlo.broadcast_in_dim"(%60) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20x5xf32>
    %62 = "stablehlo.select"(%58, %59, %61) : (tensor<20x5xi1>, tensor<20x5xf32>, tensor<20x5xf32>) -> tensor<20x5xf32>
    %63 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %64 = "stablehlo.reduce"(%62, %63) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %65 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%65) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<20x5xf32>, tensor<f32>) -> tensor<5xf32>
    return %64, %29 : tensor<5xf32>, tensor<6xf32>
  }
}
