// A new user's trial of the missing-value rule (undefined read as NaN where only
// arithmetic meets it): WordPress-style handlers mixing element, pop()/find()/Map#get()
// and dictionary/optional-property reads with ordinary code, plus reads where the rule
// must not apply (values present, number | null, strings).
import { describe } from 'vitest';
import { differentialSuite } from '../helpers/differential.js';

const module = `
interface CartLine {
  price: number;
  qty: number;
  discount?: number;
}

interface Settings {
  perPage?: number;
  maxItems?: number;
  title?: string;
  rate: number | null;
}

function lineTotal(line: CartLine): number {
  return line.price * line.qty - line.discount!;
}

function double(n: number): number {
  return n * 2;
}

class Queue {
  readonly items: number[] = [];
  processed = 0;
  push(n: number): void {
    this.items.push(n);
  }
  next(): number {
    const n = this.items.shift();
    if (n === undefined) return -1;
    return n;
  }
  drain(count: number): number {
    for (let i = 0; i < count; i++) this.processed += this.items.shift()!;
    return this.processed;
  }
}

const SIZES = [10, 20, 30] as const;
`;

describe('missing values trial', () => {
  differentialSuite(
    'missing-values-trial',
    [
      {
        name: 'cart total with optional discount fields',
        body: 'const lines: CartLine[] = params.lines ?? [{ price: 10, qty: 2, discount: 5 }, { price: 4, qty: 1 }];\nlet total = 0;\nfor (const l of lines) {\n  total += l.price * l.qty - (l.discount ?? 0);\n}\nconst raw = lines.map((l) => lineTotal(l));\nreturn { total, raw, nan: raw.map((v) => Number.isNaN(v)), json: JSON.stringify(raw) };',
      },
      {
        name: 'poll tally with a dictionary and missing options',
        body: "const votes: Record<string, number> = params.votes ?? { yes: 7, no: 2 };\nconst options = ['yes', 'no', 'maybe'];\nconst pct = options.map((o) => Math.round((votes[o]! / (votes.yes! + votes.no!)) * 100));\nconst maybe = votes.maybe! + 1;\nconst text = `maybe: ${votes.maybe}`;\nreturn { pct, maybe, text, undef: votes['maybe'] === undefined, safe: (votes.maybe ?? 0) + 1 };",
      },
      {
        name: 'stack processor with compound assignments from pop()',
        body: 'const prices: number[] = params.prices ?? [3, 4];\nlet total = 0;\ntotal += prices.pop()!;\ntotal += prices.pop()!;\nlet after = total;\nafter += prices.pop()!;\nreturn { total, after, isNaN: Number.isNaN(after), left: prices.length };',
      },
      {
        name: 'queue class with shift() into a field',
        body: 'const q = new Queue();\nq.push(5);\nq.push(6);\nconst a = q.next();\nconst b = q.next();\nconst c = q.next();\nq.push(1);\nconst once = q.drain(1);\nq.push(2);\nconst over = q.drain(2);\nreturn { a, b, c, once, over, nan: Number.isNaN(q.processed), json: JSON.stringify([q.processed]) };',
      },
      {
        name: 'stats endpoint with Map counters',
        body: "const hits = new Map<string, number>();\nfor (const p of ['home', 'about', 'home']) {\n  hits.set(p, (hits.get(p) ?? 0) + 1);\n}\nconst k: string = params.page ?? 'contact';\nlet x = 0;\nx = hits.get(k)! * 2;\nconst home = hits.get('home')! * 10;\nconst ratio = hits.get('about')! / hits.get(k)!;\nreturn { x, home, ratio, known: hits.get('home'), missing: hits.get(k) ?? 'none' };",
      },
      {
        name: 'settings with optional numbers and optional chaining',
        body: "const s: Settings = params.settings ?? { rate: null };\nconst pages = s.perPage! * 3;\nconst cap = s.maxItems !== undefined ? s.maxItems : 50;\nconst nested: { inner?: Settings } = { inner: s };\nconst deep = nested.inner?.perPage;\nreturn { pages, cap, deep: deep === undefined, label: `per page ${s.perPage}`, title: s.title ?? 'untitled', rate: s.rate ?? -1 };",
      },
      {
        name: 'scores averaged with find() and at()',
        body: 'const scores: number[] = params.scores ?? [70, 85, 90];\nconst first = scores.at(0)!;\nconst beyond = scores.at(10)!;\nconst high = scores.find((s) => s > 100)!;\nconst avg = (scores[0]! + scores[1]! + scores[2]! + scores[3]!) / 4;\nreturn { first, avg, beyondPlus: beyond + 1, highHalf: high / 2, json: JSON.stringify({ avg, high: high * 1 }) };',
      },
      {
        name: 'findLast and ternaries on a missing number',
        body: "const temps: number[] = params.temps ?? [12, 18, 25];\nconst hot = temps.findLast((t) => t > 30);\nconst warm = temps.findLast((t) => t > 15)!;\nconst label = hot === undefined ? 'none' : `hot ${hot}`;\nconst diff = temps.findLast((t) => t > 30)! - warm;\nreturn { label, warm, diff, neg: -temps.findLast((t) => t > 40)! };",
      },
      {
        name: 'tuples, readonly arrays and as const',
        body: 'const pair: [number, number] = params.pair ?? [3, 4];\nconst ro: readonly number[] = params.ro ?? [1];\nconst bigger = SIZES[1] * 2;\nconst past = ro[3]! * 2;\nconst idx: number = params.idx ?? 5;\nconst lookup = (SIZES as readonly number[])[idx]! + 1;\nreturn { sum: pair[0] + pair[1], bigger, past, lookup };',
      },
      {
        name: 'values passed to functions and closures',
        body: 'const xs: number[] = params.xs ?? [1, 2];\nconst at = (i: number) => xs[i]! * 10;\nconst missing = xs[9] as number;\nconst mul = (f: number) => missing * f;\nreturn { doubled: double(xs[5]!), at: [at(0), at(7)], mul: mul(3), floor: Math.floor(xs[4]!), max: Math.max(xs[0]!, xs[8]!) };',
      },
      {
        name: 'destructured locals used only in arithmetic',
        body: 'const dims: number[] = params.dims ?? [640];\nconst [w, h] = dims;\nconst area = w! * h!;\nconst ratio = w! / h!;\nconst [a, b] = dims;\nreturn { area, ratio, wPlus: w! + 1, hDefined: b !== undefined, a };',
      },
      {
        name: 'comparisons and unary plus of missing values',
        body: 'const xs: number[] = params.xs ?? [5];\nconst gone = xs[3]!;\nreturn { lt: xs[3]! < 10, gt: xs[3]! > -10, le: gone <= 0, ge: gone >= 0, plus: +xs[3]!, mod: xs[3]! % 2, pow: xs[3]! ** 2 };',
      },
      {
        name: 'counters bumped with ++ and += on missing keys and optional fields',
        body: "const tally: Record<string, number> = params.tally ?? { yes: 1 };\ntally.yes!++;\ntally.no!++;\ntally['maybe']! += 2;\nconst key: string = params.key ?? 'late';\ntally[key]! *= 3;\nconst s: Settings = params.settings ?? { rate: 2, perPage: 5 };\ns.perPage! += 1;\nconst before = s.maxItems!--;\nreturn { tally, s, before, json: JSON.stringify(tally), nan: Number.isNaN(tally.no) };",
      },
      {
        name: 'present values, number | null and strings keep their own rules',
        body: "const xs: number[] = params.xs ?? [1, 2, 3];\nconst maybe: number | null = params.maybe ?? null;\nconst names: string[] = params.names ?? ['a'];\nconst m = new Map<string, string>([['k', 'v']]);\nconst words: Record<string, string> = { hi: 'hello' };\nreturn { present: xs[0]! * 2 + xs.pop()!, nullish: (maybe as number) * 2, nullPlus: (maybe as unknown as number) + 1, name: names[3] + '!', mapped: m.get('z') + '?', word: words.bye + '.', popped: names.pop() ?? 'none', again: `${names.pop()}` };",
      },
      {
        // A held-out trial's schedule handler: `sorted[0]?.title` on an empty list (the element
        // type says the base is never null; an index past the end is undefined all the same).
        name: 'the first of an empty list read under ?.',
        body: "const rows: { title: string; n: number }[] = params.rows ?? [];\nconst sorted = [...rows].sort((a, b) => a.n - b.n);\nconst byKey: Record<string, { title: string }> = { a: { title: 'A' } };\nreturn { first: sorted[0]?.title, n: sorted[0]?.n ?? -1, nested: (sorted[1])?.title.length, key: byKey['z']?.title ?? 'none', hit: byKey['a']?.title, count: sorted.length };",
      },
      {
        name: 'the first of a full list read under ?.',
        body: "const rows: { title: string; n: number }[] = params.rows ?? [{ title: 'b', n: 2 }, { title: 'a', n: 1 }];\nconst sorted = [...rows].sort((a, b) => a.n - b.n);\nreturn { first: sorted[0]?.title, n: sorted[0]?.n ?? -1, len: sorted[1]?.title.length };",
      },
    ],
    { module },
  );
});
