// Writes php-runtime/JsNormalizeTable.php: the Unicode normalization data of this Node's ICU,
// for s.normalize() when PHP's intl extension (Normalizer) is not loaded (JsNormalize.php).
// Everything is read back from String.prototype.normalize over every code point, so the
// fallback answers as this Node does:
// - full canonical decompositions (NFD of one character) and, where they differ, full
//   compatibility ones (NFKD);
// - the canonical combining classes, as ranks: the order in which NFD puts two marks, read
//   from pairs of marks (only the order matters to the algorithm, not ICU's numbers);
// - the primary composites: the pair (starter, mark) NFC turns into one character.
// Hangul syllables are left out: JsNormalize does them arithmetically, as Unicode defines.
// Run with `node scripts/gen-normalize.mjs` after a Node upgrade.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const isHangul = (cp) => cp >= 0xac00 && cp <= 0xd7a3;

const chars = [];
for (let cp = 0xa0; cp <= 0x10ffff; cp++)
  if ((cp < 0xd800 || cp > 0xdfff) && !isHangul(cp)) chars.push(String.fromCodePoint(cp));

const canonical = [];
const compatibility = [];
for (const c of chars) {
  const d = c.normalize('NFD');
  const kd = c.normalize('NFKD');
  if (d !== c) canonical.push(c, d);
  if (kd !== d) compatibility.push(c, kd);
}

// A mark is a character NFD moves: past U+0334 (class 1, the lowest) or U+0345 (240, the highest).
const LOW = '\u0334';
const HIGH = '\u0345';
const moves = (a, b) => (a + b).normalize('NFD') !== a + b;
const marks = chars.filter(
  (c) => c.normalize('NFD') === c && (c === LOW || c === HIGH || moves(c, LOW) || moves(HIGH, c)),
);
marks.sort((a, b) => (moves(a, b) ? 1 : moves(b, a) ? -1 : 0));
const classes = [];
let rank = 0;
marks.forEach((m, i) => {
  if (i === 0 || moves(m, marks[i - 1])) rank++;
  classes.push([m.codePointAt(0), rank]);
});
classes.sort((a, b) => a[0] - b[0]);
// Runs of consecutive code points with one rank: "start-end:rank" (hex).
const runs = [];
for (const [cp, r] of classes) {
  const last = runs[runs.length - 1];
  if (last && last[1] === cp - 1 && last[2] === r) last[1] = cp;
  else runs.push([cp, cp, r]);
}
const classText = runs.map(([a, b, r]) => `${a.toString(16)}${a === b ? '' : '-' + b.toString(16)}:${r.toString(16)}`);

// Primary composites: characters NFC keeps whole that decompose; the pair is the last mark of
// the decomposition that can be taken off, and the NFC of the rest (one character).
const compositions = [];
for (const c of chars) {
  const d = [...c.normalize('NFD')];
  if (d.length < 2 || c.normalize('NFC') !== c) continue;
  for (let k = d.length - 1; k >= 1; k--) {
    const left = [...d.slice(0, k), ...d.slice(k + 1)].join('').normalize('NFC');
    if ([...left].length === 1 && (left + d[k]).normalize('NFC') === c) {
      compositions.push(left + d[k], c);
      break;
    }
  }
}

// The pair tables are the characters themselves, one per line (key, value, key, value…):
// JsNormalize reads them with explode(), with no per-character work. In a single-quoted
// PHP string only \\ and ' need escaping; no table holds a line break.
const quoted = (items) => {
  if (items.some((t) => t.includes('\n'))) throw new Error('a table entry holds a line break');
  return `\t\treturn '${items.join('\n').replace(/[\\']/g, (m) => `\\${m}`)}';`;
};
const pairs = (name, doc, items) => `\t/** ${doc} */
\tpublic static function ${name}() {
${quoted(items)}
\t}
`;
const ranges = (name, doc, items) => {
  const lines = items.join(',').match(/.{1,96}(?:,|$)/g);
  return `	/** ${doc} */
	public static function ${name}() {
		return '${lines.join("'\n\t\t\t. '")}';
	}
`;
};
const php = `<?php
namespace Ts2wpScope\\Framework;

defined( 'ABSPATH' ) || exit;

/**
 * Unicode normalization data for normalize() without intl, generated from Node ${process.versions.node}
 * (ICU ${process.versions.icu}) by scripts/gen-normalize.mjs. Do not edit.
 */
final class JsNormalizeTable {
${[
  pairs('canonical', 'Full canonical decompositions: character, decomposition, one per line.', canonical),
  pairs('compatibility', 'Full compatibility decompositions where they differ from the canonical one.', compatibility),
  ranges('classes', 'Combining-class ranks: "first[-last]:rank" (0, a starter, is not listed).', classText),
  pairs('compositions', 'Primary composites: starter and mark, composite, one per line.', compositions),
].join('\n')}}
`;
fs.writeFileSync(path.join(root, 'php-runtime', 'JsNormalizeTable.php'), php);
console.log(
  `JsNormalizeTable.php: ${canonical.length / 2} canonical, ${compatibility.length / 2} compatibility, ${marks.length} marks in ${rank} classes, ${compositions.length / 2} compositions`,
);
