module {
  func.func @main(%arg0: tensor<9xf32>) -> tensor<9xf32> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<9xf32>) -> tensor<9xf64>
    %1 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %3 = "chlo.polygamma"(%2, %0) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %4 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %6 = "stablehlo.compare"(%0, %5) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xi1>
    %7 = "stablehlo.constant"() {value = dense<6.400000e+01> : tensor<f64>} : () -> tensor<f64>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %9 = "stablehlo.add"(%0, %8) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %10 = "chlo.polygamma"(%2, %9) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %11 = "stablehlo.constant"() {value = dense<-3.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %12 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %13 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %15 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %16 = "stablehlo.broadcast_in_dim"(%15) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %17 = "stablehlo.add"(%0, %16) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %18 = "stablehlo.power"(%17, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %19 = "stablehlo.add"(%14, %18) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %20 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %21 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %22 = "stablehlo.add"(%0, %21) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %23 = "stablehlo.power"(%22, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %24 = "stablehlo.add"(%19, %23) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %25 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %26 = "stablehlo.broadcast_in_dim"(%25) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %27 = "stablehlo.add"(%0, %26) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %28 = "stablehlo.power"(%27, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %29 = "stablehlo.add"(%24, %28) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %30 = "stablehlo.constant"() {value = dense<3.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %31 = "stablehlo.broadcast_in_dim"(%30) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %32 = "stablehlo.add"(%0, %31) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %33 = "stablehlo.power"(%32, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %34 = "stablehlo.add"(%29, %33) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %35 = "stablehlo.constant"() {value = dense<4.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %36 = "stablehlo.broadcast_in_dim"(%35) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %37 = "stablehlo.add"(%0, %36) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %38 = "stablehlo.power"(%37, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %39 = "stablehlo.add"(%34, %38) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %40 = "stablehlo.constant"() {value = dense<5.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %41 = "stablehlo.broadcast_in_dim"(%40) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %42 = "stablehlo.add"(%0, %41) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %43 = "stablehlo.power"(%42, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %44 = "stablehlo.add"(%39, %43) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %45 = "stablehlo.constant"() {value = dense<6.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %46 = "stablehlo.broadcast_in_dim"(%45) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %47 = "stablehlo.add"(%0, %46) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %48 = "stablehlo.power"(%47, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %49 = "stablehlo.add"(%44, %48) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %50 = "stablehlo.constant"() {value = dense<7.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %51 = "stablehlo.broadcast_in_dim"(%50) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %52 = "stablehlo.add"(%0, %51) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %53 = "stablehlo.power"(%52, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %54 = "stablehlo.add"(%49, %53) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %55 = "stablehlo.constant"() {value = dense<8.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %56 = "stablehlo.broadcast_in_dim"(%55) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %57 = "stablehlo.add"(%0, %56) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %58 = "stablehlo.power"(%57, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %59 = "stablehlo.add"(%54, %58) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %60 = "stablehlo.constant"() {value = dense<9.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %61 = "stablehlo.broadcast_in_dim"(%60) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %62 = "stablehlo.add"(%0, %61) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %63 = "stablehlo.power"(%62, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %64 = "stablehlo.add"(%59, %63) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %65 = "stablehlo.constant"() {value = dense<1.000000e+01> : tensor<f64>} : () -> tensor<f64>
    %66 = "stablehlo.broadcast_in_dim"(%65) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %67 = "stablehlo.add"(%0, %66) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %68 = "stablehlo.power"(%67, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %69 = "stablehlo.add"(%64, %68) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %70 = "stablehlo.constant"() {value = dense<1.100000e+01> : tensor<f64>} : () -> tensor<f64>
    %71 = "stablehlo.broadcast_in_dim"(%70) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %72 = "stablehlo.add"(%0, %71) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %73 = "stablehlo.power"(%72, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %74 = "stablehlo.add"(%69, %73) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %75 = "stablehlo.constant"() {value = dense<1.200000e+01> : tensor<f64>} : () -> tensor<f64>
    %76 = "stablehlo.broadcast_in_dim"(%75) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %77 = "stablehlo.add"(%0, %76) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %78 = "stablehlo.power"(%77, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %79 = "stablehlo.add"(%74, %78) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %80 = "stablehlo.constant"() {value = dense<1.300000e+01> : tensor<f64>} : () -> tensor<f64>
    %81 = "stablehlo.broadcast_in_dim"(%80) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %82 = "stablehlo.add"(%0, %81) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %83 = "stablehlo.power"(%82, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %84 = "stablehlo.add"(%79, %83) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %85 = "stablehlo.constant"() {value = dense<1.400000e+01> : tensor<f64>} : () -> tensor<f64>
    %86 = "stablehlo.broadcast_in_dim"(%85) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %87 = "stablehlo.add"(%0, %86) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %88 = "stablehlo.power"(%87, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %89 = "stablehlo.add"(%84, %88) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %90 = "stablehlo.constant"() {value = dense<1.500000e+01> : tensor<f64>} : () -> tensor<f64>
    %91 = "stablehlo.broadcast_in_dim"(%90) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %92 = "stablehlo.add"(%0, %91) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %93 = "stablehlo.power"(%92, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %94 = "stablehlo.add"(%89, %93) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %95 = "stablehlo.constant"() {value = dense<1.600000e+01> : tensor<f64>} : () -> tensor<f64>
    %96 = "stablehlo.broadcast_in_dim"(%95) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %97 = "stablehlo.add"(%0, %96) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %98 = "stablehlo.power"(%97, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %99 = "stablehlo.add"(%94, %98) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %100 = "stablehlo.constant"() {value = dense<1.700000e+01> : tensor<f64>} : () -> tensor<f64>
    %101 = "stablehlo.broadcast_in_dim"(%100) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %102 = "stablehlo.add"(%0, %101) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %103 = "stablehlo.power"(%102, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %104 = "stablehlo.add"(%99, %103) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %105 = "stablehlo.constant"() {value = dense<1.800000e+01> : tensor<f64>} : () -> tensor<f64>
    %106 = "stablehlo.broadcast_in_dim"(%105) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %107 = "stablehlo.add"(%0, %106) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %108 = "stablehlo.power"(%107, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %109 = "stablehlo.add"(%104, %108) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %110 = "stablehlo.constant"() {value = dense<1.900000e+01> : tensor<f64>} : () -> tensor<f64>
    %111 = "stablehlo.broadcast_in_dim"(%110) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %112 = "stablehlo.add"(%0, %111) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %113 = "stablehlo.power"(%112, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %114 = "stablehlo.add"(%109, %113) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %115 = "stablehlo.constant"() {value = dense<2.000000e+01> : tensor<f64>} : () -> tensor<f64>
    %116 = "stablehlo.broadcast_in_dim"(%115) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %117 = "stablehlo.add"(%0, %116) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %118 = "stablehlo.power"(%117, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %119 = "stablehlo.add"(%114, %118) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %120 = "stablehlo.constant"() {value = dense<2.100000e+01> : tensor<f64>} : () -> tensor<f64>
    %121 = "stablehlo.broadcast_in_dim"(%120) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %122 = "stablehlo.add"(%0, %121) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %123 = "stablehlo.power"(%122, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %124 = "stablehlo.add"(%119, %123) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %125 = "stablehlo.constant"() {value = dense<2.200000e+01> : tensor<f64>} : () -> tensor<f64>
    %126 = "stablehlo.broadcast_in_dim"(%125) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %127 = "stablehlo.add"(%0, %126) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %128 = "stablehlo.power"(%127, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %129 = "stablehlo.add"(%124, %128) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %130 = "stablehlo.constant"() {value = dense<2.300000e+01> : tensor<f64>} : () -> tensor<f64>
    %131 = "stablehlo.broadcast_in_dim"(%130) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %132 = "stablehlo.add"(%0, %131) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %133 = "stablehlo.power"(%132, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %134 = "stablehlo.add"(%129, %133) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %135 = "stablehlo.constant"() {value = dense<2.400000e+01> : tensor<f64>} : () -> tensor<f64>
    %136 = "stablehlo.broadcast_in_dim"(%135) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %137 = "stablehlo.add"(%0, %136) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %138 = "stablehlo.power"(%137, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %139 = "stablehlo.add"(%134, %138) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %140 = "stablehlo.constant"() {value = dense<2.500000e+01> : tensor<f64>} : () -> tensor<f64>
    %141 = "stablehlo.broadcast_in_dim"(%140) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %142 = "stablehlo.add"(%0, %141) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %143 = "stablehlo.power"(%142, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %144 = "stablehlo.add"(%139, %143) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %145 = "stablehlo.constant"() {value = dense<2.600000e+01> : tensor<f64>} : () -> tensor<f64>
    %146 = "stablehlo.broadcast_in_dim"(%145) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %147 = "stablehlo.add"(%0, %146) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %148 = "stablehlo.power"(%147, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %149 = "stablehlo.add"(%144, %148) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %150 = "stablehlo.constant"() {value = dense<2.700000e+01> : tensor<f64>} : () -> tensor<f64>
    %151 = "stablehlo.broadcast_in_dim"(%150) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %152 = "stablehlo.add"(%0, %151) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %153 = "stablehlo.power"(%152, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %154 = "stablehlo.add"(%149, %153) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %155 = "stablehlo.constant"() {value = dense<2.800000e+01> : tensor<f64>} : () -> tensor<f64>
    %156 = "stablehlo.broadcast_in_dim"(%155) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %157 = "stablehlo.add"(%0, %156) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %158 = "stablehlo.power"(%157, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %159 = "stablehlo.add"(%154, %158) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %160 = "stablehlo.constant"() {value = dense<2.900000e+01> : tensor<f64>} : () -> tensor<f64>
    %161 = "stablehlo.broadcast_in_dim"(%160) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %162 = "stablehlo.add"(%0, %161) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %163 = "stablehlo.power"(%162, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %164 = "stablehlo.add"(%159, %163) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %165 = "stablehlo.constant"() {value = dense<3.000000e+01> : tensor<f64>} : () -> tensor<f64>
    %166 = "stablehlo.broadcast_in_dim"(%165) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %167 = "stablehlo.add"(%0, %166) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %168 = "stablehlo.power"(%167, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %169 = "stablehlo.add"(%164, %168) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %170 = "stablehlo.constant"() {value = dense<3.100000e+01> : tensor<f64>} : () -> tensor<f64>
    %171 = "stablehlo.broadcast_in_dim"(%170) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %172 = "stablehlo.add"(%0, %171) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %173 = "stablehlo.power"(%172, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %174 = "stablehlo.add"(%169, %173) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %175 = "stablehlo.constant"() {value = dense<3.200000e+01> : tensor<f64>} : () -> tensor<f64>
    %176 = "stablehlo.broadcast_in_dim"(%175) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %177 = "stablehlo.add"(%0, %176) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %178 = "stablehlo.power"(%177, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %179 = "stablehlo.add"(%174, %178) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %180 = "stablehlo.constant"() {value = dense<3.300000e+01> : tensor<f64>} : () -> tensor<f64>
    %181 = "stablehlo.broadcast_in_dim"(%180) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %182 = "stablehlo.add"(%0, %181) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %183 = "stablehlo.power"(%182, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %184 = "stablehlo.add"(%179, %183) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %185 = "stablehlo.constant"() {value = dense<3.400000e+01> : tensor<f64>} : () -> tensor<f64>
    %186 = "stablehlo.broadcast_in_dim"(%185) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %187 = "stablehlo.add"(%0, %186) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %188 = "stablehlo.power"(%187, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %189 = "stablehlo.add"(%184, %188) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %190 = "stablehlo.constant"() {value = dense<3.500000e+01> : tensor<f64>} : () -> tensor<f64>
    %191 = "stablehlo.broadcast_in_dim"(%190) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %192 = "stablehlo.add"(%0, %191) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %193 = "stablehlo.power"(%192, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %194 = "stablehlo.add"(%189, %193) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %195 = "stablehlo.constant"() {value = dense<3.600000e+01> : tensor<f64>} : () -> tensor<f64>
    %196 = "stablehlo.broadcast_in_dim"(%195) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %197 = "stablehlo.add"(%0, %196) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %198 = "stablehlo.power"(%197, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %199 = "stablehlo.add"(%194, %198) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %200 = "stablehlo.constant"() {value = dense<3.700000e+01> : tensor<f64>} : () -> tensor<f64>
    %201 = "stablehlo.broadcast_in_dim"(%200) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %202 = "stablehlo.add"(%0, %201) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %203 = "stablehlo.power"(%202, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %204 = "stablehlo.add"(%199, %203) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %205 = "stablehlo.constant"() {value = dense<3.800000e+01> : tensor<f64>} : () -> tensor<f64>
    %206 = "stablehlo.broadcast_in_dim"(%205) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %207 = "stablehlo.add"(%0, %206) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %208 = "stablehlo.power"(%207, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %209 = "stablehlo.add"(%204, %208) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %210 = "stablehlo.constant"() {value = dense<3.900000e+01> : tensor<f64>} : () -> tensor<f64>
    %211 = "stablehlo.broadcast_in_dim"(%210) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %212 = "stablehlo.add"(%0, %211) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %213 = "stablehlo.power"(%212, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %214 = "stablehlo.add"(%209, %213) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %215 = "stablehlo.constant"() {value = dense<4.000000e+01> : tensor<f64>} : () -> tensor<f64>
    %216 = "stablehlo.broadcast_in_dim"(%215) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %217 = "stablehlo.add"(%0, %216) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %218 = "stablehlo.power"(%217, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %219 = "stablehlo.add"(%214, %218) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %220 = "stablehlo.constant"() {value = dense<4.100000e+01> : tensor<f64>} : () -> tensor<f64>
    %221 = "stablehlo.broadcast_in_dim"(%220) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %222 = "stablehlo.add"(%0, %221) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %223 = "stablehlo.power"(%222, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %224 = "stablehlo.add"(%219, %223) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %225 = "stablehlo.constant"() {value = dense<4.200000e+01> : tensor<f64>} : () -> tensor<f64>
    %226 = "stablehlo.broadcast_in_dim"(%225) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %227 = "stablehlo.add"(%0, %226) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %228 = "stablehlo.power"(%227, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %229 = "stablehlo.add"(%224, %228) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %230 = "stablehlo.constant"() {value = dense<4.300000e+01> : tensor<f64>} : () -> tensor<f64>
    %231 = "stablehlo.broadcast_in_dim"(%230) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %232 = "stablehlo.add"(%0, %231) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %233 = "stablehlo.power"(%232, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %234 = "stablehlo.add"(%229, %233) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %235 = "stablehlo.constant"() {value = dense<4.400000e+01> : tensor<f64>} : () -> tensor<f64>
    %236 = "stablehlo.broadcast_in_dim"(%235) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %237 = "stablehlo.add"(%0, %236) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %238 = "stablehlo.power"(%237, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %239 = "stablehlo.add"(%234, %238) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %240 = "stablehlo.constant"() {value = dense<4.500000e+01> : tensor<f64>} : () -> tensor<f64>
    %241 = "stablehlo.broadcast_in_dim"(%240) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %242 = "stablehlo.add"(%0, %241) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %243 = "stablehlo.power"(%242, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %244 = "stablehlo.add"(%239, %243) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %245 = "stablehlo.constant"() {value = dense<4.600000e+01> : tensor<f64>} : () -> tensor<f64>
    %246 = "stablehlo.broadcast_in_dim"(%245) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %247 = "stablehlo.add"(%0, %246) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %248 = "stablehlo.power"(%247, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %249 = "stablehlo.add"(%244, %248) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %250 = "stablehlo.constant"() {value = dense<4.700000e+01> : tensor<f64>} : () -> tensor<f64>
    %251 = "stablehlo.broadcast_in_dim"(%250) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %252 = "stablehlo.add"(%0, %251) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %253 = "stablehlo.power"(%252, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %254 = "stablehlo.add"(%249, %253) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %255 = "stablehlo.constant"() {value = dense<4.800000e+01> : tensor<f64>} : () -> tensor<f64>
    %256 = "stablehlo.broadcast_in_dim"(%255) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %257 = "stablehlo.add"(%0, %256) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %258 = "stablehlo.power"(%257, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %259 = "stablehlo.add"(%254, %258) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %260 = "stablehlo.constant"() {value = dense<4.900000e+01> : tensor<f64>} : () -> tensor<f64>
    %261 = "stablehlo.broadcast_in_dim"(%260) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %262 = "stablehlo.add"(%0, %261) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %263 = "stablehlo.power"(%262, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %264 = "stablehlo.add"(%259, %263) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %265 = "stablehlo.constant"() {value = dense<5.000000e+01> : tensor<f64>} : () -> tensor<f64>
    %266 = "stablehlo.broadcast_in_dim"(%265) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %267 = "stablehlo.add"(%0, %266) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %268 = "stablehlo.power"(%267, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %269 = "stablehlo.add"(%264, %268) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %270 = "stablehlo.constant"() {value = dense<5.100000e+01> : tensor<f64>} : () -> tensor<f64>
    %271 = "stablehlo.broadcast_in_dim"(%270) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %272 = "stablehlo.add"(%0, %271) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %273 = "stablehlo.power"(%272, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %274 = "stablehlo.add"(%269, %273) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %275 = "stablehlo.constant"() {value = dense<5.200000e+01> : tensor<f64>} : () -> tensor<f64>
    %276 = "stablehlo.broadcast_in_dim"(%275) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %277 = "stablehlo.add"(%0, %276) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %278 = "stablehlo.power"(%277, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %279 = "stablehlo.add"(%274, %278) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %280 = "stablehlo.constant"() {value = dense<5.300000e+01> : tensor<f64>} : () -> tensor<f64>
    %281 = "stablehlo.broadcast_in_dim"(%280) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %282 = "stablehlo.add"(%0, %281) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %283 = "stablehlo.power"(%282, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %284 = "stablehlo.add"(%279, %283) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %285 = "stablehlo.constant"() {value = dense<5.400000e+01> : tensor<f64>} : () -> tensor<f64>
    %286 = "stablehlo.broadcast_in_dim"(%285) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %287 = "stablehlo.add"(%0, %286) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %288 = "stablehlo.power"(%287, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %289 = "stablehlo.add"(%284, %288) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %290 = "stablehlo.constant"() {value = dense<5.500000e+01> : tensor<f64>} : () -> tensor<f64>
    %291 = "stablehlo.broadcast_in_dim"(%290) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %292 = "stablehlo.add"(%0, %291) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %293 = "stablehlo.power"(%292, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %294 = "stablehlo.add"(%289, %293) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %295 = "stablehlo.constant"() {value = dense<5.600000e+01> : tensor<f64>} : () -> tensor<f64>
    %296 = "stablehlo.broadcast_in_dim"(%295) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %297 = "stablehlo.add"(%0, %296) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %298 = "stablehlo.power"(%297, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %299 = "stablehlo.add"(%294, %298) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %300 = "stablehlo.constant"() {value = dense<5.700000e+01> : tensor<f64>} : () -> tensor<f64>
    %301 = "stablehlo.broadcast_in_dim"(%300) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %302 = "stablehlo.add"(%0, %301) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %303 = "stablehlo.power"(%302, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %304 = "stablehlo.add"(%299, %303) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %305 = "stablehlo.constant"() {value = dense<5.800000e+01> : tensor<f64>} : () -> tensor<f64>
    %306 = "stablehlo.broadcast_in_dim"(%305) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %307 = "stablehlo.add"(%0, %306) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %308 = "stablehlo.power"(%307, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %309 = "stablehlo.add"(%304, %308) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %310 = "stablehlo.constant"() {value = dense<5.900000e+01> : tensor<f64>} : () -> tensor<f64>
    %311 = "stablehlo.broadcast_in_dim"(%310) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %312 = "stablehlo.add"(%0, %311) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %313 = "stablehlo.power"(%312, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %314 = "stablehlo.add"(%309, %313) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %315 = "stablehlo.constant"() {value = dense<6.000000e+01> : tensor<f64>} : () -> tensor<f64>
    %316 = "stablehlo.broadcast_in_dim"(%315) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %317 = "stablehlo.add"(%0, %316) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %318 = "stablehlo.power"(%317, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %319 = "stablehlo.add"(%314, %318) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %320 = "stablehlo.constant"() {value = dense<6.100000e+01> : tensor<f64>} : () -> tensor<f64>
    %321 = "stablehlo.broadcast_in_dim"(%320) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %322 = "stablehlo.add"(%0, %321) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %323 = "stablehlo.power"(%322, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %324 = "stablehlo.add"(%319, %323) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %325 = "stablehlo.constant"() {value = dense<6.200000e+01> : tensor<f64>} : () -> tensor<f64>
    %326 = "stablehlo.broadcast_in_dim"(%325) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %327 = "stablehlo.add"(%0, %326) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %328 = "stablehlo.power"(%327, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %329 = "stablehlo.add"(%324, %328) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %330 = "stablehlo.constant"() {value = dense<6.300000e+01> : tensor<f64>} : () -> tensor<f64>
    %331 = "stablehlo.broadcast_in_dim"(%330) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %332 = "stablehlo.add"(%0, %331) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %333 = "stablehlo.power"(%332, %12) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %334 = "stablehlo.add"(%329, %333) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %335 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %336 = "stablehlo.broadcast_in_dim"(%335) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %337 = "stablehlo.multiply"(%334, %336) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %338 = "stablehlo.subtract"(%10, %337) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %339 = "stablehlo.select"(%6, %338, %3) : (tensor<9xi1>, tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %340 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %341 = "stablehlo.broadcast_in_dim"(%340) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %342 = "stablehlo.compare"(%0, %341) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xi1>
    %343 = "stablehlo.floor"(%0) : (tensor<9xf64>) -> tensor<9xf64>
    %344 = "stablehlo.compare"(%0, %343) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xi1>
    %345 = "stablehlo.and"(%342, %344) : (tensor<9xi1>, tensor<9xi1>) -> tensor<9xi1>
    %346 = "stablehlo.constant"() {value = dense<0xFFF0000000000000> : tensor<f64>} : () -> tensor<f64>
    %347 = "stablehlo.broadcast_in_dim"(%346) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<9xf64>
    %348 = "stablehlo.select"(%345, %347, %339) : (tensor<9xi1>, tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
    %349 = "stablehlo.convert"(%348) : (tensor<9xf64>) -> tensor<9xf32>
    return %349 : tensor<9xf32>
  }
}
