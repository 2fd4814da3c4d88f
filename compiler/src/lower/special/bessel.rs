//! Bessel and Airy functions, in float64 with Cephes' expansions, as torch: modified Bessel
//! functions of the first kind (Chebyshev) and second kind, Bessel functions of the first and
//! second kind of orders 0 and 1 (rational approximations below x = 5, the asymptotic form above),
//! the spherical j0, and Airy's Ai.

use super::*;

pub(super) const I0_A: [f64; 30] = [
    -4.41534164647933937950E-18, 3.33079451882223809783E-17, -2.43127984654795469359E-16, 1.71539128555513303061E-15,
    -1.16853328779934516808E-14, 7.67618549860493561688E-14, -4.85644678311192946090E-13, 2.95505266312963983461E-12,
    -1.72682629144155570723E-11, 9.67580903537323691224E-11, -5.18979560163526290666E-10, 2.65982372468238665035E-9,
    -1.30002500998624804212E-8, 6.04699502254191894932E-8, -2.67079385394061173391E-7, 1.11738753912010371815E-6,
    -4.41673835845875056359E-6, 1.64484480707288970893E-5, -5.75419501008210370398E-5, 1.88502885095841655729E-4,
    -5.76375574538582365885E-4, 1.63947561694133579842E-3, -4.32430999505057594430E-3, 1.05464603945949983183E-2,
    -2.37374148058994688156E-2, 4.93052842396707084878E-2, -9.49010970480476444210E-2, 1.71620901522208775349E-1,
    -3.04682672343198398683E-1, 6.76795274409476084995E-1,
];

pub(super) const I0_B: [f64; 25] = [
    -7.23318048787475395456E-18, -4.83050448594418207126E-18, 4.46562142029675999901E-17, 3.46122286769746109310E-17,
    -2.82762398051658348494E-16, -3.42548561967721913462E-16, 1.77256013305652638360E-15, 3.81168066935262242075E-15,
    -9.55484669882830764870E-15, -4.15056934728722208663E-14, 1.54008621752140982691E-14, 3.85277838274214270114E-13,
    7.18012445138366623367E-13, -1.79417853150680611778E-12, -1.32158118404477131188E-11, -3.14991652796324136454E-11,
    1.18891471078464383424E-11, 4.94060238822496958910E-10, 3.39623202570838634515E-9, 2.26666899049817806459E-8,
    2.04891858946906374183E-7, 2.89137052083475648297E-6, 6.88975834691682398426E-5, 3.36911647825569408990E-3,
    8.04490411014108831608E-1,
];

pub(super) const I1_A: [f64; 29] = [
    2.77791411276104639959E-18, -2.11142121435816608115E-17, 1.55363195773620046921E-16, -1.10559694773538630805E-15,
    7.60068429473540693410E-15, -5.04218550472791168711E-14, 3.22379336594557470981E-13, -1.98397439776494371520E-12,
    1.17361862988909016308E-11, -6.66348972350202774223E-11, 3.62559028155211703701E-10, -1.88724975172282928790E-9,
    9.38153738649577178388E-9, -4.44505912879632808065E-8, 2.00329475355213526229E-7, -8.56872026469545474066E-7,
    3.47025130813767847674E-6, -1.32731636560394358279E-5, 4.78156510755005422638E-5, -1.61760815825896745588E-4,
    5.12285956168575772895E-4, -1.51357245063125314899E-3, 4.15642294431288815669E-3, -1.05640848946261981558E-2,
    2.47264490306265168283E-2, -5.29459812080949914269E-2, 1.02643658689847095384E-1, -1.76416518357834055153E-1,
    2.52587186443633654823E-1,
];

