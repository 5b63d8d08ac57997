import { Api, Controller } from 'ts2wp';
import { get_option, update_option, WP_Error } from 'ts2wp/wordpress';
import { DEFAULTS, EVENTS, findEvent, findMember, Member, MEMBERS, TIERS, type ClubEvent } from '../Lib/club';
import { daysBetween, isoDay, longDay, monthKey, parseDay, shortDay } from '../Lib/dates';
import { formatPercent, formatUsd, roundCents } from '../Lib/money';
import { initials, slugify, titleCase, wordCounts } from '../Lib/text';

const NS = 'club/v1';

interface BookingInput {
  eventId: number;
  memberId: number;
  seats?: number;
  date?: string;
  note?: string;
  coupon?: string;
}

interface Booking {
  id: string;
  event: string;
  member: string;
  seats: number;
  total: number;
  totalText: string;
  day?: string;
  note?: string;
  coupon?: string;
}

const COUPONS: Record<string, number> = { EARLY: 0.1, CREW: 0.2 };

/** What the profile route shows of a referrer: nothing when the referrer is unknown. */
function referrerName(member: Member): string | undefined {
  if (member.referredBy === undefined) return undefined;
  return findMember(member.referredBy)?.name;
}

function pick(source: Record<string, unknown>, key: string): unknown {
  return source[key];
}

function listOf(names: string[]): string {
  if (names.length <= 2) return names.join(' and ');
  return `${names.slice(0, -1).join(', ')}, and ${names.at(-1)}`;
}

function eventView(event: ClubEvent) {
  const date = parseDay(event.date);
  return {
    id: event.id,
    title: event.title,
    slug: slugify(event.title),
    day: date ? isoDay(date) : undefined,
    when: date ? longDay(date) : 'date to be announced',
    price: event.price === 0 ? 'free' : formatUsd(event.price),
    coach: event.coach,
  };
}

export class ClubController extends Controller {
  @Api({ namespace: NS, endpoint: '/members' })
  listMembers(params: { tier?: string; sort?: 'name' | 'joined'; q?: string }) {
    const { tier, sort = 'name', q } = params;
    const needle = q ? slugify(q) : undefined;
    const members = MEMBERS.map((m) => new Member(m))
      .filter((m) => !tier || m.tier === tier)
      .filter((m) => !needle || slugify(m.name).includes(needle));
    const sorted =
      sort === 'joined'
        ? members.toSorted((a, b) => (a.joined?.getTime() ?? 0) - (b.joined?.getTime() ?? 0))
        : members.toSorted((a, b) => a.name.localeCompare(b.name));
    return {
      count: sorted.length,
      members: sorted.map((m) => ({
        id: m.id,
        name: titleCase(m.name),
        initials: initials(m.name),
        nickname: m.nickname,
      })),
    };
  }

  @Api({ namespace: NS, endpoint: '/members', params: { id: 'number' } })
  getMember(params: { id: number; today?: string }) {
    const member = findMember(params.id);
    if (!member) return new WP_Error('club_no_member', `No member ${params.id}.`, { status: 404 });
    const today = parseDay(params.today ?? '2027-01-01') ?? new Date('2027-01-01');
    let badge: string | undefined;
    const years = member.yearsIn(today);
    if (years !== undefined && years >= 20) badge = 'veteran';
    else if (years !== undefined && years < 1) badge = 'new';
    const tier = TIERS[member.tier];
    const extra = pick({ boats: member.boats.length || undefined, nick: member.nickname }, 'nick');
    return {
      id: member.id,
      name: member.name,
      displayName: member.displayName,
      joined: member.joined ? isoDay(member.joined) : undefined,
      years,
      badge,
      referrer: referrerName(member),
      discount: tier.discount,
      extra,
      boats: member.boats.length ? member.boats : undefined,
    };
  }

  @Api({ namespace: NS, endpoint: '/members/card', params: { id: 'number' } })
  memberCard(params: { id: number }) {
    const member = findMember(params.id);
    if (!member) return new WP_Error('club_no_member', `No member ${params.id}.`, { status: 404 });
    const card = {
      name: member.name,
      motto: 'Row "hard",\n rest\teasy \\ ok',
      tier: { name: member.tier, fee: TIERS[member.tier].fee },
      boats: member.boats,
      referredBy: member.referredBy,
      empty: {},
    };
    return { text: JSON.stringify(card, null, 2), tabbed: JSON.stringify({ boats: member.boats, n: [] }, null, '\t') };
  }

  @Api({ namespace: NS, endpoint: '/slug', params: { text: 'string' } })
  slug(params: { text: string }) {
    return {
      slug: slugify(params.text),
      nfc: params.text.normalize('NFC').length,
      nfd: params.text.normalize('NFD').length,
    };
  }

