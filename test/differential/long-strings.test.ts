// String indexes on long strings: the runtime remembers the ASCII-ness and a UTF-16 ↔ byte
// index map of strings of 256 bytes and more (JsString::info(), so that a loop over one
// long string is linear). These cases cross that threshold, the map's 64-byte blocks and
// its eight remembered strings, with accents, characters above U+FFFF and pairs cut in
// two, and change strings between uses. Each runs in Node and in PHP 7.4 / 8.3.
import { describe } from 'vitest';
import { c, differentialSuite } from '../helpers/differential.js';

/** Module helpers: long test strings built the same way in Node and PHP. */
const MODULE = `
function filler(n: number): string {
  let s = '';
  for (let i = 0; s.length < n; i++) s += \`k\${i}=v\${i % 7};\`;
  return s.slice(0, n);
}
function scan(text: string, sep: string): number[] {
  const found: number[] = [];
  let at = text.indexOf(sep);
  while (at >= 0) {
    found.push(at);
    at = text.indexOf(sep, at + 1);
  }
  return found;
}
`;

describe('long strings', () => {
  differentialSuite(
    'long-strings',
    [
      // ASCII above the threshold
      c(
        'ASCII long: indexOf loop, slice, charAt',
        "const s = filler(5000);\nconst at = scan(s, '=');\nreturn [s.length, at.length, at.slice(0, 5), at.slice(-3), s.slice(at[10]! - 3, at[10]! + 4), s.charAt(4999), s.charAt(5000), s.charCodeAt(2500), s.at(-1), s[1234]];",
      ),
      c(
        'ASCII long: lastIndexOf walking back',
        "const s = filler(3000);\nconst out: number[] = [];\nlet at = s.lastIndexOf(';');\nwhile (at >= 0 && out.length < 400) {\n  out.push(at);\n  at = s.lastIndexOf(';', at - 1);\n}\nreturn [out.length, out.slice(0, 3), out.slice(-3), s.lastIndexOf('k1=', 20), s.lastIndexOf(';', -5), s.lastIndexOf('zz')];",
      ),
      c(
        'ASCII long: startsWith, endsWith, includes at positions',
        "const s = filler(2000);\nreturn [s.startsWith('k0='), s.startsWith('k1=', 6), s.startsWith('k1=', 7), s.endsWith(s.slice(-5)), s.endsWith(s.slice(1990, 1995), 1995), s.endsWith('x', 2000), s.includes('k99='), s.includes('k1=', 1500), s.indexOf('', 1999), s.indexOf('', 5000)];",
      ),
      // the threshold itself: 255, 256 and 257 bytes with a non-ASCII character at either end
      c(
        'threshold sizes with é at the end',
        "const out: unknown[] = [];\nfor (const n of [254, 255, 256, 257]) {\n  const s = filler(n) + 'é';\n  out.push([s.length, s.indexOf('é'), s.lastIndexOf(';'), s.slice(-3), s.charCodeAt(n), s.charAt(n - 1), s.at(-1), s.indexOf('=', n - 10)]);\n}\nreturn out;",
      ),
      c(
        'threshold sizes with 😀 at the start',
        "const out: unknown[] = [];\nfor (const n of [250, 251, 252, 253, 254]) {\n  const s = '😀' + filler(n);\n  out.push([s.length, s.indexOf('k0'), s.charCodeAt(0), s.charCodeAt(1), s.codePointAt(0), s.codePointAt(1), s.slice(1, 4).length, s.slice(1, 4).slice(1), s.slice(0, 1).length, s.lastIndexOf('k0', 3), s.at(1)?.length]);\n}\nreturn out;",
      ),
      // the last lookup's checkpoint belongs to another string (JsString::$segment is shared)
      c(
        'two long strings sliced and searched in turn',
        "const a = 'é' + filler(2000) + '😀' + filler(300);\nconst b = filler(700) + 'ü😀' + filler(1800) + 'ß';\nconst out: string[] = [];\nfor (let i = 0; i < 2100; i += 97) {\n  out.push(a.slice(i, i + 9), b.slice(i, i + 9), String(a.indexOf(';', i)), String(b.indexOf('=', i)), b.slice(i + 1, i + 2), a.slice(i + 3, i + 40));\n}\nreturn [out.join('|'), a.length, b.length];",
      ),
      // one non-ASCII character in a long string
      c(
        'one é: indexOf loop and slices across it',
        "const s = filler(1500) + 'é' + filler(1500);\nconst at = scan(s, ';');\nconst pieces: string[] = [];\nlet from = 0;\nfor (const i of at) {\n  pieces.push(s.slice(from, i));\n  from = i + 1;\n}\nconst e = s.indexOf('é');\nreturn [s.length, at.length, e, s.slice(e - 3, e + 3), s.substring(e + 2, e - 2), s.substr(e, 4), pieces.join('|').length, pieces.filter((p) => p.includes('é')), s.charAt(e), s.charCodeAt(e + 1), s.indexOf('k', e)];",
      ),
      c(
        'one é near the start, middle and end',
        "const out: unknown[] = [];\nfor (const pos of [0, 1, 63, 64, 65, 700, 1999]) {\n  const base = filler(2000);\n  const s = base.slice(0, pos) + 'é' + base.slice(pos);\n  out.push([s.length, s.indexOf('é'), s.lastIndexOf('='), s.indexOf(';', pos), s.slice(pos, pos + 2), s.charAt(pos + 1), s.endsWith(base.slice(-4)), s.startsWith('é', pos), s.lastIndexOf('é', pos), s.lastIndexOf('é', pos - 1)]);\n}\nreturn out;",
      ),
      // characters above U+FFFF at the map's 64-byte block boundaries
      c(
        'emoji around block boundaries: every unit',
        "const s = 'a'.repeat(61) + '😀b😀' + 'c'.repeat(60) + '🎉' + 'é'.repeat(100) + '😀'.repeat(40) + 'z'.repeat(200);\nconst codes: number[] = [];\nconst chars: string[] = [];\nfor (let i = 0; i < s.length; i++) {\n  codes.push(s.charCodeAt(i));\n  chars.push(s[i]!);\n}\nreturn [s.length, codes, chars.map((x) => x.length).join(''), s.codePointAt(61), s.codePointAt(62), s.codePointAt(124)];",
      ),
      c(
        'emoji: indexOf and lastIndexOf by unit',
        "const s = 'x'.repeat(100) + '😀'.repeat(80) + '=' + 'é😀'.repeat(50) + '=' + 'y'.repeat(100);\nreturn [s.length, scan(s, '😀').slice(0, 3), scan(s, '😀').slice(-3), scan(s, '=').join(), s.lastIndexOf('😀'), s.lastIndexOf('😀', 150), s.lastIndexOf('😀', 151), s.indexOf('😀', 101), s.indexOf('é', 261), s.indexOf('y', 300)];",
      ),
      // pairs cut in two (lone surrogates) on long strings
      c(
        'slices that cut a pair in long strings',
        "const s = 'a'.repeat(300) + '😀😀' + 'é'.repeat(100) + '🎉';\nconst at = s.indexOf('😀');\nreturn [s.length, s.slice(0, at + 1).length, s.slice(0, at + 1).slice(-3, -1), s.slice(at + 1, at + 3).length, s.slice(at + 1, at + 5).slice(1), s.substring(at + 5, at + 1).slice(1, 3), s.slice(-1).length, s.slice(-4, -2), s.substr(at + 1, 2).length, s.at(at + 1)?.length, s.charAt(at + 2).length, s.slice(at + 1).length, s.slice(at + 1).slice(1, 4)];",
      ),
      c(
        'search around a cut pair in a long string',
        "const s = 'b'.repeat(400) + '😀x😀' + 'b'.repeat(10);\nconst at = s.indexOf('x');\nreturn [at, s.indexOf('x', at - 1), s.indexOf('😀', at - 1), s.indexOf('b', at - 1), s.lastIndexOf('😀', at - 1), s.lastIndexOf('😀', at - 2), s.startsWith('x', at), s.startsWith('😀', at - 2), s.endsWith('😀', at), s.endsWith('x', at + 1), s.includes('x', at + 1)];",
      ),
      c(
        'endsWith at the middle of a pair',
        "const s = 'q'.repeat(300) + '😀' + 'q'.repeat(3);\nconst at = s.indexOf('😀');\nreturn [s.endsWith('q', at + 1), s.endsWith('😀', at + 1), s.endsWith('q', at), s.endsWith('', at + 1), s.slice(0, at + 1).length];",
      ),
      // strings that are all non-ASCII (many blocks)
      c(
        'non-ASCII throughout: scan, slice and index',
        "const word = 'привет мир, 日本語 ';\nlet s = '';\nfor (let i = 0; i < 120; i++) s += word + i + ' ';\nconst at = scan(s, '日');\nreturn [s.length, at.length, at.slice(0, 4), at.slice(-2), s.slice(at[50]!, at[50]! + 6), s.charAt(1001), s.charCodeAt(2002), s.lastIndexOf('мир'), s.lastIndexOf('мир', 1000), s.substring(1500, 1510), s.at(-3), s[777]];",
      ),
      c(
        'non-ASCII throughout: charCodeAt sum',
        "let s = '';\nfor (let i = 0; i < 300; i++) s += String.fromCharCode(0x430 + (i % 32)) + (i % 3 === 0 ? '😀' : '');\nlet sum = 0;\nfor (let i = 0; i < s.length; i++) sum += s.charCodeAt(i);\nreturn [s.length, sum, s.codePointAt(1), s.codePointAt(2)];",
      ),
      // the same variable changed between uses
      c(
        'repeated ops after modification',
        "let s = filler(800) + 'é' + filler(800);\nconst out: unknown[] = [s.length, s.indexOf('é'), s.lastIndexOf(';')];\ns = s.replace('é', 'e');\nout.push(s.length, s.indexOf('é'), s.lastIndexOf(';'), s.charAt(800));\ns += '😀';\nout.push(s.length, s.slice(-2), s.charCodeAt(s.length - 1), s.indexOf('😀'));\ns = '😀' + s;\nout.push(s.length, s.indexOf('k0'), s.charAt(2), s.lastIndexOf('😀'));\ns = s.slice(2, -2);\nout.push(s.length, s.indexOf('é'), s.at(-1), s.startsWith('k0='));\nreturn out;",
      ),
      c(
        'appending in a loop while measuring',
        "let s = '';\nconst lengths: number[] = [];\nfor (let i = 0; i < 200; i++) {\n  s += i % 10 === 0 ? 'é😀' : 'ab';\n  if (i % 20 === 19) lengths.push(s.length, s.lastIndexOf('😀'), s.indexOf('é', s.length - 30));\n}\nreturn lengths;",
      ),
      c(
        'a long non-ASCII string measured, then searched',
        "let s = '';\nconst lengths: number[] = [];\nwhile (s.length < 3000) {\n  s += s.length % 7 ? 'ж' : 'ж😀';\n  if (s.length % 500 < 2) lengths.push(s.length);\n}\nreturn [lengths, s.length, s.indexOf('😀', 1500), s.lastIndexOf('😀', 2000), s.charCodeAt(2222), s.codePointAt(s.indexOf('😀', 100)), s.slice(2990).length, s.split('😀').length];",
      ),
      c(
        'more long strings than are remembered',
        "const texts: string[] = [];\nfor (let i = 0; i < 12; i++) texts.push((i % 2 ? 'é' : '') + filler(300 + i * 7) + (i % 3 ? '😀' : ''));\nconst out: number[] = [];\nfor (let round = 0; round < 3; round++) {\n  for (const t of texts) out.push(t.length, t.indexOf(';', 100), t.lastIndexOf('='), t.charCodeAt(t.length - 1));\n}\nreturn out;",
      ),
      c(
        'equal long strings built separately',
        "const a = filler(600) + 'é';\nconst b = filler(600) + 'é';\nconst c2 = filler(600) + 'e';\nreturn [a === b, a.length, b.length, c2.length, a.indexOf('é'), b.indexOf('é'), c2.indexOf('é'), a.slice(598), c2.slice(598)];",
      ),
      // other readers of a long string
      c(
        'regexp exec loop over a long string',
        "const s = filler(1000) + 'é' + filler(1000) + '😀' + filler(500);\nconst re = /k(\\d+)=v6;/g;\nconst found: number[] = [];\nlet m: RegExpExecArray | null;\nwhile ((m = re.exec(s)) !== null) found.push(m.index, re.lastIndex);\nreturn [found.length, found.slice(0, 4), found.slice(-4), s.search(/😀/), [...s.matchAll(/é|😀/g)].map((x) => x.index)];",
      ),
      c(
        'split, case and trim of long strings',
        "const s = '  ' + filler(400) + 'Σé😀' + filler(300) + '\\u3000 ';\nconst parts = s.split(';');\nreturn [parts.length, parts[parts.length - 1], s.trim().length, s.trimStart().length, s.trimEnd().length, s.toUpperCase().slice(398, 410), s.toLowerCase().indexOf('σ'), s.split('').length, s.padEnd(800, 'é').length, s.padStart(800, '😀').slice(0, 4), s.padStart(801, '😀').length];",
      ),
      c(
        'replace with a function on a long string',
        "const s = filler(700) + 'é' + filler(700);\nreturn [s.replace('v3;', (m, i) => `<${i}>`).slice(0, 40), s.replaceAll('é', (m, i) => `[${i}]`).length, s.replace('é', (m, i) => String(i))];",
      ),
      c(
        'charAt loop over a 300-character accented string',
        "let s = '';\nfor (let i = 0; i < 300; i++) s += i % 5 ? 'a' : 'é';\nlet count = 0;\nfor (let i = 0; i < s.length; i++) if (s.charAt(i) === 'é') count++;\nreturn [s.length, count, s.lastIndexOf('é'), s.indexOf('é', 296)];",
      ),
    ],
    { module: MODULE },
  );
});
