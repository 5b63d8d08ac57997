// `new RegExp(pattern, flags)` from run-time strings (php-runtime/JsRegExpSyntax.php), in
// a search helper the way plugins build one from a visitor's term: the usual escape
// helper, highlighting with replace and a function, matchAll over the hits, and patterns
// an administrator types. Each case runs in Node and in PHP 7.4 / 8.3.
import { describe } from 'vitest';
import { differentialSuite } from '../helpers/differential.js';

const SEARCH = `
export const escapeRegExp = (s: string): string => s.replace(/[.*+?^\${}()|[\\]\\\\]/g, '\\\\$&');

export function termPattern(term: string, wholeWords = false): RegExp {
  const body = term
    .trim()
    .split(/\\s+/)
    .filter((w) => w !== '')
    .map(escapeRegExp)
    .join('|');
  return new RegExp(wholeWords ? \`\\\\b(?:\${body})\\\\b\` : body, 'gi');
}

export function highlight(text: string, term: string): string {
  return text.replace(termPattern(term), (m) => \`<mark>\${m}</mark>\`);
}

export function countHits(text: string, term: string): number {
  return [...text.matchAll(termPattern(term))].length;
}

export interface Doc {
  id: number;
  title: string;
  body: string;
}

export const DOCS: Doc[] = [
  { id: 1, title: 'Pricing (USD)', body: 'Plans cost $5.00 or $9.99 per month.' },
  { id: 2, title: 'C++ and C# tips', body: 'Use a+b, not a++ + b.' },
  { id: 3, title: 'Résumé builder', body: 'Build a résumé in minutes. RESUME templates included.' },
  { id: 4, title: 'Regex help [advanced]', body: 'Match \\\\d+ or (a|b)* with care.' },
];

export function search(docs: Doc[], term: string): number[] {
  const re = termPattern(term);
  return docs.filter((d) => re.test(d.title + ' ' + d.body) && ((re.lastIndex = 0), true)).map((d) => d.id);
}
`;

const MODULE = `import { escapeRegExp, termPattern, highlight, countHits, DOCS, search } from '../lib/search';\n`;

