module {
  func.func @main(%arg0: tensor<12xf32>) -> tensor<12xf32> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<12xf32>) -> tensor<12xf64>
    %1 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %3 = "chlo.polygamma"(%2, %0) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %4 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %6 = "stablehlo.compare"(%0, %5) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xi1>
    %7 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f32>} : () -> tensor<f32>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %9 = "stablehlo.compare"(%arg0, %8) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %10 = "stablehlo.constant"() {value = dense<3.14159274> : tensor<f32>} : () -> tensor<f32>
    %11 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %12 = "stablehlo.multiply"(%11, %arg0) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %13 = "stablehlo.sine"(%12) : (tensor<12xf32>) -> tensor<12xf32>
    %14 = "stablehlo.constant"() {value = dense<9.86960411> : tensor<f32>} : () -> tensor<f32>
    %15 = "stablehlo.broadcast_in_dim"(%14) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %16 = "stablehlo.multiply"(%13, %13) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %17 = "stablehlo.divide"(%15, %16) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %18 = "stablehlo.negate"(%17) : (tensor<12xf32>) -> tensor<12xf32>
    %19 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %20 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %21 = "stablehlo.select"(%9, %18, %20) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %22 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %23 = "stablehlo.broadcast_in_dim"(%22) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %24 = "stablehlo.subtract"(%23, %arg0) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %25 = "stablehlo.select"(%9, %24, %arg0) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %26 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %27 = "stablehlo.broadcast_in_dim"(%26) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %28 = "stablehlo.multiply"(%25, %25) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %29 = "stablehlo.divide"(%27, %28) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %30 = "stablehlo.add"(%21, %29) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %31 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %32 = "stablehlo.broadcast_in_dim"(%31) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %33 = "stablehlo.add"(%25, %32) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %34 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %35 = "stablehlo.broadcast_in_dim"(%34) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %36 = "stablehlo.multiply"(%33, %33) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %37 = "stablehlo.divide"(%35, %36) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %38 = "stablehlo.add"(%30, %37) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %39 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %40 = "stablehlo.broadcast_in_dim"(%39) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %41 = "stablehlo.add"(%33, %40) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %42 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %43 = "stablehlo.broadcast_in_dim"(%42) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %44 = "stablehlo.multiply"(%41, %41) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %45 = "stablehlo.divide"(%43, %44) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %46 = "stablehlo.add"(%38, %45) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %47 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %48 = "stablehlo.broadcast_in_dim"(%47) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %49 = "stablehlo.add"(%41, %48) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %50 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %51 = "stablehlo.broadcast_in_dim"(%50) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %52 = "stablehlo.multiply"(%49, %49) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %53 = "stablehlo.divide"(%51, %52) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %54 = "stablehlo.add"(%46, %53) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %55 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %56 = "stablehlo.broadcast_in_dim"(%55) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %57 = "stablehlo.add"(%49, %56) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %58 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %59 = "stablehlo.broadcast_in_dim"(%58) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %60 = "stablehlo.multiply"(%57, %57) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %61 = "stablehlo.divide"(%59, %60) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %62 = "stablehlo.add"(%54, %61) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %63 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %64 = "stablehlo.broadcast_in_dim"(%63) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %65 = "stablehlo.add"(%57, %64) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %66 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %67 = "stablehlo.broadcast_in_dim"(%66) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %68 = "stablehlo.multiply"(%65, %65) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %69 = "stablehlo.divide"(%67, %68) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %70 = "stablehlo.add"(%62, %69) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %71 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %72 = "stablehlo.broadcast_in_dim"(%71) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %73 = "stablehlo.add"(%65, %72) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %74 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %75 = "stablehlo.broadcast_in_dim"(%74) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %76 = "stablehlo.multiply"(%73, %73) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %77 = "stablehlo.divide"(%75, %76) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %78 = "stablehlo.constant"() {value = dense<0.0333333351> : tensor<f32>} : () -> tensor<f32>
    %79 = "stablehlo.broadcast_in_dim"(%78) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %80 = "stablehlo.constant"() {value = dense<0.0238095243> : tensor<f32>} : () -> tensor<f32>
    %81 = "stablehlo.broadcast_in_dim"(%80) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %82 = "stablehlo.multiply"(%77, %81) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %83 = "stablehlo.subtract"(%79, %82) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %84 = "stablehlo.constant"() {value = dense<0.166666672> : tensor<f32>} : () -> tensor<f32>
    %85 = "stablehlo.broadcast_in_dim"(%84) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %86 = "stablehlo.multiply"(%77, %83) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %87 = "stablehlo.subtract"(%85, %86) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %88 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %89 = "stablehlo.broadcast_in_dim"(%88) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %90 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %91 = "stablehlo.broadcast_in_dim"(%90) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %92 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %93 = "stablehlo.broadcast_in_dim"(%92) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %94 = "stablehlo.multiply"(%93, %73) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %95 = "stablehlo.divide"(%91, %94) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %96 = "stablehlo.add"(%89, %95) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %97 = "stablehlo.multiply"(%77, %87) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %98 = "stablehlo.add"(%96, %97) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %99 = "stablehlo.divide"(%98, %73) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %100 = "stablehlo.add"(%70, %99) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %101 = "stablehlo.negate"(%100) : (tensor<12xf32>) -> tensor<12xf32>
    %102 = "stablehlo.select"(%9, %101, %100) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    return %102 : tensor<12xf32>
  }
}
