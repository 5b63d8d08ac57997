// Writes php-runtime/JsCaseMap.php: the case mappings of String.prototype.toUpperCase and
// toLowerCase for every code point, as this Node's ICU has them (full mappings such as
// ß → SS). Run with `node scripts/gen-case-map.mjs` after a Node upgrade.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const upper = [];
const lower = [];
for (let cp = 0x80; cp <= 0x10ffff; cp++) {
  if (cp >= 0xd800 && cp <= 0xdfff) continue;
  const c = String.fromCodePoint(cp);
  if (c.toUpperCase() !== c) upper.push([c, c.toUpperCase()]);
  if (c.toLowerCase() !== c) lower.push([c, c.toLowerCase()]);
}
const lit = (s) => `"${[...s].map((ch) => `\\u{${ch.codePointAt(0).toString(16)}}`).join('')}"`;
const table = (pairs) => pairs.map(([a, b]) => `\t\t\t${lit(a)} => ${lit(b)},\n`).join('');
const php = `<?php
namespace Ts2wpScope\\Framework;

defined( 'ABSPATH' ) || exit;

/**
 * Case mappings of characters above U+007F for toUpperCase() and toLowerCase(), generated
 * from Node ${process.versions.node} (ICU ${process.versions.icu}, Unicode ${process.versions.unicode}) by scripts/gen-case-map.mjs.
 * Loaded only when a string with such characters changes case. Do not edit.
 */
final class JsCaseMap {
	/** @return array<string, string> */
	public static function upper() {
		static $map = null;
		if ( null === $map ) {
			$map = array(
${table(upper)}\t\t\t);
		}
		return $map;
	}

	/** @return array<string, string> */
	public static function lower() {
		static $map = null;
		if ( null === $map ) {
			$map = array(
${table(lower)}\t\t\t);
		}
		return $map;
	}
}
`;
fs.writeFileSync(path.join(root, 'php-runtime', 'JsCaseMap.php'), php);
console.log(`JsCaseMap.php: ${upper.length} upper, ${lower.length} lower`);
