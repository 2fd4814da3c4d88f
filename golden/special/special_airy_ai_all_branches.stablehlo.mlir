module {
  func.func @main(%arg0: tensor<23xf32>) -> tensor<23xf32> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<23xf32>) -> tensor<23xf64>
    %1 = "stablehlo.constant"() {value = dense<-2.090000e+00> : tensor<f64>} : () -> tensor<f64>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %3 = "stablehlo.compare"(%0, %2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xi1>
    %4 = "stablehlo.constant"() {value = dense<-3.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %6 = "stablehlo.select"(%3, %0, %5) : (tensor<23xi1>, tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %7 = "stablehlo.negate"(%6) : (tensor<23xf64>) -> tensor<23xf64>
    %8 = "stablehlo.sqrt"(%7) : (tensor<23xf64>) -> tensor<23xf64>
    %9 = "stablehlo.multiply"(%7, %8) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %10 = "stablehlo.constant"() {value = dense<1.500000e+00> : tensor<f64>} : () -> tensor<f64>
    %11 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %12 = "stablehlo.divide"(%9, %11) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %13 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %15 = "stablehlo.divide"(%14, %12) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %16 = "stablehlo.multiply"(%15, %15) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %17 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %18 = "stablehlo.broadcast_in_dim"(%17) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %19 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %20 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %21 = "stablehlo.multiply"(%20, %16) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %22 = "stablehlo.constant"() {value = dense<-0.13169632341833179> : tensor<f64>} : () -> tensor<f64>
    %23 = "stablehlo.broadcast_in_dim"(%22) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %24 = "stablehlo.add"(%21, %23) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %25 = "stablehlo.multiply"(%24, %16) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %26 = "stablehlo.constant"() {value = dense<-0.62645654443191234> : tensor<f64>} : () -> tensor<f64>
    %27 = "stablehlo.broadcast_in_dim"(%26) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %28 = "stablehlo.add"(%25, %27) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %29 = "stablehlo.multiply"(%28, %16) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %30 = "stablehlo.constant"() {value = dense<-0.69315803603693349> : tensor<f64>} : () -> tensor<f64>
    %31 = "stablehlo.broadcast_in_dim"(%30) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %32 = "stablehlo.add"(%29, %31) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %33 = "stablehlo.multiply"(%32, %16) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %34 = "stablehlo.constant"() {value = dense<-0.27977998154511913> : tensor<f64>} : () -> tensor<f64>
    %35 = "stablehlo.broadcast_in_dim"(%34) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %36 = "stablehlo.add"(%33, %35) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %37 = "stablehlo.multiply"(%36, %16) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %38 = "stablehlo.constant"() {value = dense<-0.04919001326095003> : tensor<f64>} : () -> tensor<f64>
    %39 = "stablehlo.broadcast_in_dim"(%38) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %40 = "stablehlo.add"(%37, %39) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %41 = "stablehlo.multiply"(%40, %16) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %42 = "stablehlo.constant"() {value = dense<-0.0040626592359488539> : tensor<f64>} : () -> tensor<f64>
    %43 = "stablehlo.broadcast_in_dim"(%42) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %44 = "stablehlo.add"(%41, %43) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %45 = "stablehlo.multiply"(%44, %16) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %46 = "stablehlo.constant"() {value = dense<-1.5927649623926211E-4> : tensor<f64>} : () -> tensor<f64>
    %47 = "stablehlo.broadcast_in_dim"(%46) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %48 = "stablehlo.add"(%45, %47) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %49 = "stablehlo.multiply"(%48, %16) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %50 = "stablehlo.constant"() {value = dense<-2.7764910815523292E-6> : tensor<f64>} : () -> tensor<f64>
    %51 = "stablehlo.broadcast_in_dim"(%50) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %52 = "stablehlo.add"(%49, %51) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %53 = "stablehlo.multiply"(%52, %16) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %54 = "stablehlo.constant"() {value = dense<-1.6778769848911465E-8> : tensor<f64>} : () -> tensor<f64>
    %55 = "stablehlo.broadcast_in_dim"(%54) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %56 = "stablehlo.add"(%53, %55) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %57 = "stablehlo.multiply"(%16, %56) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %58 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %59 = "stablehlo.broadcast_in_dim"(%58) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %60 = "stablehlo.multiply"(%59, %16) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %61 = "stablehlo.constant"() {value = dense<13.356042070655324> : tensor<f64>} : () -> tensor<f64>
    %62 = "stablehlo.broadcast_in_dim"(%61) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %63 = "stablehlo.add"(%60, %62) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %64 = "stablehlo.multiply"(%63, %16) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %65 = "stablehlo.constant"() {value = dense<32.682503279522464> : tensor<f64>} : () -> tensor<f64>
    %66 = "stablehlo.broadcast_in_dim"(%65) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %67 = "stablehlo.add"(%64, %66) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %68 = "stablehlo.multiply"(%67, %16) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %69 = "stablehlo.constant"() {value = dense<26.736704094149957> : tensor<f64>} : () -> tensor<f64>
    %70 = "stablehlo.broadcast_in_dim"(%69) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %71 = "stablehlo.add"(%68, %70) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %72 = "stablehlo.multiply"(%71, %16) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %73 = "stablehlo.constant"() {value = dense<9.1870740290725958> : tensor<f64>} : () -> tensor<f64>
    %74 = "stablehlo.broadcast_in_dim"(%73) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %75 = "stablehlo.add"(%72, %74) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %76 = "stablehlo.multiply"(%75, %16) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %77 = "stablehlo.constant"() {value = dense<1.4752914677166642> : tensor<f64>} : () -> tensor<f64>
    %78 = "stablehlo.broadcast_in_dim"(%77) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %79 = "stablehlo.add"(%76, %78) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %80 = "stablehlo.multiply"(%79, %16) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %81 = "stablehlo.constant"() {value = dense<0.11568717379518804> : tensor<f64>} : () -> tensor<f64>
    %82 = "stablehlo.broadcast_in_dim"(%81) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %83 = "stablehlo.add"(%80, %82) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %84 = "stablehlo.multiply"(%83, %16) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %85 = "stablehlo.constant"() {value = dense<0.0044029164161521117> : tensor<f64>} : () -> tensor<f64>
    %86 = "stablehlo.broadcast_in_dim"(%85) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %87 = "stablehlo.add"(%84, %86) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %88 = "stablehlo.multiply"(%87, %16) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %89 = "stablehlo.constant"() {value = dense<7.5472034828741425E-5> : tensor<f64>} : () -> tensor<f64>
    %90 = "stablehlo.broadcast_in_dim"(%89) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %91 = "stablehlo.add"(%88, %90) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %92 = "stablehlo.multiply"(%91, %16) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %93 = "stablehlo.constant"() {value = dense<4.5185009297058035E-7> : tensor<f64>} : () -> tensor<f64>
    %94 = "stablehlo.broadcast_in_dim"(%93) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %95 = "stablehlo.add"(%92, %94) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %96 = "stablehlo.divide"(%57, %95) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %97 = "stablehlo.add"(%18, %96) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %98 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %99 = "stablehlo.broadcast_in_dim"(%98) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %100 = "stablehlo.multiply"(%99, %16) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %101 = "stablehlo.constant"() {value = dense<0.01973399320916857> : tensor<f64>} : () -> tensor<f64>
    %102 = "stablehlo.broadcast_in_dim"(%101) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %103 = "stablehlo.add"(%100, %102) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %104 = "stablehlo.multiply"(%103, %16) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %105 = "stablehlo.constant"() {value = dense<0.39110302961568827> : tensor<f64>} : () -> tensor<f64>
    %106 = "stablehlo.broadcast_in_dim"(%105) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %107 = "stablehlo.add"(%104, %106) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %108 = "stablehlo.multiply"(%107, %16) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %109 = "stablehlo.constant"() {value = dense<1.0657989759959559> : tensor<f64>} : () -> tensor<f64>
    %110 = "stablehlo.broadcast_in_dim"(%109) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %111 = "stablehlo.add"(%108, %110) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %112 = "stablehlo.multiply"(%111, %16) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %113 = "stablehlo.constant"() {value = dense<0.93916922981665019> : tensor<f64>} : () -> tensor<f64>
    %114 = "stablehlo.broadcast_in_dim"(%113) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %115 = "stablehlo.add"(%112, %114) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %116 = "stablehlo.multiply"(%115, %16) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %117 = "stablehlo.constant"() {value = dense<0.35146565610554764> : tensor<f64>} : () -> tensor<f64>
    %118 = "stablehlo.broadcast_in_dim"(%117) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %119 = "stablehlo.add"(%116, %118) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %120 = "stablehlo.multiply"(%119, %16) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %121 = "stablehlo.constant"() {value = dense<0.063388891962892546> : tensor<f64>} : () -> tensor<f64>
    %122 = "stablehlo.broadcast_in_dim"(%121) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %123 = "stablehlo.add"(%120, %122) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %124 = "stablehlo.multiply"(%123, %16) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %125 = "stablehlo.constant"() {value = dense<0.0058580411304838846> : tensor<f64>} : () -> tensor<f64>
    %126 = "stablehlo.broadcast_in_dim"(%125) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %127 = "stablehlo.add"(%124, %126) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %128 = "stablehlo.multiply"(%127, %16) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %129 = "stablehlo.constant"() {value = dense<2.8285160083673701E-4> : tensor<f64>} : () -> tensor<f64>
    %130 = "stablehlo.broadcast_in_dim"(%129) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %131 = "stablehlo.add"(%128, %130) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %132 = "stablehlo.multiply"(%131, %16) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %133 = "stablehlo.constant"() {value = dense<6.9879366999726097E-6> : tensor<f64>} : () -> tensor<f64>
    %134 = "stablehlo.broadcast_in_dim"(%133) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %135 = "stablehlo.add"(%132, %134) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %136 = "stablehlo.multiply"(%135, %16) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %137 = "stablehlo.constant"() {value = dense<8.1178923955438924E-8> : tensor<f64>} : () -> tensor<f64>
    %138 = "stablehlo.broadcast_in_dim"(%137) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %139 = "stablehlo.add"(%136, %138) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %140 = "stablehlo.multiply"(%139, %16) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %141 = "stablehlo.constant"() {value = dense<3.4155178476592362E-10> : tensor<f64>} : () -> tensor<f64>
    %142 = "stablehlo.broadcast_in_dim"(%141) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %143 = "stablehlo.add"(%140, %142) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %144 = "stablehlo.multiply"(%15, %143) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %145 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %146 = "stablehlo.broadcast_in_dim"(%145) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %147 = "stablehlo.multiply"(%146, %16) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %148 = "stablehlo.constant"() {value = dense<9.3089290807744191> : tensor<f64>} : () -> tensor<f64>
    %149 = "stablehlo.broadcast_in_dim"(%148) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %150 = "stablehlo.add"(%147, %149) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %151 = "stablehlo.multiply"(%150, %16) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %152 = "stablehlo.constant"() {value = dense<19.835292871831214> : tensor<f64>} : () -> tensor<f64>
    %153 = "stablehlo.broadcast_in_dim"(%152) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %154 = "stablehlo.add"(%151, %153) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %155 = "stablehlo.multiply"(%154, %16) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %156 = "stablehlo.constant"() {value = dense<15.564662893286462> : tensor<f64>} : () -> tensor<f64>
    %157 = "stablehlo.broadcast_in_dim"(%156) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %158 = "stablehlo.add"(%155, %157) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %159 = "stablehlo.multiply"(%158, %16) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %160 = "stablehlo.constant"() {value = dense<5.4768606942297549> : tensor<f64>} : () -> tensor<f64>
    %161 = "stablehlo.broadcast_in_dim"(%160) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %162 = "stablehlo.add"(%159, %161) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %163 = "stablehlo.multiply"(%162, %16) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %164 = "stablehlo.constant"() {value = dense<0.95429361161896187> : tensor<f64>} : () -> tensor<f64>
    %165 = "stablehlo.broadcast_in_dim"(%164) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %166 = "stablehlo.add"(%163, %165) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %167 = "stablehlo.multiply"(%166, %16) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %168 = "stablehlo.constant"() {value = dense<0.086458082635239213> : tensor<f64>} : () -> tensor<f64>
    %169 = "stablehlo.broadcast_in_dim"(%168) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %170 = "stablehlo.add"(%167, %169) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %171 = "stablehlo.multiply"(%170, %16) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %172 = "stablehlo.constant"() {value = dense<0.0041265652382422259> : tensor<f64>} : () -> tensor<f64>
    %173 = "stablehlo.broadcast_in_dim"(%172) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %174 = "stablehlo.add"(%171, %173) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %175 = "stablehlo.multiply"(%174, %16) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %176 = "stablehlo.constant"() {value = dense<1.0125908511650914E-4> : tensor<f64>} : () -> tensor<f64>
    %177 = "stablehlo.broadcast_in_dim"(%176) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %178 = "stablehlo.add"(%175, %177) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %179 = "stablehlo.multiply"(%178, %16) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %180 = "stablehlo.constant"() {value = dense<1.1716673321441352E-6> : tensor<f64>} : () -> tensor<f64>
    %181 = "stablehlo.broadcast_in_dim"(%180) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %182 = "stablehlo.add"(%179, %181) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %183 = "stablehlo.multiply"(%182, %16) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %184 = "stablehlo.constant"() {value = dense<4.9183457006292999E-9> : tensor<f64>} : () -> tensor<f64>
    %185 = "stablehlo.broadcast_in_dim"(%184) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %186 = "stablehlo.add"(%183, %185) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %187 = "stablehlo.divide"(%144, %186) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %188 = "stablehlo.constant"() {value = dense<0.78539816339744828> : tensor<f64>} : () -> tensor<f64>
    %189 = "stablehlo.broadcast_in_dim"(%188) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %190 = "stablehlo.add"(%12, %189) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %191 = "stablehlo.constant"() {value = dense<0.56418958354775628> : tensor<f64>} : () -> tensor<f64>
    %192 = "stablehlo.broadcast_in_dim"(%191) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %193 = "stablehlo.sqrt"(%7) : (tensor<23xf64>) -> tensor<23xf64>
    %194 = "stablehlo.sqrt"(%193) : (tensor<23xf64>) -> tensor<23xf64>
    %195 = "stablehlo.divide"(%192, %194) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %196 = "stablehlo.sine"(%190) : (tensor<23xf64>) -> tensor<23xf64>
    %197 = "stablehlo.multiply"(%196, %97) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %198 = "stablehlo.cosine"(%190) : (tensor<23xf64>) -> tensor<23xf64>
    %199 = "stablehlo.multiply"(%198, %187) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %200 = "stablehlo.subtract"(%197, %199) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %201 = "stablehlo.multiply"(%195, %200) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %202 = "stablehlo.constant"() {value = dense<2.090000e+00> : tensor<f64>} : () -> tensor<f64>
    %203 = "stablehlo.broadcast_in_dim"(%202) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %204 = "stablehlo.compare"(%0, %203) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xi1>
    %205 = "stablehlo.constant"() {value = dense<3.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %206 = "stablehlo.broadcast_in_dim"(%205) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %207 = "stablehlo.select"(%204, %0, %206) : (tensor<23xi1>, tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %208 = "stablehlo.sqrt"(%207) : (tensor<23xf64>) -> tensor<23xf64>
    %209 = "stablehlo.multiply"(%207, %208) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %210 = "stablehlo.constant"() {value = dense<1.500000e+00> : tensor<f64>} : () -> tensor<f64>
    %211 = "stablehlo.broadcast_in_dim"(%210) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %212 = "stablehlo.divide"(%209, %211) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %213 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %214 = "stablehlo.broadcast_in_dim"(%213) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %215 = "stablehlo.divide"(%214, %212) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %216 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %217 = "stablehlo.broadcast_in_dim"(%216) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %218 = "stablehlo.multiply"(%217, %215) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %219 = "stablehlo.constant"() {value = dense<0.34653810152562903> : tensor<f64>} : () -> tensor<f64>
    %220 = "stablehlo.broadcast_in_dim"(%219) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %221 = "stablehlo.add"(%218, %220) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %222 = "stablehlo.multiply"(%221, %215) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %223 = "stablehlo.constant"() {value = dense<12.007595273964581> : tensor<f64>} : () -> tensor<f64>
    %224 = "stablehlo.broadcast_in_dim"(%223) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %225 = "stablehlo.add"(%222, %224) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %226 = "stablehlo.multiply"(%225, %215) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %227 = "stablehlo.constant"() {value = dense<76.279605361523451> : tensor<f64>} : () -> tensor<f64>
    %228 = "stablehlo.broadcast_in_dim"(%227) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %229 = "stablehlo.add"(%226, %228) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %230 = "stablehlo.multiply"(%229, %215) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %231 = "stablehlo.constant"() {value = dense<168.08922493463058> : tensor<f64>} : () -> tensor<f64>
    %232 = "stablehlo.broadcast_in_dim"(%231) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %233 = "stablehlo.add"(%230, %232) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %234 = "stablehlo.multiply"(%233, %215) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %235 = "stablehlo.constant"() {value = dense<159.75639135016442> : tensor<f64>} : () -> tensor<f64>
    %236 = "stablehlo.broadcast_in_dim"(%235) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %237 = "stablehlo.add"(%234, %236) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %238 = "stablehlo.multiply"(%237, %215) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %239 = "stablehlo.constant"() {value = dense<70.536090684044424> : tensor<f64>} : () -> tensor<f64>
    %240 = "stablehlo.broadcast_in_dim"(%239) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %241 = "stablehlo.add"(%238, %240) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %242 = "stablehlo.multiply"(%241, %215) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %243 = "stablehlo.constant"() {value = dense<14.026469116338967> : tensor<f64>} : () -> tensor<f64>
    %244 = "stablehlo.broadcast_in_dim"(%243) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %245 = "stablehlo.add"(%242, %244) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %246 = "stablehlo.multiply"(%245, %215) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %247 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %248 = "stablehlo.broadcast_in_dim"(%247) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %249 = "stablehlo.add"(%246, %248) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %250 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %251 = "stablehlo.broadcast_in_dim"(%250) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %252 = "stablehlo.multiply"(%251, %215) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %253 = "stablehlo.constant"() {value = dense<0.56759453263877024> : tensor<f64>} : () -> tensor<f64>
    %254 = "stablehlo.broadcast_in_dim"(%253) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %255 = "stablehlo.add"(%252, %254) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %256 = "stablehlo.multiply"(%255, %215) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %257 = "stablehlo.constant"() {value = dense<14.75625625848472> : tensor<f64>} : () -> tensor<f64>
    %258 = "stablehlo.broadcast_in_dim"(%257) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %259 = "stablehlo.add"(%256, %258) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %260 = "stablehlo.multiply"(%259, %215) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %261 = "stablehlo.constant"() {value = dense<84.51389701414746> : tensor<f64>} : () -> tensor<f64>
    %262 = "stablehlo.broadcast_in_dim"(%261) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %263 = "stablehlo.add"(%260, %262) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %264 = "stablehlo.multiply"(%263, %215) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %265 = "stablehlo.constant"() {value = dense<177.31808814540045> : tensor<f64>} : () -> tensor<f64>
    %266 = "stablehlo.broadcast_in_dim"(%265) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %267 = "stablehlo.add"(%264, %266) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %268 = "stablehlo.multiply"(%267, %215) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %269 = "stablehlo.constant"() {value = dense<164.23469287152969> : tensor<f64>} : () -> tensor<f64>
    %270 = "stablehlo.broadcast_in_dim"(%269) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %271 = "stablehlo.add"(%268, %270) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %272 = "stablehlo.multiply"(%271, %215) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %273 = "stablehlo.constant"() {value = dense<71.477840082557563> : tensor<f64>} : () -> tensor<f64>
    %274 = "stablehlo.broadcast_in_dim"(%273) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %275 = "stablehlo.add"(%272, %274) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %276 = "stablehlo.multiply"(%275, %215) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %277 = "stablehlo.constant"() {value = dense<14.095913560783403> : tensor<f64>} : () -> tensor<f64>
    %278 = "stablehlo.broadcast_in_dim"(%277) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %279 = "stablehlo.add"(%276, %278) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %280 = "stablehlo.multiply"(%279, %215) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %281 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %282 = "stablehlo.broadcast_in_dim"(%281) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %283 = "stablehlo.add"(%280, %282) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %284 = "stablehlo.divide"(%249, %283) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %285 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %286 = "stablehlo.broadcast_in_dim"(%285) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %287 = "stablehlo.sqrt"(%207) : (tensor<23xf64>) -> tensor<23xf64>
    %288 = "stablehlo.sqrt"(%287) : (tensor<23xf64>) -> tensor<23xf64>
    %289 = "stablehlo.multiply"(%286, %288) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %290 = "stablehlo.exponential"(%212) : (tensor<23xf64>) -> tensor<23xf64>
    %291 = "stablehlo.multiply"(%289, %290) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %292 = "stablehlo.constant"() {value = dense<0.56418958354775628> : tensor<f64>} : () -> tensor<f64>
    %293 = "stablehlo.broadcast_in_dim"(%292) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %294 = "stablehlo.multiply"(%293, %284) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %295 = "stablehlo.divide"(%294, %291) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %296 = "stablehlo.or"(%3, %204) : (tensor<23xi1>, tensor<23xi1>) -> tensor<23xi1>
    %297 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %298 = "stablehlo.broadcast_in_dim"(%297) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %299 = "stablehlo.select"(%296, %298, %0) : (tensor<23xi1>, tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %300 = "stablehlo.multiply"(%299, %299) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %301 = "stablehlo.multiply"(%300, %299) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %302 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %303 = "stablehlo.broadcast_in_dim"(%302) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %304 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %305 = "stablehlo.broadcast_in_dim"(%304) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %306 = "stablehlo.multiply"(%305, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %307 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %308 = "stablehlo.broadcast_in_dim"(%307) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %309 = "stablehlo.divide"(%306, %308) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %310 = "stablehlo.multiply"(%299, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %311 = "stablehlo.constant"() {value = dense<3.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %312 = "stablehlo.broadcast_in_dim"(%311) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %313 = "stablehlo.divide"(%310, %312) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %314 = "stablehlo.constant"() {value = dense<3.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %315 = "stablehlo.broadcast_in_dim"(%314) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %316 = "stablehlo.divide"(%309, %315) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %317 = "stablehlo.add"(%303, %316) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %318 = "stablehlo.constant"() {value = dense<4.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %319 = "stablehlo.broadcast_in_dim"(%318) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %320 = "stablehlo.divide"(%313, %319) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %321 = "stablehlo.add"(%299, %320) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %322 = "stablehlo.multiply"(%316, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %323 = "stablehlo.constant"() {value = dense<5.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %324 = "stablehlo.broadcast_in_dim"(%323) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %325 = "stablehlo.divide"(%322, %324) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %326 = "stablehlo.multiply"(%320, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %327 = "stablehlo.constant"() {value = dense<6.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %328 = "stablehlo.broadcast_in_dim"(%327) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %329 = "stablehlo.divide"(%326, %328) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %330 = "stablehlo.constant"() {value = dense<6.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %331 = "stablehlo.broadcast_in_dim"(%330) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %332 = "stablehlo.divide"(%325, %331) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %333 = "stablehlo.add"(%317, %332) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %334 = "stablehlo.constant"() {value = dense<7.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %335 = "stablehlo.broadcast_in_dim"(%334) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %336 = "stablehlo.divide"(%329, %335) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %337 = "stablehlo.add"(%321, %336) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %338 = "stablehlo.multiply"(%332, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %339 = "stablehlo.constant"() {value = dense<8.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %340 = "stablehlo.broadcast_in_dim"(%339) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %341 = "stablehlo.divide"(%338, %340) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %342 = "stablehlo.multiply"(%336, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %343 = "stablehlo.constant"() {value = dense<9.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %344 = "stablehlo.broadcast_in_dim"(%343) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %345 = "stablehlo.divide"(%342, %344) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %346 = "stablehlo.constant"() {value = dense<9.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %347 = "stablehlo.broadcast_in_dim"(%346) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %348 = "stablehlo.divide"(%341, %347) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %349 = "stablehlo.add"(%333, %348) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %350 = "stablehlo.constant"() {value = dense<1.000000e+01> : tensor<f64>} : () -> tensor<f64>
    %351 = "stablehlo.broadcast_in_dim"(%350) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %352 = "stablehlo.divide"(%345, %351) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %353 = "stablehlo.add"(%337, %352) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %354 = "stablehlo.multiply"(%348, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %355 = "stablehlo.constant"() {value = dense<1.100000e+01> : tensor<f64>} : () -> tensor<f64>
    %356 = "stablehlo.broadcast_in_dim"(%355) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %357 = "stablehlo.divide"(%354, %356) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %358 = "stablehlo.multiply"(%352, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %359 = "stablehlo.constant"() {value = dense<1.200000e+01> : tensor<f64>} : () -> tensor<f64>
    %360 = "stablehlo.broadcast_in_dim"(%359) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %361 = "stablehlo.divide"(%358, %360) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %362 = "stablehlo.constant"() {value = dense<1.200000e+01> : tensor<f64>} : () -> tensor<f64>
    %363 = "stablehlo.broadcast_in_dim"(%362) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %364 = "stablehlo.divide"(%357, %363) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %365 = "stablehlo.add"(%349, %364) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %366 = "stablehlo.constant"() {value = dense<1.300000e+01> : tensor<f64>} : () -> tensor<f64>
    %367 = "stablehlo.broadcast_in_dim"(%366) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %368 = "stablehlo.divide"(%361, %367) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %369 = "stablehlo.add"(%353, %368) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %370 = "stablehlo.multiply"(%364, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %371 = "stablehlo.constant"() {value = dense<1.400000e+01> : tensor<f64>} : () -> tensor<f64>
    %372 = "stablehlo.broadcast_in_dim"(%371) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %373 = "stablehlo.divide"(%370, %372) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %374 = "stablehlo.multiply"(%368, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %375 = "stablehlo.constant"() {value = dense<1.500000e+01> : tensor<f64>} : () -> tensor<f64>
    %376 = "stablehlo.broadcast_in_dim"(%375) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %377 = "stablehlo.divide"(%374, %376) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %378 = "stablehlo.constant"() {value = dense<1.500000e+01> : tensor<f64>} : () -> tensor<f64>
    %379 = "stablehlo.broadcast_in_dim"(%378) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %380 = "stablehlo.divide"(%373, %379) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %381 = "stablehlo.add"(%365, %380) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %382 = "stablehlo.constant"() {value = dense<1.600000e+01> : tensor<f64>} : () -> tensor<f64>
    %383 = "stablehlo.broadcast_in_dim"(%382) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %384 = "stablehlo.divide"(%377, %383) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %385 = "stablehlo.add"(%369, %384) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %386 = "stablehlo.multiply"(%380, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %387 = "stablehlo.constant"() {value = dense<1.700000e+01> : tensor<f64>} : () -> tensor<f64>
    %388 = "stablehlo.broadcast_in_dim"(%387) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %389 = "stablehlo.divide"(%386, %388) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %390 = "stablehlo.multiply"(%384, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %391 = "stablehlo.constant"() {value = dense<1.800000e+01> : tensor<f64>} : () -> tensor<f64>
    %392 = "stablehlo.broadcast_in_dim"(%391) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %393 = "stablehlo.divide"(%390, %392) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %394 = "stablehlo.constant"() {value = dense<1.800000e+01> : tensor<f64>} : () -> tensor<f64>
    %395 = "stablehlo.broadcast_in_dim"(%394) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %396 = "stablehlo.divide"(%389, %395) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %397 = "stablehlo.add"(%381, %396) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %398 = "stablehlo.constant"() {value = dense<1.900000e+01> : tensor<f64>} : () -> tensor<f64>
    %399 = "stablehlo.broadcast_in_dim"(%398) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %400 = "stablehlo.divide"(%393, %399) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %401 = "stablehlo.add"(%385, %400) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %402 = "stablehlo.multiply"(%396, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %403 = "stablehlo.constant"() {value = dense<2.000000e+01> : tensor<f64>} : () -> tensor<f64>
    %404 = "stablehlo.broadcast_in_dim"(%403) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %405 = "stablehlo.divide"(%402, %404) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %406 = "stablehlo.multiply"(%400, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %407 = "stablehlo.constant"() {value = dense<2.100000e+01> : tensor<f64>} : () -> tensor<f64>
    %408 = "stablehlo.broadcast_in_dim"(%407) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %409 = "stablehlo.divide"(%406, %408) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %410 = "stablehlo.constant"() {value = dense<2.100000e+01> : tensor<f64>} : () -> tensor<f64>
    %411 = "stablehlo.broadcast_in_dim"(%410) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %412 = "stablehlo.divide"(%405, %411) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %413 = "stablehlo.add"(%397, %412) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %414 = "stablehlo.constant"() {value = dense<2.200000e+01> : tensor<f64>} : () -> tensor<f64>
    %415 = "stablehlo.broadcast_in_dim"(%414) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %416 = "stablehlo.divide"(%409, %415) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %417 = "stablehlo.add"(%401, %416) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %418 = "stablehlo.multiply"(%412, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %419 = "stablehlo.constant"() {value = dense<2.300000e+01> : tensor<f64>} : () -> tensor<f64>
    %420 = "stablehlo.broadcast_in_dim"(%419) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %421 = "stablehlo.divide"(%418, %420) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %422 = "stablehlo.multiply"(%416, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %423 = "stablehlo.constant"() {value = dense<2.400000e+01> : tensor<f64>} : () -> tensor<f64>
    %424 = "stablehlo.broadcast_in_dim"(%423) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %425 = "stablehlo.divide"(%422, %424) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %426 = "stablehlo.constant"() {value = dense<2.400000e+01> : tensor<f64>} : () -> tensor<f64>
    %427 = "stablehlo.broadcast_in_dim"(%426) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %428 = "stablehlo.divide"(%421, %427) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %429 = "stablehlo.add"(%413, %428) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %430 = "stablehlo.constant"() {value = dense<2.500000e+01> : tensor<f64>} : () -> tensor<f64>
    %431 = "stablehlo.broadcast_in_dim"(%430) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %432 = "stablehlo.divide"(%425, %431) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %433 = "stablehlo.add"(%417, %432) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %434 = "stablehlo.multiply"(%428, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %435 = "stablehlo.constant"() {value = dense<2.600000e+01> : tensor<f64>} : () -> tensor<f64>
    %436 = "stablehlo.broadcast_in_dim"(%435) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %437 = "stablehlo.divide"(%434, %436) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %438 = "stablehlo.multiply"(%432, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %439 = "stablehlo.constant"() {value = dense<2.700000e+01> : tensor<f64>} : () -> tensor<f64>
    %440 = "stablehlo.broadcast_in_dim"(%439) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %441 = "stablehlo.divide"(%438, %440) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %442 = "stablehlo.constant"() {value = dense<2.700000e+01> : tensor<f64>} : () -> tensor<f64>
    %443 = "stablehlo.broadcast_in_dim"(%442) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %444 = "stablehlo.divide"(%437, %443) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %445 = "stablehlo.add"(%429, %444) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %446 = "stablehlo.constant"() {value = dense<2.800000e+01> : tensor<f64>} : () -> tensor<f64>
    %447 = "stablehlo.broadcast_in_dim"(%446) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %448 = "stablehlo.divide"(%441, %447) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %449 = "stablehlo.add"(%433, %448) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %450 = "stablehlo.multiply"(%444, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %451 = "stablehlo.constant"() {value = dense<2.900000e+01> : tensor<f64>} : () -> tensor<f64>
    %452 = "stablehlo.broadcast_in_dim"(%451) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %453 = "stablehlo.divide"(%450, %452) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %454 = "stablehlo.multiply"(%448, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %455 = "stablehlo.constant"() {value = dense<3.000000e+01> : tensor<f64>} : () -> tensor<f64>
    %456 = "stablehlo.broadcast_in_dim"(%455) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %457 = "stablehlo.divide"(%454, %456) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %458 = "stablehlo.constant"() {value = dense<3.000000e+01> : tensor<f64>} : () -> tensor<f64>
    %459 = "stablehlo.broadcast_in_dim"(%458) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %460 = "stablehlo.divide"(%453, %459) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %461 = "stablehlo.add"(%445, %460) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %462 = "stablehlo.constant"() {value = dense<3.100000e+01> : tensor<f64>} : () -> tensor<f64>
    %463 = "stablehlo.broadcast_in_dim"(%462) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %464 = "stablehlo.divide"(%457, %463) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %465 = "stablehlo.add"(%449, %464) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %466 = "stablehlo.multiply"(%460, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %467 = "stablehlo.constant"() {value = dense<3.200000e+01> : tensor<f64>} : () -> tensor<f64>
    %468 = "stablehlo.broadcast_in_dim"(%467) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %469 = "stablehlo.divide"(%466, %468) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %470 = "stablehlo.multiply"(%464, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %471 = "stablehlo.constant"() {value = dense<3.300000e+01> : tensor<f64>} : () -> tensor<f64>
    %472 = "stablehlo.broadcast_in_dim"(%471) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %473 = "stablehlo.divide"(%470, %472) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %474 = "stablehlo.constant"() {value = dense<3.300000e+01> : tensor<f64>} : () -> tensor<f64>
    %475 = "stablehlo.broadcast_in_dim"(%474) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %476 = "stablehlo.divide"(%469, %475) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %477 = "stablehlo.add"(%461, %476) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %478 = "stablehlo.constant"() {value = dense<3.400000e+01> : tensor<f64>} : () -> tensor<f64>
    %479 = "stablehlo.broadcast_in_dim"(%478) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %480 = "stablehlo.divide"(%473, %479) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %481 = "stablehlo.add"(%465, %480) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %482 = "stablehlo.multiply"(%476, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %483 = "stablehlo.constant"() {value = dense<3.500000e+01> : tensor<f64>} : () -> tensor<f64>
    %484 = "stablehlo.broadcast_in_dim"(%483) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %485 = "stablehlo.divide"(%482, %484) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %486 = "stablehlo.multiply"(%480, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %487 = "stablehlo.constant"() {value = dense<3.600000e+01> : tensor<f64>} : () -> tensor<f64>
    %488 = "stablehlo.broadcast_in_dim"(%487) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %489 = "stablehlo.divide"(%486, %488) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %490 = "stablehlo.constant"() {value = dense<3.600000e+01> : tensor<f64>} : () -> tensor<f64>
    %491 = "stablehlo.broadcast_in_dim"(%490) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %492 = "stablehlo.divide"(%485, %491) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %493 = "stablehlo.add"(%477, %492) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %494 = "stablehlo.constant"() {value = dense<3.700000e+01> : tensor<f64>} : () -> tensor<f64>
    %495 = "stablehlo.broadcast_in_dim"(%494) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %496 = "stablehlo.divide"(%489, %495) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %497 = "stablehlo.add"(%481, %496) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %498 = "stablehlo.multiply"(%492, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %499 = "stablehlo.constant"() {value = dense<3.800000e+01> : tensor<f64>} : () -> tensor<f64>
    %500 = "stablehlo.broadcast_in_dim"(%499) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %501 = "stablehlo.divide"(%498, %500) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %502 = "stablehlo.multiply"(%496, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %503 = "stablehlo.constant"() {value = dense<3.900000e+01> : tensor<f64>} : () -> tensor<f64>
    %504 = "stablehlo.broadcast_in_dim"(%503) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %505 = "stablehlo.divide"(%502, %504) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %506 = "stablehlo.constant"() {value = dense<3.900000e+01> : tensor<f64>} : () -> tensor<f64>
    %507 = "stablehlo.broadcast_in_dim"(%506) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %508 = "stablehlo.divide"(%501, %507) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %509 = "stablehlo.add"(%493, %508) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %510 = "stablehlo.constant"() {value = dense<4.000000e+01> : tensor<f64>} : () -> tensor<f64>
    %511 = "stablehlo.broadcast_in_dim"(%510) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %512 = "stablehlo.divide"(%505, %511) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %513 = "stablehlo.add"(%497, %512) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %514 = "stablehlo.multiply"(%508, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %515 = "stablehlo.constant"() {value = dense<4.100000e+01> : tensor<f64>} : () -> tensor<f64>
    %516 = "stablehlo.broadcast_in_dim"(%515) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %517 = "stablehlo.divide"(%514, %516) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %518 = "stablehlo.multiply"(%512, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %519 = "stablehlo.constant"() {value = dense<4.200000e+01> : tensor<f64>} : () -> tensor<f64>
    %520 = "stablehlo.broadcast_in_dim"(%519) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %521 = "stablehlo.divide"(%518, %520) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %522 = "stablehlo.constant"() {value = dense<4.200000e+01> : tensor<f64>} : () -> tensor<f64>
    %523 = "stablehlo.broadcast_in_dim"(%522) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %524 = "stablehlo.divide"(%517, %523) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %525 = "stablehlo.add"(%509, %524) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %526 = "stablehlo.constant"() {value = dense<4.300000e+01> : tensor<f64>} : () -> tensor<f64>
    %527 = "stablehlo.broadcast_in_dim"(%526) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %528 = "stablehlo.divide"(%521, %527) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %529 = "stablehlo.add"(%513, %528) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %530 = "stablehlo.multiply"(%524, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %531 = "stablehlo.constant"() {value = dense<4.400000e+01> : tensor<f64>} : () -> tensor<f64>
    %532 = "stablehlo.broadcast_in_dim"(%531) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %533 = "stablehlo.divide"(%530, %532) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %534 = "stablehlo.multiply"(%528, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %535 = "stablehlo.constant"() {value = dense<4.500000e+01> : tensor<f64>} : () -> tensor<f64>
    %536 = "stablehlo.broadcast_in_dim"(%535) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %537 = "stablehlo.divide"(%534, %536) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %538 = "stablehlo.constant"() {value = dense<4.500000e+01> : tensor<f64>} : () -> tensor<f64>
    %539 = "stablehlo.broadcast_in_dim"(%538) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %540 = "stablehlo.divide"(%533, %539) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %541 = "stablehlo.add"(%525, %540) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %542 = "stablehlo.constant"() {value = dense<4.600000e+01> : tensor<f64>} : () -> tensor<f64>
    %543 = "stablehlo.broadcast_in_dim"(%542) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %544 = "stablehlo.divide"(%537, %543) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %545 = "stablehlo.add"(%529, %544) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %546 = "stablehlo.multiply"(%540, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %547 = "stablehlo.constant"() {value = dense<4.700000e+01> : tensor<f64>} : () -> tensor<f64>
    %548 = "stablehlo.broadcast_in_dim"(%547) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %549 = "stablehlo.divide"(%546, %548) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %550 = "stablehlo.multiply"(%544, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %551 = "stablehlo.constant"() {value = dense<4.800000e+01> : tensor<f64>} : () -> tensor<f64>
    %552 = "stablehlo.broadcast_in_dim"(%551) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %553 = "stablehlo.divide"(%550, %552) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %554 = "stablehlo.constant"() {value = dense<4.800000e+01> : tensor<f64>} : () -> tensor<f64>
    %555 = "stablehlo.broadcast_in_dim"(%554) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %556 = "stablehlo.divide"(%549, %555) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %557 = "stablehlo.add"(%541, %556) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %558 = "stablehlo.constant"() {value = dense<4.900000e+01> : tensor<f64>} : () -> tensor<f64>
    %559 = "stablehlo.broadcast_in_dim"(%558) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %560 = "stablehlo.divide"(%553, %559) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %561 = "stablehlo.add"(%545, %560) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %562 = "stablehlo.multiply"(%556, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %563 = "stablehlo.constant"() {value = dense<5.000000e+01> : tensor<f64>} : () -> tensor<f64>
    %564 = "stablehlo.broadcast_in_dim"(%563) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %565 = "stablehlo.divide"(%562, %564) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %566 = "stablehlo.multiply"(%560, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %567 = "stablehlo.constant"() {value = dense<5.100000e+01> : tensor<f64>} : () -> tensor<f64>
    %568 = "stablehlo.broadcast_in_dim"(%567) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %569 = "stablehlo.divide"(%566, %568) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %570 = "stablehlo.constant"() {value = dense<5.100000e+01> : tensor<f64>} : () -> tensor<f64>
    %571 = "stablehlo.broadcast_in_dim"(%570) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %572 = "stablehlo.divide"(%565, %571) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %573 = "stablehlo.add"(%557, %572) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %574 = "stablehlo.constant"() {value = dense<5.200000e+01> : tensor<f64>} : () -> tensor<f64>
    %575 = "stablehlo.broadcast_in_dim"(%574) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %576 = "stablehlo.divide"(%569, %575) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %577 = "stablehlo.add"(%561, %576) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %578 = "stablehlo.multiply"(%572, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %579 = "stablehlo.constant"() {value = dense<5.300000e+01> : tensor<f64>} : () -> tensor<f64>
    %580 = "stablehlo.broadcast_in_dim"(%579) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %581 = "stablehlo.divide"(%578, %580) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %582 = "stablehlo.multiply"(%576, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %583 = "stablehlo.constant"() {value = dense<5.400000e+01> : tensor<f64>} : () -> tensor<f64>
    %584 = "stablehlo.broadcast_in_dim"(%583) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %585 = "stablehlo.divide"(%582, %584) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %586 = "stablehlo.constant"() {value = dense<5.400000e+01> : tensor<f64>} : () -> tensor<f64>
    %587 = "stablehlo.broadcast_in_dim"(%586) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %588 = "stablehlo.divide"(%581, %587) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %589 = "stablehlo.add"(%573, %588) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %590 = "stablehlo.constant"() {value = dense<5.500000e+01> : tensor<f64>} : () -> tensor<f64>
    %591 = "stablehlo.broadcast_in_dim"(%590) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %592 = "stablehlo.divide"(%585, %591) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %593 = "stablehlo.add"(%577, %592) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %594 = "stablehlo.multiply"(%588, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %595 = "stablehlo.constant"() {value = dense<5.600000e+01> : tensor<f64>} : () -> tensor<f64>
    %596 = "stablehlo.broadcast_in_dim"(%595) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %597 = "stablehlo.divide"(%594, %596) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %598 = "stablehlo.multiply"(%592, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %599 = "stablehlo.constant"() {value = dense<5.700000e+01> : tensor<f64>} : () -> tensor<f64>
    %600 = "stablehlo.broadcast_in_dim"(%599) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %601 = "stablehlo.divide"(%598, %600) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %602 = "stablehlo.constant"() {value = dense<5.700000e+01> : tensor<f64>} : () -> tensor<f64>
    %603 = "stablehlo.broadcast_in_dim"(%602) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %604 = "stablehlo.divide"(%597, %603) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %605 = "stablehlo.add"(%589, %604) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %606 = "stablehlo.constant"() {value = dense<5.800000e+01> : tensor<f64>} : () -> tensor<f64>
    %607 = "stablehlo.broadcast_in_dim"(%606) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %608 = "stablehlo.divide"(%601, %607) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %609 = "stablehlo.add"(%593, %608) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %610 = "stablehlo.multiply"(%604, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %611 = "stablehlo.constant"() {value = dense<5.900000e+01> : tensor<f64>} : () -> tensor<f64>
    %612 = "stablehlo.broadcast_in_dim"(%611) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %613 = "stablehlo.divide"(%610, %612) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %614 = "stablehlo.multiply"(%608, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %615 = "stablehlo.constant"() {value = dense<6.000000e+01> : tensor<f64>} : () -> tensor<f64>
    %616 = "stablehlo.broadcast_in_dim"(%615) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %617 = "stablehlo.divide"(%614, %616) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %618 = "stablehlo.constant"() {value = dense<6.000000e+01> : tensor<f64>} : () -> tensor<f64>
    %619 = "stablehlo.broadcast_in_dim"(%618) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %620 = "stablehlo.divide"(%613, %619) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %621 = "stablehlo.add"(%605, %620) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %622 = "stablehlo.constant"() {value = dense<6.100000e+01> : tensor<f64>} : () -> tensor<f64>
    %623 = "stablehlo.broadcast_in_dim"(%622) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %624 = "stablehlo.divide"(%617, %623) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %625 = "stablehlo.add"(%609, %624) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %626 = "stablehlo.multiply"(%620, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %627 = "stablehlo.constant"() {value = dense<6.200000e+01> : tensor<f64>} : () -> tensor<f64>
    %628 = "stablehlo.broadcast_in_dim"(%627) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %629 = "stablehlo.divide"(%626, %628) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %630 = "stablehlo.multiply"(%624, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %631 = "stablehlo.constant"() {value = dense<6.300000e+01> : tensor<f64>} : () -> tensor<f64>
    %632 = "stablehlo.broadcast_in_dim"(%631) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %633 = "stablehlo.divide"(%630, %632) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %634 = "stablehlo.constant"() {value = dense<6.300000e+01> : tensor<f64>} : () -> tensor<f64>
    %635 = "stablehlo.broadcast_in_dim"(%634) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %636 = "stablehlo.divide"(%629, %635) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %637 = "stablehlo.add"(%621, %636) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %638 = "stablehlo.constant"() {value = dense<6.400000e+01> : tensor<f64>} : () -> tensor<f64>
    %639 = "stablehlo.broadcast_in_dim"(%638) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %640 = "stablehlo.divide"(%633, %639) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %641 = "stablehlo.add"(%625, %640) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %642 = "stablehlo.multiply"(%636, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %643 = "stablehlo.constant"() {value = dense<6.500000e+01> : tensor<f64>} : () -> tensor<f64>
    %644 = "stablehlo.broadcast_in_dim"(%643) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %645 = "stablehlo.divide"(%642, %644) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %646 = "stablehlo.multiply"(%640, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %647 = "stablehlo.constant"() {value = dense<6.600000e+01> : tensor<f64>} : () -> tensor<f64>
    %648 = "stablehlo.broadcast_in_dim"(%647) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %649 = "stablehlo.divide"(%646, %648) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %650 = "stablehlo.constant"() {value = dense<6.600000e+01> : tensor<f64>} : () -> tensor<f64>
    %651 = "stablehlo.broadcast_in_dim"(%650) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %652 = "stablehlo.divide"(%645, %651) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %653 = "stablehlo.add"(%637, %652) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %654 = "stablehlo.constant"() {value = dense<6.700000e+01> : tensor<f64>} : () -> tensor<f64>
    %655 = "stablehlo.broadcast_in_dim"(%654) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %656 = "stablehlo.divide"(%649, %655) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %657 = "stablehlo.add"(%641, %656) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %658 = "stablehlo.multiply"(%652, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %659 = "stablehlo.constant"() {value = dense<6.800000e+01> : tensor<f64>} : () -> tensor<f64>
    %660 = "stablehlo.broadcast_in_dim"(%659) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %661 = "stablehlo.divide"(%658, %660) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %662 = "stablehlo.multiply"(%656, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %663 = "stablehlo.constant"() {value = dense<6.900000e+01> : tensor<f64>} : () -> tensor<f64>
    %664 = "stablehlo.broadcast_in_dim"(%663) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %665 = "stablehlo.divide"(%662, %664) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %666 = "stablehlo.constant"() {value = dense<6.900000e+01> : tensor<f64>} : () -> tensor<f64>
    %667 = "stablehlo.broadcast_in_dim"(%666) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %668 = "stablehlo.divide"(%661, %667) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %669 = "stablehlo.add"(%653, %668) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %670 = "stablehlo.constant"() {value = dense<7.000000e+01> : tensor<f64>} : () -> tensor<f64>
    %671 = "stablehlo.broadcast_in_dim"(%670) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %672 = "stablehlo.divide"(%665, %671) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %673 = "stablehlo.add"(%657, %672) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %674 = "stablehlo.multiply"(%668, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %675 = "stablehlo.constant"() {value = dense<7.100000e+01> : tensor<f64>} : () -> tensor<f64>
    %676 = "stablehlo.broadcast_in_dim"(%675) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %677 = "stablehlo.divide"(%674, %676) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %678 = "stablehlo.multiply"(%672, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %679 = "stablehlo.constant"() {value = dense<7.200000e+01> : tensor<f64>} : () -> tensor<f64>
    %680 = "stablehlo.broadcast_in_dim"(%679) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %681 = "stablehlo.divide"(%678, %680) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %682 = "stablehlo.constant"() {value = dense<7.200000e+01> : tensor<f64>} : () -> tensor<f64>
    %683 = "stablehlo.broadcast_in_dim"(%682) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %684 = "stablehlo.divide"(%677, %683) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %685 = "stablehlo.add"(%669, %684) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %686 = "stablehlo.constant"() {value = dense<7.300000e+01> : tensor<f64>} : () -> tensor<f64>
    %687 = "stablehlo.broadcast_in_dim"(%686) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %688 = "stablehlo.divide"(%681, %687) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %689 = "stablehlo.add"(%673, %688) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %690 = "stablehlo.multiply"(%684, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %691 = "stablehlo.constant"() {value = dense<7.400000e+01> : tensor<f64>} : () -> tensor<f64>
    %692 = "stablehlo.broadcast_in_dim"(%691) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %693 = "stablehlo.divide"(%690, %692) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %694 = "stablehlo.multiply"(%688, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %695 = "stablehlo.constant"() {value = dense<7.500000e+01> : tensor<f64>} : () -> tensor<f64>
    %696 = "stablehlo.broadcast_in_dim"(%695) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %697 = "stablehlo.divide"(%694, %696) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %698 = "stablehlo.constant"() {value = dense<7.500000e+01> : tensor<f64>} : () -> tensor<f64>
    %699 = "stablehlo.broadcast_in_dim"(%698) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %700 = "stablehlo.divide"(%693, %699) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %701 = "stablehlo.add"(%685, %700) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %702 = "stablehlo.constant"() {value = dense<7.600000e+01> : tensor<f64>} : () -> tensor<f64>
    %703 = "stablehlo.broadcast_in_dim"(%702) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %704 = "stablehlo.divide"(%697, %703) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %705 = "stablehlo.add"(%689, %704) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %706 = "stablehlo.multiply"(%700, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %707 = "stablehlo.constant"() {value = dense<7.700000e+01> : tensor<f64>} : () -> tensor<f64>
    %708 = "stablehlo.broadcast_in_dim"(%707) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %709 = "stablehlo.divide"(%706, %708) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %710 = "stablehlo.multiply"(%704, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %711 = "stablehlo.constant"() {value = dense<7.800000e+01> : tensor<f64>} : () -> tensor<f64>
    %712 = "stablehlo.broadcast_in_dim"(%711) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %713 = "stablehlo.divide"(%710, %712) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %714 = "stablehlo.constant"() {value = dense<7.800000e+01> : tensor<f64>} : () -> tensor<f64>
    %715 = "stablehlo.broadcast_in_dim"(%714) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %716 = "stablehlo.divide"(%709, %715) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %717 = "stablehlo.add"(%701, %716) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %718 = "stablehlo.constant"() {value = dense<7.900000e+01> : tensor<f64>} : () -> tensor<f64>
    %719 = "stablehlo.broadcast_in_dim"(%718) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %720 = "stablehlo.divide"(%713, %719) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %721 = "stablehlo.add"(%705, %720) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %722 = "stablehlo.multiply"(%716, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %723 = "stablehlo.constant"() {value = dense<8.000000e+01> : tensor<f64>} : () -> tensor<f64>
    %724 = "stablehlo.broadcast_in_dim"(%723) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %725 = "stablehlo.divide"(%722, %724) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %726 = "stablehlo.multiply"(%720, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %727 = "stablehlo.constant"() {value = dense<8.100000e+01> : tensor<f64>} : () -> tensor<f64>
    %728 = "stablehlo.broadcast_in_dim"(%727) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %729 = "stablehlo.divide"(%726, %728) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %730 = "stablehlo.constant"() {value = dense<8.100000e+01> : tensor<f64>} : () -> tensor<f64>
    %731 = "stablehlo.broadcast_in_dim"(%730) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %732 = "stablehlo.divide"(%725, %731) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %733 = "stablehlo.add"(%717, %732) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %734 = "stablehlo.constant"() {value = dense<8.200000e+01> : tensor<f64>} : () -> tensor<f64>
    %735 = "stablehlo.broadcast_in_dim"(%734) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %736 = "stablehlo.divide"(%729, %735) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %737 = "stablehlo.add"(%721, %736) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %738 = "stablehlo.multiply"(%732, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %739 = "stablehlo.constant"() {value = dense<8.300000e+01> : tensor<f64>} : () -> tensor<f64>
    %740 = "stablehlo.broadcast_in_dim"(%739) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %741 = "stablehlo.divide"(%738, %740) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %742 = "stablehlo.multiply"(%736, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %743 = "stablehlo.constant"() {value = dense<8.400000e+01> : tensor<f64>} : () -> tensor<f64>
    %744 = "stablehlo.broadcast_in_dim"(%743) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %745 = "stablehlo.divide"(%742, %744) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %746 = "stablehlo.constant"() {value = dense<8.400000e+01> : tensor<f64>} : () -> tensor<f64>
    %747 = "stablehlo.broadcast_in_dim"(%746) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %748 = "stablehlo.divide"(%741, %747) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %749 = "stablehlo.add"(%733, %748) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %750 = "stablehlo.constant"() {value = dense<8.500000e+01> : tensor<f64>} : () -> tensor<f64>
    %751 = "stablehlo.broadcast_in_dim"(%750) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %752 = "stablehlo.divide"(%745, %751) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %753 = "stablehlo.add"(%737, %752) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %754 = "stablehlo.multiply"(%748, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %755 = "stablehlo.constant"() {value = dense<8.600000e+01> : tensor<f64>} : () -> tensor<f64>
    %756 = "stablehlo.broadcast_in_dim"(%755) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %757 = "stablehlo.divide"(%754, %756) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %758 = "stablehlo.multiply"(%752, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %759 = "stablehlo.constant"() {value = dense<8.700000e+01> : tensor<f64>} : () -> tensor<f64>
    %760 = "stablehlo.broadcast_in_dim"(%759) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %761 = "stablehlo.divide"(%758, %760) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %762 = "stablehlo.constant"() {value = dense<8.700000e+01> : tensor<f64>} : () -> tensor<f64>
    %763 = "stablehlo.broadcast_in_dim"(%762) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %764 = "stablehlo.divide"(%757, %763) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %765 = "stablehlo.add"(%749, %764) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %766 = "stablehlo.constant"() {value = dense<8.800000e+01> : tensor<f64>} : () -> tensor<f64>
    %767 = "stablehlo.broadcast_in_dim"(%766) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %768 = "stablehlo.divide"(%761, %767) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %769 = "stablehlo.add"(%753, %768) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %770 = "stablehlo.multiply"(%764, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %771 = "stablehlo.constant"() {value = dense<8.900000e+01> : tensor<f64>} : () -> tensor<f64>
    %772 = "stablehlo.broadcast_in_dim"(%771) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %773 = "stablehlo.divide"(%770, %772) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %774 = "stablehlo.multiply"(%768, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %775 = "stablehlo.constant"() {value = dense<9.000000e+01> : tensor<f64>} : () -> tensor<f64>
    %776 = "stablehlo.broadcast_in_dim"(%775) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %777 = "stablehlo.divide"(%774, %776) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %778 = "stablehlo.constant"() {value = dense<9.000000e+01> : tensor<f64>} : () -> tensor<f64>
    %779 = "stablehlo.broadcast_in_dim"(%778) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %780 = "stablehlo.divide"(%773, %779) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %781 = "stablehlo.add"(%765, %780) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %782 = "stablehlo.constant"() {value = dense<9.100000e+01> : tensor<f64>} : () -> tensor<f64>
    %783 = "stablehlo.broadcast_in_dim"(%782) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %784 = "stablehlo.divide"(%777, %783) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %785 = "stablehlo.add"(%769, %784) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %786 = "stablehlo.multiply"(%780, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %787 = "stablehlo.constant"() {value = dense<9.200000e+01> : tensor<f64>} : () -> tensor<f64>
    %788 = "stablehlo.broadcast_in_dim"(%787) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %789 = "stablehlo.divide"(%786, %788) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %790 = "stablehlo.multiply"(%784, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %791 = "stablehlo.constant"() {value = dense<9.300000e+01> : tensor<f64>} : () -> tensor<f64>
    %792 = "stablehlo.broadcast_in_dim"(%791) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %793 = "stablehlo.divide"(%790, %792) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %794 = "stablehlo.constant"() {value = dense<9.300000e+01> : tensor<f64>} : () -> tensor<f64>
    %795 = "stablehlo.broadcast_in_dim"(%794) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %796 = "stablehlo.divide"(%789, %795) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %797 = "stablehlo.add"(%781, %796) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %798 = "stablehlo.constant"() {value = dense<9.400000e+01> : tensor<f64>} : () -> tensor<f64>
    %799 = "stablehlo.broadcast_in_dim"(%798) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %800 = "stablehlo.divide"(%793, %799) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %801 = "stablehlo.add"(%785, %800) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %802 = "stablehlo.multiply"(%796, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %803 = "stablehlo.constant"() {value = dense<9.500000e+01> : tensor<f64>} : () -> tensor<f64>
    %804 = "stablehlo.broadcast_in_dim"(%803) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %805 = "stablehlo.divide"(%802, %804) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %806 = "stablehlo.multiply"(%800, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %807 = "stablehlo.constant"() {value = dense<9.600000e+01> : tensor<f64>} : () -> tensor<f64>
    %808 = "stablehlo.broadcast_in_dim"(%807) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %809 = "stablehlo.divide"(%806, %808) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %810 = "stablehlo.constant"() {value = dense<9.600000e+01> : tensor<f64>} : () -> tensor<f64>
    %811 = "stablehlo.broadcast_in_dim"(%810) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %812 = "stablehlo.divide"(%805, %811) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %813 = "stablehlo.add"(%797, %812) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %814 = "stablehlo.constant"() {value = dense<9.700000e+01> : tensor<f64>} : () -> tensor<f64>
    %815 = "stablehlo.broadcast_in_dim"(%814) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %816 = "stablehlo.divide"(%809, %815) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %817 = "stablehlo.add"(%801, %816) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %818 = "stablehlo.multiply"(%812, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %819 = "stablehlo.constant"() {value = dense<9.800000e+01> : tensor<f64>} : () -> tensor<f64>
    %820 = "stablehlo.broadcast_in_dim"(%819) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %821 = "stablehlo.divide"(%818, %820) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %822 = "stablehlo.multiply"(%816, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %823 = "stablehlo.constant"() {value = dense<9.900000e+01> : tensor<f64>} : () -> tensor<f64>
    %824 = "stablehlo.broadcast_in_dim"(%823) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %825 = "stablehlo.divide"(%822, %824) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %826 = "stablehlo.constant"() {value = dense<9.900000e+01> : tensor<f64>} : () -> tensor<f64>
    %827 = "stablehlo.broadcast_in_dim"(%826) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %828 = "stablehlo.divide"(%821, %827) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %829 = "stablehlo.add"(%813, %828) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %830 = "stablehlo.constant"() {value = dense<1.000000e+02> : tensor<f64>} : () -> tensor<f64>
    %831 = "stablehlo.broadcast_in_dim"(%830) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %832 = "stablehlo.divide"(%825, %831) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %833 = "stablehlo.add"(%817, %832) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %834 = "stablehlo.multiply"(%828, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %835 = "stablehlo.constant"() {value = dense<1.010000e+02> : tensor<f64>} : () -> tensor<f64>
    %836 = "stablehlo.broadcast_in_dim"(%835) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %837 = "stablehlo.divide"(%834, %836) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %838 = "stablehlo.multiply"(%832, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %839 = "stablehlo.constant"() {value = dense<1.020000e+02> : tensor<f64>} : () -> tensor<f64>
    %840 = "stablehlo.broadcast_in_dim"(%839) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %841 = "stablehlo.divide"(%838, %840) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %842 = "stablehlo.constant"() {value = dense<1.020000e+02> : tensor<f64>} : () -> tensor<f64>
    %843 = "stablehlo.broadcast_in_dim"(%842) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %844 = "stablehlo.divide"(%837, %843) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %845 = "stablehlo.add"(%829, %844) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %846 = "stablehlo.constant"() {value = dense<1.030000e+02> : tensor<f64>} : () -> tensor<f64>
    %847 = "stablehlo.broadcast_in_dim"(%846) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %848 = "stablehlo.divide"(%841, %847) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %849 = "stablehlo.add"(%833, %848) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %850 = "stablehlo.multiply"(%844, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %851 = "stablehlo.constant"() {value = dense<1.040000e+02> : tensor<f64>} : () -> tensor<f64>
    %852 = "stablehlo.broadcast_in_dim"(%851) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %853 = "stablehlo.divide"(%850, %852) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %854 = "stablehlo.multiply"(%848, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %855 = "stablehlo.constant"() {value = dense<1.050000e+02> : tensor<f64>} : () -> tensor<f64>
    %856 = "stablehlo.broadcast_in_dim"(%855) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %857 = "stablehlo.divide"(%854, %856) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %858 = "stablehlo.constant"() {value = dense<1.050000e+02> : tensor<f64>} : () -> tensor<f64>
    %859 = "stablehlo.broadcast_in_dim"(%858) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %860 = "stablehlo.divide"(%853, %859) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %861 = "stablehlo.add"(%845, %860) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %862 = "stablehlo.constant"() {value = dense<1.060000e+02> : tensor<f64>} : () -> tensor<f64>
    %863 = "stablehlo.broadcast_in_dim"(%862) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %864 = "stablehlo.divide"(%857, %863) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %865 = "stablehlo.add"(%849, %864) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %866 = "stablehlo.multiply"(%860, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %867 = "stablehlo.constant"() {value = dense<1.070000e+02> : tensor<f64>} : () -> tensor<f64>
    %868 = "stablehlo.broadcast_in_dim"(%867) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %869 = "stablehlo.divide"(%866, %868) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %870 = "stablehlo.multiply"(%864, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %871 = "stablehlo.constant"() {value = dense<1.080000e+02> : tensor<f64>} : () -> tensor<f64>
    %872 = "stablehlo.broadcast_in_dim"(%871) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %873 = "stablehlo.divide"(%870, %872) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %874 = "stablehlo.constant"() {value = dense<1.080000e+02> : tensor<f64>} : () -> tensor<f64>
    %875 = "stablehlo.broadcast_in_dim"(%874) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %876 = "stablehlo.divide"(%869, %875) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %877 = "stablehlo.add"(%861, %876) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %878 = "stablehlo.constant"() {value = dense<1.090000e+02> : tensor<f64>} : () -> tensor<f64>
    %879 = "stablehlo.broadcast_in_dim"(%878) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %880 = "stablehlo.divide"(%873, %879) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %881 = "stablehlo.add"(%865, %880) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %882 = "stablehlo.multiply"(%876, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %883 = "stablehlo.constant"() {value = dense<1.100000e+02> : tensor<f64>} : () -> tensor<f64>
    %884 = "stablehlo.broadcast_in_dim"(%883) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %885 = "stablehlo.divide"(%882, %884) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %886 = "stablehlo.multiply"(%880, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %887 = "stablehlo.constant"() {value = dense<1.110000e+02> : tensor<f64>} : () -> tensor<f64>
    %888 = "stablehlo.broadcast_in_dim"(%887) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %889 = "stablehlo.divide"(%886, %888) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %890 = "stablehlo.constant"() {value = dense<1.110000e+02> : tensor<f64>} : () -> tensor<f64>
    %891 = "stablehlo.broadcast_in_dim"(%890) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %892 = "stablehlo.divide"(%885, %891) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %893 = "stablehlo.add"(%877, %892) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %894 = "stablehlo.constant"() {value = dense<1.120000e+02> : tensor<f64>} : () -> tensor<f64>
    %895 = "stablehlo.broadcast_in_dim"(%894) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %896 = "stablehlo.divide"(%889, %895) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %897 = "stablehlo.add"(%881, %896) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %898 = "stablehlo.multiply"(%892, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %899 = "stablehlo.constant"() {value = dense<1.130000e+02> : tensor<f64>} : () -> tensor<f64>
    %900 = "stablehlo.broadcast_in_dim"(%899) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %901 = "stablehlo.divide"(%898, %900) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %902 = "stablehlo.multiply"(%896, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %903 = "stablehlo.constant"() {value = dense<1.140000e+02> : tensor<f64>} : () -> tensor<f64>
    %904 = "stablehlo.broadcast_in_dim"(%903) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %905 = "stablehlo.divide"(%902, %904) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %906 = "stablehlo.constant"() {value = dense<1.140000e+02> : tensor<f64>} : () -> tensor<f64>
    %907 = "stablehlo.broadcast_in_dim"(%906) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %908 = "stablehlo.divide"(%901, %907) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %909 = "stablehlo.add"(%893, %908) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %910 = "stablehlo.constant"() {value = dense<1.150000e+02> : tensor<f64>} : () -> tensor<f64>
    %911 = "stablehlo.broadcast_in_dim"(%910) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %912 = "stablehlo.divide"(%905, %911) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %913 = "stablehlo.add"(%897, %912) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %914 = "stablehlo.multiply"(%908, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %915 = "stablehlo.constant"() {value = dense<1.160000e+02> : tensor<f64>} : () -> tensor<f64>
    %916 = "stablehlo.broadcast_in_dim"(%915) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %917 = "stablehlo.divide"(%914, %916) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %918 = "stablehlo.multiply"(%912, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %919 = "stablehlo.constant"() {value = dense<1.170000e+02> : tensor<f64>} : () -> tensor<f64>
    %920 = "stablehlo.broadcast_in_dim"(%919) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %921 = "stablehlo.divide"(%918, %920) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %922 = "stablehlo.constant"() {value = dense<1.170000e+02> : tensor<f64>} : () -> tensor<f64>
    %923 = "stablehlo.broadcast_in_dim"(%922) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %924 = "stablehlo.divide"(%917, %923) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %925 = "stablehlo.add"(%909, %924) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %926 = "stablehlo.constant"() {value = dense<1.180000e+02> : tensor<f64>} : () -> tensor<f64>
    %927 = "stablehlo.broadcast_in_dim"(%926) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %928 = "stablehlo.divide"(%921, %927) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %929 = "stablehlo.add"(%913, %928) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %930 = "stablehlo.multiply"(%924, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %931 = "stablehlo.constant"() {value = dense<1.190000e+02> : tensor<f64>} : () -> tensor<f64>
    %932 = "stablehlo.broadcast_in_dim"(%931) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %933 = "stablehlo.divide"(%930, %932) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %934 = "stablehlo.multiply"(%928, %301) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %935 = "stablehlo.constant"() {value = dense<1.200000e+02> : tensor<f64>} : () -> tensor<f64>
    %936 = "stablehlo.broadcast_in_dim"(%935) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %937 = "stablehlo.divide"(%934, %936) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %938 = "stablehlo.constant"() {value = dense<1.200000e+02> : tensor<f64>} : () -> tensor<f64>
    %939 = "stablehlo.broadcast_in_dim"(%938) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %940 = "stablehlo.divide"(%933, %939) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %941 = "stablehlo.add"(%925, %940) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %942 = "stablehlo.constant"() {value = dense<1.210000e+02> : tensor<f64>} : () -> tensor<f64>
    %943 = "stablehlo.broadcast_in_dim"(%942) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %944 = "stablehlo.divide"(%937, %943) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %945 = "stablehlo.add"(%929, %944) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %946 = "stablehlo.constant"() {value = dense<0.35502805388781722> : tensor<f64>} : () -> tensor<f64>
    %947 = "stablehlo.broadcast_in_dim"(%946) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %948 = "stablehlo.multiply"(%947, %941) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %949 = "stablehlo.constant"() {value = dense<0.25881940379280682> : tensor<f64>} : () -> tensor<f64>
    %950 = "stablehlo.broadcast_in_dim"(%949) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %951 = "stablehlo.multiply"(%950, %945) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %952 = "stablehlo.subtract"(%948, %951) : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %953 = "stablehlo.select"(%204, %295, %952) : (tensor<23xi1>, tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %954 = "stablehlo.select"(%3, %201, %953) : (tensor<23xi1>, tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %955 = "stablehlo.constant"() {value = dense<1.038920e+02> : tensor<f64>} : () -> tensor<f64>
    %956 = "stablehlo.broadcast_in_dim"(%955) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %957 = "stablehlo.compare"(%0, %956) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xi1>
    %958 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %959 = "stablehlo.broadcast_in_dim"(%958) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %960 = "stablehlo.select"(%957, %959, %954) : (tensor<23xi1>, tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %961 = "stablehlo.abs"(%0) : (tensor<23xf64>) -> tensor<23xf64>
    %962 = "stablehlo.constant"() {value = dense<0x7FF0000000000000> : tensor<f64>} : () -> tensor<f64>
    %963 = "stablehlo.broadcast_in_dim"(%962) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %964 = "stablehlo.compare"(%961, %963) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<23xf64>, tensor<23xf64>) -> tensor<23xi1>
    %965 = "stablehlo.constant"() {value = dense<0x7FF8000000000000> : tensor<f64>} : () -> tensor<f64>
    %966 = "stablehlo.broadcast_in_dim"(%965) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<23xf64>
    %967 = "stablehlo.select"(%964, %966, %960) : (tensor<23xi1>, tensor<23xf64>, tensor<23xf64>) -> tensor<23xf64>
    %968 = "stablehlo.convert"(%967) : (tensor<23xf64>) -> tensor<23xf32>
    return %968 : tensor<23xf32>
  }
}
