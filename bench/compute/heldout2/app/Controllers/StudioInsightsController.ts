import { Api, Controller } from 'ts2wp';

// Reports of a chain of fitness studios. Each route builds its own data of size n from a
// seeded generator, so that every run (and every language) sees the same input.

type Plan = 'basic' | 'plus' | 'premium';

interface Member {
  id: number;
  name: string;
  email: string;
  plan: Plan;
  city: string;
  joined: string;
  visits: number;
  active: boolean;
  referredBy: number | null;
}

interface Session {
  id: number;
  title: string;
  instructor: string;
  starts: string;
  minutes: number;
  hours: number;
  capacity: number;
  booked: number;
  price: number;
  tags: string[];
  room: { name: string; floor: number };
  equipment: Record<string, number>;
  substitute: string | null;
  online: boolean;
}

interface Schedule {
  meta: { generated: string; version: number; currency: string };
  studios: { name: string; city: string; sessions: Session[] }[];
}

const PLAN_FEES: Record<Plan, number> = { basic: 19.9, plus: 34.5, premium: 59 };
const FIRST_NAMES = [
  'Anna',
  'Ben',
  'Clara',
  'David',
  'Elif',
  'Finn',
  'Greta',
  'Hannah',
  'Jonas',
  'Lea',
  'Mia',
  'Noah',
  'Zoë',
];
const LAST_NAMES = ['Becker', 'Fischer', 'Hoffmann', 'Klein', 'Meyer', 'Özdemir', 'Schmidt', 'Wagner', 'Weber'];
const CITIES = ['Berlin', 'Hamburg', 'München', 'Köln', 'Frankfurt', 'Stuttgart', 'Düsseldorf', 'Leipzig'];
const SEARCH_WORDS = [
  'yoga',
  'Pilates',
  'HIIT',
  'spinning',
  'sauna',
  'personal',
  'trainer',
  'beginners',
  'morning',
  'evening',
  'class',
  'classes',
  'near',
  'me',
  'price',
  'membership',
  'kids',
  'senior',
  'open',
  'sunday',
  'parking',
  'Zumba',
  'boxing',
  'stretching',
  'back',
  'pain',
  'top',
  '10',
  '2024',
  'café',
  'Köln',
];
const CLASS_TITLES = [
  'Sunrise Yoga 🧘',
  'Core "Burn"',
  'Rücken & Bauch',
  'HIIT / Tabata',
  'Café Stretch',
  'Spin, Sweat & Smile',
  'Boxing <Basics>',
];
const INSTRUCTORS = ['Aylin', 'Marco', 'Sophie', 'Tim', 'Jana', 'René'];

/** Park–Miller "minimal standard" generator: the same sequence on every run. */
function seeded(seed: number): () => number {
  let state = seed % 2147483647;
  if (state <= 0) state += 2147483646;
  return () => {
    state = (state * 16807) % 2147483647;
    return (state - 1) / 2147483646;
  };
}

function pick<T>(rand: () => number, list: readonly T[]): T {
  return list[Math.floor(rand() * list.length)];
}

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

