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
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %11 = "stablehlo.multiply"(%4, %6) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %12 = "stablehlo.subtract"(%11, %8) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %13 = "stablehlo.constant"() {value = dense<4.2598161427966103E-14> : tensor<f64>} : () -> tensor<f64>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %15 = "stablehlo.add"(%12, %14) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %16 = "stablehlo.multiply"(%4, %15) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %17 = "stablehlo.subtract"(%16, %6) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %18 = "stablehlo.constant"() {value = dense<1.0349695257633842E-11> : tensor<f64>} : () -> tensor<f64>
    %19 = "stablehlo.broadcast_in_dim"(%18) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %20 = "stablehlo.add"(%17, %19) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %21 = "stablehlo.multiply"(%4, %20) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %22 = "stablehlo.subtract"(%21, %15) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %23 = "stablehlo.constant"() {value = dense<1.9045163772202091E-9> : tensor<f64>} : () -> tensor<f64>
    %24 = "stablehlo.broadcast_in_dim"(%23) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %25 = "stablehlo.add"(%22, %24) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %26 = "stablehlo.multiply"(%4, %25) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %27 = "stablehlo.subtract"(%26, %20) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %28 = "stablehlo.constant"() {value = dense<2.5347910790261494E-7> : tensor<f64>} : () -> tensor<f64>
    %29 = "stablehlo.broadcast_in_dim"(%28) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %30 = "stablehlo.add"(%27, %29) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %31 = "stablehlo.multiply"(%4, %30) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %32 = "stablehlo.subtract"(%31, %25) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %33 = "stablehlo.constant"() {value = dense<2.2862121031194519E-5> : tensor<f64>} : () -> tensor<f64>
    %34 = "stablehlo.broadcast_in_dim"(%33) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %35 = "stablehlo.add"(%32, %34) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %36 = "stablehlo.multiply"(%4, %35) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %37 = "stablehlo.subtract"(%36, %30) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %38 = "stablehlo.constant"() {value = dense<0.001264615411446926> : tensor<f64>} : () -> tensor<f64>
    %39 = "stablehlo.broadcast_in_dim"(%38) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %40 = "stablehlo.add"(%37, %39) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %41 = "stablehlo.multiply"(%4, %40) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %42 = "stablehlo.subtract"(%41, %35) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %43 = "stablehlo.constant"() {value = dense<0.035979936515361501> : tensor<f64>} : () -> tensor<f64>
    %44 = "stablehlo.broadcast_in_dim"(%43) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %45 = "stablehlo.add"(%42, %44) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %46 = "stablehlo.multiply"(%4, %45) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %47 = "stablehlo.subtract"(%46, %40) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %48 = "stablehlo.constant"() {value = dense<0.3442898999246285> : tensor<f64>} : () -> tensor<f64>
    %49 = "stablehlo.broadcast_in_dim"(%48) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %50 = "stablehlo.add"(%47, %49) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %51 = "stablehlo.multiply"(%4, %50) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %52 = "stablehlo.subtract"(%51, %45) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %53 = "stablehlo.constant"() {value = dense<-0.53532739323390277> : tensor<f64>} : () -> tensor<f64>
    %54 = "stablehlo.broadcast_in_dim"(%53) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %55 = "stablehlo.add"(%52, %54) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %56 = "stablehlo.subtract"(%55, %45) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %57 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f64>} : () -> tensor<f64>
    %58 = "stablehlo.broadcast_in_dim"(%57) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %59 = "stablehlo.multiply"(%56, %58) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %60 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f64>} : () -> tensor<f64>
    %61 = "stablehlo.broadcast_in_dim"(%60) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %62 = "stablehlo.multiply"(%0, %61) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %63 = "stablehlo.log"(%62) : (tensor<15xf64>) -> tensor<15xf64>
    %64 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f64>} : () -> tensor<f64>
    %65 = "stablehlo.broadcast_in_dim"(%64) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %66 = "stablehlo.multiply"(%0, %65) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %67 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %68 = "stablehlo.broadcast_in_dim"(%67) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %69 = "stablehlo.subtract"(%66, %68) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %70 = "stablehlo.constant"() {value = dense<-4.4153416464793395E-18> : tensor<f64>} : () -> tensor<f64>
    %71 = "stablehlo.broadcast_in_dim"(%70) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %72 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %73 = "stablehlo.broadcast_in_dim"(%72) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %74 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %75 = "stablehlo.broadcast_in_dim"(%74) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %76 = "stablehlo.multiply"(%69, %71) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %77 = "stablehlo.subtract"(%76, %73) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %78 = "stablehlo.constant"() {value = dense<3.3307945188222384E-17> : tensor<f64>} : () -> tensor<f64>
    %79 = "stablehlo.broadcast_in_dim"(%78) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %80 = "stablehlo.add"(%77, %79) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %81 = "stablehlo.multiply"(%69, %80) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %82 = "stablehlo.subtract"(%81, %71) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %83 = "stablehlo.constant"() {value = dense<-2.4312798465479549E-16> : tensor<f64>} : () -> tensor<f64>
    %84 = "stablehlo.broadcast_in_dim"(%83) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %85 = "stablehlo.add"(%82, %84) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %86 = "stablehlo.multiply"(%69, %85) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %87 = "stablehlo.subtract"(%86, %80) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %88 = "stablehlo.constant"() {value = dense<1.7153912855551331E-15> : tensor<f64>} : () -> tensor<f64>
    %89 = "stablehlo.broadcast_in_dim"(%88) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %90 = "stablehlo.add"(%87, %89) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %91 = "stablehlo.multiply"(%69, %90) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %92 = "stablehlo.subtract"(%91, %85) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %93 = "stablehlo.constant"() {value = dense<-1.1685332877993451E-14> : tensor<f64>} : () -> tensor<f64>
    %94 = "stablehlo.broadcast_in_dim"(%93) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %95 = "stablehlo.add"(%92, %94) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %96 = "stablehlo.multiply"(%69, %95) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %97 = "stablehlo.subtract"(%96, %90) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %98 = "stablehlo.constant"() {value = dense<7.6761854986049361E-14> : tensor<f64>} : () -> tensor<f64>
    %99 = "stablehlo.broadcast_in_dim"(%98) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %100 = "stablehlo.add"(%97, %99) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %101 = "stablehlo.multiply"(%69, %100) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %102 = "stablehlo.subtract"(%101, %95) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %103 = "stablehlo.constant"() {value = dense<-4.856446783111929E-13> : tensor<f64>} : () -> tensor<f64>
    %104 = "stablehlo.broadcast_in_dim"(%103) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %105 = "stablehlo.add"(%102, %104) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %106 = "stablehlo.multiply"(%69, %105) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %107 = "stablehlo.subtract"(%106, %100) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %108 = "stablehlo.constant"() {value = dense<2.9550526631296399E-12> : tensor<f64>} : () -> tensor<f64>
    %109 = "stablehlo.broadcast_in_dim"(%108) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %110 = "stablehlo.add"(%107, %109) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %111 = "stablehlo.multiply"(%69, %110) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %112 = "stablehlo.subtract"(%111, %105) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %113 = "stablehlo.constant"() {value = dense<-1.7268262914415559E-11> : tensor<f64>} : () -> tensor<f64>
    %114 = "stablehlo.broadcast_in_dim"(%113) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %115 = "stablehlo.add"(%112, %114) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %116 = "stablehlo.multiply"(%69, %115) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %117 = "stablehlo.subtract"(%116, %110) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %118 = "stablehlo.constant"() {value = dense<9.6758090353732369E-11> : tensor<f64>} : () -> tensor<f64>
    %119 = "stablehlo.broadcast_in_dim"(%118) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %120 = "stablehlo.add"(%117, %119) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %121 = "stablehlo.multiply"(%69, %120) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %122 = "stablehlo.subtract"(%121, %115) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %123 = "stablehlo.constant"() {value = dense<-5.1897956016352627E-10> : tensor<f64>} : () -> tensor<f64>
    %124 = "stablehlo.broadcast_in_dim"(%123) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %125 = "stablehlo.add"(%122, %124) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %126 = "stablehlo.multiply"(%69, %125) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %127 = "stablehlo.subtract"(%126, %120) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %128 = "stablehlo.constant"() {value = dense<2.6598237246823866E-9> : tensor<f64>} : () -> tensor<f64>
    %129 = "stablehlo.broadcast_in_dim"(%128) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %130 = "stablehlo.add"(%127, %129) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %131 = "stablehlo.multiply"(%69, %130) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %132 = "stablehlo.subtract"(%131, %125) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %133 = "stablehlo.constant"() {value = dense<-1.300025009986248E-8> : tensor<f64>} : () -> tensor<f64>
    %134 = "stablehlo.broadcast_in_dim"(%133) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %135 = "stablehlo.add"(%132, %134) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %136 = "stablehlo.multiply"(%69, %135) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %137 = "stablehlo.subtract"(%136, %130) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %138 = "stablehlo.constant"() {value = dense<6.0469950225419186E-8> : tensor<f64>} : () -> tensor<f64>
    %139 = "stablehlo.broadcast_in_dim"(%138) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %140 = "stablehlo.add"(%137, %139) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %141 = "stablehlo.multiply"(%69, %140) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %142 = "stablehlo.subtract"(%141, %135) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %143 = "stablehlo.constant"() {value = dense<-2.6707938539406119E-7> : tensor<f64>} : () -> tensor<f64>
    %144 = "stablehlo.broadcast_in_dim"(%143) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %145 = "stablehlo.add"(%142, %144) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %146 = "stablehlo.multiply"(%69, %145) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %147 = "stablehlo.subtract"(%146, %140) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %148 = "stablehlo.constant"() {value = dense<1.1173875391201037E-6> : tensor<f64>} : () -> tensor<f64>
    %149 = "stablehlo.broadcast_in_dim"(%148) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %150 = "stablehlo.add"(%147, %149) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %151 = "stablehlo.multiply"(%69, %150) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %152 = "stablehlo.subtract"(%151, %145) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %153 = "stablehlo.constant"() {value = dense<-4.4167383584587505E-6> : tensor<f64>} : () -> tensor<f64>
    %154 = "stablehlo.broadcast_in_dim"(%153) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %155 = "stablehlo.add"(%152, %154) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %156 = "stablehlo.multiply"(%69, %155) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %157 = "stablehlo.subtract"(%156, %150) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %158 = "stablehlo.constant"() {value = dense<1.6448448070728896E-5> : tensor<f64>} : () -> tensor<f64>
    %159 = "stablehlo.broadcast_in_dim"(%158) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %160 = "stablehlo.add"(%157, %159) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %161 = "stablehlo.multiply"(%69, %160) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %162 = "stablehlo.subtract"(%161, %155) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %163 = "stablehlo.constant"() {value = dense<-5.754195010082104E-5> : tensor<f64>} : () -> tensor<f64>
    %164 = "stablehlo.broadcast_in_dim"(%163) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %165 = "stablehlo.add"(%162, %164) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %166 = "stablehlo.multiply"(%69, %165) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %167 = "stablehlo.subtract"(%166, %160) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %168 = "stablehlo.constant"() {value = dense<1.8850288509584165E-4> : tensor<f64>} : () -> tensor<f64>
    %169 = "stablehlo.broadcast_in_dim"(%168) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %170 = "stablehlo.add"(%167, %169) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %171 = "stablehlo.multiply"(%69, %170) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %172 = "stablehlo.subtract"(%171, %165) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %173 = "stablehlo.constant"() {value = dense<-5.7637557453858236E-4> : tensor<f64>} : () -> tensor<f64>
    %174 = "stablehlo.broadcast_in_dim"(%173) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %175 = "stablehlo.add"(%172, %174) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %176 = "stablehlo.multiply"(%69, %175) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %177 = "stablehlo.subtract"(%176, %170) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %178 = "stablehlo.constant"() {value = dense<0.0016394756169413357> : tensor<f64>} : () -> tensor<f64>
    %179 = "stablehlo.broadcast_in_dim"(%178) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %180 = "stablehlo.add"(%177, %179) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %181 = "stablehlo.multiply"(%69, %180) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %182 = "stablehlo.subtract"(%181, %175) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %183 = "stablehlo.constant"() {value = dense<-0.0043243099950505759> : tensor<f64>} : () -> tensor<f64>
    %184 = "stablehlo.broadcast_in_dim"(%183) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %185 = "stablehlo.add"(%182, %184) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %186 = "stablehlo.multiply"(%69, %185) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %187 = "stablehlo.subtract"(%186, %180) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %188 = "stablehlo.constant"() {value = dense<0.010546460394594998> : tensor<f64>} : () -> tensor<f64>
    %189 = "stablehlo.broadcast_in_dim"(%188) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %190 = "stablehlo.add"(%187, %189) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %191 = "stablehlo.multiply"(%69, %190) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %192 = "stablehlo.subtract"(%191, %185) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %193 = "stablehlo.constant"() {value = dense<-0.023737414805899471> : tensor<f64>} : () -> tensor<f64>
    %194 = "stablehlo.broadcast_in_dim"(%193) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %195 = "stablehlo.add"(%192, %194) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %196 = "stablehlo.multiply"(%69, %195) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %197 = "stablehlo.subtract"(%196, %190) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %198 = "stablehlo.constant"() {value = dense<0.049305284239670712> : tensor<f64>} : () -> tensor<f64>
    %199 = "stablehlo.broadcast_in_dim"(%198) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %200 = "stablehlo.add"(%197, %199) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %201 = "stablehlo.multiply"(%69, %200) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %202 = "stablehlo.subtract"(%201, %195) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %203 = "stablehlo.constant"() {value = dense<-0.094901097048047639> : tensor<f64>} : () -> tensor<f64>
    %204 = "stablehlo.broadcast_in_dim"(%203) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %205 = "stablehlo.add"(%202, %204) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %206 = "stablehlo.multiply"(%69, %205) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %207 = "stablehlo.subtract"(%206, %200) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %208 = "stablehlo.constant"() {value = dense<0.17162090152220877> : tensor<f64>} : () -> tensor<f64>
    %209 = "stablehlo.broadcast_in_dim"(%208) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %210 = "stablehlo.add"(%207, %209) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %211 = "stablehlo.multiply"(%69, %210) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %212 = "stablehlo.subtract"(%211, %205) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %213 = "stablehlo.constant"() {value = dense<-0.3046826723431984> : tensor<f64>} : () -> tensor<f64>
    %214 = "stablehlo.broadcast_in_dim"(%213) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %215 = "stablehlo.add"(%212, %214) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %216 = "stablehlo.multiply"(%69, %215) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %217 = "stablehlo.subtract"(%216, %210) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %218 = "stablehlo.constant"() {value = dense<0.67679527440947607> : tensor<f64>} : () -> tensor<f64>
    %219 = "stablehlo.broadcast_in_dim"(%218) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %220 = "stablehlo.add"(%217, %219) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %221 = "stablehlo.subtract"(%220, %210) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %222 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f64>} : () -> tensor<f64>
    %223 = "stablehlo.broadcast_in_dim"(%222) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %224 = "stablehlo.multiply"(%221, %223) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %225 = "stablehlo.constant"() {value = dense<3.200000e+01> : tensor<f64>} : () -> tensor<f64>
    %226 = "stablehlo.broadcast_in_dim"(%225) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %227 = "stablehlo.divide"(%226, %0) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %228 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %229 = "stablehlo.broadcast_in_dim"(%228) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %230 = "stablehlo.subtract"(%227, %229) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %231 = "stablehlo.constant"() {value = dense<-7.2331804878747538E-18> : tensor<f64>} : () -> tensor<f64>
    %232 = "stablehlo.broadcast_in_dim"(%231) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %233 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %234 = "stablehlo.broadcast_in_dim"(%233) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %235 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %236 = "stablehlo.broadcast_in_dim"(%235) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %237 = "stablehlo.multiply"(%230, %232) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %238 = "stablehlo.subtract"(%237, %234) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %239 = "stablehlo.constant"() {value = dense<-4.8305044859441819E-18> : tensor<f64>} : () -> tensor<f64>
    %240 = "stablehlo.broadcast_in_dim"(%239) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %241 = "stablehlo.add"(%238, %240) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %242 = "stablehlo.multiply"(%230, %241) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %243 = "stablehlo.subtract"(%242, %232) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %244 = "stablehlo.constant"() {value = dense<4.4656214202967598E-17> : tensor<f64>} : () -> tensor<f64>
    %245 = "stablehlo.broadcast_in_dim"(%244) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %246 = "stablehlo.add"(%243, %245) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %247 = "stablehlo.multiply"(%230, %246) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %248 = "stablehlo.subtract"(%247, %241) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %249 = "stablehlo.constant"() {value = dense<3.4612228676974612E-17> : tensor<f64>} : () -> tensor<f64>
    %250 = "stablehlo.broadcast_in_dim"(%249) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %251 = "stablehlo.add"(%248, %250) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %252 = "stablehlo.multiply"(%230, %251) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %253 = "stablehlo.subtract"(%252, %246) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %254 = "stablehlo.constant"() {value = dense<-2.8276239805165836E-16> : tensor<f64>} : () -> tensor<f64>
    %255 = "stablehlo.broadcast_in_dim"(%254) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %256 = "stablehlo.add"(%253, %255) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %257 = "stablehlo.multiply"(%230, %256) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %258 = "stablehlo.subtract"(%257, %251) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %259 = "stablehlo.constant"() {value = dense<-3.425485619677219E-16> : tensor<f64>} : () -> tensor<f64>
    %260 = "stablehlo.broadcast_in_dim"(%259) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %261 = "stablehlo.add"(%258, %260) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %262 = "stablehlo.multiply"(%230, %261) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %263 = "stablehlo.subtract"(%262, %256) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %264 = "stablehlo.constant"() {value = dense<1.7725601330565263E-15> : tensor<f64>} : () -> tensor<f64>
    %265 = "stablehlo.broadcast_in_dim"(%264) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %266 = "stablehlo.add"(%263, %265) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %267 = "stablehlo.multiply"(%230, %266) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %268 = "stablehlo.subtract"(%267, %261) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %269 = "stablehlo.constant"() {value = dense<3.8116806693526224E-15> : tensor<f64>} : () -> tensor<f64>
    %270 = "stablehlo.broadcast_in_dim"(%269) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %271 = "stablehlo.add"(%268, %270) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %272 = "stablehlo.multiply"(%230, %271) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %273 = "stablehlo.subtract"(%272, %266) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %274 = "stablehlo.constant"() {value = dense<-9.5548466988283073E-15> : tensor<f64>} : () -> tensor<f64>
    %275 = "stablehlo.broadcast_in_dim"(%274) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %276 = "stablehlo.add"(%273, %275) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %277 = "stablehlo.multiply"(%230, %276) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %278 = "stablehlo.subtract"(%277, %271) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %279 = "stablehlo.constant"() {value = dense<-4.1505693472872222E-14> : tensor<f64>} : () -> tensor<f64>
    %280 = "stablehlo.broadcast_in_dim"(%279) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %281 = "stablehlo.add"(%278, %280) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %282 = "stablehlo.multiply"(%230, %281) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %283 = "stablehlo.subtract"(%282, %276) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %284 = "stablehlo.constant"() {value = dense<1.54008621752141E-14> : tensor<f64>} : () -> tensor<f64>
    %285 = "stablehlo.broadcast_in_dim"(%284) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %286 = "stablehlo.add"(%283, %285) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %287 = "stablehlo.multiply"(%230, %286) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %288 = "stablehlo.subtract"(%287, %281) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %289 = "stablehlo.constant"() {value = dense<3.8527783827421426E-13> : tensor<f64>} : () -> tensor<f64>
    %290 = "stablehlo.broadcast_in_dim"(%289) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %291 = "stablehlo.add"(%288, %290) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %292 = "stablehlo.multiply"(%230, %291) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %293 = "stablehlo.subtract"(%292, %286) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %294 = "stablehlo.constant"() {value = dense<7.180124451383666E-13> : tensor<f64>} : () -> tensor<f64>
    %295 = "stablehlo.broadcast_in_dim"(%294) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %296 = "stablehlo.add"(%293, %295) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %297 = "stablehlo.multiply"(%230, %296) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %298 = "stablehlo.subtract"(%297, %291) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %299 = "stablehlo.constant"() {value = dense<-1.7941785315068062E-12> : tensor<f64>} : () -> tensor<f64>
    %300 = "stablehlo.broadcast_in_dim"(%299) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %301 = "stablehlo.add"(%298, %300) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %302 = "stablehlo.multiply"(%230, %301) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %303 = "stablehlo.subtract"(%302, %296) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %304 = "stablehlo.constant"() {value = dense<-1.3215811840447713E-11> : tensor<f64>} : () -> tensor<f64>
    %305 = "stablehlo.broadcast_in_dim"(%304) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %306 = "stablehlo.add"(%303, %305) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %307 = "stablehlo.multiply"(%230, %306) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %308 = "stablehlo.subtract"(%307, %301) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %309 = "stablehlo.constant"() {value = dense<-3.1499165279632416E-11> : tensor<f64>} : () -> tensor<f64>
    %310 = "stablehlo.broadcast_in_dim"(%309) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %311 = "stablehlo.add"(%308, %310) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %312 = "stablehlo.multiply"(%230, %311) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %313 = "stablehlo.subtract"(%312, %306) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %314 = "stablehlo.constant"() {value = dense<1.1889147107846439E-11> : tensor<f64>} : () -> tensor<f64>
    %315 = "stablehlo.broadcast_in_dim"(%314) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %316 = "stablehlo.add"(%313, %315) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %317 = "stablehlo.multiply"(%230, %316) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %318 = "stablehlo.subtract"(%317, %311) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %319 = "stablehlo.constant"() {value = dense<4.9406023882249701E-10> : tensor<f64>} : () -> tensor<f64>
    %320 = "stablehlo.broadcast_in_dim"(%319) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %321 = "stablehlo.add"(%318, %320) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %322 = "stablehlo.multiply"(%230, %321) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %323 = "stablehlo.subtract"(%322, %316) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %324 = "stablehlo.constant"() {value = dense<3.3962320257083865E-9> : tensor<f64>} : () -> tensor<f64>
    %325 = "stablehlo.broadcast_in_dim"(%324) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %326 = "stablehlo.add"(%323, %325) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %327 = "stablehlo.multiply"(%230, %326) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %328 = "stablehlo.subtract"(%327, %321) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %329 = "stablehlo.constant"() {value = dense<2.266668990498178E-8> : tensor<f64>} : () -> tensor<f64>
    %330 = "stablehlo.broadcast_in_dim"(%329) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %331 = "stablehlo.add"(%328, %330) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %332 = "stablehlo.multiply"(%230, %331) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %333 = "stablehlo.subtract"(%332, %326) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %334 = "stablehlo.constant"() {value = dense<2.0489185894690638E-7> : tensor<f64>} : () -> tensor<f64>
    %335 = "stablehlo.broadcast_in_dim"(%334) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %336 = "stablehlo.add"(%333, %335) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %337 = "stablehlo.multiply"(%230, %336) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %338 = "stablehlo.subtract"(%337, %331) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %339 = "stablehlo.constant"() {value = dense<2.8913705208347567E-6> : tensor<f64>} : () -> tensor<f64>
    %340 = "stablehlo.broadcast_in_dim"(%339) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %341 = "stablehlo.add"(%338, %340) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %342 = "stablehlo.multiply"(%230, %341) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %343 = "stablehlo.subtract"(%342, %336) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %344 = "stablehlo.constant"() {value = dense<6.8897583469168245E-5> : tensor<f64>} : () -> tensor<f64>
    %345 = "stablehlo.broadcast_in_dim"(%344) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %346 = "stablehlo.add"(%343, %345) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %347 = "stablehlo.multiply"(%230, %346) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %348 = "stablehlo.subtract"(%347, %341) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %349 = "stablehlo.constant"() {value = dense<0.0033691164782556943> : tensor<f64>} : () -> tensor<f64>
    %350 = "stablehlo.broadcast_in_dim"(%349) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %351 = "stablehlo.add"(%348, %350) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %352 = "stablehlo.multiply"(%230, %351) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %353 = "stablehlo.subtract"(%352, %346) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %354 = "stablehlo.constant"() {value = dense<0.80449041101410879> : tensor<f64>} : () -> tensor<f64>
    %355 = "stablehlo.broadcast_in_dim"(%354) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %356 = "stablehlo.add"(%353, %355) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %357 = "stablehlo.subtract"(%356, %346) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %358 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f64>} : () -> tensor<f64>
    %359 = "stablehlo.broadcast_in_dim"(%358) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %360 = "stablehlo.multiply"(%357, %359) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %361 = "stablehlo.sqrt"(%0) : (tensor<15xf64>) -> tensor<15xf64>
    %362 = "stablehlo.divide"(%360, %361) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %363 = "stablehlo.constant"() {value = dense<8.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %364 = "stablehlo.broadcast_in_dim"(%363) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %365 = "stablehlo.compare"(%0, %364) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xi1>
    %366 = "stablehlo.select"(%365, %224, %362) : (tensor<15xi1>, tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %367 = "stablehlo.exponential"(%0) : (tensor<15xf64>) -> tensor<15xf64>
    %368 = "stablehlo.multiply"(%366, %367) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %369 = "stablehlo.multiply"(%63, %368) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %370 = "stablehlo.subtract"(%59, %369) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %371 = "stablehlo.constant"() {value = dense<8.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %372 = "stablehlo.broadcast_in_dim"(%371) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %373 = "stablehlo.divide"(%372, %0) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %374 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %375 = "stablehlo.broadcast_in_dim"(%374) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %376 = "stablehlo.subtract"(%373, %375) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %377 = "stablehlo.constant"() {value = dense<5.300433772686263E-18> : tensor<f64>} : () -> tensor<f64>
    %378 = "stablehlo.broadcast_in_dim"(%377) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %379 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %380 = "stablehlo.broadcast_in_dim"(%379) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %381 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %382 = "stablehlo.broadcast_in_dim"(%381) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %383 = "stablehlo.multiply"(%376, %378) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %384 = "stablehlo.subtract"(%383, %380) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %385 = "stablehlo.constant"() {value = dense<-1.6475804301524212E-17> : tensor<f64>} : () -> tensor<f64>
    %386 = "stablehlo.broadcast_in_dim"(%385) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %387 = "stablehlo.add"(%384, %386) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %388 = "stablehlo.multiply"(%376, %387) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %389 = "stablehlo.subtract"(%388, %378) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %390 = "stablehlo.constant"() {value = dense<5.2103915050390274E-17> : tensor<f64>} : () -> tensor<f64>
    %391 = "stablehlo.broadcast_in_dim"(%390) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %392 = "stablehlo.add"(%389, %391) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %393 = "stablehlo.multiply"(%376, %392) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %394 = "stablehlo.subtract"(%393, %387) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %395 = "stablehlo.constant"() {value = dense<-1.678231096805412E-16> : tensor<f64>} : () -> tensor<f64>
    %396 = "stablehlo.broadcast_in_dim"(%395) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %397 = "stablehlo.add"(%394, %396) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %398 = "stablehlo.multiply"(%376, %397) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %399 = "stablehlo.subtract"(%398, %392) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %400 = "stablehlo.constant"() {value = dense<5.5120559785243193E-16> : tensor<f64>} : () -> tensor<f64>
    %401 = "stablehlo.broadcast_in_dim"(%400) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %402 = "stablehlo.add"(%399, %401) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %403 = "stablehlo.multiply"(%376, %402) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %404 = "stablehlo.subtract"(%403, %397) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %405 = "stablehlo.constant"() {value = dense<-1.8485933773437788E-15> : tensor<f64>} : () -> tensor<f64>
    %406 = "stablehlo.broadcast_in_dim"(%405) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %407 = "stablehlo.add"(%404, %406) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %408 = "stablehlo.multiply"(%376, %407) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %409 = "stablehlo.subtract"(%408, %402) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %410 = "stablehlo.constant"() {value = dense<6.3400764774050706E-15> : tensor<f64>} : () -> tensor<f64>
    %411 = "stablehlo.broadcast_in_dim"(%410) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %412 = "stablehlo.add"(%409, %411) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %413 = "stablehlo.multiply"(%376, %412) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %414 = "stablehlo.subtract"(%413, %407) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %415 = "stablehlo.constant"() {value = dense<-2.2275133269916698E-14> : tensor<f64>} : () -> tensor<f64>
    %416 = "stablehlo.broadcast_in_dim"(%415) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %417 = "stablehlo.add"(%414, %416) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %418 = "stablehlo.multiply"(%376, %417) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %419 = "stablehlo.subtract"(%418, %412) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %420 = "stablehlo.constant"() {value = dense<8.0328907753635752E-14> : tensor<f64>} : () -> tensor<f64>
    %421 = "stablehlo.broadcast_in_dim"(%420) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %422 = "stablehlo.add"(%419, %421) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %423 = "stablehlo.multiply"(%376, %422) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %424 = "stablehlo.subtract"(%423, %417) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %425 = "stablehlo.constant"() {value = dense<-2.9800969231727303E-13> : tensor<f64>} : () -> tensor<f64>
    %426 = "stablehlo.broadcast_in_dim"(%425) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %427 = "stablehlo.add"(%424, %426) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %428 = "stablehlo.multiply"(%376, %427) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %429 = "stablehlo.subtract"(%428, %422) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %430 = "stablehlo.constant"() {value = dense<1.140340588208475E-12> : tensor<f64>} : () -> tensor<f64>
    %431 = "stablehlo.broadcast_in_dim"(%430) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %432 = "stablehlo.add"(%429, %431) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %433 = "stablehlo.multiply"(%376, %432) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %434 = "stablehlo.subtract"(%433, %427) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %435 = "stablehlo.constant"() {value = dense<-4.5145978833739441E-12> : tensor<f64>} : () -> tensor<f64>
    %436 = "stablehlo.broadcast_in_dim"(%435) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %437 = "stablehlo.add"(%434, %436) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %438 = "stablehlo.multiply"(%376, %437) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %439 = "stablehlo.subtract"(%438, %432) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %440 = "stablehlo.constant"() {value = dense<1.8559491149547177E-11> : tensor<f64>} : () -> tensor<f64>
    %441 = "stablehlo.broadcast_in_dim"(%440) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %442 = "stablehlo.add"(%439, %441) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %443 = "stablehlo.multiply"(%376, %442) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %444 = "stablehlo.subtract"(%443, %437) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %445 = "stablehlo.constant"() {value = dense<-7.9574892444771069E-11> : tensor<f64>} : () -> tensor<f64>
    %446 = "stablehlo.broadcast_in_dim"(%445) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %447 = "stablehlo.add"(%444, %446) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %448 = "stablehlo.multiply"(%376, %447) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %449 = "stablehlo.subtract"(%448, %442) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %450 = "stablehlo.constant"() {value = dense<3.5773972814003009E-10> : tensor<f64>} : () -> tensor<f64>
    %451 = "stablehlo.broadcast_in_dim"(%450) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %452 = "stablehlo.add"(%449, %451) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %453 = "stablehlo.multiply"(%376, %452) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %454 = "stablehlo.subtract"(%453, %447) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %455 = "stablehlo.constant"() {value = dense<-1.69753450938906E-9> : tensor<f64>} : () -> tensor<f64>
    %456 = "stablehlo.broadcast_in_dim"(%455) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %457 = "stablehlo.add"(%454, %456) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %458 = "stablehlo.multiply"(%376, %457) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %459 = "stablehlo.subtract"(%458, %452) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %460 = "stablehlo.constant"() {value = dense<8.5740340174142253E-9> : tensor<f64>} : () -> tensor<f64>
    %461 = "stablehlo.broadcast_in_dim"(%460) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %462 = "stablehlo.add"(%459, %461) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %463 = "stablehlo.multiply"(%376, %462) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %464 = "stablehlo.subtract"(%463, %457) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %465 = "stablehlo.constant"() {value = dense<-4.6604898976879478E-8> : tensor<f64>} : () -> tensor<f64>
    %466 = "stablehlo.broadcast_in_dim"(%465) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %467 = "stablehlo.add"(%464, %466) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %468 = "stablehlo.multiply"(%376, %467) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %469 = "stablehlo.subtract"(%468, %462) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %470 = "stablehlo.constant"() {value = dense<2.7668136394450149E-7> : tensor<f64>} : () -> tensor<f64>
    %471 = "stablehlo.broadcast_in_dim"(%470) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %472 = "stablehlo.add"(%469, %471) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %473 = "stablehlo.multiply"(%376, %472) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %474 = "stablehlo.subtract"(%473, %467) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %475 = "stablehlo.constant"() {value = dense<-1.8317555227191195E-6> : tensor<f64>} : () -> tensor<f64>
    %476 = "stablehlo.broadcast_in_dim"(%475) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %477 = "stablehlo.add"(%474, %476) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %478 = "stablehlo.multiply"(%376, %477) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %479 = "stablehlo.subtract"(%478, %472) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %480 = "stablehlo.constant"() {value = dense<1.39498137188765E-5> : tensor<f64>} : () -> tensor<f64>
    %481 = "stablehlo.broadcast_in_dim"(%480) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %482 = "stablehlo.add"(%479, %481) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %483 = "stablehlo.multiply"(%376, %482) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %484 = "stablehlo.subtract"(%483, %477) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %485 = "stablehlo.constant"() {value = dense<-1.2849549581627802E-4> : tensor<f64>} : () -> tensor<f64>
    %486 = "stablehlo.broadcast_in_dim"(%485) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %487 = "stablehlo.add"(%484, %486) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %488 = "stablehlo.multiply"(%376, %487) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %489 = "stablehlo.subtract"(%488, %482) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %490 = "stablehlo.constant"() {value = dense<0.0015698838857300533> : tensor<f64>} : () -> tensor<f64>
    %491 = "stablehlo.broadcast_in_dim"(%490) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %492 = "stablehlo.add"(%489, %491) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %493 = "stablehlo.multiply"(%376, %492) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %494 = "stablehlo.subtract"(%493, %487) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %495 = "stablehlo.constant"() {value = dense<-0.031448101311964502> : tensor<f64>} : () -> tensor<f64>
    %496 = "stablehlo.broadcast_in_dim"(%495) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %497 = "stablehlo.add"(%494, %496) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %498 = "stablehlo.multiply"(%376, %497) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %499 = "stablehlo.subtract"(%498, %492) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %500 = "stablehlo.constant"() {value = dense<2.4403030820659555> : tensor<f64>} : () -> tensor<f64>
    %501 = "stablehlo.broadcast_in_dim"(%500) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %502 = "stablehlo.add"(%499, %501) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %503 = "stablehlo.subtract"(%502, %492) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %504 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f64>} : () -> tensor<f64>
    %505 = "stablehlo.broadcast_in_dim"(%504) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %506 = "stablehlo.multiply"(%503, %505) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %507 = "stablehlo.sqrt"(%0) : (tensor<15xf64>) -> tensor<15xf64>
    %508 = "stablehlo.divide"(%506, %507) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %509 = "stablehlo.negate"(%0) : (tensor<15xf64>) -> tensor<15xf64>
    %510 = "stablehlo.exponential"(%509) : (tensor<15xf64>) -> tensor<15xf64>
    %511 = "stablehlo.multiply"(%508, %510) : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %512 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %513 = "stablehlo.broadcast_in_dim"(%512) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %514 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %515 = "stablehlo.broadcast_in_dim"(%514) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %516 = "stablehlo.compare"(%0, %515) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xi1>
    %517 = "stablehlo.select"(%516, %370, %511) : (tensor<15xi1>, tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %518 = "stablehlo.compare"(%0, %513) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xi1>
    %519 = "stablehlo.constant"() {value = dense<0x7FF0000000000000> : tensor<f64>} : () -> tensor<f64>
    %520 = "stablehlo.broadcast_in_dim"(%519) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %521 = "stablehlo.select"(%518, %520, %517) : (tensor<15xi1>, tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %522 = "stablehlo.compare"(%0, %513) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<15xf64>, tensor<15xf64>) -> tensor<15xi1>
    %523 = "stablehlo.constant"() {value = dense<0x7FF8000000000000> : tensor<f64>} : () -> tensor<f64>
    %524 = "stablehlo.broadcast_in_dim"(%523) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<15xf64>
    %525 = "stablehlo.select"(%522, %524, %521) : (tensor<15xi1>, tensor<15xf64>, tensor<15xf64>) -> tensor<15xf64>
    %526 = "stablehlo.convert"(%525) : (tensor<15xf64>) -> tensor<15xf32>
    return %526 : tensor<15xf32>
  }
}