pub(super) const I1_B: [f64; 25] = [
    7.51729631084210481353E-18, 4.41434832307170791151E-18, -4.65030536848935832153E-17, -3.20952592199342395980E-17,
    2.96262899764595013876E-16, 3.30820231092092828324E-16, -1.88035477551078244854E-15, -3.81440307243700780478E-15,
    1.04202769841288027642E-14, 4.27244001671195135429E-14, -2.10154184277266431302E-14, -4.08355111109219731823E-13,
    -7.19855177624590851209E-13, 2.03562854414708950722E-12, 1.41258074366137813316E-11, 3.25260358301548823856E-11,
    -1.89749581235054123450E-11, -5.58974346219658380687E-10, -3.83538038596423702205E-9, -2.63146884688951950684E-8,
    -2.51223623787020892529E-7, -3.88256480887769039346E-6, -1.10588938762623716291E-4, -9.76109749136146840777E-3,
    7.78576235018280120474E-1,
];

/// Cephes' `chbevl(x, coef)`: a Chebyshev series by Clenshaw's recurrence, halved.
pub(super) fn chbevl<'c, 'a>(b: &Builder<'c, 'a>, x: &Tv<'c, 'a>, coef: &[f64]) -> Result<Tv<'c, 'a>> {
    let mut b0 = splat(b, x, coef[0])?;
    let mut b1 = splat(b, x, 0.0)?;
    let mut b2 = splat(b, x, 0.0)?;
    for &k in &coef[1..] {
        b2 = b1;
        b1 = b0;
        b0 = b.add(&b.sub(&b.mul(x, &b1)?, &b2)?, &splat(b, x, k)?)?;
    }
    b.mul(&b.sub(&b0, &b2)?, &splat(b, x, 0.5)?)
}

/// `i0`, `i1` and their exponentially scaled forms (`i0e = exp(-|x|) i0`), by Cephes' expansions
/// on [0, 8] and (8, inf); `i1` is odd.
pub(super) fn bessel_i<'c, 'a>(c: &Call<'_, 'c, 'a>, order: u8, scaled: bool) -> R<'c, 'a> {
    let b = c.b;
    let x = input_f64(c, 0, "self")?;
    let ax = b.unary("stablehlo.abs", &x)?;
    let (ca, cb): (&[f64], &[f64]) = if order == 0 { (&I0_A, &I0_B) } else { (&I1_A, &I1_B) };
    // |x| <= 8: chbevl(|x|/2 - 2, A) (times |x| for i1)
    let small_arg = b.sub(&b.mul(&ax, &splat(b, &x, 0.5)?)?, &splat(b, &x, 2.0)?)?;
    let mut small = chbevl(b, &small_arg, ca)?;
    // |x| > 8: chbevl(32/|x| - 2, B) / sqrt(|x|)
    let large_arg = b.sub(&b.div(&splat(b, &x, 32.0)?, &ax)?, &splat(b, &x, 2.0)?)?;
    let mut large = b.div(&chbevl(b, &large_arg, cb)?, &b.unary("stablehlo.sqrt", &ax)?)?;
    if order == 1 {
        small = b.mul(&small, &ax)?;
    }
    if !scaled {
        let e = b.unary("stablehlo.exponential", &ax)?;
        small = b.mul(&small, &e)?;
        large = b.mul(&large, &e)?;
    }
    let is_small = b.compare(&ax, &splat(b, &x, 8.0)?, "LE")?;
    let mut r = b.select(&is_small, &small, &large)?;
    if order == 1 {
        let neg = b.compare(&x, &splat(b, &x, 0.0)?, "LT")?;
        r = b.select(&neg, &b.neg(&r)?, &r)?;
    }
    finish(c, &r)
}

pub(super) const K0_A: [f64; 10] = [
    1.37446543561352307156e-16, 4.25981614279661018399e-14, 1.03496952576338420167e-11, 1.90451637722020886025e-09,
    2.53479107902614945675e-07, 2.28621210311945178607e-05, 1.26461541144692592338e-03, 3.59799365153615016266e-02,
    3.44289899924628486886e-01, -5.35327393233902768720e-01,
];

