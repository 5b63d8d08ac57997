// Writes php-runtime/JsDateTimeFormatTable.php: the English ('en', 'en-US') patterns this
// Node's ICU picks for each combination of Intl.DateTimeFormat's field options (weekday,
// year, month, day; hour, minute, second with each hour cycle) and for dateStyle/timeStyle,
// for JsDateTimeFormat.php (no intl extension needed). A pattern is the literal text with
// each field as `{token}` (ICU's letters: y, MMM, d, EEEE, h, mm, a, z…). A date-and-time
// pattern is the date's, a glue that depends on the date part, and the time's: the script
// checks that this holds for every combination before writing. It also writes, for the
// zones whose history before 1970 ICU takes from another zone (those time zone data merged
// since 2022b, e.g. Europe/Amsterdam into Europe/Brussels), the zone whose history in PHP's
// database is ICU's, compared month by month from 1850 (needs a `php` on the PATH). Run with
// `node scripts/gen-date-format.mjs` after a Node upgrade.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
// 2001-02-03 04:05:06 UTC, a Saturday: every field shows one digit, so widths can be read back.
const SAMPLE = new Date(Date.UTC(2001, 1, 3, 4, 5, 6));
const CODES = { numeric: 'n', '2-digit': '2', long: 'l', short: 's', narrow: 'N' };
const DATE_VALUES = {
  weekday: [undefined, 'long', 'short', 'narrow'],
  year: [undefined, 'numeric', '2-digit'],
  month: [undefined, 'numeric', '2-digit', 'long', 'short', 'narrow'],
  day: [undefined, 'numeric', '2-digit'],
};
const TIME_VALUES = {
  hour: [undefined, 'numeric', '2-digit'],
  minute: [undefined, 'numeric', '2-digit'],
  second: [undefined, 'numeric', '2-digit'],
};
const CYCLES = ['h11', 'h12', 'h23', 'h24'];
const STYLES = ['full', 'long', 'medium', 'short'];
const HOUR_LETTER = { h11: 'K', h12: 'h', h23: 'H', h24: 'k' };
const TOKENS = {
  year: { 2001: 'y', '01': 'yy' },
  month: { 2: 'M', '02': 'MM', Feb: 'MMM', February: 'MMMM', F: 'MMMMM' },
  day: { 3: 'd', '03': 'dd' },
  weekday: { Saturday: 'EEEE', Sat: 'EEE', S: 'EEEEE' },
  minute: { 5: 'm', '05': 'mm' },
  second: { 6: 's', '06': 'ss' },
  dayPeriod: { AM: 'a' },
  timeZoneName: { UTC: 'z', 'Coordinated Universal Time': 'zzzz' },
};

/** Every combination of the given fields' values, as option objects without the absent ones. */
function combinations(values) {
  let out = [{}];
  for (const [field, list] of Object.entries(values))
    out = out.flatMap((o) => list.map((v) => (v === undefined ? o : { ...o, [field]: v })));
  return out;
}

const keyOf = (values, options) =>
  Object.keys(values)
    .map((f) => (options[f] ? CODES[options[f]] : '-'))
    .join('');

/** The pattern Node formats `options` with, read back from formatToParts of the sample. */
function patternOf(options, locale = 'en-US') {
  const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  const cycle = format.resolvedOptions().hourCycle;
  return format
    .formatToParts(SAMPLE)
    .map(({ type, value }) => {
      if (type === 'literal') {
        if (/[{}]/.test(value)) throw new Error(`a brace in a literal: ${value}`);
        return value;
      }
      const token =
        type === 'hour' ? HOUR_LETTER[cycle].repeat(value.length) : TOKENS[type]?.[value.replace(/^0(\d)$/, '0$1')];
      if (!token) throw new Error(`no token for ${type} ${JSON.stringify(value)} in ${JSON.stringify(options)}`);
      return `{${token}}`;
    })
    .join('');
}

/** The hour cycle JsDateTimeFormat resolves for English; checked against Node's below. */
const cycleOf = (options) =>
  options.hour12 === undefined ? (options.hourCycle ?? 'h12') : options.hour12 ? 'h12' : 'h24';
