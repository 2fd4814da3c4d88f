module {
  func.func @main(%arg0: tensor<16xf32>) -> tensor<16xf32> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<16xf32>) -> tensor<16xf64>
    %1 = "stablehlo.abs"(%0) : (tensor<16xf64>) -> tensor<16xf64>
    %2 = "stablehlo.multiply"(%1, %1) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %3 = "stablehlo.constant"() {value = dense<5.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %5 = "stablehlo.compare"(%1, %4) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xi1>
    %6 = "stablehlo.constant"() {value = dense<6.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %7 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %8 = "stablehlo.select"(%5, %1, %7) : (tensor<16xi1>, tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %9 = "stablehlo.constant"() {value = dense<2.500000e+01> : tensor<f64>} : () -> tensor<f64>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %11 = "stablehlo.multiply"(%8, %8) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %12 = "stablehlo.divide"(%10, %11) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %13 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %15 = "stablehlo.multiply"(%14, %12) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %16 = "stablehlo.constant"() {value = dense<7.9693672929734706E-4> : tensor<f64>} : () -> tensor<f64>
    %17 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %18 = "stablehlo.add"(%15, %17) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %19 = "stablehlo.multiply"(%18, %12) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %20 = "stablehlo.constant"() {value = dense<0.08283523921074408> : tensor<f64>} : () -> tensor<f64>
    %21 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %22 = "stablehlo.add"(%19, %21) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %23 = "stablehlo.multiply"(%22, %12) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %24 = "stablehlo.constant"() {value = dense<1.2395337164641429> : tensor<f64>} : () -> tensor<f64>
    %25 = "stablehlo.broadcast_in_dim"(%24) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %26 = "stablehlo.add"(%23, %25) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %27 = "stablehlo.multiply"(%26, %12) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %28 = "stablehlo.constant"() {value = dense<5.4472500305876874> : tensor<f64>} : () -> tensor<f64>
    %29 = "stablehlo.broadcast_in_dim"(%28) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %30 = "stablehlo.add"(%27, %29) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %31 = "stablehlo.multiply"(%30, %12) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %32 = "stablehlo.constant"() {value = dense<8.7471650019981695> : tensor<f64>} : () -> tensor<f64>
    %33 = "stablehlo.broadcast_in_dim"(%32) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %34 = "stablehlo.add"(%31, %33) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %35 = "stablehlo.multiply"(%34, %12) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %36 = "stablehlo.constant"() {value = dense<5.3032403823539491> : tensor<f64>} : () -> tensor<f64>
    %37 = "stablehlo.broadcast_in_dim"(%36) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %38 = "stablehlo.add"(%35, %37) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %39 = "stablehlo.multiply"(%38, %12) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %40 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %41 = "stablehlo.broadcast_in_dim"(%40) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %42 = "stablehlo.add"(%39, %41) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %43 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %44 = "stablehlo.broadcast_in_dim"(%43) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %45 = "stablehlo.multiply"(%44, %12) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %46 = "stablehlo.constant"() {value = dense<9.2440881055886367E-4> : tensor<f64>} : () -> tensor<f64>
    %47 = "stablehlo.broadcast_in_dim"(%46) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %48 = "stablehlo.add"(%45, %47) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %49 = "stablehlo.multiply"(%48, %12) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %50 = "stablehlo.constant"() {value = dense<0.08562884743544745> : tensor<f64>} : () -> tensor<f64>
    %51 = "stablehlo.broadcast_in_dim"(%50) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %52 = "stablehlo.add"(%49, %51) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %53 = "stablehlo.multiply"(%52, %12) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %54 = "stablehlo.constant"() {value = dense<1.2535274390105895> : tensor<f64>} : () -> tensor<f64>
    %55 = "stablehlo.broadcast_in_dim"(%54) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %56 = "stablehlo.add"(%53, %55) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %57 = "stablehlo.multiply"(%56, %12) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %58 = "stablehlo.constant"() {value = dense<5.4709774033041709> : tensor<f64>} : () -> tensor<f64>
    %59 = "stablehlo.broadcast_in_dim"(%58) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %60 = "stablehlo.add"(%57, %59) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %61 = "stablehlo.multiply"(%60, %12) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %62 = "stablehlo.constant"() {value = dense<8.7619088323706951> : tensor<f64>} : () -> tensor<f64>
    %63 = "stablehlo.broadcast_in_dim"(%62) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %64 = "stablehlo.add"(%61, %63) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %65 = "stablehlo.multiply"(%64, %12) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %66 = "stablehlo.constant"() {value = dense<5.3060528823539466> : tensor<f64>} : () -> tensor<f64>
    %67 = "stablehlo.broadcast_in_dim"(%66) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %68 = "stablehlo.add"(%65, %67) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %69 = "stablehlo.multiply"(%68, %12) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %70 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %71 = "stablehlo.broadcast_in_dim"(%70) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %72 = "stablehlo.add"(%69, %71) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %73 = "stablehlo.divide"(%42, %72) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %74 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %75 = "stablehlo.broadcast_in_dim"(%74) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %76 = "stablehlo.multiply"(%75, %12) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %77 = "stablehlo.constant"() {value = dense<-0.011366383889846916> : tensor<f64>} : () -> tensor<f64>
    %78 = "stablehlo.broadcast_in_dim"(%77) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %79 = "stablehlo.add"(%76, %78) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %80 = "stablehlo.multiply"(%79, %12) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %81 = "stablehlo.constant"() {value = dense<-1.2825271867050931> : tensor<f64>} : () -> tensor<f64>
    %82 = "stablehlo.broadcast_in_dim"(%81) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %83 = "stablehlo.add"(%80, %82) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %84 = "stablehlo.multiply"(%83, %12) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %85 = "stablehlo.constant"() {value = dense<-19.553954425773597> : tensor<f64>} : () -> tensor<f64>
    %86 = "stablehlo.broadcast_in_dim"(%85) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %87 = "stablehlo.add"(%84, %86) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %88 = "stablehlo.multiply"(%87, %12) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %89 = "stablehlo.constant"() {value = dense<-93.206015212376826> : tensor<f64>} : () -> tensor<f64>
    %90 = "stablehlo.broadcast_in_dim"(%89) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %91 = "stablehlo.add"(%88, %90) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %92 = "stablehlo.multiply"(%91, %12) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %93 = "stablehlo.constant"() {value = dense<-177.68116798048806> : tensor<f64>} : () -> tensor<f64>
    %94 = "stablehlo.broadcast_in_dim"(%93) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %95 = "stablehlo.add"(%92, %94) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %96 = "stablehlo.multiply"(%95, %12) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %97 = "stablehlo.constant"() {value = dense<-147.07750515495118> : tensor<f64>} : () -> tensor<f64>
    %98 = "stablehlo.broadcast_in_dim"(%97) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %99 = "stablehlo.add"(%96, %98) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %100 = "stablehlo.multiply"(%99, %12) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %101 = "stablehlo.constant"() {value = dense<-51.410532676659933> : tensor<f64>} : () -> tensor<f64>
    %102 = "stablehlo.broadcast_in_dim"(%101) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %103 = "stablehlo.add"(%100, %102) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %104 = "stablehlo.multiply"(%103, %12) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %105 = "stablehlo.constant"() {value = dense<-6.0501435060072852> : tensor<f64>} : () -> tensor<f64>
    %106 = "stablehlo.broadcast_in_dim"(%105) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %107 = "stablehlo.add"(%104, %106) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %108 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %109 = "stablehlo.broadcast_in_dim"(%108) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %110 = "stablehlo.multiply"(%109, %12) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %111 = "stablehlo.constant"() {value = dense<64.317825611817796> : tensor<f64>} : () -> tensor<f64>
    %112 = "stablehlo.broadcast_in_dim"(%111) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %113 = "stablehlo.add"(%110, %112) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %114 = "stablehlo.multiply"(%113, %12) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %115 = "stablehlo.constant"() {value = dense<856.43002597698057> : tensor<f64>} : () -> tensor<f64>
    %116 = "stablehlo.broadcast_in_dim"(%115) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %117 = "stablehlo.add"(%114, %116) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %118 = "stablehlo.multiply"(%117, %12) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %119 = "stablehlo.constant"() {value = dense<3882.4018360540163> : tensor<f64>} : () -> tensor<f64>
    %120 = "stablehlo.broadcast_in_dim"(%119) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %121 = "stablehlo.add"(%118, %120) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %122 = "stablehlo.multiply"(%121, %12) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %123 = "stablehlo.constant"() {value = dense<7240.4677419565251> : tensor<f64>} : () -> tensor<f64>
    %124 = "stablehlo.broadcast_in_dim"(%123) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %125 = "stablehlo.add"(%122, %124) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %126 = "stablehlo.multiply"(%125, %12) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %127 = "stablehlo.constant"() {value = dense<5930.7270118731694> : tensor<f64>} : () -> tensor<f64>
    %128 = "stablehlo.broadcast_in_dim"(%127) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %129 = "stablehlo.add"(%126, %128) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %130 = "stablehlo.multiply"(%129, %12) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %131 = "stablehlo.constant"() {value = dense<2062.0933166032783> : tensor<f64>} : () -> tensor<f64>
    %132 = "stablehlo.broadcast_in_dim"(%131) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %133 = "stablehlo.add"(%130, %132) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %134 = "stablehlo.multiply"(%133, %12) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %135 = "stablehlo.constant"() {value = dense<242.0057402402914> : tensor<f64>} : () -> tensor<f64>
    %136 = "stablehlo.broadcast_in_dim"(%135) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %137 = "stablehlo.add"(%134, %136) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %138 = "stablehlo.divide"(%107, %137) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %139 = "stablehlo.constant"() {value = dense<0.78539816339744828> : tensor<f64>} : () -> tensor<f64>
    %140 = "stablehlo.broadcast_in_dim"(%139) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %141 = "stablehlo.subtract"(%8, %140) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %142 = "stablehlo.sine"(%141) : (tensor<16xf64>) -> tensor<16xf64>
    %143 = "stablehlo.cosine"(%141) : (tensor<16xf64>) -> tensor<16xf64>
    %144 = "stablehlo.constant"() {value = dense<5.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %145 = "stablehlo.broadcast_in_dim"(%144) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %146 = "stablehlo.divide"(%145, %8) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %147 = "stablehlo.multiply"(%146, %138) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %148 = "stablehlo.multiply"(%73, %143) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %149 = "stablehlo.multiply"(%147, %142) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %150 = "stablehlo.subtract"(%148, %149) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %151 = "stablehlo.constant"() {value = dense<0.79788456080286541> : tensor<f64>} : () -> tensor<f64>
    %152 = "stablehlo.broadcast_in_dim"(%151) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %153 = "stablehlo.multiply"(%150, %152) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %154 = "stablehlo.sqrt"(%8) : (tensor<16xf64>) -> tensor<16xf64>
    %155 = "stablehlo.divide"(%153, %154) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %156 = "stablehlo.constant"() {value = dense<5.7831859629467841> : tensor<f64>} : () -> tensor<f64>
    %157 = "stablehlo.broadcast_in_dim"(%156) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %158 = "stablehlo.subtract"(%2, %157) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %159 = "stablehlo.constant"() {value = dense<30.471262343662087> : tensor<f64>} : () -> tensor<f64>
    %160 = "stablehlo.broadcast_in_dim"(%159) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %161 = "stablehlo.subtract"(%2, %160) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %162 = "stablehlo.multiply"(%158, %161) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %163 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %164 = "stablehlo.broadcast_in_dim"(%163) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %165 = "stablehlo.multiply"(%164, %2) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %166 = "stablehlo.constant"() {value = dense<-4794432209.7820177> : tensor<f64>} : () -> tensor<f64>
    %167 = "stablehlo.broadcast_in_dim"(%166) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %168 = "stablehlo.add"(%165, %167) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %169 = "stablehlo.multiply"(%168, %2) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %170 = "stablehlo.constant"() {value = dense<1956174919465.5657> : tensor<f64>} : () -> tensor<f64>
    %171 = "stablehlo.broadcast_in_dim"(%170) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %172 = "stablehlo.add"(%169, %171) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %173 = "stablehlo.multiply"(%172, %2) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %174 = "stablehlo.constant"() {value = dense<-249248344360967.72> : tensor<f64>} : () -> tensor<f64>
    %175 = "stablehlo.broadcast_in_dim"(%174) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %176 = "stablehlo.add"(%173, %175) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %177 = "stablehlo.multiply"(%176, %2) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %178 = "stablehlo.constant"() {value = dense<0x43413EF869FF5FB4> : tensor<f64>} : () -> tensor<f64>
    %179 = "stablehlo.broadcast_in_dim"(%178) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %180 = "stablehlo.add"(%177, %179) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %181 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %182 = "stablehlo.broadcast_in_dim"(%181) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %183 = "stablehlo.multiply"(%182, %2) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %184 = "stablehlo.constant"() {value = dense<499.56314715265103> : tensor<f64>} : () -> tensor<f64>
    %185 = "stablehlo.broadcast_in_dim"(%184) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %186 = "stablehlo.add"(%183, %185) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %187 = "stablehlo.multiply"(%186, %2) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %188 = "stablehlo.constant"() {value = dense<173785.40167637469> : tensor<f64>} : () -> tensor<f64>
    %189 = "stablehlo.broadcast_in_dim"(%188) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %190 = "stablehlo.add"(%187, %189) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %191 = "stablehlo.multiply"(%190, %2) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %192 = "stablehlo.constant"() {value = dense<48440965.833996207> : tensor<f64>} : () -> tensor<f64>
    %193 = "stablehlo.broadcast_in_dim"(%192) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %194 = "stablehlo.add"(%191, %193) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %195 = "stablehlo.multiply"(%194, %2) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %196 = "stablehlo.constant"() {value = dense<11185553704.535683> : tensor<f64>} : () -> tensor<f64>
    %197 = "stablehlo.broadcast_in_dim"(%196) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %198 = "stablehlo.add"(%195, %197) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %199 = "stablehlo.multiply"(%198, %2) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %200 = "stablehlo.constant"() {value = dense<2112775201154.8921> : tensor<f64>} : () -> tensor<f64>
    %201 = "stablehlo.broadcast_in_dim"(%200) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %202 = "stablehlo.add"(%199, %201) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %203 = "stablehlo.multiply"(%202, %2) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %204 = "stablehlo.constant"() {value = dense<310518229857422.56> : tensor<f64>} : () -> tensor<f64>
    %205 = "stablehlo.broadcast_in_dim"(%204) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %206 = "stablehlo.add"(%203, %205) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %207 = "stablehlo.multiply"(%206, %2) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %208 = "stablehlo.constant"() {value = dense<0x435C41417E7B2E9C> : tensor<f64>} : () -> tensor<f64>
    %209 = "stablehlo.broadcast_in_dim"(%208) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %210 = "stablehlo.add"(%207, %209) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %211 = "stablehlo.multiply"(%210, %2) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %212 = "stablehlo.constant"() {value = dense<1.7108629408104315E+18> : tensor<f64>} : () -> tensor<f64>
    %213 = "stablehlo.broadcast_in_dim"(%212) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %214 = "stablehlo.add"(%211, %213) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %215 = "stablehlo.divide"(%180, %214) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %216 = "stablehlo.multiply"(%162, %215) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %217 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %218 = "stablehlo.broadcast_in_dim"(%217) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %219 = "stablehlo.constant"() {value = dense<4.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %220 = "stablehlo.broadcast_in_dim"(%219) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %221 = "stablehlo.divide"(%2, %220) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %222 = "stablehlo.subtract"(%218, %221) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %223 = "stablehlo.constant"() {value = dense<1.000000e-05> : tensor<f64>} : () -> tensor<f64>
    %224 = "stablehlo.broadcast_in_dim"(%223) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %225 = "stablehlo.compare"(%1, %224) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xi1>
    %226 = "stablehlo.select"(%225, %222, %216) : (tensor<16xi1>, tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %227 = "stablehlo.select"(%5, %155, %226) : (tensor<16xi1>, tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %228 = "stablehlo.convert"(%227) : (tensor<16xf64>) -> tensor<16xf32>
    return %228 : tensor<16xf32>
  }
}
