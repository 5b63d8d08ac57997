// Writes php-runtime/JsNormalizeTable.php: the canonical decompositions of the precomposed
// Latin letters (Latin-1, Latin Extended-A/B, Latin Extended Additional) as this Node's ICU
// has them, for normalize('NFC' | 'NFD') when PHP's intl extension (Normalizer) is not
// loaded (JsString::normalize). Run with `node scripts/gen-normalize.mjs` after a Node upgrade.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const ranges = [
  [0xc0, 0x24f],
  [0x1e00, 0x1eff],
];
const pairs = [];
for (const [from, to] of ranges)
  for (let cp = from; cp <= to; cp++) {
    const c = String.fromCodePoint(cp);
    const d = c.normalize('NFD');
    if (d !== c && d.normalize('NFC') === c) pairs.push([c, d]);
  }
const lit = (s) => `"${[...s].map((ch) => `\\u{${ch.codePointAt(0).toString(16)}}`).join('')}"`;
const php = `<?php
namespace Ts2wpScope\\Framework;

defined( 'ABSPATH' ) || exit;

/**
 * Canonical decompositions of precomposed Latin letters for normalize() without intl,
 * generated from Node ${process.versions.node} (ICU ${process.versions.icu}) by scripts/gen-normalize.mjs. Do not edit.
 */
final class JsNormalizeTable {
	/** @return array<string, string> composed => decomposed */
	public static function decompositions() {
		return array(
${pairs.map(([c, d]) => `\t\t\t${lit(c)} => ${lit(d)},\n`).join('')}		);
	}
}
`;
fs.writeFileSync(path.join(root, 'php-runtime', 'JsNormalizeTable.php'), php);
console.log(`JsNormalizeTable.php: ${pairs.length} letters`);
