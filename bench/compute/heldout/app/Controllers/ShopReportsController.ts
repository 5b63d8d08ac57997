import { Api, Controller } from 'ts2wp';

/**
 * Reports a shop plugin might serve, each over a synthetic data set of `n` entries built
 * on the spot (deterministic: a seeded generator, no Math.random), so that the same `n`
 * always gives the same answer. Held-out compute bench: written as ordinary plugin code.
 */

type Status = 'paid' | 'pending' | 'refunded';

interface LineItem {
  sku: string;
  qty: number;
  unitPrice: number;
}

interface Order {
  id: number;
  customer: string;
  region: string;
  status: Status;
  placedOn: string;
  items: LineItem[];
  coupon?: { code: string; percent: number };
}

interface Product {
  id: number;
  title: string;
  url: string;
  priceCents: number;
  price: number;
  tags: string[];
  stock: Record<string, number>;
  size: { w: number; h: number; d: number };
  discontinued: boolean;
  replacedBy: number | null;
}

interface Category {
  slug: string;
  label: string;
  products: Product[];
}

const REGIONS = ['north', 'south', 'east', 'west', 'central'] as const;
const CUSTOMERS = ['acme', 'globex', 'initech', 'umbrella', 'hooli', 'stark', 'wayne', 'tyrell', 'cyberdyne'];
const STATUSES: Status[] = ['paid', 'paid', 'paid', 'pending', 'refunded'];
const WAREHOUSES = ['berlin', 'lyon', 'porto'];
const PRODUCT_NAMES = ['Desk Lamp', 'Café Table', 'Office Chair', 'Bookshelf', 'Sofa, 3-seat', 'Rug "Nordic"', 'Mirror', 'Größe XL Bed'];

const VOCABULARY = [
  'the', 'plugin', 'loads', 'fast', 'when', 'cache', 'is', 'warm', 'and', 'users', 'see', 'their', 'orders',
  'a', 'shop', 'sends', 'email', 'after', 'checkout', 'but', 'only', 'if', 'payment', 'clears', "it's", 'late',
  'WordPress', 'REST', 'routes', 'answer', 'JSON', 'to', 'every', 'request', 'of', 'admin', 'screens',
];

const SYLLABLES = ['ka', 'lo', 'mi', 'ne', 'ru', 'sa', 'ti', 'vo', 'ze', 'pu', 'dor', 'len'];

/** A linear congruential generator (Numerical Recipes' constants): floats in [0, 1). */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

const pick = <T>(list: readonly T[], r: number): T => list[Math.floor(r * list.length)];

const roundTo = (value: number, digits: number): number => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

