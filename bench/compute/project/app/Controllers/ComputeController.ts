// The five handler bodies of the compute benchmark (bench/compute/run.mjs). Each has a
// hand-written PHP twin in bench/compute/handwritten.php that must answer the same JSON.
import { Api, Controller } from 'ts2wp';

interface Row {
  id: number;
  name: string;
  score: number;
  active: boolean;
}

export class ComputeController extends Controller {
  /** Build n records, filter, sort by score then name, summarize. */
  @Api({ namespace: 'bench/v1', endpoint: '/records', params: { n: 'number' } })
  records(params: { n: number }) {
    const n = params.n;
    const rows: Row[] = [];
    for (let i = 0; i < n; i++) {
      rows.push({ id: i, name: `user${(i * 7919) % n}`, score: (i * 37) % 101, active: i % 3 !== 0 });
    }
    const picked = rows.filter((r) => r.active && r.score > 20);
    picked.sort((a, b) => b.score - a.score || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const names = picked.map((r) => r.name);
    const total = picked.reduce((sum, r) => sum + r.score, 0);
    return { count: picked.length, total, top: names.slice(0, 5), ids: picked.slice(-3).map((r) => r.id) };
  }

  /** Word frequencies: split a text, count in an object used as a dictionary. */
  @Api({ namespace: 'bench/v1', endpoint: '/words', params: { n: 'number' } })
  words(params: { n: number }) {
    const n = params.n;
    const vocab = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'eta', 'theta', 'iota', 'kappa', 'lambda', 'mu'];
    const parts: string[] = [];
    for (let i = 0; i < n; i++) {
      parts.push(vocab[(i * i + 3 * i) % vocab.length]! + (i % 50));
    }
    const text = parts.join(' ');
    const counts: Record<string, number> = {};
    for (const word of text.split(' ')) {
      counts[word] = (counts[word] ?? 0) + 1;
    }
    const keys = Object.keys(counts);
    keys.sort((a, b) => counts[b]! - counts[a]! || (a < b ? -1 : 1));
    return { distinct: keys.length, top: keys.slice(0, 5).map((k) => `${k}=${counts[k]}`) };
  }

  /** A numeric loop with %, / and Math. */
  @Api({ namespace: 'bench/v1', endpoint: '/numeric', params: { n: 'number' } })
  numeric(params: { n: number }) {
    const n = params.n;
    let sum = 0;
    let count = 0;
    let max = 0;
    for (let i = 1; i <= n; i++) {
      if (i % 3 === 0 || i % 5 === 0) {
        count++;
      }
      const x = Math.sqrt(i) / ((i % 7) + 1);
      sum += x + Math.floor(i / 3);
      max = Math.max(max, Math.abs(x - Math.round(x)));
    }
    return { count, sum: Math.round(sum * 1000) / 1000, max, mean: `${Math.round((sum / n) * 100) / 100}` };
  }

  /** JSON.stringify of n records, then JSON.parse and a walk over the result. */
  @Api({ namespace: 'bench/v1', endpoint: '/json', params: { n: 'number' } })
  json(params: { n: number }) {
    const n = params.n;
    const rows: { id: number; name: string; price: number; tags: string[]; meta: { ok: boolean; note: string | null } }[] = [];
    for (let i = 0; i < n; i++) {
      rows.push({ id: i, name: `item "${i}"`, price: i * 1.25 + 0.1, tags: ['a', `t${i % 7}`], meta: { ok: i % 2 === 0, note: i % 5 === 0 ? null : 'x/y' } });
    }
    const text = JSON.stringify(rows);
    const back = JSON.parse(text) as typeof rows;
    let total = 0;
    for (const row of back) {
      total += row.price;
    }
    return { length: text.length, total, last: back[back.length - 1] };
  }

  /** String building: an indexOf/slice/replace loop over one large string. */
  @Api({ namespace: 'bench/v1', endpoint: '/strings', params: { n: 'number', accent: 'boolean' } })
  strings(params: { n: number; accent: boolean }) {
    const n = params.n;
    const parts: string[] = [];
    for (let i = 0; i < n; i++) {
      parts.push(`key${i}=value-${i % 10};`);
    }
    const text = (params.accent ? 'é' : '') + parts.join('');
    let out = '';
    let count = 0;
    let pos = 0;
    while (pos < text.length) {
      const eq = text.indexOf('=', pos);
      if (eq < 0) {
        break;
      }
      const end = text.indexOf(';', eq);
      const key = text.slice(pos, eq);
      const value = text.slice(eq + 1, end);
      out += key.replace('key', 'k') + ':' + value.toUpperCase() + ',';
      count++;
      pos = end + 1;
    }
    return { count, length: out.length, head: out.slice(0, 24), tail: out.slice(-16) };
  }

  // Five more bodies (issue 33), written to vary the shapes above: callbacks with index
  // params, sin/cos, a running average, Object.entries, template literals and slices.