pub(super) const K0_B: [f64; 25] = [
    5.30043377268626276149e-18, -1.64758043015242134646e-17, 5.21039150503902756861e-17, -1.67823109680541210385e-16,
    5.51205597852431940784e-16, -1.84859337734377901440e-15, 6.34007647740507060557e-15, -2.22751332699166985548e-14,
    8.03289077536357521100e-14, -2.98009692317273043925e-13, 1.14034058820847496303e-12, -4.51459788337394416547e-12,
    1.85594911495471785253e-11, -7.95748924447710747776e-11, 3.57739728140030116597e-10, -1.69753450938905987466e-09,
    8.57403401741422608519e-09, -4.66048989768794782956e-08, 2.76681363944501510342e-07, -1.83175552271911948767e-06,
    1.39498137188764993662e-05, -1.28495495816278026384e-04, 1.56988388573005337491e-03, -3.14481013119645005427e-02,
    2.44030308206595545468e+00,
];

pub(super) const K1_A: [f64; 11] = [
    -7.02386347938628759343e-18, -2.42744985051936593393e-15, -6.66690169419932900609e-13, -1.41148839263352776110e-10,
    -2.21338763073472585583e-08, -2.43340614156596823496e-06, -1.73028895751305206302e-04, -6.97572385963986435018e-03,
    -1.22611180822657148235e-01, -3.53155960776544875667e-01, 1.52530022733894777053e+00,
];

pub(super) const K1_B: [f64; 25] = [
    -5.75674448366501715755e-18, 1.79405087314755922667e-17, -5.68946255844285935196e-17, 1.83809354436663880070e-16,
    -6.05704724837331885336e-16, 2.03870316562433424052e-15, -7.01983709041831346144e-15, 2.47715442448130437068e-14,
    -8.97670518232499435011e-14, 3.34841966607842919884e-13, -1.28917396095102890680e-12, 5.13963967348173025100e-12,
    -2.12996783842756842877e-11, 9.21831518760500529508e-11, -4.19035475934189648750e-10, 2.01504975519703286596e-09,
    -1.03457624656780970260e-08, 5.74108412545004946722e-08, -3.50196060308781257119e-07, 2.40648494783721712015e-06,
    -1.93619797416608296024e-05, 1.95215518471351631108e-04, -2.85781685962277938680e-03, 1.03923736576817238437e-01,
    2.72062619048444266945e+00,
];

/// `i0(x)` or `i1(x)` (unscaled) for x >= 0 in float64.
pub(super) fn bessel_i_pos<'c, 'a>(b: &Builder<'c, 'a>, ax: &Tv<'c, 'a>, order: u8) -> Result<Tv<'c, 'a>> {
    let (ca, cb): (&[f64], &[f64]) = if order == 0 { (&I0_A, &I0_B) } else { (&I1_A, &I1_B) };
    let small_arg = b.sub(&b.mul(ax, &splat(b, ax, 0.5)?)?, &splat(b, ax, 2.0)?)?;
    let mut small = chbevl(b, &small_arg, ca)?;
    if order == 1 {
        small = b.mul(&small, ax)?;
    }
    let large_arg = b.sub(&b.div(&splat(b, ax, 32.0)?, ax)?, &splat(b, ax, 2.0)?)?;
    let large = b.div(&chbevl(b, &large_arg, cb)?, &b.unary("stablehlo.sqrt", ax)?)?;
    let r = b.select(&b.compare(ax, &splat(b, ax, 8.0)?, "LE")?, &small, &large)?;
    b.mul(&r, &b.unary("stablehlo.exponential", ax)?)
}

