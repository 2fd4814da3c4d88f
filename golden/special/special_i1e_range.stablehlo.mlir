module {
  func.func @main(%arg0: tensor<12xf32>) -> tensor<12xf32> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<12xf32>) -> tensor<12xf64>
    %1 = "stablehlo.abs"(%0) : (tensor<12xf64>) -> tensor<12xf64>
    %2 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f64>} : () -> tensor<f64>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %4 = "stablehlo.multiply"(%1, %3) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %5 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %6 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %7 = "stablehlo.subtract"(%4, %6) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %8 = "stablehlo.constant"() {value = dense<2.7779141127610464E-18> : tensor<f64>} : () -> tensor<f64>
    %9 = "stablehlo.broadcast_in_dim"(%8) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %10 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %11 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %12 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %13 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %14 = "stablehlo.multiply"(%7, %9) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %15 = "stablehlo.subtract"(%14, %11) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %16 = "stablehlo.constant"() {value = dense<-2.111421214358166E-17> : tensor<f64>} : () -> tensor<f64>
    %17 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %18 = "stablehlo.add"(%15, %17) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %19 = "stablehlo.multiply"(%7, %18) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %20 = "stablehlo.subtract"(%19, %9) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %21 = "stablehlo.constant"() {value = dense<1.5536319577362005E-16> : tensor<f64>} : () -> tensor<f64>
    %22 = "stablehlo.broadcast_in_dim"(%21) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %23 = "stablehlo.add"(%20, %22) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %24 = "stablehlo.multiply"(%7, %23) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %25 = "stablehlo.subtract"(%24, %18) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %26 = "stablehlo.constant"() {value = dense<-1.1055969477353862E-15> : tensor<f64>} : () -> tensor<f64>
    %27 = "stablehlo.broadcast_in_dim"(%26) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %28 = "stablehlo.add"(%25, %27) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %29 = "stablehlo.multiply"(%7, %28) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %30 = "stablehlo.subtract"(%29, %23) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %31 = "stablehlo.constant"() {value = dense<7.6006842947354077E-15> : tensor<f64>} : () -> tensor<f64>
    %32 = "stablehlo.broadcast_in_dim"(%31) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %33 = "stablehlo.add"(%30, %32) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %34 = "stablehlo.multiply"(%7, %33) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %35 = "stablehlo.subtract"(%34, %28) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %36 = "stablehlo.constant"() {value = dense<-5.0421855047279118E-14> : tensor<f64>} : () -> tensor<f64>
    %37 = "stablehlo.broadcast_in_dim"(%36) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %38 = "stablehlo.add"(%35, %37) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %39 = "stablehlo.multiply"(%7, %38) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %40 = "stablehlo.subtract"(%39, %33) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %41 = "stablehlo.constant"() {value = dense<3.2237933659455748E-13> : tensor<f64>} : () -> tensor<f64>
    %42 = "stablehlo.broadcast_in_dim"(%41) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %43 = "stablehlo.add"(%40, %42) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %44 = "stablehlo.multiply"(%7, %43) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %45 = "stablehlo.subtract"(%44, %38) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %46 = "stablehlo.constant"() {value = dense<-1.9839743977649436E-12> : tensor<f64>} : () -> tensor<f64>
    %47 = "stablehlo.broadcast_in_dim"(%46) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %48 = "stablehlo.add"(%45, %47) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %49 = "stablehlo.multiply"(%7, %48) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %50 = "stablehlo.subtract"(%49, %43) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %51 = "stablehlo.constant"() {value = dense<1.1736186298890901E-11> : tensor<f64>} : () -> tensor<f64>
    %52 = "stablehlo.broadcast_in_dim"(%51) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %53 = "stablehlo.add"(%50, %52) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %54 = "stablehlo.multiply"(%7, %53) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %55 = "stablehlo.subtract"(%54, %48) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %56 = "stablehlo.constant"() {value = dense<-6.6634897235020271E-11> : tensor<f64>} : () -> tensor<f64>
    %57 = "stablehlo.broadcast_in_dim"(%56) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %58 = "stablehlo.add"(%55, %57) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %59 = "stablehlo.multiply"(%7, %58) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %60 = "stablehlo.subtract"(%59, %53) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %61 = "stablehlo.constant"() {value = dense<3.6255902815521172E-10> : tensor<f64>} : () -> tensor<f64>
    %62 = "stablehlo.broadcast_in_dim"(%61) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %63 = "stablehlo.add"(%60, %62) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %64 = "stablehlo.multiply"(%7, %63) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %65 = "stablehlo.subtract"(%64, %58) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %66 = "stablehlo.constant"() {value = dense<-1.8872497517228294E-9> : tensor<f64>} : () -> tensor<f64>
    %67 = "stablehlo.broadcast_in_dim"(%66) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %68 = "stablehlo.add"(%65, %67) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %69 = "stablehlo.multiply"(%7, %68) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %70 = "stablehlo.subtract"(%69, %63) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %71 = "stablehlo.constant"() {value = dense<9.3815373864957726E-9> : tensor<f64>} : () -> tensor<f64>
    %72 = "stablehlo.broadcast_in_dim"(%71) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %73 = "stablehlo.add"(%70, %72) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %74 = "stablehlo.multiply"(%7, %73) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %75 = "stablehlo.subtract"(%74, %68) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %76 = "stablehlo.constant"() {value = dense<-4.4450591287963281E-8> : tensor<f64>} : () -> tensor<f64>
    %77 = "stablehlo.broadcast_in_dim"(%76) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %78 = "stablehlo.add"(%75, %77) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %79 = "stablehlo.multiply"(%7, %78) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %80 = "stablehlo.subtract"(%79, %73) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %81 = "stablehlo.constant"() {value = dense<2.0032947535521353E-7> : tensor<f64>} : () -> tensor<f64>
    %82 = "stablehlo.broadcast_in_dim"(%81) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %83 = "stablehlo.add"(%80, %82) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %84 = "stablehlo.multiply"(%7, %83) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %85 = "stablehlo.subtract"(%84, %78) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %86 = "stablehlo.constant"() {value = dense<-8.5687202646954547E-7> : tensor<f64>} : () -> tensor<f64>
    %87 = "stablehlo.broadcast_in_dim"(%86) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %88 = "stablehlo.add"(%85, %87) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %89 = "stablehlo.multiply"(%7, %88) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %90 = "stablehlo.subtract"(%89, %83) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %91 = "stablehlo.constant"() {value = dense<3.4702513081376785E-6> : tensor<f64>} : () -> tensor<f64>
    %92 = "stablehlo.broadcast_in_dim"(%91) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %93 = "stablehlo.add"(%90, %92) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %94 = "stablehlo.multiply"(%7, %93) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %95 = "stablehlo.subtract"(%94, %88) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %96 = "stablehlo.constant"() {value = dense<-1.3273163656039436E-5> : tensor<f64>} : () -> tensor<f64>
    %97 = "stablehlo.broadcast_in_dim"(%96) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %98 = "stablehlo.add"(%95, %97) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %99 = "stablehlo.multiply"(%7, %98) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %100 = "stablehlo.subtract"(%99, %93) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %101 = "stablehlo.constant"() {value = dense<4.7815651075500542E-5> : tensor<f64>} : () -> tensor<f64>
    %102 = "stablehlo.broadcast_in_dim"(%101) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %103 = "stablehlo.add"(%100, %102) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %104 = "stablehlo.multiply"(%7, %103) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %105 = "stablehlo.subtract"(%104, %98) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %106 = "stablehlo.constant"() {value = dense<-1.6176081582589674E-4> : tensor<f64>} : () -> tensor<f64>
    %107 = "stablehlo.broadcast_in_dim"(%106) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %108 = "stablehlo.add"(%105, %107) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %109 = "stablehlo.multiply"(%7, %108) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %110 = "stablehlo.subtract"(%109, %103) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %111 = "stablehlo.constant"() {value = dense<5.1228595616857576E-4> : tensor<f64>} : () -> tensor<f64>
    %112 = "stablehlo.broadcast_in_dim"(%111) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %113 = "stablehlo.add"(%110, %112) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %114 = "stablehlo.multiply"(%7, %113) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %115 = "stablehlo.subtract"(%114, %108) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %116 = "stablehlo.constant"() {value = dense<-0.0015135724506312532> : tensor<f64>} : () -> tensor<f64>
    %117 = "stablehlo.broadcast_in_dim"(%116) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %118 = "stablehlo.add"(%115, %117) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %119 = "stablehlo.multiply"(%7, %118) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %120 = "stablehlo.subtract"(%119, %113) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %121 = "stablehlo.constant"() {value = dense<0.0041564229443128882> : tensor<f64>} : () -> tensor<f64>
    %122 = "stablehlo.broadcast_in_dim"(%121) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %123 = "stablehlo.add"(%120, %122) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %124 = "stablehlo.multiply"(%7, %123) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %125 = "stablehlo.subtract"(%124, %118) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %126 = "stablehlo.constant"() {value = dense<-0.010564084894626197> : tensor<f64>} : () -> tensor<f64>
    %127 = "stablehlo.broadcast_in_dim"(%126) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %128 = "stablehlo.add"(%125, %127) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %129 = "stablehlo.multiply"(%7, %128) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %130 = "stablehlo.subtract"(%129, %123) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %131 = "stablehlo.constant"() {value = dense<0.024726449030626516> : tensor<f64>} : () -> tensor<f64>
    %132 = "stablehlo.broadcast_in_dim"(%131) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %133 = "stablehlo.add"(%130, %132) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %134 = "stablehlo.multiply"(%7, %133) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %135 = "stablehlo.subtract"(%134, %128) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %136 = "stablehlo.constant"() {value = dense<-0.052945981208094989> : tensor<f64>} : () -> tensor<f64>
    %137 = "stablehlo.broadcast_in_dim"(%136) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %138 = "stablehlo.add"(%135, %137) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %139 = "stablehlo.multiply"(%7, %138) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %140 = "stablehlo.subtract"(%139, %133) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %141 = "stablehlo.constant"() {value = dense<0.10264365868984709> : tensor<f64>} : () -> tensor<f64>
    %142 = "stablehlo.broadcast_in_dim"(%141) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %143 = "stablehlo.add"(%140, %142) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %144 = "stablehlo.multiply"(%7, %143) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %145 = "stablehlo.subtract"(%144, %138) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %146 = "stablehlo.constant"() {value = dense<-0.17641651835783406> : tensor<f64>} : () -> tensor<f64>
    %147 = "stablehlo.broadcast_in_dim"(%146) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %148 = "stablehlo.add"(%145, %147) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %149 = "stablehlo.multiply"(%7, %148) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %150 = "stablehlo.subtract"(%149, %143) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %151 = "stablehlo.constant"() {value = dense<0.25258718644363365> : tensor<f64>} : () -> tensor<f64>
    %152 = "stablehlo.broadcast_in_dim"(%151) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %153 = "stablehlo.add"(%150, %152) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %154 = "stablehlo.subtract"(%153, %143) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %155 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f64>} : () -> tensor<f64>
    %156 = "stablehlo.broadcast_in_dim"(%155) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %157 = "stablehlo.multiply"(%154, %156) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %158 = "stablehlo.constant"() {value = dense<3.200000e+01> : tensor<f64>} : () -> tensor<f64>
    %159 = "stablehlo.broadcast_in_dim"(%158) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %160 = "stablehlo.divide"(%159, %1) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %161 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %162 = "stablehlo.broadcast_in_dim"(%161) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %163 = "stablehlo.subtract"(%160, %162) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %164 = "stablehlo.constant"() {value = dense<7.5172963108421052E-18> : tensor<f64>} : () -> tensor<f64>
    %165 = "stablehlo.broadcast_in_dim"(%164) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %166 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %167 = "stablehlo.broadcast_in_dim"(%166) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %168 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %169 = "stablehlo.broadcast_in_dim"(%168) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %170 = "stablehlo.multiply"(%163, %165) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %171 = "stablehlo.subtract"(%170, %167) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %172 = "stablehlo.constant"() {value = dense<4.4143483230717077E-18> : tensor<f64>} : () -> tensor<f64>
    %173 = "stablehlo.broadcast_in_dim"(%172) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %174 = "stablehlo.add"(%171, %173) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %175 = "stablehlo.multiply"(%163, %174) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %176 = "stablehlo.subtract"(%175, %165) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %177 = "stablehlo.constant"() {value = dense<-4.6503053684893586E-17> : tensor<f64>} : () -> tensor<f64>
    %178 = "stablehlo.broadcast_in_dim"(%177) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %179 = "stablehlo.add"(%176, %178) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %180 = "stablehlo.multiply"(%163, %179) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %181 = "stablehlo.subtract"(%180, %174) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %182 = "stablehlo.constant"() {value = dense<-3.2095259219934238E-17> : tensor<f64>} : () -> tensor<f64>
    %183 = "stablehlo.broadcast_in_dim"(%182) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %184 = "stablehlo.add"(%181, %183) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %185 = "stablehlo.multiply"(%163, %184) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %186 = "stablehlo.subtract"(%185, %179) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %187 = "stablehlo.constant"() {value = dense<2.9626289976459501E-16> : tensor<f64>} : () -> tensor<f64>
    %188 = "stablehlo.broadcast_in_dim"(%187) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %189 = "stablehlo.add"(%186, %188) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %190 = "stablehlo.multiply"(%163, %189) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %191 = "stablehlo.subtract"(%190, %184) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %192 = "stablehlo.constant"() {value = dense<3.3082023109209285E-16> : tensor<f64>} : () -> tensor<f64>
    %193 = "stablehlo.broadcast_in_dim"(%192) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %194 = "stablehlo.add"(%191, %193) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %195 = "stablehlo.multiply"(%163, %194) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %196 = "stablehlo.subtract"(%195, %189) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %197 = "stablehlo.constant"() {value = dense<-1.8803547755107825E-15> : tensor<f64>} : () -> tensor<f64>
    %198 = "stablehlo.broadcast_in_dim"(%197) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %199 = "stablehlo.add"(%196, %198) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %200 = "stablehlo.multiply"(%163, %199) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %201 = "stablehlo.subtract"(%200, %194) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %202 = "stablehlo.constant"() {value = dense<-3.8144030724370075E-15> : tensor<f64>} : () -> tensor<f64>
    %203 = "stablehlo.broadcast_in_dim"(%202) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %204 = "stablehlo.add"(%201, %203) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %205 = "stablehlo.multiply"(%163, %204) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %206 = "stablehlo.subtract"(%205, %199) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %207 = "stablehlo.constant"() {value = dense<1.0420276984128802E-14> : tensor<f64>} : () -> tensor<f64>
    %208 = "stablehlo.broadcast_in_dim"(%207) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %209 = "stablehlo.add"(%206, %208) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %210 = "stablehlo.multiply"(%163, %209) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %211 = "stablehlo.subtract"(%210, %204) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %212 = "stablehlo.constant"() {value = dense<4.272440016711951E-14> : tensor<f64>} : () -> tensor<f64>
    %213 = "stablehlo.broadcast_in_dim"(%212) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %214 = "stablehlo.add"(%211, %213) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %215 = "stablehlo.multiply"(%163, %214) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %216 = "stablehlo.subtract"(%215, %209) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %217 = "stablehlo.constant"() {value = dense<-2.1015418427726643E-14> : tensor<f64>} : () -> tensor<f64>
    %218 = "stablehlo.broadcast_in_dim"(%217) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %219 = "stablehlo.add"(%216, %218) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %220 = "stablehlo.multiply"(%163, %219) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %221 = "stablehlo.subtract"(%220, %214) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %222 = "stablehlo.constant"() {value = dense<-4.0835511110921974E-13> : tensor<f64>} : () -> tensor<f64>
    %223 = "stablehlo.broadcast_in_dim"(%222) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %224 = "stablehlo.add"(%221, %223) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %225 = "stablehlo.multiply"(%163, %224) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %226 = "stablehlo.subtract"(%225, %219) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %227 = "stablehlo.constant"() {value = dense<-7.1985517762459084E-13> : tensor<f64>} : () -> tensor<f64>
    %228 = "stablehlo.broadcast_in_dim"(%227) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %229 = "stablehlo.add"(%226, %228) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %230 = "stablehlo.multiply"(%163, %229) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %231 = "stablehlo.subtract"(%230, %224) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %232 = "stablehlo.constant"() {value = dense<2.0356285441470896E-12> : tensor<f64>} : () -> tensor<f64>
    %233 = "stablehlo.broadcast_in_dim"(%232) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %234 = "stablehlo.add"(%231, %233) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %235 = "stablehlo.multiply"(%163, %234) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %236 = "stablehlo.subtract"(%235, %229) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %237 = "stablehlo.constant"() {value = dense<1.4125807436613782E-11> : tensor<f64>} : () -> tensor<f64>
    %238 = "stablehlo.broadcast_in_dim"(%237) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %239 = "stablehlo.add"(%236, %238) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %240 = "stablehlo.multiply"(%163, %239) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %241 = "stablehlo.subtract"(%240, %234) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %242 = "stablehlo.constant"() {value = dense<3.2526035830154884E-11> : tensor<f64>} : () -> tensor<f64>
    %243 = "stablehlo.broadcast_in_dim"(%242) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %244 = "stablehlo.add"(%241, %243) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %245 = "stablehlo.multiply"(%163, %244) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %246 = "stablehlo.subtract"(%245, %239) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %247 = "stablehlo.constant"() {value = dense<-1.8974958123505413E-11> : tensor<f64>} : () -> tensor<f64>
    %248 = "stablehlo.broadcast_in_dim"(%247) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %249 = "stablehlo.add"(%246, %248) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %250 = "stablehlo.multiply"(%163, %249) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %251 = "stablehlo.subtract"(%250, %244) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %252 = "stablehlo.constant"() {value = dense<-5.5897434621965838E-10> : tensor<f64>} : () -> tensor<f64>
    %253 = "stablehlo.broadcast_in_dim"(%252) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %254 = "stablehlo.add"(%251, %253) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %255 = "stablehlo.multiply"(%163, %254) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %256 = "stablehlo.subtract"(%255, %249) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %257 = "stablehlo.constant"() {value = dense<-3.835380385964237E-9> : tensor<f64>} : () -> tensor<f64>
    %258 = "stablehlo.broadcast_in_dim"(%257) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %259 = "stablehlo.add"(%256, %258) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %260 = "stablehlo.multiply"(%163, %259) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %261 = "stablehlo.subtract"(%260, %254) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %262 = "stablehlo.constant"() {value = dense<-2.6314688468895196E-8> : tensor<f64>} : () -> tensor<f64>
    %263 = "stablehlo.broadcast_in_dim"(%262) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %264 = "stablehlo.add"(%261, %263) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %265 = "stablehlo.multiply"(%163, %264) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %266 = "stablehlo.subtract"(%265, %259) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %267 = "stablehlo.constant"() {value = dense<-2.5122362378702088E-7> : tensor<f64>} : () -> tensor<f64>
    %268 = "stablehlo.broadcast_in_dim"(%267) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %269 = "stablehlo.add"(%266, %268) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %270 = "stablehlo.multiply"(%163, %269) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %271 = "stablehlo.subtract"(%270, %264) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %272 = "stablehlo.constant"() {value = dense<-3.8825648088776906E-6> : tensor<f64>} : () -> tensor<f64>
    %273 = "stablehlo.broadcast_in_dim"(%272) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %274 = "stablehlo.add"(%271, %273) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %275 = "stablehlo.multiply"(%163, %274) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %276 = "stablehlo.subtract"(%275, %269) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %277 = "stablehlo.constant"() {value = dense<-1.1058893876262371E-4> : tensor<f64>} : () -> tensor<f64>
    %278 = "stablehlo.broadcast_in_dim"(%277) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %279 = "stablehlo.add"(%276, %278) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %280 = "stablehlo.multiply"(%163, %279) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %281 = "stablehlo.subtract"(%280, %274) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %282 = "stablehlo.constant"() {value = dense<-0.0097610974913614687> : tensor<f64>} : () -> tensor<f64>
    %283 = "stablehlo.broadcast_in_dim"(%282) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %284 = "stablehlo.add"(%281, %283) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %285 = "stablehlo.multiply"(%163, %284) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %286 = "stablehlo.subtract"(%285, %279) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %287 = "stablehlo.constant"() {value = dense<0.7785762350182801> : tensor<f64>} : () -> tensor<f64>
    %288 = "stablehlo.broadcast_in_dim"(%287) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %289 = "stablehlo.add"(%286, %288) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %290 = "stablehlo.subtract"(%289, %279) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %291 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f64>} : () -> tensor<f64>
    %292 = "stablehlo.broadcast_in_dim"(%291) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %293 = "stablehlo.multiply"(%290, %292) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %294 = "stablehlo.sqrt"(%1) : (tensor<12xf64>) -> tensor<12xf64>
    %295 = "stablehlo.divide"(%293, %294) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %296 = "stablehlo.multiply"(%157, %1) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %297 = "stablehlo.constant"() {value = dense<8.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %298 = "stablehlo.broadcast_in_dim"(%297) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %299 = "stablehlo.compare"(%1, %298) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xi1>
    %300 = "stablehlo.select"(%299, %296, %295) : (tensor<12xi1>, tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %301 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %302 = "stablehlo.broadcast_in_dim"(%301) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %303 = "stablehlo.compare"(%0, %302) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xi1>
    %304 = "stablehlo.negate"(%300) : (tensor<12xf64>) -> tensor<12xf64>
    %305 = "stablehlo.select"(%303, %304, %300) : (tensor<12xi1>, tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %306 = "stablehlo.convert"(%305) : (tensor<12xf64>) -> tensor<12xf32>
    return %306 : tensor<12xf32>
  }
}
