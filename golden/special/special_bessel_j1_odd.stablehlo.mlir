module {
  func.func @main(%arg0: tensor<15xf32>) -> tensor<15xf32> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<15xf32>) -> tensor<15xf64>
    %1 = "stablehlo.abs"(%0) : (tensor<15xf64>) -> tensor<15xf64>
    %2 = "stablehlo.multiply"(%1, %1) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %3 = "stablehlo.constant"() {value = dense<5.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %5 = "stablehlo.compare"(%1, %4) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xi1>
    %6 = "stablehlo.constant"() {value = dense<6.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %7 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %8 = "stablehlo.select"(%5, %1, %7) : (tensor<15xi1>, tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %9 = "stablehlo.constant"() {value = dense<2.500000e+01> : tensor<f64>} : () -> tensor<f64>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %11 = "stablehlo.multiply"(%8, %8) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %12 = "stablehlo.divide"(%10, %11) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %13 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %15 = "stablehlo.multiply"(%14, %12) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %16 = "stablehlo.constant"() {value = dense<7.6212561620817314E-4> : tensor<f64>} : () -> tensor<f64>
    %17 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %18 = "stablehlo.add"(%15, %17) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %19 = "stablehlo.multiply"(%18, %12) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %20 = "stablehlo.constant"() {value = dense<0.073139705694091756> : tensor<f64>} : () -> tensor<f64>
    %21 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %22 = "stablehlo.add"(%19, %21) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %23 = "stablehlo.multiply"(%22, %12) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %24 = "stablehlo.constant"() {value = dense<1.1271960812968493> : tensor<f64>} : () -> tensor<f64>
    %25 = "stablehlo.broadcast_in_dim"(%24) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %26 = "stablehlo.add"(%23, %25) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %27 = "stablehlo.multiply"(%26, %12) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %28 = "stablehlo.constant"() {value = dense<5.1120795114680764> : tensor<f64>} : () -> tensor<f64>
    %29 = "stablehlo.broadcast_in_dim"(%28) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %30 = "stablehlo.add"(%27, %29) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %31 = "stablehlo.multiply"(%30, %12) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %32 = "stablehlo.constant"() {value = dense<8.424045901417724> : tensor<f64>} : () -> tensor<f64>
    %33 = "stablehlo.broadcast_in_dim"(%32) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %34 = "stablehlo.add"(%31, %33) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %35 = "stablehlo.multiply"(%34, %12) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %36 = "stablehlo.constant"() {value = dense<5.2145159868236153> : tensor<f64>} : () -> tensor<f64>
    %37 = "stablehlo.broadcast_in_dim"(%36) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %38 = "stablehlo.add"(%35, %37) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %39 = "stablehlo.multiply"(%38, %12) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %40 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %41 = "stablehlo.broadcast_in_dim"(%40) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %42 = "stablehlo.add"(%39, %41) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %43 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %44 = "stablehlo.broadcast_in_dim"(%43) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %45 = "stablehlo.multiply"(%44, %12) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %46 = "stablehlo.constant"() {value = dense<5.7132312807254865E-4> : tensor<f64>} : () -> tensor<f64>
    %47 = "stablehlo.broadcast_in_dim"(%46) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %48 = "stablehlo.add"(%45, %47) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %49 = "stablehlo.multiply"(%48, %12) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %50 = "stablehlo.constant"() {value = dense<0.068845590875449544> : tensor<f64>} : () -> tensor<f64>
    %51 = "stablehlo.broadcast_in_dim"(%50) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %52 = "stablehlo.add"(%49, %51) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %53 = "stablehlo.multiply"(%52, %12) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %54 = "stablehlo.constant"() {value = dense<1.105142326340617> : tensor<f64>} : () -> tensor<f64>
    %55 = "stablehlo.broadcast_in_dim"(%54) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %56 = "stablehlo.add"(%53, %55) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %57 = "stablehlo.multiply"(%56, %12) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %58 = "stablehlo.constant"() {value = dense<5.0738638612860152> : tensor<f64>} : () -> tensor<f64>
    %59 = "stablehlo.broadcast_in_dim"(%58) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %60 = "stablehlo.add"(%57, %59) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %61 = "stablehlo.multiply"(%60, %12) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %62 = "stablehlo.constant"() {value = dense<8.3998555432760416> : tensor<f64>} : () -> tensor<f64>
    %63 = "stablehlo.broadcast_in_dim"(%62) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %64 = "stablehlo.add"(%61, %63) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %65 = "stablehlo.multiply"(%64, %12) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %66 = "stablehlo.constant"() {value = dense<5.2098284868236187> : tensor<f64>} : () -> tensor<f64>
    %67 = "stablehlo.broadcast_in_dim"(%66) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %68 = "stablehlo.add"(%65, %67) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %69 = "stablehlo.multiply"(%68, %12) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %70 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %71 = "stablehlo.broadcast_in_dim"(%70) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %72 = "stablehlo.add"(%69, %71) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %73 = "stablehlo.divide"(%42, %72) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %74 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %75 = "stablehlo.broadcast_in_dim"(%74) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %76 = "stablehlo.multiply"(%75, %12) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %77 = "stablehlo.constant"() {value = dense<0.051086259475017659> : tensor<f64>} : () -> tensor<f64>
    %78 = "stablehlo.broadcast_in_dim"(%77) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %79 = "stablehlo.add"(%76, %78) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %80 = "stablehlo.multiply"(%79, %12) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %81 = "stablehlo.constant"() {value = dense<4.9821387295123341> : tensor<f64>} : () -> tensor<f64>
    %82 = "stablehlo.broadcast_in_dim"(%81) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %83 = "stablehlo.add"(%80, %82) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %84 = "stablehlo.multiply"(%83, %12) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %85 = "stablehlo.constant"() {value = dense<75.823828413254531> : tensor<f64>} : () -> tensor<f64>
    %86 = "stablehlo.broadcast_in_dim"(%85) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %87 = "stablehlo.add"(%84, %86) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %88 = "stablehlo.multiply"(%87, %12) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %89 = "stablehlo.constant"() {value = dense<366.7796093601508> : tensor<f64>} : () -> tensor<f64>
    %90 = "stablehlo.broadcast_in_dim"(%89) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %91 = "stablehlo.add"(%88, %90) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %92 = "stablehlo.multiply"(%91, %12) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %93 = "stablehlo.constant"() {value = dense<710.85630499892613> : tensor<f64>} : () -> tensor<f64>
    %94 = "stablehlo.broadcast_in_dim"(%93) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %95 = "stablehlo.add"(%92, %94) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %96 = "stablehlo.multiply"(%95, %12) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %97 = "stablehlo.constant"() {value = dense<597.48961240061362> : tensor<f64>} : () -> tensor<f64>
    %98 = "stablehlo.broadcast_in_dim"(%97) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %99 = "stablehlo.add"(%96, %98) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %100 = "stablehlo.multiply"(%99, %12) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %101 = "stablehlo.constant"() {value = dense<211.68875710057213> : tensor<f64>} : () -> tensor<f64>
    %102 = "stablehlo.broadcast_in_dim"(%101) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %103 = "stablehlo.add"(%100, %102) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %104 = "stablehlo.multiply"(%103, %12) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %105 = "stablehlo.constant"() {value = dense<25.207020585802372> : tensor<f64>} : () -> tensor<f64>
    %106 = "stablehlo.broadcast_in_dim"(%105) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %107 = "stablehlo.add"(%104, %106) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %108 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %109 = "stablehlo.broadcast_in_dim"(%108) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %110 = "stablehlo.multiply"(%109, %12) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %111 = "stablehlo.constant"() {value = dense<74.237327703567515> : tensor<f64>} : () -> tensor<f64>
    %112 = "stablehlo.broadcast_in_dim"(%111) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %113 = "stablehlo.add"(%110, %112) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %114 = "stablehlo.multiply"(%113, %12) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %115 = "stablehlo.constant"() {value = dense<1056.4488603826283> : tensor<f64>} : () -> tensor<f64>
    %116 = "stablehlo.broadcast_in_dim"(%115) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %117 = "stablehlo.add"(%114, %116) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %118 = "stablehlo.multiply"(%117, %12) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %119 = "stablehlo.constant"() {value = dense<4986.4105833765361> : tensor<f64>} : () -> tensor<f64>
    %120 = "stablehlo.broadcast_in_dim"(%119) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %121 = "stablehlo.add"(%118, %120) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %122 = "stablehlo.multiply"(%121, %12) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %123 = "stablehlo.constant"() {value = dense<9562.3189240475622> : tensor<f64>} : () -> tensor<f64>
    %124 = "stablehlo.broadcast_in_dim"(%123) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %125 = "stablehlo.add"(%122, %124) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %126 = "stablehlo.multiply"(%125, %12) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %127 = "stablehlo.constant"() {value = dense<7997.0416044735066> : tensor<f64>} : () -> tensor<f64>
    %128 = "stablehlo.broadcast_in_dim"(%127) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %129 = "stablehlo.add"(%126, %128) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %130 = "stablehlo.multiply"(%129, %12) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %131 = "stablehlo.constant"() {value = dense<2826.1927851763908> : tensor<f64>} : () -> tensor<f64>
    %132 = "stablehlo.broadcast_in_dim"(%131) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %133 = "stablehlo.add"(%130, %132) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %134 = "stablehlo.multiply"(%133, %12) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %135 = "stablehlo.constant"() {value = dense<336.0936078106983> : tensor<f64>} : () -> tensor<f64>
    %136 = "stablehlo.broadcast_in_dim"(%135) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %137 = "stablehlo.add"(%134, %136) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %138 = "stablehlo.divide"(%107, %137) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %139 = "stablehlo.constant"() {value = dense<2.3561944901923448> : tensor<f64>} : () -> tensor<f64>
    %140 = "stablehlo.broadcast_in_dim"(%139) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %141 = "stablehlo.subtract"(%8, %140) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %142 = "stablehlo.sine"(%141) : (tensor<15xf64>) -> tensor<15xf64>
    %143 = "stablehlo.cosine"(%141) : (tensor<15xf64>) -> tensor<15xf64>
    %144 = "stablehlo.constant"() {value = dense<5.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %145 = "stablehlo.broadcast_in_dim"(%144) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %146 = "stablehlo.divide"(%145, %8) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %147 = "stablehlo.multiply"(%146, %138) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %148 = "stablehlo.multiply"(%73, %143) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %149 = "stablehlo.multiply"(%147, %142) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %150 = "stablehlo.subtract"(%148, %149) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %151 = "stablehlo.constant"() {value = dense<0.79788456080286541> : tensor<f64>} : () -> tensor<f64>
    %152 = "stablehlo.broadcast_in_dim"(%151) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %153 = "stablehlo.multiply"(%150, %152) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %154 = "stablehlo.sqrt"(%8) : (tensor<15xf64>) -> tensor<15xf64>
    %155 = "stablehlo.divide"(%153, %154) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %156 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %157 = "stablehlo.broadcast_in_dim"(%156) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %158 = "stablehlo.multiply"(%157, %2) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %159 = "stablehlo.constant"() {value = dense<-899971225.70555937> : tensor<f64>} : () -> tensor<f64>
    %160 = "stablehlo.broadcast_in_dim"(%159) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %161 = "stablehlo.add"(%158, %160) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %162 = "stablehlo.multiply"(%161, %2) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %163 = "stablehlo.constant"() {value = dense<452228297998.19403> : tensor<f64>} : () -> tensor<f64>
    %164 = "stablehlo.broadcast_in_dim"(%163) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %165 = "stablehlo.add"(%162, %164) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %166 = "stablehlo.multiply"(%165, %2) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %167 = "stablehlo.constant"() {value = dense<-72749424522181.828> : tensor<f64>} : () -> tensor<f64>
    %168 = "stablehlo.broadcast_in_dim"(%167) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %169 = "stablehlo.add"(%166, %168) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %170 = "stablehlo.multiply"(%169, %2) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %171 = "stablehlo.constant"() {value = dense<0x432A2B42A697C482> : tensor<f64>} : () -> tensor<f64>
    %172 = "stablehlo.broadcast_in_dim"(%171) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %173 = "stablehlo.add"(%170, %172) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %174 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %175 = "stablehlo.broadcast_in_dim"(%174) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %176 = "stablehlo.multiply"(%175, %2) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %177 = "stablehlo.constant"() {value = dense<620.83647811805429> : tensor<f64>} : () -> tensor<f64>
    %178 = "stablehlo.broadcast_in_dim"(%177) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %179 = "stablehlo.add"(%176, %178) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %180 = "stablehlo.multiply"(%179, %2) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %181 = "stablehlo.constant"() {value = dense<256987.25675774884> : tensor<f64>} : () -> tensor<f64>
    %182 = "stablehlo.broadcast_in_dim"(%181) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %183 = "stablehlo.add"(%180, %182) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %184 = "stablehlo.multiply"(%183, %2) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %185 = "stablehlo.constant"() {value = dense<83514679.143194929> : tensor<f64>} : () -> tensor<f64>
    %186 = "stablehlo.broadcast_in_dim"(%185) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %187 = "stablehlo.add"(%184, %186) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %188 = "stablehlo.multiply"(%187, %2) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %189 = "stablehlo.constant"() {value = dense<22151159547.979252> : tensor<f64>} : () -> tensor<f64>
    %190 = "stablehlo.broadcast_in_dim"(%189) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %191 = "stablehlo.add"(%188, %190) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %192 = "stablehlo.multiply"(%191, %2) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %193 = "stablehlo.constant"() {value = dense<4749141220799.9141> : tensor<f64>} : () -> tensor<f64>
    %194 = "stablehlo.broadcast_in_dim"(%193) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %195 = "stablehlo.add"(%192, %194) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %196 = "stablehlo.multiply"(%195, %2) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %197 = "stablehlo.constant"() {value = dense<784369607876235.88> : tensor<f64>} : () -> tensor<f64>
    %198 = "stablehlo.broadcast_in_dim"(%197) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %199 = "stablehlo.add"(%196, %198) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %200 = "stablehlo.multiply"(%199, %2) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %201 = "stablehlo.constant"() {value = dense<0x4373E0BFF4653F81> : tensor<f64>} : () -> tensor<f64>
    %202 = "stablehlo.broadcast_in_dim"(%201) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %203 = "stablehlo.add"(%200, %202) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %204 = "stablehlo.multiply"(%203, %2) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %205 = "stablehlo.constant"() {value = dense<5.3227862033268009E+18> : tensor<f64>} : () -> tensor<f64>
    %206 = "stablehlo.broadcast_in_dim"(%205) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %207 = "stablehlo.add"(%204, %206) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %208 = "stablehlo.divide"(%173, %207) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %209 = "stablehlo.multiply"(%208, %1) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %210 = "stablehlo.constant"() {value = dense<14.681970642123893> : tensor<f64>} : () -> tensor<f64>
    %211 = "stablehlo.broadcast_in_dim"(%210) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %212 = "stablehlo.subtract"(%2, %211) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %213 = "stablehlo.multiply"(%209, %212) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %214 = "stablehlo.constant"() {value = dense<49.218456321694603> : tensor<f64>} : () -> tensor<f64>
    %215 = "stablehlo.broadcast_in_dim"(%214) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %216 = "stablehlo.subtract"(%2, %215) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %217 = "stablehlo.multiply"(%213, %216) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %218 = "stablehlo.select"(%5, %155, %217) : (tensor<15xi1>, tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %219 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %220 = "stablehlo.broadcast_in_dim"(%219) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %221 = "stablehlo.compare"(%0, %220) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xi1>
    %222 = "stablehlo.negate"(%218) : (tensor<15xf64>) -> tensor<15xf64>
    %223 = "stablehlo.select"(%221, %222, %218) : (tensor<15xi1>, tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %224 = "stablehlo.convert"(%223) : (tensor<15xf64>) -> tensor<15xf32>
    return %224 : tensor<15xf32>
  }
}
