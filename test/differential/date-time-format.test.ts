// Intl.DateTimeFormat and a date's toLocale…String() for 'en' / 'en-US' with a time zone
// (docs/subset/strings-numbers.md): an events plugin that shows each booking in the
// event's zone, the viewer's zone and UTC, in Node and in PHP 7.4, 8.3 and the newest
// php-wasm (php-runtime/JsDateTimeFormat.php, no intl). The bookings cross DST changes in
// both hemispheres and lie before 1970 and after 2038. Other locales, no zone and options
// outside the supported ones are build errors (TS2WP3611, at the end); every option
// combination against Node is test/runtime-date-time-format.test.ts.
import { describe } from 'vitest';
import { differentialSuite } from '../helpers/differential.js';
import { negativeCases } from '../helpers/negative.js';

const EVENTS = `
export interface Booking {
  title: string;
  start: number;
  end: number;
  zone: string;
}

const dayHeading = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });

export function describeBooking(b: Booking, viewerZone: string, clock24: boolean) {
  const start = new Date(b.start);
  const end = new Date(b.end);
  return {
    title: b.title,
    when: start.toLocaleString('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone: b.zone }),
    date: start.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: b.zone }),
    starts: start.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: b.zone }),
    ends: end.toLocaleTimeString('en', { hour: '2-digit', minute: '2-digit', hour12: !clock24, timeZone: b.zone }),
    yours: new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium', timeZone: viewerZone }).format(start),
    utc: start.toLocaleString('en-US', { dateStyle: 'short', timeStyle: 'long', timeZone: 'UTC' }),
    heading: dayHeading.format(start),
    compact: new Intl.DateTimeFormat('en', {
      year: '2-digit',
      month: '2-digit',
      day: '2-digit',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: b.zone,
    }).format(start),
  };
}

/** A calendar badge from the parts: month and day apart, the rest as one line. */
export function badge(time: number, zone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zone,
  }).formatToParts(new Date(time));
  return {
    month: parts.find((p) => p.type === 'month')?.value,
    day: parts.find((p) => p.type === 'day')?.value,
    line: parts
      .filter((p) => p.type !== 'month' && p.type !== 'day')
      .map((p) => p.value)
      .join(''),
    parts,
  };
}
`;

const MODULE = `import { badge, describeBooking, type Booking } from '../lib/events';\n`;

const at = (y: number, mo: number, d: number, h = 0, mi = 0) => Date.UTC(y, mo, d, h, mi);
const hour = 3600000;
const BOOKINGS = [
  {
    title: 'Spring forward (New York)',
    start: at(2024, 2, 10, 6, 30),
    end: at(2024, 2, 10, 7, 30),
    zone: 'America/New_York',
  },
  {
    title: 'Fall back, first 1:30',
    start: at(2024, 10, 3, 5, 30),
    end: at(2024, 10, 3, 6, 0),
    zone: 'America/New_York',
  },
  {
    title: 'Fall back, second 1:30',
    start: at(2024, 10, 3, 6, 30),
    end: at(2024, 10, 3, 7, 0),
    zone: 'America/New_York',
  },
  { title: 'Sydney clocks back', start: at(2025, 3, 5, 15, 30), end: at(2025, 3, 5, 16, 30), zone: 'Australia/Sydney' },
  { title: 'London midnight', start: at(2024, 9, 26, 23, 0), end: at(2024, 9, 27, 1, 0), zone: 'Europe/London' },
  {
    title: 'Kathmandu noon',
    start: at(2025, 0, 1, 6, 15),
    end: at(2025, 0, 1, 6, 15) + 12 * hour,
    zone: 'Asia/Kathmandu',
  },
  { title: 'Moon landing', start: at(1969, 6, 20, 20, 17), end: at(1969, 6, 21, 2, 56), zone: 'America/Chicago' },
  { title: 'Paris 1900', start: at(1900, 0, 1, 11, 0), end: at(1900, 0, 1, 12, 0), zone: 'Europe/Paris' },
  { title: 'Amsterdam 1900', start: at(1900, 0, 1, 11, 0), end: at(1900, 0, 1, 12, 0), zone: 'Europe/Amsterdam' },
  { title: 'Independence', start: at(1776, 6, 4, 15, 0), end: at(1776, 6, 4, 18, 0), zone: 'America/New_York' },
  {
    title: 'After 2038, summer',
    start: at(2040, 6, 4, 16, 0),
    end: at(2040, 6, 4, 20, 0),
    zone: 'America/Los_Angeles',
  },
  { title: 'Midsummer 2100', start: at(2100, 5, 21, 10, 0), end: at(2100, 5, 21, 22, 0), zone: 'Europe/Berlin' },
];

