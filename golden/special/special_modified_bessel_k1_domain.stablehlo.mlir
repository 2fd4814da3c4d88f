module {
  func.func @main(%arg0: tensor<15xf32>) -> tensor<15xf32> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<15xf32>) -> tensor<15xf64>
    %1 = "stablehlo.multiply"(%0, %0) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %2 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %4 = "stablehlo.subtract"(%1, %3) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %5 = "stablehlo.constant"() {value = dense<-7.0238634793862882E-18> : tensor<f64>} : () -> tensor<f64>
    %6 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %7 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %9 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %11 = "stablehlo.multiply"(%4, %6) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %12 = "stablehlo.subtract"(%11, %8) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %13 = "stablehlo.constant"() {value = dense<-2.427449850519366E-15> : tensor<f64>} : () -> tensor<f64>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %15 = "stablehlo.add"(%12, %14) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %16 = "stablehlo.multiply"(%4, %15) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %17 = "stablehlo.subtract"(%16, %6) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %18 = "stablehlo.constant"() {value = dense<-6.6669016941993295E-13> : tensor<f64>} : () -> tensor<f64>
    %19 = "stablehlo.broadcast_in_dim"(%18) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %20 = "stablehlo.add"(%17, %19) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %21 = "stablehlo.multiply"(%4, %20) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %22 = "stablehlo.subtract"(%21, %15) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %23 = "stablehlo.constant"() {value = dense<-1.4114883926335278E-10> : tensor<f64>} : () -> tensor<f64>
    %24 = "stablehlo.broadcast_in_dim"(%23) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %25 = "stablehlo.add"(%22, %24) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %26 = "stablehlo.multiply"(%4, %25) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %27 = "stablehlo.subtract"(%26, %20) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %28 = "stablehlo.constant"() {value = dense<-2.213387630734726E-8> : tensor<f64>} : () -> tensor<f64>
    %29 = "stablehlo.broadcast_in_dim"(%28) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %30 = "stablehlo.add"(%27, %29) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %31 = "stablehlo.multiply"(%4, %30) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %32 = "stablehlo.subtract"(%31, %25) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %33 = "stablehlo.constant"() {value = dense<-2.4334061415659684E-6> : tensor<f64>} : () -> tensor<f64>
    %34 = "stablehlo.broadcast_in_dim"(%33) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %35 = "stablehlo.add"(%32, %34) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %36 = "stablehlo.multiply"(%4, %35) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %37 = "stablehlo.subtract"(%36, %30) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %38 = "stablehlo.constant"() {value = dense<-1.730288957513052E-4> : tensor<f64>} : () -> tensor<f64>
    %39 = "stablehlo.broadcast_in_dim"(%38) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %40 = "stablehlo.add"(%37, %39) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %41 = "stablehlo.multiply"(%4, %40) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %42 = "stablehlo.subtract"(%41, %35) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %43 = "stablehlo.constant"() {value = dense<-0.0069757238596398641> : tensor<f64>} : () -> tensor<f64>
    %44 = "stablehlo.broadcast_in_dim"(%43) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %45 = "stablehlo.add"(%42, %44) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %46 = "stablehlo.multiply"(%4, %45) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %47 = "stablehlo.subtract"(%46, %40) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %48 = "stablehlo.constant"() {value = dense<-0.12261118082265715> : tensor<f64>} : () -> tensor<f64>
    %49 = "stablehlo.broadcast_in_dim"(%48) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %50 = "stablehlo.add"(%47, %49) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %51 = "stablehlo.multiply"(%4, %50) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %52 = "stablehlo.subtract"(%51, %45) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %53 = "stablehlo.constant"() {value = dense<-0.35315596077654487> : tensor<f64>} : () -> tensor<f64>
    %54 = "stablehlo.broadcast_in_dim"(%53) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %55 = "stablehlo.add"(%52, %54) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %56 = "stablehlo.multiply"(%4, %55) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %57 = "stablehlo.subtract"(%56, %50) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %58 = "stablehlo.constant"() {value = dense<1.5253002273389478> : tensor<f64>} : () -> tensor<f64>
    %59 = "stablehlo.broadcast_in_dim"(%58) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %60 = "stablehlo.add"(%57, %59) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %61 = "stablehlo.subtract"(%60, %50) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %62 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f64>} : () -> tensor<f64>
    %63 = "stablehlo.broadcast_in_dim"(%62) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %64 = "stablehlo.multiply"(%61, %63) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %65 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f64>} : () -> tensor<f64>
    %66 = "stablehlo.broadcast_in_dim"(%65) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %67 = "stablehlo.multiply"(%0, %66) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %68 = "stablehlo.log"(%67) : (tensor<15xf64>) -> tensor<15xf64>
    %69 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f64>} : () -> tensor<f64>
    %70 = "stablehlo.broadcast_in_dim"(%69) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %71 = "stablehlo.multiply"(%0, %70) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %72 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %73 = "stablehlo.broadcast_in_dim"(%72) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %74 = "stablehlo.subtract"(%71, %73) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %75 = "stablehlo.constant"() {value = dense<2.7779141127610464E-18> : tensor<f64>} : () -> tensor<f64>
    %76 = "stablehlo.broadcast_in_dim"(%75) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %77 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %78 = "stablehlo.broadcast_in_dim"(%77) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %79 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %80 = "stablehlo.broadcast_in_dim"(%79) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %81 = "stablehlo.multiply"(%74, %76) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %82 = "stablehlo.subtract"(%81, %78) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %83 = "stablehlo.constant"() {value = dense<-2.111421214358166E-17> : tensor<f64>} : () -> tensor<f64>
    %84 = "stablehlo.broadcast_in_dim"(%83) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %85 = "stablehlo.add"(%82, %84) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %86 = "stablehlo.multiply"(%74, %85) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %87 = "stablehlo.subtract"(%86, %76) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %88 = "stablehlo.constant"() {value = dense<1.5536319577362005E-16> : tensor<f64>} : () -> tensor<f64>
    %89 = "stablehlo.broadcast_in_dim"(%88) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %90 = "stablehlo.add"(%87, %89) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %91 = "stablehlo.multiply"(%74, %90) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %92 = "stablehlo.subtract"(%91, %85) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %93 = "stablehlo.constant"() {value = dense<-1.1055969477353862E-15> : tensor<f64>} : () -> tensor<f64>
    %94 = "stablehlo.broadcast_in_dim"(%93) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %95 = "stablehlo.add"(%92, %94) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %96 = "stablehlo.multiply"(%74, %95) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %97 = "stablehlo.subtract"(%96, %90) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %98 = "stablehlo.constant"() {value = dense<7.6006842947354077E-15> : tensor<f64>} : () -> tensor<f64>
    %99 = "stablehlo.broadcast_in_dim"(%98) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %100 = "stablehlo.add"(%97, %99) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %101 = "stablehlo.multiply"(%74, %100) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %102 = "stablehlo.subtract"(%101, %95) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %103 = "stablehlo.constant"() {value = dense<-5.0421855047279118E-14> : tensor<f64>} : () -> tensor<f64>
    %104 = "stablehlo.broadcast_in_dim"(%103) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %105 = "stablehlo.add"(%102, %104) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %106 = "stablehlo.multiply"(%74, %105) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %107 = "stablehlo.subtract"(%106, %100) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %108 = "stablehlo.constant"() {value = dense<3.2237933659455748E-13> : tensor<f64>} : () -> tensor<f64>
    %109 = "stablehlo.broadcast_in_dim"(%108) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %110 = "stablehlo.add"(%107, %109) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %111 = "stablehlo.multiply"(%74, %110) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %112 = "stablehlo.subtract"(%111, %105) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %113 = "stablehlo.constant"() {value = dense<-1.9839743977649436E-12> : tensor<f64>} : () -> tensor<f64>
    %114 = "stablehlo.broadcast_in_dim"(%113) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %115 = "stablehlo.add"(%112, %114) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %116 = "stablehlo.multiply"(%74, %115) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %117 = "stablehlo.subtract"(%116, %110) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %118 = "stablehlo.constant"() {value = dense<1.1736186298890901E-11> : tensor<f64>} : () -> tensor<f64>
    %119 = "stablehlo.broadcast_in_dim"(%118) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %120 = "stablehlo.add"(%117, %119) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %121 = "stablehlo.multiply"(%74, %120) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %122 = "stablehlo.subtract"(%121, %115) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %123 = "stablehlo.constant"() {value = dense<-6.6634897235020271E-11> : tensor<f64>} : () -> tensor<f64>
    %124 = "stablehlo.broadcast_in_dim"(%123) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %125 = "stablehlo.add"(%122, %124) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %126 = "stablehlo.multiply"(%74, %125) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %127 = "stablehlo.subtract"(%126, %120) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %128 = "stablehlo.constant"() {value = dense<3.6255902815521172E-10> : tensor<f64>} : () -> tensor<f64>
    %129 = "stablehlo.broadcast_in_dim"(%128) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %130 = "stablehlo.add"(%127, %129) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %131 = "stablehlo.multiply"(%74, %130) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %132 = "stablehlo.subtract"(%131, %125) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %133 = "stablehlo.constant"() {value = dense<-1.8872497517228294E-9> : tensor<f64>} : () -> tensor<f64>
    %134 = "stablehlo.broadcast_in_dim"(%133) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %135 = "stablehlo.add"(%132, %134) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %136 = "stablehlo.multiply"(%74, %135) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %137 = "stablehlo.subtract"(%136, %130) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %138 = "stablehlo.constant"() {value = dense<9.3815373864957726E-9> : tensor<f64>} : () -> tensor<f64>
    %139 = "stablehlo.broadcast_in_dim"(%138) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %140 = "stablehlo.add"(%137, %139) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %141 = "stablehlo.multiply"(%74, %140) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %142 = "stablehlo.subtract"(%141, %135) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %143 = "stablehlo.constant"() {value = dense<-4.4450591287963281E-8> : tensor<f64>} : () -> tensor<f64>
    %144 = "stablehlo.broadcast_in_dim"(%143) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %145 = "stablehlo.add"(%142, %144) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %146 = "stablehlo.multiply"(%74, %145) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %147 = "stablehlo.subtract"(%146, %140) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %148 = "stablehlo.constant"() {value = dense<2.0032947535521353E-7> : tensor<f64>} : () -> tensor<f64>
    %149 = "stablehlo.broadcast_in_dim"(%148) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %150 = "stablehlo.add"(%147, %149) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %151 = "stablehlo.multiply"(%74, %150) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %152 = "stablehlo.subtract"(%151, %145) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %153 = "stablehlo.constant"() {value = dense<-8.5687202646954547E-7> : tensor<f64>} : () -> tensor<f64>
    %154 = "stablehlo.broadcast_in_dim"(%153) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %155 = "stablehlo.add"(%152, %154) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %156 = "stablehlo.multiply"(%74, %155) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %157 = "stablehlo.subtract"(%156, %150) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %158 = "stablehlo.constant"() {value = dense<3.4702513081376785E-6> : tensor<f64>} : () -> tensor<f64>
    %159 = "stablehlo.broadcast_in_dim"(%158) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %160 = "stablehlo.add"(%157, %159) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %161 = "stablehlo.multiply"(%74, %160) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %162 = "stablehlo.subtract"(%161, %155) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %163 = "stablehlo.constant"() {value = dense<-1.3273163656039436E-5> : tensor<f64>} : () -> tensor<f64>
    %164 = "stablehlo.broadcast_in_dim"(%163) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %165 = "stablehlo.add"(%162, %164) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %166 = "stablehlo.multiply"(%74, %165) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %167 = "stablehlo.subtract"(%166, %160) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %168 = "stablehlo.constant"() {value = dense<4.7815651075500542E-5> : tensor<f64>} : () -> tensor<f64>
    %169 = "stablehlo.broadcast_in_dim"(%168) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %170 = "stablehlo.add"(%167, %169) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %171 = "stablehlo.multiply"(%74, %170) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %172 = "stablehlo.subtract"(%171, %165) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %173 = "stablehlo.constant"() {value = dense<-1.6176081582589674E-4> : tensor<f64>} : () -> tensor<f64>
    %174 = "stablehlo.broadcast_in_dim"(%173) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %175 = "stablehlo.add"(%172, %174) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %176 = "stablehlo.multiply"(%74, %175) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %177 = "stablehlo.subtract"(%176, %170) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %178 = "stablehlo.constant"() {value = dense<5.1228595616857576E-4> : tensor<f64>} : () -> tensor<f64>
    %179 = "stablehlo.broadcast_in_dim"(%178) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %180 = "stablehlo.add"(%177, %179) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %181 = "stablehlo.multiply"(%74, %180) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %182 = "stablehlo.subtract"(%181, %175) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %183 = "stablehlo.constant"() {value = dense<-0.0015135724506312532> : tensor<f64>} : () -> tensor<f64>
    %184 = "stablehlo.broadcast_in_dim"(%183) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %185 = "stablehlo.add"(%182, %184) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %186 = "stablehlo.multiply"(%74, %185) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %187 = "stablehlo.subtract"(%186, %180) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %188 = "stablehlo.constant"() {value = dense<0.0041564229443128882> : tensor<f64>} : () -> tensor<f64>
    %189 = "stablehlo.broadcast_in_dim"(%188) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %190 = "stablehlo.add"(%187, %189) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %191 = "stablehlo.multiply"(%74, %190) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %192 = "stablehlo.subtract"(%191, %185) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %193 = "stablehlo.constant"() {value = dense<-0.010564084894626197> : tensor<f64>} : () -> tensor<f64>
    %194 = "stablehlo.broadcast_in_dim"(%193) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %195 = "stablehlo.add"(%192, %194) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %196 = "stablehlo.multiply"(%74, %195) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %197 = "stablehlo.subtract"(%196, %190) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %198 = "stablehlo.constant"() {value = dense<0.024726449030626516> : tensor<f64>} : () -> tensor<f64>
    %199 = "stablehlo.broadcast_in_dim"(%198) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %200 = "stablehlo.add"(%197, %199) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %201 = "stablehlo.multiply"(%74, %200) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %202 = "stablehlo.subtract"(%201, %195) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %203 = "stablehlo.constant"() {value = dense<-0.052945981208094989> : tensor<f64>} : () -> tensor<f64>
    %204 = "stablehlo.broadcast_in_dim"(%203) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %205 = "stablehlo.add"(%202, %204) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %206 = "stablehlo.multiply"(%74, %205) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %207 = "stablehlo.subtract"(%206, %200) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %208 = "stablehlo.constant"() {value = dense<0.10264365868984709> : tensor<f64>} : () -> tensor<f64>
    %209 = "stablehlo.broadcast_in_dim"(%208) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %210 = "stablehlo.add"(%207, %209) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %211 = "stablehlo.multiply"(%74, %210) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %212 = "stablehlo.subtract"(%211, %205) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %213 = "stablehlo.constant"() {value = dense<-0.17641651835783406> : tensor<f64>} : () -> tensor<f64>
    %214 = "stablehlo.broadcast_in_dim"(%213) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %215 = "stablehlo.add"(%212, %214) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %216 = "stablehlo.multiply"(%74, %215) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %217 = "stablehlo.subtract"(%216, %210) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %218 = "stablehlo.constant"() {value = dense<0.25258718644363365> : tensor<f64>} : () -> tensor<f64>
    %219 = "stablehlo.broadcast_in_dim"(%218) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %220 = "stablehlo.add"(%217, %219) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %221 = "stablehlo.subtract"(%220, %210) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %222 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f64>} : () -> tensor<f64>
    %223 = "stablehlo.broadcast_in_dim"(%222) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %224 = "stablehlo.multiply"(%221, %223) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %225 = "stablehlo.multiply"(%224, %0) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %226 = "stablehlo.constant"() {value = dense<3.200000e+01> : tensor<f64>} : () -> tensor<f64>
    %227 = "stablehlo.broadcast_in_dim"(%226) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %228 = "stablehlo.divide"(%227, %0) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %229 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %230 = "stablehlo.broadcast_in_dim"(%229) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %231 = "stablehlo.subtract"(%228, %230) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %232 = "stablehlo.constant"() {value = dense<7.5172963108421052E-18> : tensor<f64>} : () -> tensor<f64>
    %233 = "stablehlo.broadcast_in_dim"(%232) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %234 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %235 = "stablehlo.broadcast_in_dim"(%234) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %236 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %237 = "stablehlo.broadcast_in_dim"(%236) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %238 = "stablehlo.multiply"(%231, %233) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %239 = "stablehlo.subtract"(%238, %235) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %240 = "stablehlo.constant"() {value = dense<4.4143483230717077E-18> : tensor<f64>} : () -> tensor<f64>
    %241 = "stablehlo.broadcast_in_dim"(%240) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %242 = "stablehlo.add"(%239, %241) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %243 = "stablehlo.multiply"(%231, %242) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %244 = "stablehlo.subtract"(%243, %233) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %245 = "stablehlo.constant"() {value = dense<-4.6503053684893586E-17> : tensor<f64>} : () -> tensor<f64>
    %246 = "stablehlo.broadcast_in_dim"(%245) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %247 = "stablehlo.add"(%244, %246) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %248 = "stablehlo.multiply"(%231, %247) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %249 = "stablehlo.subtract"(%248, %242) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %250 = "stablehlo.constant"() {value = dense<-3.2095259219934238E-17> : tensor<f64>} : () -> tensor<f64>
    %251 = "stablehlo.broadcast_in_dim"(%250) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %252 = "stablehlo.add"(%249, %251) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %253 = "stablehlo.multiply"(%231, %252) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %254 = "stablehlo.subtract"(%253, %247) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %255 = "stablehlo.constant"() {value = dense<2.9626289976459501E-16> : tensor<f64>} : () -> tensor<f64>
    %256 = "stablehlo.broadcast_in_dim"(%255) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %257 = "stablehlo.add"(%254, %256) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %258 = "stablehlo.multiply"(%231, %257) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %259 = "stablehlo.subtract"(%258, %252) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %260 = "stablehlo.constant"() {value = dense<3.3082023109209285E-16> : tensor<f64>} : () -> tensor<f64>
    %261 = "stablehlo.broadcast_in_dim"(%260) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %262 = "stablehlo.add"(%259, %261) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %263 = "stablehlo.multiply"(%231, %262) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %264 = "stablehlo.subtract"(%263, %257) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %265 = "stablehlo.constant"() {value = dense<-1.8803547755107825E-15> : tensor<f64>} : () -> tensor<f64>
    %266 = "stablehlo.broadcast_in_dim"(%265) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %267 = "stablehlo.add"(%264, %266) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %268 = "stablehlo.multiply"(%231, %267) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %269 = "stablehlo.subtract"(%268, %262) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %270 = "stablehlo.constant"() {value = dense<-3.8144030724370075E-15> : tensor<f64>} : () -> tensor<f64>
    %271 = "stablehlo.broadcast_in_dim"(%270) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %272 = "stablehlo.add"(%269, %271) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %273 = "stablehlo.multiply"(%231, %272) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %274 = "stablehlo.subtract"(%273, %267) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %275 = "stablehlo.constant"() {value = dense<1.0420276984128802E-14> : tensor<f64>} : () -> tensor<f64>
    %276 = "stablehlo.broadcast_in_dim"(%275) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %277 = "stablehlo.add"(%274, %276) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %278 = "stablehlo.multiply"(%231, %277) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %279 = "stablehlo.subtract"(%278, %272) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %280 = "stablehlo.constant"() {value = dense<4.272440016711951E-14> : tensor<f64>} : () -> tensor<f64>
    %281 = "stablehlo.broadcast_in_dim"(%280) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %282 = "stablehlo.add"(%279, %281) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %283 = "stablehlo.multiply"(%231, %282) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %284 = "stablehlo.subtract"(%283, %277) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %285 = "stablehlo.constant"() {value = dense<-2.1015418427726643E-14> : tensor<f64>} : () -> tensor<f64>
    %286 = "stablehlo.broadcast_in_dim"(%285) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %287 = "stablehlo.add"(%284, %286) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %288 = "stablehlo.multiply"(%231, %287) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %289 = "stablehlo.subtract"(%288, %282) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %290 = "stablehlo.constant"() {value = dense<-4.0835511110921974E-13> : tensor<f64>} : () -> tensor<f64>
    %291 = "stablehlo.broadcast_in_dim"(%290) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %292 = "stablehlo.add"(%289, %291) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %293 = "stablehlo.multiply"(%231, %292) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %294 = "stablehlo.subtract"(%293, %287) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %295 = "stablehlo.constant"() {value = dense<-7.1985517762459084E-13> : tensor<f64>} : () -> tensor<f64>
    %296 = "stablehlo.broadcast_in_dim"(%295) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %297 = "stablehlo.add"(%294, %296) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %298 = "stablehlo.multiply"(%231, %297) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %299 = "stablehlo.subtract"(%298, %292) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %300 = "stablehlo.constant"() {value = dense<2.0356285441470896E-12> : tensor<f64>} : () -> tensor<f64>
    %301 = "stablehlo.broadcast_in_dim"(%300) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %302 = "stablehlo.add"(%299, %301) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %303 = "stablehlo.multiply"(%231, %302) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %304 = "stablehlo.subtract"(%303, %297) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %305 = "stablehlo.constant"() {value = dense<1.4125807436613782E-11> : tensor<f64>} : () -> tensor<f64>
    %306 = "stablehlo.broadcast_in_dim"(%305) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %307 = "stablehlo.add"(%304, %306) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %308 = "stablehlo.multiply"(%231, %307) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %309 = "stablehlo.subtract"(%308, %302) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %310 = "stablehlo.constant"() {value = dense<3.2526035830154884E-11> : tensor<f64>} : () -> tensor<f64>
    %311 = "stablehlo.broadcast_in_dim"(%310) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %312 = "stablehlo.add"(%309, %311) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %313 = "stablehlo.multiply"(%231, %312) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %314 = "stablehlo.subtract"(%313, %307) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %315 = "stablehlo.constant"() {value = dense<-1.8974958123505413E-11> : tensor<f64>} : () -> tensor<f64>
    %316 = "stablehlo.broadcast_in_dim"(%315) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %317 = "stablehlo.add"(%314, %316) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %318 = "stablehlo.multiply"(%231, %317) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %319 = "stablehlo.subtract"(%318, %312) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %320 = "stablehlo.constant"() {value = dense<-5.5897434621965838E-10> : tensor<f64>} : () -> tensor<f64>
    %321 = "stablehlo.broadcast_in_dim"(%320) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %322 = "stablehlo.add"(%319, %321) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %323 = "stablehlo.multiply"(%231, %322) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %324 = "stablehlo.subtract"(%323, %317) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %325 = "stablehlo.constant"() {value = dense<-3.835380385964237E-9> : tensor<f64>} : () -> tensor<f64>
    %326 = "stablehlo.broadcast_in_dim"(%325) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %327 = "stablehlo.add"(%324, %326) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %328 = "stablehlo.multiply"(%231, %327) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %329 = "stablehlo.subtract"(%328, %322) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %330 = "stablehlo.constant"() {value = dense<-2.6314688468895196E-8> : tensor<f64>} : () -> tensor<f64>
    %331 = "stablehlo.broadcast_in_dim"(%330) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %332 = "stablehlo.add"(%329, %331) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %333 = "stablehlo.multiply"(%231, %332) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %334 = "stablehlo.subtract"(%333, %327) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %335 = "stablehlo.constant"() {value = dense<-2.5122362378702088E-7> : tensor<f64>} : () -> tensor<f64>
    %336 = "stablehlo.broadcast_in_dim"(%335) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %337 = "stablehlo.add"(%334, %336) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %338 = "stablehlo.multiply"(%231, %337) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %339 = "stablehlo.subtract"(%338, %332) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %340 = "stablehlo.constant"() {value = dense<-3.8825648088776906E-6> : tensor<f64>} : () -> tensor<f64>
    %341 = "stablehlo.broadcast_in_dim"(%340) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %342 = "stablehlo.add"(%339, %341) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %343 = "stablehlo.multiply"(%231, %342) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %344 = "stablehlo.subtract"(%343, %337) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %345 = "stablehlo.constant"() {value = dense<-1.1058893876262371E-4> : tensor<f64>} : () -> tensor<f64>
    %346 = "stablehlo.broadcast_in_dim"(%345) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %347 = "stablehlo.add"(%344, %346) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %348 = "stablehlo.multiply"(%231, %347) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %349 = "stablehlo.subtract"(%348, %342) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %350 = "stablehlo.constant"() {value = dense<-0.0097610974913614687> : tensor<f64>} : () -> tensor<f64>
    %351 = "stablehlo.broadcast_in_dim"(%350) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %352 = "stablehlo.add"(%349, %351) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %353 = "stablehlo.multiply"(%231, %352) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %354 = "stablehlo.subtract"(%353, %347) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %355 = "stablehlo.constant"() {value = dense<0.7785762350182801> : tensor<f64>} : () -> tensor<f64>
    %356 = "stablehlo.broadcast_in_dim"(%355) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %357 = "stablehlo.add"(%354, %356) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %358 = "stablehlo.subtract"(%357, %347) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %359 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f64>} : () -> tensor<f64>
    %360 = "stablehlo.broadcast_in_dim"(%359) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %361 = "stablehlo.multiply"(%358, %360) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %362 = "stablehlo.sqrt"(%0) : (tensor<15xf64>) -> tensor<15xf64>
    %363 = "stablehlo.divide"(%361, %362) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %364 = "stablehlo.constant"() {value = dense<8.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %365 = "stablehlo.broadcast_in_dim"(%364) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %366 = "stablehlo.compare"(%0, %365) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xi1>
    %367 = "stablehlo.select"(%366, %225, %363) : (tensor<15xi1>, tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %368 = "stablehlo.exponential"(%0) : (tensor<15xf64>) -> tensor<15xf64>
    %369 = "stablehlo.multiply"(%367, %368) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %370 = "stablehlo.multiply"(%68, %369) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %371 = "stablehlo.divide"(%64, %0) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %372 = "stablehlo.add"(%370, %371) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %373 = "stablehlo.constant"() {value = dense<8.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %374 = "stablehlo.broadcast_in_dim"(%373) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %375 = "stablehlo.divide"(%374, %0) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %376 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %377 = "stablehlo.broadcast_in_dim"(%376) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %378 = "stablehlo.subtract"(%375, %377) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %379 = "stablehlo.constant"() {value = dense<-5.7567444836650174E-18> : tensor<f64>} : () -> tensor<f64>
    %380 = "stablehlo.broadcast_in_dim"(%379) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %381 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %382 = "stablehlo.broadcast_in_dim"(%381) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %383 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %384 = "stablehlo.broadcast_in_dim"(%383) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %385 = "stablehlo.multiply"(%378, %380) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %386 = "stablehlo.subtract"(%385, %382) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %387 = "stablehlo.constant"() {value = dense<1.7940508731475592E-17> : tensor<f64>} : () -> tensor<f64>
    %388 = "stablehlo.broadcast_in_dim"(%387) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %389 = "stablehlo.add"(%386, %388) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %390 = "stablehlo.multiply"(%378, %389) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %391 = "stablehlo.subtract"(%390, %380) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %392 = "stablehlo.constant"() {value = dense<-5.6894625584428592E-17> : tensor<f64>} : () -> tensor<f64>
    %393 = "stablehlo.broadcast_in_dim"(%392) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %394 = "stablehlo.add"(%391, %393) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %395 = "stablehlo.multiply"(%378, %394) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %396 = "stablehlo.subtract"(%395, %389) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %397 = "stablehlo.constant"() {value = dense<1.8380935443666389E-16> : tensor<f64>} : () -> tensor<f64>
    %398 = "stablehlo.broadcast_in_dim"(%397) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %399 = "stablehlo.add"(%396, %398) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %400 = "stablehlo.multiply"(%378, %399) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %401 = "stablehlo.subtract"(%400, %394) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %402 = "stablehlo.constant"() {value = dense<-6.0570472483733185E-16> : tensor<f64>} : () -> tensor<f64>
    %403 = "stablehlo.broadcast_in_dim"(%402) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %404 = "stablehlo.add"(%401, %403) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %405 = "stablehlo.multiply"(%378, %404) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %406 = "stablehlo.subtract"(%405, %399) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %407 = "stablehlo.constant"() {value = dense<2.0387031656243341E-15> : tensor<f64>} : () -> tensor<f64>
    %408 = "stablehlo.broadcast_in_dim"(%407) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %409 = "stablehlo.add"(%406, %408) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %410 = "stablehlo.multiply"(%378, %409) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %411 = "stablehlo.subtract"(%410, %404) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %412 = "stablehlo.constant"() {value = dense<-7.0198370904183138E-15> : tensor<f64>} : () -> tensor<f64>
    %413 = "stablehlo.broadcast_in_dim"(%412) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %414 = "stablehlo.add"(%411, %413) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %415 = "stablehlo.multiply"(%378, %414) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %416 = "stablehlo.subtract"(%415, %409) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %417 = "stablehlo.constant"() {value = dense<2.4771544244813043E-14> : tensor<f64>} : () -> tensor<f64>
    %418 = "stablehlo.broadcast_in_dim"(%417) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %419 = "stablehlo.add"(%416, %418) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %420 = "stablehlo.multiply"(%378, %419) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %421 = "stablehlo.subtract"(%420, %414) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %422 = "stablehlo.constant"() {value = dense<-8.9767051823249939E-14> : tensor<f64>} : () -> tensor<f64>
    %423 = "stablehlo.broadcast_in_dim"(%422) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %424 = "stablehlo.add"(%421, %423) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %425 = "stablehlo.multiply"(%378, %424) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %426 = "stablehlo.subtract"(%425, %419) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %427 = "stablehlo.constant"() {value = dense<3.3484196660784293E-13> : tensor<f64>} : () -> tensor<f64>
    %428 = "stablehlo.broadcast_in_dim"(%427) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %429 = "stablehlo.add"(%426, %428) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %430 = "stablehlo.multiply"(%378, %429) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %431 = "stablehlo.subtract"(%430, %424) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %432 = "stablehlo.constant"() {value = dense<-1.2891739609510289E-12> : tensor<f64>} : () -> tensor<f64>
    %433 = "stablehlo.broadcast_in_dim"(%432) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %434 = "stablehlo.add"(%431, %433) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %435 = "stablehlo.multiply"(%378, %434) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %436 = "stablehlo.subtract"(%435, %429) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %437 = "stablehlo.constant"() {value = dense<5.1396396734817301E-12> : tensor<f64>} : () -> tensor<f64>
    %438 = "stablehlo.broadcast_in_dim"(%437) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %439 = "stablehlo.add"(%436, %438) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %440 = "stablehlo.multiply"(%378, %439) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %441 = "stablehlo.subtract"(%440, %434) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %442 = "stablehlo.constant"() {value = dense<-2.1299678384275683E-11> : tensor<f64>} : () -> tensor<f64>
    %443 = "stablehlo.broadcast_in_dim"(%442) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %444 = "stablehlo.add"(%441, %443) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %445 = "stablehlo.multiply"(%378, %444) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %446 = "stablehlo.subtract"(%445, %439) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %447 = "stablehlo.constant"() {value = dense<9.2183151876050057E-11> : tensor<f64>} : () -> tensor<f64>
    %448 = "stablehlo.broadcast_in_dim"(%447) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %449 = "stablehlo.add"(%446, %448) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %450 = "stablehlo.multiply"(%378, %449) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %451 = "stablehlo.subtract"(%450, %444) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %452 = "stablehlo.constant"() {value = dense<-4.1903547593418965E-10> : tensor<f64>} : () -> tensor<f64>
    %453 = "stablehlo.broadcast_in_dim"(%452) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %454 = "stablehlo.add"(%451, %453) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %455 = "stablehlo.multiply"(%378, %454) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %456 = "stablehlo.subtract"(%455, %449) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %457 = "stablehlo.constant"() {value = dense<2.015049755197033E-9> : tensor<f64>} : () -> tensor<f64>
    %458 = "stablehlo.broadcast_in_dim"(%457) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %459 = "stablehlo.add"(%456, %458) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %460 = "stablehlo.multiply"(%378, %459) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %461 = "stablehlo.subtract"(%460, %454) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %462 = "stablehlo.constant"() {value = dense<-1.0345762465678097E-8> : tensor<f64>} : () -> tensor<f64>
    %463 = "stablehlo.broadcast_in_dim"(%462) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %464 = "stablehlo.add"(%461, %463) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %465 = "stablehlo.multiply"(%378, %464) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %466 = "stablehlo.subtract"(%465, %459) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %467 = "stablehlo.constant"() {value = dense<5.7410841254500495E-8> : tensor<f64>} : () -> tensor<f64>
    %468 = "stablehlo.broadcast_in_dim"(%467) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %469 = "stablehlo.add"(%466, %468) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %470 = "stablehlo.multiply"(%378, %469) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %471 = "stablehlo.subtract"(%470, %464) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %472 = "stablehlo.constant"() {value = dense<-3.5019606030878126E-7> : tensor<f64>} : () -> tensor<f64>
    %473 = "stablehlo.broadcast_in_dim"(%472) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %474 = "stablehlo.add"(%471, %473) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %475 = "stablehlo.multiply"(%378, %474) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %476 = "stablehlo.subtract"(%475, %469) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %477 = "stablehlo.constant"() {value = dense<2.406484947837217E-6> : tensor<f64>} : () -> tensor<f64>
    %478 = "stablehlo.broadcast_in_dim"(%477) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %479 = "stablehlo.add"(%476, %478) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %480 = "stablehlo.multiply"(%378, %479) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %481 = "stablehlo.subtract"(%480, %474) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %482 = "stablehlo.constant"() {value = dense<-1.936197974166083E-5> : tensor<f64>} : () -> tensor<f64>
    %483 = "stablehlo.broadcast_in_dim"(%482) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %484 = "stablehlo.add"(%481, %483) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %485 = "stablehlo.multiply"(%378, %484) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %486 = "stablehlo.subtract"(%485, %479) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %487 = "stablehlo.constant"() {value = dense<1.9521551847135162E-4> : tensor<f64>} : () -> tensor<f64>
    %488 = "stablehlo.broadcast_in_dim"(%487) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %489 = "stablehlo.add"(%486, %488) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %490 = "stablehlo.multiply"(%378, %489) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %491 = "stablehlo.subtract"(%490, %484) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %492 = "stablehlo.constant"() {value = dense<-0.0028578168596227792> : tensor<f64>} : () -> tensor<f64>
    %493 = "stablehlo.broadcast_in_dim"(%492) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %494 = "stablehlo.add"(%491, %493) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %495 = "stablehlo.multiply"(%378, %494) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %496 = "stablehlo.subtract"(%495, %489) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %497 = "stablehlo.constant"() {value = dense<0.10392373657681724> : tensor<f64>} : () -> tensor<f64>
    %498 = "stablehlo.broadcast_in_dim"(%497) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %499 = "stablehlo.add"(%496, %498) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %500 = "stablehlo.multiply"(%378, %499) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %501 = "stablehlo.subtract"(%500, %494) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %502 = "stablehlo.constant"() {value = dense<2.7206261904844427> : tensor<f64>} : () -> tensor<f64>
    %503 = "stablehlo.broadcast_in_dim"(%502) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %504 = "stablehlo.add"(%501, %503) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %505 = "stablehlo.subtract"(%504, %494) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %506 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f64>} : () -> tensor<f64>
    %507 = "stablehlo.broadcast_in_dim"(%506) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %508 = "stablehlo.multiply"(%505, %507) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %509 = "stablehlo.sqrt"(%0) : (tensor<15xf64>) -> tensor<15xf64>
    %510 = "stablehlo.divide"(%508, %509) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %511 = "stablehlo.negate"(%0) : (tensor<15xf64>) -> tensor<15xf64>
    %512 = "stablehlo.exponential"(%511) : (tensor<15xf64>) -> tensor<15xf64>
    %513 = "stablehlo.multiply"(%510, %512) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %514 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %515 = "stablehlo.broadcast_in_dim"(%514) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %516 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %517 = "stablehlo.broadcast_in_dim"(%516) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %518 = "stablehlo.compare"(%0, %517) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xi1>
    %519 = "stablehlo.select"(%518, %372, %513) : (tensor<15xi1>, tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %520 = "stablehlo.compare"(%0, %515) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xi1>
    %521 = "stablehlo.constant"() {value = dense<0x7FF0000000000000> : tensor<f64>} : () -> tensor<f64>
    %522 = "stablehlo.broadcast_in_dim"(%521) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %523 = "stablehlo.select"(%520, %522, %519) : (tensor<15xi1>, tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %524 = "stablehlo.compare"(%0, %515) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xi1>
    %525 = "stablehlo.constant"() {value = dense<0x7FF8000000000000> : tensor<f64>} : () -> tensor<f64>
    %526 = "stablehlo.broadcast_in_dim"(%525) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %527 = "stablehlo.select"(%524, %526, %523) : (tensor<15xi1>, tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %528 = "stablehlo.convert"(%527) : (tensor<15xf64>) -> tensor<15xf32>
    return %528 : tensor<15xf32>
  }
}
