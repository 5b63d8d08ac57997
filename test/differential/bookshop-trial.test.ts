// Issue 30's held-out trial: a bookshop plugin written the way a TypeScript developer
// writes everyday code, before reading the compiler (class instances with getters spread
// into responses, optional fields left undefined, Maps and Sets, localeCompare, dates and
// Intl, string utilities, reduce/flatMap/entries, JSON round trips, errors thrown and
// caught, default parameters and destructuring defaults, static members, labelled loops).
// Four handlers (catalog, stats, import, receipt), each called with several requests; every
// call runs in Node and in PHP 7.4, 8.3 and the newest php-wasm, and the JSON must match.
import { describe } from 'vitest';
import { differentialSuite, type DiffCase } from '../helpers/differential.js';

const MODULE = `
type Genre = 'fiction' | 'history' | 'science' | 'poetry';

const GENRES: readonly Genre[] = ['fiction', 'history', 'science', 'poetry'];

interface BookInput {
  id: number;
  title: string;
  author: string;
  genre: Genre;
  price: number;
  published: string;
  subtitle?: string;
  tags?: string[];
  rating?: number;
}

const CONFIG = Object.freeze({ pageSize: 3, currency: 'USD', classicAge: 50 });

const COUPONS: Record<string, number> = { SPRING: 0.1, VIP: 0.25 };

function slugify(text: string, sep = '-'): string {
  return text
    .normalize('NFKD')
    .replace(/[\\u0300-\\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, sep)
    .replace(/^-+|-+$/g, '');
}

const fold = (s: string) => s.normalize('NFD').replace(/\\p{M}/gu, '').toLowerCase();

function truncate(text: string, max = 20, ellipsis = '…'): string {
  return text.length <= max ? text : text.slice(0, max - ellipsis.length).trimEnd() + ellipsis;
}

class Money {
  static readonly currency = CONFIG.currency;
  private static formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  static zero = new Money(0);

  constructor(readonly cents: number) {}

  static of(amount: number): Money {
    return new Money(Math.round(amount * 100));
  }

  get amount(): number {
    return this.cents / 100;
  }

  plus(other: Money): Money {
    return new Money(this.cents + other.cents);
  }

  times(n: number): Money {
    return new Money(Math.round(this.cents * n));
  }

  toString(): string {
    return Money.formatter.format(this.amount);
  }

  toJSON() {
    return { cents: this.cents, text: this.toString() };
  }
}

class Book {
  static created = 0;
  readonly id: number;
  title: string;
  author: string;
  genre: Genre;
  subtitle?: string;
  tags: string[];
  rating?: number;
  price: Money;
  published: Date;

  constructor(input: BookInput) {
    Book.created++;
    this.id = input.id;
    this.title = input.title.trim();
    this.author = input.author;
    this.genre = input.genre;
    this.subtitle = input.subtitle;
    this.tags = input.tags ?? [];
    this.rating = input.rating;
    this.price = Money.of(input.price);
    this.published = new Date(input.published);
  }

  get fullTitle(): string {
    return this.subtitle ? \`\${this.title}: \${this.subtitle}\` : this.title;
  }

  get slug(): string {
    return slugify(\`\${this.author} \${this.title}\`);
  }

  get year(): number {
    return this.published.getUTCFullYear();
  }

  isClassic(now = new Date('2025-01-01T00:00:00Z')): boolean {
    return now.getUTCFullYear() - this.year >= CONFIG.classicAge;
  }

  summary() {
    return { ...this, fullTitle: this.fullTitle, slug: this.slug };
  }
}

// First written \`readonly line: number\`: TS2WP3403 (PHP's Exception owns $line), docs/decisions.md.
class ImportError extends Error {
  constructor(
    readonly lineNo: number,
    message: string,
  ) {
    super(message);
    this.name = 'ImportError';
  }
}

const SAMPLE: BookInput[] = [
  { id: 1, title: 'Cien años de soledad', author: 'Gabriel García Márquez', genre: 'fiction', price: 18.5, published: '1967-05-30', tags: ['classic', 'magical realism'], rating: 4.6 },
  { id: 2, title: 'Germinal', author: 'Émile Zola', genre: 'fiction', price: 12, published: 'March 1, 1885', tags: ['classic', 'france'] },
  { id: 3, title: 'Solaris', author: 'Stanisław Lem', genre: 'science', price: 14.99, published: '1961/06/01', subtitle: 'A Novel', tags: ['space', 'classic'], rating: 4.2 },
  { id: 4, title: 'The Dispossessed', author: 'Ursula K. Le Guin', genre: 'science', price: 16.25, published: '1974-05-01T00:00:00Z', subtitle: 'An Ambiguous Utopia', tags: ['space', 'politics'], rating: 4.4 },
  { id: 5, title: 'Half of a Yellow Sun', author: 'Chimamanda Ngozi Adichie', genre: 'history', price: 15, published: '2006-08-11', tags: ['nigeria'] },
  { id: 6, title: 'ariel', author: 'Sylvia Plath', genre: 'poetry', price: 9.95, published: '1965-03-01', rating: 4.1 },
  { id: 7, title: 'Éloge de l’ombre', author: 'Jun’ichirō Tanizaki', genre: 'history', price: 8.4, published: '1933-12-01', tags: ['japan', 'essay'] },
  { id: 8, title: 'Always Coming Home', author: 'Ursula K. Le Guin', genre: 'fiction', price: 21, published: '1985-09-01', tags: ['politics'] },
];

function parseLine(line: string, index: number): BookInput {
  const [title = '', author = 'Anonymous', genre = 'fiction', price = '0', published = '', ...tags] = line
    .split('|')
    .map((s) => s.trim());
  if (!title) throw new ImportError(index + 1, 'missing title');
  if (!GENRES.includes(genre as Genre)) throw new ImportError(index + 1, \`unknown genre "\${genre}"\`);
  const amount = Number.parseFloat(price.replace(',', '.'));
  if (Number.isNaN(amount)) throw new ImportError(index + 1, \`bad price \${JSON.stringify(price)}\`);
  const date = new Date(published);
  if (Number.isNaN(date.getTime())) throw new ImportError(index + 1, \`bad date "\${published}"\`);
  return {
    id: index + 1,
    title,
    author,
    genre: genre as Genre,
    price: amount,
    published: date.toISOString().slice(0, 10),
    tags: tags.length ? tags : undefined,
  };
}

interface CatalogQuery {
  genre?: Genre;
  q?: string;
  sort?: 'author' | 'title' | 'price' | 'year';
  page?: number;
  perPage?: number;
}

interface ReceiptLine {
  title: string;
  qty?: number;
  price: number;
}

interface ReceiptRequest {
  items?: ReceiptLine[];
  customer?: string;
  coupon?: string;
  tz?: string;
  width?: number;
  at?: string;
  no?: number;
}
`;

