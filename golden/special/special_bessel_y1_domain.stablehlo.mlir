module {
  func.func @main(%arg0: tensor<15xf32>) -> tensor<15xf32> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<15xf32>) -> tensor<15xf64>
    %1 = "stablehlo.constant"() {value = dense<5.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %3 = "stablehlo.compare"(%0, %2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xi1>
    %4 = "stablehlo.constant"() {value = dense<6.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %6 = "stablehlo.select"(%3, %0, %5) : (tensor<15xi1>, tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %7 = "stablehlo.constant"() {value = dense<2.500000e+01> : tensor<f64>} : () -> tensor<f64>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %9 = "stablehlo.multiply"(%6, %6) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %10 = "stablehlo.divide"(%8, %9) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %11 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %12 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %13 = "stablehlo.multiply"(%12, %10) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %14 = "stablehlo.constant"() {value = dense<7.6212561620817314E-4> : tensor<f64>} : () -> tensor<f64>
    %15 = "stablehlo.broadcast_in_dim"(%14) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %16 = "stablehlo.add"(%13, %15) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %17 = "stablehlo.multiply"(%16, %10) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %18 = "stablehlo.constant"() {value = dense<0.073139705694091756> : tensor<f64>} : () -> tensor<f64>
    %19 = "stablehlo.broadcast_in_dim"(%18) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %20 = "stablehlo.add"(%17, %19) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %21 = "stablehlo.multiply"(%20, %10) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %22 = "stablehlo.constant"() {value = dense<1.1271960812968493> : tensor<f64>} : () -> tensor<f64>
    %23 = "stablehlo.broadcast_in_dim"(%22) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %24 = "stablehlo.add"(%21, %23) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %25 = "stablehlo.multiply"(%24, %10) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %26 = "stablehlo.constant"() {value = dense<5.1120795114680764> : tensor<f64>} : () -> tensor<f64>
    %27 = "stablehlo.broadcast_in_dim"(%26) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %28 = "stablehlo.add"(%25, %27) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %29 = "stablehlo.multiply"(%28, %10) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %30 = "stablehlo.constant"() {value = dense<8.424045901417724> : tensor<f64>} : () -> tensor<f64>
    %31 = "stablehlo.broadcast_in_dim"(%30) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %32 = "stablehlo.add"(%29, %31) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %33 = "stablehlo.multiply"(%32, %10) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %34 = "stablehlo.constant"() {value = dense<5.2145159868236153> : tensor<f64>} : () -> tensor<f64>
    %35 = "stablehlo.broadcast_in_dim"(%34) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %36 = "stablehlo.add"(%33, %35) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %37 = "stablehlo.multiply"(%36, %10) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %38 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %39 = "stablehlo.broadcast_in_dim"(%38) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %40 = "stablehlo.add"(%37, %39) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %41 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %42 = "stablehlo.broadcast_in_dim"(%41) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %43 = "stablehlo.multiply"(%42, %10) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %44 = "stablehlo.constant"() {value = dense<5.7132312807254865E-4> : tensor<f64>} : () -> tensor<f64>
    %45 = "stablehlo.broadcast_in_dim"(%44) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %46 = "stablehlo.add"(%43, %45) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %47 = "stablehlo.multiply"(%46, %10) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %48 = "stablehlo.constant"() {value = dense<0.068845590875449544> : tensor<f64>} : () -> tensor<f64>
    %49 = "stablehlo.broadcast_in_dim"(%48) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %50 = "stablehlo.add"(%47, %49) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %51 = "stablehlo.multiply"(%50, %10) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %52 = "stablehlo.constant"() {value = dense<1.105142326340617> : tensor<f64>} : () -> tensor<f64>
    %53 = "stablehlo.broadcast_in_dim"(%52) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %54 = "stablehlo.add"(%51, %53) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %55 = "stablehlo.multiply"(%54, %10) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %56 = "stablehlo.constant"() {value = dense<5.0738638612860152> : tensor<f64>} : () -> tensor<f64>
    %57 = "stablehlo.broadcast_in_dim"(%56) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %58 = "stablehlo.add"(%55, %57) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %59 = "stablehlo.multiply"(%58, %10) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %60 = "stablehlo.constant"() {value = dense<8.3998555432760416> : tensor<f64>} : () -> tensor<f64>
    %61 = "stablehlo.broadcast_in_dim"(%60) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %62 = "stablehlo.add"(%59, %61) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %63 = "stablehlo.multiply"(%62, %10) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %64 = "stablehlo.constant"() {value = dense<5.2098284868236187> : tensor<f64>} : () -> tensor<f64>
    %65 = "stablehlo.broadcast_in_dim"(%64) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %66 = "stablehlo.add"(%63, %65) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %67 = "stablehlo.multiply"(%66, %10) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %68 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %69 = "stablehlo.broadcast_in_dim"(%68) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %70 = "stablehlo.add"(%67, %69) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %71 = "stablehlo.divide"(%40, %70) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %72 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %73 = "stablehlo.broadcast_in_dim"(%72) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %74 = "stablehlo.multiply"(%73, %10) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %75 = "stablehlo.constant"() {value = dense<0.051086259475017659> : tensor<f64>} : () -> tensor<f64>
    %76 = "stablehlo.broadcast_in_dim"(%75) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %77 = "stablehlo.add"(%74, %76) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %78 = "stablehlo.multiply"(%77, %10) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %79 = "stablehlo.constant"() {value = dense<4.9821387295123341> : tensor<f64>} : () -> tensor<f64>
    %80 = "stablehlo.broadcast_in_dim"(%79) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %81 = "stablehlo.add"(%78, %80) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %82 = "stablehlo.multiply"(%81, %10) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %83 = "stablehlo.constant"() {value = dense<75.823828413254531> : tensor<f64>} : () -> tensor<f64>
    %84 = "stablehlo.broadcast_in_dim"(%83) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %85 = "stablehlo.add"(%82, %84) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %86 = "stablehlo.multiply"(%85, %10) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %87 = "stablehlo.constant"() {value = dense<366.7796093601508> : tensor<f64>} : () -> tensor<f64>
    %88 = "stablehlo.broadcast_in_dim"(%87) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %89 = "stablehlo.add"(%86, %88) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %90 = "stablehlo.multiply"(%89, %10) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %91 = "stablehlo.constant"() {value = dense<710.85630499892613> : tensor<f64>} : () -> tensor<f64>
    %92 = "stablehlo.broadcast_in_dim"(%91) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %93 = "stablehlo.add"(%90, %92) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %94 = "stablehlo.multiply"(%93, %10) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %95 = "stablehlo.constant"() {value = dense<597.48961240061362> : tensor<f64>} : () -> tensor<f64>
    %96 = "stablehlo.broadcast_in_dim"(%95) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %97 = "stablehlo.add"(%94, %96) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %98 = "stablehlo.multiply"(%97, %10) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %99 = "stablehlo.constant"() {value = dense<211.68875710057213> : tensor<f64>} : () -> tensor<f64>
    %100 = "stablehlo.broadcast_in_dim"(%99) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %101 = "stablehlo.add"(%98, %100) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %102 = "stablehlo.multiply"(%101, %10) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %103 = "stablehlo.constant"() {value = dense<25.207020585802372> : tensor<f64>} : () -> tensor<f64>
    %104 = "stablehlo.broadcast_in_dim"(%103) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %105 = "stablehlo.add"(%102, %104) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %106 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %107 = "stablehlo.broadcast_in_dim"(%106) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %108 = "stablehlo.multiply"(%107, %10) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %109 = "stablehlo.constant"() {value = dense<74.237327703567515> : tensor<f64>} : () -> tensor<f64>
    %110 = "stablehlo.broadcast_in_dim"(%109) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %111 = "stablehlo.add"(%108, %110) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %112 = "stablehlo.multiply"(%111, %10) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %113 = "stablehlo.constant"() {value = dense<1056.4488603826283> : tensor<f64>} : () -> tensor<f64>
    %114 = "stablehlo.broadcast_in_dim"(%113) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %115 = "stablehlo.add"(%112, %114) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %116 = "stablehlo.multiply"(%115, %10) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %117 = "stablehlo.constant"() {value = dense<4986.4105833765361> : tensor<f64>} : () -> tensor<f64>
    %118 = "stablehlo.broadcast_in_dim"(%117) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %119 = "stablehlo.add"(%116, %118) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %120 = "stablehlo.multiply"(%119, %10) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %121 = "stablehlo.constant"() {value = dense<9562.3189240475622> : tensor<f64>} : () -> tensor<f64>
    %122 = "stablehlo.broadcast_in_dim"(%121) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %123 = "stablehlo.add"(%120, %122) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %124 = "stablehlo.multiply"(%123, %10) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %125 = "stablehlo.constant"() {value = dense<7997.0416044735066> : tensor<f64>} : () -> tensor<f64>
    %126 = "stablehlo.broadcast_in_dim"(%125) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %127 = "stablehlo.add"(%124, %126) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %128 = "stablehlo.multiply"(%127, %10) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %129 = "stablehlo.constant"() {value = dense<2826.1927851763908> : tensor<f64>} : () -> tensor<f64>
    %130 = "stablehlo.broadcast_in_dim"(%129) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %131 = "stablehlo.add"(%128, %130) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %132 = "stablehlo.multiply"(%131, %10) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %133 = "stablehlo.constant"() {value = dense<336.0936078106983> : tensor<f64>} : () -> tensor<f64>
    %134 = "stablehlo.broadcast_in_dim"(%133) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %135 = "stablehlo.add"(%132, %134) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %136 = "stablehlo.divide"(%105, %135) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %137 = "stablehlo.constant"() {value = dense<2.3561944901923448> : tensor<f64>} : () -> tensor<f64>
    %138 = "stablehlo.broadcast_in_dim"(%137) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %139 = "stablehlo.subtract"(%6, %138) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %140 = "stablehlo.sine"(%139) : (tensor<15xf64>) -> tensor<15xf64>
    %141 = "stablehlo.cosine"(%139) : (tensor<15xf64>) -> tensor<15xf64>
    %142 = "stablehlo.constant"() {value = dense<5.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %143 = "stablehlo.broadcast_in_dim"(%142) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %144 = "stablehlo.divide"(%143, %6) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %145 = "stablehlo.multiply"(%144, %136) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %146 = "stablehlo.multiply"(%71, %140) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %147 = "stablehlo.multiply"(%145, %141) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %148 = "stablehlo.add"(%146, %147) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %149 = "stablehlo.constant"() {value = dense<0.79788456080286541> : tensor<f64>} : () -> tensor<f64>
    %150 = "stablehlo.broadcast_in_dim"(%149) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %151 = "stablehlo.multiply"(%148, %150) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %152 = "stablehlo.sqrt"(%6) : (tensor<15xf64>) -> tensor<15xf64>
    %153 = "stablehlo.divide"(%151, %152) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %154 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %155 = "stablehlo.broadcast_in_dim"(%154) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %156 = "stablehlo.compare"(%0, %155) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xi1>
    %157 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %158 = "stablehlo.broadcast_in_dim"(%157) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %159 = "stablehlo.select"(%156, %0, %158) : (tensor<15xi1>, tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %160 = "stablehlo.multiply"(%159, %159) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %161 = "stablehlo.constant"() {value = dense<0.63661977236758138> : tensor<f64>} : () -> tensor<f64>
    %162 = "stablehlo.broadcast_in_dim"(%161) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %163 = "stablehlo.abs"(%159) : (tensor<15xf64>) -> tensor<15xf64>
    %164 = "stablehlo.multiply"(%163, %163) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %165 = "stablehlo.constant"() {value = dense<5.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %166 = "stablehlo.broadcast_in_dim"(%165) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %167 = "stablehlo.compare"(%163, %166) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xi1>
    %168 = "stablehlo.constant"() {value = dense<6.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %169 = "stablehlo.broadcast_in_dim"(%168) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %170 = "stablehlo.select"(%167, %163, %169) : (tensor<15xi1>, tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %171 = "stablehlo.constant"() {value = dense<2.500000e+01> : tensor<f64>} : () -> tensor<f64>
    %172 = "stablehlo.broadcast_in_dim"(%171) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %173 = "stablehlo.multiply"(%170, %170) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %174 = "stablehlo.divide"(%172, %173) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %175 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %176 = "stablehlo.broadcast_in_dim"(%175) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %177 = "stablehlo.multiply"(%176, %174) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %178 = "stablehlo.constant"() {value = dense<7.6212561620817314E-4> : tensor<f64>} : () -> tensor<f64>
    %179 = "stablehlo.broadcast_in_dim"(%178) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %180 = "stablehlo.add"(%177, %179) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %181 = "stablehlo.multiply"(%180, %174) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %182 = "stablehlo.constant"() {value = dense<0.073139705694091756> : tensor<f64>} : () -> tensor<f64>
    %183 = "stablehlo.broadcast_in_dim"(%182) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %184 = "stablehlo.add"(%181, %183) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %185 = "stablehlo.multiply"(%184, %174) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %186 = "stablehlo.constant"() {value = dense<1.1271960812968493> : tensor<f64>} : () -> tensor<f64>
    %187 = "stablehlo.broadcast_in_dim"(%186) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %188 = "stablehlo.add"(%185, %187) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %189 = "stablehlo.multiply"(%188, %174) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %190 = "stablehlo.constant"() {value = dense<5.1120795114680764> : tensor<f64>} : () -> tensor<f64>
    %191 = "stablehlo.broadcast_in_dim"(%190) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %192 = "stablehlo.add"(%189, %191) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %193 = "stablehlo.multiply"(%192, %174) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %194 = "stablehlo.constant"() {value = dense<8.424045901417724> : tensor<f64>} : () -> tensor<f64>
    %195 = "stablehlo.broadcast_in_dim"(%194) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %196 = "stablehlo.add"(%193, %195) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %197 = "stablehlo.multiply"(%196, %174) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %198 = "stablehlo.constant"() {value = dense<5.2145159868236153> : tensor<f64>} : () -> tensor<f64>
    %199 = "stablehlo.broadcast_in_dim"(%198) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %200 = "stablehlo.add"(%197, %199) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %201 = "stablehlo.multiply"(%200, %174) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %202 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %203 = "stablehlo.broadcast_in_dim"(%202) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %204 = "stablehlo.add"(%201, %203) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %205 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %206 = "stablehlo.broadcast_in_dim"(%205) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %207 = "stablehlo.multiply"(%206, %174) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %208 = "stablehlo.constant"() {value = dense<5.7132312807254865E-4> : tensor<f64>} : () -> tensor<f64>
    %209 = "stablehlo.broadcast_in_dim"(%208) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %210 = "stablehlo.add"(%207, %209) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %211 = "stablehlo.multiply"(%210, %174) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %212 = "stablehlo.constant"() {value = dense<0.068845590875449544> : tensor<f64>} : () -> tensor<f64>
    %213 = "stablehlo.broadcast_in_dim"(%212) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %214 = "stablehlo.add"(%211, %213) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %215 = "stablehlo.multiply"(%214, %174) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %216 = "stablehlo.constant"() {value = dense<1.105142326340617> : tensor<f64>} : () -> tensor<f64>
    %217 = "stablehlo.broadcast_in_dim"(%216) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %218 = "stablehlo.add"(%215, %217) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %219 = "stablehlo.multiply"(%218, %174) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %220 = "stablehlo.constant"() {value = dense<5.0738638612860152> : tensor<f64>} : () -> tensor<f64>
    %221 = "stablehlo.broadcast_in_dim"(%220) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %222 = "stablehlo.add"(%219, %221) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %223 = "stablehlo.multiply"(%222, %174) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %224 = "stablehlo.constant"() {value = dense<8.3998555432760416> : tensor<f64>} : () -> tensor<f64>
    %225 = "stablehlo.broadcast_in_dim"(%224) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %226 = "stablehlo.add"(%223, %225) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %227 = "stablehlo.multiply"(%226, %174) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %228 = "stablehlo.constant"() {value = dense<5.2098284868236187> : tensor<f64>} : () -> tensor<f64>
    %229 = "stablehlo.broadcast_in_dim"(%228) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %230 = "stablehlo.add"(%227, %229) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %231 = "stablehlo.multiply"(%230, %174) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %232 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %233 = "stablehlo.broadcast_in_dim"(%232) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %234 = "stablehlo.add"(%231, %233) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %235 = "stablehlo.divide"(%204, %234) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %236 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %237 = "stablehlo.broadcast_in_dim"(%236) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %238 = "stablehlo.multiply"(%237, %174) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %239 = "stablehlo.constant"() {value = dense<0.051086259475017659> : tensor<f64>} : () -> tensor<f64>
    %240 = "stablehlo.broadcast_in_dim"(%239) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %241 = "stablehlo.add"(%238, %240) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %242 = "stablehlo.multiply"(%241, %174) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %243 = "stablehlo.constant"() {value = dense<4.9821387295123341> : tensor<f64>} : () -> tensor<f64>
    %244 = "stablehlo.broadcast_in_dim"(%243) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %245 = "stablehlo.add"(%242, %244) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %246 = "stablehlo.multiply"(%245, %174) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %247 = "stablehlo.constant"() {value = dense<75.823828413254531> : tensor<f64>} : () -> tensor<f64>
    %248 = "stablehlo.broadcast_in_dim"(%247) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %249 = "stablehlo.add"(%246, %248) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %250 = "stablehlo.multiply"(%249, %174) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %251 = "stablehlo.constant"() {value = dense<366.7796093601508> : tensor<f64>} : () -> tensor<f64>
    %252 = "stablehlo.broadcast_in_dim"(%251) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %253 = "stablehlo.add"(%250, %252) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %254 = "stablehlo.multiply"(%253, %174) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %255 = "stablehlo.constant"() {value = dense<710.85630499892613> : tensor<f64>} : () -> tensor<f64>
    %256 = "stablehlo.broadcast_in_dim"(%255) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %257 = "stablehlo.add"(%254, %256) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %258 = "stablehlo.multiply"(%257, %174) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %259 = "stablehlo.constant"() {value = dense<597.48961240061362> : tensor<f64>} : () -> tensor<f64>
    %260 = "stablehlo.broadcast_in_dim"(%259) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %261 = "stablehlo.add"(%258, %260) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %262 = "stablehlo.multiply"(%261, %174) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %263 = "stablehlo.constant"() {value = dense<211.68875710057213> : tensor<f64>} : () -> tensor<f64>
    %264 = "stablehlo.broadcast_in_dim"(%263) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %265 = "stablehlo.add"(%262, %264) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %266 = "stablehlo.multiply"(%265, %174) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %267 = "stablehlo.constant"() {value = dense<25.207020585802372> : tensor<f64>} : () -> tensor<f64>
    %268 = "stablehlo.broadcast_in_dim"(%267) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %269 = "stablehlo.add"(%266, %268) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %270 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %271 = "stablehlo.broadcast_in_dim"(%270) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %272 = "stablehlo.multiply"(%271, %174) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %273 = "stablehlo.constant"() {value = dense<74.237327703567515> : tensor<f64>} : () -> tensor<f64>
    %274 = "stablehlo.broadcast_in_dim"(%273) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %275 = "stablehlo.add"(%272, %274) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %276 = "stablehlo.multiply"(%275, %174) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %277 = "stablehlo.constant"() {value = dense<1056.4488603826283> : tensor<f64>} : () -> tensor<f64>
    %278 = "stablehlo.broadcast_in_dim"(%277) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %279 = "stablehlo.add"(%276, %278) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %280 = "stablehlo.multiply"(%279, %174) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %281 = "stablehlo.constant"() {value = dense<4986.4105833765361> : tensor<f64>} : () -> tensor<f64>
    %282 = "stablehlo.broadcast_in_dim"(%281) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %283 = "stablehlo.add"(%280, %282) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %284 = "stablehlo.multiply"(%283, %174) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %285 = "stablehlo.constant"() {value = dense<9562.3189240475622> : tensor<f64>} : () -> tensor<f64>
    %286 = "stablehlo.broadcast_in_dim"(%285) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %287 = "stablehlo.add"(%284, %286) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %288 = "stablehlo.multiply"(%287, %174) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %289 = "stablehlo.constant"() {value = dense<7997.0416044735066> : tensor<f64>} : () -> tensor<f64>
    %290 = "stablehlo.broadcast_in_dim"(%289) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %291 = "stablehlo.add"(%288, %290) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %292 = "stablehlo.multiply"(%291, %174) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %293 = "stablehlo.constant"() {value = dense<2826.1927851763908> : tensor<f64>} : () -> tensor<f64>
    %294 = "stablehlo.broadcast_in_dim"(%293) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %295 = "stablehlo.add"(%292, %294) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %296 = "stablehlo.multiply"(%295, %174) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %297 = "stablehlo.constant"() {value = dense<336.0936078106983> : tensor<f64>} : () -> tensor<f64>
    %298 = "stablehlo.broadcast_in_dim"(%297) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %299 = "stablehlo.add"(%296, %298) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %300 = "stablehlo.divide"(%269, %299) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %301 = "stablehlo.constant"() {value = dense<2.3561944901923448> : tensor<f64>} : () -> tensor<f64>
    %302 = "stablehlo.broadcast_in_dim"(%301) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %303 = "stablehlo.subtract"(%170, %302) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %304 = "stablehlo.sine"(%303) : (tensor<15xf64>) -> tensor<15xf64>
    %305 = "stablehlo.cosine"(%303) : (tensor<15xf64>) -> tensor<15xf64>
    %306 = "stablehlo.constant"() {value = dense<5.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %307 = "stablehlo.broadcast_in_dim"(%306) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %308 = "stablehlo.divide"(%307, %170) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %309 = "stablehlo.multiply"(%308, %300) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %310 = "stablehlo.multiply"(%235, %305) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %311 = "stablehlo.multiply"(%309, %304) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %312 = "stablehlo.subtract"(%310, %311) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %313 = "stablehlo.constant"() {value = dense<0.79788456080286541> : tensor<f64>} : () -> tensor<f64>
    %314 = "stablehlo.broadcast_in_dim"(%313) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %315 = "stablehlo.multiply"(%312, %314) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %316 = "stablehlo.sqrt"(%170) : (tensor<15xf64>) -> tensor<15xf64>
    %317 = "stablehlo.divide"(%315, %316) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %318 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %319 = "stablehlo.broadcast_in_dim"(%318) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %320 = "stablehlo.multiply"(%319, %164) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %321 = "stablehlo.constant"() {value = dense<-899971225.70555937> : tensor<f64>} : () -> tensor<f64>
    %322 = "stablehlo.broadcast_in_dim"(%321) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %323 = "stablehlo.add"(%320, %322) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %324 = "stablehlo.multiply"(%323, %164) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %325 = "stablehlo.constant"() {value = dense<452228297998.19403> : tensor<f64>} : () -> tensor<f64>
    %326 = "stablehlo.broadcast_in_dim"(%325) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %327 = "stablehlo.add"(%324, %326) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %328 = "stablehlo.multiply"(%327, %164) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %329 = "stablehlo.constant"() {value = dense<-72749424522181.828> : tensor<f64>} : () -> tensor<f64>
    %330 = "stablehlo.broadcast_in_dim"(%329) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %331 = "stablehlo.add"(%328, %330) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %332 = "stablehlo.multiply"(%331, %164) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %333 = "stablehlo.constant"() {value = dense<0x432A2B42A697C482> : tensor<f64>} : () -> tensor<f64>
    %334 = "stablehlo.broadcast_in_dim"(%333) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %335 = "stablehlo.add"(%332, %334) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %336 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %337 = "stablehlo.broadcast_in_dim"(%336) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %338 = "stablehlo.multiply"(%337, %164) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %339 = "stablehlo.constant"() {value = dense<620.83647811805429> : tensor<f64>} : () -> tensor<f64>
    %340 = "stablehlo.broadcast_in_dim"(%339) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %341 = "stablehlo.add"(%338, %340) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %342 = "stablehlo.multiply"(%341, %164) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %343 = "stablehlo.constant"() {value = dense<256987.25675774884> : tensor<f64>} : () -> tensor<f64>
    %344 = "stablehlo.broadcast_in_dim"(%343) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %345 = "stablehlo.add"(%342, %344) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %346 = "stablehlo.multiply"(%345, %164) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %347 = "stablehlo.constant"() {value = dense<83514679.143194929> : tensor<f64>} : () -> tensor<f64>
    %348 = "stablehlo.broadcast_in_dim"(%347) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %349 = "stablehlo.add"(%346, %348) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %350 = "stablehlo.multiply"(%349, %164) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %351 = "stablehlo.constant"() {value = dense<22151159547.979252> : tensor<f64>} : () -> tensor<f64>
    %352 = "stablehlo.broadcast_in_dim"(%351) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %353 = "stablehlo.add"(%350, %352) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %354 = "stablehlo.multiply"(%353, %164) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %355 = "stablehlo.constant"() {value = dense<4749141220799.9141> : tensor<f64>} : () -> tensor<f64>
    %356 = "stablehlo.broadcast_in_dim"(%355) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %357 = "stablehlo.add"(%354, %356) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %358 = "stablehlo.multiply"(%357, %164) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %359 = "stablehlo.constant"() {value = dense<784369607876235.88> : tensor<f64>} : () -> tensor<f64>
    %360 = "stablehlo.broadcast_in_dim"(%359) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %361 = "stablehlo.add"(%358, %360) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %362 = "stablehlo.multiply"(%361, %164) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %363 = "stablehlo.constant"() {value = dense<0x4373E0BFF4653F81> : tensor<f64>} : () -> tensor<f64>
    %364 = "stablehlo.broadcast_in_dim"(%363) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %365 = "stablehlo.add"(%362, %364) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %366 = "stablehlo.multiply"(%365, %164) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %367 = "stablehlo.constant"() {value = dense<5.3227862033268009E+18> : tensor<f64>} : () -> tensor<f64>
    %368 = "stablehlo.broadcast_in_dim"(%367) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %369 = "stablehlo.add"(%366, %368) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %370 = "stablehlo.divide"(%335, %369) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %371 = "stablehlo.multiply"(%370, %163) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %372 = "stablehlo.constant"() {value = dense<14.681970642123893> : tensor<f64>} : () -> tensor<f64>
    %373 = "stablehlo.broadcast_in_dim"(%372) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %374 = "stablehlo.subtract"(%164, %373) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %375 = "stablehlo.multiply"(%371, %374) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %376 = "stablehlo.constant"() {value = dense<49.218456321694603> : tensor<f64>} : () -> tensor<f64>
    %377 = "stablehlo.broadcast_in_dim"(%376) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %378 = "stablehlo.subtract"(%164, %377) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %379 = "stablehlo.multiply"(%375, %378) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %380 = "stablehlo.select"(%167, %317, %379) : (tensor<15xi1>, tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %381 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %382 = "stablehlo.broadcast_in_dim"(%381) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %383 = "stablehlo.compare"(%159, %382) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xi1>
    %384 = "stablehlo.negate"(%380) : (tensor<15xf64>) -> tensor<15xf64>
    %385 = "stablehlo.select"(%383, %384, %380) : (tensor<15xi1>, tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %386 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %387 = "stablehlo.broadcast_in_dim"(%386) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %388 = "stablehlo.multiply"(%387, %160) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %389 = "stablehlo.constant"() {value = dense<1263204747.9017804> : tensor<f64>} : () -> tensor<f64>
    %390 = "stablehlo.broadcast_in_dim"(%389) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %391 = "stablehlo.add"(%388, %390) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %392 = "stablehlo.multiply"(%391, %160) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %393 = "stablehlo.constant"() {value = dense<-647355876379.16028> : tensor<f64>} : () -> tensor<f64>
    %394 = "stablehlo.broadcast_in_dim"(%393) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %395 = "stablehlo.add"(%392, %394) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %396 = "stablehlo.multiply"(%395, %160) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %397 = "stablehlo.constant"() {value = dense<114509511541823.73> : tensor<f64>} : () -> tensor<f64>
    %398 = "stablehlo.broadcast_in_dim"(%397) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %399 = "stablehlo.add"(%396, %398) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %400 = "stablehlo.multiply"(%399, %160) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %401 = "stablehlo.constant"() {value = dense<0xC33CE01A37A1B083> : tensor<f64>} : () -> tensor<f64>
    %402 = "stablehlo.broadcast_in_dim"(%401) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %403 = "stablehlo.add"(%400, %402) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %404 = "stablehlo.multiply"(%403, %160) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %405 = "stablehlo.constant"() {value = dense<2.0243947571359491E+17> : tensor<f64>} : () -> tensor<f64>
    %406 = "stablehlo.broadcast_in_dim"(%405) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %407 = "stablehlo.add"(%404, %406) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %408 = "stablehlo.multiply"(%407, %160) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %409 = "stablehlo.constant"() {value = dense<-7.7887719626595008E+17> : tensor<f64>} : () -> tensor<f64>
    %410 = "stablehlo.broadcast_in_dim"(%409) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %411 = "stablehlo.add"(%408, %410) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %412 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %413 = "stablehlo.broadcast_in_dim"(%412) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %414 = "stablehlo.multiply"(%413, %160) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %415 = "stablehlo.constant"() {value = dense<594.30159234612825> : tensor<f64>} : () -> tensor<f64>
    %416 = "stablehlo.broadcast_in_dim"(%415) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %417 = "stablehlo.add"(%414, %416) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %418 = "stablehlo.multiply"(%417, %160) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %419 = "stablehlo.constant"() {value = dense<235564.09294306856> : tensor<f64>} : () -> tensor<f64>
    %420 = "stablehlo.broadcast_in_dim"(%419) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %421 = "stablehlo.add"(%418, %420) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %422 = "stablehlo.multiply"(%421, %160) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %423 = "stablehlo.constant"() {value = dense<73481194.445972174> : tensor<f64>} : () -> tensor<f64>
    %424 = "stablehlo.broadcast_in_dim"(%423) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %425 = "stablehlo.add"(%422, %424) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %426 = "stablehlo.multiply"(%425, %160) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %427 = "stablehlo.constant"() {value = dense<18760131610.870617> : tensor<f64>} : () -> tensor<f64>
    %428 = "stablehlo.broadcast_in_dim"(%427) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %429 = "stablehlo.add"(%426, %428) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %430 = "stablehlo.multiply"(%429, %160) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %431 = "stablehlo.constant"() {value = dense<3882312774962.3857> : tensor<f64>} : () -> tensor<f64>
    %432 = "stablehlo.broadcast_in_dim"(%431) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %433 = "stablehlo.add"(%430, %432) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %434 = "stablehlo.multiply"(%433, %160) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %435 = "stablehlo.constant"() {value = dense<620557727146953.75> : tensor<f64>} : () -> tensor<f64>
    %436 = "stablehlo.broadcast_in_dim"(%435) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %437 = "stablehlo.add"(%434, %436) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %438 = "stablehlo.multiply"(%437, %160) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %439 = "stablehlo.constant"() {value = dense<0x436E83E3C547A488> : tensor<f64>} : () -> tensor<f64>
    %440 = "stablehlo.broadcast_in_dim"(%439) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %441 = "stablehlo.add"(%438, %440) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %442 = "stablehlo.multiply"(%441, %160) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %443 = "stablehlo.constant"() {value = dense<3.9727060811656064E+18> : tensor<f64>} : () -> tensor<f64>
    %444 = "stablehlo.broadcast_in_dim"(%443) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %445 = "stablehlo.add"(%442, %444) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %446 = "stablehlo.divide"(%411, %445) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %447 = "stablehlo.multiply"(%159, %446) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %448 = "stablehlo.log"(%159) : (tensor<15xf64>) -> tensor<15xf64>
    %449 = "stablehlo.multiply"(%385, %448) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %450 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %451 = "stablehlo.broadcast_in_dim"(%450) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %452 = "stablehlo.divide"(%451, %159) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %453 = "stablehlo.subtract"(%449, %452) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %454 = "stablehlo.multiply"(%162, %453) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %455 = "stablehlo.add"(%447, %454) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %456 = "stablehlo.select"(%3, %153, %455) : (tensor<15xi1>, tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %457 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %458 = "stablehlo.broadcast_in_dim"(%457) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %459 = "stablehlo.compare"(%0, %458) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xi1>
    %460 = "stablehlo.constant"() {value = dense<0xFFF0000000000000> : tensor<f64>} : () -> tensor<f64>
    %461 = "stablehlo.broadcast_in_dim"(%460) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %462 = "stablehlo.select"(%459, %461, %456) : (tensor<15xi1>, tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %463 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %464 = "stablehlo.broadcast_in_dim"(%463) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %465 = "stablehlo.compare"(%0, %464) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xi1>
    %466 = "stablehlo.constant"() {value = dense<0x7FF8000000000000> : tensor<f64>} : () -> tensor<f64>
    %467 = "stablehlo.broadcast_in_dim"(%466) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %468 = "stablehlo.select"(%465, %467, %462) : (tensor<15xi1>, tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %469 = "stablehlo.convert"(%468) : (tensor<15xf64>) -> tensor<15xf32>
    return %469 : tensor<15xf32>
  }
}
