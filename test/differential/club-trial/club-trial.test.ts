// Issue 30's trial by a new user: a rowing club's plugin (members, events, bookings; 20
// routes in ./plugin, written before reading the compiler) with the idioms the issue lists:
// dates typed by people, normalize('NFKD') slugs, `??=` groups, JSON.stringify with an
// indent, ES2023 copies with negative and fractional indexes, JSON.parse errors caught,
// Object.freeze, URLSearchParams, English Intl currency/percent and toLocaleDateString,
// optional values passed through helpers and an option, and `%3F` in a path segment.
// Each request goes to ts2wp/testing's request() in Node and to WordPress's REST server
// with the built plugin (test/harness/wp-rest.php) on PHP 7.4, 8.3 and the newest
// php-wasm; status and JSON must be equal. The requests that still differ are listed in
// REPORT.md, not here (they would fail).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileProject } from '../../../emitter/compile.js';
import { positionOf } from '../../../emitter/diagnostics/diagnostic.js';
import { buildProject } from '../../helpers/build.js';
import { closePhp, DIFFERENTIAL_PHP_VERSIONS, getPhp } from '../../helpers/php.js';
import { REPO } from '../../helpers/project.js';
import { optionWithoutDatabase, restRequests } from '../../helpers/wp.js';
import { nodeAnswers, PLUGIN, type Answer } from './node-answers.js';
import { REQUESTS, SEGMENT_CASES } from './requests.js';

let dir: string;
let plugin: string;
let node: Answer[];
let direct: Answer[];

beforeAll(async () => {
  // Built from a copy under test/.tmp, as the other differential suites build.
  const tmp = path.join(REPO, 'test', '.tmp');
  fs.mkdirSync(tmp, { recursive: true });
  dir = fs.mkdtempSync(path.join(tmp, 'club-trial-'));
  fs.cpSync(PLUGIN, dir, { recursive: true });
  plugin = await buildProject(dir);
  ({ requests: node, segments: direct } = await nodeAnswers(dir));
});

afterAll(async () => {
  await closePhp();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('answers in Node what the issue-30 idioms answer (the comparison below is not vacuous)', () => {
  const by = (name: string) => node[REQUESTS.findIndex((r) => r.name === name)].data as Record<string, any>;
  expect(by('import: bad JSON')).toEqual({
    ok: false,
    name: 'SyntaxError',
    error: "Expected property name or '}' in JSON at position 1",
    isSyntax: true,
  });
  expect(by('card 1: JSON.stringify with indent').text).toContain('"motto": "Row \\"hard\\",\\n rest\\teasy \\\\ ok"');
  expect(Object.keys(by('events by month (??= on a group)'))).toEqual(['2027-04', '2027-05', '2027-06', '2027-10']);
  expect(by('waitlist: at 7 (out of range)').replaced).toBe('RangeError: Invalid index : 7');
  expect(by('search: URLSearchParams').next).toBe('q=oars&page=3&tier=junior&tag=a+b%26c');
  expect(by('config: Object.freeze')).toMatchObject({
    frozen: true,
    seasonFrozen: false,
    closes: 'Sunday, October 31, 2027',
  });
  expect(by('booking: defaults').booking).toEqual({
    id: '10-1',
    event: 'Spring Regatta',
    member: 'Zo',
    seats: 1,
    total: 25,
    totalText: '$25.00',
  });
  expect(direct[0].data).toEqual({ slug: 'creme-brulee-fish-xii', nfc: 18, nfd: 21 });
  expect(direct[3].data).toEqual({ name: 'a?b', length: 3, slug: 'a-b' });
});

/** `file:line:col` of the first occurrence of `text` in a plugin file, as a diagnostic names it. */
function positionIn(file: string, text: string): string {
  const before = fs.readFileSync(path.join(PLUGIN, file), 'utf8').split(text)[0].split('\n');
  return `${file}:${before.length}:${before[before.length - 1].length + 1}`;
}

it('warns at each plain-object lookup keyed by data, naming Map (TS2WP3716)', () => {
  const warnings = compileProject(dir).diagnostics.filter(
    (d) => d.category === ts.DiagnosticCategory.Warning && d.code === 3716,
  );
  const at = warnings.map((d) => {
    const p = positionOf(d)!;
    return `${path.relative(dir, p.file)}:${p.line}:${p.col}`;
  });
  expect(at.sort()).toEqual(
    [
      positionIn('app/Controllers/ClubController.ts', 'TIERS[params.tier]'),
      positionIn('app/Controllers/ClubController.ts', 'groups[key] ??='),
      positionIn('app/Controllers/ClubController.ts', 'COUPONS[params.coupon.toUpperCase()]'),
      positionIn('app/Controllers/ClubController.ts', 'source[key]'),
      positionIn('app/Lib/text.ts', 'counts[word] ='),
    ].sort(),
  );
  expect(ts.flattenDiagnosticMessageText(warnings[0].messageText, '\n')).toContain('Use a Map');
});

describe.each(DIFFERENTIAL_PHP_VERSIONS)('the club plugin on PHP %s', (version) => {
  let php: Answer[];
  let segments: Answer[];

  beforeAll(async () => {
    const answers = await restRequests(
      await getPhp(version),
      [plugin],
      [...REQUESTS, ...SEGMENT_CASES.map((c) => c.request)],
      { muPlugin: optionWithoutDatabase('club_last_booking') },
    );
    const all = answers.map((a) => ({ status: a.status, data: a.data as unknown }));
    php = all.slice(0, REQUESTS.length);
    segments = all.slice(REQUESTS.length);
  });

  it.each(REQUESTS.map((r, i) => [r.name, i] as const))('%s', (_name, i) => {
    expect(php[i]).toEqual(node[i]);
  });

  it.each(SEGMENT_CASES.map((c, i) => [c.request.name, i] as const))('%s (Node: the handler, decoded)', (_name, i) => {
    expect(segments[i]).toEqual(direct[i]);
  });
});