/// `modified_bessel_k0/k1(x)` and their scaled forms (`exp(x) K(x)`): +inf at 0, NaN below.
pub(super) fn bessel_k<'c, 'a>(c: &Call<'_, 'c, 'a>, order: u8, scaled: bool) -> R<'c, 'a> {
    let b = c.b;
    let x = input_f64(c, 0, "self")?;
    let (ca, cb): (&[f64], &[f64]) = if order == 0 { (&K0_A, &K0_B) } else { (&K1_A, &K1_B) };
    // x <= 2: chbevl(x^2 - 2, A) combined with log(x/2) I(x).
    let cheb = chbevl(b, &b.sub(&b.mul(&x, &x)?, &splat(b, &x, 2.0)?)?, ca)?;
    let log_half = b.unary("stablehlo.log", &b.mul(&x, &splat(b, &x, 0.5)?)?)?;
    let i = bessel_i_pos(b, &x, order)?;
    let mut small = if order == 0 {
        b.sub(&cheb, &b.mul(&log_half, &i)?)?
    } else {
        b.add(&b.mul(&log_half, &i)?, &b.div(&cheb, &x)?)?
    };
    // x > 2: chbevl(8/x - 2, B) / sqrt(x), times exp(-x) unless scaled.
    let mut large = b.div(&chbevl(b, &b.sub(&b.div(&splat(b, &x, 8.0)?, &x)?, &splat(b, &x, 2.0)?)?, cb)?, &b.unary("stablehlo.sqrt", &x)?)?;
    if scaled {
        small = b.mul(&small, &b.unary("stablehlo.exponential", &x)?)?;
    } else {
        large = b.mul(&large, &b.unary("stablehlo.exponential", &b.neg(&x)?)?)?;
    }
    let zero = splat(b, &x, 0.0)?;
    let mut r = b.select(&b.compare(&x, &splat(b, &x, 2.0)?, "LE")?, &small, &large)?;
    r = b.select(&b.compare(&x, &zero, "EQ")?, &splat(b, &x, f64::INFINITY)?, &r)?;
    r = b.select(&b.compare(&x, &zero, "LT")?, &splat(b, &x, f64::NAN)?, &r)?;
    finish(c, &r)
}

/// `spherical_bessel_j0(x) = sin(x) / x`, by its series below |x| = 0.5 and 0 at infinity.
pub(super) fn spherical_bessel_j0<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let b = c.b;
    let x = input_f64(c, 0, "self")?;
    let x2 = b.mul(&x, &x)?;
    let coef = [-1.0 / 6.0, 1.0 / 120.0, -1.0 / 5040.0, 1.0 / 362880.0, -1.0 / 39916800.0, 1.0 / 6227020800.0];
    let mut series = splat(b, &x, coef[5])?;
    for &k in coef[..5].iter().rev() {
        series = b.add(&splat(b, &x, k)?, &b.mul(&x2, &series)?)?;
    }
    let series = b.add(&splat(b, &x, 1.0)?, &b.mul(&x2, &series)?)?;
    let direct = b.div(&b.unary("stablehlo.sine", &x)?, &x)?;
    let ax = b.unary("stablehlo.abs", &x)?;
    let mut r = b.select(&b.compare(&ax, &splat(b, &x, 0.5)?, "LT")?, &series, &direct)?;
    r = b.select(&b.compare(&ax, &splat(b, &x, f64::INFINITY)?, "EQ")?, &splat(b, &x, 0.0)?, &r)?;
    finish(c, &r)
}

pub(super) const J0_PP: [f64; 7] = [7.96936729297347051624e-04, 8.28352392107440799803e-02, 1.23953371646414299388e+00, 5.44725003058768775090e+00, 8.74716500199817011941e+00, 5.30324038235394892183e+00, 9.99999999999999997821e-01];

pub(super) const J0_PQ: [f64; 7] = [9.24408810558863637013e-04, 8.56288474354474431428e-02, 1.25352743901058953537e+00, 5.47097740330417105182e+00, 8.76190883237069594232e+00, 5.30605288235394617618e+00, 1.00000000000000000218e+00];

pub(super) const J0_QP: [f64; 8] = [-1.13663838898469149931e-02, -1.28252718670509318512e+00, -1.95539544257735972385e+01, -9.32060152123768231369e+01, -1.77681167980488050595e+02, -1.47077505154951170175e+02, -5.14105326766599330220e+01, -6.05014350600728481186e+00];

pub(super) const J0_QQ: [f64; 7] = [6.43178256118178023184e+01, 8.56430025976980587198e+02, 3.88240183605401609683e+03, 7.24046774195652478189e+03, 5.93072701187316984827e+03, 2.06209331660327847417e+03, 2.42005740240291393179e+02];

pub(super) const J0_RP: [f64; 4] = [-4.79443220978201773821e+09, 1.95617491946556577543e+12, -2.49248344360967716204e+14, 9.70862251047306323952e+15];

