// Writes php-runtime/JsCollationTable.php: the root collation weights (primary, secondary,
// tertiary) of the characters plugins mostly sort — ASCII, Latin-1, Latin Extended-A/B,
// combining accents, general punctuation — as this Node's ICU orders them, for
// localeCompare() when PHP's intl extension is not loaded (JsCollate.php). Letters that
// expand (ß → ss, æ → ae) are written as their expansion. Run with
// `node scripts/gen-collation.mjs` after a Node upgrade.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const ranges = [
  [0x20, 0x7e],
  [0xa0, 0x24f],
  [0x300, 0x36f],
  [0x2010, 0x2027],
  [0x20ac, 0x20ac],
];
const base = new Intl.Collator('en', { sensitivity: 'base' });
const accent = new Intl.Collator('en', { sensitivity: 'accent' });
const full = new Intl.Collator('en', { sensitivity: 'variant' });

const chars = [];
for (const [from, to] of ranges) for (let cp = from; cp <= to; cp++) chars.push(String.fromCodePoint(cp));

// Expansions: a character equal at base strength to two ASCII letters.
const letters = 'abcdefghijklmnopqrstuvwxyz';
const expansions = new Map();
for (const c of chars) {
  if (c.length !== 1 || /[a-z]/i.test(c) || base.compare(c, '') === 0) continue;
  for (const x of letters)
    for (const y of letters) {
      if (base.compare(c, x + y) === 0)
        expansions.set(c, c === c.toUpperCase() && c !== c.toLowerCase() ? (x + y).toUpperCase() : x + y);
    }
}
const single = chars.filter((c) => !expansions.has(c));

/** Ranks by a collator: equal characters share a rank; ignorable (equal to '') get 0. */
function ranks(list, collator) {
  const sorted = [...list].sort((a, b) => collator.compare(a, b));
  const out = new Map();
  let rank = 0;
  let prev;
  for (const c of sorted) {
    if (collator.compare(c, '') === 0) {
      out.set(c, 0);
      continue;
    }
    if (prev === undefined || collator.compare(prev, c) !== 0) rank++;
    out.set(c, rank);
    prev = c;
  }
  return out;
}
const primary = ranks(single, base);
// Within one primary weight: the accent rank, then the case rank (0 = the group's first).
const groups = new Map();
for (const c of single) {
  const p = primary.get(c);
  if (!groups.has(p)) groups.set(p, []);
  groups.get(p).push(c);
}
const secondary = new Map();
const tertiary = new Map();
for (const members of groups.values()) {
  const s = ranks(members, accent);
  const minS = Math.min(...members.map((c) => s.get(c)));
  for (const c of members) secondary.set(c, s.get(c) - minS);
  const bySecondary = new Map();
  for (const c of members) {
    const k = secondary.get(c);
    if (!bySecondary.has(k)) bySecondary.set(k, []);
    bySecondary.get(k).push(c);
  }
  for (const same of bySecondary.values()) {
    const t = ranks(same, full);
    const minT = Math.min(...same.map((c) => t.get(c)));
    for (const c of same) tertiary.set(c, t.get(c) - minT);
  }
}
// Ignorable characters (combining accents, soft hyphen): no primary weight, their own secondary.
for (const c of single) if (primary.get(c) === 0) secondary.set(c, 1 + (c.codePointAt(0) % 1000));

const lit = (s) => `"${[...s].map((ch) => `\\u{${ch.codePointAt(0).toString(16)}}`).join('')}"`;
const rows = single.map(
  (c) => `\t\t\t${lit(c)} => array( ${primary.get(c)}, ${secondary.get(c)}, ${tertiary.get(c)} ),\n`,
);
const exp = [...expansions].map(([c, x]) => `\t\t\t${lit(c)} => ${lit(x)},\n`);
const php = `<?php
namespace Ts2wpScope\\Framework;

defined( 'ABSPATH' ) || exit;

/**
 * Root collation weights for localeCompare() without intl, generated from Node
 * ${process.versions.node} (ICU ${process.versions.icu}) by scripts/gen-collation.mjs. Do not edit.
 */
final class JsCollationTable {
	/** Characters beyond the table sort after it, by code point. */
	const BEYOND = ${Math.max(...primary.values()) + 1};

	/** @return array<string, int[]> character => [ primary, secondary, tertiary ] */
	public static function weights() {
		return array(
${rows.join('')}		);
	}

	/** @return array<string, string> letters that sort as two: ß => ss */
	public static function expansions() {
		return array(
${exp.join('')}		);
	}
}
`;
fs.writeFileSync(path.join(root, 'php-runtime', 'JsCollationTable.php'), php);
console.log(`JsCollationTable.php: ${single.length} characters, ${expansions.size} expansions`);
