// localeCompare and normalize (docs/subset/strings-numbers.md) in a member roster, the way directory
// and shop plugins sort names. Every case runs twice: on php-wasm's default build, which
// has no intl extension (the fallback in JsCollate.php), and with intl loaded (ICU's
// Collator); each against Node on PHP 7.4 and 8.3.
import { describe, expect, it } from 'vitest';
import { differentialSuite, type DiffCase } from '../helpers/differential.js';
import { closePhp, DIFFERENTIAL_PHP_VERSIONS, getPhp, runPhp } from '../helpers/php.js';

const ROSTER = `
export interface Member {
  name: string;
  city: string;
  team: string;
}

export const MEMBERS: Member[] = [
  { name: 'zoe', city: 'Zürich', team: 'b' },
  { name: 'Émile', city: 'Orléans', team: 'a' },
  { name: 'adam', city: 'Aachen', team: 'b' },
  { name: 'Zed', city: 'zagreb', team: 'a' },
  { name: 'éclair', city: 'Évian', team: 'c' },
  { name: 'eclair', city: 'Évora', team: 'c' },
  { name: 'Ådne', city: 'Ålesund', team: 'a' },
  { name: 'Øyvind', city: 'Oslo', team: 'b' },
  { name: 'Ñandú', city: 'Núñez', team: 'c' },
  { name: 'nadia', city: 'Nantes', team: 'a' },
  { name: 'Straße', city: 'Köln', team: 'b' },
  { name: 'strasse', city: 'Koblenz', team: 'c' },
  { name: "O'Brien", city: 'Dublin', team: 'a' },
  { name: 'Obrien', city: 'Derry', team: 'b' },
  { name: 'de la Cruz', city: 'Cádiz', team: 'c' },
  { name: 'Delacroix', city: 'Paris', team: 'a' },
];

export const byName = (a: Member, b: Member): number => a.name.localeCompare(b.name);

export function roster(members: Member[]): string[] {
  return [...members].sort(byName).map((m) => m.name);
}

export function sortedBy(members: Member[], key: 'name' | 'city' | 'team'): string[] {
  return members
    .slice()
    .sort((a, b) => a[key].localeCompare(b[key]) || a.name.localeCompare(b.name))
    .map((m) => m[key] + '/' + m.name);
}

export function sameName(a: string, b: string): boolean {
  return a.localeCompare(b, undefined, { sensitivity: 'base' }) === 0;
}
`;

const MODULE = `import { MEMBERS, byName, roster, sortedBy, sameName, type Member } from '../lib/roster';\n`;

const sign = (expr: string) => `Math.sign(${expr})`;