pub(super) const J0_RQ: [f64; 8] = [4.99563147152651017219e+02, 1.73785401676374683123e+05, 4.84409658339962045305e+07, 1.11855537045356834862e+10, 2.11277520115489217587e+12, 3.10518229857422583814e+14, 3.18121955943204943306e+16, 1.71086294081043136091e+18];

pub(super) const J1_PP: [f64; 7] = [7.62125616208173112003e-04, 7.31397056940917570436e-02, 1.12719608129684925192e+00, 5.11207951146807644818e+00, 8.42404590141772420927e+00, 5.21451598682361504063e+00, 1.00000000000000000254e+00];

pub(super) const J1_PQ: [f64; 7] = [5.71323128072548699714e-04, 6.88455908754495404082e-02, 1.10514232634061696926e+00, 5.07386386128601488557e+00, 8.39985554327604159757e+00, 5.20982848682361821619e+00, 9.99999999999999997461e-01];

pub(super) const J1_QP: [f64; 8] = [5.10862594750176621635e-02, 4.98213872951233449420e+00, 7.58238284132545283818e+01, 3.66779609360150777800e+02, 7.10856304998926107277e+02, 5.97489612400613639965e+02, 2.11688757100572135698e+02, 2.52070205858023719784e+01];

pub(super) const J1_QQ: [f64; 7] = [7.42373277035675149943e+01, 1.05644886038262816351e+03, 4.98641058337653607651e+03, 9.56231892404756170795e+03, 7.99704160447350683650e+03, 2.82619278517639096600e+03, 3.36093607810698293419e+02];

pub(super) const J1_RP: [f64; 4] = [-8.99971225705559398224e+08, 4.52228297998194034323e+11, -7.27494245221818276015e+13, 3.68295732863852883286e+15];

pub(super) const J1_RQ: [f64; 8] = [6.20836478118054335476e+02, 2.56987256757748830383e+05, 8.35146791431949253037e+07, 2.21511595479792499675e+10, 4.74914122079991414898e+12, 7.84369607876235854894e+14, 8.95222336184627338078e+16, 5.32278620332680085395e+18];

pub(super) const Y0_YP: [f64; 8] = [1.55924367855235737965e+04, -1.46639295903971606143e+07, 5.43526477051876500413e+09, -9.82136065717911466409e+11, 8.75906394395366999549e+13, -3.46628303384729719441e+15, 4.42733268572569800351e+16, -1.84950800436986690637e+16];

pub(super) const Y0_YQ: [f64; 7] = [1.04128353664259848412e+03, 6.26107330137134956842e+05, 2.68919633393814121987e+08, 8.64002487103935000337e+10, 2.02979612750105546709e+13, 3.17157752842975028269e+15, 2.50596256172653059228e+17];

pub(super) const Y1_YP: [f64; 6] = [1.26320474790178026440e+09, -6.47355876379160291031e+11, 1.14509511541823727583e+14, -8.12770255501325109621e+15, 2.02439475713594898196e+17, -7.78877196265950026825e+17];

pub(super) const Y1_YQ: [f64; 8] = [5.94301592346128195359e+02, 2.35564092943068577943e+05, 7.34811944459721705660e+07, 1.87601316108706159478e+10, 3.88231277496238566008e+12, 6.20557727146953693363e+14, 6.87141087355300489866e+16, 3.97270608116560655612e+18];

/// Horner's rule over `coef` (highest power first).
pub(super) fn horner<'c, 'a>(b: &Builder<'c, 'a>, z: &Tv<'c, 'a>, coef: &[f64]) -> Result<Tv<'c, 'a>> {
    let mut r = splat(b, z, 0.0)?;
    for &k in coef {
        r = b.add(&b.mul(&r, z)?, &splat(b, z, k)?)?;
    }
    Ok(r)
}

