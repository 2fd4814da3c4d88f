//! Size expressions as Dynamo prints them (sympy's `str`): `s0`, `128*s1`, `s0 + 1`,
//! `FloorDiv(s0, 2)`. Used by `bucket_shapes` to evaluate sizes at a bucket and to recognise the
//! dims it can pad (a symbol times a constant).

/// The longest expression text this parser reads. Dynamo's size expressions are a few dozen
/// characters; a graph's text is not trusted, and [`affine`] evaluates an expression several times.
pub const MAX_EXPR_LEN: usize = 4096;

/// How deep parentheses, calls, unary minus and powers may nest. The parser is recursive
/// descent, so the bound keeps a hostile expression (`((((...` or `----...s0`) from
/// overflowing the stack.
pub const MAX_DEPTH: usize = 64;

/// Evaluates `expr` with each symbol's value from `env`. `None` when the text is not an integer
/// expression of this small grammar, is longer than [`MAX_EXPR_LEN`] or nests deeper than
/// [`MAX_DEPTH`], overflows an `i64`, or a symbol has no value.
pub fn eval(expr: &str, env: &dyn Fn(&str) -> Option<i64>) -> Option<i64> {
    let toks = tokenize(expr)?;
    let mut p = Parser { toks, pos: 0, env, depth: 0 };
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
    if s.len() > MAX_EXPR_LEN {
        return None;
    }
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
    /// Nesting of the `unary` calls in progress (every recursion passes through `unary`).
    depth: usize,
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
        if self.depth >= MAX_DEPTH {
            return None;
        }
        self.depth += 1;
        let v = self.unary_inner();
        self.depth -= 1;
        v
    }

    fn unary_inner(&mut self) -> Option<i64> {
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
                    ("CeilDiv", [a, b]) => floor_div(a.checked_add(b.checked_sub(1)?)?, *b),
                    ("Mod" | "PythonMod", [a, b]) => a.checked_rem_euclid(*b),
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

/// Python's `a // b` (rounding toward negative infinity); `None` for `b == 0` and for the one
/// quotient that overflows, `i64::MIN // -1`.
pub fn floor_div(a: i64, b: i64) -> Option<i64> {
    let q = a.checked_div(b)?;
    Some(if a % b != 0 && (a < 0) != (b < 0) { q - 1 } else { q })
}

/// Python's `a % b` (the sign of `b`); `None` for `b == 0`. `i64::MIN % -1` is 0.
pub fn python_mod(a: i64, b: i64) -> Option<i64> {
    if b == 0 {
        return None;
    }
    let r = a.checked_rem(b).unwrap_or(0);
    Some(if r != 0 && (r < 0) != (b < 0) { r + b } else { r })
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
    fn python_division_rounds_down_and_never_overflows() {
        for (a, b) in [(7i64, 2i64), (-7, 2), (7, -2), (-7, -2), (6, 3), (-6, 3), (0, -5), (1, i64::MIN)] {
            let q = a.div_euclid(b) - if b < 0 && a.rem_euclid(b) != 0 { 1 } else { 0 };
            assert_eq!(floor_div(a, b), Some(q), "{a} // {b}");
            assert_eq!(python_mod(a, b), Some(a - b * q), "{a} % {b}");
        }
        assert_eq!(floor_div(i64::MIN, -1), None);
        assert_eq!(python_mod(i64::MIN, -1), Some(0));
        assert_eq!(floor_div(5, 0), None);
        assert_eq!(python_mod(5, 0), None);
    }

    /// Fuzz finds (issue 17): a deep or long expression overflowed the stack; edge values
    /// panicked on overflow.
    #[test]
    fn hostile_expressions_give_none() {
        let deep_parens = format!("{}s0{}", "(".repeat(100_000), ")".repeat(100_000));
        let many_minus = format!("{}s0", "-".repeat(100_000));
        let nested_calls = format!("{}s0{}", "Max(1, ".repeat(10_000), ")".repeat(10_000));
        let tower = vec!["2"; 1000].join("**");
        for e in [&deep_parens, &many_minus, &nested_calls, &tower] {
            assert_eq!(eval(e, &env), None);
            assert_eq!(affine(e), None);
        }
        // Deep but within the bound still evaluates.
        assert_eq!(eval(&format!("{}s0{}", "(".repeat(30), ")".repeat(30)), &env), Some(16));
        assert_eq!(eval(&format!("{}s0", "-".repeat(30)), &env), Some(16));
        for e in [
            "FloorDiv(-9223372036854775808, -1)",
            "Mod(-9223372036854775808, -1)",
            "PythonMod(s0, 0)",
            "CeilDiv(s0, -9223372036854775808)",
            "9223372036854775807 + 1",
            "0 - 9223372036854775807 - 2",
            "s0**64",
            "Max()",
        ] {
            assert_eq!(eval(e, &env), None, "{e}");
        }
        assert_eq!(eval("Mod(0 - 9223372036854775807 - 1, 0 - 1)", &env), None);
        assert_eq!(eval("FloorDiv(0 - 9223372036854775807 - 1, 0 - 1)", &env), None);
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
