module {
  func.func @main(%arg0: tensor<14xf32>) -> tensor<14xf32> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<14xf32>) -> tensor<14xf64>
    %1 = "stablehlo.multiply"(%0, %0) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %2 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %4 = "stablehlo.subtract"(%1, %3) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %5 = "stablehlo.constant"() {value = dense<-7.0238634793862882E-18> : tensor<f64>} : () -> tensor<f64>
    %6 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %7 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %9 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %10 = "stablehlo.multiply"(%4, %6) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %11 = "stablehlo.subtract"(%10, %8) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %12 = "stablehlo.constant"() {value = dense<-2.427449850519366E-15> : tensor<f64>} : () -> tensor<f64>
    %13 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %14 = "stablehlo.add"(%11, %13) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %15 = "stablehlo.multiply"(%4, %14) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %16 = "stablehlo.subtract"(%15, %6) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %17 = "stablehlo.constant"() {value = dense<-6.6669016941993295E-13> : tensor<f64>} : () -> tensor<f64>
    %18 = "stablehlo.broadcast_in_dim"(%17) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %19 = "stablehlo.add"(%16, %18) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %20 = "stablehlo.multiply"(%4, %19) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %21 = "stablehlo.subtract"(%20, %14) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %22 = "stablehlo.constant"() {value = dense<-1.4114883926335278E-10> : tensor<f64>} : () -> tensor<f64>
    %23 = "stablehlo.broadcast_in_dim"(%22) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %24 = "stablehlo.add"(%21, %23) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %25 = "stablehlo.multiply"(%4, %24) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %26 = "stablehlo.subtract"(%25, %19) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %27 = "stablehlo.constant"() {value = dense<-2.213387630734726E-8> : tensor<f64>} : () -> tensor<f64>
    %28 = "stablehlo.broadcast_in_dim"(%27) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %29 = "stablehlo.add"(%26, %28) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %30 = "stablehlo.multiply"(%4, %29) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %31 = "stablehlo.subtract"(%30, %24) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %32 = "stablehlo.constant"() {value = dense<-2.4334061415659684E-6> : tensor<f64>} : () -> tensor<f64>
    %33 = "stablehlo.broadcast_in_dim"(%32) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %34 = "stablehlo.add"(%31, %33) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %35 = "stablehlo.multiply"(%4, %34) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %36 = "stablehlo.subtract"(%35, %29) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %37 = "stablehlo.constant"() {value = dense<-1.730288957513052E-4> : tensor<f64>} : () -> tensor<f64>
    %38 = "stablehlo.broadcast_in_dim"(%37) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %39 = "stablehlo.add"(%36, %38) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %40 = "stablehlo.multiply"(%4, %39) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %41 = "stablehlo.subtract"(%40, %34) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %42 = "stablehlo.constant"() {value = dense<-0.0069757238596398641> : tensor<f64>} : () -> tensor<f64>
    %43 = "stablehlo.broadcast_in_dim"(%42) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %44 = "stablehlo.add"(%41, %43) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %45 = "stablehlo.multiply"(%4, %44) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %46 = "stablehlo.subtract"(%45, %39) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %47 = "stablehlo.constant"() {value = dense<-0.12261118082265715> : tensor<f64>} : () -> tensor<f64>
    %48 = "stablehlo.broadcast_in_dim"(%47) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %49 = "stablehlo.add"(%46, %48) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %50 = "stablehlo.multiply"(%4, %49) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %51 = "stablehlo.subtract"(%50, %44) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %52 = "stablehlo.constant"() {value = dense<-0.35315596077654487> : tensor<f64>} : () -> tensor<f64>
    %53 = "stablehlo.broadcast_in_dim"(%52) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %54 = "stablehlo.add"(%51, %53) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %55 = "stablehlo.multiply"(%4, %54) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %56 = "stablehlo.subtract"(%55, %49) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %57 = "stablehlo.constant"() {value = dense<1.5253002273389478> : tensor<f64>} : () -> tensor<f64>
    %58 = "stablehlo.broadcast_in_dim"(%57) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %59 = "stablehlo.add"(%56, %58) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %60 = "stablehlo.subtract"(%59, %49) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %61 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f64>} : () -> tensor<f64>
    %62 = "stablehlo.broadcast_in_dim"(%61) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %63 = "stablehlo.multiply"(%60, %62) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %64 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f64>} : () -> tensor<f64>
    %65 = "stablehlo.broadcast_in_dim"(%64) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %66 = "stablehlo.multiply"(%0, %65) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %67 = "stablehlo.log"(%66) : (tensor<14xf64>) -> tensor<14xf64>
    %68 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f64>} : () -> tensor<f64>
    %69 = "stablehlo.broadcast_in_dim"(%68) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %70 = "stablehlo.multiply"(%0, %69) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %71 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %72 = "stablehlo.broadcast_in_dim"(%71) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %73 = "stablehlo.subtract"(%70, %72) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %74 = "stablehlo.constant"() {value = dense<2.7779141127610464E-18> : tensor<f64>} : () -> tensor<f64>
    %75 = "stablehlo.broadcast_in_dim"(%74) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %76 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %77 = "stablehlo.broadcast_in_dim"(%76) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %78 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %79 = "stablehlo.multiply"(%73, %75) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %80 = "stablehlo.subtract"(%79, %77) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %81 = "stablehlo.constant"() {value = dense<-2.111421214358166E-17> : tensor<f64>} : () -> tensor<f64>
    %82 = "stablehlo.broadcast_in_dim"(%81) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %83 = "stablehlo.add"(%80, %82) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %84 = "stablehlo.multiply"(%73, %83) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %85 = "stablehlo.subtract"(%84, %75) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %86 = "stablehlo.constant"() {value = dense<1.5536319577362005E-16> : tensor<f64>} : () -> tensor<f64>
    %87 = "stablehlo.broadcast_in_dim"(%86) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %88 = "stablehlo.add"(%85, %87) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %89 = "stablehlo.multiply"(%73, %88) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %90 = "stablehlo.subtract"(%89, %83) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %91 = "stablehlo.constant"() {value = dense<-1.1055969477353862E-15> : tensor<f64>} : () -> tensor<f64>
    %92 = "stablehlo.broadcast_in_dim"(%91) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %93 = "stablehlo.add"(%90, %92) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %94 = "stablehlo.multiply"(%73, %93) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %95 = "stablehlo.subtract"(%94, %88) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %96 = "stablehlo.constant"() {value = dense<7.6006842947354077E-15> : tensor<f64>} : () -> tensor<f64>
    %97 = "stablehlo.broadcast_in_dim"(%96) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %98 = "stablehlo.add"(%95, %97) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %99 = "stablehlo.multiply"(%73, %98) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %100 = "stablehlo.subtract"(%99, %93) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %101 = "stablehlo.constant"() {value = dense<-5.0421855047279118E-14> : tensor<f64>} : () -> tensor<f64>
    %102 = "stablehlo.broadcast_in_dim"(%101) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %103 = "stablehlo.add"(%100, %102) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %104 = "stablehlo.multiply"(%73, %103) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %105 = "stablehlo.subtract"(%104, %98) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %106 = "stablehlo.constant"() {value = dense<3.2237933659455748E-13> : tensor<f64>} : () -> tensor<f64>
    %107 = "stablehlo.broadcast_in_dim"(%106) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %108 = "stablehlo.add"(%105, %107) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %109 = "stablehlo.multiply"(%73, %108) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %110 = "stablehlo.subtract"(%109, %103) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %111 = "stablehlo.constant"() {value = dense<-1.9839743977649436E-12> : tensor<f64>} : () -> tensor<f64>
    %112 = "stablehlo.broadcast_in_dim"(%111) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %113 = "stablehlo.add"(%110, %112) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %114 = "stablehlo.multiply"(%73, %113) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %115 = "stablehlo.subtract"(%114, %108) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %116 = "stablehlo.constant"() {value = dense<1.1736186298890901E-11> : tensor<f64>} : () -> tensor<f64>
    %117 = "stablehlo.broadcast_in_dim"(%116) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %118 = "stablehlo.add"(%115, %117) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %119 = "stablehlo.multiply"(%73, %118) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %120 = "stablehlo.subtract"(%119, %113) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %121 = "stablehlo.constant"() {value = dense<-6.6634897235020271E-11> : tensor<f64>} : () -> tensor<f64>
    %122 = "stablehlo.broadcast_in_dim"(%121) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %123 = "stablehlo.add"(%120, %122) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %124 = "stablehlo.multiply"(%73, %123) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %125 = "stablehlo.subtract"(%124, %118) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %126 = "stablehlo.constant"() {value = dense<3.6255902815521172E-10> : tensor<f64>} : () -> tensor<f64>
    %127 = "stablehlo.broadcast_in_dim"(%126) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %128 = "stablehlo.add"(%125, %127) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %129 = "stablehlo.multiply"(%73, %128) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %130 = "stablehlo.subtract"(%129, %123) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %131 = "stablehlo.constant"() {value = dense<-1.8872497517228294E-9> : tensor<f64>} : () -> tensor<f64>
    %132 = "stablehlo.broadcast_in_dim"(%131) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %133 = "stablehlo.add"(%130, %132) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %134 = "stablehlo.multiply"(%73, %133) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %135 = "stablehlo.subtract"(%134, %128) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %136 = "stablehlo.constant"() {value = dense<9.3815373864957726E-9> : tensor<f64>} : () -> tensor<f64>
    %137 = "stablehlo.broadcast_in_dim"(%136) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %138 = "stablehlo.add"(%135, %137) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %139 = "stablehlo.multiply"(%73, %138) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %140 = "stablehlo.subtract"(%139, %133) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %141 = "stablehlo.constant"() {value = dense<-4.4450591287963281E-8> : tensor<f64>} : () -> tensor<f64>
    %142 = "stablehlo.broadcast_in_dim"(%141) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %143 = "stablehlo.add"(%140, %142) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %144 = "stablehlo.multiply"(%73, %143) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %145 = "stablehlo.subtract"(%144, %138) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %146 = "stablehlo.constant"() {value = dense<2.0032947535521353E-7> : tensor<f64>} : () -> tensor<f64>
    %147 = "stablehlo.broadcast_in_dim"(%146) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %148 = "stablehlo.add"(%145, %147) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %149 = "stablehlo.multiply"(%73, %148) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %150 = "stablehlo.subtract"(%149, %143) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %151 = "stablehlo.constant"() {value = dense<-8.5687202646954547E-7> : tensor<f64>} : () -> tensor<f64>
    %152 = "stablehlo.broadcast_in_dim"(%151) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %153 = "stablehlo.add"(%150, %152) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %154 = "stablehlo.multiply"(%73, %153) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %155 = "stablehlo.subtract"(%154, %148) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %156 = "stablehlo.constant"() {value = dense<3.4702513081376785E-6> : tensor<f64>} : () -> tensor<f64>
    %157 = "stablehlo.broadcast_in_dim"(%156) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %158 = "stablehlo.add"(%155, %157) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %159 = "stablehlo.multiply"(%73, %158) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %160 = "stablehlo.subtract"(%159, %153) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %161 = "stablehlo.constant"() {value = dense<-1.3273163656039436E-5> : tensor<f64>} : () -> tensor<f64>
    %162 = "stablehlo.broadcast_in_dim"(%161) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %163 = "stablehlo.add"(%160, %162) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %164 = "stablehlo.multiply"(%73, %163) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %165 = "stablehlo.subtract"(%164, %158) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %166 = "stablehlo.constant"() {value = dense<4.7815651075500542E-5> : tensor<f64>} : () -> tensor<f64>
    %167 = "stablehlo.broadcast_in_dim"(%166) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %168 = "stablehlo.add"(%165, %167) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %169 = "stablehlo.multiply"(%73, %168) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %170 = "stablehlo.subtract"(%169, %163) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %171 = "stablehlo.constant"() {value = dense<-1.6176081582589674E-4> : tensor<f64>} : () -> tensor<f64>
    %172 = "stablehlo.broadcast_in_dim"(%171) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %173 = "stablehlo.add"(%170, %172) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %174 = "stablehlo.multiply"(%73, %173) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %175 = "stablehlo.subtract"(%174, %168) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %176 = "stablehlo.constant"() {value = dense<5.1228595616857576E-4> : tensor<f64>} : () -> tensor<f64>
    %177 = "stablehlo.broadcast_in_dim"(%176) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %178 = "stablehlo.add"(%175, %177) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %179 = "stablehlo.multiply"(%73, %178) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %180 = "stablehlo.subtract"(%179, %173) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %181 = "stablehlo.constant"() {value = dense<-0.0015135724506312532> : tensor<f64>} : () -> tensor<f64>
    %182 = "stablehlo.broadcast_in_dim"(%181) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %183 = "stablehlo.add"(%180, %182) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %184 = "stablehlo.multiply"(%73, %183) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %185 = "stablehlo.subtract"(%184, %178) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %186 = "stablehlo.constant"() {value = dense<0.0041564229443128882> : tensor<f64>} : () -> tensor<f64>
    %187 = "stablehlo.broadcast_in_dim"(%186) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %188 = "stablehlo.add"(%185, %187) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %189 = "stablehlo.multiply"(%73, %188) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %190 = "stablehlo.subtract"(%189, %183) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %191 = "stablehlo.constant"() {value = dense<-0.010564084894626197> : tensor<f64>} : () -> tensor<f64>
    %192 = "stablehlo.broadcast_in_dim"(%191) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %193 = "stablehlo.add"(%190, %192) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %194 = "stablehlo.multiply"(%73, %193) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %195 = "stablehlo.subtract"(%194, %188) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %196 = "stablehlo.constant"() {value = dense<0.024726449030626516> : tensor<f64>} : () -> tensor<f64>
    %197 = "stablehlo.broadcast_in_dim"(%196) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %198 = "stablehlo.add"(%195, %197) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %199 = "stablehlo.multiply"(%73, %198) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %200 = "stablehlo.subtract"(%199, %193) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %201 = "stablehlo.constant"() {value = dense<-0.052945981208094989> : tensor<f64>} : () -> tensor<f64>
    %202 = "stablehlo.broadcast_in_dim"(%201) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %203 = "stablehlo.add"(%200, %202) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %204 = "stablehlo.multiply"(%73, %203) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %205 = "stablehlo.subtract"(%204, %198) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %206 = "stablehlo.constant"() {value = dense<0.10264365868984709> : tensor<f64>} : () -> tensor<f64>
    %207 = "stablehlo.broadcast_in_dim"(%206) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %208 = "stablehlo.add"(%205, %207) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %209 = "stablehlo.multiply"(%73, %208) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %210 = "stablehlo.subtract"(%209, %203) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %211 = "stablehlo.constant"() {value = dense<-0.17641651835783406> : tensor<f64>} : () -> tensor<f64>
    %212 = "stablehlo.broadcast_in_dim"(%211) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %213 = "stablehlo.add"(%210, %212) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %214 = "stablehlo.multiply"(%73, %213) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %215 = "stablehlo.subtract"(%214, %208) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %216 = "stablehlo.constant"() {value = dense<0.25258718644363365> : tensor<f64>} : () -> tensor<f64>
    %217 = "stablehlo.broadcast_in_dim"(%216) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %218 = "stablehlo.add"(%215, %217) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %219 = "stablehlo.subtract"(%218, %208) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %220 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f64>} : () -> tensor<f64>
    %221 = "stablehlo.broadcast_in_dim"(%220) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %222 = "stablehlo.multiply"(%219, %221) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %223 = "stablehlo.multiply"(%222, %0) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %224 = "stablehlo.constant"() {value = dense<3.200000e+01> : tensor<f64>} : () -> tensor<f64>
    %225 = "stablehlo.broadcast_in_dim"(%224) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %226 = "stablehlo.divide"(%225, %0) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %227 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %228 = "stablehlo.broadcast_in_dim"(%227) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %229 = "stablehlo.subtract"(%226, %228) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %230 = "stablehlo.constant"() {value = dense<7.5172963108421052E-18> : tensor<f64>} : () -> tensor<f64>
    %231 = "stablehlo.broadcast_in_dim"(%230) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %232 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %233 = "stablehlo.broadcast_in_dim"(%232) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %234 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %235 = "stablehlo.multiply"(%229, %231) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %236 = "stablehlo.subtract"(%235, %233) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %237 = "stablehlo.constant"() {value = dense<4.4143483230717077E-18> : tensor<f64>} : () -> tensor<f64>
    %238 = "stablehlo.broadcast_in_dim"(%237) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %239 = "stablehlo.add"(%236, %238) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %240 = "stablehlo.multiply"(%229, %239) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %241 = "stablehlo.subtract"(%240, %231) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %242 = "stablehlo.constant"() {value = dense<-4.6503053684893586E-17> : tensor<f64>} : () -> tensor<f64>
    %243 = "stablehlo.broadcast_in_dim"(%242) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %244 = "stablehlo.add"(%241, %243) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %245 = "stablehlo.multiply"(%229, %244) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %246 = "stablehlo.subtract"(%245, %239) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %247 = "stablehlo.constant"() {value = dense<-3.2095259219934238E-17> : tensor<f64>} : () -> tensor<f64>
    %248 = "stablehlo.broadcast_in_dim"(%247) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %249 = "stablehlo.add"(%246, %248) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %250 = "stablehlo.multiply"(%229, %249) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %251 = "stablehlo.subtract"(%250, %244) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %252 = "stablehlo.constant"() {value = dense<2.9626289976459501E-16> : tensor<f64>} : () -> tensor<f64>
    %253 = "stablehlo.broadcast_in_dim"(%252) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %254 = "stablehlo.add"(%251, %253) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %255 = "stablehlo.multiply"(%229, %254) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %256 = "stablehlo.subtract"(%255, %249) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %257 = "stablehlo.constant"() {value = dense<3.3082023109209285E-16> : tensor<f64>} : () -> tensor<f64>
    %258 = "stablehlo.broadcast_in_dim"(%257) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %259 = "stablehlo.add"(%256, %258) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %260 = "stablehlo.multiply"(%229, %259) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %261 = "stablehlo.subtract"(%260, %254) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %262 = "stablehlo.constant"() {value = dense<-1.8803547755107825E-15> : tensor<f64>} : () -> tensor<f64>
    %263 = "stablehlo.broadcast_in_dim"(%262) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %264 = "stablehlo.add"(%261, %263) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %265 = "stablehlo.multiply"(%229, %264) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %266 = "stablehlo.subtract"(%265, %259) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %267 = "stablehlo.constant"() {value = dense<-3.8144030724370075E-15> : tensor<f64>} : () -> tensor<f64>
    %268 = "stablehlo.broadcast_in_dim"(%267) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %269 = "stablehlo.add"(%266, %268) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %270 = "stablehlo.multiply"(%229, %269) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %271 = "stablehlo.subtract"(%270, %264) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %272 = "stablehlo.constant"() {value = dense<1.0420276984128802E-14> : tensor<f64>} : () -> tensor<f64>
    %273 = "stablehlo.broadcast_in_dim"(%272) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %274 = "stablehlo.add"(%271, %273) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %275 = "stablehlo.multiply"(%229, %274) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %276 = "stablehlo.subtract"(%275, %269) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %277 = "stablehlo.constant"() {value = dense<4.272440016711951E-14> : tensor<f64>} : () -> tensor<f64>
    %278 = "stablehlo.broadcast_in_dim"(%277) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %279 = "stablehlo.add"(%276, %278) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %280 = "stablehlo.multiply"(%229, %279) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %281 = "stablehlo.subtract"(%280, %274) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %282 = "stablehlo.constant"() {value = dense<-2.1015418427726643E-14> : tensor<f64>} : () -> tensor<f64>
    %283 = "stablehlo.broadcast_in_dim"(%282) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %284 = "stablehlo.add"(%281, %283) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %285 = "stablehlo.multiply"(%229, %284) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %286 = "stablehlo.subtract"(%285, %279) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %287 = "stablehlo.constant"() {value = dense<-4.0835511110921974E-13> : tensor<f64>} : () -> tensor<f64>
    %288 = "stablehlo.broadcast_in_dim"(%287) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %289 = "stablehlo.add"(%286, %288) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %290 = "stablehlo.multiply"(%229, %289) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %291 = "stablehlo.subtract"(%290, %284) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %292 = "stablehlo.constant"() {value = dense<-7.1985517762459084E-13> : tensor<f64>} : () -> tensor<f64>
    %293 = "stablehlo.broadcast_in_dim"(%292) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %294 = "stablehlo.add"(%291, %293) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %295 = "stablehlo.multiply"(%229, %294) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %296 = "stablehlo.subtract"(%295, %289) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %297 = "stablehlo.constant"() {value = dense<2.0356285441470896E-12> : tensor<f64>} : () -> tensor<f64>
    %298 = "stablehlo.broadcast_in_dim"(%297) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %299 = "stablehlo.add"(%296, %298) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %300 = "stablehlo.multiply"(%229, %299) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %301 = "stablehlo.subtract"(%300, %294) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %302 = "stablehlo.constant"() {value = dense<1.4125807436613782E-11> : tensor<f64>} : () -> tensor<f64>
    %303 = "stablehlo.broadcast_in_dim"(%302) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %304 = "stablehlo.add"(%301, %303) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %305 = "stablehlo.multiply"(%229, %304) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %306 = "stablehlo.subtract"(%305, %299) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %307 = "stablehlo.constant"() {value = dense<3.2526035830154884E-11> : tensor<f64>} : () -> tensor<f64>
    %308 = "stablehlo.broadcast_in_dim"(%307) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %309 = "stablehlo.add"(%306, %308) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %310 = "stablehlo.multiply"(%229, %309) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %311 = "stablehlo.subtract"(%310, %304) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %312 = "stablehlo.constant"() {value = dense<-1.8974958123505413E-11> : tensor<f64>} : () -> tensor<f64>
    %313 = "stablehlo.broadcast_in_dim"(%312) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %314 = "stablehlo.add"(%311, %313) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %315 = "stablehlo.multiply"(%229, %314) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %316 = "stablehlo.subtract"(%315, %309) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %317 = "stablehlo.constant"() {value = dense<-5.5897434621965838E-10> : tensor<f64>} : () -> tensor<f64>
    %318 = "stablehlo.broadcast_in_dim"(%317) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %319 = "stablehlo.add"(%316, %318) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %320 = "stablehlo.multiply"(%229, %319) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %321 = "stablehlo.subtract"(%320, %314) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %322 = "stablehlo.constant"() {value = dense<-3.835380385964237E-9> : tensor<f64>} : () -> tensor<f64>
    %323 = "stablehlo.broadcast_in_dim"(%322) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %324 = "stablehlo.add"(%321, %323) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %325 = "stablehlo.multiply"(%229, %324) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %326 = "stablehlo.subtract"(%325, %319) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %327 = "stablehlo.constant"() {value = dense<-2.6314688468895196E-8> : tensor<f64>} : () -> tensor<f64>
    %328 = "stablehlo.broadcast_in_dim"(%327) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %329 = "stablehlo.add"(%326, %328) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %330 = "stablehlo.multiply"(%229, %329) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %331 = "stablehlo.subtract"(%330, %324) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %332 = "stablehlo.constant"() {value = dense<-2.5122362378702088E-7> : tensor<f64>} : () -> tensor<f64>
    %333 = "stablehlo.broadcast_in_dim"(%332) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %334 = "stablehlo.add"(%331, %333) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %335 = "stablehlo.multiply"(%229, %334) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %336 = "stablehlo.subtract"(%335, %329) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %337 = "stablehlo.constant"() {value = dense<-3.8825648088776906E-6> : tensor<f64>} : () -> tensor<f64>
    %338 = "stablehlo.broadcast_in_dim"(%337) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %339 = "stablehlo.add"(%336, %338) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %340 = "stablehlo.multiply"(%229, %339) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %341 = "stablehlo.subtract"(%340, %334) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %342 = "stablehlo.constant"() {value = dense<-1.1058893876262371E-4> : tensor<f64>} : () -> tensor<f64>
    %343 = "stablehlo.broadcast_in_dim"(%342) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %344 = "stablehlo.add"(%341, %343) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %345 = "stablehlo.multiply"(%229, %344) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %346 = "stablehlo.subtract"(%345, %339) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %347 = "stablehlo.constant"() {value = dense<-0.0097610974913614687> : tensor<f64>} : () -> tensor<f64>
    %348 = "stablehlo.broadcast_in_dim"(%347) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %349 = "stablehlo.add"(%346, %348) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %350 = "stablehlo.multiply"(%229, %349) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %351 = "stablehlo.subtract"(%350, %344) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %352 = "stablehlo.constant"() {value = dense<0.7785762350182801> : tensor<f64>} : () -> tensor<f64>
    %353 = "stablehlo.broadcast_in_dim"(%352) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %354 = "stablehlo.add"(%351, %353) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %355 = "stablehlo.subtract"(%354, %344) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %356 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f64>} : () -> tensor<f64>
    %357 = "stablehlo.broadcast_in_dim"(%356) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %358 = "stablehlo.multiply"(%355, %357) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %359 = "stablehlo.sqrt"(%0) : (tensor<14xf64>) -> tensor<14xf64>
    %360 = "stablehlo.divide"(%358, %359) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %361 = "stablehlo.constant"() {value = dense<8.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %362 = "stablehlo.broadcast_in_dim"(%361) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %363 = "stablehlo.compare"(%0, %362) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xi1>
    %364 = "stablehlo.select"(%363, %223, %360) : (tensor<14xi1>, tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %365 = "stablehlo.exponential"(%0) : (tensor<14xf64>) -> tensor<14xf64>
    %366 = "stablehlo.multiply"(%364, %365) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %367 = "stablehlo.multiply"(%67, %366) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %368 = "stablehlo.divide"(%63, %0) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %369 = "stablehlo.add"(%367, %368) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %370 = "stablehlo.constant"() {value = dense<8.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %371 = "stablehlo.broadcast_in_dim"(%370) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %372 = "stablehlo.divide"(%371, %0) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %373 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %374 = "stablehlo.broadcast_in_dim"(%373) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %375 = "stablehlo.subtract"(%372, %374) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %376 = "stablehlo.constant"() {value = dense<-5.7567444836650174E-18> : tensor<f64>} : () -> tensor<f64>
    %377 = "stablehlo.broadcast_in_dim"(%376) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %378 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %379 = "stablehlo.broadcast_in_dim"(%378) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %380 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %381 = "stablehlo.multiply"(%375, %377) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %382 = "stablehlo.subtract"(%381, %379) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %383 = "stablehlo.constant"() {value = dense<1.7940508731475592E-17> : tensor<f64>} : () -> tensor<f64>
    %384 = "stablehlo.broadcast_in_dim"(%383) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %385 = "stablehlo.add"(%382, %384) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %386 = "stablehlo.multiply"(%375, %385) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %387 = "stablehlo.subtract"(%386, %377) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %388 = "stablehlo.constant"() {value = dense<-5.6894625584428592E-17> : tensor<f64>} : () -> tensor<f64>
    %389 = "stablehlo.broadcast_in_dim"(%388) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %390 = "stablehlo.add"(%387, %389) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %391 = "stablehlo.multiply"(%375, %390) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %392 = "stablehlo.subtract"(%391, %385) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %393 = "stablehlo.constant"() {value = dense<1.8380935443666389E-16> : tensor<f64>} : () -> tensor<f64>
    %394 = "stablehlo.broadcast_in_dim"(%393) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %395 = "stablehlo.add"(%392, %394) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %396 = "stablehlo.multiply"(%375, %395) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %397 = "stablehlo.subtract"(%396, %390) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %398 = "stablehlo.constant"() {value = dense<-6.0570472483733185E-16> : tensor<f64>} : () -> tensor<f64>
    %399 = "stablehlo.broadcast_in_dim"(%398) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %400 = "stablehlo.add"(%397, %399) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %401 = "stablehlo.multiply"(%375, %400) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %402 = "stablehlo.subtract"(%401, %395) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %403 = "stablehlo.constant"() {value = dense<2.0387031656243341E-15> : tensor<f64>} : () -> tensor<f64>
    %404 = "stablehlo.broadcast_in_dim"(%403) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %405 = "stablehlo.add"(%402, %404) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %406 = "stablehlo.multiply"(%375, %405) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %407 = "stablehlo.subtract"(%406, %400) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %408 = "stablehlo.constant"() {value = dense<-7.0198370904183138E-15> : tensor<f64>} : () -> tensor<f64>
    %409 = "stablehlo.broadcast_in_dim"(%408) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %410 = "stablehlo.add"(%407, %409) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %411 = "stablehlo.multiply"(%375, %410) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %412 = "stablehlo.subtract"(%411, %405) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %413 = "stablehlo.constant"() {value = dense<2.4771544244813043E-14> : tensor<f64>} : () -> tensor<f64>
    %414 = "stablehlo.broadcast_in_dim"(%413) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %415 = "stablehlo.add"(%412, %414) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %416 = "stablehlo.multiply"(%375, %415) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %417 = "stablehlo.subtract"(%416, %410) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %418 = "stablehlo.constant"() {value = dense<-8.9767051823249939E-14> : tensor<f64>} : () -> tensor<f64>
    %419 = "stablehlo.broadcast_in_dim"(%418) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %420 = "stablehlo.add"(%417, %419) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %421 = "stablehlo.multiply"(%375, %420) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %422 = "stablehlo.subtract"(%421, %415) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %423 = "stablehlo.constant"() {value = dense<3.3484196660784293E-13> : tensor<f64>} : () -> tensor<f64>
    %424 = "stablehlo.broadcast_in_dim"(%423) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %425 = "stablehlo.add"(%422, %424) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %426 = "stablehlo.multiply"(%375, %425) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %427 = "stablehlo.subtract"(%426, %420) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %428 = "stablehlo.constant"() {value = dense<-1.2891739609510289E-12> : tensor<f64>} : () -> tensor<f64>
    %429 = "stablehlo.broadcast_in_dim"(%428) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %430 = "stablehlo.add"(%427, %429) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %431 = "stablehlo.multiply"(%375, %430) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %432 = "stablehlo.subtract"(%431, %425) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %433 = "stablehlo.constant"() {value = dense<5.1396396734817301E-12> : tensor<f64>} : () -> tensor<f64>
    %434 = "stablehlo.broadcast_in_dim"(%433) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %435 = "stablehlo.add"(%432, %434) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %436 = "stablehlo.multiply"(%375, %435) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %437 = "stablehlo.subtract"(%436, %430) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %438 = "stablehlo.constant"() {value = dense<-2.1299678384275683E-11> : tensor<f64>} : () -> tensor<f64>
    %439 = "stablehlo.broadcast_in_dim"(%438) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %440 = "stablehlo.add"(%437, %439) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %441 = "stablehlo.multiply"(%375, %440) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %442 = "stablehlo.subtract"(%441, %435) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %443 = "stablehlo.constant"() {value = dense<9.2183151876050057E-11> : tensor<f64>} : () -> tensor<f64>
    %444 = "stablehlo.broadcast_in_dim"(%443) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %445 = "stablehlo.add"(%442, %444) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %446 = "stablehlo.multiply"(%375, %445) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %447 = "stablehlo.subtract"(%446, %440) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %448 = "stablehlo.constant"() {value = dense<-4.1903547593418965E-10> : tensor<f64>} : () -> tensor<f64>
    %449 = "stablehlo.broadcast_in_dim"(%448) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %450 = "stablehlo.add"(%447, %449) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %451 = "stablehlo.multiply"(%375, %450) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %452 = "stablehlo.subtract"(%451, %445) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %453 = "stablehlo.constant"() {value = dense<2.015049755197033E-9> : tensor<f64>} : () -> tensor<f64>
    %454 = "stablehlo.broadcast_in_dim"(%453) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %455 = "stablehlo.add"(%452, %454) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %456 = "stablehlo.multiply"(%375, %455) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %457 = "stablehlo.subtract"(%456, %450) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %458 = "stablehlo.constant"() {value = dense<-1.0345762465678097E-8> : tensor<f64>} : () -> tensor<f64>
    %459 = "stablehlo.broadcast_in_dim"(%458) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %460 = "stablehlo.add"(%457, %459) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %461 = "stablehlo.multiply"(%375, %460) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %462 = "stablehlo.subtract"(%461, %455) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %463 = "stablehlo.constant"() {value = dense<5.7410841254500495E-8> : tensor<f64>} : () -> tensor<f64>
    %464 = "stablehlo.broadcast_in_dim"(%463) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %465 = "stablehlo.add"(%462, %464) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %466 = "stablehlo.multiply"(%375, %465) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %467 = "stablehlo.subtract"(%466, %460) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %468 = "stablehlo.constant"() {value = dense<-3.5019606030878126E-7> : tensor<f64>} : () -> tensor<f64>
    %469 = "stablehlo.broadcast_in_dim"(%468) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %470 = "stablehlo.add"(%467, %469) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %471 = "stablehlo.multiply"(%375, %470) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %472 = "stablehlo.subtract"(%471, %465) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %473 = "stablehlo.constant"() {value = dense<2.406484947837217E-6> : tensor<f64>} : () -> tensor<f64>
    %474 = "stablehlo.broadcast_in_dim"(%473) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %475 = "stablehlo.add"(%472, %474) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %476 = "stablehlo.multiply"(%375, %475) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %477 = "stablehlo.subtract"(%476, %470) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %478 = "stablehlo.constant"() {value = dense<-1.936197974166083E-5> : tensor<f64>} : () -> tensor<f64>
    %479 = "stablehlo.broadcast_in_dim"(%478) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %480 = "stablehlo.add"(%477, %479) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %481 = "stablehlo.multiply"(%375, %480) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %482 = "stablehlo.subtract"(%481, %475) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %483 = "stablehlo.constant"() {value = dense<1.9521551847135162E-4> : tensor<f64>} : () -> tensor<f64>
    %484 = "stablehlo.broadcast_in_dim"(%483) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %485 = "stablehlo.add"(%482, %484) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %486 = "stablehlo.multiply"(%375, %485) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %487 = "stablehlo.subtract"(%486, %480) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %488 = "stablehlo.constant"() {value = dense<-0.0028578168596227792> : tensor<f64>} : () -> tensor<f64>
    %489 = "stablehlo.broadcast_in_dim"(%488) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %490 = "stablehlo.add"(%487, %489) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %491 = "stablehlo.multiply"(%375, %490) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %492 = "stablehlo.subtract"(%491, %485) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %493 = "stablehlo.constant"() {value = dense<0.10392373657681724> : tensor<f64>} : () -> tensor<f64>
    %494 = "stablehlo.broadcast_in_dim"(%493) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %495 = "stablehlo.add"(%492, %494) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %496 = "stablehlo.multiply"(%375, %495) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %497 = "stablehlo.subtract"(%496, %490) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %498 = "stablehlo.constant"() {value = dense<2.7206261904844427> : tensor<f64>} : () -> tensor<f64>
    %499 = "stablehlo.broadcast_in_dim"(%498) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %500 = "stablehlo.add"(%497, %499) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %501 = "stablehlo.subtract"(%500, %490) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %502 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f64>} : () -> tensor<f64>
    %503 = "stablehlo.broadcast_in_dim"(%502) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %504 = "stablehlo.multiply"(%501, %503) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %505 = "stablehlo.sqrt"(%0) : (tensor<14xf64>) -> tensor<14xf64>
    %506 = "stablehlo.divide"(%504, %505) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %507 = "stablehlo.exponential"(%0) : (tensor<14xf64>) -> tensor<14xf64>
    %508 = "stablehlo.multiply"(%369, %507) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %509 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %510 = "stablehlo.broadcast_in_dim"(%509) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %511 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %512 = "stablehlo.broadcast_in_dim"(%511) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %513 = "stablehlo.compare"(%0, %512) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xi1>
    %514 = "stablehlo.select"(%513, %508, %506) : (tensor<14xi1>, tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %515 = "stablehlo.compare"(%0, %510) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xi1>
    %516 = "stablehlo.constant"() {value = dense<0x7FF0000000000000> : tensor<f64>} : () -> tensor<f64>
    %517 = "stablehlo.broadcast_in_dim"(%516) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %518 = "stablehlo.select"(%515, %517, %514) : (tensor<14xi1>, tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %519 = "stablehlo.compare"(%0, %510) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xi1>
    %520 = "stablehlo.constant"() {value = dense<0x7FF8000000000000> : tensor<f64>} : () -> tensor<f64>
    %521 = "stablehlo.broadcast_in_dim"(%520) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<14xf64>
    %522 = "stablehlo.select"(%519, %521, %518) : (tensor<14xi1>, tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
    %523 = "stablehlo.convert"(%522) : (tensor<14xf64>) -> tensor<14xf32>
    return %523 : tensor<14xf32>
  }
}
