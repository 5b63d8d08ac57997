// The requests of the club trial: each is sent to ts2wp/testing's request() in Node and to
// WordPress's REST server with the built plugin (PHP), in this order (bookings are stored).
import type { HarnessRequest } from '../../helpers/wp.js';

export interface ClubRequest extends HarnessRequest {
  /** What the request exercises (issue 30's bullet, or the route). */
  name: string;
}

const get = (name: string, path: string): ClubRequest => ({ name, method: 'GET', path });
const post = (name: string, path: string, json: Record<string, unknown>): ClubRequest => ({
  name,
  method: 'POST',
  path,
  json,
});
const seg = (text: string) => encodeURIComponent(text);

/**
 * The requests whose answers match: WordPress with the built plugin answers each as
 * ts2wp/testing's request() does in Node. The ones that differ are in REPORT.md.
 */
export const REQUESTS: ClubRequest[] = [
  get('members: all by name', '/club/v1/members'),
  get('members: adults by joining date', '/club/v1/members?tier=adult&sort=joined'),
  get('members: search without accents', '/club/v1/members?q=zoe'),
  get('member 1: nickname, boats, no referrer', '/club/v1/members/1'),
  get('member 5: empty nickname', '/club/v1/members/5'),
  get('member 99: 404', '/club/v1/members/99'),
  get('card 1: JSON.stringify with indent', '/club/v1/members/card/1'),
  get('card 2: referredBy kept, boats empty', '/club/v1/members/card/2'),
  get('card 4', '/club/v1/members/card/4'),
  get('export: JSON.stringify of dates, sets, emoji, U+2028, 1e21', '/club/v1/members/export'),
  get('export: a key list and indent 4', '/club/v1/members/export?indent=4&fields=id,nickname,note,ratio'),
  get('export: indent 0 and 12', '/club/v1/members/export?indent=12&fields=big,tags'),
  get('tier adult', '/club/v1/tiers/adult'),
  get('tier junior, 2 years', '/club/v1/tiers/junior?years=2'),
  post('words: plain', '/club/v1/words', { text: 'row row row your boat' }),
  get('events: all with typed dates', '/club/v1/events'),
  get('events: races', '/club/v1/events?tag=race'),
  get('events by month (??= on a group)', '/club/v1/events/by-month'),
  get('event 10', '/club/v1/events/10'),
  get('event 11 from 2027/03/01', `/club/v1/events/11?from=${seg('2027/03/01')}`),
  get('event 12 from March 31, 2027', `/club/v1/events/12?from=${seg('March 31, 2027')}`),
  get('event 13 from nonsense', '/club/v1/events/13?from=nonsense'),
  get('event 14 from 1 Apr 2027', `/club/v1/events/14?from=${seg('1 Apr 2027')}`),
  get('event 99: 404', '/club/v1/events/99'),
  post('invite: three guests to the regatta', '/club/v1/events/invite/10', { names: ['Ada', 'Björn', 'Chloé'] }),
  post('invite: one guest, day before', '/club/v1/events/invite/11', { names: ['Zoë'], now: 'April 9, 2027 18:00' }),
  post('invite: nobody, same day', '/club/v1/events/invite/12', { names: [], now: '2027-05-21' }),
  post('invite: two guests, past event', '/club/v1/events/invite/13', { names: ['A', 'B'], now: '2027/07/01' }),
  post('import: many date forms', '/club/v1/events/import', {
    text: [
      'Regatta | 2027-04-01 10:30',
      'Sprint | Apr 1 2027',
      'Long day | Thursday, April 1, 2027',
      'Offset | 1 April 2027 10:00 GMT+0200',
      'Dotted | 2027.04.01',
      'US dashes | 04-01-2027',
      'Twelve hour | 2027/4/1 7:05 PM',
      'Spaces |   2027-04-01  ',
      'Expanded | +002027-04-01T00:00:00Z',
      'Bad month | 2027-13-01',
      'Feb 30 ISO | 2027-02-30',
      'Feb 30 slashes | 2027/02/30',
      'Words | tomorrow',
      'Year only | 2027',
      'Month year | April 2027',
      'Z time | 2027-04-01T10:30Z',
      'Lower | april 1, 2027',
      'Two-digit year | 4/1/27',
      'Empty |',
    ].join('\n'),
  }),
  get('last booking before any', '/club/v1/bookings/last'),
  post('booking: defaults', '/club/v1/bookings', { eventId: 10, memberId: 1 }),
  get('last booking: its undefined members stayed out of the option', '/club/v1/bookings/last'),
  post('booking: coupon, date, blank note', '/club/v1/bookings', {
    eventId: 11,
    memberId: 3,
    seats: 2,
    date: 'April 10, 2027',
    note: '  ',
    coupon: 'early',
  }),
  post('booking: coupon constructor, quoted note', '/club/v1/bookings', {
    eventId: 12,
    memberId: 2,
    coupon: 'constructor',
    note: 'Window seat "please"\n(near the bow)',
    date: '2027/05/21',
  }),
  get('last booking: the third', '/club/v1/bookings/last'),
  post('booking: too many seats', '/club/v1/bookings', { eventId: 10, memberId: 1, seats: 9 }),
  post('booking: unknown event', '/club/v1/bookings', { eventId: 99, memberId: 1 }),
  post('import: good list', '/club/v1/import', { text: '[{"name":"Ann","tier":"junior"},{"tier":"constructor"}]' }),
  post('import: not a list', '/club/v1/import', { text: '{"name":"Ann"}' }),
  post('import: bad JSON', '/club/v1/import', { text: '{bad json' }),
  post('import: empty text', '/club/v1/import', { text: '' }),
  post('import: trailing comma', '/club/v1/import', { text: '[1,]' }),
  post('import: single quotes', '/club/v1/import', { text: "['Ann']" }),
  get('waitlist: defaults', '/club/v1/waitlist'),
  get('waitlist: at -2, drop -1', '/club/v1/waitlist?at=-2&drop=-1&name=Kim'),
  get('waitlist: at 7 (out of range)', '/club/v1/waitlist?at=7'),
  get('waitlist: at -6 (out of range)', '/club/v1/waitlist?at=-6'),
  get('waitlist: at 1.5 (fraction)', '/club/v1/waitlist?at=1.5'),
  get('waitlist: at -1.5, drop -9', '/club/v1/waitlist?at=-1.5&drop=-9'),
  get('search: URLSearchParams', `/club/v1/search?q=oars&page=2&filter=${seg('tier=junior&tag=a&tag=b+c&x')}`),
  get('search: nothing', '/club/v1/search'),
  get('config: Object.freeze', '/club/v1/config'),
  get('stats: Intl.NumberFormat', '/club/v1/stats'),
];

/**
 * Path segments sent percent-encoded, as a browser or the typed client sends them: WordPress
 * decodes them, and so does ts2wp/testing's request() (it models a pretty URL; through
 * `?rest_route=` WordPress gives the same value).
 */
export interface SegmentCase {
  request: ClubRequest;
}

const segment = (name: string, handler: 'slug' | 'file', value: string, url?: ClubRequest['url']): SegmentCase => ({
  request: { name, method: 'GET', path: `/club/v1/${handler === 'slug' ? 'slug' : 'files'}/${seg(value)}`, url },
});

export const SEGMENT_CASES: SegmentCase[] = [
  segment('slug: NFKD of accents and ligatures', 'slug', 'Crème Brûlée ﬁsh Ⅻ'),
  segment('slug: Nordic letters', 'slug', 'Ærø Straße Łódź'),
  segment('slug: Vietnamese and Greek', 'slug', 'Phở Hà Nội Ελλάδα'),
  segment('file: a%3Fb (pretty URL: Apache, nginx, php -S with a router)', 'file', 'a?b'),
  segment('file: a%3Fb through ?rest_route=', 'file', 'a?b', 'query'),
  segment('file: accents and a space', 'file', 'rapport été.pdf'),
];