  @Api({ namespace: NS, endpoint: '/tiers', params: { tier: 'string' } })
  tierFee(params: { tier: string; years?: number }) {
    const tier = TIERS[params.tier];
    if (!tier) return new WP_Error('club_no_tier', `Unknown tier ${params.tier}.`, { status: 404 });
    const base = tier.fee * (params.years ?? 1);
    const discount = tier.discount ?? 0;
    return { tier: tier.label, fee: formatUsd(base * (1 - discount)), discount: formatPercent(discount) };
  }

  @Api({ namespace: NS, endpoint: '/words', methods: 'POST', permission: false })
  words(params: { text: string }) {
    const counts = wordCounts(params.text);
    const top = Object.entries(counts)
      .toSorted(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))
      .slice(0, 5);
    return { distinct: Object.keys(counts).length, top };
  }

  @Api({ namespace: NS, endpoint: '/events' })
  listEvents(params: { tag?: string }) {
    const events = EVENTS.filter((e) => !params.tag || e.tags.includes(params.tag));
    return events.map(eventView);
  }

  @Api({ namespace: NS, endpoint: '/events/by-month' })
  eventsByMonth() {
    const groups: Record<string, string[]> = {};
    for (const event of EVENTS) {
      const date = parseDay(event.date);
      const key = date ? monthKey(date) : 'unscheduled';
      (groups[key] ??= []).push(`${shortDay(date ?? new Date(0))}: ${event.title}`);
    }
    return groups;
  }

  @Api({ namespace: NS, endpoint: '/events', params: { id: 'number' } })
  getEvent(params: { id: number; from?: string }) {
    const event = findEvent(params.id);
    if (!event) return new WP_Error('club_no_event', `No event ${params.id}.`, { status: 404 });
    const date = parseDay(event.date);
    const from = params.from ? parseDay(params.from) : undefined;
    return {
      ...eventView(event),
      daysLeft: date && from ? daysBetween(from, date) : undefined,
      fromValid: params.from === undefined ? undefined : from !== undefined,
      tags: event.tags,
    };
  }

  @Api({ namespace: NS, endpoint: '/bookings', methods: 'POST', permission: false })
  book(params: BookingInput) {
    const event = findEvent(params.eventId);
    const member = findMember(params.memberId);
    if (!event || !member) return new WP_Error('club_bad_booking', 'Unknown event or member.', { status: 400 });
    const seats = params.seats ?? 1;
    if (seats > DEFAULTS.seatsPerBooking)
      return new WP_Error('club_too_many', `At most ${DEFAULTS.seatsPerBooking} seats.`, { status: 400 });
    const discount = params.coupon ? COUPONS[params.coupon.toUpperCase()] : undefined;
    const total = roundCents(event.price * seats * (1 - (discount ?? 0)) * (1 - (TIERS[member.tier].discount ?? 0)));
    const day = params.date ? parseDay(params.date) : undefined;
    const booking: Booking = {
      id: `${event.id}-${member.id}`,
      event: event.title,
      member: member.displayName,
      seats,
      total,
      totalText: formatUsd(total),
      day: day ? isoDay(day) : undefined,
      note: params.note?.trim() || undefined,
      coupon: discount ? params.coupon : undefined,
    };
    update_option('club_last_booking', booking);
    return { booking, pretty: JSON.stringify(booking, null, 2) };
  }

  @Api({ namespace: NS, endpoint: '/bookings/last' })
  lastBooking() {
    const booking = get_option('club_last_booking') as Booking | false;
    if (!booking) return { booking: null };
    return { booking, hasNote: 'note' in booking, keys: Object.keys(booking) };
  }

  @Api({ namespace: NS, endpoint: '/import', methods: 'POST', permission: false })
  importMembers(params: { text: string }) {
    try {
      const rows = JSON.parse(params.text) as { name?: string; tier?: string }[];
      if (!Array.isArray(rows)) return { ok: false, error: 'expected a list' };
      return {
        ok: true,
        names: rows.map((r) => r.name ?? 'anonymous'),
        tiers: rows.map((r) => (r.tier && r.tier in TIERS ? r.tier : 'adult')),
      };
    } catch (e) {
      const error = e as Error;
      return { ok: false, name: error.name, error: error.message, isSyntax: e instanceof SyntaxError };
    }
  }

  @Api({ namespace: NS, endpoint: '/waitlist' })
  waitlist(params: { at?: number; drop?: number; name?: string }) {
    const list = ['Ada', 'Björn', 'Chloé', 'José', 'Zoë'];
    const at = params.at ?? -1;
    let replaced: string[] | string;
    try {
      replaced = list.with(at, params.name ?? 'New');
    } catch (e) {
      replaced = `${(e as Error).name}: ${(e as Error).message}`;
    }
    return {
      replaced,
      dropped: list.toSpliced(params.drop ?? -2, 1),
      inserted: list.toSpliced(at, 0, 'Guest'),
      reversed: list.toReversed(),
      sorted: list.toSorted((a, b) => b.localeCompare(a)),
      last: list.at(at),
      original: list,
    };
  }

  @Api({ namespace: NS, endpoint: '/search' })
  search(params: { q?: string; page?: number; filter?: string }) {
    const filters = new URLSearchParams(params.filter ?? '');
    const tier = filters.get('tier');
    const next = new URLSearchParams({ q: params.q ?? '', page: String((params.page ?? 1) + 1) });
    if (tier) next.set('tier', tier);
    next.append('tag', 'a b&c');
    return {
      tier,
      tags: filters.getAll('tag'),
      has: filters.has('x'),
      next: next.toString(),
      keys: [...filters.keys()],
    };
  }

  @Api({ namespace: NS, endpoint: '/config' })
  config() {
    const season = DEFAULTS.season;
    return {
      frozen: Object.isFrozen(DEFAULTS),
      seasonFrozen: Object.isFrozen(season),
      opens: longDay(parseDay(season.opens) ?? new Date(0)),
      closes: longDay(parseDay(season.closes) ?? new Date(0)),
      seats: DEFAULTS.seatsPerBooking,
    };
  }

  @Api({ namespace: NS, endpoint: '/files', params: { name: 'string' } })
  file(params: { name: string }) {
    return { name: params.name, length: params.name.length, slug: slugify(params.name) };
  }

  @Api({ namespace: NS, endpoint: '/stats' })
  stats() {
    const fees = MEMBERS.map((m) => TIERS[m.tier].fee * (1 - (TIERS[m.tier].discount ?? 0)));
    const total = fees.reduce((a, b) => a + b, 0);
    // Object.groupBy first: Node 20 (which ts2wp supports) does not have it, PHP did.
    const byTier = new Map<string, number>();
    for (const m of MEMBERS) byTier.set(m.tier, (byTier.get(m.tier) ?? 0) + 1);
    return {
      members: MEMBERS.length,
      income: formatUsd(total),
      share: Object.fromEntries([...byTier].map(([k, n]) => [k, formatPercent(n / MEMBERS.length)])),
      big: formatUsd(1234567.891),
      negative: formatUsd(-0.5),
    };
  }

  @Api({ namespace: NS, endpoint: '/events/invite', methods: 'POST', params: { id: 'number' }, permission: false })
  invite(params: { id: number; names: string[]; now?: string }) {
    const event = findEvent(params.id);
    if (!event) return new WP_Error('club_no_event', `No event ${params.id}.`, { status: 404 });
    const date = parseDay(event.date) ?? new Date(0);
    const now = parseDay(params.now ?? '2027-03-30T12:00:00Z') ?? new Date(0);
    const days = daysBetween(now, date);
    const left = event.seats - params.names.length;
    return {
      // Intl.ListFormat, PluralRules and RelativeTimeFormat first: TS2WP3003 (REPORT.md).
      guests: listOf(params.names),
      seatsLeft: `${left} ${left === 1 ? 'seat' : 'seats'}`,
      starts: days === 0 ? 'today' : days === 1 ? 'tomorrow' : days > 0 ? `in ${days} days` : `${-days} days ago`,
      when: new Intl.DateTimeFormat('en-US', {
        dateStyle: 'full',
        timeStyle: 'short',
        timeZone: 'Europe/London',
      }).format(date),
      // currency: 'EUR' first: TS2WP3610 (only USD).
      price: (event.price * params.names.length).toLocaleString('en-US', { style: 'currency', currency: 'USD' }),
    };
  }

  @Api({ namespace: NS, endpoint: '/events/import', methods: 'POST', permission: false })
  importEvents(params: { text: string }) {
    return params.text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => {
        const [title, when = ''] = line.split('|').map((s) => s.trim());
        const date = new Date(when);
        const valid = !Number.isNaN(date.getTime());
        return {
          title,
          when,
          iso: valid ? date.toISOString() : null,
          day: valid ? date.toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' }) : 'Invalid Date',
          parsed: Date.parse(when),
        };
      });
  }

  @Api({ namespace: NS, endpoint: '/members/export' })
  exportMembers(params: { fields?: string[]; indent?: number }) {
    const rows = MEMBERS.map((data) => {
      const m = new Member(data);
      return {
        id: m.id,
        name: m.name,
        joined: m.joined,
        nickname: m.nickname,
        boats: m.boats,
        note: m.id === 1 ? 'Cox 🚣 says\u2028"go"\tnow' : undefined,
        ratio: m.id / 3,
        big: m.id * 1e21,
        tags: new Set(m.boats),
      };
    });
    return {
      full: JSON.stringify(rows.slice(0, 2), null, params.indent ?? 2),
      picked: JSON.stringify(rows, params.fields ?? ['id', 'name', 'joined'], '--'),
      compact: JSON.stringify({ first: rows[0], none: [], empty: {}, nested: [[], [{}], [[1]]] }, null, 1),
    };
  }
}
