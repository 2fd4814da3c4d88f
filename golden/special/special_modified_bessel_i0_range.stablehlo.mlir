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
    %8 = "stablehlo.constant"() {value = dense<-4.4153416464793395E-18> : tensor<f64>} : () -> tensor<f64>
    %9 = "stablehlo.broadcast_in_dim"(%8) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %10 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %11 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %12 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %13 = "stablehlo.multiply"(%7, %9) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %14 = "stablehlo.subtract"(%13, %11) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %15 = "stablehlo.constant"() {value = dense<3.3307945188222384E-17> : tensor<f64>} : () -> tensor<f64>
    %16 = "stablehlo.broadcast_in_dim"(%15) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %17 = "stablehlo.add"(%14, %16) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %18 = "stablehlo.multiply"(%7, %17) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %19 = "stablehlo.subtract"(%18, %9) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %20 = "stablehlo.constant"() {value = dense<-2.4312798465479549E-16> : tensor<f64>} : () -> tensor<f64>
    %21 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %22 = "stablehlo.add"(%19, %21) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %23 = "stablehlo.multiply"(%7, %22) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %24 = "stablehlo.subtract"(%23, %17) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %25 = "stablehlo.constant"() {value = dense<1.7153912855551331E-15> : tensor<f64>} : () -> tensor<f64>
    %26 = "stablehlo.broadcast_in_dim"(%25) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %27 = "stablehlo.add"(%24, %26) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %28 = "stablehlo.multiply"(%7, %27) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %29 = "stablehlo.subtract"(%28, %22) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %30 = "stablehlo.constant"() {value = dense<-1.1685332877993451E-14> : tensor<f64>} : () -> tensor<f64>
    %31 = "stablehlo.broadcast_in_dim"(%30) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %32 = "stablehlo.add"(%29, %31) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %33 = "stablehlo.multiply"(%7, %32) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %34 = "stablehlo.subtract"(%33, %27) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %35 = "stablehlo.constant"() {value = dense<7.6761854986049361E-14> : tensor<f64>} : () -> tensor<f64>
    %36 = "stablehlo.broadcast_in_dim"(%35) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %37 = "stablehlo.add"(%34, %36) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %38 = "stablehlo.multiply"(%7, %37) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %39 = "stablehlo.subtract"(%38, %32) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %40 = "stablehlo.constant"() {value = dense<-4.856446783111929E-13> : tensor<f64>} : () -> tensor<f64>
    %41 = "stablehlo.broadcast_in_dim"(%40) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %42 = "stablehlo.add"(%39, %41) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %43 = "stablehlo.multiply"(%7, %42) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %44 = "stablehlo.subtract"(%43, %37) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %45 = "stablehlo.constant"() {value = dense<2.9550526631296399E-12> : tensor<f64>} : () -> tensor<f64>
    %46 = "stablehlo.broadcast_in_dim"(%45) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %47 = "stablehlo.add"(%44, %46) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %48 = "stablehlo.multiply"(%7, %47) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %49 = "stablehlo.subtract"(%48, %42) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %50 = "stablehlo.constant"() {value = dense<-1.7268262914415559E-11> : tensor<f64>} : () -> tensor<f64>
    %51 = "stablehlo.broadcast_in_dim"(%50) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %52 = "stablehlo.add"(%49, %51) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %53 = "stablehlo.multiply"(%7, %52) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %54 = "stablehlo.subtract"(%53, %47) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %55 = "stablehlo.constant"() {value = dense<9.6758090353732369E-11> : tensor<f64>} : () -> tensor<f64>
    %56 = "stablehlo.broadcast_in_dim"(%55) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %57 = "stablehlo.add"(%54, %56) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %58 = "stablehlo.multiply"(%7, %57) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %59 = "stablehlo.subtract"(%58, %52) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %60 = "stablehlo.constant"() {value = dense<-5.1897956016352627E-10> : tensor<f64>} : () -> tensor<f64>
    %61 = "stablehlo.broadcast_in_dim"(%60) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %62 = "stablehlo.add"(%59, %61) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %63 = "stablehlo.multiply"(%7, %62) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %64 = "stablehlo.subtract"(%63, %57) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %65 = "stablehlo.constant"() {value = dense<2.6598237246823866E-9> : tensor<f64>} : () -> tensor<f64>
    %66 = "stablehlo.broadcast_in_dim"(%65) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %67 = "stablehlo.add"(%64, %66) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %68 = "stablehlo.multiply"(%7, %67) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %69 = "stablehlo.subtract"(%68, %62) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %70 = "stablehlo.constant"() {value = dense<-1.300025009986248E-8> : tensor<f64>} : () -> tensor<f64>
    %71 = "stablehlo.broadcast_in_dim"(%70) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %72 = "stablehlo.add"(%69, %71) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %73 = "stablehlo.multiply"(%7, %72) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %74 = "stablehlo.subtract"(%73, %67) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %75 = "stablehlo.constant"() {value = dense<6.0469950225419186E-8> : tensor<f64>} : () -> tensor<f64>
    %76 = "stablehlo.broadcast_in_dim"(%75) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %77 = "stablehlo.add"(%74, %76) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %78 = "stablehlo.multiply"(%7, %77) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %79 = "stablehlo.subtract"(%78, %72) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %80 = "stablehlo.constant"() {value = dense<-2.6707938539406119E-7> : tensor<f64>} : () -> tensor<f64>
    %81 = "stablehlo.broadcast_in_dim"(%80) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %82 = "stablehlo.add"(%79, %81) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %83 = "stablehlo.multiply"(%7, %82) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %84 = "stablehlo.subtract"(%83, %77) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %85 = "stablehlo.constant"() {value = dense<1.1173875391201037E-6> : tensor<f64>} : () -> tensor<f64>
    %86 = "stablehlo.broadcast_in_dim"(%85) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %87 = "stablehlo.add"(%84, %86) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %88 = "stablehlo.multiply"(%7, %87) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %89 = "stablehlo.subtract"(%88, %82) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %90 = "stablehlo.constant"() {value = dense<-4.4167383584587505E-6> : tensor<f64>} : () -> tensor<f64>
    %91 = "stablehlo.broadcast_in_dim"(%90) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %92 = "stablehlo.add"(%89, %91) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %93 = "stablehlo.multiply"(%7, %92) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %94 = "stablehlo.subtract"(%93, %87) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %95 = "stablehlo.constant"() {value = dense<1.6448448070728896E-5> : tensor<f64>} : () -> tensor<f64>
    %96 = "stablehlo.broadcast_in_dim"(%95) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %97 = "stablehlo.add"(%94, %96) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %98 = "stablehlo.multiply"(%7, %97) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %99 = "stablehlo.subtract"(%98, %92) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %100 = "stablehlo.constant"() {value = dense<-5.754195010082104E-5> : tensor<f64>} : () -> tensor<f64>
    %101 = "stablehlo.broadcast_in_dim"(%100) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %102 = "stablehlo.add"(%99, %101) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %103 = "stablehlo.multiply"(%7, %102) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %104 = "stablehlo.subtract"(%103, %97) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %105 = "stablehlo.constant"() {value = dense<1.8850288509584165E-4> : tensor<f64>} : () -> tensor<f64>
    %106 = "stablehlo.broadcast_in_dim"(%105) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %107 = "stablehlo.add"(%104, %106) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %108 = "stablehlo.multiply"(%7, %107) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %109 = "stablehlo.subtract"(%108, %102) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %110 = "stablehlo.constant"() {value = dense<-5.7637557453858236E-4> : tensor<f64>} : () -> tensor<f64>
    %111 = "stablehlo.broadcast_in_dim"(%110) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %112 = "stablehlo.add"(%109, %111) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %113 = "stablehlo.multiply"(%7, %112) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %114 = "stablehlo.subtract"(%113, %107) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %115 = "stablehlo.constant"() {value = dense<0.0016394756169413357> : tensor<f64>} : () -> tensor<f64>
    %116 = "stablehlo.broadcast_in_dim"(%115) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %117 = "stablehlo.add"(%114, %116) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %118 = "stablehlo.multiply"(%7, %117) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %119 = "stablehlo.subtract"(%118, %112) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %120 = "stablehlo.constant"() {value = dense<-0.0043243099950505759> : tensor<f64>} : () -> tensor<f64>
    %121 = "stablehlo.broadcast_in_dim"(%120) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %122 = "stablehlo.add"(%119, %121) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %123 = "stablehlo.multiply"(%7, %122) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %124 = "stablehlo.subtract"(%123, %117) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %125 = "stablehlo.constant"() {value = dense<0.010546460394594998> : tensor<f64>} : () -> tensor<f64>
    %126 = "stablehlo.broadcast_in_dim"(%125) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %127 = "stablehlo.add"(%124, %126) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %128 = "stablehlo.multiply"(%7, %127) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %129 = "stablehlo.subtract"(%128, %122) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %130 = "stablehlo.constant"() {value = dense<-0.023737414805899471> : tensor<f64>} : () -> tensor<f64>
    %131 = "stablehlo.broadcast_in_dim"(%130) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %132 = "stablehlo.add"(%129, %131) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %133 = "stablehlo.multiply"(%7, %132) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %134 = "stablehlo.subtract"(%133, %127) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %135 = "stablehlo.constant"() {value = dense<0.049305284239670712> : tensor<f64>} : () -> tensor<f64>
    %136 = "stablehlo.broadcast_in_dim"(%135) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %137 = "stablehlo.add"(%134, %136) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %138 = "stablehlo.multiply"(%7, %137) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %139 = "stablehlo.subtract"(%138, %132) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %140 = "stablehlo.constant"() {value = dense<-0.094901097048047639> : tensor<f64>} : () -> tensor<f64>
    %141 = "stablehlo.broadcast_in_dim"(%140) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %142 = "stablehlo.add"(%139, %141) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %143 = "stablehlo.multiply"(%7, %142) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %144 = "stablehlo.subtract"(%143, %137) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %145 = "stablehlo.constant"() {value = dense<0.17162090152220877> : tensor<f64>} : () -> tensor<f64>
    %146 = "stablehlo.broadcast_in_dim"(%145) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %147 = "stablehlo.add"(%144, %146) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %148 = "stablehlo.multiply"(%7, %147) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %149 = "stablehlo.subtract"(%148, %142) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %150 = "stablehlo.constant"() {value = dense<-0.3046826723431984> : tensor<f64>} : () -> tensor<f64>
    %151 = "stablehlo.broadcast_in_dim"(%150) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %152 = "stablehlo.add"(%149, %151) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %153 = "stablehlo.multiply"(%7, %152) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %154 = "stablehlo.subtract"(%153, %147) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %155 = "stablehlo.constant"() {value = dense<0.67679527440947607> : tensor<f64>} : () -> tensor<f64>
    %156 = "stablehlo.broadcast_in_dim"(%155) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %157 = "stablehlo.add"(%154, %156) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %158 = "stablehlo.subtract"(%157, %147) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %159 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f64>} : () -> tensor<f64>
    %160 = "stablehlo.broadcast_in_dim"(%159) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %161 = "stablehlo.multiply"(%158, %160) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %162 = "stablehlo.constant"() {value = dense<3.200000e+01> : tensor<f64>} : () -> tensor<f64>
    %163 = "stablehlo.broadcast_in_dim"(%162) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %164 = "stablehlo.divide"(%163, %1) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %165 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %166 = "stablehlo.broadcast_in_dim"(%165) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %167 = "stablehlo.subtract"(%164, %166) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %168 = "stablehlo.constant"() {value = dense<-7.2331804878747538E-18> : tensor<f64>} : () -> tensor<f64>
    %169 = "stablehlo.broadcast_in_dim"(%168) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %170 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %171 = "stablehlo.broadcast_in_dim"(%170) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %172 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %173 = "stablehlo.multiply"(%167, %169) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %174 = "stablehlo.subtract"(%173, %171) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %175 = "stablehlo.constant"() {value = dense<-4.8305044859441819E-18> : tensor<f64>} : () -> tensor<f64>
    %176 = "stablehlo.broadcast_in_dim"(%175) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %177 = "stablehlo.add"(%174, %176) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %178 = "stablehlo.multiply"(%167, %177) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %179 = "stablehlo.subtract"(%178, %169) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %180 = "stablehlo.constant"() {value = dense<4.4656214202967598E-17> : tensor<f64>} : () -> tensor<f64>
    %181 = "stablehlo.broadcast_in_dim"(%180) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %182 = "stablehlo.add"(%179, %181) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %183 = "stablehlo.multiply"(%167, %182) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %184 = "stablehlo.subtract"(%183, %177) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %185 = "stablehlo.constant"() {value = dense<3.4612228676974612E-17> : tensor<f64>} : () -> tensor<f64>
    %186 = "stablehlo.broadcast_in_dim"(%185) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %187 = "stablehlo.add"(%184, %186) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %188 = "stablehlo.multiply"(%167, %187) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %189 = "stablehlo.subtract"(%188, %182) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %190 = "stablehlo.constant"() {value = dense<-2.8276239805165836E-16> : tensor<f64>} : () -> tensor<f64>
    %191 = "stablehlo.broadcast_in_dim"(%190) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %192 = "stablehlo.add"(%189, %191) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %193 = "stablehlo.multiply"(%167, %192) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %194 = "stablehlo.subtract"(%193, %187) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %195 = "stablehlo.constant"() {value = dense<-3.425485619677219E-16> : tensor<f64>} : () -> tensor<f64>
    %196 = "stablehlo.broadcast_in_dim"(%195) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %197 = "stablehlo.add"(%194, %196) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %198 = "stablehlo.multiply"(%167, %197) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %199 = "stablehlo.subtract"(%198, %192) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %200 = "stablehlo.constant"() {value = dense<1.7725601330565263E-15> : tensor<f64>} : () -> tensor<f64>
    %201 = "stablehlo.broadcast_in_dim"(%200) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %202 = "stablehlo.add"(%199, %201) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %203 = "stablehlo.multiply"(%167, %202) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %204 = "stablehlo.subtract"(%203, %197) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %205 = "stablehlo.constant"() {value = dense<3.8116806693526224E-15> : tensor<f64>} : () -> tensor<f64>
    %206 = "stablehlo.broadcast_in_dim"(%205) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %207 = "stablehlo.add"(%204, %206) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %208 = "stablehlo.multiply"(%167, %207) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %209 = "stablehlo.subtract"(%208, %202) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %210 = "stablehlo.constant"() {value = dense<-9.5548466988283073E-15> : tensor<f64>} : () -> tensor<f64>
    %211 = "stablehlo.broadcast_in_dim"(%210) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %212 = "stablehlo.add"(%209, %211) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %213 = "stablehlo.multiply"(%167, %212) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %214 = "stablehlo.subtract"(%213, %207) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %215 = "stablehlo.constant"() {value = dense<-4.1505693472872222E-14> : tensor<f64>} : () -> tensor<f64>
    %216 = "stablehlo.broadcast_in_dim"(%215) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %217 = "stablehlo.add"(%214, %216) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %218 = "stablehlo.multiply"(%167, %217) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %219 = "stablehlo.subtract"(%218, %212) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %220 = "stablehlo.constant"() {value = dense<1.54008621752141E-14> : tensor<f64>} : () -> tensor<f64>
    %221 = "stablehlo.broadcast_in_dim"(%220) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %222 = "stablehlo.add"(%219, %221) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %223 = "stablehlo.multiply"(%167, %222) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %224 = "stablehlo.subtract"(%223, %217) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %225 = "stablehlo.constant"() {value = dense<3.8527783827421426E-13> : tensor<f64>} : () -> tensor<f64>
    %226 = "stablehlo.broadcast_in_dim"(%225) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %227 = "stablehlo.add"(%224, %226) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %228 = "stablehlo.multiply"(%167, %227) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %229 = "stablehlo.subtract"(%228, %222) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %230 = "stablehlo.constant"() {value = dense<7.180124451383666E-13> : tensor<f64>} : () -> tensor<f64>
    %231 = "stablehlo.broadcast_in_dim"(%230) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %232 = "stablehlo.add"(%229, %231) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %233 = "stablehlo.multiply"(%167, %232) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %234 = "stablehlo.subtract"(%233, %227) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %235 = "stablehlo.constant"() {value = dense<-1.7941785315068062E-12> : tensor<f64>} : () -> tensor<f64>
    %236 = "stablehlo.broadcast_in_dim"(%235) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %237 = "stablehlo.add"(%234, %236) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %238 = "stablehlo.multiply"(%167, %237) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %239 = "stablehlo.subtract"(%238, %232) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %240 = "stablehlo.constant"() {value = dense<-1.3215811840447713E-11> : tensor<f64>} : () -> tensor<f64>
    %241 = "stablehlo.broadcast_in_dim"(%240) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %242 = "stablehlo.add"(%239, %241) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %243 = "stablehlo.multiply"(%167, %242) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %244 = "stablehlo.subtract"(%243, %237) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %245 = "stablehlo.constant"() {value = dense<-3.1499165279632416E-11> : tensor<f64>} : () -> tensor<f64>
    %246 = "stablehlo.broadcast_in_dim"(%245) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %247 = "stablehlo.add"(%244, %246) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %248 = "stablehlo.multiply"(%167, %247) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %249 = "stablehlo.subtract"(%248, %242) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %250 = "stablehlo.constant"() {value = dense<1.1889147107846439E-11> : tensor<f64>} : () -> tensor<f64>
    %251 = "stablehlo.broadcast_in_dim"(%250) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %252 = "stablehlo.add"(%249, %251) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %253 = "stablehlo.multiply"(%167, %252) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %254 = "stablehlo.subtract"(%253, %247) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %255 = "stablehlo.constant"() {value = dense<4.9406023882249701E-10> : tensor<f64>} : () -> tensor<f64>
    %256 = "stablehlo.broadcast_in_dim"(%255) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %257 = "stablehlo.add"(%254, %256) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %258 = "stablehlo.multiply"(%167, %257) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %259 = "stablehlo.subtract"(%258, %252) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %260 = "stablehlo.constant"() {value = dense<3.3962320257083865E-9> : tensor<f64>} : () -> tensor<f64>
    %261 = "stablehlo.broadcast_in_dim"(%260) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %262 = "stablehlo.add"(%259, %261) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %263 = "stablehlo.multiply"(%167, %262) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %264 = "stablehlo.subtract"(%263, %257) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %265 = "stablehlo.constant"() {value = dense<2.266668990498178E-8> : tensor<f64>} : () -> tensor<f64>
    %266 = "stablehlo.broadcast_in_dim"(%265) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %267 = "stablehlo.add"(%264, %266) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %268 = "stablehlo.multiply"(%167, %267) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %269 = "stablehlo.subtract"(%268, %262) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %270 = "stablehlo.constant"() {value = dense<2.0489185894690638E-7> : tensor<f64>} : () -> tensor<f64>
    %271 = "stablehlo.broadcast_in_dim"(%270) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %272 = "stablehlo.add"(%269, %271) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %273 = "stablehlo.multiply"(%167, %272) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %274 = "stablehlo.subtract"(%273, %267) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %275 = "stablehlo.constant"() {value = dense<2.8913705208347567E-6> : tensor<f64>} : () -> tensor<f64>
    %276 = "stablehlo.broadcast_in_dim"(%275) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %277 = "stablehlo.add"(%274, %276) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %278 = "stablehlo.multiply"(%167, %277) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %279 = "stablehlo.subtract"(%278, %272) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %280 = "stablehlo.constant"() {value = dense<6.8897583469168245E-5> : tensor<f64>} : () -> tensor<f64>
    %281 = "stablehlo.broadcast_in_dim"(%280) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %282 = "stablehlo.add"(%279, %281) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %283 = "stablehlo.multiply"(%167, %282) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %284 = "stablehlo.subtract"(%283, %277) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %285 = "stablehlo.constant"() {value = dense<0.0033691164782556943> : tensor<f64>} : () -> tensor<f64>
    %286 = "stablehlo.broadcast_in_dim"(%285) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %287 = "stablehlo.add"(%284, %286) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %288 = "stablehlo.multiply"(%167, %287) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %289 = "stablehlo.subtract"(%288, %282) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %290 = "stablehlo.constant"() {value = dense<0.80449041101410879> : tensor<f64>} : () -> tensor<f64>
    %291 = "stablehlo.broadcast_in_dim"(%290) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %292 = "stablehlo.add"(%289, %291) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %293 = "stablehlo.subtract"(%292, %282) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %294 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f64>} : () -> tensor<f64>
    %295 = "stablehlo.broadcast_in_dim"(%294) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %296 = "stablehlo.multiply"(%293, %295) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %297 = "stablehlo.sqrt"(%1) : (tensor<10xf64>) -> tensor<10xf64>
    %298 = "stablehlo.divide"(%296, %297) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %299 = "stablehlo.exponential"(%1) : (tensor<10xf64>) -> tensor<10xf64>
    %300 = "stablehlo.multiply"(%161, %299) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %301 = "stablehlo.multiply"(%298, %299) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %302 = "stablehlo.constant"() {value = dense<8.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %303 = "stablehlo.broadcast_in_dim"(%302) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<10xf64>
    %304 = "stablehlo.compare"(%1, %303) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xi1>
    %305 = "stablehlo.select"(%304, %300, %301) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %306 = "stablehlo.convert"(%305) : (tensor<10xf64>) -> tensor<10xf32>
    return %306 : tensor<10xf32>
  }
}
