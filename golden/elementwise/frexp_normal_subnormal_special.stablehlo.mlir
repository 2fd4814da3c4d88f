module {
  func.func @main(%arg0: tensor<18xf32>) -> (tensor<18xf32>, tensor<18xi32>) {
    %0 = "stablehlo.bitcast_convert"(%arg0) : (tensor<18xf32>) -> tensor<18xi32>
    %1 = "stablehlo.constant"() {value = dense<23> : tensor<i32>} : () -> tensor<i32>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<18xi32>
    %3 = "stablehlo.shift_right_logical"(%0, %2) : (tensor<18xi32>, tensor<18xi32>) -> tensor<18xi32>
    %4 = "stablehlo.constant"() {value = dense<255> : tensor<i32>} : () -> tensor<i32>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<18xi32>
    %6 = "stablehlo.and"(%3, %5) : (tensor<18xi32>, tensor<18xi32>) -> tensor<18xi32>
    %7 = "stablehlo.constant"() {value = dense<8388607> : tensor<i32>} : () -> tensor<i32>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<18xi32>
    %9 = "stablehlo.and"(%0, %8) : (tensor<18xi32>, tensor<18xi32>) -> tensor<18xi32>
    %10 = "stablehlo.constant"() {value = dense<-2147483648> : tensor<i32>} : () -> tensor<i32>
    %11 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<18xi32>
    %12 = "stablehlo.and"(%0, %11) : (tensor<18xi32>, tensor<18xi32>) -> tensor<18xi32>
    %13 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<18xi32>
    %15 = "stablehlo.compare"(%6, %14) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<18xi32>, tensor<18xi32>) -> tensor<18xi1>
    %16 = "stablehlo.constant"() {value = dense<31> : tensor<i32>} : () -> tensor<i32>
    %17 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<18xi32>
    %18 = "stablehlo.count_leading_zeros"(%9) : (tensor<18xi32>) -> tensor<18xi32>
    %19 = "stablehlo.subtract"(%17, %18) : (tensor<18xi32>, tensor<18xi32>) -> tensor<18xi32>
    %20 = "stablehlo.constant"() {value = dense<23> : tensor<i32>} : () -> tensor<i32>
    %21 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<18xi32>
    %22 = "stablehlo.subtract"(%21, %19) : (tensor<18xi32>, tensor<18xi32>) -> tensor<18xi32>
    %23 = "stablehlo.shift_left"(%9, %22) : (tensor<18xi32>, tensor<18xi32>) -> tensor<18xi32>
    %24 = "stablehlo.constant"() {value = dense<8388607> : tensor<i32>} : () -> tensor<i32>
    %25 = "stablehlo.broadcast_in_dim"(%24) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<18xi32>
    %26 = "stablehlo.and"(%23, %25) : (tensor<18xi32>, tensor<18xi32>) -> tensor<18xi32>
    %27 = "stablehlo.constant"() {value = dense<148> : tensor<i32>} : () -> tensor<i32>
    %28 = "stablehlo.broadcast_in_dim"(%27) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<18xi32>
    %29 = "stablehlo.subtract"(%19, %28) : (tensor<18xi32>, tensor<18xi32>) -> tensor<18xi32>
    %30 = "stablehlo.constant"() {value = dense<126> : tensor<i32>} : () -> tensor<i32>
    %31 = "stablehlo.broadcast_in_dim"(%30) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<18xi32>
    %32 = "stablehlo.subtract"(%6, %31) : (tensor<18xi32>, tensor<18xi32>) -> tensor<18xi32>
    %33 = "stablehlo.select"(%15, %29, %32) : (tensor<18xi1>, tensor<18xi32>, tensor<18xi32>) -> tensor<18xi32>
    %34 = "stablehlo.select"(%15, %26, %9) : (tensor<18xi1>, tensor<18xi32>, tensor<18xi32>) -> tensor<18xi32>
    %35 = "stablehlo.constant"() {value = dense<1056964608> : tensor<i32>} : () -> tensor<i32>
    %36 = "stablehlo.broadcast_in_dim"(%35) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<18xi32>
    %37 = "stablehlo.or"(%12, %36) : (tensor<18xi32>, tensor<18xi32>) -> tensor<18xi32>
    %38 = "stablehlo.or"(%37, %34) : (tensor<18xi32>, tensor<18xi32>) -> tensor<18xi32>
    %39 = "stablehlo.bitcast_convert"(%38) : (tensor<18xi32>) -> tensor<18xf32>
    %40 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %41 = "stablehlo.broadcast_in_dim"(%40) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<18xi32>
    %42 = "stablehlo.compare"(%9, %41) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<18xi32>, tensor<18xi32>) -> tensor<18xi1>
    %43 = "stablehlo.and"(%15, %42) : (tensor<18xi1>, tensor<18xi1>) -> tensor<18xi1>
    %44 = "stablehlo.constant"() {value = dense<255> : tensor<i32>} : () -> tensor<i32>
    %45 = "stablehlo.broadcast_in_dim"(%44) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<18xi32>
    %46 = "stablehlo.compare"(%6, %45) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<18xi32>, tensor<18xi32>) -> tensor<18xi1>
    %47 = "stablehlo.or"(%43, %46) : (tensor<18xi1>, tensor<18xi1>) -> tensor<18xi1>
    %48 = "stablehlo.select"(%47, %arg0, %39) : (tensor<18xi1>, tensor<18xf32>, tensor<18xf32>) -> tensor<18xf32>
    %49 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %50 = "stablehlo.broadcast_in_dim"(%49) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<18xi32>
    %51 = "stablehlo.select"(%47, %50, %33) : (tensor<18xi1>, tensor<18xi32>, tensor<18xi32>) -> tensor<18xi32>
    return %48, %51 : tensor<18xf32>, tensor<18xi32>
  }
}
