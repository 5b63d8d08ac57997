// Issue 33, compute6 step: `s.replace(re, text)` and `s.replaceAll(re, text)` with a plain text
// (no `$` pattern, no backslash) call preg_replace() once (JsRegExp::replace), for a global
// regexp only when the compiler proved it never matches empty. The edges: a backslash and `$`
// patterns in the text (PCRE would read `\1`, `$1`, `\\`), regexps that can match empty
// (global and not), the lastIndex a global replace resets and a non-global one leaves,
// case-insensitive non-ASCII, emoji, an empty text, an empty subject, a long subject. Each
// case runs in Node and in PHP 7.4 / 8.3 / 8.5.
import { describe } from 'vitest';
import { c, differentialSuite, type DiffCase } from '../helpers/differential.js';

const CASES: DiffCase[] = [
  c(
    'cleaning search queries: punctuation to spaces, runs of spaces to one, trimmed',
    "const queries = ['Yoga? Mat!', '  spin,class.. ', 'Café  CRÈME', '😀 smile!!', '', '?!.,'];\nreturn queries.map((q) => q.toLowerCase().replace(/[?!.,]/g, ' ').replace(/\\s+/g, ' ').trim());",
  ),
  c(
    'a backslash or a dollar in the new text is kept as JavaScript reads it',
    "const path = 'a/b/c';\nreturn [path.replace(/\\//g, '\\\\'), path.replace(/\\//, '\\\\1'), path.replace(/(b)/g, '\\\\$1'), 'x1y'.replace(/\\d/g, '\\\\0'), 'cost: 5'.replace(/\\d+/, '$$&'), 'cost: 5'.replace(/\\d+/g, '${0}'), 'a.b'.replace(/\\./g, '\\\\\\\\')];",
  ),
  c(
    'regexps that can match empty: first match only, and every match',
    "const s = 'abc';\nreturn [s.replace(/x*/, '-'), s.replace(/x*/g, '-'), s.replace(/b*/, '-'), s.replace(/b*/g, '-'), 'a1b'.replace(/\\d*?/g, '-'), 'a,b'.replace(/,?/g, '|'), 'é😀'.replace(/(?:)/gu, '.'), ''.replace(/a*/, 'z'), ''.replace(/a/g, 'z')];",
  ),
  c(
    'lastIndex: a global replace sets it to 0, a non-global one leaves it',
    "const g = /o/g;\ng.lastIndex = 2;\nconst one = /o/;\none.lastIndex = 3;\nconst a = 'foo boo'.replace(g, '0');\nconst b = 'foo boo'.replace(one, '0');\nreturn [a, g.lastIndex, b, one.lastIndex, 'foo'.replaceAll(g, 'u'), g.lastIndex];",
  ),
  c(
    'case-insensitive non-ASCII, emoji, an empty new text, a long subject',
    "const long = 'ab, '.repeat(20000);\nconst out = long.replace(/, /g, '');\nreturn ['École ÉCOLE école'.replace(/é/gi, 'e'), 'I ❤️ 😀 and 😀'.replace(/😀/g, ':)'), 'a-b-c'.replace(/-/g, ''), out.length, out.slice(0, 6), 'x'.repeat(3).replace(/x/g, 'Ω')];",
  ),
];

describe('regexp replace with a plain text', () => {
  differentialSuite('regexp-replace-text', CASES);
});
