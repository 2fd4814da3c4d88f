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
    %8 = "stablehlo.constant"() {value = dense<-4.4153416464793395E-18> : tensor<f64>} : () -> tensor<f64>
    %9 = "stablehlo.broadcast_in_dim"(%8) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %10 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %11 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %12 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %13 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %14 = "stablehlo.multiply"(%7, %9) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %15 = "stablehlo.subtract"(%14, %11) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %16 = "stablehlo.constant"() {value = dense<3.3307945188222384E-17> : tensor<f64>} : () -> tensor<f64>
    %17 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %18 = "stablehlo.add"(%15, %17) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %19 = "stablehlo.multiply"(%7, %18) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %20 = "stablehlo.subtract"(%19, %9) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %21 = "stablehlo.constant"() {value = dense<-2.4312798465479549E-16> : tensor<f64>} : () -> tensor<f64>
    %22 = "stablehlo.broadcast_in_dim"(%21) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %23 = "stablehlo.add"(%20, %22) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %24 = "stablehlo.multiply"(%7, %23) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %25 = "stablehlo.subtract"(%24, %18) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %26 = "stablehlo.constant"() {value = dense<1.7153912855551331E-15> : tensor<f64>} : () -> tensor<f64>
    %27 = "stablehlo.broadcast_in_dim"(%26) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %28 = "stablehlo.add"(%25, %27) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %29 = "stablehlo.multiply"(%7, %28) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %30 = "stablehlo.subtract"(%29, %23) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %31 = "stablehlo.constant"() {value = dense<-1.1685332877993451E-14> : tensor<f64>} : () -> tensor<f64>
    %32 = "stablehlo.broadcast_in_dim"(%31) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %33 = "stablehlo.add"(%30, %32) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %34 = "stablehlo.multiply"(%7, %33) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %35 = "stablehlo.subtract"(%34, %28) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %36 = "stablehlo.constant"() {value = dense<7.6761854986049361E-14> : tensor<f64>} : () -> tensor<f64>
    %37 = "stablehlo.broadcast_in_dim"(%36) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %38 = "stablehlo.add"(%35, %37) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %39 = "stablehlo.multiply"(%7, %38) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %40 = "stablehlo.subtract"(%39, %33) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %41 = "stablehlo.constant"() {value = dense<-4.856446783111929E-13> : tensor<f64>} : () -> tensor<f64>
    %42 = "stablehlo.broadcast_in_dim"(%41) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %43 = "stablehlo.add"(%40, %42) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %44 = "stablehlo.multiply"(%7, %43) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %45 = "stablehlo.subtract"(%44, %38) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %46 = "stablehlo.constant"() {value = dense<2.9550526631296399E-12> : tensor<f64>} : () -> tensor<f64>
    %47 = "stablehlo.broadcast_in_dim"(%46) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %48 = "stablehlo.add"(%45, %47) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %49 = "stablehlo.multiply"(%7, %48) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %50 = "stablehlo.subtract"(%49, %43) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %51 = "stablehlo.constant"() {value = dense<-1.7268262914415559E-11> : tensor<f64>} : () -> tensor<f64>
    %52 = "stablehlo.broadcast_in_dim"(%51) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %53 = "stablehlo.add"(%50, %52) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %54 = "stablehlo.multiply"(%7, %53) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %55 = "stablehlo.subtract"(%54, %48) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %56 = "stablehlo.constant"() {value = dense<9.6758090353732369E-11> : tensor<f64>} : () -> tensor<f64>
    %57 = "stablehlo.broadcast_in_dim"(%56) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %58 = "stablehlo.add"(%55, %57) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %59 = "stablehlo.multiply"(%7, %58) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %60 = "stablehlo.subtract"(%59, %53) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %61 = "stablehlo.constant"() {value = dense<-5.1897956016352627E-10> : tensor<f64>} : () -> tensor<f64>
    %62 = "stablehlo.broadcast_in_dim"(%61) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %63 = "stablehlo.add"(%60, %62) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %64 = "stablehlo.multiply"(%7, %63) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %65 = "stablehlo.subtract"(%64, %58) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %66 = "stablehlo.constant"() {value = dense<2.6598237246823866E-9> : tensor<f64>} : () -> tensor<f64>
    %67 = "stablehlo.broadcast_in_dim"(%66) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %68 = "stablehlo.add"(%65, %67) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %69 = "stablehlo.multiply"(%7, %68) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %70 = "stablehlo.subtract"(%69, %63) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %71 = "stablehlo.constant"() {value = dense<-1.300025009986248E-8> : tensor<f64>} : () -> tensor<f64>
    %72 = "stablehlo.broadcast_in_dim"(%71) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %73 = "stablehlo.add"(%70, %72) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %74 = "stablehlo.multiply"(%7, %73) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %75 = "stablehlo.subtract"(%74, %68) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %76 = "stablehlo.constant"() {value = dense<6.0469950225419186E-8> : tensor<f64>} : () -> tensor<f64>
    %77 = "stablehlo.broadcast_in_dim"(%76) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %78 = "stablehlo.add"(%75, %77) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %79 = "stablehlo.multiply"(%7, %78) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %80 = "stablehlo.subtract"(%79, %73) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %81 = "stablehlo.constant"() {value = dense<-2.6707938539406119E-7> : tensor<f64>} : () -> tensor<f64>
    %82 = "stablehlo.broadcast_in_dim"(%81) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %83 = "stablehlo.add"(%80, %82) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %84 = "stablehlo.multiply"(%7, %83) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %85 = "stablehlo.subtract"(%84, %78) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %86 = "stablehlo.constant"() {value = dense<1.1173875391201037E-6> : tensor<f64>} : () -> tensor<f64>
    %87 = "stablehlo.broadcast_in_dim"(%86) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %88 = "stablehlo.add"(%85, %87) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %89 = "stablehlo.multiply"(%7, %88) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %90 = "stablehlo.subtract"(%89, %83) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %91 = "stablehlo.constant"() {value = dense<-4.4167383584587505E-6> : tensor<f64>} : () -> tensor<f64>
    %92 = "stablehlo.broadcast_in_dim"(%91) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %93 = "stablehlo.add"(%90, %92) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %94 = "stablehlo.multiply"(%7, %93) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %95 = "stablehlo.subtract"(%94, %88) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %96 = "stablehlo.constant"() {value = dense<1.6448448070728896E-5> : tensor<f64>} : () -> tensor<f64>
    %97 = "stablehlo.broadcast_in_dim"(%96) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %98 = "stablehlo.add"(%95, %97) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %99 = "stablehlo.multiply"(%7, %98) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %100 = "stablehlo.subtract"(%99, %93) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %101 = "stablehlo.constant"() {value = dense<-5.754195010082104E-5> : tensor<f64>} : () -> tensor<f64>
    %102 = "stablehlo.broadcast_in_dim"(%101) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %103 = "stablehlo.add"(%100, %102) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %104 = "stablehlo.multiply"(%7, %103) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %105 = "stablehlo.subtract"(%104, %98) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %106 = "stablehlo.constant"() {value = dense<1.8850288509584165E-4> : tensor<f64>} : () -> tensor<f64>
    %107 = "stablehlo.broadcast_in_dim"(%106) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %108 = "stablehlo.add"(%105, %107) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %109 = "stablehlo.multiply"(%7, %108) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %110 = "stablehlo.subtract"(%109, %103) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %111 = "stablehlo.constant"() {value = dense<-5.7637557453858236E-4> : tensor<f64>} : () -> tensor<f64>
    %112 = "stablehlo.broadcast_in_dim"(%111) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %113 = "stablehlo.add"(%110, %112) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %114 = "stablehlo.multiply"(%7, %113) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %115 = "stablehlo.subtract"(%114, %108) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %116 = "stablehlo.constant"() {value = dense<0.0016394756169413357> : tensor<f64>} : () -> tensor<f64>
    %117 = "stablehlo.broadcast_in_dim"(%116) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %118 = "stablehlo.add"(%115, %117) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %119 = "stablehlo.multiply"(%7, %118) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %120 = "stablehlo.subtract"(%119, %113) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %121 = "stablehlo.constant"() {value = dense<-0.0043243099950505759> : tensor<f64>} : () -> tensor<f64>
    %122 = "stablehlo.broadcast_in_dim"(%121) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %123 = "stablehlo.add"(%120, %122) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %124 = "stablehlo.multiply"(%7, %123) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %125 = "stablehlo.subtract"(%124, %118) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %126 = "stablehlo.constant"() {value = dense<0.010546460394594998> : tensor<f64>} : () -> tensor<f64>
    %127 = "stablehlo.broadcast_in_dim"(%126) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %128 = "stablehlo.add"(%125, %127) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %129 = "stablehlo.multiply"(%7, %128) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %130 = "stablehlo.subtract"(%129, %123) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %131 = "stablehlo.constant"() {value = dense<-0.023737414805899471> : tensor<f64>} : () -> tensor<f64>
    %132 = "stablehlo.broadcast_in_dim"(%131) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %133 = "stablehlo.add"(%130, %132) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %134 = "stablehlo.multiply"(%7, %133) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %135 = "stablehlo.subtract"(%134, %128) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %136 = "stablehlo.constant"() {value = dense<0.049305284239670712> : tensor<f64>} : () -> tensor<f64>
    %137 = "stablehlo.broadcast_in_dim"(%136) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %138 = "stablehlo.add"(%135, %137) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %139 = "stablehlo.multiply"(%7, %138) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %140 = "stablehlo.subtract"(%139, %133) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %141 = "stablehlo.constant"() {value = dense<-0.094901097048047639> : tensor<f64>} : () -> tensor<f64>
    %142 = "stablehlo.broadcast_in_dim"(%141) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %143 = "stablehlo.add"(%140, %142) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %144 = "stablehlo.multiply"(%7, %143) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %145 = "stablehlo.subtract"(%144, %138) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %146 = "stablehlo.constant"() {value = dense<0.17162090152220877> : tensor<f64>} : () -> tensor<f64>
    %147 = "stablehlo.broadcast_in_dim"(%146) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %148 = "stablehlo.add"(%145, %147) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %149 = "stablehlo.multiply"(%7, %148) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %150 = "stablehlo.subtract"(%149, %143) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %151 = "stablehlo.constant"() {value = dense<-0.3046826723431984> : tensor<f64>} : () -> tensor<f64>
    %152 = "stablehlo.broadcast_in_dim"(%151) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %153 = "stablehlo.add"(%150, %152) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %154 = "stablehlo.multiply"(%7, %153) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %155 = "stablehlo.subtract"(%154, %148) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %156 = "stablehlo.constant"() {value = dense<0.67679527440947607> : tensor<f64>} : () -> tensor<f64>
    %157 = "stablehlo.broadcast_in_dim"(%156) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %158 = "stablehlo.add"(%155, %157) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %159 = "stablehlo.subtract"(%158, %148) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %160 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f64>} : () -> tensor<f64>
    %161 = "stablehlo.broadcast_in_dim"(%160) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %162 = "stablehlo.multiply"(%159, %161) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %163 = "stablehlo.constant"() {value = dense<3.200000e+01> : tensor<f64>} : () -> tensor<f64>
    %164 = "stablehlo.broadcast_in_dim"(%163) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %165 = "stablehlo.divide"(%164, %1) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %166 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %167 = "stablehlo.broadcast_in_dim"(%166) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %168 = "stablehlo.subtract"(%165, %167) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %169 = "stablehlo.constant"() {value = dense<-7.2331804878747538E-18> : tensor<f64>} : () -> tensor<f64>
    %170 = "stablehlo.broadcast_in_dim"(%169) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %171 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %172 = "stablehlo.broadcast_in_dim"(%171) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %173 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %174 = "stablehlo.broadcast_in_dim"(%173) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %175 = "stablehlo.multiply"(%168, %170) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %176 = "stablehlo.subtract"(%175, %172) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %177 = "stablehlo.constant"() {value = dense<-4.8305044859441819E-18> : tensor<f64>} : () -> tensor<f64>
    %178 = "stablehlo.broadcast_in_dim"(%177) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %179 = "stablehlo.add"(%176, %178) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %180 = "stablehlo.multiply"(%168, %179) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %181 = "stablehlo.subtract"(%180, %170) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %182 = "stablehlo.constant"() {value = dense<4.4656214202967598E-17> : tensor<f64>} : () -> tensor<f64>
    %183 = "stablehlo.broadcast_in_dim"(%182) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %184 = "stablehlo.add"(%181, %183) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %185 = "stablehlo.multiply"(%168, %184) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %186 = "stablehlo.subtract"(%185, %179) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %187 = "stablehlo.constant"() {value = dense<3.4612228676974612E-17> : tensor<f64>} : () -> tensor<f64>
    %188 = "stablehlo.broadcast_in_dim"(%187) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %189 = "stablehlo.add"(%186, %188) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %190 = "stablehlo.multiply"(%168, %189) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %191 = "stablehlo.subtract"(%190, %184) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %192 = "stablehlo.constant"() {value = dense<-2.8276239805165836E-16> : tensor<f64>} : () -> tensor<f64>
    %193 = "stablehlo.broadcast_in_dim"(%192) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %194 = "stablehlo.add"(%191, %193) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %195 = "stablehlo.multiply"(%168, %194) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %196 = "stablehlo.subtract"(%195, %189) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %197 = "stablehlo.constant"() {value = dense<-3.425485619677219E-16> : tensor<f64>} : () -> tensor<f64>
    %198 = "stablehlo.broadcast_in_dim"(%197) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %199 = "stablehlo.add"(%196, %198) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %200 = "stablehlo.multiply"(%168, %199) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %201 = "stablehlo.subtract"(%200, %194) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %202 = "stablehlo.constant"() {value = dense<1.7725601330565263E-15> : tensor<f64>} : () -> tensor<f64>
    %203 = "stablehlo.broadcast_in_dim"(%202) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %204 = "stablehlo.add"(%201, %203) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %205 = "stablehlo.multiply"(%168, %204) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %206 = "stablehlo.subtract"(%205, %199) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %207 = "stablehlo.constant"() {value = dense<3.8116806693526224E-15> : tensor<f64>} : () -> tensor<f64>
    %208 = "stablehlo.broadcast_in_dim"(%207) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %209 = "stablehlo.add"(%206, %208) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %210 = "stablehlo.multiply"(%168, %209) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %211 = "stablehlo.subtract"(%210, %204) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %212 = "stablehlo.constant"() {value = dense<-9.5548466988283073E-15> : tensor<f64>} : () -> tensor<f64>
    %213 = "stablehlo.broadcast_in_dim"(%212) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %214 = "stablehlo.add"(%211, %213) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %215 = "stablehlo.multiply"(%168, %214) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %216 = "stablehlo.subtract"(%215, %209) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %217 = "stablehlo.constant"() {value = dense<-4.1505693472872222E-14> : tensor<f64>} : () -> tensor<f64>
    %218 = "stablehlo.broadcast_in_dim"(%217) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %219 = "stablehlo.add"(%216, %218) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %220 = "stablehlo.multiply"(%168, %219) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %221 = "stablehlo.subtract"(%220, %214) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %222 = "stablehlo.constant"() {value = dense<1.54008621752141E-14> : tensor<f64>} : () -> tensor<f64>
    %223 = "stablehlo.broadcast_in_dim"(%222) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %224 = "stablehlo.add"(%221, %223) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %225 = "stablehlo.multiply"(%168, %224) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %226 = "stablehlo.subtract"(%225, %219) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %227 = "stablehlo.constant"() {value = dense<3.8527783827421426E-13> : tensor<f64>} : () -> tensor<f64>
    %228 = "stablehlo.broadcast_in_dim"(%227) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %229 = "stablehlo.add"(%226, %228) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %230 = "stablehlo.multiply"(%168, %229) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %231 = "stablehlo.subtract"(%230, %224) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %232 = "stablehlo.constant"() {value = dense<7.180124451383666E-13> : tensor<f64>} : () -> tensor<f64>
    %233 = "stablehlo.broadcast_in_dim"(%232) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %234 = "stablehlo.add"(%231, %233) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %235 = "stablehlo.multiply"(%168, %234) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %236 = "stablehlo.subtract"(%235, %229) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %237 = "stablehlo.constant"() {value = dense<-1.7941785315068062E-12> : tensor<f64>} : () -> tensor<f64>
    %238 = "stablehlo.broadcast_in_dim"(%237) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %239 = "stablehlo.add"(%236, %238) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %240 = "stablehlo.multiply"(%168, %239) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %241 = "stablehlo.subtract"(%240, %234) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %242 = "stablehlo.constant"() {value = dense<-1.3215811840447713E-11> : tensor<f64>} : () -> tensor<f64>
    %243 = "stablehlo.broadcast_in_dim"(%242) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %244 = "stablehlo.add"(%241, %243) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %245 = "stablehlo.multiply"(%168, %244) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %246 = "stablehlo.subtract"(%245, %239) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %247 = "stablehlo.constant"() {value = dense<-3.1499165279632416E-11> : tensor<f64>} : () -> tensor<f64>
    %248 = "stablehlo.broadcast_in_dim"(%247) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %249 = "stablehlo.add"(%246, %248) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %250 = "stablehlo.multiply"(%168, %249) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %251 = "stablehlo.subtract"(%250, %244) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %252 = "stablehlo.constant"() {value = dense<1.1889147107846439E-11> : tensor<f64>} : () -> tensor<f64>
    %253 = "stablehlo.broadcast_in_dim"(%252) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %254 = "stablehlo.add"(%251, %253) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %255 = "stablehlo.multiply"(%168, %254) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %256 = "stablehlo.subtract"(%255, %249) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %257 = "stablehlo.constant"() {value = dense<4.9406023882249701E-10> : tensor<f64>} : () -> tensor<f64>
    %258 = "stablehlo.broadcast_in_dim"(%257) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %259 = "stablehlo.add"(%256, %258) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %260 = "stablehlo.multiply"(%168, %259) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %261 = "stablehlo.subtract"(%260, %254) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %262 = "stablehlo.constant"() {value = dense<3.3962320257083865E-9> : tensor<f64>} : () -> tensor<f64>
    %263 = "stablehlo.broadcast_in_dim"(%262) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %264 = "stablehlo.add"(%261, %263) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %265 = "stablehlo.multiply"(%168, %264) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %266 = "stablehlo.subtract"(%265, %259) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %267 = "stablehlo.constant"() {value = dense<2.266668990498178E-8> : tensor<f64>} : () -> tensor<f64>
    %268 = "stablehlo.broadcast_in_dim"(%267) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %269 = "stablehlo.add"(%266, %268) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %270 = "stablehlo.multiply"(%168, %269) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %271 = "stablehlo.subtract"(%270, %264) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %272 = "stablehlo.constant"() {value = dense<2.0489185894690638E-7> : tensor<f64>} : () -> tensor<f64>
    %273 = "stablehlo.broadcast_in_dim"(%272) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %274 = "stablehlo.add"(%271, %273) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %275 = "stablehlo.multiply"(%168, %274) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %276 = "stablehlo.subtract"(%275, %269) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %277 = "stablehlo.constant"() {value = dense<2.8913705208347567E-6> : tensor<f64>} : () -> tensor<f64>
    %278 = "stablehlo.broadcast_in_dim"(%277) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %279 = "stablehlo.add"(%276, %278) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %280 = "stablehlo.multiply"(%168, %279) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %281 = "stablehlo.subtract"(%280, %274) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %282 = "stablehlo.constant"() {value = dense<6.8897583469168245E-5> : tensor<f64>} : () -> tensor<f64>
    %283 = "stablehlo.broadcast_in_dim"(%282) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %284 = "stablehlo.add"(%281, %283) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %285 = "stablehlo.multiply"(%168, %284) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %286 = "stablehlo.subtract"(%285, %279) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %287 = "stablehlo.constant"() {value = dense<0.0033691164782556943> : tensor<f64>} : () -> tensor<f64>
    %288 = "stablehlo.broadcast_in_dim"(%287) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %289 = "stablehlo.add"(%286, %288) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %290 = "stablehlo.multiply"(%168, %289) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %291 = "stablehlo.subtract"(%290, %284) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %292 = "stablehlo.constant"() {value = dense<0.80449041101410879> : tensor<f64>} : () -> tensor<f64>
    %293 = "stablehlo.broadcast_in_dim"(%292) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %294 = "stablehlo.add"(%291, %293) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %295 = "stablehlo.subtract"(%294, %284) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %296 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f64>} : () -> tensor<f64>
    %297 = "stablehlo.broadcast_in_dim"(%296) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %298 = "stablehlo.multiply"(%295, %297) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %299 = "stablehlo.sqrt"(%1) : (tensor<12xf64>) -> tensor<12xf64>
    %300 = "stablehlo.divide"(%298, %299) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %301 = "stablehlo.constant"() {value = dense<8.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %302 = "stablehlo.broadcast_in_dim"(%301) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<12xf64>
    %303 = "stablehlo.compare"(%1, %302) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xi1>
    %304 = "stablehlo.select"(%303, %162, %300) : (tensor<12xi1>, tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %305 = "stablehlo.convert"(%304) : (tensor<12xf64>) -> tensor<12xf32>
    return %305 : tensor<12xf32>
  }
}
