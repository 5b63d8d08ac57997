// Dates as people and feeds write them (docs/subset/strings-numbers.md, "Date"): V8's
// Date.parse reads the spec's ISO format and, past it, its legacy forms (`2027/04/01`,
// `April 1, 2027`, `04/01/2027 10:00 PM`, RFC 2822 with a zone name or offset). An events
// importer parses them, sorts, groups by month and rejects what is not a date, in Node and
// in PHP 7.4 / 8.3. A date-time without an offset is local time in JavaScript and UTC in
// PHP (WordPress's time zone): Node runs in UTC here, as WordPress runs PHP.
process.env.TZ = 'UTC';
import { describe } from 'vitest';
import { differentialSuite } from '../helpers/differential.js';

const IMPORTER = `
export interface FeedItem {
  title: string;
  when: string;
}

export interface Event {
  title: string;
  start: string;
  month: string;
}

export const FEED: FeedItem[] = [
  { title: 'Launch', when: 'April 1, 2027' },
  { title: 'Sprint review', when: '2027/04/15 14:30' },
  { title: 'Webinar', when: 'Thu, 08 Apr 2027 16:00:00 GMT' },
  { title: 'Meetup', when: '04/22/2027 7:00 PM' },
  { title: 'Deadline', when: '2027-04-30 23:59:59' },
  { title: 'Kick-off', when: 'Mar 29 2027 09:00 EST' },
  { title: 'Retro', when: '2027-05-03T10:00:00+02:00' },
  { title: 'Broken', when: 'next Tuesday' },
];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The feed's items that are dates, earliest first, with an ISO start and a month label. */
export function importEvents(items: FeedItem[]): { events: Event[]; rejected: string[] } {
  const events: Event[] = [];
  const rejected: string[] = [];
  for (const item of items) {
    const d = new Date(item.when);
    if (Number.isNaN(d.getTime())) {
      rejected.push(item.title);
      continue;
    }
    events.push({ title: item.title, start: d.toISOString(), month: MONTHS[d.getUTCMonth()] + ' ' + d.getUTCFullYear() });
  }
  events.sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  return { events, rejected };
}
`;

const MODULE = `import { FEED, importEvents, type FeedItem } from '../lib/importer';\n`;

describe('date strings V8 reads', () => {
  differentialSuite(
    'date-strings',
    [
      { name: 'an events feed in mixed formats', body: 'return importEvents(FEED);' },
      {
        name: 'events grouped by month',
        body: 'const byMonth = new Map<string, string[]>();\nfor (const e of importEvents(FEED).events) byMonth.set(e.month, [...(byMonth.get(e.month) ?? []), e.title]);\nreturn [...byMonth];',
      },
      {
        name: 'a date from the request, or 400',
        body: "const when = new Date(params.when as string);\nif (Number.isNaN(when.getTime())) return { error: 'invalid_date', status: 400 };\nconst days = Math.round((when.getTime() - Date.UTC(2027, 0, 1)) / 86400000);\nreturn { iso: when.toISOString(), days, weekday: when.getUTCDay() };",
        params: { when: 'Sat, 17 Apr 2027 08:15:00 +0200' },
      },
      {
        name: 'the forms a form field gets',
        body: 'const inputs: string[] = params.inputs;\nreturn inputs.map((s) => [s, Date.parse(s)]);',
        params: {
          inputs: [
            '2027/04/01',
            '04/01/2027',
            '4/1/27',
            'April 1, 2027',
            '1 April 2027',
            'Apr 1 2027 10:00 pm',
            'Thursday, April 1, 2027 12:00 AM',
            '2027-04-01 10:00',
            '2027-4-1 9:05:07.25',
            '2027-04-01 10:00 GMT+0200',
            '2027-04-01 10:00 UTC-5',
            'Thu, 01 Apr 2027 10:00:00 GMT',
            'Mon Apr 05 2027 10:00:00 GMT+0000 (Coordinated Universal Time)',
            '12/31/99',
            'Sept 5, 27',
            '1.2.2027',
            '2027-04-01T10:00 ',
            '2027-02-30',
            'Feb 30 2027',
            '13/01/2027',
            '2027-04-01 25:00',
            'April 1st, 2027',
            'tomorrow',
            '',
          ],
        },
      },
      {
        name: 'a deadline compared with now-ish dates',
        body: "const due = new Date('May 15, 2027 17:00 PST');\nconst reminders = [7, 1].map((d) => new Date(due.getTime() - d * 86400000).toUTCString());\nreturn { due: due.toISOString(), reminders };",
      },
    ],
    { module: MODULE, files: { 'app/lib/importer.ts': IMPORTER } },
  );
});
