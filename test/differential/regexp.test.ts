// Regular expressions: literals translated to PCRE at compile time, RegExp#test/exec,
// String#match/matchAll/search/replace/split with a RegExp (see docs/subset/strings-numbers.md).
import { describe } from 'vitest';
import { differentialSuite } from '../helpers/differential.js';
import { negativeCases } from '../helpers/negative.js';

describe('regexp', () => {
  differentialSuite('regexp', [
    {
      name: 'test',
      body: "return [/ab+c/.test('xabbbcx'), /^ab/.test('xab'), /AB/i.test('ab'), /^\\d+$/.test('123'), /^\\d+$/.test('12a'), /colou?r/.test('color')];",
    },
    {
      name: 'test on a param',
      body: 'return /^[a-z0-9._%+-]+@[a-z0-9.-]+\\.[a-z]{2,}$/i.test(params.email as string);',
      params: { email: 'Ada.Lovelace@Example.org' },
    },
    {
      name: '\\d \\w \\s are ASCII / JS white space',
      body: "return [/\\d/.test('٣'), /\\w/.test('é'), /\\s/.test('\\u00a0'), /\\s/.test('\\u2003'), /\\s/.test('\\u0085'), /\\W/.test('é'), /\\D/.test('٣'), /^[\\w-]+$/.test('a-b_c9'), /[^\\s]/.test(' \\u3000')];",
    },
    {
      name: '\\b is an ASCII word boundary',
      body: "return [/\\bcat\\b/.test('a cat!'), /\\bcat\\b/.test('concat'), /é\\b/.test('café'), /\\Bat/.test('cat'), 'héllo wörld'.replace(/\\b/g, '|')];",
    },
    {
      name: 'dot and line terminators',
      body: "return [/a.b/.test('a\\nb'), /a.b/s.test('a\\nb'), /a.b/.test('a\\rb'), /a.b/.test('a\\u2028b'), /a.b/.test('aéb'), /^.$/u.test('😀'), /[^]/.test('\\n')];",
    },
    {
      name: 'anchors and multiline',
      body: "return [/^b/.test('a\\nb'), /^b/m.test('a\\nb'), /a$/.test('a\\n'), /a$/m.test('a\\nb'), /a$/m.test('a\\r\\nb'), 'x\\ny\\r\\nz'.replace(/^/gm, '>'), 'x\\ny'.replace(/$/gm, '<')];",
    },
    {
      name: 'exec with groups',
      body: "const m = /(\\d{4})-(\\d{2})-(\\d{2})/.exec('on 2024-05-06!');\nreturn m ? [m[0], m[1], m[2], m[3], m.index, m.input, m.length] : null;",
    },
    { name: 'exec without match', body: "return /x/.exec('abc');" },
    {
      name: 'exec named groups',
      body: "const m = /(?<year>\\d{4})-(?<month>\\d{2})/.exec('2024-05')!;\nreturn [m.groups!.year, m.groups!.month, m.groups, m[1]];",
    },
    {
      name: 'exec unmatched group is undefined',
      body: "const m = /(a)|(b)/.exec('b')!;\nreturn [m[1] === undefined, m[2], m.length, /(?<x>a)?b/.exec('b')!.groups];",
    },
    {
      name: 'exec global walks with lastIndex',
      body: "const re = /o/g;\nconst s = 'foo boo';\nconst out: unknown[] = [];\nlet m: RegExpExecArray | null;\nwhile ((m = re.exec(s)) !== null) out.push([m.index, re.lastIndex]);\nout.push(re.lastIndex);\nreturn out;",
    },
    {
      name: 'test global keeps lastIndex',
      body: "const re = /a/g;\nreturn [re.test('aa'), re.lastIndex, re.test('aa'), re.lastIndex, re.test('aa'), re.lastIndex];",
    },
    {
      name: 'lastIndex can be set',
      body: "const re = /\\d/g;\nre.lastIndex = 3;\nconst m = re.exec('1a2b3c4');\nreturn [m && m[0], re.lastIndex];",
    },
    {
      name: 'regexp properties',
      body: 'const re = /a\\/b/gim;\nreturn [re.source, re.flags, re.global, re.ignoreCase, re.multiline, re.dotAll, re.unicode, re.sticky, String(re), re.toString(), JSON.stringify({ re })];',
    },
    {
      name: 'index counts UTF-16 units',
      body: "const m = /b/.exec('é😀b')!;\nreturn [m.index, 'é😀b'.search(/b/), '😀😀x'.replace(/x/, (s, i) => String(i))];",
    },
    {
      name: 'match non-global',
      body: "const m = 'abc123def'.match(/(\\d)(\\d)/);\nreturn m ? [Array.from(m), m.index] : null;",
    },
    {
      name: 'match global',
      body: "return ['a1b22c333'.match(/\\d+/g), 'abc'.match(/\\d/g), 'aaa'.match(/a*?/g), 'abc'.match(/(?:)/g)];",
    },
    {
      name: 'match with a string pattern',
      body: "const m = 'a.c abc'.match('b.');\nreturn m ? [m[0], m.index] : null;",
    },
    {
      name: 'matchAll',
      body: "const out: unknown[] = [];\nfor (const m of 'k1=v1;k2=v2'.matchAll(/(\\w+)=(\\w+)/g)) out.push([m[1], m[2], m.index]);\nreturn out;",
    },
    { name: 'matchAll spread', body: "return [...'a1b2'.matchAll(/\\d/g)].map((m) => m[0] + m.index);" },
    { name: 'search', body: "return ['abc'.search(/c/), 'abc'.search(/x/), 'ABC'.search(/b/i), 'x😀y'.search(/y/)];" },
    {
      name: 'replace first and all',
      body: "return ['a-b-c'.replace(/-/, '+'), 'a-b-c'.replace(/-/g, '+'), 'aaa'.replace(/a/gi, 'b'), 'abc'.replace(/x/g, 'y')];",
    },
    {
      name: 'replace with $ patterns',
      body: "return ['John Smith'.replace(/(\\w+)\\s(\\w+)/, '$2, $1'), 'abc'.replace(/b/, '[$&|$`|$\\'|$$]'), 'abc'.replace(/(b)/, '$10'), 'abc'.replace(/(b)/, '$2'), 'abc'.replace(/(b)/, '$01'), '2024-05'.replace(/(?<y>\\d+)-(?<m>\\d+)/, '$<m>/$<y>'), 'ab'.replace(/(?<x>a)/, '$<nope>|')];",
    },
    {
      name: 'replace with unmatched groups',
      body: "return ['b'.replace(/(a)?b/, '[$1]'), 'b'.replace(/(a)?b/, (m, g) => `[${g === undefined}]`)];",
    },
    {
      name: 'replace with a function',
      body: "return ['a1b22'.replace(/\\d+/g, (m) => String(Number(m) * 2)), 'x-y'.replace(/(\\w)-(\\w)/, (m, a, b, off, s) => `${b}${a}${off}${s}`), 'k=v'.replace(/(?<k>\\w)=(?<v>\\w)/, (...args) => JSON.stringify(args[args.length - 1]))];",
    },
    {
      name: 'replace empty matches',
      body: "return ['abc'.replace(/(?:)/g, '-'), 'abc'.replace(/x*/g, '-'), 'a😀'.replace(/(?:)/gu, '-'), ''.replace(/(?:)/g, '-')];",
    },
    { name: 'replaceAll with a regexp', body: "return 'a.b.c'.replaceAll(/\\./g, '/');" },
    {
      name: 'replaceAll non-global throws',
      body: "return 'a.b'.replaceAll(/\\./ as RegExp, '/');",
      throws: { message: true },
    },
    {
      name: 'split with a regexp',
      body: "return ['a, b,c'.split(/\\s*,\\s*/), 'a1b2c3'.split(/\\d/), 'abc'.split(/(?:)/), ''.split(/,/), ''.split(/(?:)/), 'a,b,c'.split(/,/, 2), 'a1b'.split(/(\\d)/), 'ab'.split(/(x)?/), 'one  two'.split(/\\s+/)];",
    },
    { name: 'split regexp non-ASCII', body: "return ['é1ü2ö'.split(/\\d/), 'a😀b😀c'.split(/😀/u), 'x'.split(/x/)];" },
    {
      name: 'case-insensitive non-ASCII',
      body: "return [/é/i.test('É'), /ß/i.test('ß'), /[à-ÿ]/i.test('Ê'), /straße/i.test('STRASSE')];",
    },
    {
      name: 'unicode property escapes',
      body: "return [/^\\p{L}+$/u.test('héllo'), /\\p{Lu}/u.test('é'), /^\\p{Script=Greek}+$/u.test('αβγ'), /\\P{L}/u.test('abc'), 'a1b2'.replace(/\\p{Nd}/gu, '#'), /\\p{Letter}/u.test('x')];",
    },
    {
      name: 'escapes',
      body: "return [/\\x41\\u0042\\u{43}/u.test('ABC'), /\\t\\n/.test('\\t\\n'), /a\\/b/.test('a/b'), /[/]/.test('/'), /\\cJ/.test('\\n'), /\\0/.test('\\0'), /[\\b]/.test('\\b'), /\\$\\^\\.\\*\\+\\?\\(\\)\\[\\]\\{\\}\\|\\\\/.test('$^.*+?()[]{}|\\\\'), /\\uD83D\\uDE00/.test('😀')];",
    },
    {
      name: 'character classes',
      body: "return [/[a-c]+/.exec('xxbcay')![0], /[^a-c]+/.exec('abxyzc')![0], /[.]/.test('a'), /[\\]]/.test(']'), /[a\\-z]/.test('-'), /[-a]/.test('-'), /[\\d-x]/.test('-'), /[\\s\\d]+/.exec('a 1 2b')![0], /[😀]/u.test('😀'), /[^\\W\\d]/.test('5')];",
    },
    {
      name: 'quantifiers and braces',
      body: "return [/a{2}/.test('aa'), /a{2,}/.test('a'), /^a{1,2}$/.test('aaa'), /x{/.test('x{'), /{}/.test('{}'), /a{,2}/.test('a{,2}'), /^(ab)+?/.exec('ababab')![0], /a+?b/.exec('aaab')![0]];",
    },
    {
      name: 'lookahead and lookbehind',
      body: "return ['price: $42'.match(/(?<=\\$)\\d+/)![0], /foo(?!bar)/.test('foobar'), /foo(?=bar)/.test('foobar'), 'a1b2'.replace(/(?<!a)\\d/g, '#'), /(?<=ab|c)d/.test('abd')];",
    },
    {
      name: 'backreferences',
      body: "return [/(['\"]).*?\\1/.exec('say \"hi\" now')![0], /(?<q>a)\\k<q>/.test('aa'), /(a)\\1/i.test('aA'), /^(\\w+)\\s\\1$/.test('hey hey')];",
    },
    {
      name: 'new RegExp with literal strings',
      body: "const re = new RegExp('^(\\\\d+)px$', 'i');\nreturn [re.test('12PX'), re.source, re.flags, new RegExp('a|b', 'g').exec('xb')![0], RegExp('x').test('x')];",
    },
    {
      name: 'alternation and groups',
      body: "return [/^(?:cat|dog)s?$/.test('dogs'), 'catdog'.replace(/(cat|dog)/g, '<$1>'), /a|/.exec('b')![0], /(a|ab)(c|bcd)(d*)/.exec('abcd')];",
    },
    {
      name: 'match results as arrays',
      body: "const m = '2024-05-06'.match(/(\\d+)-(\\d+)-(\\d+)/);\nconst [, y, mo] = m!;\nreturn [m?.[1], m?.length, m!.slice(1).map(Number), y, mo, 'x'.match(/y/)?.[0] ?? 'none'];",
    },
    {
      name: 'slug from a title',
      body: "const title = params.t as string;\nreturn title.toLowerCase().trim().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');",
      params: { t: '  Hello, World! 2024 — Ünïcode ' },
    },
    {
      name: 'parse a query string',
      body: 'const out: Record<string, string> = {};\nfor (const m of (params.q as string).matchAll(/([^&=]+)=([^&]*)/g)) out[m[1]!] = m[2]!;\nreturn out;',
      params: { q: 'a=1&b=two&c=' },
    },
    // A pattern that never matches the empty string: split and a global match use PHP's
    // own preg_split/preg_match_all (JsRegExp.php); the text from data, not a literal.
    {
      name: 'split without empty matches, from data',
      body: "const t = params.t as string;\nreturn [t.split(/[^a-z']+/), t.toLowerCase().split(/[^a-z']+/), t.split(/[.!?]/), t.split(/\\s*,\\s*/), t.split(/É|,/i), t.split(/^h/m), t.split(/x+/), ''.split(/x+/), t.split(/[.!?]/, 2), t.split(/(,)/)];",
      params: { t: "Hello, it's Ünïcode!Two  words, 😀 end.\nhello," },
    },
    {
      name: 'global match without empty matches, from data',
      body: 'const t = params.t as string;\nreturn [t.match(/!/g), t.match(/[a-z]+/gi), t.match(/(\\d)(x)?/g), t.match(/q/g), (t.match(/é/g) ?? []).length, t.match(/\\d+|!/g)];',
      params: { t: 'a1!bé2!éC33' },
    },
    {
      name: 'a regexp held in a variable splits and matches the same',
      body: 'const sep = /\\s*;\\s*/;\nconst word = /\\w+/g;\nconst t = params.t as string;\nreturn [t.split(sep), t.split(sep), t.match(word), word.lastIndex, t.match(word)];',
      params: { t: 'a ; b;c  ;  dé' },
    },
    {
      name: 'a literal is a new object at each evaluation (lastIndex of g)',
      body: "const out: unknown[] = [];\nfor (let i = 0; i < 3; i++) out.push(/a/g.test('aa'), /a/.test('ba'), /b/g.exec('abab')?.index, 'aXa'.replace(/a/g, 'b'), new RegExp('a', 'g').test('aa'));\nconst re = /a/g;\nout.push(re.test('aa'), re.lastIndex, re.test('aa'), re.lastIndex);\nreturn out;",
    },
    // A class of single ASCII characters: test() is strpbrk() (regexp.ts asciiClass()).
    {
      name: 'test of a class of ASCII characters, from data',
      body: "const xs = [...(params.xs as string[]), '', 'é', 'a😀'];\nreturn xs.map((x) => [/[\",\\n]/.test(x), /[<>&]/m.test(x), /[\\-\\]\\\\]/.test(x), /[-a]/s.test(x), /[a-]/.test(x), /[é]/.test(x), /[a-c]/.test(x), /[^a]/.test(x), /[\\t ]/.test(x), /[.]/.test(x), /[\\/]/.test(x), /[A]/i.test(x), /[\\d]/.test(x)]);",
      params: {
        xs: [
          'plain',
          'a,b',
          'say "hi"',
          'x\ny',
          '<b>',
          'a-b',
          'a]b',
          'back\\slash',
          'tab\there',
          'dot.',
          'sl/ash',
          'B',
          'c',
          '7',
        ],
      },
    },
    {
      name: 'shared literals in a function called in a loop',
      body: "const cell = (v: string) => (/[\",\\n]/.test(v) ? `\"${v.replaceAll('\"', '\"\"')}\"` : v);\nconst words = (v: string) => v.split(/\\s+/).filter((w) => /^\\p{L}+$/u.test(w));\nreturn [['a', 'b,c', 'say \"hi\"', 'x\\ny'].map(cell), words('één twee 3 vier'), words('a b1 c'), [...'a1b22'.matchAll(/\\d+/g)].map((m) => m.index), [...'a1b22'.matchAll(/\\d+/g)].length];",
    },
  ]);
});

negativeCases('regexp diagnostics', [
  { name: 'sticky flag', body: '    return /a/y.test(params.s);', code: 'TS2WP3801', at: '/a/y' },
  {
    name: 'variable-length lookbehind',
    body: '    return /(?<=a+)b/.test(params.s);',
    code: 'TS2WP3801',
    at: '/(?<=a+)b/',
  },
  {
    name: 'RegExp from spread arguments',
    body: '    const args = params.args as [string, string];\n    return new RegExp(...args).test(params.s);',
    code: 'TS2WP3802',
    at: 'new RegExp(...args)',
  },
  {
    name: 'non-ASCII group name',
    body: '    return /(?<été>a)/.test(params.s);',
    code: 'TS2WP3801',
    at: '/(?<été>a)/',
  },
  {
    name: 'matchAll outside iteration',
    body: "    const it = 'a'.matchAll(/a/g);\n    return [...it];",
    code: 'TS2WP3805',
    at: "'a'.matchAll(/a/g)",
  },
  {
    name: 'match with a computed string',
    body: "    return 'a'.match(params.p as string);",
    code: 'TS2WP3804',
    at: "'a'.match(params.p as string)",
  },
]);
