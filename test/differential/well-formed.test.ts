// String.prototype.toWellFormed() (ES2024): a lone surrogate becomes U+FFFD. The runtime
// already holds each lone surrogate as U+FFFD (php-runtime/JsString.php), so PHP's answer
// is the string itself; these cases hold it to Node's on every edge that makes one:
// literals, a pair cut by slice(), String.fromCharCode(). isWellFormed() stays an error
// (PHP cannot tell a lone surrogate from U+FFFD; see docs/decisions.md).
import { describe } from 'vitest';
import { c, differentialSuite } from '../helpers/differential.js';
import { negativeCases } from '../helpers/negative.js';

// A profile form's display name, cleaned before it is stored: trimmed, one space between
// words, cut to 12 code units (which may cut an emoji in two), then made well formed.
const module = `
const MAX_NAME = 12;

function cleanName(raw: string): string {
  const words = raw.trim().split(' ').filter((w) => w !== '');
  return words.join(' ').slice(0, MAX_NAME).toWellFormed();
}
`;

describe('toWellFormed', () => {
  differentialSuite(
    'well-formed',
    [
      c(
        'names from the form, cleaned before saving',
        "const names = params.names as string[];\nconst saved = names.map((raw) => {\n  const name = cleanName(raw);\n  return { name, length: name.length, changed: name !== raw };\n});\nreturn saved.filter((s) => s.name !== '');",
        {
          names: [
            '',
            '   ',
            'Ada',
            '  Zoë   Brontë ',
            'Émile 😀',
            'Bartholomew😀',
            '😀😀😀😀😀😀😀',
            '日本語の名前です',
          ],
        },
      ),
      c(
        'a name from the request as the handler stores it',
        "const name = (params.name as string).toWellFormed();\nif (name.length === 0) return { code: 'empty_name' };\nreturn { name, upper: name.toUpperCase(), first: name.at(0) ?? '', length: name.length };",
        { name: 'Zoë 🎉' },
      ),
      c('an empty name from the request', "return (params.name as string).toWellFormed() === '' ? 'empty' : 'set';", {
        name: '',
      }),
      c(
        'empty, ASCII, non-ASCII and astral strings are unchanged',
        "const xs = ['', 'abc', 'héllo wörld', '😀', 'a😀b', '𝒳 and 🎉'];\nreturn xs.map((x) => [x.toWellFormed(), x.toWellFormed() === x, x.toWellFormed().length]);",
      ),
      c(
        'lone high and low surrogates in literals',
        "const xs = ['\\uD800', 'a\\uDC00b', '\\uDBFF', '\\uDC00\\uD800', 'x\\uD83D'];\nreturn xs.map((x) => {\n  const w = x.toWellFormed();\n  return [w, w.length, w.charCodeAt(0), w.codePointAt(w.length - 1)];\n});",
      ),
      c(
        'a surrogate pair split by slice()',
        "const nick = 'Jo😀';\nconst cut = nick.slice(0, 3);\nconst tail = nick.slice(3);\nreturn [cut.toWellFormed(), tail.toWellFormed(), cut.toWellFormed().length, tail.toWellFormed().charCodeAt(0), nick.slice(2).toWellFormed(), 'a😀b'.substring(0, 2).toWellFormed()];",
      ),
      c(
        'lone surrogates from String.fromCharCode() and charAt()',
        "const high = String.fromCharCode(0xd83d);\nconst low = '😀'.charAt(1);\nreturn [high.toWellFormed(), low.toWellFormed(), `${high.toWellFormed()}|${low.toWellFormed()}`, high.toWellFormed().charCodeAt(0)];",
      ),
      c(
        'a cleaned name cut inside an emoji',
        'const raw = params.raw as string;\nconst name = cleanName(raw);\nreturn { name, length: name.length, last: name.charCodeAt(name.length - 1) };',
        { raw: '  Bartholomew😀 ' },
      ),
    ],
    { module },
  );
});

negativeCases('isWellFormed', [
  {
    name: 'isWellFormed on a request value',
    body: '    const name = params.name as string;\n    return name.isWellFormed() ? name : name.toWellFormed();',
    code: 'TS2WP3601',
    at: 'name.isWellFormed()',
  },
]);
