// compileRegExp (emitter/regexp/compile.ts) on its own: the PCRE text, the group count
// and names, and the patterns PCRE would read differently (RegExpError). What the PCRE
// then matches in PHP is the differential suite's job (test/differential/regexp.test.ts).
import { describe, expect, it } from 'vitest';
import { compileRegExp, RegExpError } from '../emitter/regexp/compile.js';
import { PCRE_ONLY_PATTERNS } from './helpers/regexp-patterns.js';

describe('compileRegExp', () => {
  const cases: [source: string, flags: string, pcre: string][] = [
    ['a', '', '/a/u'],
    ['a/b', '', '/a\\x{2f}b/u'],
    ['[^a-z]', 'i', '/[^a-z]/iu'],
    ['x{2,3}?', 'g', '/x{2,3}?/u'],
    // `.` stops at JavaScript's four line terminators; with `s` it matches any code point.
    ['a.b', '', '/a[^\\n\\r\\x{2028}\\x{2029}]b/u'],
    ['a.b', 's', '/a[\\x{0}-\\x{10ffff}]b/u'],
    // \d and \w are ASCII, \s is JavaScript's set (with U+FEFF), \b over ASCII word characters.
    ['\\d+', '', '/[\\x{30}-\\x{39}]+/u'],
    ['[\\d-z]', '', '/[\\x{30}-\\x{39}\\x{2d}z]/u'],
    [
      '\\s',
      '',
      '/[\\x{9}-\\x{d}\\x{20}\\x{a0}\\x{1680}\\x{2000}-\\x{200a}\\x{2028}-\\x{2029}\\x{202f}\\x{205f}\\x{3000}\\x{feff}]/u',
    ],
    ['\\b', '', '/(?:(?<=[A-Za-z0-9_])(?![A-Za-z0-9_])|(?<![A-Za-z0-9_])(?=[A-Za-z0-9_]))/u'],
    // `$` is the very end (PCRE's `$` also matches before a final newline); `m` uses JavaScript's line terminators.
    ['$', '', '/\\z/u'],
    ['^a$', 'm', '/(?:^|(?<=[\\n\\r\\x{2028}\\x{2029}]))a(?=[\\n\\r\\x{2028}\\x{2029}]|\\z)/u'],
    ['\\0', '', '/\\x{0}/u'],
    ['\\cJ', '', '/\\x{a}/u'],
    ['\\u{1F600}', 'u', '/\\x{1f600}/u'],
    ['\\p{L}', 'u', '/[\\p{L}]/u'],
    ['(?<=ab)c', '', '/(?<=ab)c/u'],
  ];
  for (const [source, flags, pcre] of cases) {
    it(`/${source}/${flags} → ${pcre}`, () => {
      expect(compileRegExp(source, flags).pcre).toBe(pcre);
    });
  }

  it('counts capturing groups and names them in order, backreferences as \\g{n}', () => {
    expect(compileRegExp('(a)(?<n>b)(?:c)\\2', '')).toEqual({
      pcre: '/(a)(?<n>b)(?:c)\\g{2}/u',
      groups: 2,
      names: ['n'],
      nonEmpty: true,
    });
    // A backreference may come before its group.
    expect(compileRegExp('\\1(a)', '')).toEqual({ pcre: '/\\g{1}(a)/u', groups: 1, names: [], nonEmpty: true });
  });

  // nonEmpty lets split and a global match use preg_split/preg_match_all (JsRegExp.php).
  const lengths: [source: string, nonEmpty: boolean][] = [
    ["[^a-z']+", true],
    ['[.!?]', true],
    ['a|bc', true],
    ['\\s*,\\s*', true],
    ['x*', false],
    ['|a', false],
    ['a|', false],
    ['\\b', false],
    ['(?=a)', false],
    ['(?=a)a', true],
    ['a{0}', false],
    ['(a)\\1', true],
    ['\\1?', false],
    ['(?:a?)+', false],
    ['^', false],
    ['[]', false],
  ];
  for (const [source, nonEmpty] of lengths) {
    it(`/${source}/ ${nonEmpty ? 'never matches' : 'may match'} the empty string`, () => {
      expect(compileRegExp(source, '').nonEmpty).toBe(nonEmpty);
    });
  }

  const rejected: [source: string, flags: string, reason: RegExp][] = [
    ['a', 'y', /sticky/],
    ['a', 'v', /`v` flag/],
    ['(?<=a+)b', '', /fixed-length lookbehind/],
    ['(?<été>a)', '', /group name/],
    ['\\ud800', '', /lone surrogate/],
    // PCRE-only syntax: what JavaScript rejects, named as such.
    ['(*ACCEPT)', '', /nothing to repeat/],
    ['a++', '', /nothing to repeat/],
    ['(?>a)', '', /group syntax/],
    ['\\K', 'u', /escape `\\K`/],
    ['(?<=a)*', '', /quantifier on a lookbehind/],
    ['(?=a)*', 'u', /lookahead with the u flag/],
    ['}', 'u', /lone `}`/],
    ['a{2,1}', '', /out of order/],
    ['\\k<x>(?<n>a)', '', /no group has that name/],
    ['(?<n>a)[\\k]', '', /escape `\\k`/],
  ];
  for (const [source, flags, reason] of rejected) {
    it(`rejects /${source}/${flags}`, () => {
      let error: unknown;
      try {
        compileRegExp(source, flags);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(RegExpError);
      expect((error as Error).message).toMatch(reason);
    });
  }

  // Every pattern Node rejects is rejected here too (a compile error, never PCRE's reading);
  // without `u`, \K and \Q are letters as in JavaScript.
  it('rejects the PCRE-only patterns JavaScript rejects', () => {
    const accepted: string[] = [];
    for (const source of PCRE_ONLY_PATTERNS) {
      for (const flags of ['', 'u']) {
        let valid = true;
        try {
          new RegExp(source, flags);
        } catch {
          valid = false;
        }
        if (valid) continue;
        try {
          compileRegExp(source, flags);
          accepted.push(`/${source}/${flags}`);
        } catch (e) {
          if (!(e instanceof RegExpError)) throw e;
        }
      }
    }
    expect(accepted).toEqual([]);
    expect(compileRegExp('a\\Kb\\Q', '').pcre).toBe('/aKbQ/u');
  });
});