for (const hour12 of [undefined, true, false])
  for (const hourCycle of [undefined, ...CYCLES]) {
    const options = { hour: 'numeric', hour12, hourCycle, timeZone: 'UTC' };
    const node = new Intl.DateTimeFormat('en', options).resolvedOptions().hourCycle;
    if (node !== cycleOf(options)) throw new Error(`hour cycle of ${JSON.stringify(options)}: ${node}`);
  }

const dates = {};
for (const options of combinations(DATE_VALUES)) {
  if (Object.keys(options).length) dates[keyOf(DATE_VALUES, options)] = patternOf(options);
}
const times = {};
for (const cycle of CYCLES)
  for (const options of combinations(TIME_VALUES)) {
    if (Object.keys(options).length)
      times[`${keyOf(TIME_VALUES, options)}${cycle}`] = patternOf({ ...options, hourCycle: cycle });
  }

/** The text between `date` and `time` in `whole`; undefined when `whole` is not date + glue + time. */
function glueOf(whole, date, time) {
  if (!whole.startsWith(date) || !whole.endsWith(time) || whole.length < date.length + time.length) return undefined;
  return whole.slice(date.length, whole.length - time.length);
}

// Per date key, the glue most of its combinations use; the others (ICU's own patterns such as
// weekday + hour:minute, "Sat 4:05 AM") are kept whole.
const combined = {};
const glueCounts = {};
for (const dateOptions of combinations(DATE_VALUES)) {
  const dateKey = keyOf(DATE_VALUES, dateOptions);
  if (!dates[dateKey]) continue;
  glueCounts[dateKey] = new Map();
  for (const cycle of CYCLES)
    for (const timeOptions of combinations(TIME_VALUES)) {
      const timeKey = `${keyOf(TIME_VALUES, timeOptions)}${cycle}`;
      if (!times[timeKey]) continue;
      const options = { ...dateOptions, ...timeOptions, hourCycle: cycle };
      const whole = patternOf(options);
      if (patternOf(options, 'en') !== whole) throw new Error(`en differs: ${JSON.stringify(options)}`);
      combined[`${dateKey}${timeKey}`] = whole;
      const glue = glueOf(whole, dates[dateKey], times[timeKey]);
      if (glue !== undefined) glueCounts[dateKey].set(glue, (glueCounts[dateKey].get(glue) ?? 0) + 1);
    }
}
const glues = Object.fromEntries(
  Object.entries(glueCounts).map(([key, counts]) => [key, [...counts].sort((a, b) => b[1] - a[1])[0][0]]),
);
const wholes = Object.fromEntries(
  Object.entries(combined).filter(
    ([key, whole]) => whole !== dates[key.slice(0, 4)] + glues[key.slice(0, 4)] + times[key.slice(4)],
  ),
);

const styles = {};
for (const style of STYLES) styles[`date:${style}`] = patternOf({ dateStyle: style });
for (const style of STYLES)
  for (const cycle of CYCLES) styles[`time:${style}:${cycle}`] = patternOf({ timeStyle: style, hourCycle: cycle });
const styleGlues = {};
for (const dateStyle of STYLES)
  for (const timeStyle of STYLES)
    for (const cycle of CYCLES) {
      const options = { dateStyle, timeStyle, hourCycle: cycle };
      const glue = glueOf(patternOf(options), styles[`date:${dateStyle}`], styles[`time:${timeStyle}:${cycle}`]);
      if (glue === undefined || (styleGlues[dateStyle] ??= glue) !== glue)
        throw new Error(`dateStyle ${dateStyle} with timeStyle ${timeStyle}: not one glue`);
    }

