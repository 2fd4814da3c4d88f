//! Size expressions as Dynamo prints them (sympy's `str`): `s0`, `128*s1`, `s0 + 1`,
//! `FloorDiv(s0, 2)`. Used by `bucket_shapes` to evaluate sizes at a bucket and to recognise the
//! dims it can pad (a symbol times a constant).

/// Evaluates `expr` with each symbol's value from `env`. `None` when the text is not an integer
/// expression of this small grammar, or a symbol has no value.
pub fn eval(expr: &str, env: &dyn Fn(&str) -> Option<i64>) -> Option<i64> {
    let toks = tokenize(expr)?;
    let mut p = Parser { toks, pos: 0, env };
    let v = p.sum()?;
    (p.pos == p.toks.len()).then_some(v)
}

/// `(coeff, symbol, offset)` when `expr` is `coeff*symbol + offset` for one symbol and a positive
/// `coeff` (`s0`, `128*s1`, `s0 + 1`, `s0 - 1`). Checked by evaluating at several points, so any
/// spelling of an affine expression is recognised and nothing else is.
pub fn affine(expr: &str) -> Option<(i64, String, i64)> {
    let toks = tokenize(expr)?;
    let mut names: Vec<String> = Vec::new();
    for (i, t) in toks.iter().enumerate() {
        if let Tok::Ident(n) = t {
            let is_call = matches!(toks.get(i + 1), Some(Tok::Op("(")));
            if !is_call && !names.contains(n) {
                names.push(n.clone());
            }
        }
    }
    let [sym] = names.as_slice() else { return None };
    let at = |x: i64| eval(expr, &|s| (s == sym).then_some(x));
    let offset = at(0)?;
    let coeff = at(1)? - offset;
    if coeff <= 0 {
        return None;
    }
    for x in [2, 3, 7, 64, 1000, 4099] {
        if at(x)? != coeff * x + offset {
            return None;
        }
    }
    Some((coeff, sym.clone(), offset))
}

#[derive(Debug, Clone, PartialEq)]
enum Tok {
    Int(i64),
    Ident(String),
    Op(&'static str),
}

fn tokenize(s: &str) -> Option<Vec<Tok>> {
    let b = s.as_bytes();
    let mut i = 0;
    let mut out = Vec::new();
    while i < b.len() {
        let c = b[i] as char;
        if c.is_whitespace() {
            i += 1;
        } else if c.is_ascii_digit() {
            let st = i;
            while i < b.len() && (b[i] as char).is_ascii_digit() {
                i += 1;
            }
            out.push(Tok::Int(s[st..i].parse().ok()?));
        } else if c.is_ascii_alphabetic() || c == '_' {
            let st = i;
            while i < b.len() && ((b[i] as char).is_ascii_alphanumeric() || b[i] == b'_') {
                i += 1;
            }
            out.push(Tok::Ident(s[st..i].to_string()));
        } else {
            let two = s.get(i..i + 2).unwrap_or("");
            let op = match two {
                "**" => Some("**"),
                "//" => Some("//"),
                _ => None,
            };
            if let Some(op) = op {
                out.push(Tok::Op(op));
                i += 2;
                continue;
            }
            out.push(Tok::Op(match c {
                '+' => "+",
                '-' => "-",
                '*' => "*",
                '(' => "(",
                ')' => ")",
                ',' => ",",
                _ => return None,
            }));
            i += 1;
        }
    }
    Some(out)
}

struct Parser<'e> {
    toks: Vec<Tok>,
    pos: usize,
    env: &'e dyn Fn(&str) -> Option<i64>,
}