/// The asymptotic form for x > 5: `(P cos(x - phase) - 5/x Q sin(x - phase)) sqrt(2/(pi x))`, or
/// with sin and cos exchanged (and the sign flipped) for the second kind.
pub(super) fn bessel_asymptotic<'c, 'a>(b: &Builder<'c, 'a>, x: &Tv<'c, 'a>, order: u8, second_kind: bool) -> Result<Tv<'c, 'a>> {
    let (pp, pq, qp, qq): (&[f64], &[f64], &[f64], &[f64]) =
        if order == 0 { (&J0_PP, &J0_PQ, &J0_QP, &J0_QQ) } else { (&J1_PP, &J1_PQ, &J1_QP, &J1_QQ) };
    let w = b.div(&splat(b, x, 25.0)?, &b.mul(x, x)?)?;
    let p = b.div(&horner(b, &w, pp)?, &horner(b, &w, pq)?)?;
    let q = b.div(&horner(b, &w, qp)?, &horner(b, &w, qq)?)?;
    let phase = if order == 0 { std::f64::consts::FRAC_PI_4 } else { 3.0 * std::f64::consts::FRAC_PI_4 };
    let t = b.sub(x, &splat(b, x, phase)?)?;
    let (s, co) = (b.unary("stablehlo.sine", &t)?, b.unary("stablehlo.cosine", &t)?);
    let five_q = b.mul(&b.div(&splat(b, x, 5.0)?, x)?, &q)?;
    let v = if second_kind { b.add(&b.mul(&p, &s)?, &b.mul(&five_q, &co)?)? } else { b.sub(&b.mul(&p, &co)?, &b.mul(&five_q, &s)?)? };
    b.div(&b.mul(&v, &splat(b, x, (2.0 / std::f64::consts::PI).sqrt())?)?, &b.unary("stablehlo.sqrt", x)?)
}

/// `J0(|x|)` or `J1(x)` in float64.
pub(super) fn bessel_j_f64<'c, 'a>(b: &Builder<'c, 'a>, x: &Tv<'c, 'a>, order: u8) -> Result<Tv<'c, 'a>> {
    let ax = b.unary("stablehlo.abs", x)?;
    let x2 = b.mul(&ax, &ax)?;
    let big = b.compare(&ax, &splat(b, x, 5.0)?, "GT")?;
    // Keep the asymptotic branch away from 0 (it is selected away there anyway).
    let safe = b.select(&big, &ax, &splat(b, x, 6.0)?)?;
    let asym = bessel_asymptotic(b, &safe, order, false)?;
    let r = if order == 0 {
        let small = b.mul(
            &b.mul(&b.sub(&x2, &splat(b, x, 5.78318596294678452118e+00)?)?, &b.sub(&x2, &splat(b, x, 3.04712623436620863991e+01)?)?)?,
            &b.div(&horner(b, &x2, &J0_RP)?, &horner(b, &x2, &J0_RQ)?)?,
        )?;
        let tiny = b.sub(&splat(b, x, 1.0)?, &b.div(&x2, &splat(b, x, 4.0)?)?)?;
        let small = b.select(&b.compare(&ax, &splat(b, x, 1e-5)?, "LT")?, &tiny, &small)?;
        b.select(&big, &asym, &small)?
    } else {
        let small = b.mul(
            &b.mul(&b.mul(&b.div(&horner(b, &x2, &J1_RP)?, &horner(b, &x2, &J1_RQ)?)?, &ax)?, &b.sub(&x2, &splat(b, x, 1.46819706421238932572e+01)?)?)?,
            &b.sub(&x2, &splat(b, x, 4.92184563216946036703e+01)?)?,
        )?;
        let r = b.select(&big, &asym, &small)?;
        b.select(&b.compare(x, &splat(b, x, 0.0)?, "LT")?, &b.neg(&r)?, &r)?
    };
    Ok(r)
}

pub(super) fn bessel_j<'c, 'a>(c: &Call<'_, 'c, 'a>, order: u8) -> R<'c, 'a> {
    let x = input_f64(c, 0, "self")?;
    finish(c, &bessel_j_f64(c.b, &x, order)?)
}