function buildOrders(n: number): Order[] {
  const random = seededRandom(n);
  return Array.from({ length: n }, (_, i) => {
    const itemCount = 1 + Math.floor(random() * 4);
    const items = Array.from({ length: itemCount }, () => ({
      sku: `SKU-${String(Math.floor(random() * 500)).padStart(4, '0')}`,
      qty: 1 + Math.floor(random() * 5),
      unitPrice: Math.round(random() * 20000) / 100,
    }));
    const month = 1 + (i % 12);
    const day = 1 + ((i * 7) % 28);
    const order: Order = {
      id: 1000 + i,
      customer: pick(CUSTOMERS, random()),
      region: pick(REGIONS, random()),
      status: pick(STATUSES, random()),
      placedOn: `2024-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      items,
    };
    if (i % 4 === 0) order.coupon = { code: `SAVE${5 * (1 + (i % 3))}`, percent: 5 * (1 + (i % 3)) };
    return order;
  });
}

function buildText(n: number): string {
  const random = seededRandom(n + 17);
  const sentences: string[] = [];
  let words: string[] = [];
  for (let i = 0; i < n; i++) {
    // Mostly common words, some made-up names (product and people names in real text).
    let word =
      random() < 0.3
        ? Array.from({ length: 2 + (i % 2) }, () => pick(SYLLABLES, random())).join('')
        : VOCABULARY[(i * 7 + Math.floor(random() * 11)) % VOCABULARY.length];
    if (words.length === 0) word = word[0].toUpperCase() + word.slice(1);
    words.push(random() < 0.08 ? `${word},` : word);
    if (words.length >= 6 + (i % 9)) {
      sentences.push(`${words.join(' ')}${i % 5 === 0 ? '!' : '.'}`);
      words = [];
    }
  }
  if (words.length > 0) sentences.push(`${words.join(' ')}.`);
  return sentences.join(' ');
}

function buildCatalog(n: number): { shop: string; generatedAt: string; categories: Category[] } {
  const random = seededRandom(n * 3 + 1);
  const categories: Category[] = ['living', 'office', 'bedroom', 'outdoor'].map((slug) => ({
    slug,
    label: slug.charAt(0).toUpperCase() + slug.slice(1),
    products: [],
  }));
  for (let i = 0; i < n; i++) {
    const priceCents = 499 + Math.floor(random() * 50000);
    const title = `${PRODUCT_NAMES[i % PRODUCT_NAMES.length]} #${i}`;
    const stock: Record<string, number> = {};
    for (const warehouse of WAREHOUSES) {
      const qty = Math.floor(random() * 40) - 5;
      if (qty > 0) stock[warehouse] = qty;
    }
    categories[i % categories.length].products.push({
      id: i + 1,
      title,
      url: `https://shop.example/p/${i + 1}/`,
      priceCents,
      price: priceCents / 100,
      tags: ['new', 'sale', 'eco', 'bulky', 'gift'].filter((_, k) => (i + k) % (k + 2) === 0),
      stock,
      size: { w: 10 + (i % 90), h: 5 + ((i * 3) % 40), d: 1 + ((i * 11) % 60) },
      discontinued: i % 13 === 0,
      replacedBy: i % 13 === 0 ? i + 2 : null,
    });
  }
  return { shop: 'Demo Shop', generatedAt: '2024-06-01T12:00:00Z', categories };
}

export class ShopReportsController extends Controller {
  /** Sales by region: filter, per-order totals, a two-key sort, grouping and top orders. */
  @Api({ namespace: 'heldout/v1', endpoint: '/sales', params: { n: 'number' } })
  salesReport({ n }: { n: number }) {
    const orders = buildOrders(n);
    const settled = orders
      .filter((order) => order.status !== 'refunded')
      .map((order) => {
        const subtotal = order.items.reduce((sum, { qty, unitPrice }) => sum + qty * unitPrice, 0);
        const discount = (subtotal * (order.coupon?.percent ?? 0)) / 100;
        return {
          id: order.id,
          customer: order.customer,
          region: order.region,
          month: order.placedOn.slice(0, 7),
          units: order.items.reduce((sum, item) => sum + item.qty, 0),
          total: roundTo(subtotal - discount, 2),
          pending: order.status === 'pending',
        };
      });

    const ranked = [...settled].sort((a, b) => b.total - a.total || a.id - b.id);
    const byRegion: Record<string, { orders: number; units: number; revenue: number; customers: Set<string> }> = {};
    for (const sale of settled) {
      const group = (byRegion[sale.region] ??= { orders: 0, units: 0, revenue: 0, customers: new Set() });
      group.orders++;
      group.units += sale.units;
      group.revenue += sale.total;
      group.customers.add(sale.customer);
    }
    const regions = Object.entries(byRegion)
      .map(([region, { orders: count, units, revenue, customers }]) => ({
        region,
        orders: count,
        units,
        revenue: roundTo(revenue, 2),
        averageOrder: roundTo(revenue / count, 2),
        customers: customers.size,
      }))
      .sort((a, b) => (a.region < b.region ? -1 : a.region > b.region ? 1 : 0));

    const pendingValue = settled.filter((s) => s.pending).reduce((sum, s) => sum + s.total, 0);
    const monthly = new Map<string, number>();
    for (const { month, total } of settled) monthly.set(month, (monthly.get(month) ?? 0) + total);
    const bestMonth = [...monthly.entries()].reduce((best, entry) => (entry[1] > best[1] ? entry : best));

    return {
      orders: orders.length,
      settled: settled.length,
      refunded: orders.length - settled.length,
      withCoupon: orders.filter((o) => o.coupon !== undefined).length,
      revenue: roundTo(settled.reduce((sum, s) => sum + s.total, 0), 2),
      pendingValue: roundTo(pendingValue, 2),
      regions,
      bestMonth: { month: bestMonth[0], revenue: roundTo(bestMonth[1], 2) },
      top: ranked.slice(0, 5).map(({ id, customer, total }) => ({ id, customer, total })),
      largestByUnits: settled.reduce((best, s) => (s.units > best.units ? s : best), settled[0])?.id ?? null,
    };
  }

  /** Word frequencies of a generated text: normalise, split, count, rank, top 10. */
  @Api({ namespace: 'heldout/v1', endpoint: '/words', params: { n: 'number' } })
  wordFrequency({ n }: { n: number }) {
    const text = buildText(n);
    const words = text
      .toLowerCase()
      .split(/[^a-z']+/)
      .filter((word) => word.length > 0);

    const counts: Record<string, number> = {};
    for (const word of words) counts[word] = (counts[word] ?? 0) + 1;

    const ranked = Object.entries(counts).sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0));
    const byInitial = new Map<string, number>();
    for (const word of Object.keys(counts)) byInitial.set(word[0], (byInitial.get(word[0]) ?? 0) + counts[word]);

    const sentences = text.split(/[.!?]/).filter((s) => s.trim() !== '');
    const longest = words.reduce((a, b) => (b.length > a.length ? b : a), '');
    const totalLetters = words.reduce((sum, word) => sum + word.length, 0);

    return {
      characters: text.length,
      words: words.length,
      distinct: ranked.length,
      sentences: sentences.length,
      exclamations: (text.match(/!/g) ?? []).length,
      averageWordLength: words.length ? Number((totalLetters / words.length).toFixed(3)) : 0,
      wordsPerSentence: sentences.length ? Math.round((words.length / sentences.length) * 10) / 10 : 0,
      longest,
      top: ranked.slice(0, 10).map(([word, count]) => ({ word, count })),
      rare: ranked.filter(([, count]) => count === 1).map(([word]) => word),
      byInitial: Object.fromEntries([...byInitial].sort(([a], [b]) => (a < b ? -1 : 1))),
      hasWordPress: 'wordpress' in counts,
    };
  }

  /** Sensor statistics: trigonometric signal, moving average, variance, percentiles, distances. */
  @Api({ namespace: 'heldout/v1', endpoint: '/sensors', params: { n: 'number' } })
  sensorStats({ n }: { n: number }) {
    const random = seededRandom(n + 99);
    const readings = Array.from({ length: n }, (_, i) => {
      const t = i / 24;
      const noise = Math.floor(random() * 21) - 10;
      return {
        celsius: 18 + 6 * Math.sin(t) + 2.5 * Math.cos(t / 3) + noise / 10,
        humidity: Math.round(55 + 20 * Math.sin(t / 2 + 1)) + (i % 3),
        x: Math.cos(i) * (1 + (i % 7)),
        y: Math.sin(i) * (1 + (i % 5)),
      };
    });

    const temps = readings.map((r) => r.celsius);
    const mean = temps.reduce((a, b) => a + b, 0) / (temps.length || 1);
    const variance = temps.reduce((acc, v) => acc + Math.pow(v - mean, 2), 0) / (temps.length || 1);

    const window = 12;
    let windowSum = 0;
    let peakAverage = -Infinity;
    const smoothed: number[] = [];
    temps.forEach((value, i) => {
      windowSum += value;
      if (i >= window) windowSum -= temps[i - window];
      const average = windowSum / Math.min(i + 1, window);
      smoothed.push(average);
      peakAverage = Math.max(peakAverage, average);
    });
    let crossings = 0;
    for (let i = 1; i < smoothed.length; i++) {
      if ((smoothed[i - 1] < mean) !== (smoothed[i] < mean)) crossings++;
    }

    const sorted = [...temps].sort((a, b) => a - b);
    const percentile = (p: number): number => {
      if (sorted.length === 0) return 0;
      const rank = (p / 100) * (sorted.length - 1);
      const low = Math.floor(rank);
      const high = Math.ceil(rank);
      return sorted[low] + (sorted[high] - sorted[low]) * (rank - low);
    };

    let path = 0;
    let farthest = 0;
    for (let i = 1; i < readings.length; i++) {
      const { x, y } = readings[i];
      path += Math.hypot(x - readings[i - 1].x, y - readings[i - 1].y);
      farthest = Math.max(farthest, Math.sqrt(x * x + y * y));
    }

    const humidity = readings.map((r) => r.humidity);
    const buckets = new Array<number>(5).fill(0);
    for (const h of humidity) buckets[Math.min(4, Math.max(0, Math.floor((h - 30) / 10)))]++;

    return {
      count: n,
      mean: roundTo(mean, 4),
      stdDev: roundTo(Math.sqrt(variance), 4),
      min: roundTo(sorted[0] ?? 0, 4),
      max: roundTo(sorted[sorted.length - 1] ?? 0, 4),
      median: roundTo(percentile(50), 4),
      p95: roundTo(percentile(95), 4),
      peakAverage: roundTo(peakAverage, 4),
      crossings,
      humidityRange: humidity.length ? [Math.min(...humidity), Math.max(...humidity)] : [],
      humidityBuckets: buckets,
      meanAbsDeviation: roundTo(temps.reduce((acc, v) => acc + Math.abs(v - mean), 0) / (temps.length || 1), 4),
      path: roundTo(path, 3),
      farthest: roundTo(farthest, 3),
      frostDays: temps.filter((v) => v < 12).length,
    };
  }

  /** A catalog export: nested data to JSON text, parsed back, and summarised from the parsed copy. */
  @Api({ namespace: 'heldout/v1', endpoint: '/catalog', params: { n: 'number' } })
  catalogExport({ n }: { n: number }) {
    const catalog = buildCatalog(n);
    const json = JSON.stringify(catalog);
    const parsed = JSON.parse(json) as ReturnType<typeof buildCatalog>;

    const categories = parsed.categories.map(({ slug, label, products }) => {
      const active = products.filter((p) => !p.discontinued);
      const units = active.reduce((sum, p) => sum + Object.values(p.stock).reduce((a, b) => a + b, 0), 0);
      const stockValue = active.reduce(
        (sum, p) => sum + Object.values(p.stock).reduce((a, b) => a + b, 0) * p.priceCents,
        0,
      );
      const volume = products.reduce((sum, { size: { w, h, d } }) => sum + w * h * d, 0);
      return {
        slug,
        label,
        products: products.length,
        discontinued: products.length - active.length,
        units,
        stockValue: stockValue / 100,
        averageVolume: products.length ? Math.round(volume / products.length) : 0,
      };
    });

    const allProducts = parsed.categories.flatMap((c) => c.products);
    const tagCounts: Record<string, number> = {};
    for (const tag of allProducts.flatMap((p) => p.tags)) tagCounts[tag] = (tagCounts[tag] ?? 0) + 1;
    const outOfStock = allProducts.filter((p) => Object.keys(p.stock).length === 0).map((p) => p.id);
    const priciest = allProducts.reduce<Product | null>(
      (best, p) => (best === null || p.priceCents > best.priceCents ? p : best),
      null,
    );
    const byWarehouse: Record<string, number> = {};
    for (const { stock } of allProducts)
      for (const [warehouse, qty] of Object.entries(stock)) byWarehouse[warehouse] = (byWarehouse[warehouse] ?? 0) + qty;

    const summary = { categories, tagCounts, byWarehouse };
    return {
      bytes: json.length,
      roundTrip: JSON.stringify(parsed) === json,
      summaryLength: JSON.stringify(summary).length,
      ...summary,
      outOfStock: outOfStock.slice(0, 10),
      outOfStockCount: outOfStock.length,
      priciest: priciest ? { id: priciest.id, title: priciest.title, price: priciest.price } : null,
      replacements: allProducts.filter((p) => p.replacedBy !== null).length,
      firstProduct: allProducts[0] ? JSON.stringify(allProducts[0]) : null,
    };
  }

  /** An invoice export: CSV with quoting, and a fixed-width text report of the same lines. */
  @Api({ namespace: 'heldout/v1', endpoint: '/invoice', params: { n: 'number' } })
  invoiceExport({ n }: { n: number }) {
    const random = seededRandom(2 * n + 5);
    const lines = Array.from({ length: n }, (_, i) => {
      const name = PRODUCT_NAMES[Math.floor(random() * PRODUCT_NAMES.length)];
      const qty = 1 + Math.floor(random() * 12);
      const price = (99 + Math.floor(random() * 90000)) / 100;
      return { sku: `INV-${(i + 1).toString(36).toUpperCase().padStart(5, '0')}`, name, qty, price, total: qty * price };
    });

    const csvCell = (value: string | number): string => {
      const text = String(value);
      return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
    };
    const header = ['sku', 'product', 'qty', 'unit price', 'total'];
    const csv = [header, ...lines.map((l) => [l.sku, l.name, l.qty, l.price.toFixed(2), l.total.toFixed(2)])]
      .map((row) => row.map(csvCell).join(','))
      .join('\n');

    const width = 52;
    const rule = '-'.repeat(width);
    const grandTotal = lines.reduce((sum, l) => sum + l.total, 0);
    const body = lines.map(
      ({ sku, name, qty, total }, i) =>
        `${String(i + 1).padStart(4)}. ${sku} ${name.length > 10 ? `${name.slice(0, 9)}…` : name.padEnd(10)} ×${String(qty).padStart(3)} ${total.toFixed(2).padStart(10)}`,
    );
    const report = [
      `invoice for ${'demo shop'.toUpperCase()}`.padEnd(width, '.'),
      rule,
      ...body,
      rule,
      `${'TOTAL'.padEnd(width - 14)}${grandTotal.toFixed(2).padStart(14)}`,
    ].join('\n');

    const reportLines = report.split('\n');
    let checksum = 0;
    for (const line of reportLines) checksum = (checksum * 31 + line.length) % 1000003;

    return {
      csvLength: csv.length,
      csvRows: csv.split('\n').length,
      quotedRows: csv.split('\n').filter((row) => row.includes('"')).length,
      csvHead: csv.split('\n').slice(0, 3),
      reportLength: report.length,
      reportHead: reportLines.slice(0, 4),
      reportTail: reportLines.slice(-2),
      widest: Math.max(...reportLines.slice(0, 50).map((line) => line.length)),
      checksum,
      initials: lines
        .slice(0, 20)
        .map((l) => l.name.charAt(0))
        .join(''),
    };
  }
}