describe('Intl.DateTimeFormat for English', () => {
  differentialSuite(
    'date-time-format',
    [
      {
        name: 'an events page: each booking in its zone, the viewer zone and UTC',
        body: 'const list = params.bookings as Booking[];\nreturn list.map((b) => describeBooking(b, params.viewer as string, params.clock24 as boolean));',
        params: { bookings: BOOKINGS, viewer: 'Asia/Tokyo', clock24: false },
      },
      {
        name: 'the same page on a 24-hour clock for a viewer in Chatham',
        body: 'const list = params.bookings as Booking[];\nreturn list.map((b) => describeBooking(b, params.viewer as string, params.clock24 as boolean));',
        params: { bookings: BOOKINGS, viewer: 'Pacific/Chatham', clock24: true },
      },
      {
        name: 'formatToParts keeps the narrow no-break space format() turns into a space',
        body: 'const times = params.times as number[];\nreturn times.map((t) => badge(t, params.zone as string));',
        params: {
          times: [at(2024, 2, 10, 6, 59), at(2024, 2, 10, 7, 0), at(1969, 11, 31, 23, 59), at(2200, 0, 1)],
          zone: 'America/New_York',
        },
      },
      {
        name: 'what each method shows when only the zone is given',
        body: [
          'const d = new Date(params.t as number);',
          'const z: string = params.zone;',
          "return [d.toLocaleString('en-US', { timeZone: z }), d.toLocaleDateString('en', { timeZone: z }), d.toLocaleTimeString('en-US', { timeZone: z }), new Intl.DateTimeFormat('en-US', { timeZone: z }).format(d), new Intl.DateTimeFormat('en', { timeZone: 'UTC' }).format(params.t as number), d.toLocaleDateString('en-US', { hour: 'numeric', timeZone: z }), d.toLocaleTimeString('en-US', { weekday: 'long', timeZone: z })];",
        ].join('\n'),
        params: { t: at(2031, 8, 30, 22, 5), zone: 'America/St_Johns' },
      },
      {
        name: 'hour cycles at midnight and noon',
        body: [
          'const times = [new Date(params.midnight as number), new Date(params.noon as number)];',
          "return times.map((d) => [d.toLocaleTimeString('en-US', { timeZone: 'UTC', hour12: false }), d.toLocaleTimeString('en-US', { timeZone: 'UTC', hourCycle: 'h11' }), d.toLocaleTimeString('en-US', { timeZone: 'UTC', hourCycle: 'h23', hour: '2-digit', minute: '2-digit' }), d.toLocaleString('en-US', { timeZone: 'UTC', hourCycle: 'h24', timeStyle: 'full', dateStyle: 'long' }), d.toLocaleString('en', { timeZone: 'UTC', weekday: 'short', hour: 'numeric', minute: 'numeric', hour12: true })]);",
        ].join('\n'),
        params: { midnight: at(2026, 0, 1), noon: at(2026, 0, 1, 12) },
      },
      {
        name: 'a zone in any letter case; before year 1 and the last day a date can hold',
        body: "return [new Date(params.t as number).toLocaleString('en-US', { timeZone: params.zone as string }), new Date(-62198755200000).toLocaleDateString('en-US', { dateStyle: 'full', timeZone: 'UTC' }), new Date(8.64e15).toLocaleString('en-US', { timeZone: 'UTC', dateStyle: 'medium', timeStyle: 'medium' })];",
        params: { t: at(2026, 6, 1, 12), zone: 'europe/paris' },
      },
      {
        name: "a formatter's format passed as a function",
        body: "const short = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: params.zone as string });\nconst times = params.times as number[];\nreturn times.map((t) => new Date(t)).map(short.format);",
        params: { times: [at(2024, 0, 1), at(2024, 6, 1, 3, 30)], zone: 'America/Denver' },
      },
      {
        name: 'an unknown zone is a RangeError',
        body: "try {\n  return new Date(0).toLocaleString('en-US', { timeZone: params.zone as string });\n} catch (e) {\n  return [(e as Error).name, (e as Error).message];\n}",
        params: { zone: 'Mars/Olympus_Mons' },
      },
      {
        name: 'an invalid date: toLocaleString() says so, format() throws',
        body: "const d = new Date(Number.NaN);\nlet thrown = '';\ntry {\n  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC' }).format(d);\n} catch (e) {\n  thrown = (e as Error).name + ': ' + (e as Error).message;\n}\nreturn [d.toLocaleString('en-US', { timeZone: 'UTC' }), d.toLocaleDateString('en-US', { timeZone: 'UTC' }), thrown];",
      },
    ],
    { module: MODULE, files: { 'app/lib/events.ts': EVENTS } },
  );
});

negativeCases('Intl.DateTimeFormat: outside the supported locales and options', [
  {
    name: 'a locale other than English',
    body: "return new Intl.DateTimeFormat('de-DE', { timeZone: 'UTC' }).format(0);",
    code: 'TS2WP3611',
    at: "'de-DE'",
  },
  {
    name: 'no locale',
    body: 'return new Date(0).toLocaleDateString();',
    code: 'TS2WP3611',
    at: 'new Date(0).toLocaleDateString()',
  },
  {
    name: 'no time zone',
    body: "return new Date(0).toLocaleString('en-US', { dateStyle: 'short' });",
    code: 'TS2WP3611',
    at: "{ dateStyle: 'short' }",
  },
  {
    name: 'an option outside the list',
    body: "return new Date(0).toLocaleString('en-US', { timeZone: 'UTC', timeZoneName: 'short' });",
    code: 'TS2WP3611',
    at: "timeZoneName: 'short'",
  },
  {
    name: 'a field value that is not a literal',
    body: "const m: 'long' | 'short' = params.m;\nreturn new Intl.DateTimeFormat('en-US', { month: m, timeZone: 'UTC' }).format(0);",
    code: 'TS2WP3611',
    at: 'm, timeZone',
  },
  {
    name: 'timeStyle long outside UTC',
    body: "return new Date(0).toLocaleTimeString('en-US', { timeStyle: 'long', timeZone: 'America/New_York' });",
    code: 'TS2WP3611',
    at: "'long'",
  },
  {
    name: 'a field with dateStyle',
    body: "return new Date(0).toLocaleString('en-US', { dateStyle: 'long', hour: 'numeric', timeZone: 'UTC' });",
    code: 'TS2WP3611',
    at: "'numeric'",
  },
  {
    name: 'timeStyle in toLocaleDateString',
    body: "return new Date(0).toLocaleDateString('en-US', { timeStyle: 'short', timeZone: 'UTC' });",
    code: 'TS2WP3611',
    at: "'short'",
  },
]);