/// `Y0(x)`, `Y1(x)`: -inf at 0, NaN below.
pub(super) fn bessel_y<'c, 'a>(c: &Call<'_, 'c, 'a>, order: u8) -> R<'c, 'a> {
    let b = c.b;
    let x = input_f64(c, 0, "self")?;
    let big = b.compare(&x, &splat(b, &x, 5.0)?, "GT")?;
    let safe_big = b.select(&big, &x, &splat(b, &x, 6.0)?)?;
    let asym = bessel_asymptotic(b, &safe_big, order, true)?;
    let pos = b.compare(&x, &splat(b, &x, 0.0)?, "GT")?;
    let xs = b.select(&pos, &x, &splat(b, &x, 1.0)?)?;
    let x2 = b.mul(&xs, &xs)?;
    let two_pi = splat(b, &x, 2.0 / std::f64::consts::PI)?;
    let small = if order == 0 {
        let j = bessel_j_f64(b, &xs, 0)?;
        b.add(&b.div(&horner(b, &x2, &Y0_YP)?, &horner(b, &x2, &Y0_YQ)?)?, &b.mul(&b.mul(&two_pi, &b.unary("stablehlo.log", &xs)?)?, &j)?)?
    } else {
        let j = bessel_j_f64(b, &xs, 1)?;
        let lead = b.mul(&xs, &b.div(&horner(b, &x2, &Y1_YP)?, &horner(b, &x2, &Y1_YQ)?)?)?;
        let corr = b.sub(&b.mul(&j, &b.unary("stablehlo.log", &xs)?)?, &b.div(&splat(b, &x, 1.0)?, &xs)?)?;
        b.add(&lead, &b.mul(&two_pi, &corr)?)?
    };
    let mut r = b.select(&big, &asym, &small)?;
    r = b.select(&b.compare(&x, &splat(b, &x, 0.0)?, "EQ")?, &splat(b, &x, f64::NEG_INFINITY)?, &r)?;
    r = b.select(&b.compare(&x, &splat(b, &x, 0.0)?, "LT")?, &splat(b, &x, f64::NAN)?, &r)?;
    finish(c, &r)
}

pub(super) const AIRY_AN: [f64; 8] = [3.46538101525629032477e-01, 1.20075952739645805542e+01, 7.62796053615234516538e+01, 1.68089224934630576269e+02, 1.59756391350164413639e+02, 7.05360906840444183113e+01, 1.40264691163389668864e+01, 9.99999999999999995305e-01];

pub(super) const AIRY_AD: [f64; 8] = [5.67594532638770212846e-01, 1.47562562584847203173e+01, 8.45138970141474626562e+01, 1.77318088145400459522e+02, 1.64234692871529701831e+02, 7.14778400825575695274e+01, 1.40959135607834029598e+01, 1.00000000000000000470e+00];

pub(super) const AIRY_AFN: [f64; 9] = [-1.31696323418331795333e-01, -6.26456544431912369773e-01, -6.93158036036933542233e-01, -2.79779981545119124951e-01, -4.91900132609500318020e-02, -4.06265923594885404393e-03, -1.59276496239262096340e-04, -2.77649108155232920844e-06, -1.67787698489114633780e-08];

pub(super) const AIRY_AFD: [f64; 9] = [1.33560420706553243746e+01, 3.26825032795224613948e+01, 2.67367040941499554804e+01, 9.18707402907259625840e+00, 1.47529146771666414581e+00, 1.15687173795188044134e-01, 4.40291641615211203805e-03, 7.54720348287414296618e-05, 4.51850092970580378464e-07];

pub(super) const AIRY_AGN: [f64; 11] = [1.97339932091685679179e-02, 3.91103029615688277255e-01, 1.06579897599595591108e+00, 9.39169229816650230044e-01, 3.51465656105547619242e-01, 6.33888919628925490927e-02, 5.85804113048388458567e-03, 2.82851600836737019778e-04, 6.98793669997260967291e-06, 8.11789239554389293311e-08, 3.41551784765923618484e-10];

pub(super) const AIRY_AGD: [f64; 10] = [9.30892908077441974853e+00, 1.98352928718312140417e+01, 1.55646628932864612953e+01, 5.47686069422975497931e+00, 9.54293611618961883998e-01, 8.64580826352392193095e-02, 4.12656523824222607191e-03, 1.01259085116509135510e-04, 1.17166733214413521882e-06, 4.91834570062930015649e-09];

