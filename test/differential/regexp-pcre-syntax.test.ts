// `new RegExp(input)` with PCRE-only syntax (verbs, recursion, \K, possessive and atomic
// forms, \Q…\E, PCRE escapes): the runtime translation (JsRegExpSyntax.php) must throw the
// SyntaxError JavaScript throws, with its message, or match what JavaScript's pattern
// means (without `u`, `\K` is the letter K). Each pattern runs with and without `u`.
import { describe } from 'vitest';
import { differentialSuite, type DiffCase } from '../helpers/differential.js';
import { PCRE_ONLY_PATTERNS } from '../helpers/regexp-patterns.js';

const MODULE = `
const SAMPLES = ['', 'a', 'aa', 'aab', 'K', 'aKb', 'ab', 'Qa.bE', 'x{2}', '{', '}', ']', '-', 'ACCEPT', 'k', 'A', 'z', 'x', '1', '8', '\\u0001', '\\u001f', '\\b', 'k<n>'];
function probe(p: string, f: string): unknown {
  try {
    const re = new RegExp(p, f);
    return ['ok', re.source, SAMPLES.filter((s) => re.test(s))];
  } catch (e) {
    return [(e as Error).name, (e as Error).message];
  }
}
`;

const BODY = 'return probe(params.p as string, params.f as string);';
const cases: DiffCase[] = [
  ...PCRE_ONLY_PATTERNS.flatMap((p) => ['', 'u'].map((f) => ({ name: `/${p}/${f}`, body: BODY, params: { p, f } }))),
  // Without u, \u{110000} is u repeated 110000 times, more than PCRE repeats (a ts2wp Error).
  { name: '/\\u{110000}/u', body: BODY, params: { p: '\\u{110000}', f: 'u' } },
];

describe('RegExp from input: PCRE-only syntax', () => {
  differentialSuite('regexp-pcre-syntax', cases, { module: MODULE });
});
