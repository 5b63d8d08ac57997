// JsDateTimeFormat (php-runtime/JsDateTimeFormat.php) against Node's Intl.DateTimeFormat,
// on PHP 7.4, 8.3 and the newest php-wasm: every combination of the field options
// (weekday, year, month, day, hour, minute, second) in every hour cycle, dateStyle and
// timeStyle, and the ToDateTimeOptions defaults of the three toLocale…String() methods,
// each at instants other than the one scripts/gen-date-format.mjs reads its patterns from
// (midnight, noon, two-digit fields, DST edges, before 1970, after 2038, before year 1) and
// in zones with odd offsets. The compiled path (options checked at build) is
// test/differential/date-time-format.test.ts.
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closePhp, DIFFERENTIAL_PHP_VERSIONS, getPhp, mount, runPhp } from './helpers/php.js';
import { REPO } from './helpers/project.js';

type Options = Record<string, string | boolean>;

const DATE_VALUES: Record<string, string[]> = {
  weekday: ['long', 'short', 'narrow'],
  year: ['numeric', '2-digit'],
  month: ['numeric', '2-digit', 'long', 'short', 'narrow'],
  day: ['numeric', '2-digit'],
};
const TIME_VALUES: Record<string, string[]> = {
  hour: ['numeric', '2-digit'],
  minute: ['numeric', '2-digit'],
  second: ['numeric', '2-digit'],
};
const CYCLES: Options[] = [
  {},
  { hour12: true },
  { hour12: false },
  ...['h11', 'h12', 'h23', 'h24'].map((c) => ({ hourCycle: c })),
];
const STYLES = ['full', 'long', 'medium', 'short'];

function combinations(values: Record<string, string[]>): Options[] {
  let out: Options[] = [{}];
  for (const [field, list] of Object.entries(values))
    out = out.flatMap((o) => [o, ...list.map((v) => ({ ...o, [field]: v }))]);
  return out;
}

const at = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0) => Date.UTC(y, mo, d, h, mi, s);
/** Instants with the zone each is shown in: midnight and noon, DST edges, far past and future. */
const INSTANTS: [number, string][] = [
  [at(2026, 11, 31, 23, 59, 59), 'UTC'],
  [at(2026, 5, 15, 12, 0, 0), 'UTC'],
  [at(2024, 2, 10, 6, 59, 59), 'America/New_York'], // 1:59:59 EST, then the clocks jump
  [at(2024, 2, 10, 7, 0, 0), 'America/New_York'], // 3:00 EDT
  [at(2024, 10, 3, 5, 30, 0), 'America/New_York'], // the first 1:30 (EDT)
  [at(2024, 10, 3, 6, 30, 0), 'America/New_York'], // the second 1:30 (EST)
  [at(2024, 9, 27, 0, 59, 59), 'Europe/London'],
  [at(2024, 9, 27, 1, 0, 0), 'Europe/London'],
  [at(2025, 3, 5, 15, 59, 59), 'Australia/Sydney'],
  [at(2025, 3, 5, 16, 0, 0), 'Australia/Sydney'],
  [at(2025, 8, 28, 13, 45, 0), 'Pacific/Chatham'],
  [at(2025, 0, 1, 0, 0, 0), 'Asia/Kathmandu'],
  [at(2025, 0, 1, 12, 0, 0), 'America/St_Johns'],
  [at(1969, 6, 20, 20, 17, 40), 'America/Los_Angeles'],
  [at(1945, 7, 15, 3, 0, 0), 'Asia/Tokyo'],
  [at(1900, 0, 1, 0, 0, 0), 'Europe/Paris'], // Paris mean time, +0:09:21
  [at(1900, 0, 1, 0, 0, 0), 'Europe/Amsterdam'], // Brussels' history in ICU (merged in 2022)
  [at(1935, 5, 1, 12, 0, 0), 'Africa/Accra'], // Abidjan's
  [at(1800, 0, 1, 0, 0, 0), 'America/New_York'], // local mean time, -4:56:02
  [at(1500, 5, 1, 10, 0, 0), 'UTC'],
  [at(-50, 2, 15, 10, 0, 0), 'UTC'], // 51 BC
  [at(2038, 0, 19, 3, 14, 8), 'UTC'],
  [at(2040, 6, 4, 16, 0, 0), 'America/New_York'], // summer time after 2037
  [at(2040, 11, 25, 16, 0, 0), 'America/New_York'],
  [at(2100, 6, 1, 11, 0, 0), 'Europe/Berlin'],
  [at(2100, 2, 28, 0, 30, 0), 'Europe/Berlin'], // 2100 is not a leap year
  [at(2345, 9, 1, 8, 9, 10), 'Australia/Sydney'],
  [8.64e15, 'UTC'],
];