  /** Orders: filter with an index, map to new objects, sort by a float, some/every/find. */
  @Api({ namespace: 'bench/v1', endpoint: '/orders', params: { n: 'number' } })
  orders(params: { n: number }) {
    const n = params.n;
    const orders: { sku: string; qty: number; unit: number; region: string }[] = [];
    const regions = ['north', 'south', 'east', 'west'];
    for (let i = 0; i < n; i++) {
      orders.push({ sku: `S${i % 97}`, qty: (i * 13) % 9, unit: ((i * 31) % 500) / 4, region: regions[i % 4]! });
    }
    const lines = orders
      .filter((o, i) => o.qty > 0 && i % 5 !== 1)
      .map((o) => ({ sku: o.sku, region: o.region, total: o.qty * o.unit }));
    lines.sort((a, b) => b.total - a.total || a.sku.localeCompare(b.sku));
    const revenue = lines.reduce((acc, l) => acc + l.total, 0);
    let west = 0;
    lines.forEach((l) => {
      if (l.region === 'west') west += l.total;
    });
    const big = lines.find((l) => l.total < 100);
    return {
      count: lines.length,
      revenue: Math.round(revenue * 100) / 100,
      west: Math.round(west * 100) / 100,
      anyFree: lines.some((l) => l.total === 0),
      allPositive: lines.every((l) => l.total > 0),
      firstSmall: big ? big.sku : null,
      top: lines.slice(0, 3).map((l) => `${l.sku}@${l.total}`),
    };
  }

  /** Tally: a generated text split into words, counts, Object.entries sorted. */
  @Api({ namespace: 'bench/v1', endpoint: '/tally', params: { n: 'number' } })
  tally(params: { n: number }) {
    const n = params.n;
    const stems = ['red', 'green', 'blue', 'cyan', 'magenta', 'yellow', 'black'];
    let text = '';
    for (let i = 0; i < n; i++) {
      text += `${stems[(i * 5 + (i >> 3)) % stems.length]}${i % 23} `;
    }
    const words = text.trim().split(' ');
    const counts: Record<string, number> = {};
    for (const w of words) {
      counts[w] = (counts[w] || 0) + 1;
    }
    const entries = Object.entries(counts);
    entries.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    const longest = Object.keys(counts).reduce((best, k) => (k.length > best.length ? k : best), '');
    return { words: words.length, distinct: entries.length, longest, top: entries.slice(0, 4).map((e) => e.join(':')) };
  }

  /** Signal: sin/cos, sqrt, abs, floor, max/min, round over a running average. */
  @Api({ namespace: 'bench/v1', endpoint: '/signal', params: { n: 'number' } })
  signal(params: { n: number }) {
    const n = params.n;
    let avg = 0;
    let peak = -Infinity;
    let low = Infinity;
    let crossings = 0;
    let prev = 0;
    let energy = 0;
    for (let i = 0; i < n; i++) {
      const t = i / 50;
      const v = Math.sin(t) * 3 + Math.cos(t * 0.7) + Math.sqrt(i % 17) / 4;
      avg += (v - avg) / (i + 1);
      peak = Math.max(peak, v);
      low = Math.min(low, v);
      if ((prev < 0 && v >= 0) || (prev >= 0 && v < 0)) crossings++;
      prev = v;
      energy += Math.abs(v) * Math.floor(t % 3);
    }
    return {
      avg: Math.round(avg * 1e6) / 1e6,
      peak: Math.round(peak * 1000) / 1000,
      low: Math.round(low * 1000) / 1000,
      crossings,
      energy: Math.round(energy),
    };
  }

  /** Ledger: JSON round trip of entries with floats, then reduce over the parsed copy. */
  @Api({ namespace: 'bench/v1', endpoint: '/ledger', params: { n: 'number' } })
  ledger(params: { n: number }) {
    const n = params.n;
    const entries: { id: number; amount: number; memo: string; flags: number[] }[] = [];
    for (let i = 0; i < n; i++) {
      entries.push({ id: i, amount: (i % 2 === 0 ? 1 : -1) * ((i * 17) % 1000) / 8, memo: `m${i % 13}`, flags: [i % 3, i % 4] });
    }
    const text = JSON.stringify({ version: 2, entries });
    const back = JSON.parse(text) as { version: number; entries: typeof entries };
    const balance = back.entries.reduce((sum, e) => sum + e.amount, 0);
    const flagged = back.entries.filter((e) => e.flags[0] === 0).length;
    return { bytes: text.length, balance, flagged, version: back.version };
  }

  /** Report: lines built with template literals, slices, padStart and join. */
  @Api({ namespace: 'bench/v1', endpoint: '/report', params: { n: 'number' } })
  report(params: { n: number }) {
    const n = params.n;
    const lines: string[] = [];
    for (let i = 0; i < n; i++) {
      const name = `customer-${i * 7}`;
      const short = name.slice(0, 6) + name.slice(-3);
      lines.push(`${String(i).padStart(6, '0')}|${short.toUpperCase()}|${(i % 100) / 4}`);
    }
    const body = lines.join('\n');
    const first = body.slice(0, body.indexOf('\n'));
    return { length: body.length, first, last: lines[lines.length - 1], parts: first.split('|').length };
  }
}