/** A PHP string literal: single-quoted unless it holds a character outside printable ASCII (WPCS). */
// Offsets every 30 days from 1850 to 1970, in Node and in PHP, per zone name PHP accepts.
const instants = [];
for (let s = Date.UTC(1850, 0, 1) / 1000; s < 0; s += 30 * 86400) instants.push(s);
const PHP_HISTORIES = `$o = array();
foreach ( DateTimeZone::listIdentifiers( DateTimeZone::ALL_WITH_BC ) as $n ) {
	try { $tz = new DateTimeZone( $n ); } catch ( Exception $e ) { continue; }
	$o[ $n ] = implode( ',', array_map( function ( $s ) use ( $tz ) { return $tz->getOffset( new DateTime( '@' . $s ) ); }, json_decode( $argv[1] ) ) );
}
echo json_encode( array( $o, DateTimeZone::listIdentifiers() ) );`;
const [phpHistories, phpMain] = JSON.parse(
  execFileSync('php', ['-r', PHP_HISTORIES, JSON.stringify(instants)], { maxBuffer: 1 << 28 }).toString(),
);
const offsetOf = (format, seconds) => {
  const name = format.formatToParts(seconds * 1000).find((p) => p.type === 'timeZoneName').value;
  const m = /GMT(?:([+-])(\d\d):(\d\d)(?::(\d\d))?)?/.exec(name);
  return m[1] ? (m[1] === '-' ? -1 : 1) * (m[2] * 3600 + m[3] * 60 + (Number(m[4]) || 0)) : 0;
};
// A history's zone: one of PHP's main names where there is one (not a backward-compatible link).
const canonical = new Set(phpMain);
const byHistory = new Map();
for (const [zone, history] of Object.entries(phpHistories))
  if (!byHistory.has(history) || (canonical.has(zone) && !canonical.has(byHistory.get(history))))
    byHistory.set(history, zone);
const earlier = {};
for (const [zone, history] of Object.entries(phpHistories)) {
  let format;
  try {
    format = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' });
  } catch {
    continue; // A name PHP knows and ICU does not.
  }
  const icu = instants.map((s) => offsetOf(format, s)).join(',');
  if (icu !== history && byHistory.has(icu)) earlier[zone] = byHistory.get(icu);
}

const php = (s) =>
  /^[\x20-\x7e]*$/.test(s)
    ? `'${s.replace(/[\\']/g, '\\$&')}'`
    : `"${s.replace(/[\\"$]/g, '\\$&').replace(/[^\x20-\x7e]/g, (c) => `\\u{${c.codePointAt(0).toString(16)}}`)}"`;
const table = (entries) =>
  Object.entries(entries)
    .map(([k, v]) => `\t\t\t${php(k)} => ${php(v)},`)
    .join('\n');

const out = `<?php
namespace Ts2wpScope\\Framework;

defined( 'ABSPATH' ) || exit;

/**
 * English date and time patterns for Intl.DateTimeFormat without intl, generated from Node
 * ${process.versions.node} (ICU ${process.versions.icu}) by scripts/gen-date-format.mjs. Do not edit.
 * Keys: weekday, year, month, day (dates) or hour, minute, second then the hour cycle
 * (times), one letter each: - absent, n numeric, 2 2-digit, l long, s short, N narrow.
 */
final class JsDateTimeFormatTable {
	/** @return array<string, string> date key => pattern */
	public static function dates() {
		return array(
${table(dates)}
		);
	}

	/** @return array<string, string> time key and hour cycle => pattern */
	public static function times() {
		return array(
${table(times)}
		);
	}

	/** @return array<string, string> date key => what stands between the date and the time */
	public static function glues() {
		return array(
${table(glues)}
		);
	}

	/** @return array<string, string> date key and time key => pattern, where it is not date, glue and time */
	public static function wholes() {
		return array(
${table(wholes)}
		);
	}

	/** @return array<string, string> zone => the zone whose history before 1970 in PHP's data is ICU's for it */
	public static function earlier_zones() {
		return array(
${table(earlier)}
		);
	}

	/** @return array<string, string> date:style and time:style:cycle => pattern; glue:style => glue after a dateStyle */
	public static function styles() {
		return array(
${table({ ...styles, ...Object.fromEntries(Object.entries(styleGlues).map(([k, v]) => [`glue:${k}`, v])) })}
		);
	}
}
`;
fs.writeFileSync(path.join(root, 'php-runtime/JsDateTimeFormatTable.php'), out);
console.log(
  `${Object.keys(dates).length} dates, ${Object.keys(times).length} times, ${Object.keys(wholes).length} whole, ${Object.keys(styles).length} styles, ${Object.keys(earlier).length} zones with another history before 1970`,
);
