// Writes php-runtime/JsTimeZoneNameTable.php: the English names ICU gives a zone at an instant
// (timeStyle 'long' prints the short one, `EST`, `GMT+9`; 'full' the long one, `Eastern
// Standard Time`, `GMT+05:45`; before 1970 mostly the offset, `GMT-07:00`), for
// JsZonedDateTimeFormat.php without intl. CLDR names a zone by
// its metazone and whether it is in summer time, and zones change metazone over the years,
// so the script asks Node on the 1st and 15th of every month from 1900 to 2040, for every
// zone name Node or PHP knows (needs a `php` on the PATH), and records each zone's names by
// offset, with the second from which a name holds for that offset (Tripoli's +2 has been
// Eastern European Standard Time and Central European Summer Time in turn). The runtime
// picks, for the offset PHP's data gives, the name recorded last before the instant.
// Run with `node scripts/gen-zone-names.mjs` after a Node upgrade.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { phpLiteral } from './php-literal.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const phpZones = JSON.parse(
  execFileSync('php', [
    '-r',
    'echo json_encode( DateTimeZone::listIdentifiers( DateTimeZone::ALL_WITH_BC ) );',
  ]).toString(),
);
const zones = [...new Set([...Intl.supportedValuesOf('timeZone'), ...phpZones, 'UTC'])].sort();

const days = [];
for (let y = 1900; y <= 2040; y++) for (let m = 0; m < 12; m++) for (const d of [1, 15]) days.push(Date.UTC(y, m, d));

const names = [];
const nameIndex = new Map();
const entries = {};
for (const zone of zones) {
  let formats;
  try {
    formats = ['short', 'long', 'longOffset'].map(
      (timeZoneName) => new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName }),
    );
  } catch {
    continue; // A name PHP knows and ICU does not: PHP's RangeError is not reached, the name is.
  }
  const at = (time) => {
    const [short, long, offsetName] = formats.map(
      (f) => f.formatToParts(time).find((p) => p.type === 'timeZoneName').value,
    );
    const m = /^GMT(?:([+-])(\d\d):(\d\d)(?::(\d\d))?)?$/.exec(offsetName);
    if (!m) throw new Error(`${zone}: an offset read as ${offsetName}`);
    const offset = m[1] ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 3600 + Number(m[3]) * 60 + Number(m[4] ?? 0)) : 0;
    return { offset, pair: `${short}|${long}` };
  };
  const byOffset = new Map(); // offset => the name last recorded for it
  const list = [];
  let previous;
  for (const time of days) {
    const { offset, pair } = at(time);
    if (byOffset.get(offset) !== pair) {
      // The second from which the zone shows this offset and name: between the samples.
      let [lo, hi] = [previous ?? time, time];
      while (hi - lo > 1000) {
        const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
        const here = at(mid);
        if (here.offset === offset && here.pair === pair) hi = mid;
        else lo = mid;
      }
      byOffset.set(offset, pair);
      if (!nameIndex.has(pair)) nameIndex.set(pair, names.push(pair) - 1);
      list.push(`${hi / 1000}:${offset}:${nameIndex.get(pair)}`);
    }
    previous = time;
  }
  entries[zone] = list.join(',');
}

const out = `<?php
namespace Ts2wpScope\\Framework;

defined( 'ABSPATH' ) || exit;

/**
 * English zone names for Intl.DateTimeFormat's timeStyle 'long' and 'full' without intl,
 * generated from Node ${process.versions.node} (ICU ${process.versions.icu}) by scripts/gen-zone-names.mjs. Do not edit.
 */
final class JsTimeZoneNameTable {
	/** @return string[] 'short|long' names */
	public static function names() {
		return array(
${names.map((n) => `\t\t\t${phpLiteral(n)},`).join('\n')}
		);
	}

	/**
	 * Each zone's names: 'from:offset:name' entries, the time (Unix seconds) from which the
	 * name (an index into names()) holds for the offset (seconds), in order.
	 *
	 * @return array<string, string>
	 */
	public static function zones() {
		return array(
${Object.entries(entries)
  .map(([zone, list]) => `\t\t\t${phpLiteral(zone)} => '${list}',`)
  .join('\n')}
		);
	}
}
`;
fs.writeFileSync(path.join(root, 'php-runtime/JsTimeZoneNameTable.php'), out);
console.log(`${Object.keys(entries).length} zones, ${names.length} names`);