/** [kind ('format', 'any', 'date', 'time'), options, time value] cases. */
function cases(): [string, Options, number][] {
  const out: [string, Options, number][] = [];
  const fields = combinations(DATE_VALUES).flatMap((d) => combinations(TIME_VALUES).map((t) => ({ ...d, ...t })));
  // Every field combination twice, each time in another hour cycle: at an instant from the
  // list in turn, and just after midnight UTC (12, 0 or 24 o'clock, one-digit minutes).
  fields.forEach((f, i) => {
    const [time, timeZone] = INSTANTS[i % INSTANTS.length];
    out.push(
      ['format', { ...f, ...CYCLES[i % CYCLES.length], timeZone }, time],
      ['format', { ...f, ...CYCLES[(i + 3) % CYCLES.length], timeZone: 'UTC' }, at(2026, 0, 1, 0, 7, 9)],
    );
  });
  for (const [time, timeZone] of INSTANTS) {
    for (const kind of ['format', 'any', 'date', 'time'])
      for (const c of CYCLES) {
        out.push([kind, { ...c, timeZone }, time]);
        for (const f of [{ hour: 'numeric' }, { year: 'numeric' }, { weekday: 'short', minute: '2-digit' }])
          out.push([kind, { ...f, ...c, timeZone }, time]);
      }
    for (const dateStyle of [undefined, ...STYLES])
      for (const timeStyle of [undefined, ...STYLES])
        for (const c of CYCLES) {
          if (!dateStyle && !timeStyle) continue;
          const zone = timeStyle === 'full' || timeStyle === 'long' ? 'UTC' : timeZone;
          const styles = { ...(dateStyle && { dateStyle }), ...(timeStyle && { timeStyle }) };
          out.push(['format', { ...styles, ...c, timeZone: zone }, time]);
        }
  }
  return out;
}

function inNode([kind, options, time]: [string, Options, number]): string {
  const date = new Date(time);
  if (kind === 'any') return date.toLocaleString('en-US', options);
  if (kind === 'date') return date.toLocaleDateString('en', options);
  if (kind === 'time') return date.toLocaleTimeString('en-US', options);
  return new Intl.DateTimeFormat('en-US', options).format(date);
}

const SCRIPT = `<?php
define( 'ABSPATH', '/' );
error_reporting( E_ALL );
ini_set( 'display_errors', '1' );
foreach ( array( 'Js', 'JsArray', 'JsError', 'JsRangeError', 'JsDate', 'JsDateTimeFormat', 'JsDateTimeFormatTable' ) as $c ) { require_once "/rt/$c.php"; }
use Ts2wpScope\\Framework\\JsDate;
use Ts2wpScope\\Framework\\JsDateTimeFormat;
$out = array();
foreach ( json_decode( file_get_contents( '/tmp/dtf-input.json' ) ) as $case ) {
	list( $kind, $options, $time ) = $case;
	$date  = new JsDate( $time );
	$out[] = 'format' === $kind ? ( new JsDateTimeFormat( 'en-US', $options ) )->format( $date ) : JsDateTimeFormat::to_locale_string( $date, $kind, 'en', $options );
}
echo json_encode( $out );
`;

describe('Intl.DateTimeFormat in English without intl', () => {
  afterAll(closePhp);
  const inputs = cases();
  const expected = inputs.map(inNode);

  it('the cases show every field, both day periods and zones other than UTC', () => {
    const text = expected.join('\n');
    for (const word of ['Saturday', 'Sep', 'AM', 'PM', '24:', ' 0:', ' at ', 'Coordinated Universal Time'])
      expect(text).toContain(word);
    expect(new Set(inputs.map((c) => c[1].timeZone)).size).toBeGreaterThan(10);
  });

  for (const version of DIFFERENTIAL_PHP_VERSIONS) {
    it(`PHP ${version}: Node's text for ${inputs.length} formats`, async () => {
      const php = await getPhp(version);
      await mount(php, path.join(REPO, 'php-runtime'), '/rt');
      php.writeFile('/tmp/dtf-input.json', JSON.stringify(inputs));
      const result = await runPhp(php, SCRIPT);
      expect(result.errors).toBe('');
      const answers = JSON.parse(result.text) as string[];
      const wrong = expected.flatMap((want, i) =>
        answers[i] === want ? [] : [{ case: inputs[i], want, got: answers[i] }],
      );
      expect({ count: answers.length, wrong: wrong.slice(0, 5), wrongCount: wrong.length }).toEqual({
        count: inputs.length,
        wrong: [],
        wrongCount: 0,
      });
    }, 300_000);
  }
});
