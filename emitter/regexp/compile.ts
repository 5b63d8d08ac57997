// JavaScript regular expressions → PCRE patterns, at compile time: the pattern PHP's
// preg_* functions run (with the `u` modifier) must match exactly what JavaScript's would,
// so everything PCRE would read differently (lookbehind of variable length, the sticky
// flag, a lone surrogate…) throws a RegExpError, which the translation reports as a
// diagnostic (transform/builtins/regexp.ts). No TypeScript here: unit tests call it directly
// (test/regexp.test.ts).

export interface CompiledRegExp {
  /** The PCRE pattern with delimiters and modifiers, e.g. `/a\x{2f}b/u`. */
  pcre: string;
  /** Number of capturing groups. */
  groups: number;
  /** Names of the named groups, in order. */
  names: string[];
  /**
   * True when every match is at least one character long, so that PHP's own iteration over
   * matches (preg_split, preg_match_all), which retries an empty match differently, finds
   * the same matches as JavaScript's split and global match.
   */
  nonEmpty: boolean;
}

export class RegExpError extends Error {}

const LINE_TERMINATORS = '\\n\\r\\x{2028}\\x{2029}';
const WORD = 'A-Za-z0-9_';
const WS_RANGES: [number, number][] = [
  [0x9, 0xd],
  [0x20, 0x20],
  [0xa0, 0xa0],
  [0x1680, 0x1680],
  [0x2000, 0x200a],
  [0x2028, 0x2029],
  [0x202f, 0x202f],
  [0x205f, 0x205f],
  [0x3000, 0x3000],
  [0xfeff, 0xfeff],
];
const DIGIT_RANGES: [number, number][] = [[0x30, 0x39]];
const WORD_RANGES: [number, number][] = [
  [0x30, 0x39],
  [0x41, 0x5a],
  [0x5f, 0x5f],
  [0x61, 0x7a],
];

const hex = (cp: number) => `\\x{${cp.toString(16)}}`;

/** A code point as PCRE text, safe inside and outside a class. */
function char(cp: number): string {
  if (cp >= 0xd800 && cp <= 0xdfff)
    throw new RegExpError('a lone surrogate (half of a UTF-16 pair) in a pattern cannot match UTF-8 text');
  return (cp >= 0x30 && cp <= 0x39) || (cp >= 0x41 && cp <= 0x5a) || (cp >= 0x61 && cp <= 0x7a) || cp === 0x5f
    ? String.fromCodePoint(cp)
    : hex(cp);
}

function rangesBody(ranges: [number, number][]): string {
  return ranges.map(([a, b]) => (a === b ? hex(a) : `${hex(a)}-${hex(b)}`)).join('');
}

function complement(ranges: [number, number][]): [number, number][] {
  const out: [number, number][] = [];
  let next = 0;
  for (const [a, b] of ranges) {
    if (a > next) out.push([next, a - 1]);
    next = b + 1;
  }
  if (next <= 0x10ffff) out.push([next, 0x10ffff]);
  return out;
}

/** Class bodies of \d \D \w \W \s \S (JavaScript's ASCII \d and \w, its own \s). */
const SHORTHAND: Record<string, string> = {
  d: rangesBody(DIGIT_RANGES),
  D: rangesBody(complement(DIGIT_RANGES)),
  w: rangesBody(WORD_RANGES),
  W: rangesBody(complement(WORD_RANGES)),
  s: rangesBody(WS_RANGES),
  S: rangesBody(complement(WS_RANGES)),
};

interface Piece {
  out: string;
  /** Length range in characters (max Infinity when unbounded), for the lookbehind check. */
  min: number;
  max: number;
  /** True when the piece may not be quantified (an assertion). */
  assertion?: boolean;
  /** True when a backreference is inside (its length is not known). */
  backref?: boolean;
}

/**
 * Translates a JavaScript pattern (with its flags) to PCRE. Throws RegExpError naming what
 * cannot be translated exactly.
 */
