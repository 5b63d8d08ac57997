// Loops of indexOf/slice/replace/toUpperCase over one long string (issue 17's string
// building): the runtime remembers the ASCII stretch of the last lookup in a long string
// (JsString::$win_text) and maps indexes in it inline, replace() with a string pattern and a
// replacement without `$` is strpos + substr_replace, and toUpperCase scans short pieces
// inline. These cases start lookups in a stretch and end them past it (after an accent, an
// emoji or a cut pair), use indexes the window must not take (negative, fractional, NaN,
// past the end, reversed), switch strings between lookups, and replace with `$` patterns.
// Each runs in Node and in PHP 7.4 / 8.3.
import { describe } from 'vitest';
import { c, differentialSuite } from '../helpers/differential.js';

/** Module helpers: the benchmark's loop, and long test strings built alike in Node and PHP. */
const MODULE = `
function filler(n: number): string {
  let s = '';
  for (let i = 0; s.length < n; i++) s += \`k\${i}=v\${i % 7};\`;
  return s.slice(0, n);
}
function building(n: number, head: string, every: number, extra: string): unknown {
  const parts: string[] = [];
  for (let i = 0; i < n; i++) {
    parts.push(\`key\${i}=value-\${i % 10};\` + (every > 0 && i % every === every - 1 ? extra : ''));
  }
  const text = head + parts.join('');
  let out = '';
  let count = 0;
  let pos = 0;
  while (pos < text.length) {
    const eq = text.indexOf('=', pos);
    if (eq < 0) {
      break;
    }
    const end = text.indexOf(';', eq);
    const key = text.slice(pos, eq);
    const value = text.slice(eq + 1, end);
    out += key.replace('key', 'k') + ':' + value.toUpperCase() + ',';
    count++;
    pos = end + 1;
  }
  return { count, length: out.length, head: out.slice(0, 24), tail: out.slice(-16), sum: out.split(',').length, mid: out.slice(out.length >> 1, (out.length >> 1) + 30) };
}
/** Code units, a lone half of a pair as '?' (PHP holds it as U+FFFD, documented). */
function units(x: string): string {
  const out: string[] = [];
  for (let i = 0; i < x.length; i++) {
    const u = x.charCodeAt(i);
    const pair = u >= 0xd800 && u < 0xdc00 && i + 1 < x.length && x.charCodeAt(i + 1) >= 0xdc00 && x.charCodeAt(i + 1) < 0xe000;
    if (pair) {
      out.push(String(u), String(x.charCodeAt(++i)));
    } else {
      out.push((u >= 0xd800 && u < 0xe000) || u === 0xfffd ? '?' : String(u));
    }
  }
  return out.join(' ');
}
function pieces(text: string, sep: string): string {
  const out: string[] = [];
  let from = 0;
  let at = text.indexOf(sep, from);
  while (at >= 0) {
    out.push(text.slice(from, at) + '@' + at);
    from = at + 1;
    at = text.indexOf(sep, from);
  }
  out.push(text.slice(from));
  return out.join('|');
}
`;

