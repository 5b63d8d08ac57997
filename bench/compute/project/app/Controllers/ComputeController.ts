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
}