const CASES: DiffCase[] = [
  { name: 'roster by name', body: 'return roster(MEMBERS);' },
  { name: 'roster by city then name', body: "return sortedBy(MEMBERS, 'city');" },
  { name: 'roster by team then name', body: "return sortedBy(MEMBERS, 'team');" },
  {
    name: 'Émile before zoe',
    body: 'return [' + sign("'Émile'.localeCompare('zoe')") + ', ' + sign("'zoe'.localeCompare('Émile')") + '];',
  },
  {
    name: 'pairs, default sensitivity',
    body: "const pairs: [string, string][] = [['a', 'b'], ['a', 'A'], ['A', 'a'], ['e', 'é'], ['résumé', 'resume'], ['Résumé', 'résumé'], ['a-b', 'ab'], ['a b', 'ab'], ['a1', 'aa'], ['10', '9'], ['ß', 'ss'], ['æ', 'ae'], ['ñ', 'o'], ['', 'a'], ['same', 'same'], ['a,b', 'a b']];\nreturn pairs.map(([x, y]) => Math.sign(x.localeCompare(y)));",
  },
  {
    name: 'sensitivity base',
    body: "const o = { sensitivity: 'base' } as const;\nreturn [['a', 'A'], ['é', 'e'], ['Straße', 'strasse'], ['a', 'b'], ['Øyvind', 'oyvind']].map(([x, y]) => Math.sign(x.localeCompare(y, undefined, o)));",
  },
  {
    name: 'sensitivity accent',
    body: "return [['a', 'A'], ['é', 'e'], ['É', 'é'], ['cote', 'côte']].map(([x, y]) => Math.sign(x.localeCompare(y, 'en', { sensitivity: 'accent' })));",
  },
  {
    name: 'sensitivity case',
    body: "return [['a', 'A'], ['é', 'e'], ['É', 'é'], ['abc', 'ABC']].map(([x, y]) => Math.sign(x.localeCompare(y, 'en', { sensitivity: 'case' })));",
  },
  {
    name: 'sensitivity variant is the default',
    body: "return [['a', 'A'], ['é', 'e']].map(([x, y]) => Math.sign(x.localeCompare(y, undefined, { sensitivity: 'variant' })) === Math.sign(x.localeCompare(y)));",
  },
  {
    name: 'case-insensitive search with sameName',
    body: 'const wanted: string = params.q;\nreturn MEMBERS.filter((m) => sameName(m.name, wanted)).map((m) => m.name);',
    params: { q: 'ECLAIR' },
  },
  {
    name: 'numeric option for file names',
    body: "const files = ['file10.txt', 'file9.txt', 'File2.txt', 'file1.txt', 'file010.txt'];\nreturn files.toSorted((a, b) => a.localeCompare(b, undefined, { numeric: true }));",
  },
  {
    name: 'explicit en-US locale',
    body: "return ['b', 'Á', 'a', 'c'].sort((x, y) => x.localeCompare(y, 'en-US'));",
  },
  {
    name: 'sort names from params',
    body: 'const names: string[] = params.names;\nreturn names.sort((a, b) => a.localeCompare(b));',
    params: { names: ['Żaneta', 'Zoltán', 'Ángel', 'angela', 'Ana', 'Bjørn', 'björn', 'Bo'] },
  },
  {
    name: 'descending with a tie breaker',
    body: 'return [...MEMBERS].sort((a, b) => b.team.localeCompare(a.team) || byName(a, b)).map((m) => m.team + m.name);',
  },
  {
    name: 'punctuation and spaces in titles',
    body: "const titles = ['Hello, world', 'Hello world', 'Hello-world', 'Hello_world', 'Hello.world', 'Helloworld', '(Hello)', '#1 Hello', '1 Hello'];\nreturn titles.sort((a, b) => a.localeCompare(b));",
  },
  {
    name: 'uniqueness ignoring case and accents',
    body: "const tags = ['Café', 'cafe', 'CAFE', 'thé', 'The', 'tea'];\nconst out: string[] = [];\nfor (const t of tags) if (!out.some((u) => u.localeCompare(t, undefined, { sensitivity: 'base' }) === 0)) out.push(t);\nreturn out;",
  },
  {
    name: 'Intl.Collator compare passed to sort',
    body: "const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });\nconst names = ['item 10', 'Item 9', 'éclair', 'Eclair', 'item 1'];\nreturn [names.toSorted(collator.compare), collator.compare('a', 'A'), [...MEMBERS].sort((a, b) => collator.compare(a.city, b.city)).map((m) => m.city)];",
  },
  {
    name: 'Intl.Collator without arguments in a helper',
    body: "const byTitle = new Intl.Collator();\nconst sortTitles = (titles: string[]): string[] => titles.slice().sort(byTitle.compare);\nreturn sortTitles(['b', 'A', 'a', 'Á', '_x', '1']);",
  },

  // normalize: every form (intl's Normalizer, or JsNormalize's tables without intl).
  {
    name: 'fold accents for a search key with NFD',
    body: "const fold = (s: string) => s.normalize('NFD').replace(/[\\u0300-\\u036f]/g, '').toLowerCase();\nreturn MEMBERS.map((m) => fold(m.name));",
  },
  {
    name: 'NFC of decomposed input from params',
    body: "const name: string = params.name;\nconst nfc = name.normalize('NFC');\nreturn [name.length, nfc.length, nfc === 'Émile Zoë', name.normalize() === nfc];",
    params: { name: 'E\u0301mile Zoe\u0308' },
  },
  {
    name: 'NFD lengths and round trip',
    body: "const words = ['Ærøskøbing', 'Ǖber', 'Ångström', 'crème brûlée', 'Nguyễn', 'plain'];\nreturn words.map((w) => [w.normalize('NFD').length, w.normalize('NFD').normalize('NFC') === w]);",
  },
  {
    name: 'compare names from different keyboards',
    body: "const a: string = params.a;\nconst b: string = params.b;\nreturn [a === b, a.normalize() === b.normalize(), a.normalize('NFD') === b.normalize('NFD')];",
    params: { a: 'Jos\u00e9', b: 'Jose\u0301' },
  },
  {
    name: 'invalid normalization form',
    body: "return 'x'.normalize(params.form as 'NFC');",
    params: { form: 'NFX' },
    throws: { message: true },
  },
  {
    name: 'slug from a title with NFKD',
    body: "const title: string = params.title;\nconst slug = title\n  .normalize('NFKD')\n  .replace(/[\\u0300-\\u036f]/g, '')\n  .toLowerCase()\n  .replace(/[^a-z0-9]+/g, '-')\n  .replace(/^-|-$/g, '');\nreturn { slug, length: title.normalize('NFKD').length };",
    params: { title: 'Ｃafé ﬁnal №５ – Ærøskøbing ½ x² Ǆ' },
  },
  {
    name: 'user names compared with NFKC',
    body: "const taken = ['john_doe', 'ana', 'xii'];\nconst names: string[] = params.names;\nreturn names.map((n) => {\n  const key = n.normalize('NFKC').toLowerCase();\n  return { name: n, key, taken: taken.includes(key) };\n});",
    params: { names: ['ｊｏｈｎ＿ｄｏｅ', 'Ａｎａ', 'Ⅻ', 'ﬀ', 'ｶﾞ', '㍿', 'ẛ̣'] },
  },
  {
    name: 'Korean, Vietnamese and Greek names round trip',
    body: "const names = ['한국어', '김철수', 'Nguyễn Thị Minh Khai', 'Ἀθῆναι', 'ǅ', 'ḍ̇'];\nreturn names.map((n) => {\n  const d = n.normalize('NFD');\n  return [d.length, d.normalize('NFC') === n, n.normalize('NFKD').length, d.normalize('NFKC') === n.normalize('NFKC')];\n});",
  },
  {
    name: 'accents typed in either order compare equal',
    body: "const a: string = params.a;\nconst b: string = params.b;\nreturn [a === b, a.normalize() === b.normalize(), a.normalize('NFD') === b.normalize('NFD'), a.normalize().length, [...a.normalize('NFD')].map((c) => c.codePointAt(0))];",
    params: { a: 'Ha\u0301\u0323 no\u031b\u0300i', b: 'Ha\u0323\u0301 \u01a1\u0300'.replace('\u01a1', 'n\u01a1') },
  },
  {
    name: 'NFKC and NFKD of compatibility characters',
    body: "return ['ﬁ', '①', 'Ｈｅｌｌｏ', 'x²'].map((s) => [s.normalize('NFKC'), s.normalize('NFKD').length]);",
  },
];

describe('collation without intl (fallback)', () => {
  differentialSuite('collation', CASES, { module: MODULE, files: { 'app/lib/roster.ts': ROSTER } });
});

describe('collation with intl', () => {
  differentialSuite(
    'collation-intl',
    CASES.map((c) => ({ ...c, name: `intl: ${c.name}` })),
    { module: MODULE, files: { 'app/lib/roster.ts': ROSTER }, phpExtensions: ['intl'] },
  );
});

describe('the two paths are the ones tested', () => {
  it('php-wasm has no Collator by default and has one with intl', async () => {
    for (const version of DIFFERENTIAL_PHP_VERSIONS) {
      const plain = await runPhp(await getPhp(version), "<?php echo class_exists('Collator') ? 'yes' : 'no';");
      const intl = await runPhp(await getPhp(version, ['intl']), "<?php echo class_exists('Collator') ? 'yes' : 'no';");
      expect([version, plain.text, intl.text]).toEqual([version, 'no', 'yes']);
    }
    await closePhp();
  }, 60_000);
});
