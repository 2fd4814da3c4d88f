module {
  func.func @main(%arg0: tensor<15xf32>) -> tensor<15xf32> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<15xf32>) -> tensor<15xf64>
    %1 = "stablehlo.multiply"(%0, %0) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %2 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %4 = "stablehlo.subtract"(%1, %3) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %5 = "stablehlo.constant"() {value = dense<1.374465435613523E-16> : tensor<f64>} : () -> tensor<f64>
    %6 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %7 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %9 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %10 = "stablehlo.multiply"(%4, %6) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %11 = "stablehlo.subtract"(%10, %8) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %12 = "stablehlo.constant"() {value = dense<4.2598161427966103E-14> : tensor<f64>} : () -> tensor<f64>
    %13 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %14 = "stablehlo.add"(%11, %13) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %15 = "stablehlo.multiply"(%4, %14) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %16 = "stablehlo.subtract"(%15, %6) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %17 = "stablehlo.constant"() {value = dense<1.0349695257633842E-11> : tensor<f64>} : () -> tensor<f64>
    %18 = "stablehlo.broadcast_in_dim"(%17) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %19 = "stablehlo.add"(%16, %18) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %20 = "stablehlo.multiply"(%4, %19) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %21 = "stablehlo.subtract"(%20, %14) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %22 = "stablehlo.constant"() {value = dense<1.9045163772202091E-9> : tensor<f64>} : () -> tensor<f64>
    %23 = "stablehlo.broadcast_in_dim"(%22) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %24 = "stablehlo.add"(%21, %23) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %25 = "stablehlo.multiply"(%4, %24) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %26 = "stablehlo.subtract"(%25, %19) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %27 = "stablehlo.constant"() {value = dense<2.5347910790261494E-7> : tensor<f64>} : () -> tensor<f64>
    %28 = "stablehlo.broadcast_in_dim"(%27) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %29 = "stablehlo.add"(%26, %28) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %30 = "stablehlo.multiply"(%4, %29) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %31 = "stablehlo.subtract"(%30, %24) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %32 = "stablehlo.constant"() {value = dense<2.2862121031194519E-5> : tensor<f64>} : () -> tensor<f64>
    %33 = "stablehlo.broadcast_in_dim"(%32) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %34 = "stablehlo.add"(%31, %33) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %35 = "stablehlo.multiply"(%4, %34) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %36 = "stablehlo.subtract"(%35, %29) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %37 = "stablehlo.constant"() {value = dense<0.001264615411446926> : tensor<f64>} : () -> tensor<f64>
    %38 = "stablehlo.broadcast_in_dim"(%37) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %39 = "stablehlo.add"(%36, %38) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %40 = "stablehlo.multiply"(%4, %39) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %41 = "stablehlo.subtract"(%40, %34) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %42 = "stablehlo.constant"() {value = dense<0.035979936515361501> : tensor<f64>} : () -> tensor<f64>
    %43 = "stablehlo.broadcast_in_dim"(%42) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %44 = "stablehlo.add"(%41, %43) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %45 = "stablehlo.multiply"(%4, %44) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %46 = "stablehlo.subtract"(%45, %39) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %47 = "stablehlo.constant"() {value = dense<0.3442898999246285> : tensor<f64>} : () -> tensor<f64>
    %48 = "stablehlo.broadcast_in_dim"(%47) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %49 = "stablehlo.add"(%46, %48) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %50 = "stablehlo.multiply"(%4, %49) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %51 = "stablehlo.subtract"(%50, %44) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %52 = "stablehlo.constant"() {value = dense<-0.53532739323390277> : tensor<f64>} : () -> tensor<f64>
    %53 = "stablehlo.broadcast_in_dim"(%52) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %54 = "stablehlo.add"(%51, %53) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %55 = "stablehlo.subtract"(%54, %44) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %56 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f64>} : () -> tensor<f64>
    %57 = "stablehlo.broadcast_in_dim"(%56) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %58 = "stablehlo.multiply"(%55, %57) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %59 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f64>} : () -> tensor<f64>
    %60 = "stablehlo.broadcast_in_dim"(%59) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %61 = "stablehlo.multiply"(%0, %60) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %62 = "stablehlo.log"(%61) : (tensor<15xf64>) -> tensor<15xf64>
    %63 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f64>} : () -> tensor<f64>
    %64 = "stablehlo.broadcast_in_dim"(%63) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %65 = "stablehlo.multiply"(%0, %64) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %66 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %67 = "stablehlo.broadcast_in_dim"(%66) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %68 = "stablehlo.subtract"(%65, %67) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %69 = "stablehlo.constant"() {value = dense<-4.4153416464793395E-18> : tensor<f64>} : () -> tensor<f64>
    %70 = "stablehlo.broadcast_in_dim"(%69) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %71 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %72 = "stablehlo.broadcast_in_dim"(%71) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %73 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %74 = "stablehlo.multiply"(%68, %70) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %75 = "stablehlo.subtract"(%74, %72) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %76 = "stablehlo.constant"() {value = dense<3.3307945188222384E-17> : tensor<f64>} : () -> tensor<f64>
    %77 = "stablehlo.broadcast_in_dim"(%76) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %78 = "stablehlo.add"(%75, %77) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %79 = "stablehlo.multiply"(%68, %78) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %80 = "stablehlo.subtract"(%79, %70) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %81 = "stablehlo.constant"() {value = dense<-2.4312798465479549E-16> : tensor<f64>} : () -> tensor<f64>
    %82 = "stablehlo.broadcast_in_dim"(%81) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %83 = "stablehlo.add"(%80, %82) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %84 = "stablehlo.multiply"(%68, %83) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %85 = "stablehlo.subtract"(%84, %78) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %86 = "stablehlo.constant"() {value = dense<1.7153912855551331E-15> : tensor<f64>} : () -> tensor<f64>
    %87 = "stablehlo.broadcast_in_dim"(%86) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %88 = "stablehlo.add"(%85, %87) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %89 = "stablehlo.multiply"(%68, %88) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %90 = "stablehlo.subtract"(%89, %83) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %91 = "stablehlo.constant"() {value = dense<-1.1685332877993451E-14> : tensor<f64>} : () -> tensor<f64>
    %92 = "stablehlo.broadcast_in_dim"(%91) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %93 = "stablehlo.add"(%90, %92) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %94 = "stablehlo.multiply"(%68, %93) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %95 = "stablehlo.subtract"(%94, %88) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %96 = "stablehlo.constant"() {value = dense<7.6761854986049361E-14> : tensor<f64>} : () -> tensor<f64>
    %97 = "stablehlo.broadcast_in_dim"(%96) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %98 = "stablehlo.add"(%95, %97) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %99 = "stablehlo.multiply"(%68, %98) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %100 = "stablehlo.subtract"(%99, %93) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %101 = "stablehlo.constant"() {value = dense<-4.856446783111929E-13> : tensor<f64>} : () -> tensor<f64>
    %102 = "stablehlo.broadcast_in_dim"(%101) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %103 = "stablehlo.add"(%100, %102) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %104 = "stablehlo.multiply"(%68, %103) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %105 = "stablehlo.subtract"(%104, %98) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %106 = "stablehlo.constant"() {value = dense<2.9550526631296399E-12> : tensor<f64>} : () -> tensor<f64>
    %107 = "stablehlo.broadcast_in_dim"(%106) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %108 = "stablehlo.add"(%105, %107) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %109 = "stablehlo.multiply"(%68, %108) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %110 = "stablehlo.subtract"(%109, %103) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %111 = "stablehlo.constant"() {value = dense<-1.7268262914415559E-11> : tensor<f64>} : () -> tensor<f64>
    %112 = "stablehlo.broadcast_in_dim"(%111) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %113 = "stablehlo.add"(%110, %112) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %114 = "stablehlo.multiply"(%68, %113) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %115 = "stablehlo.subtract"(%114, %108) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %116 = "stablehlo.constant"() {value = dense<9.6758090353732369E-11> : tensor<f64>} : () -> tensor<f64>
    %117 = "stablehlo.broadcast_in_dim"(%116) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %118 = "stablehlo.add"(%115, %117) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %119 = "stablehlo.multiply"(%68, %118) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %120 = "stablehlo.subtract"(%119, %113) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %121 = "stablehlo.constant"() {value = dense<-5.1897956016352627E-10> : tensor<f64>} : () -> tensor<f64>
    %122 = "stablehlo.broadcast_in_dim"(%121) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %123 = "stablehlo.add"(%120, %122) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %124 = "stablehlo.multiply"(%68, %123) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %125 = "stablehlo.subtract"(%124, %118) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %126 = "stablehlo.constant"() {value = dense<2.6598237246823866E-9> : tensor<f64>} : () -> tensor<f64>
    %127 = "stablehlo.broadcast_in_dim"(%126) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %128 = "stablehlo.add"(%125, %127) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %129 = "stablehlo.multiply"(%68, %128) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %130 = "stablehlo.subtract"(%129, %123) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %131 = "stablehlo.constant"() {value = dense<-1.300025009986248E-8> : tensor<f64>} : () -> tensor<f64>
    %132 = "stablehlo.broadcast_in_dim"(%131) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %133 = "stablehlo.add"(%130, %132) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %134 = "stablehlo.multiply"(%68, %133) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %135 = "stablehlo.subtract"(%134, %128) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %136 = "stablehlo.constant"() {value = dense<6.0469950225419186E-8> : tensor<f64>} : () -> tensor<f64>
    %137 = "stablehlo.broadcast_in_dim"(%136) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %138 = "stablehlo.add"(%135, %137) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %139 = "stablehlo.multiply"(%68, %138) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %140 = "stablehlo.subtract"(%139, %133) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %141 = "stablehlo.constant"() {value = dense<-2.6707938539406119E-7> : tensor<f64>} : () -> tensor<f64>
    %142 = "stablehlo.broadcast_in_dim"(%141) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %143 = "stablehlo.add"(%140, %142) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %144 = "stablehlo.multiply"(%68, %143) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %145 = "stablehlo.subtract"(%144, %138) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %146 = "stablehlo.constant"() {value = dense<1.1173875391201037E-6> : tensor<f64>} : () -> tensor<f64>
    %147 = "stablehlo.broadcast_in_dim"(%146) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %148 = "stablehlo.add"(%145, %147) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %149 = "stablehlo.multiply"(%68, %148) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %150 = "stablehlo.subtract"(%149, %143) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %151 = "stablehlo.constant"() {value = dense<-4.4167383584587505E-6> : tensor<f64>} : () -> tensor<f64>
    %152 = "stablehlo.broadcast_in_dim"(%151) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %153 = "stablehlo.add"(%150, %152) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %154 = "stablehlo.multiply"(%68, %153) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %155 = "stablehlo.subtract"(%154, %148) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %156 = "stablehlo.constant"() {value = dense<1.6448448070728896E-5> : tensor<f64>} : () -> tensor<f64>
    %157 = "stablehlo.broadcast_in_dim"(%156) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %158 = "stablehlo.add"(%155, %157) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %159 = "stablehlo.multiply"(%68, %158) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %160 = "stablehlo.subtract"(%159, %153) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %161 = "stablehlo.constant"() {value = dense<-5.754195010082104E-5> : tensor<f64>} : () -> tensor<f64>
    %162 = "stablehlo.broadcast_in_dim"(%161) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %163 = "stablehlo.add"(%160, %162) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %164 = "stablehlo.multiply"(%68, %163) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %165 = "stablehlo.subtract"(%164, %158) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %166 = "stablehlo.constant"() {value = dense<1.8850288509584165E-4> : tensor<f64>} : () -> tensor<f64>
    %167 = "stablehlo.broadcast_in_dim"(%166) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %168 = "stablehlo.add"(%165, %167) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %169 = "stablehlo.multiply"(%68, %168) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %170 = "stablehlo.subtract"(%169, %163) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %171 = "stablehlo.constant"() {value = dense<-5.7637557453858236E-4> : tensor<f64>} : () -> tensor<f64>
    %172 = "stablehlo.broadcast_in_dim"(%171) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %173 = "stablehlo.add"(%170, %172) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %174 = "stablehlo.multiply"(%68, %173) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %175 = "stablehlo.subtract"(%174, %168) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %176 = "stablehlo.constant"() {value = dense<0.0016394756169413357> : tensor<f64>} : () -> tensor<f64>
    %177 = "stablehlo.broadcast_in_dim"(%176) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %178 = "stablehlo.add"(%175, %177) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %179 = "stablehlo.multiply"(%68, %178) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %180 = "stablehlo.subtract"(%179, %173) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %181 = "stablehlo.constant"() {value = dense<-0.0043243099950505759> : tensor<f64>} : () -> tensor<f64>
    %182 = "stablehlo.broadcast_in_dim"(%181) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %183 = "stablehlo.add"(%180, %182) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %184 = "stablehlo.multiply"(%68, %183) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %185 = "stablehlo.subtract"(%184, %178) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %186 = "stablehlo.constant"() {value = dense<0.010546460394594998> : tensor<f64>} : () -> tensor<f64>
    %187 = "stablehlo.broadcast_in_dim"(%186) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %188 = "stablehlo.add"(%185, %187) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %189 = "stablehlo.multiply"(%68, %188) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %190 = "stablehlo.subtract"(%189, %183) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %191 = "stablehlo.constant"() {value = dense<-0.023737414805899471> : tensor<f64>} : () -> tensor<f64>
    %192 = "stablehlo.broadcast_in_dim"(%191) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %193 = "stablehlo.add"(%190, %192) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %194 = "stablehlo.multiply"(%68, %193) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %195 = "stablehlo.subtract"(%194, %188) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %196 = "stablehlo.constant"() {value = dense<0.049305284239670712> : tensor<f64>} : () -> tensor<f64>
    %197 = "stablehlo.broadcast_in_dim"(%196) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %198 = "stablehlo.add"(%195, %197) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %199 = "stablehlo.multiply"(%68, %198) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %200 = "stablehlo.subtract"(%199, %193) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %201 = "stablehlo.constant"() {value = dense<-0.094901097048047639> : tensor<f64>} : () -> tensor<f64>
    %202 = "stablehlo.broadcast_in_dim"(%201) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %203 = "stablehlo.add"(%200, %202) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %204 = "stablehlo.multiply"(%68, %203) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %205 = "stablehlo.subtract"(%204, %198) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %206 = "stablehlo.constant"() {value = dense<0.17162090152220877> : tensor<f64>} : () -> tensor<f64>
    %207 = "stablehlo.broadcast_in_dim"(%206) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %208 = "stablehlo.add"(%205, %207) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %209 = "stablehlo.multiply"(%68, %208) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %210 = "stablehlo.subtract"(%209, %203) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %211 = "stablehlo.constant"() {value = dense<-0.3046826723431984> : tensor<f64>} : () -> tensor<f64>
    %212 = "stablehlo.broadcast_in_dim"(%211) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %213 = "stablehlo.add"(%210, %212) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %214 = "stablehlo.multiply"(%68, %213) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %215 = "stablehlo.subtract"(%214, %208) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %216 = "stablehlo.constant"() {value = dense<0.67679527440947607> : tensor<f64>} : () -> tensor<f64>
    %217 = "stablehlo.broadcast_in_dim"(%216) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %218 = "stablehlo.add"(%215, %217) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %219 = "stablehlo.subtract"(%218, %208) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %220 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f64>} : () -> tensor<f64>
    %221 = "stablehlo.broadcast_in_dim"(%220) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %222 = "stablehlo.multiply"(%219, %221) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %223 = "stablehlo.constant"() {value = dense<3.200000e+01> : tensor<f64>} : () -> tensor<f64>
    %224 = "stablehlo.broadcast_in_dim"(%223) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %225 = "stablehlo.divide"(%224, %0) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %226 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %227 = "stablehlo.broadcast_in_dim"(%226) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %228 = "stablehlo.subtract"(%225, %227) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %229 = "stablehlo.constant"() {value = dense<-7.2331804878747538E-18> : tensor<f64>} : () -> tensor<f64>
    %230 = "stablehlo.broadcast_in_dim"(%229) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %231 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %232 = "stablehlo.broadcast_in_dim"(%231) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %233 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %234 = "stablehlo.multiply"(%228, %230) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %235 = "stablehlo.subtract"(%234, %232) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %236 = "stablehlo.constant"() {value = dense<-4.8305044859441819E-18> : tensor<f64>} : () -> tensor<f64>
    %237 = "stablehlo.broadcast_in_dim"(%236) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %238 = "stablehlo.add"(%235, %237) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %239 = "stablehlo.multiply"(%228, %238) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %240 = "stablehlo.subtract"(%239, %230) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %241 = "stablehlo.constant"() {value = dense<4.4656214202967598E-17> : tensor<f64>} : () -> tensor<f64>
    %242 = "stablehlo.broadcast_in_dim"(%241) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %243 = "stablehlo.add"(%240, %242) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %244 = "stablehlo.multiply"(%228, %243) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %245 = "stablehlo.subtract"(%244, %238) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %246 = "stablehlo.constant"() {value = dense<3.4612228676974612E-17> : tensor<f64>} : () -> tensor<f64>
    %247 = "stablehlo.broadcast_in_dim"(%246) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %248 = "stablehlo.add"(%245, %247) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %249 = "stablehlo.multiply"(%228, %248) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %250 = "stablehlo.subtract"(%249, %243) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %251 = "stablehlo.constant"() {value = dense<-2.8276239805165836E-16> : tensor<f64>} : () -> tensor<f64>
    %252 = "stablehlo.broadcast_in_dim"(%251) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %253 = "stablehlo.add"(%250, %252) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %254 = "stablehlo.multiply"(%228, %253) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %255 = "stablehlo.subtract"(%254, %248) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %256 = "stablehlo.constant"() {value = dense<-3.425485619677219E-16> : tensor<f64>} : () -> tensor<f64>
    %257 = "stablehlo.broadcast_in_dim"(%256) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %258 = "stablehlo.add"(%255, %257) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %259 = "stablehlo.multiply"(%228, %258) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %260 = "stablehlo.subtract"(%259, %253) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %261 = "stablehlo.constant"() {value = dense<1.7725601330565263E-15> : tensor<f64>} : () -> tensor<f64>
    %262 = "stablehlo.broadcast_in_dim"(%261) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %263 = "stablehlo.add"(%260, %262) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %264 = "stablehlo.multiply"(%228, %263) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %265 = "stablehlo.subtract"(%264, %258) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %266 = "stablehlo.constant"() {value = dense<3.8116806693526224E-15> : tensor<f64>} : () -> tensor<f64>
    %267 = "stablehlo.broadcast_in_dim"(%266) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %268 = "stablehlo.add"(%265, %267) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %269 = "stablehlo.multiply"(%228, %268) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %270 = "stablehlo.subtract"(%269, %263) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %271 = "stablehlo.constant"() {value = dense<-9.5548466988283073E-15> : tensor<f64>} : () -> tensor<f64>
    %272 = "stablehlo.broadcast_in_dim"(%271) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %273 = "stablehlo.add"(%270, %272) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %274 = "stablehlo.multiply"(%228, %273) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %275 = "stablehlo.subtract"(%274, %268) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %276 = "stablehlo.constant"() {value = dense<-4.1505693472872222E-14> : tensor<f64>} : () -> tensor<f64>
    %277 = "stablehlo.broadcast_in_dim"(%276) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %278 = "stablehlo.add"(%275, %277) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %279 = "stablehlo.multiply"(%228, %278) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %280 = "stablehlo.subtract"(%279, %273) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %281 = "stablehlo.constant"() {value = dense<1.54008621752141E-14> : tensor<f64>} : () -> tensor<f64>
    %282 = "stablehlo.broadcast_in_dim"(%281) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %283 = "stablehlo.add"(%280, %282) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %284 = "stablehlo.multiply"(%228, %283) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %285 = "stablehlo.subtract"(%284, %278) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %286 = "stablehlo.constant"() {value = dense<3.8527783827421426E-13> : tensor<f64>} : () -> tensor<f64>
    %287 = "stablehlo.broadcast_in_dim"(%286) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %288 = "stablehlo.add"(%285, %287) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %289 = "stablehlo.multiply"(%228, %288) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %290 = "stablehlo.subtract"(%289, %283) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %291 = "stablehlo.constant"() {value = dense<7.180124451383666E-13> : tensor<f64>} : () -> tensor<f64>
    %292 = "stablehlo.broadcast_in_dim"(%291) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %293 = "stablehlo.add"(%290, %292) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %294 = "stablehlo.multiply"(%228, %293) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %295 = "stablehlo.subtract"(%294, %288) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %296 = "stablehlo.constant"() {value = dense<-1.7941785315068062E-12> : tensor<f64>} : () -> tensor<f64>
    %297 = "stablehlo.broadcast_in_dim"(%296) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %298 = "stablehlo.add"(%295, %297) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %299 = "stablehlo.multiply"(%228, %298) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %300 = "stablehlo.subtract"(%299, %293) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %301 = "stablehlo.constant"() {value = dense<-1.3215811840447713E-11> : tensor<f64>} : () -> tensor<f64>
    %302 = "stablehlo.broadcast_in_dim"(%301) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %303 = "stablehlo.add"(%300, %302) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %304 = "stablehlo.multiply"(%228, %303) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %305 = "stablehlo.subtract"(%304, %298) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %306 = "stablehlo.constant"() {value = dense<-3.1499165279632416E-11> : tensor<f64>} : () -> tensor<f64>
    %307 = "stablehlo.broadcast_in_dim"(%306) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %308 = "stablehlo.add"(%305, %307) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %309 = "stablehlo.multiply"(%228, %308) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %310 = "stablehlo.subtract"(%309, %303) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %311 = "stablehlo.constant"() {value = dense<1.1889147107846439E-11> : tensor<f64>} : () -> tensor<f64>
    %312 = "stablehlo.broadcast_in_dim"(%311) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %313 = "stablehlo.add"(%310, %312) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %314 = "stablehlo.multiply"(%228, %313) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %315 = "stablehlo.subtract"(%314, %308) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %316 = "stablehlo.constant"() {value = dense<4.9406023882249701E-10> : tensor<f64>} : () -> tensor<f64>
    %317 = "stablehlo.broadcast_in_dim"(%316) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %318 = "stablehlo.add"(%315, %317) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %319 = "stablehlo.multiply"(%228, %318) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %320 = "stablehlo.subtract"(%319, %313) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %321 = "stablehlo.constant"() {value = dense<3.3962320257083865E-9> : tensor<f64>} : () -> tensor<f64>
    %322 = "stablehlo.broadcast_in_dim"(%321) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %323 = "stablehlo.add"(%320, %322) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %324 = "stablehlo.multiply"(%228, %323) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %325 = "stablehlo.subtract"(%324, %318) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %326 = "stablehlo.constant"() {value = dense<2.266668990498178E-8> : tensor<f64>} : () -> tensor<f64>
    %327 = "stablehlo.broadcast_in_dim"(%326) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %328 = "stablehlo.add"(%325, %327) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %329 = "stablehlo.multiply"(%228, %328) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %330 = "stablehlo.subtract"(%329, %323) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %331 = "stablehlo.constant"() {value = dense<2.0489185894690638E-7> : tensor<f64>} : () -> tensor<f64>
    %332 = "stablehlo.broadcast_in_dim"(%331) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %333 = "stablehlo.add"(%330, %332) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %334 = "stablehlo.multiply"(%228, %333) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %335 = "stablehlo.subtract"(%334, %328) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %336 = "stablehlo.constant"() {value = dense<2.8913705208347567E-6> : tensor<f64>} : () -> tensor<f64>
    %337 = "stablehlo.broadcast_in_dim"(%336) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %338 = "stablehlo.add"(%335, %337) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %339 = "stablehlo.multiply"(%228, %338) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %340 = "stablehlo.subtract"(%339, %333) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %341 = "stablehlo.constant"() {value = dense<6.8897583469168245E-5> : tensor<f64>} : () -> tensor<f64>
    %342 = "stablehlo.broadcast_in_dim"(%341) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %343 = "stablehlo.add"(%340, %342) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %344 = "stablehlo.multiply"(%228, %343) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %345 = "stablehlo.subtract"(%344, %338) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %346 = "stablehlo.constant"() {value = dense<0.0033691164782556943> : tensor<f64>} : () -> tensor<f64>
    %347 = "stablehlo.broadcast_in_dim"(%346) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %348 = "stablehlo.add"(%345, %347) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %349 = "stablehlo.multiply"(%228, %348) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %350 = "stablehlo.subtract"(%349, %343) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %351 = "stablehlo.constant"() {value = dense<0.80449041101410879> : tensor<f64>} : () -> tensor<f64>
    %352 = "stablehlo.broadcast_in_dim"(%351) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %353 = "stablehlo.add"(%350, %352) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %354 = "stablehlo.subtract"(%353, %343) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %355 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f64>} : () -> tensor<f64>
    %356 = "stablehlo.broadcast_in_dim"(%355) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %357 = "stablehlo.multiply"(%354, %356) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %358 = "stablehlo.sqrt"(%0) : (tensor<15xf64>) -> tensor<15xf64>
    %359 = "stablehlo.divide"(%357, %358) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %360 = "stablehlo.constant"() {value = dense<8.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %361 = "stablehlo.broadcast_in_dim"(%360) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %362 = "stablehlo.compare"(%0, %361) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xi1>
    %363 = "stablehlo.select"(%362, %222, %359) : (tensor<15xi1>, tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %364 = "stablehlo.exponential"(%0) : (tensor<15xf64>) -> tensor<15xf64>
    %365 = "stablehlo.multiply"(%363, %364) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %366 = "stablehlo.multiply"(%62, %365) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %367 = "stablehlo.subtract"(%58, %366) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %368 = "stablehlo.constant"() {value = dense<8.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %369 = "stablehlo.broadcast_in_dim"(%368) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %370 = "stablehlo.divide"(%369, %0) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %371 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %372 = "stablehlo.broadcast_in_dim"(%371) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %373 = "stablehlo.subtract"(%370, %372) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %374 = "stablehlo.constant"() {value = dense<5.300433772686263E-18> : tensor<f64>} : () -> tensor<f64>
    %375 = "stablehlo.broadcast_in_dim"(%374) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %376 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %377 = "stablehlo.broadcast_in_dim"(%376) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %378 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %379 = "stablehlo.multiply"(%373, %375) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %380 = "stablehlo.subtract"(%379, %377) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %381 = "stablehlo.constant"() {value = dense<-1.6475804301524212E-17> : tensor<f64>} : () -> tensor<f64>
    %382 = "stablehlo.broadcast_in_dim"(%381) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %383 = "stablehlo.add"(%380, %382) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %384 = "stablehlo.multiply"(%373, %383) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %385 = "stablehlo.subtract"(%384, %375) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %386 = "stablehlo.constant"() {value = dense<5.2103915050390274E-17> : tensor<f64>} : () -> tensor<f64>
    %387 = "stablehlo.broadcast_in_dim"(%386) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %388 = "stablehlo.add"(%385, %387) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %389 = "stablehlo.multiply"(%373, %388) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %390 = "stablehlo.subtract"(%389, %383) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %391 = "stablehlo.constant"() {value = dense<-1.678231096805412E-16> : tensor<f64>} : () -> tensor<f64>
    %392 = "stablehlo.broadcast_in_dim"(%391) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %393 = "stablehlo.add"(%390, %392) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %394 = "stablehlo.multiply"(%373, %393) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %395 = "stablehlo.subtract"(%394, %388) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %396 = "stablehlo.constant"() {value = dense<5.5120559785243193E-16> : tensor<f64>} : () -> tensor<f64>
    %397 = "stablehlo.broadcast_in_dim"(%396) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %398 = "stablehlo.add"(%395, %397) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %399 = "stablehlo.multiply"(%373, %398) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %400 = "stablehlo.subtract"(%399, %393) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %401 = "stablehlo.constant"() {value = dense<-1.8485933773437788E-15> : tensor<f64>} : () -> tensor<f64>
    %402 = "stablehlo.broadcast_in_dim"(%401) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %403 = "stablehlo.add"(%400, %402) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %404 = "stablehlo.multiply"(%373, %403) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %405 = "stablehlo.subtract"(%404, %398) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %406 = "stablehlo.constant"() {value = dense<6.3400764774050706E-15> : tensor<f64>} : () -> tensor<f64>
    %407 = "stablehlo.broadcast_in_dim"(%406) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %408 = "stablehlo.add"(%405, %407) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %409 = "stablehlo.multiply"(%373, %408) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %410 = "stablehlo.subtract"(%409, %403) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %411 = "stablehlo.constant"() {value = dense<-2.2275133269916698E-14> : tensor<f64>} : () -> tensor<f64>
    %412 = "stablehlo.broadcast_in_dim"(%411) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %413 = "stablehlo.add"(%410, %412) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %414 = "stablehlo.multiply"(%373, %413) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %415 = "stablehlo.subtract"(%414, %408) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %416 = "stablehlo.constant"() {value = dense<8.0328907753635752E-14> : tensor<f64>} : () -> tensor<f64>
    %417 = "stablehlo.broadcast_in_dim"(%416) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %418 = "stablehlo.add"(%415, %417) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %419 = "stablehlo.multiply"(%373, %418) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %420 = "stablehlo.subtract"(%419, %413) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %421 = "stablehlo.constant"() {value = dense<-2.9800969231727303E-13> : tensor<f64>} : () -> tensor<f64>
    %422 = "stablehlo.broadcast_in_dim"(%421) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %423 = "stablehlo.add"(%420, %422) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %424 = "stablehlo.multiply"(%373, %423) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %425 = "stablehlo.subtract"(%424, %418) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %426 = "stablehlo.constant"() {value = dense<1.140340588208475E-12> : tensor<f64>} : () -> tensor<f64>
    %427 = "stablehlo.broadcast_in_dim"(%426) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %428 = "stablehlo.add"(%425, %427) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %429 = "stablehlo.multiply"(%373, %428) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %430 = "stablehlo.subtract"(%429, %423) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %431 = "stablehlo.constant"() {value = dense<-4.5145978833739441E-12> : tensor<f64>} : () -> tensor<f64>
    %432 = "stablehlo.broadcast_in_dim"(%431) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %433 = "stablehlo.add"(%430, %432) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %434 = "stablehlo.multiply"(%373, %433) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %435 = "stablehlo.subtract"(%434, %428) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %436 = "stablehlo.constant"() {value = dense<1.8559491149547177E-11> : tensor<f64>} : () -> tensor<f64>
    %437 = "stablehlo.broadcast_in_dim"(%436) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %438 = "stablehlo.add"(%435, %437) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %439 = "stablehlo.multiply"(%373, %438) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %440 = "stablehlo.subtract"(%439, %433) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %441 = "stablehlo.constant"() {value = dense<-7.9574892444771069E-11> : tensor<f64>} : () -> tensor<f64>
    %442 = "stablehlo.broadcast_in_dim"(%441) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %443 = "stablehlo.add"(%440, %442) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %444 = "stablehlo.multiply"(%373, %443) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %445 = "stablehlo.subtract"(%444, %438) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %446 = "stablehlo.constant"() {value = dense<3.5773972814003009E-10> : tensor<f64>} : () -> tensor<f64>
    %447 = "stablehlo.broadcast_in_dim"(%446) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %448 = "stablehlo.add"(%445, %447) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %449 = "stablehlo.multiply"(%373, %448) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %450 = "stablehlo.subtract"(%449, %443) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %451 = "stablehlo.constant"() {value = dense<-1.69753450938906E-9> : tensor<f64>} : () -> tensor<f64>
    %452 = "stablehlo.broadcast_in_dim"(%451) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %453 = "stablehlo.add"(%450, %452) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %454 = "stablehlo.multiply"(%373, %453) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %455 = "stablehlo.subtract"(%454, %448) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %456 = "stablehlo.constant"() {value = dense<8.5740340174142253E-9> : tensor<f64>} : () -> tensor<f64>
    %457 = "stablehlo.broadcast_in_dim"(%456) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %458 = "stablehlo.add"(%455, %457) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %459 = "stablehlo.multiply"(%373, %458) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %460 = "stablehlo.subtract"(%459, %453) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %461 = "stablehlo.constant"() {value = dense<-4.6604898976879478E-8> : tensor<f64>} : () -> tensor<f64>
    %462 = "stablehlo.broadcast_in_dim"(%461) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %463 = "stablehlo.add"(%460, %462) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %464 = "stablehlo.multiply"(%373, %463) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %465 = "stablehlo.subtract"(%464, %458) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %466 = "stablehlo.constant"() {value = dense<2.7668136394450149E-7> : tensor<f64>} : () -> tensor<f64>
    %467 = "stablehlo.broadcast_in_dim"(%466) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %468 = "stablehlo.add"(%465, %467) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %469 = "stablehlo.multiply"(%373, %468) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %470 = "stablehlo.subtract"(%469, %463) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %471 = "stablehlo.constant"() {value = dense<-1.8317555227191195E-6> : tensor<f64>} : () -> tensor<f64>
    %472 = "stablehlo.broadcast_in_dim"(%471) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %473 = "stablehlo.add"(%470, %472) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %474 = "stablehlo.multiply"(%373, %473) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %475 = "stablehlo.subtract"(%474, %468) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %476 = "stablehlo.constant"() {value = dense<1.39498137188765E-5> : tensor<f64>} : () -> tensor<f64>
    %477 = "stablehlo.broadcast_in_dim"(%476) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %478 = "stablehlo.add"(%475, %477) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %479 = "stablehlo.multiply"(%373, %478) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %480 = "stablehlo.subtract"(%479, %473) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %481 = "stablehlo.constant"() {value = dense<-1.2849549581627802E-4> : tensor<f64>} : () -> tensor<f64>
    %482 = "stablehlo.broadcast_in_dim"(%481) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %483 = "stablehlo.add"(%480, %482) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %484 = "stablehlo.multiply"(%373, %483) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %485 = "stablehlo.subtract"(%484, %478) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %486 = "stablehlo.constant"() {value = dense<0.0015698838857300533> : tensor<f64>} : () -> tensor<f64>
    %487 = "stablehlo.broadcast_in_dim"(%486) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %488 = "stablehlo.add"(%485, %487) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %489 = "stablehlo.multiply"(%373, %488) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %490 = "stablehlo.subtract"(%489, %483) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %491 = "stablehlo.constant"() {value = dense<-0.031448101311964502> : tensor<f64>} : () -> tensor<f64>
    %492 = "stablehlo.broadcast_in_dim"(%491) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %493 = "stablehlo.add"(%490, %492) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %494 = "stablehlo.multiply"(%373, %493) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %495 = "stablehlo.subtract"(%494, %488) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %496 = "stablehlo.constant"() {value = dense<2.4403030820659555> : tensor<f64>} : () -> tensor<f64>
    %497 = "stablehlo.broadcast_in_dim"(%496) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %498 = "stablehlo.add"(%495, %497) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %499 = "stablehlo.subtract"(%498, %488) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %500 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f64>} : () -> tensor<f64>
    %501 = "stablehlo.broadcast_in_dim"(%500) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %502 = "stablehlo.multiply"(%499, %501) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %503 = "stablehlo.sqrt"(%0) : (tensor<15xf64>) -> tensor<15xf64>
    %504 = "stablehlo.divide"(%502, %503) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %505 = "stablehlo.negate"(%0) : (tensor<15xf64>) -> tensor<15xf64>
    %506 = "stablehlo.exponential"(%505) : (tensor<15xf64>) -> tensor<15xf64>
    %507 = "stablehlo.multiply"(%504, %506) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %508 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %509 = "stablehlo.broadcast_in_dim"(%508) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %510 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %511 = "stablehlo.broadcast_in_dim"(%510) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %512 = "stablehlo.compare"(%0, %511) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xi1>
    %513 = "stablehlo.select"(%512, %367, %507) : (tensor<15xi1>, tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %514 = "stablehlo.compare"(%0, %509) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xi1>
    %515 = "stablehlo.constant"() {value = dense<0x7FF0000000000000> : tensor<f64>} : () -> tensor<f64>
    %516 = "stablehlo.broadcast_in_dim"(%515) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %517 = "stablehlo.select"(%514, %516, %513) : (tensor<15xi1>, tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %518 = "stablehlo.compare"(%0, %509) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xi1>
    %519 = "stablehlo.constant"() {value = dense<0x7FF8000000000000> : tensor<f64>} : () -> tensor<f64>
    %520 = "stablehlo.broadcast_in_dim"(%519) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %521 = "stablehlo.select"(%518, %520, %517) : (tensor<15xi1>, tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %522 = "stablehlo.convert"(%521) : (tensor<15xf64>) -> tensor<15xf32>
    return %522 : tensor<15xf32>
  }
}