const CATALOG = `const { genre, q, sort = 'author', page = 1, perPage = CONFIG.pageSize } = params as CatalogQuery;
const books = SAMPLE.map((b) => new Book(b));
const needle = q ? fold(q) : '';
const matches = books.filter(
  (b) => (!genre || b.genre === genre) && (!needle || fold(b.fullTitle + ' ' + b.author).includes(needle)),
);
const sorters: Record<string, (a: Book, b: Book) => number> = {
  author: (a, b) => a.author.localeCompare(b.author) || a.title.localeCompare(b.title),
  title: (a, b) => a.title.localeCompare(b.title),
  price: (a, b) => a.price.cents - b.price.cents,
  year: (a, b) => b.year - a.year,
};
matches.sort(sorters[sort]);
const start = (page - 1) * perPage;
const dateFmt = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
return {
  total: matches.length,
  page,
  pages: Math.ceil(matches.length / perPage),
  items: matches.slice(start, start + perPage).map((b) => ({
    ...b.summary(),
    published: dateFmt.format(b.published),
    classic: b.isClassic(),
  })),
  first: matches[0],
  genres: [...new Set(books.map((b) => b.genre))].sort(),
};`;

const STATS = `const input: BookInput[] = params.books ?? SAMPLE;
const books = input.map((b) => new Book(b));
const byGenre: Record<string, Book[]> = {};
for (const b of books) (byGenre[b.genre] ??= []).push(b);
const tagCounts = new Map<string, number>();
for (const tag of books.flatMap((b) => b.tags)) tagCounts.set(tag, (tagCounts.get(tag) ?? 0) + 1);
const topTags = [...tagCounts]
  .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
  .slice(0, 3)
  .map(([t, n]) => \`\${t} (\${n})\`);
const authors = new Set(books.map((b) => b.author));
const total = books.reduce((sum, b) => sum.plus(b.price), Money.zero);
const ratings = books.map((b) => b.rating).filter((r): r is number => r !== undefined);
const average = ratings.length ? ratings.reduce((a, b) => a + b, 0) / ratings.length : undefined;
const genres = Object.keys(byGenre);
const biggest = genres.reduce((best, g) => (byGenre[g].length > byGenre[best].length ? g : best), genres[0]);
const perGenre = Object.fromEntries(
  Object.entries(byGenre).map(([g, list]) => [
    g,
    { count: list.length, value: String(list.reduce((m, b) => m.plus(b.price), Money.zero)), newest: Math.max(...list.map((b) => b.year)) },
  ]),
);
let pair: string | undefined;
outer: for (const a of books) {
  for (const b of books) {
    if (a === b) continue;
    if (a.author === b.author && a.genre !== b.genre) {
      pair = \`\${a.title} / \${b.title}\`;
      break outer;
    }
  }
}
const [head] = books;
const card = head ? { ...head, price: String(head.price), year: head.year } : null;
const pct = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
return {
  count: books.length,
  created: Book.created > 0,
  authors: authors.size,
  topTags,
  total,
  average: average?.toFixed(2),
  biggest,
  perGenre,
  pair,
  card,
  fields: Object.keys(head ?? {}),
  copy: Object.assign({}, head),
  rated: pct.format(books.length ? ratings.length / books.length : 0),
  decades: books.reduce<Record<string, number>>((acc, b) => {
    const decade = \`\${Math.floor(b.year / 10) * 10}s\`;
    acc[decade] = (acc[decade] ?? 0) + 1;
    return acc;
  }, {}),
};`;

