module {
  func.func @main(%arg0: tensor<8xf64>) -> (tensor<8xf64>, tensor<8xi32>) {
    %0 = "stablehlo.bitcast_convert"(%arg0) : (tensor<8xf64>) -> tensor<8xi64>
    %1 = "stablehlo.constant"() {value = dense<52> : tensor<i64>} : () -> tensor<i64>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<8xi64>
    %3 = "stablehlo.shift_right_logical"(%0, %2) : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    %4 = "stablehlo.constant"() {value = dense<2047> : tensor<i64>} : () -> tensor<i64>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<8xi64>
    %6 = "stablehlo.and"(%3, %5) : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    %7 = "stablehlo.constant"() {value = dense<4503599627370495> : tensor<i64>} : () -> tensor<i64>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<8xi64>
    %9 = "stablehlo.and"(%0, %8) : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    %10 = "stablehlo.constant"() {value = dense<-9223372036854775808> : tensor<i64>} : () -> tensor<i64>
    %11 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<8xi64>
    %12 = "stablehlo.and"(%0, %11) : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    %13 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<8xi64>
    %15 = "stablehlo.compare"(%6, %14) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %16 = "stablehlo.constant"() {value = dense<63> : tensor<i64>} : () -> tensor<i64>
    %17 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<8xi64>
    %18 = "stablehlo.count_leading_zeros"(%9) : (tensor<8xi64>) -> tensor<8xi64>
    %19 = "stablehlo.subtract"(%17, %18) : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    %20 = "stablehlo.constant"() {value = dense<52> : tensor<i64>} : () -> tensor<i64>
    %21 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<8xi64>
    %22 = "stablehlo.subtract"(%21, %19) : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    %23 = "stablehlo.shift_left"(%9, %22) : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    %24 = "stablehlo.constant"() {value = dense<4503599627370495> : tensor<i64>} : () -> tensor<i64>
    %25 = "stablehlo.broadcast_in_dim"(%24) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<8xi64>
    %26 = "stablehlo.and"(%23, %25) : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    %27 = "stablehlo.constant"() {value = dense<1073> : tensor<i64>} : () -> tensor<i64>
    %28 = "stablehlo.broadcast_in_dim"(%27) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<8xi64>
    %29 = "stablehlo.subtract"(%19, %28) : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    %30 = "stablehlo.constant"() {value = dense<1022> : tensor<i64>} : () -> tensor<i64>
    %31 = "stablehlo.broadcast_in_dim"(%30) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<8xi64>
    %32 = "stablehlo.subtract"(%6, %31) : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    %33 = "stablehlo.select"(%15, %29, %32) : (tensor<8xi1>, tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    %34 = "stablehlo.select"(%15, %26, %9) : (tensor<8xi1>, tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    %35 = "stablehlo.constant"() {value = dense<4602678819172646912> : tensor<i64>} : () -> tensor<i64>
    %36 = "stablehlo.broadcast_in_dim"(%35) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<8xi64>
    %37 = "stablehlo.or"(%12, %36) : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    %38 = "stablehlo.or"(%37, %34) : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    %39 = "stablehlo.bitcast_convert"(%38) : (tensor<8xi64>) -> tensor<8xf64>
    %40 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %41 = "stablehlo.broadcast_in_dim"(%40) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<8xi64>
    %42 = "stablehlo.compare"(%9, %41) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %43 = "stablehlo.and"(%15, %42) : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %44 = "stablehlo.constant"() {value = dense<2047> : tensor<i64>} : () -> tensor<i64>
    %45 = "stablehlo.broadcast_in_dim"(%44) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<8xi64>
    %46 = "stablehlo.compare"(%6, %45) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %47 = "stablehlo.or"(%43, %46) : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %48 = "stablehlo.select"(%47, %arg0, %39) : (tensor<8xi1>, tensor<8xf64>, tensor<8xf64>) -> tensor<8xf64>
    %49 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %50 = "stablehlo.broadcast_in_dim"(%49) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<8xi64>
    %51 = "stablehlo.select"(%47, %50, %33) : (tensor<8xi1>, tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    %52 = "stablehlo.convert"(%51) : (tensor<8xi64>) -> tensor<8xi32>
    return %48, %52 : tensor<8xf64>, tensor<8xi32>
  }
}
