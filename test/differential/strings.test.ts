// String.prototype methods and `length` / `s[i]`: UTF-16 code unit semantics on PHP's UTF-8
// strings (see docs/subset/strings-numbers.md).
import { describe } from 'vitest';
import { differentialSuite } from '../helpers/differential.js';
import { negativeCases } from '../helpers/negative.js';

const S =
  "const a: string = params.a ?? 'hello';\nconst u: string = params.u ?? 'héllo wörld';\nconst e: string = params.e ?? 'a😀b';";
const c = (name: string, body: string, params?: Record<string, unknown>) => ({ name, body: `${S}\n${body}`, params });

describe('strings', () => {
  differentialSuite('strings', [
    // length and indexing
    c(
      'length ascii, accents, emoji',
      "return [a.length, u.length, e.length, ''.length, '😀😀'.length, '日本語'.length];",
    ),
    c('length of a param', 'return (params.s as string).length;', { s: 'Zoë 🎉!' }),
    // Only compared with 0 or tested: strlen() (string.ts onlyZeroOrNot()).
    c(
      'length compared with 0 or tested',
      "const xs = [a, u, e, '', params.z as string, '😀', 'é'];\nreturn xs.map((x) => [x.length > 0, x.length === 0, 0 < x.length, x.length !== 0, x.length >= 0, x.length < 0, (x.length) <= 0, 0 === x.length, !x.length, x.length ? 'y' : 'n', x.length > 1, x.length === 1]);",
      { z: '' },
    ),
    c(
      'length tested in if and while',
      "let s = u;\nlet n = 0;\nwhile (s.length) {\n  s = s.slice(1);\n  n++;\n}\nconst words = (params.t as string).split(' ').filter((w) => w.length > 0);\nif (words[0].length) n += 100;\nreturn [n, words, s];",
      { t: ' a  bé 😀 ' },
    ),
    c('index s[i]', 'return [a[0], a[4], a[5], u[1], e[0], e[3], e[4], e[1].length];'),
    c('index with a computed key', 'const i = 2;\nreturn [a[i], a[i + 10], a[-1]];'),
    c(
      'charAt',
      'return [a.charAt(0), a.charAt(4), a.charAt(5), a.charAt(-1), u.charAt(1), e.charAt(1).length, a.charAt(1.9), a.charAt(NaN)];',
    ),
    c(
      'charCodeAt',
      'return [a.charCodeAt(0), u.charCodeAt(1), e.charCodeAt(1), e.charCodeAt(2), e.charCodeAt(3), a.charCodeAt(9), a.charCodeAt(-1), a.charCodeAt(2.5)];',
    ),
    c(
      'codePointAt',
      'return [a.codePointAt(0), e.codePointAt(1), e.codePointAt(2), e.codePointAt(3), a.codePointAt(99), u.codePointAt(1)];',
    ),
    c('at', 'return [a.at(0), a.at(-1), a.at(-5), a.at(-6), a.at(5), e.at(-1), e.at(-2)?.length, e.at(0), u.at(1)];'),
    // pieces
    c(
      'slice',
      'return [a.slice(1), a.slice(1, -1), a.slice(-3), a.slice(-3, -1), a.slice(2, 1), a.slice(), a.slice(10), a.slice(-10), a.slice(0, 100)];',
    ),
    c(
      'slice with NaN and Infinity',
      'return [a.slice(NaN), a.slice(0, NaN), a.slice(-Infinity), a.slice(1, Infinity), a.slice(1.7, 3.2)];',
    ),
    c(
      'slice non-ASCII',
      'return [u.slice(1, 4), u.slice(-5), u.slice(6, 7), e.slice(1), e.slice(1, 3), e.slice(0, 2).length, e.slice(2).length, e.slice(3)];',
    ),
    c(
      'substring',
      'return [a.substring(1, 3), a.substring(3, 1), a.substring(-2), a.substring(2), a.substring(NaN, 2), a.substring(1, 100), u.substring(2, 6), e.substring(3, 1)];',
    ),
    c(
      'substr',
      'return [a.substr(1, 2), a.substr(-3, 2), a.substr(-3), a.substr(1), a.substr(2, -1), a.substr(9), u.substr(1, 3), e.substr(1, 2)];',
    ),
    c('concat', "return [a.concat(), a.concat(' ', u), a.concat('-', 'x', 'y'), ''.concat(e)];"),
    // searching
    c(
      'indexOf',
      "return [a.indexOf('l'), a.indexOf('l', 3), a.indexOf('z'), a.indexOf(''), a.indexOf('', 3), a.indexOf('', 99), a.indexOf('h', -5), a.indexOf('lo')];",
    ),
    c(
      'indexOf non-ASCII',
      "return [u.indexOf('ö'), u.indexOf('w'), e.indexOf('b'), e.indexOf('😀'), e.indexOf('b', 2), '😀x😀'.indexOf('😀', 1), u.indexOf('l', 4)];",
    ),
    c(
      'lastIndexOf',
      "return [a.lastIndexOf('l'), a.lastIndexOf('l', 2), a.lastIndexOf('l', 3), a.lastIndexOf('z'), a.lastIndexOf(''), a.lastIndexOf('', 2), a.lastIndexOf('h', -3), a.lastIndexOf('o', NaN), a.lastIndexOf('hello')];",
    ),
    c(
      'lastIndexOf non-ASCII',
      "return [u.lastIndexOf('l'), e.lastIndexOf('😀'), '😀x😀'.lastIndexOf('😀'), '😀x😀'.lastIndexOf('😀', 2), u.lastIndexOf('ö', 7)];",
    ),
    c(
      'includes',
      "return [a.includes('ell'), a.includes('ell', 2), a.includes(''), a.includes('x'), e.includes('😀'), u.includes('ö')];",
    ),
    c(
      'startsWith',
      "return [a.startsWith('he'), a.startsWith('el'), a.startsWith('el', 1), a.startsWith(''), a.startsWith('hello!'), a.startsWith('o', 4), a.startsWith('h', -3), e.startsWith('b', 3), u.startsWith('llo', 2)];",
    ),
    c(
      'endsWith',
      "return [a.endsWith('lo'), a.endsWith('ll'), a.endsWith('ll', 4), a.endsWith(''), a.endsWith('h', 1), a.endsWith('hello', 99), e.endsWith('😀', 3), u.endsWith('wörld')];",
    ),
    // A literal search without a position: strpos()/strncmp()/substr() (string.ts literalSearch()).
    c(
      'includes, startsWith, endsWith of a literal, from data',
      "const xs = [a, u, e, '', params.s as string, 'é', 'ö', 'hello wörld'];\nreturn xs.map((x) => [x.includes('l'), x.includes('ö'), x.includes('😀'), x.includes('o w'), x.startsWith('h'), x.startsWith('hé'), x.startsWith('a😀'), x.startsWith('hello wörld!'), x.endsWith('d'), x.endsWith('örld'), x.endsWith('😀b'), x.endsWith('xhello wörld'), x.endsWith('b'), `${x}`.includes(`\"`)]);",
      { s: 'say "hi", 😀b' },
    ),
    // case
    c('toUpperCase / toLowerCase ASCII', "return [a.toUpperCase(), 'MiXeD 123'.toLowerCase(), ''.toUpperCase()];"),
    c(
      'toUpperCase Unicode',
      "return [u.toUpperCase(), 'straße'.toUpperCase(), 'ﬁx'.toUpperCase(), 'ǆ'.toUpperCase(), 'ελληνικά'.toUpperCase(), 'привет'.toUpperCase(), e.toUpperCase()];",
    ),
    c(
      'toLowerCase Unicode',
      "return ['ÀÉÎÕÜ'.toLowerCase(), 'İstanbul'.toLowerCase(), 'ПРИВЕТ'.toLowerCase(), 'ǅ'.toLowerCase()];",
    ),
    c(
      'toLowerCase final sigma',
      "return ['ΟΔΟΣ'.toLowerCase(), 'ΣΑΣ ΣΑΣ'.toLowerCase(), 'Σ'.toLowerCase(), 'ΑΣ.'.toLowerCase(), 'ΑΣΑ'.toLowerCase()];",
    ),
    // whitespace
    c(
      'trim',
      "return ['  x  '.trim(), '\\t\\n x \\r\\v\\f'.trim(), '\\u00a0x\\u3000'.trim(), '\\ufeff x \\u2028'.trim(), ''.trim(), '   '.trim(), '\\u0000x'.trim()];",
    ),
    c(
      'trimStart / trimEnd',
      "return ['  x  '.trimStart(), '  x  '.trimEnd(), '\\u2003é '.trimStart(), ' é\\u2003'.trimEnd()];",
    ),
    // padding, repeat
    c(
      'padStart / padEnd',
      "return ['5'.padStart(3, '0'), 'abc'.padStart(6, '12'), 'abc'.padEnd(6, '12'), 'abc'.padStart(2), 'abc'.padEnd(5), 'abc'.padStart(6, ''), 'x'.padStart(4, 'é'), 'é'.padEnd(3, 'ö')];",
    ),
    c('padStart cutting a pair', "return ['x'.padStart(2, '😀').length, 'x'.padStart(3, '😀')];"),
    c('repeat', "return ['ab'.repeat(3), 'ab'.repeat(0), ''.repeat(5), 'é'.repeat(2), 'ab'.repeat(2.9)];"),
    { name: 'repeat negative throws RangeError', body: "return 'ab'.repeat(-1);", throws: { message: true } },
    { name: 'repeat Infinity throws RangeError', body: "return 'ab'.repeat(Infinity);", throws: { message: true } },
    c(
      'repeat error name',
      "try {\n  a.repeat(-2);\n  return 'no';\n} catch (err) {\n  return [err instanceof RangeError, (err as Error).message];\n}",
    ),
    // split
    c(
      'split string separator',
      "return ['a,b,,c'.split(','), 'a,b,c'.split(',', 2), 'abc'.split(''), ''.split(','), ''.split(''), a.split('l'), a.split('ll'), a.split(undefined as unknown as string)];",
    ),
    c(
      'split limits',
      "return ['a,b,c'.split(',', 0), 'a,b,c'.split(',', -1), 'abc'.split('', 2), 'a,b'.split(',', 10)];",
    ),
    c('split non-ASCII and emoji', "return [u.split('ö'), u.split(''), e.split('😀'), 'é,ü'.split(',')];"),
    c('split emoji into code units', "const parts = e.split('');\nreturn [parts.length, parts[0], parts[3]];"),
    // replace
    c(
      'replace first only',
      "return ['aaa'.replace('a', 'b'), a.replace('l', 'L'), a.replace('x', 'y'), a.replace('', '_'), u.replace('ö', 'oe')];",
    ),
    c(
      'replace patterns',
      "return ['abc'.replace('b', '[$&]'), 'abc'.replace('b', '[$`]'), \"abc\".replace('b', \"[$']\"), 'abc'.replace('b', '$$'), 'abc'.replace('b', '$1'), 'abc'.replace('b', '$<n>'), 'abc'.replace('b', '$'), 'abc'.replace('b', '$0')];",
    ),
    c(
      'replaceAll',
      "return ['aaa'.replaceAll('a', 'b'), 'a.b.c'.replaceAll('.', '/'), 'abab'.replaceAll('ab', '[$&]'), 'xyz'.replaceAll('q', '-'), 'abc'.replaceAll('', '-'), u.replaceAll('l', 'L')];",
    ),
    c('replaceAll empty pattern with emoji', "const r = e.replaceAll('', '.');\nreturn [r.length, r.slice(0, 3)];"),
    c(
      'replace with a function',
      "return ['a-b-c'.replace('-', (m, i) => `<${m}${i}>`), 'a-b-c'.replaceAll('-', (m: string, i: number) => String(i * 2)), e.replaceAll('b', (m, i) => `${i}`)];",
    ),
    // conversions
    c('toString and valueOf', 'return [a.toString(), a.valueOf()];'),
    c(
      'String.fromCharCode',
      'return [String.fromCharCode(72, 105), String.fromCharCode(0xe9), String.fromCharCode(0xd83d, 0xde00), String.fromCharCode(65 + 65536), String.fromCharCode()];',
    ),
    c(
      'String.fromCodePoint',
      'return [String.fromCodePoint(0x1f600), String.fromCodePoint(72, 0xe9, 0x10ffff).length, String.fromCodePoint()];',
    ),
    {
      name: 'String.fromCodePoint out of range throws',
      body: 'return String.fromCodePoint(0x110000);',
      throws: { message: true },
    },
    c(
      'indexing in a loop',
      "const out: string[] = [];\nfor (let i = 0; i < u.length; i++) out.push(u[i]!);\nreturn out.join('|');",
    ),
    c(
      'count characters with charCodeAt',
      'let sum = 0;\nfor (let i = 0; i < a.length; i++) sum += a.charCodeAt(i);\nreturn sum;',
    ),
    c('chained methods', "return a.toUpperCase().split('').reverse().join('').padEnd(8, '.').slice(1);"),
    c('template with methods', 'return `${a.length}:${u.slice(0, 2)}:${e.at(-1)}`;'),
    c('length of a method result', "return [a.slice(1).length, a.concat(e).length, 'x'.length];"),
  ]);
});

negativeCases('string diagnostics', [
  {
    name: 'toLocaleUpperCase',
    body: "    return 'a'.toLocaleUpperCase();",
    code: 'TS2WP3601',
    at: "'a'.toLocaleUpperCase()",
  },
]);