const IMPORT = `const text: string = params.csv ?? '';
const imported: Book[] = [];
const errors: { line: number; message: string }[] = [];
text
  .split(/\\r?\\n/)
  .filter((l) => l.trim() && !l.startsWith('#'))
  .forEach((line, i) => {
    try {
      imported.push(new Book(parseLine(line, i)));
    } catch (e) {
      if (e instanceof ImportError) errors.push({ line: e.lineNo, message: e.message });
      else throw e;
    }
  });
let meta: { source?: string; tags?: string[] } = {};
try {
  meta = JSON.parse(params.meta ?? '{"source":"upload"}');
} catch (e) {
  errors.push({ line: 0, message: e instanceof SyntaxError ? 'meta is not JSON' : String(e) });
}
const snapshot = JSON.parse(JSON.stringify(imported.map((b) => b.summary())));
const grouped = new Map<Genre, string[]>();
for (const b of imported) grouped.set(b.genre, [...(grouped.get(b.genre) ?? []), b.slug]);
return {
  imported: imported.length,
  books: snapshot,
  errors,
  meta,
  source: meta.source ?? 'unknown',
  extraTags: meta.tags?.map((t) => t.toUpperCase()),
  byGenre: Object.fromEntries(grouped),
  pretty: JSON.stringify({ errors: errors.length, first: imported[0]?.title }, null, 2),
};`;