pub(super) fn airy_ai<'c, 'a>(c: &Call<'_, 'c, 'a>) -> R<'c, 'a> {
    let b = c.b;
    let x = input_f64(c, 0, "self")?;
    let k = |v: f64| splat(b, &x, v);
    let inv_sqrt_pi = 0.564189583547756286948;
    // Oscillatory side (x < -2.09); evaluated at a safe point elsewhere.
    let neg = b.compare(&x, &k(-2.09)?, "LT")?;
    let xn = b.select(&neg, &x, &k(-3.0)?)?;
    let mx = b.neg(&xn)?;
    let zeta_n = b.div(&b.mul(&mx, &b.unary("stablehlo.sqrt", &mx)?)?, &k(1.5)?)?; // -2x sqrt(-x) / 3
    let z = b.div(&k(1.0)?, &zeta_n)?;
    let z2 = b.mul(&z, &z)?;
    let f = b.add(&k(1.0)?, &b.div(&b.mul(&z2, &horner(b, &z2, &AIRY_AFN)?)?, &horner(b, &z2, &AIRY_AFD)?)?)?;
    let g = b.div(&b.mul(&z, &horner(b, &z2, &AIRY_AGN)?)?, &horner(b, &z2, &AIRY_AGD)?)?;
    let t = b.add(&zeta_n, &k(std::f64::consts::FRAC_PI_4)?)?;
    let osc = b.mul(
        &b.div(&k(inv_sqrt_pi)?, &b.unary("stablehlo.sqrt", &b.unary("stablehlo.sqrt", &mx)?)?)?,
        &b.sub(&b.mul(&b.unary("stablehlo.sine", &t)?, &f)?, &b.mul(&b.unary("stablehlo.cosine", &t)?, &g)?)?,
    )?;
    // Decaying side (x >= 2.09).
    let pos = b.compare(&x, &k(2.09)?, "GE")?;
    let xp = b.select(&pos, &x, &k(3.0)?)?;
    let zeta = b.div(&b.mul(&xp, &b.unary("stablehlo.sqrt", &xp)?)?, &k(1.5)?)?;
    let iz = b.div(&k(1.0)?, &zeta)?;
    let ratio = b.div(&horner(b, &iz, &AIRY_AN)?, &horner(b, &iz, &AIRY_AD)?)?;
    let denom = b.mul(&b.mul(&k(2.0)?, &b.unary("stablehlo.sqrt", &b.unary("stablehlo.sqrt", &xp)?)?)?, &b.unary("stablehlo.exponential", &zeta)?)?;
    let decay = b.div(&b.mul(&k(inv_sqrt_pi)?, &ratio)?, &denom)?;
    // Power series between.
    let xs = b.select(&b.binary("stablehlo.or", &neg, &pos)?, &k(0.0)?, &x)?;
    let z3 = b.mul(&b.mul(&xs, &xs)?, &xs)?;
    let (mut f, mut g, mut m, mut n, mut kk) = (k(1.0)?, xs.clone(), k(1.0)?, xs.clone(), 1.0f64);
    for _ in 0..40 {
        m = b.mul(&m, &z3)?;
        kk += 1.0;
        m = b.div(&m, &k(kk)?)?;
        n = b.mul(&n, &z3)?;
        kk += 1.0;
        n = b.div(&n, &k(kk)?)?;
        m = b.div(&m, &k(kk)?)?;
        f = b.add(&f, &m)?;
        kk += 1.0;
        n = b.div(&n, &k(kk)?)?;
        g = b.add(&g, &n)?;
    }
    let series = b.sub(&b.mul(&k(0.355028053887817239260)?, &f)?, &b.mul(&k(0.258819403792806798405)?, &g)?)?;
    let mut r = b.select(&neg, &osc, &b.select(&pos, &decay, &series)?)?;
    r = b.select(&b.compare(&x, &k(103.892)?, "GT")?, &k(0.0)?, &r)?;
    let inf = b.compare(&b.unary("stablehlo.abs", &x)?, &k(f64::INFINITY)?, "EQ")?;
    r = b.select(&inf, &k(f64::NAN)?, &r)?;
    finish(c, &r)
}
