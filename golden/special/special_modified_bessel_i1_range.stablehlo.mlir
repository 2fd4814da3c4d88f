module {
  func.func @main(%arg0: tensor<10xf32>) -> tensor<10xf32> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<10xf32>) -> tensor<10xf64>
    %1 = "stablehlo.abs"(%0) : (tensor<10xf64>) -> tensor<10xf64>
    %2 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f64>} : () -> tensor<f64>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %4 = "stablehlo.multiply"(%1, %3) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %5 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %6 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %7 = "stablehlo.subtract"(%4, %6) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %8 = "stablehlo.constant"() {value = dense<2.7779141127610464E-18> : tensor<f64>} : () -> tensor<f64>
    %9 = "stablehlo.broadcast_in_dim"(%8) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %10 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %11 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %12 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %13 = "stablehlo.multiply"(%7, %9) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %14 = "stablehlo.subtract"(%13, %11) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %15 = "stablehlo.constant"() {value = dense<-2.111421214358166E-17> : tensor<f64>} : () -> tensor<f64>
    %16 = "stablehlo.broadcast_in_dim"(%15) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %17 = "stablehlo.add"(%14, %16) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %18 = "stablehlo.multiply"(%7, %17) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %19 = "stablehlo.subtract"(%18, %9) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %20 = "stablehlo.constant"() {value = dense<1.5536319577362005E-16> : tensor<f64>} : () -> tensor<f64>
    %21 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %22 = "stablehlo.add"(%19, %21) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %23 = "stablehlo.multiply"(%7, %22) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %24 = "stablehlo.subtract"(%23, %17) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %25 = "stablehlo.constant"() {value = dense<-1.1055969477353862E-15> : tensor<f64>} : () -> tensor<f64>
    %26 = "stablehlo.broadcast_in_dim"(%25) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %27 = "stablehlo.add"(%24, %26) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %28 = "stablehlo.multiply"(%7, %27) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %29 = "stablehlo.subtract"(%28, %22) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %30 = "stablehlo.constant"() {value = dense<7.6006842947354077E-15> : tensor<f64>} : () -> tensor<f64>
    %31 = "stablehlo.broadcast_in_dim"(%30) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %32 = "stablehlo.add"(%29, %31) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %33 = "stablehlo.multiply"(%7, %32) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %34 = "stablehlo.subtract"(%33, %27) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %35 = "stablehlo.constant"() {value = dense<-5.0421855047279118E-14> : tensor<f64>} : () -> tensor<f64>
    %36 = "stablehlo.broadcast_in_dim"(%35) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %37 = "stablehlo.add"(%34, %36) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %38 = "stablehlo.multiply"(%7, %37) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %39 = "stablehlo.subtract"(%38, %32) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %40 = "stablehlo.constant"() {value = dense<3.2237933659455748E-13> : tensor<f64>} : () -> tensor<f64>
    %41 = "stablehlo.broadcast_in_dim"(%40) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %42 = "stablehlo.add"(%39, %41) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %43 = "stablehlo.multiply"(%7, %42) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %44 = "stablehlo.subtract"(%43, %37) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %45 = "stablehlo.constant"() {value = dense<-1.9839743977649436E-12> : tensor<f64>} : () -> tensor<f64>
    %46 = "stablehlo.broadcast_in_dim"(%45) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %47 = "stablehlo.add"(%44, %46) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %48 = "stablehlo.multiply"(%7, %47) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %49 = "stablehlo.subtract"(%48, %42) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %50 = "stablehlo.constant"() {value = dense<1.1736186298890901E-11> : tensor<f64>} : () -> tensor<f64>
    %51 = "stablehlo.broadcast_in_dim"(%50) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %52 = "stablehlo.add"(%49, %51) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %53 = "stablehlo.multiply"(%7, %52) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %54 = "stablehlo.subtract"(%53, %47) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %55 = "stablehlo.constant"() {value = dense<-6.6634897235020271E-11> : tensor<f64>} : () -> tensor<f64>
    %56 = "stablehlo.broadcast_in_dim"(%55) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %57 = "stablehlo.add"(%54, %56) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %58 = "stablehlo.multiply"(%7, %57) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %59 = "stablehlo.subtract"(%58, %52) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %60 = "stablehlo.constant"() {value = dense<3.6255902815521172E-10> : tensor<f64>} : () -> tensor<f64>
    %61 = "stablehlo.broadcast_in_dim"(%60) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %62 = "stablehlo.add"(%59, %61) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %63 = "stablehlo.multiply"(%7, %62) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %64 = "stablehlo.subtract"(%63, %57) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %65 = "stablehlo.constant"() {value = dense<-1.8872497517228294E-9> : tensor<f64>} : () -> tensor<f64>
    %66 = "stablehlo.broadcast_in_dim"(%65) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %67 = "stablehlo.add"(%64, %66) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %68 = "stablehlo.multiply"(%7, %67) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %69 = "stablehlo.subtract"(%68, %62) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %70 = "stablehlo.constant"() {value = dense<9.3815373864957726E-9> : tensor<f64>} : () -> tensor<f64>
    %71 = "stablehlo.broadcast_in_dim"(%70) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %72 = "stablehlo.add"(%69, %71) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %73 = "stablehlo.multiply"(%7, %72) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %74 = "stablehlo.subtract"(%73, %67) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %75 = "stablehlo.constant"() {value = dense<-4.4450591287963281E-8> : tensor<f64>} : () -> tensor<f64>
    %76 = "stablehlo.broadcast_in_dim"(%75) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %77 = "stablehlo.add"(%74, %76) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %78 = "stablehlo.multiply"(%7, %77) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %79 = "stablehlo.subtract"(%78, %72) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %80 = "stablehlo.constant"() {value = dense<2.0032947535521353E-7> : tensor<f64>} : () -> tensor<f64>
    %81 = "stablehlo.broadcast_in_dim"(%80) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %82 = "stablehlo.add"(%79, %81) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %83 = "stablehlo.multiply"(%7, %82) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %84 = "stablehlo.subtract"(%83, %77) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %85 = "stablehlo.constant"() {value = dense<-8.5687202646954547E-7> : tensor<f64>} : () -> tensor<f64>
    %86 = "stablehlo.broadcast_in_dim"(%85) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %87 = "stablehlo.add"(%84, %86) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %88 = "stablehlo.multiply"(%7, %87) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %89 = "stablehlo.subtract"(%88, %82) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %90 = "stablehlo.constant"() {value = dense<3.4702513081376785E-6> : tensor<f64>} : () -> tensor<f64>
    %91 = "stablehlo.broadcast_in_dim"(%90) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %92 = "stablehlo.add"(%89, %91) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %93 = "stablehlo.multiply"(%7, %92) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %94 = "stablehlo.subtract"(%93, %87) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %95 = "stablehlo.constant"() {value = dense<-1.3273163656039436E-5> : tensor<f64>} : () -> tensor<f64>
    %96 = "stablehlo.broadcast_in_dim"(%95) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %97 = "stablehlo.add"(%94, %96) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %98 = "stablehlo.multiply"(%7, %97) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %99 = "stablehlo.subtract"(%98, %92) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %100 = "stablehlo.constant"() {value = dense<4.7815651075500542E-5> : tensor<f64>} : () -> tensor<f64>
    %101 = "stablehlo.broadcast_in_dim"(%100) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %102 = "stablehlo.add"(%99, %101) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %103 = "stablehlo.multiply"(%7, %102) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %104 = "stablehlo.subtract"(%103, %97) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %105 = "stablehlo.constant"() {value = dense<-1.6176081582589674E-4> : tensor<f64>} : () -> tensor<f64>
    %106 = "stablehlo.broadcast_in_dim"(%105) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %107 = "stablehlo.add"(%104, %106) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %108 = "stablehlo.multiply"(%7, %107) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %109 = "stablehlo.subtract"(%108, %102) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %110 = "stablehlo.constant"() {value = dense<5.1228595616857576E-4> : tensor<f64>} : () -> tensor<f64>
    %111 = "stablehlo.broadcast_in_dim"(%110) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %112 = "stablehlo.add"(%109, %111) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %113 = "stablehlo.multiply"(%7, %112) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %114 = "stablehlo.subtract"(%113, %107) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %115 = "stablehlo.constant"() {value = dense<-0.0015135724506312532> : tensor<f64>} : () -> tensor<f64>
    %116 = "stablehlo.broadcast_in_dim"(%115) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %117 = "stablehlo.add"(%114, %116) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %118 = "stablehlo.multiply"(%7, %117) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %119 = "stablehlo.subtract"(%118, %112) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %120 = "stablehlo.constant"() {value = dense<0.0041564229443128882> : tensor<f64>} : () -> tensor<f64>
    %121 = "stablehlo.broadcast_in_dim"(%120) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %122 = "stablehlo.add"(%119, %121) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %123 = "stablehlo.multiply"(%7, %122) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %124 = "stablehlo.subtract"(%123, %117) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %125 = "stablehlo.constant"() {value = dense<-0.010564084894626197> : tensor<f64>} : () -> tensor<f64>
    %126 = "stablehlo.broadcast_in_dim"(%125) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %127 = "stablehlo.add"(%124, %126) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %128 = "stablehlo.multiply"(%7, %127) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %129 = "stablehlo.subtract"(%128, %122) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %130 = "stablehlo.constant"() {value = dense<0.024726449030626516> : tensor<f64>} : () -> tensor<f64>
    %131 = "stablehlo.broadcast_in_dim"(%130) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %132 = "stablehlo.add"(%129, %131) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %133 = "stablehlo.multiply"(%7, %132) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %134 = "stablehlo.subtract"(%133, %127) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %135 = "stablehlo.constant"() {value = dense<-0.052945981208094989> : tensor<f64>} : () -> tensor<f64>
    %136 = "stablehlo.broadcast_in_dim"(%135) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %137 = "stablehlo.add"(%134, %136) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %138 = "stablehlo.multiply"(%7, %137) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %139 = "stablehlo.subtract"(%138, %132) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %140 = "stablehlo.constant"() {value = dense<0.10264365868984709> : tensor<f64>} : () -> tensor<f64>
    %141 = "stablehlo.broadcast_in_dim"(%140) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %142 = "stablehlo.add"(%139, %141) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %143 = "stablehlo.multiply"(%7, %142) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %144 = "stablehlo.subtract"(%143, %137) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %145 = "stablehlo.constant"() {value = dense<-0.17641651835783406> : tensor<f64>} : () -> tensor<f64>
    %146 = "stablehlo.broadcast_in_dim"(%145) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %147 = "stablehlo.add"(%144, %146) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %148 = "stablehlo.multiply"(%7, %147) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %149 = "stablehlo.subtract"(%148, %142) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %150 = "stablehlo.constant"() {value = dense<0.25258718644363365> : tensor<f64>} : () -> tensor<f64>
    %151 = "stablehlo.broadcast_in_dim"(%150) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %152 = "stablehlo.add"(%149, %151) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %153 = "stablehlo.subtract"(%152, %142) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %154 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f64>} : () -> tensor<f64>
    %155 = "stablehlo.broadcast_in_dim"(%154) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %156 = "stablehlo.multiply"(%153, %155) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %157 = "stablehlo.constant"() {value = dense<3.200000e+01> : tensor<f64>} : () -> tensor<f64>
    %158 = "stablehlo.broadcast_in_dim"(%157) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %159 = "stablehlo.divide"(%158, %1) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %160 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %161 = "stablehlo.broadcast_in_dim"(%160) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %162 = "stablehlo.subtract"(%159, %161) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %163 = "stablehlo.constant"() {value = dense<7.5172963108421052E-18> : tensor<f64>} : () -> tensor<f64>
    %164 = "stablehlo.broadcast_in_dim"(%163) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %165 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %166 = "stablehlo.broadcast_in_dim"(%165) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %167 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %168 = "stablehlo.multiply"(%162, %164) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %169 = "stablehlo.subtract"(%168, %166) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %170 = "stablehlo.constant"() {value = dense<4.4143483230717077E-18> : tensor<f64>} : () -> tensor<f64>
    %171 = "stablehlo.broadcast_in_dim"(%170) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %172 = "stablehlo.add"(%169, %171) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %173 = "stablehlo.multiply"(%162, %172) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %174 = "stablehlo.subtract"(%173, %164) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %175 = "stablehlo.constant"() {value = dense<-4.6503053684893586E-17> : tensor<f64>} : () -> tensor<f64>
    %176 = "stablehlo.broadcast_in_dim"(%175) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %177 = "stablehlo.add"(%174, %176) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %178 = "stablehlo.multiply"(%162, %177) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %179 = "stablehlo.subtract"(%178, %172) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %180 = "stablehlo.constant"() {value = dense<-3.2095259219934238E-17> : tensor<f64>} : () -> tensor<f64>
    %181 = "stablehlo.broadcast_in_dim"(%180) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %182 = "stablehlo.add"(%179, %181) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %183 = "stablehlo.multiply"(%162, %182) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %184 = "stablehlo.subtract"(%183, %177) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %185 = "stablehlo.constant"() {value = dense<2.9626289976459501E-16> : tensor<f64>} : () -> tensor<f64>
    %186 = "stablehlo.broadcast_in_dim"(%185) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %187 = "stablehlo.add"(%184, %186) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %188 = "stablehlo.multiply"(%162, %187) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %189 = "stablehlo.subtract"(%188, %182) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %190 = "stablehlo.constant"() {value = dense<3.3082023109209285E-16> : tensor<f64>} : () -> tensor<f64>
    %191 = "stablehlo.broadcast_in_dim"(%190) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %192 = "stablehlo.add"(%189, %191) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %193 = "stablehlo.multiply"(%162, %192) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %194 = "stablehlo.subtract"(%193, %187) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %195 = "stablehlo.constant"() {value = dense<-1.8803547755107825E-15> : tensor<f64>} : () -> tensor<f64>
    %196 = "stablehlo.broadcast_in_dim"(%195) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %197 = "stablehlo.add"(%194, %196) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %198 = "stablehlo.multiply"(%162, %197) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %199 = "stablehlo.subtract"(%198, %192) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %200 = "stablehlo.constant"() {value = dense<-3.8144030724370075E-15> : tensor<f64>} : () -> tensor<f64>
    %201 = "stablehlo.broadcast_in_dim"(%200) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %202 = "stablehlo.add"(%199, %201) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %203 = "stablehlo.multiply"(%162, %202) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %204 = "stablehlo.subtract"(%203, %197) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %205 = "stablehlo.constant"() {value = dense<1.0420276984128802E-14> : tensor<f64>} : () -> tensor<f64>
    %206 = "stablehlo.broadcast_in_dim"(%205) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %207 = "stablehlo.add"(%204, %206) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %208 = "stablehlo.multiply"(%162, %207) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %209 = "stablehlo.subtract"(%208, %202) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %210 = "stablehlo.constant"() {value = dense<4.272440016711951E-14> : tensor<f64>} : () -> tensor<f64>
    %211 = "stablehlo.broadcast_in_dim"(%210) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %212 = "stablehlo.add"(%209, %211) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %213 = "stablehlo.multiply"(%162, %212) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %214 = "stablehlo.subtract"(%213, %207) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %215 = "stablehlo.constant"() {value = dense<-2.1015418427726643E-14> : tensor<f64>} : () -> tensor<f64>
    %216 = "stablehlo.broadcast_in_dim"(%215) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %217 = "stablehlo.add"(%214, %216) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %218 = "stablehlo.multiply"(%162, %217) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %219 = "stablehlo.subtract"(%218, %212) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %220 = "stablehlo.constant"() {value = dense<-4.0835511110921974E-13> : tensor<f64>} : () -> tensor<f64>
    %221 = "stablehlo.broadcast_in_dim"(%220) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %222 = "stablehlo.add"(%219, %221) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %223 = "stablehlo.multiply"(%162, %222) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %224 = "stablehlo.subtract"(%223, %217) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %225 = "stablehlo.constant"() {value = dense<-7.1985517762459084E-13> : tensor<f64>} : () -> tensor<f64>
    %226 = "stablehlo.broadcast_in_dim"(%225) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %227 = "stablehlo.add"(%224, %226) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %228 = "stablehlo.multiply"(%162, %227) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %229 = "stablehlo.subtract"(%228, %222) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %230 = "stablehlo.constant"() {value = dense<2.0356285441470896E-12> : tensor<f64>} : () -> tensor<f64>
    %231 = "stablehlo.broadcast_in_dim"(%230) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %232 = "stablehlo.add"(%229, %231) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %233 = "stablehlo.multiply"(%162, %232) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %234 = "stablehlo.subtract"(%233, %227) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %235 = "stablehlo.constant"() {value = dense<1.4125807436613782E-11> : tensor<f64>} : () -> tensor<f64>
    %236 = "stablehlo.broadcast_in_dim"(%235) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %237 = "stablehlo.add"(%234, %236) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %238 = "stablehlo.multiply"(%162, %237) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %239 = "stablehlo.subtract"(%238, %232) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %240 = "stablehlo.constant"() {value = dense<3.2526035830154884E-11> : tensor<f64>} : () -> tensor<f64>
    %241 = "stablehlo.broadcast_in_dim"(%240) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %242 = "stablehlo.add"(%239, %241) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %243 = "stablehlo.multiply"(%162, %242) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %244 = "stablehlo.subtract"(%243, %237) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %245 = "stablehlo.constant"() {value = dense<-1.8974958123505413E-11> : tensor<f64>} : () -> tensor<f64>
    %246 = "stablehlo.broadcast_in_dim"(%245) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %247 = "stablehlo.add"(%244, %246) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %248 = "stablehlo.multiply"(%162, %247) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %249 = "stablehlo.subtract"(%248, %242) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %250 = "stablehlo.constant"() {value = dense<-5.5897434621965838E-10> : tensor<f64>} : () -> tensor<f64>
    %251 = "stablehlo.broadcast_in_dim"(%250) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %252 = "stablehlo.add"(%249, %251) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %253 = "stablehlo.multiply"(%162, %252) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %254 = "stablehlo.subtract"(%253, %247) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %255 = "stablehlo.constant"() {value = dense<-3.835380385964237E-9> : tensor<f64>} : () -> tensor<f64>
    %256 = "stablehlo.broadcast_in_dim"(%255) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %257 = "stablehlo.add"(%254, %256) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %258 = "stablehlo.multiply"(%162, %257) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %259 = "stablehlo.subtract"(%258, %252) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %260 = "stablehlo.constant"() {value = dense<-2.6314688468895196E-8> : tensor<f64>} : () -> tensor<f64>
    %261 = "stablehlo.broadcast_in_dim"(%260) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %262 = "stablehlo.add"(%259, %261) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %263 = "stablehlo.multiply"(%162, %262) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %264 = "stablehlo.subtract"(%263, %257) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %265 = "stablehlo.constant"() {value = dense<-2.5122362378702088E-7> : tensor<f64>} : () -> tensor<f64>
    %266 = "stablehlo.broadcast_in_dim"(%265) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %267 = "stablehlo.add"(%264, %266) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %268 = "stablehlo.multiply"(%162, %267) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %269 = "stablehlo.subtract"(%268, %262) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %270 = "stablehlo.constant"() {value = dense<-3.8825648088776906E-6> : tensor<f64>} : () -> tensor<f64>
    %271 = "stablehlo.broadcast_in_dim"(%270) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %272 = "stablehlo.add"(%269, %271) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %273 = "stablehlo.multiply"(%162, %272) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %274 = "stablehlo.subtract"(%273, %267) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %275 = "stablehlo.constant"() {value = dense<-1.1058893876262371E-4> : tensor<f64>} : () -> tensor<f64>
    %276 = "stablehlo.broadcast_in_dim"(%275) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %277 = "stablehlo.add"(%274, %276) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %278 = "stablehlo.multiply"(%162, %277) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %279 = "stablehlo.subtract"(%278, %272) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %280 = "stablehlo.constant"() {value = dense<-0.0097610974913614687> : tensor<f64>} : () -> tensor<f64>
    %281 = "stablehlo.broadcast_in_dim"(%280) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %282 = "stablehlo.add"(%279, %281) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %283 = "stablehlo.multiply"(%162, %282) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %284 = "stablehlo.subtract"(%283, %277) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %285 = "stablehlo.constant"() {value = dense<0.7785762350182801> : tensor<f64>} : () -> tensor<f64>
    %286 = "stablehlo.broadcast_in_dim"(%285) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %287 = "stablehlo.add"(%284, %286) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %288 = "stablehlo.subtract"(%287, %277) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %289 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f64>} : () -> tensor<f64>
    %290 = "stablehlo.broadcast_in_dim"(%289) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %291 = "stablehlo.multiply"(%288, %290) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %292 = "stablehlo.sqrt"(%1) : (tensor<10xf64>) -> tensor<10xf64>
    %293 = "stablehlo.divide"(%291, %292) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %294 = "stablehlo.multiply"(%156, %1) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %295 = "stablehlo.exponential"(%1) : (tensor<10xf64>) -> tensor<10xf64>
    %296 = "stablehlo.multiply"(%294, %295) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %297 = "stablehlo.multiply"(%293, %295) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %298 = "stablehlo.constant"() {value = dense<8.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %299 = "stablehlo.broadcast_in_dim"(%298) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %300 = "stablehlo.compare"(%1, %299) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xi1>
    %301 = "stablehlo.select"(%300, %296, %297) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %302 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %303 = "stablehlo.broadcast_in_dim"(%302) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %304 = "stablehlo.compare"(%0, %303) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xi1>
    %305 = "stablehlo.negate"(%301) : (tensor<10xf64>) -> tensor<10xf64>
    %306 = "stablehlo.select"(%304, %305, %301) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %307 = "stablehlo.convert"(%306) : (tensor<10xf64>) -> tensor<10xf32>
    return %307 : tensor<10xf32>
  }
}