const RECEIPT = `const { items = [], customer = 'guest', coupon, tz = 'UTC', width = 32, at, no = 7 } = params as ReceiptRequest;
const col = width - 12;
const lines = items.map(({ title, qty = 1, price }) => {
  const total = Money.of(price).times(qty);
  return \`\${truncate(title, col).padEnd(col)}\${String(qty).padStart(3)} \${String(total).padStart(8)}\`;
});
const subtotal = items.reduce((m, i) => m.plus(Money.of(i.price).times(i.qty ?? 1)), Money.zero);
const discount = coupon ? COUPONS[coupon.toUpperCase()] : undefined;
const total = discount ? subtotal.times(1 - discount) : subtotal;
const date = new Date(at ?? '2027/04/01 10:30');
let when: string;
try {
  when = date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: tz });
} catch (e) {
  when = \`invalid zone \${tz}\`;
}
const stamp = tz === 'nowhere' ? '' : date.toLocaleTimeString('en-US', { timeStyle: 'long', timeZone: tz });
const day = date.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: tz === 'nowhere' ? 'UTC' : tz });
const name = customer.trim().replace(/\\s+/g, ' ');
return {
  header: \`Receipt for \${name.replace(/\\b\\w/g, (c) => c.toUpperCase())}\`,
  rule: '='.repeat(width),
  lines,
  subtotal: String(subtotal),
  discount,
  savings: discount !== undefined ? \`\${Math.round(discount * 100)}%\` : undefined,
  total,
  when,
  day,
  stamp,
  initials: name.split(' ').map((w) => w[0]?.toUpperCase() ?? '').join(''),
  receiptNo: \`R-\${String(no).padStart(6, '0')}\`,
  coupon: coupon?.trim().toUpperCase(),
};`;

const CSV = [
  '# title | author | genre | price | published | tags…',
  'Le Petit Prince | Antoine de Saint-Exupéry | fiction | 7,50 | 1943-04-06 | children | france',
  'Cosmos | Carl Sagan | science | 11.20 | 10/01/1980',
  ' | Nobody | fiction | 1 | 2020-01-01',
  'Odes | Pablo Neruda | poems | 5 | 1954-01-01',
  'Sapiens | Yuval Noah Harari | history | cheap | 2011-01-01',
  'Dune | Frank Herbert | science | 9.99 | August 1, 1965 | space',
  'Beloved | Toni Morrison | fiction | 13 | someday',
].join('\n');

const call = (name: string, body: string, params: Record<string, unknown> = {}): DiffCase => ({ name, body, params });

const CASES: DiffCase[] = [
  call('catalog: first page by author', CATALOG),
  call('catalog: science sorted by price', CATALOG, { genre: 'science', sort: 'price' }),
  call('catalog: search without accents', CATALOG, { q: 'emile' }),
  call('catalog: by title, second page of two', CATALOG, { sort: 'title', page: 2, perPage: 2 }),
  call('catalog: newest first, no matches past the end', CATALOG, { sort: 'year', page: 9 }),
  call('stats: the sample', STATS),
  call('stats: no books', STATS, { books: [] }),
  call('stats: one unrated book', STATS, {
    books: [
      { id: 9, title: 'Kindred', author: 'Octavia E. Butler', genre: 'fiction', price: 10, published: '1979-06-01' },
    ],
  }),
  call('import: mixed good and bad lines', IMPORT, { csv: CSV }),
  call('import: meta that is not JSON', IMPORT, {
    csv: 'Walden | Henry D. Thoreau | history | 4 | 1854-08-09',
    meta: '{source: x}',
  }),
  call('import: meta with tags', IMPORT, { csv: '', meta: '{"source":"shelf","tags":["new","used"]}' }),
  call('receipt: defaults', RECEIPT),
  call('receipt: items, coupon and a zone', RECEIPT, {
    items: [
      { title: 'Cien años de soledad', qty: 2, price: 18.5 },
      { title: 'A very long title that needs truncating somewhere', price: 9.95 },
    ],
    customer: '  ada   lovelace ',
    coupon: ' spring',
    tz: 'America/New_York',
    at: '2027-11-07T06:30:00Z',
  }),
  call('receipt: unknown coupon, narrow, Tokyo', RECEIPT, {
    items: [{ title: 'Solaris', qty: 3, price: 14.99 }],
    customer: 'grace hopper',
    coupon: 'nope',
    tz: 'Asia/Tokyo',
    width: 24,
    at: 'Dec 31, 2026 23:59',
    no: 1234,
  }),
  call('receipt: VIP without items', RECEIPT, { coupon: 'vip', customer: 'x' }),
  call('receipt: bad zone', RECEIPT, { tz: 'nowhere', at: '2027-04-01' }),
];

describe('bookshop trial (issue 30)', () => {
  differentialSuite('bookshop-trial', CASES, { module: MODULE });
});
