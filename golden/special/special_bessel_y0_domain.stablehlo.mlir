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
    %14 = "stablehlo.constant"() {value = dense<7.9693672929734706E-4> : tensor<f64>} : () -> tensor<f64>
    %15 = "stablehlo.broadcast_in_dim"(%14) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %16 = "stablehlo.add"(%13, %15) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %17 = "stablehlo.multiply"(%16, %10) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %18 = "stablehlo.constant"() {value = dense<0.08283523921074408> : tensor<f64>} : () -> tensor<f64>
    %19 = "stablehlo.broadcast_in_dim"(%18) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %20 = "stablehlo.add"(%17, %19) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %21 = "stablehlo.multiply"(%20, %10) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %22 = "stablehlo.constant"() {value = dense<1.2395337164641429> : tensor<f64>} : () -> tensor<f64>
    %23 = "stablehlo.broadcast_in_dim"(%22) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %24 = "stablehlo.add"(%21, %23) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %25 = "stablehlo.multiply"(%24, %10) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %26 = "stablehlo.constant"() {value = dense<5.4472500305876874> : tensor<f64>} : () -> tensor<f64>
    %27 = "stablehlo.broadcast_in_dim"(%26) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %28 = "stablehlo.add"(%25, %27) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %29 = "stablehlo.multiply"(%28, %10) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %30 = "stablehlo.constant"() {value = dense<8.7471650019981695> : tensor<f64>} : () -> tensor<f64>
    %31 = "stablehlo.broadcast_in_dim"(%30) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %32 = "stablehlo.add"(%29, %31) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %33 = "stablehlo.multiply"(%32, %10) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %34 = "stablehlo.constant"() {value = dense<5.3032403823539491> : tensor<f64>} : () -> tensor<f64>
    %35 = "stablehlo.broadcast_in_dim"(%34) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %36 = "stablehlo.add"(%33, %35) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %37 = "stablehlo.multiply"(%36, %10) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %38 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %39 = "stablehlo.broadcast_in_dim"(%38) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %40 = "stablehlo.add"(%37, %39) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %41 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %42 = "stablehlo.broadcast_in_dim"(%41) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %43 = "stablehlo.multiply"(%42, %10) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %44 = "stablehlo.constant"() {value = dense<9.2440881055886367E-4> : tensor<f64>} : () -> tensor<f64>
    %45 = "stablehlo.broadcast_in_dim"(%44) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %46 = "stablehlo.add"(%43, %45) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %47 = "stablehlo.multiply"(%46, %10) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %48 = "stablehlo.constant"() {value = dense<0.08562884743544745> : tensor<f64>} : () -> tensor<f64>
    %49 = "stablehlo.broadcast_in_dim"(%48) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %50 = "stablehlo.add"(%47, %49) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %51 = "stablehlo.multiply"(%50, %10) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %52 = "stablehlo.constant"() {value = dense<1.2535274390105895> : tensor<f64>} : () -> tensor<f64>
    %53 = "stablehlo.broadcast_in_dim"(%52) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %54 = "stablehlo.add"(%51, %53) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %55 = "stablehlo.multiply"(%54, %10) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %56 = "stablehlo.constant"() {value = dense<5.4709774033041709> : tensor<f64>} : () -> tensor<f64>
    %57 = "stablehlo.broadcast_in_dim"(%56) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %58 = "stablehlo.add"(%55, %57) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %59 = "stablehlo.multiply"(%58, %10) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %60 = "stablehlo.constant"() {value = dense<8.7619088323706951> : tensor<f64>} : () -> tensor<f64>
    %61 = "stablehlo.broadcast_in_dim"(%60) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %62 = "stablehlo.add"(%59, %61) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %63 = "stablehlo.multiply"(%62, %10) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %64 = "stablehlo.constant"() {value = dense<5.3060528823539466> : tensor<f64>} : () -> tensor<f64>
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
    %75 = "stablehlo.constant"() {value = dense<-0.011366383889846916> : tensor<f64>} : () -> tensor<f64>
    %76 = "stablehlo.broadcast_in_dim"(%75) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %77 = "stablehlo.add"(%74, %76) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %78 = "stablehlo.multiply"(%77, %10) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %79 = "stablehlo.constant"() {value = dense<-1.2825271867050931> : tensor<f64>} : () -> tensor<f64>
    %80 = "stablehlo.broadcast_in_dim"(%79) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %81 = "stablehlo.add"(%78, %80) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %82 = "stablehlo.multiply"(%81, %10) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %83 = "stablehlo.constant"() {value = dense<-19.553954425773597> : tensor<f64>} : () -> tensor<f64>
    %84 = "stablehlo.broadcast_in_dim"(%83) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %85 = "stablehlo.add"(%82, %84) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %86 = "stablehlo.multiply"(%85, %10) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %87 = "stablehlo.constant"() {value = dense<-93.206015212376826> : tensor<f64>} : () -> tensor<f64>
    %88 = "stablehlo.broadcast_in_dim"(%87) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %89 = "stablehlo.add"(%86, %88) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %90 = "stablehlo.multiply"(%89, %10) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %91 = "stablehlo.constant"() {value = dense<-177.68116798048806> : tensor<f64>} : () -> tensor<f64>
    %92 = "stablehlo.broadcast_in_dim"(%91) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %93 = "stablehlo.add"(%90, %92) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %94 = "stablehlo.multiply"(%93, %10) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %95 = "stablehlo.constant"() {value = dense<-147.07750515495118> : tensor<f64>} : () -> tensor<f64>
    %96 = "stablehlo.broadcast_in_dim"(%95) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %97 = "stablehlo.add"(%94, %96) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %98 = "stablehlo.multiply"(%97, %10) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %99 = "stablehlo.constant"() {value = dense<-51.410532676659933> : tensor<f64>} : () -> tensor<f64>
    %100 = "stablehlo.broadcast_in_dim"(%99) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %101 = "stablehlo.add"(%98, %100) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %102 = "stablehlo.multiply"(%101, %10) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %103 = "stablehlo.constant"() {value = dense<-6.0501435060072852> : tensor<f64>} : () -> tensor<f64>
    %104 = "stablehlo.broadcast_in_dim"(%103) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %105 = "stablehlo.add"(%102, %104) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %106 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %107 = "stablehlo.broadcast_in_dim"(%106) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %108 = "stablehlo.multiply"(%107, %10) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %109 = "stablehlo.constant"() {value = dense<64.317825611817796> : tensor<f64>} : () -> tensor<f64>
    %110 = "stablehlo.broadcast_in_dim"(%109) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %111 = "stablehlo.add"(%108, %110) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %112 = "stablehlo.multiply"(%111, %10) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %113 = "stablehlo.constant"() {value = dense<856.43002597698057> : tensor<f64>} : () -> tensor<f64>
    %114 = "stablehlo.broadcast_in_dim"(%113) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %115 = "stablehlo.add"(%112, %114) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %116 = "stablehlo.multiply"(%115, %10) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %117 = "stablehlo.constant"() {value = dense<3882.4018360540163> : tensor<f64>} : () -> tensor<f64>
    %118 = "stablehlo.broadcast_in_dim"(%117) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %119 = "stablehlo.add"(%116, %118) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %120 = "stablehlo.multiply"(%119, %10) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %121 = "stablehlo.constant"() {value = dense<7240.4677419565251> : tensor<f64>} : () -> tensor<f64>
    %122 = "stablehlo.broadcast_in_dim"(%121) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %123 = "stablehlo.add"(%120, %122) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %124 = "stablehlo.multiply"(%123, %10) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %125 = "stablehlo.constant"() {value = dense<5930.7270118731694> : tensor<f64>} : () -> tensor<f64>
    %126 = "stablehlo.broadcast_in_dim"(%125) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %127 = "stablehlo.add"(%124, %126) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %128 = "stablehlo.multiply"(%127, %10) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %129 = "stablehlo.constant"() {value = dense<2062.0933166032783> : tensor<f64>} : () -> tensor<f64>
    %130 = "stablehlo.broadcast_in_dim"(%129) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %131 = "stablehlo.add"(%128, %130) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %132 = "stablehlo.multiply"(%131, %10) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %133 = "stablehlo.constant"() {value = dense<242.0057402402914> : tensor<f64>} : () -> tensor<f64>
    %134 = "stablehlo.broadcast_in_dim"(%133) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %135 = "stablehlo.add"(%132, %134) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %136 = "stablehlo.divide"(%105, %135) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %137 = "stablehlo.constant"() {value = dense<0.78539816339744828> : tensor<f64>} : () -> tensor<f64>
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
    %178 = "stablehlo.constant"() {value = dense<7.9693672929734706E-4> : tensor<f64>} : () -> tensor<f64>
    %179 = "stablehlo.broadcast_in_dim"(%178) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %180 = "stablehlo.add"(%177, %179) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %181 = "stablehlo.multiply"(%180, %174) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %182 = "stablehlo.constant"() {value = dense<0.08283523921074408> : tensor<f64>} : () -> tensor<f64>
    %183 = "stablehlo.broadcast_in_dim"(%182) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %184 = "stablehlo.add"(%181, %183) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %185 = "stablehlo.multiply"(%184, %174) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %186 = "stablehlo.constant"() {value = dense<1.2395337164641429> : tensor<f64>} : () -> tensor<f64>
    %187 = "stablehlo.broadcast_in_dim"(%186) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %188 = "stablehlo.add"(%185, %187) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %189 = "stablehlo.multiply"(%188, %174) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %190 = "stablehlo.constant"() {value = dense<5.4472500305876874> : tensor<f64>} : () -> tensor<f64>
    %191 = "stablehlo.broadcast_in_dim"(%190) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %192 = "stablehlo.add"(%189, %191) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %193 = "stablehlo.multiply"(%192, %174) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %194 = "stablehlo.constant"() {value = dense<8.7471650019981695> : tensor<f64>} : () -> tensor<f64>
    %195 = "stablehlo.broadcast_in_dim"(%194) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %196 = "stablehlo.add"(%193, %195) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %197 = "stablehlo.multiply"(%196, %174) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %198 = "stablehlo.constant"() {value = dense<5.3032403823539491> : tensor<f64>} : () -> tensor<f64>
    %199 = "stablehlo.broadcast_in_dim"(%198) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %200 = "stablehlo.add"(%197, %199) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %201 = "stablehlo.multiply"(%200, %174) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %202 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %203 = "stablehlo.broadcast_in_dim"(%202) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %204 = "stablehlo.add"(%201, %203) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %205 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %206 = "stablehlo.broadcast_in_dim"(%205) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %207 = "stablehlo.multiply"(%206, %174) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %208 = "stablehlo.constant"() {value = dense<9.2440881055886367E-4> : tensor<f64>} : () -> tensor<f64>
    %209 = "stablehlo.broadcast_in_dim"(%208) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %210 = "stablehlo.add"(%207, %209) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %211 = "stablehlo.multiply"(%210, %174) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %212 = "stablehlo.constant"() {value = dense<0.08562884743544745> : tensor<f64>} : () -> tensor<f64>
    %213 = "stablehlo.broadcast_in_dim"(%212) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %214 = "stablehlo.add"(%211, %213) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %215 = "stablehlo.multiply"(%214, %174) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %216 = "stablehlo.constant"() {value = dense<1.2535274390105895> : tensor<f64>} : () -> tensor<f64>
    %217 = "stablehlo.broadcast_in_dim"(%216) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %218 = "stablehlo.add"(%215, %217) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %219 = "stablehlo.multiply"(%218, %174) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %220 = "stablehlo.constant"() {value = dense<5.4709774033041709> : tensor<f64>} : () -> tensor<f64>
    %221 = "stablehlo.broadcast_in_dim"(%220) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %222 = "stablehlo.add"(%219, %221) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %223 = "stablehlo.multiply"(%222, %174) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %224 = "stablehlo.constant"() {value = dense<8.7619088323706951> : tensor<f64>} : () -> tensor<f64>
    %225 = "stablehlo.broadcast_in_dim"(%224) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %226 = "stablehlo.add"(%223, %225) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %227 = "stablehlo.multiply"(%226, %174) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %228 = "stablehlo.constant"() {value = dense<5.3060528823539466> : tensor<f64>} : () -> tensor<f64>
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
    %239 = "stablehlo.constant"() {value = dense<-0.011366383889846916> : tensor<f64>} : () -> tensor<f64>
    %240 = "stablehlo.broadcast_in_dim"(%239) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %241 = "stablehlo.add"(%238, %240) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %242 = "stablehlo.multiply"(%241, %174) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %243 = "stablehlo.constant"() {value = dense<-1.2825271867050931> : tensor<f64>} : () -> tensor<f64>
    %244 = "stablehlo.broadcast_in_dim"(%243) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %245 = "stablehlo.add"(%242, %244) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %246 = "stablehlo.multiply"(%245, %174) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %247 = "stablehlo.constant"() {value = dense<-19.553954425773597> : tensor<f64>} : () -> tensor<f64>
    %248 = "stablehlo.broadcast_in_dim"(%247) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %249 = "stablehlo.add"(%246, %248) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %250 = "stablehlo.multiply"(%249, %174) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %251 = "stablehlo.constant"() {value = dense<-93.206015212376826> : tensor<f64>} : () -> tensor<f64>
    %252 = "stablehlo.broadcast_in_dim"(%251) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %253 = "stablehlo.add"(%250, %252) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %254 = "stablehlo.multiply"(%253, %174) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %255 = "stablehlo.constant"() {value = dense<-177.68116798048806> : tensor<f64>} : () -> tensor<f64>
    %256 = "stablehlo.broadcast_in_dim"(%255) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %257 = "stablehlo.add"(%254, %256) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %258 = "stablehlo.multiply"(%257, %174) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %259 = "stablehlo.constant"() {value = dense<-147.07750515495118> : tensor<f64>} : () -> tensor<f64>
    %260 = "stablehlo.broadcast_in_dim"(%259) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %261 = "stablehlo.add"(%258, %260) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %262 = "stablehlo.multiply"(%261, %174) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %263 = "stablehlo.constant"() {value = dense<-51.410532676659933> : tensor<f64>} : () -> tensor<f64>
    %264 = "stablehlo.broadcast_in_dim"(%263) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %265 = "stablehlo.add"(%262, %264) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %266 = "stablehlo.multiply"(%265, %174) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %267 = "stablehlo.constant"() {value = dense<-6.0501435060072852> : tensor<f64>} : () -> tensor<f64>
    %268 = "stablehlo.broadcast_in_dim"(%267) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %269 = "stablehlo.add"(%266, %268) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %270 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %271 = "stablehlo.broadcast_in_dim"(%270) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %272 = "stablehlo.multiply"(%271, %174) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %273 = "stablehlo.constant"() {value = dense<64.317825611817796> : tensor<f64>} : () -> tensor<f64>
    %274 = "stablehlo.broadcast_in_dim"(%273) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %275 = "stablehlo.add"(%272, %274) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %276 = "stablehlo.multiply"(%275, %174) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %277 = "stablehlo.constant"() {value = dense<856.43002597698057> : tensor<f64>} : () -> tensor<f64>
    %278 = "stablehlo.broadcast_in_dim"(%277) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %279 = "stablehlo.add"(%276, %278) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %280 = "stablehlo.multiply"(%279, %174) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %281 = "stablehlo.constant"() {value = dense<3882.4018360540163> : tensor<f64>} : () -> tensor<f64>
    %282 = "stablehlo.broadcast_in_dim"(%281) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %283 = "stablehlo.add"(%280, %282) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %284 = "stablehlo.multiply"(%283, %174) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %285 = "stablehlo.constant"() {value = dense<7240.4677419565251> : tensor<f64>} : () -> tensor<f64>
    %286 = "stablehlo.broadcast_in_dim"(%285) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %287 = "stablehlo.add"(%284, %286) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %288 = "stablehlo.multiply"(%287, %174) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %289 = "stablehlo.constant"() {value = dense<5930.7270118731694> : tensor<f64>} : () -> tensor<f64>
    %290 = "stablehlo.broadcast_in_dim"(%289) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %291 = "stablehlo.add"(%288, %290) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %292 = "stablehlo.multiply"(%291, %174) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %293 = "stablehlo.constant"() {value = dense<2062.0933166032783> : tensor<f64>} : () -> tensor<f64>
    %294 = "stablehlo.broadcast_in_dim"(%293) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %295 = "stablehlo.add"(%292, %294) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %296 = "stablehlo.multiply"(%295, %174) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %297 = "stablehlo.constant"() {value = dense<242.0057402402914> : tensor<f64>} : () -> tensor<f64>
    %298 = "stablehlo.broadcast_in_dim"(%297) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %299 = "stablehlo.add"(%296, %298) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %300 = "stablehlo.divide"(%269, %299) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %301 = "stablehlo.constant"() {value = dense<0.78539816339744828> : tensor<f64>} : () -> tensor<f64>
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
    %318 = "stablehlo.constant"() {value = dense<5.7831859629467841> : tensor<f64>} : () -> tensor<f64>
    %319 = "stablehlo.broadcast_in_dim"(%318) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %320 = "stablehlo.subtract"(%164, %319) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %321 = "stablehlo.constant"() {value = dense<30.471262343662087> : tensor<f64>} : () -> tensor<f64>
    %322 = "stablehlo.broadcast_in_dim"(%321) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %323 = "stablehlo.subtract"(%164, %322) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %324 = "stablehlo.multiply"(%320, %323) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %325 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %326 = "stablehlo.broadcast_in_dim"(%325) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %327 = "stablehlo.multiply"(%326, %164) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %328 = "stablehlo.constant"() {value = dense<-4794432209.7820177> : tensor<f64>} : () -> tensor<f64>
    %329 = "stablehlo.broadcast_in_dim"(%328) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %330 = "stablehlo.add"(%327, %329) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %331 = "stablehlo.multiply"(%330, %164) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %332 = "stablehlo.constant"() {value = dense<1956174919465.5657> : tensor<f64>} : () -> tensor<f64>
    %333 = "stablehlo.broadcast_in_dim"(%332) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %334 = "stablehlo.add"(%331, %333) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %335 = "stablehlo.multiply"(%334, %164) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %336 = "stablehlo.constant"() {value = dense<-249248344360967.72> : tensor<f64>} : () -> tensor<f64>
    %337 = "stablehlo.broadcast_in_dim"(%336) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %338 = "stablehlo.add"(%335, %337) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %339 = "stablehlo.multiply"(%338, %164) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %340 = "stablehlo.constant"() {value = dense<0x43413EF869FF5FB4> : tensor<f64>} : () -> tensor<f64>
    %341 = "stablehlo.broadcast_in_dim"(%340) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %342 = "stablehlo.add"(%339, %341) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %343 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %344 = "stablehlo.broadcast_in_dim"(%343) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %345 = "stablehlo.multiply"(%344, %164) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %346 = "stablehlo.constant"() {value = dense<499.56314715265103> : tensor<f64>} : () -> tensor<f64>
    %347 = "stablehlo.broadcast_in_dim"(%346) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %348 = "stablehlo.add"(%345, %347) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %349 = "stablehlo.multiply"(%348, %164) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %350 = "stablehlo.constant"() {value = dense<173785.40167637469> : tensor<f64>} : () -> tensor<f64>
    %351 = "stablehlo.broadcast_in_dim"(%350) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %352 = "stablehlo.add"(%349, %351) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %353 = "stablehlo.multiply"(%352, %164) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %354 = "stablehlo.constant"() {value = dense<48440965.833996207> : tensor<f64>} : () -> tensor<f64>
    %355 = "stablehlo.broadcast_in_dim"(%354) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %356 = "stablehlo.add"(%353, %355) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %357 = "stablehlo.multiply"(%356, %164) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %358 = "stablehlo.constant"() {value = dense<11185553704.535683> : tensor<f64>} : () -> tensor<f64>
    %359 = "stablehlo.broadcast_in_dim"(%358) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %360 = "stablehlo.add"(%357, %359) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %361 = "stablehlo.multiply"(%360, %164) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %362 = "stablehlo.constant"() {value = dense<2112775201154.8921> : tensor<f64>} : () -> tensor<f64>
    %363 = "stablehlo.broadcast_in_dim"(%362) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %364 = "stablehlo.add"(%361, %363) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %365 = "stablehlo.multiply"(%364, %164) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %366 = "stablehlo.constant"() {value = dense<310518229857422.56> : tensor<f64>} : () -> tensor<f64>
    %367 = "stablehlo.broadcast_in_dim"(%366) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %368 = "stablehlo.add"(%365, %367) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %369 = "stablehlo.multiply"(%368, %164) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %370 = "stablehlo.constant"() {value = dense<0x435C41417E7B2E9C> : tensor<f64>} : () -> tensor<f64>
    %371 = "stablehlo.broadcast_in_dim"(%370) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %372 = "stablehlo.add"(%369, %371) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %373 = "stablehlo.multiply"(%372, %164) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %374 = "stablehlo.constant"() {value = dense<1.7108629408104315E+18> : tensor<f64>} : () -> tensor<f64>
    %375 = "stablehlo.broadcast_in_dim"(%374) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %376 = "stablehlo.add"(%373, %375) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %377 = "stablehlo.divide"(%342, %376) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %378 = "stablehlo.multiply"(%324, %377) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %379 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %380 = "stablehlo.broadcast_in_dim"(%379) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %381 = "stablehlo.constant"() {value = dense<4.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %382 = "stablehlo.broadcast_in_dim"(%381) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %383 = "stablehlo.divide"(%164, %382) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %384 = "stablehlo.subtract"(%380, %383) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %385 = "stablehlo.constant"() {value = dense<1.000000e-05> : tensor<f64>} : () -> tensor<f64>
    %386 = "stablehlo.broadcast_in_dim"(%385) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %387 = "stablehlo.compare"(%163, %386) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xi1>
    %388 = "stablehlo.select"(%387, %384, %378) : (tensor<15xi1>, tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %389 = "stablehlo.select"(%167, %317, %388) : (tensor<15xi1>, tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %390 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %391 = "stablehlo.broadcast_in_dim"(%390) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %392 = "stablehlo.multiply"(%391, %160) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %393 = "stablehlo.constant"() {value = dense<15592.436785523574> : tensor<f64>} : () -> tensor<f64>
    %394 = "stablehlo.broadcast_in_dim"(%393) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %395 = "stablehlo.add"(%392, %394) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %396 = "stablehlo.multiply"(%395, %160) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %397 = "stablehlo.constant"() {value = dense<-14663929.590397161> : tensor<f64>} : () -> tensor<f64>
    %398 = "stablehlo.broadcast_in_dim"(%397) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %399 = "stablehlo.add"(%396, %398) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %400 = "stablehlo.multiply"(%399, %160) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %401 = "stablehlo.constant"() {value = dense<5435264770.5187654> : tensor<f64>} : () -> tensor<f64>
    %402 = "stablehlo.broadcast_in_dim"(%401) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %403 = "stablehlo.add"(%400, %402) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %404 = "stablehlo.multiply"(%403, %160) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %405 = "stablehlo.constant"() {value = dense<-982136065717.91149> : tensor<f64>} : () -> tensor<f64>
    %406 = "stablehlo.broadcast_in_dim"(%405) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %407 = "stablehlo.add"(%404, %406) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %408 = "stablehlo.multiply"(%407, %160) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %409 = "stablehlo.constant"() {value = dense<87590639439536.703> : tensor<f64>} : () -> tensor<f64>
    %410 = "stablehlo.broadcast_in_dim"(%409) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %411 = "stablehlo.add"(%408, %410) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %412 = "stablehlo.multiply"(%411, %160) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %413 = "stablehlo.constant"() {value = dense<0xC328A121D1D8CC02> : tensor<f64>} : () -> tensor<f64>
    %414 = "stablehlo.broadcast_in_dim"(%413) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %415 = "stablehlo.add"(%412, %414) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %416 = "stablehlo.multiply"(%415, %160) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %417 = "stablehlo.constant"() {value = dense<0x4363A94B660B4003> : tensor<f64>} : () -> tensor<f64>
    %418 = "stablehlo.broadcast_in_dim"(%417) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %419 = "stablehlo.add"(%416, %418) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %420 = "stablehlo.multiply"(%419, %160) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %421 = "stablehlo.constant"() {value = dense<0xC3506D4B5906367B> : tensor<f64>} : () -> tensor<f64>
    %422 = "stablehlo.broadcast_in_dim"(%421) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %423 = "stablehlo.add"(%420, %422) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %424 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %425 = "stablehlo.broadcast_in_dim"(%424) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %426 = "stablehlo.multiply"(%425, %160) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %427 = "stablehlo.constant"() {value = dense<1041.2835366425984> : tensor<f64>} : () -> tensor<f64>
    %428 = "stablehlo.broadcast_in_dim"(%427) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %429 = "stablehlo.add"(%426, %428) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %430 = "stablehlo.multiply"(%429, %160) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %431 = "stablehlo.constant"() {value = dense<626107.330137135> : tensor<f64>} : () -> tensor<f64>
    %432 = "stablehlo.broadcast_in_dim"(%431) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %433 = "stablehlo.add"(%430, %432) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %434 = "stablehlo.multiply"(%433, %160) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %435 = "stablehlo.constant"() {value = dense<268919633.39381415> : tensor<f64>} : () -> tensor<f64>
    %436 = "stablehlo.broadcast_in_dim"(%435) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %437 = "stablehlo.add"(%434, %436) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %438 = "stablehlo.multiply"(%437, %160) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %439 = "stablehlo.constant"() {value = dense<86400248710.393494> : tensor<f64>} : () -> tensor<f64>
    %440 = "stablehlo.broadcast_in_dim"(%439) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %441 = "stablehlo.add"(%438, %440) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %442 = "stablehlo.multiply"(%441, %160) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %443 = "stablehlo.constant"() {value = dense<20297961275010.555> : tensor<f64>} : () -> tensor<f64>
    %444 = "stablehlo.broadcast_in_dim"(%443) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %445 = "stablehlo.add"(%442, %444) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %446 = "stablehlo.multiply"(%445, %160) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %447 = "stablehlo.constant"() {value = dense<3171577528429750.5> : tensor<f64>} : () -> tensor<f64>
    %448 = "stablehlo.broadcast_in_dim"(%447) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %449 = "stablehlo.add"(%446, %448) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %450 = "stablehlo.multiply"(%449, %160) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %451 = "stablehlo.constant"() {value = dense<2.5059625617265306E+17> : tensor<f64>} : () -> tensor<f64>
    %452 = "stablehlo.broadcast_in_dim"(%451) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %453 = "stablehlo.add"(%450, %452) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %454 = "stablehlo.divide"(%423, %453) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %455 = "stablehlo.log"(%159) : (tensor<15xf64>) -> tensor<15xf64>
    %456 = "stablehlo.multiply"(%162, %455) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %457 = "stablehlo.multiply"(%456, %389) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %458 = "stablehlo.add"(%454, %457) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %459 = "stablehlo.select"(%3, %153, %458) : (tensor<15xi1>, tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %460 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %461 = "stablehlo.broadcast_in_dim"(%460) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %462 = "stablehlo.compare"(%0, %461) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xi1>
    %463 = "stablehlo.constant"() {value = dense<0xFFF0000000000000> : tensor<f64>} : () -> tensor<f64>
    %464 = "stablehlo.broadcast_in_dim"(%463) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %465 = "stablehlo.select"(%462, %464, %459) : (tensor<15xi1>, tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %466 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %467 = "stablehlo.broadcast_in_dim"(%466) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %468 = "stablehlo.compare"(%0, %467) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xi1>
    %469 = "stablehlo.constant"() {value = dense<0x7FF8000000000000> : tensor<f64>} : () -> tensor<f64>
    %470 = "stablehlo.broadcast_in_dim"(%469) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %471 = "stablehlo.select"(%468, %470, %465) : (tensor<15xi1>, tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %472 = "stablehlo.convert"(%471) : (tensor<15xf64>) -> tensor<15xf32>
    return %472 : tensor<15xf32>
  }
}