describe('search', () => {
  differentialSuite(
    'search',
    [
      {
        name: 'escape helper',
        body: "return ['a.b*c', '$5.00', '(a|b)', '[x]', 'C++', 'back\\\\slash', '{1,2}', '^start$'].map(escapeRegExp);",
      },
      {
        name: 'escaped term matches literally',
        body: "const re = new RegExp(escapeRegExp(params.term as string));\nreturn [re.test('cost $5.00'), re.test('cost $5x00'), re.source];",
        params: { term: '$5.00' },
      },
      { name: 'highlight a term with specials', body: "return highlight(DOCS[1]!.body, 'a++');" },
      {
        name: 'highlight several words, case-insensitive',
        body: "return highlight(DOCS[2]!.body, ' résumé  templates ');",
      },
      { name: 'count hits with matchAll', body: "return DOCS.map((d) => countHits(d.title + ' ' + d.body, 'a'));" },
      {
        name: 'search documents',
        body: 'return [search(DOCS, params.q as string), search(DOCS, "c#"), search(DOCS, "(a|b)*")];',
        params: { q: 'plans' },
      },
      {
        name: '\\b is ASCII at run time too',
        body: "const re = new RegExp(params.p as string, 'g');\nreturn ['café bar', 'naïve_x y'].map((t) => t.replace(re, '|'));",
        params: { p: '\\b' },
      },
      {
        name: 'whole words',
        body: "const re = termPattern('cat', true);\nreturn ['cat', 'concat', 'Cat!', 'cats'].map((w) => w.match(re)?.[0] ?? null);",
      },
      {
        name: 'pattern and flags from settings',
        body: "const re = new RegExp(params.pattern as string, params.flags as string);\nreturn ('Order 12, order 7 and ORDER 300'.match(re) ?? []).map(String);",
        params: { pattern: 'order (\\d+)', flags: 'gi' },
      },
      {
        name: 'groups from a runtime pattern with exec',
        body: "const re = new RegExp('(\\\\w+)@(\\\\w+)\\\\.com', 'g');\nconst out: string[][] = [];\nlet m: RegExpExecArray | null;\nwhile ((m = re.exec('ann@a.com, bob@b.com')) !== null) out.push([m[0], m[1]!, m[2]!, String(m.index)]);\nreturn out;",
      },
      {
        name: 'named groups at run time',
        body: "const re = new RegExp(params.p as string);\nconst m = '2024-05-17'.match(re);\nreturn m?.groups ?? null;",
        params: { p: '(?<year>\\d{4})-(?<month>\\d{2})-(?<day>\\d{2})' },
      },
      {
        name: 'replace with $1 and a runtime pattern',
        body: "return 'John Smith'.replace(new RegExp(params.p as string), '$2, $1');",
        params: { p: '(\\w+)\\s(\\w+)' },
      },
      {
        name: 'replace with a function and groups',
        body: "const prices = 'apple 3, pear 12, plum 7';\nreturn prices.replace(new RegExp('(\\\\w+) (\\\\d+)', 'g'), (_m, fruit: string, n: string) => `${fruit.toUpperCase()}=${Number(n) * 2}`);",
      },
      {
        name: 'replaceAll with a global runtime pattern',
        body: "return 'a-b_c d'.replaceAll(new RegExp('[-_ ]', 'g'), '.');",
      },
      {
        name: 'split on a runtime pattern',
        body: "return 'tags: a, b;c ,d'.slice(6).split(new RegExp(params.sep as string));",
        params: { sep: '\\s*[,;]\\s*' },
      },
      {
        name: 'dot, anchors and multiline at run time',
        body: "const text = 'first\\nsecond\\r\\nthird';\nreturn [text.match(new RegExp('^\\\\w+$', 'gm')), new RegExp('^.+$').test(text), new RegExp('first.second', 's').test(text), new RegExp('d$').test('end\\n')];",
      },
      {
        name: '\\d \\w \\s keep JavaScript meaning',
        body: "return [new RegExp('\\\\d').test('٣'), new RegExp('\\\\w').test('é'), new RegExp('^\\\\s$').test('\\u00a0'), new RegExp('[\\\\s\\\\d]+').exec('x 1 2y')![0]];",
      },
      {
        name: 'unicode escapes and the u flag',
        body: "return [new RegExp('\\\\u00e9').test('café'), new RegExp('\\\\u{1F600}', 'u').test('hi 😀'), new RegExp('^.$', 'u').test('😀'), new RegExp('\\\\x41').test('A')];",
      },
      {
        name: 'quantifiers and literal braces',
        body: "return [new RegExp('^a{2,3}$').test('aaa'), new RegExp('^a{2,3}$').test('aaaa'), new RegExp('a{').test('a{'), new RegExp('x{,2}').test('x{,2}')];",
      },
      {
        name: 'lookahead and backreference',
        body: "return [new RegExp('\\\\w+(?=!)').exec('hey you!')![0], new RegExp('(\\\\w)\\\\1').exec('hello')![0], new RegExp('q(?!u)', 'i').test('Iraq')];",
      },
      {
        name: 'flags and source of a runtime RegExp',
        body: "const re = new RegExp('a/b', 'mig');\nreturn [re.source, re.flags, re.global, re.ignoreCase, re.multiline, String(new RegExp(''))];",
      },
      {
        name: 'RegExp from a RegExp',
        body: "const base = /ab+/i;\nconst copy = new RegExp(base);\nconst g = new RegExp(base, 'g');\nreturn [copy.test('ABB'), g.flags, 'abab'.match(g)];",
      },
      {
        name: 'invalid pattern from a visitor is a SyntaxError',
        body: "try {\n  new RegExp(params.p as string);\n  return 'ok';\n} catch (e) {\n  return [e instanceof SyntaxError, (e as Error).name];\n}",
        params: { p: '(unclosed' },
      },
      {
        name: 'invalid class is a SyntaxError',
        params: { p: '[a-' },
        body: "try {\n  return new RegExp(params.p as string).test('a');\n} catch (e) {\n  return (e as Error).name;\n}",
      },
      {
        name: 'invalid flags message',
        body: "return new RegExp('a', params.f as string).test('a');",
        params: { f: 'gx' },
        throws: { message: true },
      },
      {
        name: 'falls back to an escaped term when the pattern is invalid',
        body: "const safe = (p: string): RegExp => {\n  try {\n    return new RegExp(p, 'i');\n  } catch {\n    return new RegExp(escapeRegExp(p), 'i');\n  }\n};\nreturn ['a+b', '(c', '[x'].map((p) => [safe(p).source, safe(p).test('A+B (C [X')]);",
      },
    ],
    { module: MODULE, files: { 'app/lib/search.ts': SEARCH } },
  );
});