impl Parser<'_> {
    fn peek_op(&self, op: &str) -> bool {
        matches!(self.toks.get(self.pos), Some(Tok::Op(o)) if *o == op)
    }

    fn sum(&mut self) -> Option<i64> {
        let mut v = self.product()?;
        loop {
            if self.peek_op("+") {
                self.pos += 1;
                v = v.checked_add(self.product()?)?;
            } else if self.peek_op("-") {
                self.pos += 1;
                v = v.checked_sub(self.product()?)?;
            } else {
                return Some(v);
            }
        }
    }

    fn product(&mut self) -> Option<i64> {
        let mut v = self.unary()?;
        loop {
            if self.peek_op("*") {
                self.pos += 1;
                v = v.checked_mul(self.unary()?)?;
            } else if self.peek_op("//") {
                self.pos += 1;
                v = floor_div(v, self.unary()?)?;
            } else {
                return Some(v);
            }
        }
    }

    fn unary(&mut self) -> Option<i64> {
        if self.peek_op("-") {
            self.pos += 1;
            return self.unary()?.checked_neg();
        }
        let base = self.atom()?;
        if self.peek_op("**") {
            self.pos += 1;
            let e = self.unary()?;
            return base.checked_pow(u32::try_from(e).ok()?);
        }
        Some(base)
    }

    fn atom(&mut self) -> Option<i64> {
        let t = self.toks.get(self.pos)?.clone();
        self.pos += 1;
        match t {
            Tok::Int(v) => Some(v),
            Tok::Op("(") => {
                let v = self.sum()?;
                self.peek_op(")").then(|| self.pos += 1)?;
                Some(v)
            }
            Tok::Ident(name) if self.peek_op("(") => {
                self.pos += 1;
                let mut args = vec![self.sum()?];
                while self.peek_op(",") {
                    self.pos += 1;
                    args.push(self.sum()?);
                }
                self.peek_op(")").then(|| self.pos += 1)?;
                match (name.as_str(), args.as_slice()) {
                    ("FloorDiv", [a, b]) => floor_div(*a, *b),
                    ("CeilDiv", [a, b]) => floor_div(a.checked_add(*b - 1)?, *b),
                    ("Mod" | "PythonMod", [a, b]) if *b != 0 => Some(a.rem_euclid(*b)),
                    ("Max", [_, ..]) => args.iter().copied().max(),
                    ("Min", [_, ..]) => args.iter().copied().min(),
                    _ => None,
                }
            }
            Tok::Ident(name) => (self.env)(&name),
            Tok::Op(_) => None,
        }
    }
}

fn floor_div(a: i64, b: i64) -> Option<i64> {
    (b != 0).then(|| a.div_euclid(b) - if b < 0 && a.rem_euclid(b) != 0 { 1 } else { 0 })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(s: &str) -> Option<i64> {
        match s {
            "s0" => Some(16),
            "s1" => Some(3),
            _ => None,
        }
    }

    #[test]
    fn evaluates_sympy_text() {
        assert_eq!(eval("s0", &env), Some(16));
        assert_eq!(eval("128*s1", &env), Some(384));
        assert_eq!(eval("s0 + 1", &env), Some(17));
        assert_eq!(eval("s0*s1 - 2", &env), Some(46));
        assert_eq!(eval("FloorDiv(s0, 3)", &env), Some(5));
        assert_eq!(eval("Max(1, s1)", &env), Some(3));
        assert_eq!(eval("s0**2", &env), Some(256));
        assert_eq!(eval("s7", &env), None);
        assert_eq!(eval("s0/2", &env), None);
    }

    #[test]
    fn recognises_affine_dims() {
        assert_eq!(affine("s0"), Some((1, "s0".into(), 0)));
        assert_eq!(affine("128*s1"), Some((128, "s1".into(), 0)));
        assert_eq!(affine("s27 + 1"), Some((1, "s27".into(), 1)));
        assert_eq!(affine("2*s0 - 3"), Some((2, "s0".into(), -3)));
        assert_eq!(affine("s0*s1"), None);
        assert_eq!(affine("s0**2"), None);
        assert_eq!(affine("FloorDiv(s0, 2)"), None);
        assert_eq!(affine("7"), None);
    }
}