export function compileRegExp(source: string, flags: string): CompiledRegExp {
  for (const f of flags) {
    if (f === 'y') throw new RegExpError('the sticky flag `y`');
    if (f === 'd') throw new RegExpError('the `d` flag (match indices)');
    if (f === 'v') throw new RegExpError('the `v` flag (set notation)');
    if (!'gimsu'.includes(f)) throw new RegExpError(`the flag \`${f}\``);
  }
  const unicode = flags.includes('u');
  const multiline = flags.includes('m');
  const dotAll = flags.includes('s');
  const cps = [...source].map((c) => c.codePointAt(0)!);
  const ch = (i: number) => (i < cps.length ? String.fromCodePoint(cps[i]) : '');
  const names: string[] = [];
  const total = countGroups(cps);
  const hasNamed = /\(\?<[^=!]/.test(source);
  const allNames = [...source.matchAll(/\(\?<([^=!>][^>]*)>/g)].map((m) => m[1]);
  let pos = 0;
  let groupIndex = 0;

  const fail = (what: string): never => {
    throw new RegExpError(what);
  };
  const isHex = (c: string) => /^[0-9a-fA-F]$/.test(c);
  const isDigit = (c: string) => c >= '0' && c <= '9';

  /** `\u` escapes (pos after `u`): a code point, combining a surrogate pair; undefined if not one. */
  function unicodeEscape(): number | undefined {
    if (ch(pos) === '{' && unicode) {
      const close = cps.indexOf(0x7d, pos);
      const digits = String.fromCodePoint(...cps.slice(pos + 1, close));
      if (close < 0 || !/^[0-9a-fA-F]+$/.test(digits)) return undefined;
      if (parseInt(digits, 16) > 0x10ffff) fail('`\\u{…}` above U+10FFFF');
      pos = close + 1;
      return parseInt(digits, 16);
    }
    const four = String.fromCodePoint(...cps.slice(pos, pos + 4));
    if (!/^[0-9a-fA-F]{4}$/.test(four)) return undefined;
    pos += 4;
    const cp = parseInt(four, 16);
    if (cp >= 0xd800 && cp <= 0xdbff && ch(pos) === '\\' && ch(pos + 1) === 'u') {
      const low = String.fromCodePoint(...cps.slice(pos + 2, pos + 6));
      if (/^[dD][c-fC-F][0-9a-fA-F]{2}$/.test(low)) {
        pos += 6;
        return 0x10000 + ((cp - 0xd800) << 10) + (parseInt(low, 16) - 0xdc00);
      }
    }
    return cp;
  }

  /** `\p{…}` / `\P{…}` (pos after p/P) as a PCRE class item. */
  function property(negate: boolean): string {
    if (ch(pos) !== '{') fail('`\\p` without `{…}`');
    const close = cps.indexOf(0x7d, pos);
    const body = String.fromCodePoint(...cps.slice(pos + 1, close));
    pos = close + 1;
    const [name, value] = body.includes('=') ? (body.split('=') as [string, string]) : [undefined, body];
    let key = name;
    if (key === 'General_Category' || key === 'gc') key = undefined;
    if (key === 'Script' || key === 'sc') {
      if (!/^[A-Z][A-Za-z_]*$/.test(value)) fail(`the script property \\p{${body}}`);
      return `\\${negate ? 'P' : 'p'}{${value}}`;
    }
    if (key !== undefined) fail(`the Unicode property \\p{${body}}`);
    const LONG: Record<string, string> = {
      Letter: 'L',
      Uppercase_Letter: 'Lu',
      Lowercase_Letter: 'Ll',
      Titlecase_Letter: 'Lt',
      Modifier_Letter: 'Lm',
      Other_Letter: 'Lo',
      Mark: 'M',
      Nonspacing_Mark: 'Mn',
      Spacing_Mark: 'Mc',
      Enclosing_Mark: 'Me',
      Number: 'N',
      Decimal_Number: 'Nd',
      Letter_Number: 'Nl',
      Other_Number: 'No',
      Punctuation: 'P',
      Symbol: 'S',
      Separator: 'Z',
      Space_Separator: 'Zs',
      Other: 'C',
      Control: 'Cc',
      Format: 'Cf',
      Math_Symbol: 'Sm',
      Currency_Symbol: 'Sc',
      Dash_Punctuation: 'Pd',
      Open_Punctuation: 'Ps',
      Close_Punctuation: 'Pe',
      Connector_Punctuation: 'Pc',
      Other_Punctuation: 'Po',
      Initial_Punctuation: 'Pi',
      Final_Punctuation: 'Pf',
    };
    const short = LONG[value] ?? value;
    if (/^(L[ultmo]?|M[nce]?|N[dlo]?|P[cdseifo]?|S[mcko]?|Z[slp]?|C[cfsno]?)$/.test(short))
      return `\\${negate ? 'P' : 'p'}{${short}}`;
    if (short === 'Any') return negate ? '(?!)' : `${hex(0)}-${hex(0x10ffff)}`;
    if (short === 'ASCII') return negate ? `${hex(0x80)}-${hex(0x10ffff)}` : `${hex(0)}-${hex(0x7f)}`;
    return fail(`the Unicode property \\p{${body}} (handlers may use General_Category values and Script=…)`);
  }

  /**
   * An escape outside or inside a class (pos after the backslash). Returns a code point, or
   * a class body (`set`), or a whole piece (assertions, backreferences; outside only).
   */
  function escape(inClass: boolean): { cp: number } | { set: string } | { piece: Piece } {
    const c = ch(pos++);
    if (c === '') fail('a pattern ending in `\\`');
    if (c in SHORTHAND) return { set: SHORTHAND[c] };
    if ((c === 'p' || c === 'P') && unicode) return { set: property(c === 'P') };
    if (c === 'b') {
      if (inClass) return { cp: 8 };
      return {
        piece: { out: `(?:(?<=[${WORD}])(?![${WORD}])|(?<![${WORD}])(?=[${WORD}]))`, min: 0, max: 0, assertion: true },
      };
    }
    if (c === 'B' && !inClass)
      return {
        piece: { out: `(?:(?<=[${WORD}])(?=[${WORD}])|(?<![${WORD}])(?![${WORD}]))`, min: 0, max: 0, assertion: true },
      };
    const simple: Record<string, number> = { t: 9, n: 10, v: 11, f: 12, r: 13 };
    if (c in simple) return { cp: simple[c] };
    if (c === 'c') {
      const letter = ch(pos);
      if (/^[A-Za-z]$/.test(letter) || (inClass && !unicode && /^[0-9_]$/.test(letter))) {
        pos++;
        return { cp: letter.codePointAt(0)! % 32 };
      }
      if (unicode) fail('`\\c` without a letter');
      pos--; // Annex B: the backslash is literal, `c` is read next.
      return { cp: 0x5c };
    }
    if (c === 'x') {
      const two = ch(pos) + ch(pos + 1);
      if (isHex(ch(pos)) && isHex(ch(pos + 1))) {
        pos += 2;
        return { cp: parseInt(two, 16) };
      }
      if (unicode) fail('`\\x` without two hex digits');
      return { cp: 0x78 };
    }
    if (c === 'u') {
      const cp = unicodeEscape();
      if (cp !== undefined) return { cp };
      if (unicode) fail('a malformed `\\u` escape');
      return { cp: 0x75 };
    }
    if (c === '0' && !isDigit(ch(pos))) return { cp: 0 };
    if (isDigit(c)) {
      // A backreference when it names a group; otherwise (Annex B) an octal escape or the digit.
      let digits = c;
      while (isDigit(ch(pos))) digits += ch(pos++);
      const n = Number(digits);
      if (!inClass && c !== '0' && n >= 1 && n <= total)
        return { piece: { out: `\\g{${n}}`, min: 0, max: Infinity, backref: true } };
      if (unicode) fail(`\\${digits} (no such group)`);
      pos -= digits.length - 1;
      if (c >= '8') return { cp: c.codePointAt(0)! };
      let octal = c;
      while (octal.length < 3 && /^[0-7]$/.test(ch(pos)) && parseInt(octal + ch(pos), 8) <= 0o377) octal += ch(pos++);
      return { cp: parseInt(octal, 8) };
    }
    if (c === 'k' && !inClass && (unicode || hasNamed)) {
      if (ch(pos) !== '<') fail('`\\k` without `<name>`');
      const close = cps.indexOf(0x3e, pos);
      const name = String.fromCodePoint(...cps.slice(pos + 1, close));
      pos = close + 1;
      checkName(name);
      if (!allNames.includes(name)) fail(`\\k<${name}> (no group has that name)`);
      return { piece: { out: `\\k<${name}>`, min: 0, max: Infinity, backref: true } };
    }
    if (c === '-' && inClass) return { cp: 0x2d };
    // An identity escape: the character itself. With `u` (and \k where groups have names)
    // JavaScript takes only its syntax characters, so PCRE's \K, \Q, \A… are errors.
    if ((unicode || (c === 'k' && hasNamed)) && !'^$\\.*+?()[]{}|/'.includes(c))
      fail(`the escape \`\\${c}\` (a SyntaxError in JavaScript${unicode ? ' with the u flag' : ''})`);
    return { cp: c.codePointAt(0)! };
  }

  function checkName(name: string): void {
    if (!/^[A-Za-z_][A-Za-z0-9_]{0,31}$/.test(name))
      fail(`the group name \`${name}\` (PCRE takes ASCII letters, digits and _ only, up to 32)`);
  }

  function characterClass(): Piece {
    // pos after `[`
    let negate = false;
    if (ch(pos) === '^') {
      negate = true;
      pos++;
    }
    const items: string[] = [];
    type Atom = { cp: number } | { set: string };
    const atom = (): Atom => {
      const c = ch(pos++);
      if (c === '\\') {
        const e = escape(true);
        if ('piece' in e) return fail('this escape inside a character class');
        return e;
      }
      return { cp: c.codePointAt(0)! };
    };
    while (ch(pos) !== ']') {
      if (pos >= cps.length) fail('an unterminated character class');
      const a = atom();
      if (ch(pos) === '-' && ch(pos + 1) !== ']' && ch(pos + 1) !== '') {
        pos++;
        const b = atom();
        if ('cp' in a && 'cp' in b) {
          if (a.cp > b.cp) fail('a character class range out of order');
          items.push(a.cp === b.cp ? char(a.cp) : `${char(a.cp)}-${char(b.cp)}`);
          continue;
        }
        if (unicode) fail('a class escape as a range bound');
        // Annex B: `[\d-x]` is \d, '-' and x.
        items.push('cp' in a ? char(a.cp) : a.set, '\\x{2d}', 'cp' in b ? char(b.cp) : b.set);
        continue;
      }
      items.push('cp' in a ? char(a.cp) : a.set);
    }
    pos++;
    if (!items.length) return { out: negate ? `[${hex(0)}-${hex(0x10ffff)}]` : '(?!)', min: negate ? 1 : 0, max: 1 };
    return { out: `[${negate ? '^' : ''}${items.join('')}]`, min: 1, max: 1 };
  }

  function group(): Piece {
    // pos after `(`
    let kind: 'capture' | 'plain' | 'ahead' | 'behind' = 'capture';
    let negate = false;
    let name: string | undefined;
    if (ch(pos) === '?') {
      const next = ch(pos + 1);
      if (next === ':') {
        kind = 'plain';
        pos += 2;
      } else if (next === '=' || next === '!') {
        kind = 'ahead';
        negate = next === '!';
        pos += 2;
      } else if (next === '<' && (ch(pos + 2) === '=' || ch(pos + 2) === '!')) {
        kind = 'behind';
        negate = ch(pos + 2) === '!';
        pos += 3;
      } else if (next === '<') {
        const close = cps.indexOf(0x3e, pos);
        name = String.fromCodePoint(...cps.slice(pos + 2, close));
        checkName(name);
        pos = close + 1;
      } else {
        fail(`the group syntax \`(?${next}\``);
      }
    }
    let number = 0;
    if (kind === 'capture') {
      number = ++groupIndex;
      if (name) names.push(name);
    }
    const alternatives = disjunction();
    if (ch(pos) !== ')') fail('an unterminated group');
    pos++;
    const body = alternatives.map((a) => a.out).join('|');
    const min = Math.min(...alternatives.map((a) => a.min));
    const max = Math.max(...alternatives.map((a) => a.max));
    const backref = alternatives.some((a) => a.backref);
    switch (kind) {
      case 'capture':
        return { out: name ? `(?<${name}>${body})` : `(${body})`, min, max, backref };
      case 'plain':
        return { out: `(?:${body})`, min, max, backref };
      case 'ahead':
        // Annex B lets a lookahead take a quantifier (not with `u`): wrap it so PCRE sees a group.
        return { out: `(?:(?${negate ? '!' : '='}${body}))`, min: 0, max: 0, assertion: unicode };
      case 'behind':
        for (const a of alternatives) {
          if (a.backref || a.min !== a.max) {
            fail(
              'a lookbehind whose alternatives do not each match a fixed number of characters (PCRE needs fixed-length lookbehind)',
            );
          }
        }
        void number;
        return { out: `(?<${negate ? '!' : '='}${body})`, min: 0, max: 0, assertion: true };
    }
  }

  /** One term: an atom with an optional quantifier, or an assertion. */
  function term(): Piece {
    const c = ch(pos++);
    let atom: Piece;
    switch (c) {
      case '^':
        return { out: multiline ? `(?:^|(?<=[${LINE_TERMINATORS}]))` : '^', min: 0, max: 0, assertion: true };
      case '$':
        return { out: multiline ? `(?=[${LINE_TERMINATORS}]|\\z)` : '\\z', min: 0, max: 0, assertion: true };
      case '.':
        atom = { out: dotAll ? `[${hex(0)}-${hex(0x10ffff)}]` : `[^${LINE_TERMINATORS}]`, min: 1, max: 1 };
        break;
      case '[':
        atom = characterClass();
        break;
      case '(':
        atom = group();
        if (atom.assertion && (/^[*+?]$/.test(ch(pos)) || quantifierAt(pos)))
          fail('a quantifier on a lookbehind, or on a lookahead with the u flag (a SyntaxError in JavaScript)');
        break;
      case '\\': {
        const e = escape(false);
        if ('piece' in e) {
          if (e.piece.assertion) return e.piece;
          atom = e.piece;
        } else if ('set' in e) {
          atom = { out: `[${e.set}]`, min: 1, max: 1 };
        } else {
          atom = { out: char(e.cp), min: 1, max: 1 };
        }
        break;
      }
      case '*':
      case '+':
      case '?':
        return fail('a quantifier with nothing to repeat');
      case '{':
      case '}':
      case ']':
        if (c === '{' && quantifierAt(pos - 1)) fail('a quantifier with nothing to repeat');
        if (unicode) fail(`a lone \`${c}\` (a SyntaxError in JavaScript with the u flag)`);
        atom = { out: char(c.codePointAt(0)!), min: 1, max: 1 };
        break;
      default:
        atom = { out: char(c.codePointAt(0)!), min: 1, max: 1 };
    }
    return quantified(atom);
  }

  /** `{n}`, `{n,}`, `{n,m}` at index i, or undefined (then `{` is a literal, Annex B). */
  function quantifierAt(i: number): { min: number; max: number; end: number } | undefined {
    const rest = String.fromCodePoint(...cps.slice(i, i + 40));
    const m = /^\{(\d+)(,(\d*))?\}/.exec(rest);
    if (!m) return undefined;
    const min = Number(m[1]);
    const max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
    if (max < min) fail('numbers out of order in a {} quantifier');
    return { min, max, end: i + [...m[0]].length };
  }

  function quantified(atom: Piece): Piece {
    const c = ch(pos);
    let min: number;
    let max: number;
    let text: string;
    if (c === '*' || c === '+' || c === '?') {
      pos++;
      [min, max] = c === '*' ? [0, Infinity] : c === '+' ? [1, Infinity] : [0, 1];
      text = c;
    } else if (c === '{' && quantifierAt(pos)) {
      const q = quantifierAt(pos)!;
      pos = q.end;
      ({ min, max } = q);
      if (min > 65535 || (max !== Infinity && max > 65535)) fail("a repeat count above 65535 (PCRE's limit)");
      text = max === min ? `{${min}}` : max === Infinity ? `{${min},}` : `{${min},${max}}`;
    } else {
      return atom;
    }
    if (ch(pos) === '?') {
      pos++;
      text += '?';
    }
    return { out: atom.out + text, min: atom.min * min, max: max === 0 ? 0 : atom.max * max, backref: atom.backref };
  }

  function alternative(): Piece {
    const parts: Piece[] = [];
    while (pos < cps.length && ch(pos) !== '|' && ch(pos) !== ')') parts.push(term());
    return {
      out: parts.map((p) => p.out).join(''),
      min: parts.reduce((a, p) => a + p.min, 0),
      max: parts.reduce((a, p) => a + p.max, 0),
      backref: parts.some((p) => p.backref),
    };
  }

  function disjunction(): Piece[] {
    const alts = [alternative()];
    while (ch(pos) === '|') {
      pos++;
      alts.push(alternative());
    }
    return alts;
  }

  const top = disjunction();
  if (pos < cps.length) fail('an unmatched `)`');
  const body = top.map((a) => a.out).join('|');
  const nonEmpty = top.every((a) => a.min > 0);
  return { pcre: `/${body}/${flags.includes('i') ? 'i' : ''}u`, groups: groupIndex, names, nonEmpty };
}

/** Capturing groups in a pattern (backreferences may come before their group). */
function countGroups(cps: number[]): number {
  let n = 0;
  let inClass = false;
  for (let i = 0; i < cps.length; i++) {
    const c = String.fromCodePoint(cps[i]);
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') {
      const next = cps[i + 1] === undefined ? '' : String.fromCodePoint(cps[i + 1]);
      const after = cps[i + 2] === undefined ? '' : String.fromCodePoint(cps[i + 2]);
      if (next !== '?' || (after === '<' && cps[i + 3] !== 0x3d && cps[i + 3] !== 0x21)) n++;
    }
  }
  return n;
}