describe('string loops', () => {
  differentialSuite(
    'string-loops',
    [
      // the benchmark's body, ASCII and with one é at the start, and with characters past the ASCII stretches
      c('building: ASCII', "return [building(40, '', 0, ''), building(900, '', 0, '')];"),
      c('building: one é at the start', "return [building(40, 'é', 0, ''), building(900, 'é', 0, '')];"),
      c('building: é every 17 pairs', "return building(700, '', 17, 'é');"),
      c('building: emoji every 5 pairs, é at the start', "return building(600, 'é', 5, '😀');"),
      c('building: accented keys and values', "return [building(300, 'ß', 3, 'ﬁé'), building(300, '😀', 7, 'ǆ;')];"),
      // a search that starts in an ASCII stretch and finds its match past it
      c(
        'indexOf from a stretch to a match after an accent or emoji',
        "const s = filler(600) + 'é=' + filler(300) + '😀;' + filler(300) + '\\u00e9x';\nconst out: number[] = [];\nfor (const from of [0, 10, 590, 599, 600, 601, 602, 905, 906, 907, 908]) out.push(s.indexOf('=', from), s.indexOf(';', from), s.indexOf('é', from), s.indexOf('😀', from), s.indexOf('x', from));\nreturn [s.length, out];",
      ),
      c(
        'slices ending at, before and after the stretch end',
        "const s = filler(500) + 'é' + filler(400) + '😀' + filler(100);\nconst e = s.indexOf('é');\nconst m = s.indexOf('😀');\nconst out: string[] = [];\nfor (const [a, b] of [[e - 5, e], [e - 5, e + 1], [e - 1, e + 2], [e, e + 1], [e + 1, e + 6], [m - 3, m], [m - 3, m + 1], [m - 3, m + 2], [m + 1, m + 2], [m + 1, m + 5], [m + 2, m + 4], [0, s.length], [s.length - 3, s.length]]) out.push(s.slice(a, b));\nreturn out.map(units);",
      ),
      c(
        'pieces between separators around non-ASCII',
        "const s = filler(400) + ';é;😀;' + filler(300) + ';;' + '😀'.repeat(3) + ';' + filler(280);\nreturn [pieces(s, ';').length, pieces(s, ';').slice(-300), pieces(s, '😀').slice(-200), pieces(s, 'é').length];",
      ),
      // indexes the window must leave to the general path
      c(
        'negative, fractional, NaN and out-of-range indexes after a loop',
        "const s = 'é' + filler(700);\nlet pos = 0;\nlet n = 0;\nwhile (pos < s.length && n < 40) {\n  pos = s.indexOf(';', pos) + 1;\n  n++;\n}\nconst nan = Number('x');\nreturn [pos, s.indexOf(';', -5), s.indexOf(';', 1e9), s.indexOf(';', nan), s.indexOf(';', 3.7), s.indexOf(';', pos + 0.5), s.indexOf('', pos), s.indexOf('', 1e9), s.indexOf('', -3), s.slice(-10), s.slice(pos, pos - 3), s.slice(pos + 3, pos), s.slice(3.7, 9.2), s.slice(nan, 4), s.slice(pos, 1e9).length, s.slice(pos, -690), s.slice(-1e9, 3), s.slice(pos, Infinity).length, s.slice(pos), s.slice(pos, pos)];",
      ),
      c(
        'ASCII long string: edge indexes after a loop',
        "const s = filler(900);\nlet pos = 0;\nfor (let i = 0; i < 30; i++) pos = s.indexOf('=', pos) + 1;\nconst nan = Number('x');\nreturn [pos, s.indexOf('=', -1), s.indexOf('=', 900), s.indexOf('=', 901), s.indexOf('', 900), s.indexOf('', 901), s.indexOf('=', nan), s.indexOf('=', 2.9), s.slice(898, 900), s.slice(899, 901), s.slice(900, 901), s.slice(pos, pos + 0.5), s.slice(-3, -1), s.slice(5, 2), s.slice(pos, nan)];",
      ),
      // the remembered stretch belongs to another string
      c(
        'two long strings, one ASCII, searched in turn',
        "const a = filler(800);\nconst b = 'é' + filler(800);\nconst out: unknown[] = [];\nlet pa = 0;\nlet pb = 0;\nfor (let i = 0; i < 60; i++) {\n  const ea = a.indexOf('=', pa);\n  const eb = b.indexOf('=', pb);\n  out.push(ea, eb, a.slice(pa, ea), b.slice(pb, eb), a.slice(pb, eb), b.slice(pa, ea));\n  pa = a.indexOf(';', ea) + 1;\n  pb = b.indexOf(';', eb) + 1;\n}\nreturn out;",
      ),
      c(
        'strings of the same length, different content',
        "const a = 'é' + filler(500);\nconst b = '😀' + filler(499);\nconst d = filler(499) + 'é';\nconst out: unknown[] = [a.length, b.length, d.length];\nfor (const at of [3, 50, 200, 498, 499]) out.push(a.indexOf(';', at), b.indexOf(';', at), d.indexOf(';', at), a.slice(at, at + 4), b.slice(at, at + 4), d.slice(at, at + 4), d.indexOf('é', at));\nreturn out;",
      ),
      c(
        'a long string replaced by a slice of itself in the loop',
        "let s = 'é' + filler(1200);\nconst out: unknown[] = [];\nwhile (s.length > 20) {\n  const at = s.indexOf(';', 7);\n  out.push(at, s.slice(at - 3, at + 3));\n  s = s.slice(at + 1 + (out.length % 5));\n}\nreturn [out.length, out.slice(0, 10), out.slice(-10), s];",
      ),
      c(
        'charCodeAt, charAt and [i] through stretches and pairs',
        "const s = filler(300) + '😀' + filler(200) + 'é' + filler(100) + '😀';\nconst codes: number[] = [];\nconst chars: string[] = [];\nfor (let i = 290; i < s.length + 2; i++) {\n  codes.push(s.charCodeAt(i));\n  chars.push(s.charAt(i).length + (s[i] ?? 'undefined').length + ':' + units(s.charAt(i)));\n}\nconst nan = Number('x');\nreturn [codes, chars.join(','), s.charCodeAt(-1), s.charCodeAt(nan), s.charAt(2.5), s.charCodeAt(s.length - 1), s.charAt(s.length - 1).length, s[299], s[-1]];",
      ),
      c(
        'lastIndexOf walking back across accents and emoji',
        "const s = 'é' + filler(400) + '😀;' + filler(300) + 'ü' + filler(200);\nconst out: number[] = [];\nlet at = s.lastIndexOf(';');\nwhile (at >= 0) {\n  out.push(at);\n  at = s.lastIndexOf(';', at - 1);\n}\nconst m = s.indexOf('😀');\nconst nan = Number('x');\nreturn [out.length, out.slice(0, 5), out.slice(-5), out.filter((x, i) => i % 17 === 0), s.lastIndexOf('😀', m + 5), s.lastIndexOf('😀', m + 1), s.lastIndexOf('😀', m), s.lastIndexOf('😀', m - 1), s.lastIndexOf('é', 300), s.lastIndexOf('ü', s.length), s.lastIndexOf('=', -4), s.lastIndexOf('=', 1e9), s.lastIndexOf('=', nan), s.lastIndexOf('=', 50.9), s.lastIndexOf('', 500), s.lastIndexOf('k1', 3)];",
      ),
      c(
        'substring with ints in and around a stretch',
        "const s = filler(300) + 'é' + filler(300) + '😀' + filler(50);\nconst e = s.indexOf('é');\nconst m = s.indexOf('😀');\nconst out: string[] = [];\nfor (const [a, b] of [[10, 20], [20, 10], [e - 4, e], [e, e - 4], [e + 1, e + 9], [e + 9, e + 1], [m, m - 5], [m + 1, m - 3], [m + 2, m + 7], [5, 5], [-3, 4], [4, -3], [s.length + 4, s.length - 2]]) out.push(s.substring(a, b));\nreturn out.map(units);",
      ),
      c(
        'startsWith at positions, in and past stretches and inside a pair',
        "const s = filler(300) + '😀x' + filler(40) + 'é' + filler(300);\nconst m = s.indexOf('😀');\nconst out: boolean[] = [];\nfor (const at of [0, 3, 299, m, m + 1, m + 2, m + 3, s.indexOf('é'), s.indexOf('é') + 1, s.length - 3, s.length, s.length + 2, -4]) out.push(s.startsWith('x', at), s.startsWith('k', at), s.startsWith(s.slice(at, at + 6), at), s.startsWith('', at), s.startsWith('😀', at), s.startsWith('é', at));\nconst nan = Number('x');\nreturn [out, s.startsWith('k0', nan), s.startsWith('0=', 1.5), '😀x'.startsWith('x', 1), ('😀x' + filler(300)).startsWith('x', 1)];",
      ),
      // replace with a string pattern
      c(
        'replace: string patterns and plain replacements',
        "const out: string[] = [];\nfor (const t of ['key1=x', 'akeykey', 'ke', '', 'é-key-😀', 'keyé', '😀key😀']) {\n  out.push(t.replace('key', 'k'), t.replace('é', 'e'), t.replace('😀', 'E'), t.replace('y', ''), t.replace('key', 'ü😀'), t.replace('', '<>'), t.replace('zz', 'q'), t.replace(t, 'all'), t.replace('k', 'kk'));\n}\nreturn out;",
      ),
      c(
        'replace: $ patterns in the replacement',
        "const out: string[] = [];\nfor (const t of ['key1=x', 'a-key-b', 'é-key-😀', 'nokey'.slice(2)]) {\n  out.push(t.replace('key', '[$&]'), t.replace('key', '$$'), t.replace('key', '$'), t.replace('key', \"<$'>\"), t.replace('key', '<$`>'), t.replace('key', '$1'), t.replace('key', '$0$<n>'), t.replace('key', 'x$'), t.replace('', '$&|'), t.replace('', \"$'\"));\n}\nreturn out;",
      ),
      c(
        'replace: function and long texts',
        "const s = filler(700) + 'é' + filler(300);\nreturn [s.replace('k50=', 'K').slice(0, 400).length, s.replace('é', 'E').indexOf('E'), s.replace('k99=', (m) => m.toUpperCase()).indexOf('K99'), s.replace(';', '$&$&').slice(0, 12), s.replace('zzz', 'x') === s, 'a.b.c'.replace('.', (m, i) => String(i))];",
      ),
      // toUpperCase on pieces and on long strings
      c(
        'toUpperCase and toLowerCase: ASCII and not, short and long',
        "const out: string[] = [];\nfor (const t of ['value-3', 'abcxyz', 'ABC', 'Mixed Case@[`{', '', 'é', 'straße', 'ﬁ', 'ǆ', 'ß😀a', 'µ', 'ÿ', 'ÀÉÎ İI ΣΑΣ ΌΣ', 'Ǆ', filler(300), 'é' + filler(300), filler(255) + 'ß', filler(256)]) out.push(t.toUpperCase(), t.toLowerCase());\nreturn [out.map((x) => x.length), out.map((x) => x.slice(0, 12) + x.slice(-6))];",
      ),
    ],
    { module: MODULE },
  );
});