export class StudioInsightsController extends Controller {
  /** Members by plan and city, the most regular visitors and who referred the most. */
  @Api({ namespace: 'studio/v1', endpoint: '/reports/members', params: { n: 'number' } })
  membersReport(params: { n: number }) {
    const rand = seeded(params.n + 1);
    const members: Member[] = [];
    for (let i = 0; i < params.n; i++) {
      const first = pick(rand, FIRST_NAMES);
      const last = pick(rand, LAST_NAMES);
      const roll = rand();
      const month = 1 + Math.floor(rand() * 12);
      const day = 1 + Math.floor(rand() * 28);
      members.push({
        id: 1000 + i,
        name: `${first} ${last}`,
        email: `${first}.${last}${i}@example.com`.toLowerCase(),
        plan: roll < 0.55 ? 'basic' : roll < 0.85 ? 'plus' : 'premium',
        city: pick(rand, CITIES),
        joined: `2024-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
        visits: Math.floor(rand() * rand() * 60),
        active: rand() > 0.18,
        referredBy: i > 10 && rand() < 0.2 ? 1000 + Math.floor(rand() * i) : null,
      });
    }

    const active = members.filter((m) => m.active);

    const revenueByPlan: Record<Plan, number> = { basic: 0, plus: 0, premium: 0 };
    for (const m of active) revenueByPlan[m.plan] += PLAN_FEES[m.plan];

    const byCity = active.reduce<Record<string, Member[]>>((groups, m) => {
      (groups[m.city] ||= []).push(m);
      return groups;
    }, {});
    const cities = Object.entries(byCity)
      .map(([city, list]) => ({
        city,
        members: list.length,
        avgVisits: round(list.reduce((sum, m) => sum + m.visits, 0) / list.length, 1),
        premiumShare: round((100 * list.filter((m) => m.plan === 'premium').length) / list.length, 1),
      }))
      .sort((a, b) => b.members - a.members || a.city.localeCompare(b.city));

    const topVisitors = [...active]
      .sort((a, b) => b.visits - a.visits || a.id - b.id)
      .slice(0, 5)
      .map(({ id, name, visits }) => ({ id, name, visits }));

    const referrals = new Map<number, number>();
    for (const m of members) {
      if (m.referredBy !== null) referrals.set(m.referredBy, (referrals.get(m.referredBy) ?? 0) + 1);
    }
    let topReferrer: { id: number; name: string; referrals: number } | null = null;
    for (const [id, count] of referrals) {
      if (!topReferrer || count > topReferrer.referrals || (count === topReferrer.referrals && id < topReferrer.id)) {
        topReferrer = { id, name: members[id - 1000].name, referrals: count };
      }
    }

    const joinedByQuarter = [0, 0, 0, 0];
    for (const m of members) joinedByQuarter[Math.ceil(Number(m.joined.slice(5, 7)) / 3) - 1]++;

    return {
      total: members.length,
      active: active.length,
      revenue: Object.fromEntries(Object.entries(revenueByPlan).map(([plan, total]) => [plan, round(total)])),
      monthlyRevenue: round(Object.values(revenueByPlan).reduce((a, b) => a + b, 0)),
      cities,
      topVisitors,
      topReferrer,
      joinedByQuarter,
      lapsed: active
        .filter((m) => m.visits === 0)
        .slice(0, 3)
        .map((m) => m.email),
      allHaveEmail: members.every((m) => m.email.includes('@')),
    };
  }

  /** What people type into the studio finder: words, word pairs, numbers. */
  @Api({ namespace: 'studio/v1', endpoint: '/reports/search-terms', params: { n: 'number' } })
  searchTerms(params: { n: number }) {
    const rand = seeded(params.n * 7 + 3);
    const queries: string[] = [];
    for (let i = 0; i < params.n; i++) {
      const length = 1 + Math.floor(rand() * 5);
      const words: string[] = [];
      for (let k = 0; k < length; k++) {
        const word = pick(rand, SEARCH_WORDS);
        const style = rand();
        words.push(style < 0.15 ? word.toUpperCase() : style < 0.35 ? word[0].toUpperCase() + word.slice(1) : word);
      }
      if (rand() < 0.1) words.push(String(10000 + Math.floor(rand() * 90000))); // a postcode
      const query = words.join(rand() < 0.2 ? '  ' : ' ');
      queries.push(rand() < 0.25 ? `${query}?` : rand() < 0.1 ? ` ${query}!` : query);
    }

    const counts: Record<string, number> = {};
    const pairs = new Map<string, number>();
    let totalWords = 0;
    for (const query of queries) {
      const words = query
        .toLowerCase()
        .replace(/[?!.,]/g, ' ')
        .split(/\s+/)
        .filter((w) => w.length > 0);
      totalWords += words.length;
      words.forEach((word, i) => {
        counts[word] = (counts[word] || 0) + 1;
        if (i > 0) {
          const pair = `${words[i - 1]} ${word}`;
          pairs.set(pair, (pairs.get(pair) ?? 0) + 1);
        }
      });
    }

    const byCountThenName = (a: [string, number], b: [string, number]) =>
      b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
    const vocabulary = Object.keys(counts);
    return {
      queries: queries.length,
      words: totalWords,
      distinct: vocabulary.length,
      top: Object.entries(counts)
        .sort(byCountThenName)
        .slice(0, 10)
        .map(([word, count]) => ({ word, count })),
      topPairs: [...pairs]
        .sort(byCountThenName)
        .slice(0, 5)
        .map(([pair, count]) => `${pair} (${count})`),
      numericTerms: vocabulary.filter((w) => /^\d+$/.test(w)).slice(0, 5),
      rare: vocabulary
        .filter((w) => counts[w] === 1)
        .sort()
        .slice(0, 8),
      longest: vocabulary.reduce((a, b) => (b.length > a.length ? b : a), ''),
      questions: queries.filter((q) => q.endsWith('?')).length,
    };
  }

  /** A simulated share price of the studio chain: returns, volatility, drawdown, percentiles. */
  @Api({ namespace: 'studio/v1', endpoint: '/reports/share-price', params: { n: 'number' } })
  sharePrice(params: { n: number }) {
    const { n } = params;
    const rand = seeded(42 + n);
    const prices: number[] = [];
    const volumes: number[] = [];
    let price = 100;
    for (let day = 0; day < n; day++) {
      const season = 0.0015 * Math.sin((2 * Math.PI * day) / 252);
      const shock = (rand() - 0.5) * 0.03 + (rand() < 0.01 ? -0.08 : 0);
      price = Math.max(0.5, price * (1 + 0.0002 + season + shock));
      prices.push(price);
      volumes.push(Math.round(10000 + 4000 * Math.cos(day / 5) + rand() * 2500));
    }

    const returns = prices.slice(1).map((p, i) => p / prices[i] - 1);
    const mean = returns.reduce((sum, r) => sum + r, 0) / returns.length;
    const variance = returns.reduce((sum, r) => sum + (r - mean) ** 2, 0) / (returns.length - 1);
    const volatility = Math.sqrt(variance) * Math.sqrt(252);
    const cagr = Math.pow(prices[prices.length - 1] / prices[0], 252 / n) - 1;

    // How often the price crosses its 20-day moving average.
    const window = 20;
    let sum = 0;
    let crossings = 0;
    let above: boolean | null = null;
    for (let i = 0; i < prices.length; i++) {
      sum += prices[i];
      if (i >= window) sum -= prices[i - window];
      if (i >= window - 1) {
        const isAbove = prices[i] > sum / window;
        if (above !== null && isAbove !== above) crossings++;
        above = isAbove;
      }
    }

    let peak = -Infinity;
    let maxDrawdown = 0;
    for (const p of prices) {
      peak = Math.max(peak, p);
      maxDrawdown = Math.max(maxDrawdown, (peak - p) / peak);
    }

    const sorted = [...returns].sort((a, b) => a - b);
    const percentile = (q: number) => {
      const pos = (sorted.length - 1) * q;
      const lo = Math.floor(pos);
      const hi = Math.min(lo + 1, sorted.length - 1);
      return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
    };

    const histogram = new Array<number>(7).fill(0);
    for (const r of returns) histogram[Math.min(6, Math.max(0, Math.floor((r + 0.035) / 0.01)))]++;

    return {
      days: n,
      first: round(prices[0]),
      last: round(prices[prices.length - 1]),
      high: round(Math.max(...prices)),
      low: round(Math.min(...prices)),
      meanReturnPct: round(mean * 100, 5),
      volatility: round(volatility, 4),
      cagr: round(cagr, 4),
      maxDrawdown: round(maxDrawdown, 4),
      crossings,
      percentiles: { p5: round(percentile(0.05), 5), p50: round(percentile(0.5), 5), p95: round(percentile(0.95), 5) },
      avgAbsMove: round(returns.reduce((s, r) => s + Math.abs(r), 0) / returns.length, 5),
      avgVolume: Math.round(volumes.reduce((a, b) => a + b, 0) / volumes.length),
      histogram,
    };
  }

  /** The class schedule as the mobile app downloads it, read back and summed up. */
  @Api({ namespace: 'studio/v1', endpoint: '/reports/schedule', params: { n: 'number' } })
  scheduleExport(params: { n: number }) {
    const rand = seeded(params.n + 99);
    const schedule: Schedule = {
      meta: { generated: '2024-06-01', version: 2, currency: 'EUR' },
      studios: [
        { name: 'Mitte', city: 'Berlin', sessions: [] },
        { name: 'Altona', city: 'Hamburg', sessions: [] },
        { name: 'Ehrenfeld', city: 'Köln', sessions: [] },
      ],
    };
    for (let i = 0; i < params.n; i++) {
      const minutes = [30, 45, 50, 60, 75, 90][Math.floor(rand() * 6)];
      const capacity = 8 + 4 * Math.floor(rand() * 5);
      const day = 1 + (i % 28);
      const hour = 6 + Math.floor(rand() * 15);
      const tags = ['strength', 'cardio', 'mobility', 'mind', 'beginner'].filter(() => rand() < 0.3);
      schedule.studios[i % 3].sessions.push({
        id: i + 1,
        title: pick(rand, CLASS_TITLES),
        instructor: pick(rand, INSTRUCTORS),
        starts: `2024-06-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:${rand() < 0.5 ? '00' : '30'}:00`,
        minutes,
        hours: minutes / 60,
        capacity,
        booked: Math.floor(rand() * (capacity + 1)),
        price: [0, 9.99, 12.5, 15, 22.75][Math.floor(rand() * 5)],
        tags,
        room: { name: `Room ${1 + Math.floor(rand() * 4)}`, floor: Math.floor(rand() * 3) },
        equipment: rand() < 0.3 ? {} : { mats: capacity, blocks: 2 * Math.floor(rand() * capacity) },
        substitute: rand() < 0.1 ? pick(rand, INSTRUCTORS) : null,
        online: rand() < 0.2,
      });
    }

    const json = JSON.stringify(schedule);
    const pretty = JSON.stringify(schedule, null, 2);
    const parsed = JSON.parse(json) as Schedule;

    const sessions = parsed.studios.flatMap((studio) => studio.sessions);
    const byInstructor: Record<string, { sessions: number; minutes: number; booked: number }> = {};
    for (const s of sessions) {
      const entry = byInstructor[s.instructor] ?? (byInstructor[s.instructor] = { sessions: 0, minutes: 0, booked: 0 });
      entry.sessions += 1;
      entry.minutes += s.minutes;
      entry.booked += s.booked;
    }
    const tagCounts: Record<string, number> = {};
    sessions.forEach((s) => s.tags.forEach((tag) => (tagCounts[tag] = (tagCounts[tag] ?? 0) + 1)));
    const fullest = sessions.reduce((best, s) => (s.booked / s.capacity > best.booked / best.capacity ? s : best));
    const seats = sessions.reduce((total, s) => total + s.capacity, 0);
    const booked = sessions.reduce((total, s) => total + s.booked, 0);

    return {
      bytes: json.length,
      prettyBytes: pretty.length,
      prettyLines: pretty.split('\n').length,
      roundTrip: JSON.stringify(parsed) === json,
      studios: parsed.studios.map((studio) => ({
        name: `${studio.name} (${studio.city})`,
        sessions: studio.sessions.length,
        hours: round(
          studio.sessions.reduce((h, s) => h + s.hours, 0),
          2,
        ),
      })),
      revenue: round(sessions.reduce((sum, s) => sum + s.booked * s.price, 0)),
      occupancyPct: round((100 * booked) / seats, 1),
      instructors: byInstructor,
      tags: tagCounts,
      noEquipment: sessions.filter((s) => Object.keys(s.equipment).length === 0).length,
      withSubstitute: sessions.filter((s) => s.substitute !== null).length,
      fullest,
      meta: parsed.meta,
      preview: sessions.slice(0, 5),
    };
  }

  /** Attendance as a Markdown table for the newsletter, a CSV for the accountant and an HTML teaser. */
  @Api({ namespace: 'studio/v1', endpoint: '/reports/attendance', params: { n: 'number' } })
  attendanceReport(params: { n: number }) {
    const rand = seeded(params.n * 13 + 5);
    const rows = Array.from({ length: params.n }, (_, i) => {
      const capacity = [8, 12, 16, 20, 24][Math.floor(rand() * 5)];
      const attendees = Math.floor(rand() * (capacity + 1));
      const price = [9.5, 12, 14.9][Math.floor(rand() * 3)];
      return {
        date: `2024-${String(1 + ((i >> 5) % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
        className: pick(rand, CLASS_TITLES),
        coach: pick(rand, INSTRUCTORS),
        attendees,
        capacity,
        revenue: attendees * price,
      };
    });

    const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
    const csvCell = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
    const escapeHtml = (text: string) =>
      text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

    const header = `| ${'Date'.padEnd(10)} | ${'Class'.padEnd(16)} | ${'Coach'.padEnd(8)} | ${'Came'.padStart(4)} | ${'Full'.padStart(6)} | ${'Revenue'.padStart(9)} |`;
    const rule = `|${'-'.repeat(12)}|${'-'.repeat(18)}|${'-'.repeat(10)}|${'-'.repeat(5)}:|${'-'.repeat(7)}:|${'-'.repeat(10)}:|`;
    const lines = rows.map(
      (r) =>
        `| ${r.date} | ${truncate(r.className, 16).padEnd(16)} | ${r.coach.padEnd(8)} | ${String(r.attendees).padStart(4)} | ${((100 * r.attendees) / r.capacity).toFixed(1).padStart(5)}% | ${r.revenue.toFixed(2).padStart(9)} |`,
    );
    const attendees = rows.reduce((sum, r) => sum + r.attendees, 0);
    const revenue = rows.reduce((sum, r) => sum + r.revenue, 0);
    const markdown = [
      `## Attendance report (${rows.length} classes)`,
      '',
      header,
      rule,
      ...lines,
      `| **Total** | | | ${String(attendees).padStart(4)} | | ${revenue.toFixed(2).padStart(9)} |`,
    ].join('\n');

    const csv = [
      'date,class,coach,attendees,revenue',
      ...rows.map((r) => [r.date, csvCell(r.className), r.coach, r.attendees, r.revenue.toFixed(2)].join(',')),
    ].join('\r\n');

    const best = rows.reduce((a, b) => (b.attendees / b.capacity > a.attendees / a.capacity ? b : a));
    const html = `<ul class="teaser">\n${rows
      .slice(0, 3)
      .map(
        (r) => `  <li>${escapeHtml(r.className)} with ${escapeHtml(r.coach)}: <b>${r.attendees}</b>/${r.capacity}</li>`,
      )
      .join(
        '\n',
      )}\n</ul>\n<p>Best: ${escapeHtml(best.className)} on ${best.date.slice(8)}.${best.date.slice(5, 7)}.</p>`;

    return {
      markdown,
      markdownLines: lines.length + 5,
      csvBytes: csv.length,
      csvHead: csv.slice(0, csv.indexOf('\r\n', 40)),
      csvTail: csv.slice(-60),
      html,
      title: markdown.slice(3, markdown.indexOf('(')).trim().toUpperCase(),
    };
  }
}
