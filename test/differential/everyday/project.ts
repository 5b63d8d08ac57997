// The helper modules of the everyday-language corpus (issue 16): a small task-board plugin
// written the way TypeScript developers write it — generic collection helpers, models
// with getters and setters, async loaders, and an abstract base controller that the
// suites' controllers extend. Project files, relative to the project root.
export const FILES: Record<string, string> = {
  'app/lib/collections.ts': `
export function groupBy<T, K extends string>(xs: T[], key: (x: T) => K): Record<K, T[]> {
  const acc = {} as Record<K, T[]>;
  for (const x of xs) (acc[key(x)] ??= []).push(x);
  return acc;
}

export function countBy<T>(xs: readonly T[], key: (x: T) => string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const x of xs) out[key(x)] = (out[key(x)] ?? 0) + 1;
  return out;
}

export function indexBy<T extends { id: number }>(xs: T[]): Record<string, T> {
  const out: Record<string, T> = {};
  for (const x of xs) out[String(x.id)] = x;
  return out;
}

export const first = <T>(xs: readonly T[]): T | undefined => xs[0];

export function last<T>(xs: readonly T[]): T | undefined {
  return xs.length ? xs[xs.length - 1] : undefined;
}

export function pluck<T, K extends keyof T>(xs: T[], key: K): T[K][] {
  return xs.map((x) => x[key]);
}

export function sumBy<T>(xs: T[], f: (x: T) => number): number {
  return xs.reduce((sum, x) => sum + f(x), 0);
}

export function uniq<T>(xs: T[]): T[] {
  return xs.filter((x, i) => xs.indexOf(x) === i);
}

export function chunk<T>(xs: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += size) out.push(xs.slice(i, i + size));
  return out;
}

export function mapValues<V, R>(o: Record<string, V>, f: (v: V, k: string) => R): Record<string, R> {
  const out: Record<string, R> = {};
  for (const [k, v] of Object.entries(o)) out[k] = f(v, k);
  return out;
}

export function pick<T extends object, K extends keyof T>(o: T, keys: K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const k of keys) out[k] = o[k];
  return out;
}

export function maxBy<T>(xs: T[], f: (x: T) => number): T | undefined {
  let best: T | undefined;
  let score = -Infinity;
  for (const x of xs) {
    const s = f(x);
    if (s > score) {
      score = s;
      best = x;
    }
  }
  return best;
}

export function prop<T, K extends keyof T>(o: T, key: K): T[K] {
  return o[key];
}

export function increment<K extends string>(counts: Partial<Record<K, number>>, key: K, by = 1): number {
  counts[key] = (counts[key] ?? 0) + by;
  return counts[key]!;
}

export class Box<T> {
  constructor(private readonly value: T) {}
  map<R>(f: (v: T) => R): Box<R> {
    return new Box(f(this.value));
  }
  get(): T {
    return this.value;
  }
}

export class Stack<T> {
  private items: T[] = [];
  push(x: T): this {
    this.items.push(x);
    return this;
  }
  pop(): T | undefined {
    return this.items.pop();
  }
  get size(): number {
    return this.items.length;
  }
  get top(): T | undefined {
    return this.items[this.items.length - 1];
  }
  get isEmpty(): boolean {
    return this.items.length === 0;
  }
}

export class Registry<T> {
  private entries: Record<string, T> = {};
  register(name: string, value: T): void {
    this.entries[name] = value;
  }
  lookup(name: string): T | undefined {
    return this.entries[name];
  }
  get names(): string[] {
    return Object.keys(this.entries).sort();
  }
}
`,
  'app/lib/models.ts': `
export interface Assignee { name: string; load: number }
export interface Task {
  id: number;
  title: string;
  done: boolean;
  status: 'todo' | 'doing' | 'done';
  tags: string[];
  estimate?: number;
  assignee: Assignee | null;
}

export function seed(): Task[] {
  return [
    { id: 1, title: 'Write docs', done: false, status: 'todo', tags: ['docs'], estimate: 3, assignee: { name: 'ana', load: 2 } },
    { id: 2, title: 'Fix login', done: false, status: 'doing', tags: ['bug', 'auth'], assignee: { name: 'bo', load: 5 } },
    { id: 3, title: '', done: true, status: 'done', tags: [], estimate: 0, assignee: null },
    { id: 4, title: 'Ship it', done: false, status: 'todo', tags: ['release', 'docs'], estimate: 8, assignee: { name: 'ana', load: 2 } },
  ];
}

export interface Column { name: string; tasks: Task[]; limit: number }
export interface Board { title: string; columns: Column[]; stats: { moves: number; byStatus: Record<string, number> } }

export function board(): Board {
  const tasks = seed();
  return {
    title: 'Sprint',
    columns: [
      { name: 'todo', tasks: tasks.filter((t) => t.status === 'todo'), limit: 3 },
      { name: 'doing', tasks: tasks.filter((t) => t.status === 'doing'), limit: 2 },
      { name: 'done', tasks: tasks.filter((t) => t.status === 'done'), limit: 99 },
    ],
    stats: { moves: 0, byStatus: { todo: 2, doing: 1, done: 1 } },
  };
}

export function findTask(tasks: Task[], id: number): Task | undefined {
  return tasks.find((t) => t.id === id);
}

interface Line { sku: string; qty: number; price: number }

export class Cart {
  private lines: Line[] = [];
  private pct = 0;
  add(sku: string, qty: number, price: number): this {
    const line = this.lines.find((l) => l.sku === sku);
    if (line) line.qty += qty;
    else this.lines.push({ sku, qty, price });
    return this;
  }
  get count(): number {
    return this.lines.reduce((n, l) => n + l.qty, 0);
  }
  get subtotal(): number {
    return this.lines.reduce((n, l) => n + l.qty * l.price, 0);
  }
  get discount(): number {
    return this.pct;
  }
  set discount(pct: number) {
    if (pct < 0 || pct > 50) throw new RangeError('discount must be between 0 and 50');
    this.pct = pct;
  }
  get total(): number {
    return Math.round(this.subtotal * (100 - this.pct)) / 100;
  }
  get skus(): string[] {
    return this.lines.map((l) => l.sku);
  }
}

export class Temperature {
  static readonly ABSOLUTE_ZERO = -273.15;
  static #made = 0;
  #celsius: number;
  constructor(celsius: number) {
    this.#celsius = celsius;
    Temperature.#made++;
  }
  static get made(): number {
    return Temperature.#made;
  }
  get celsius(): number {
    return this.#celsius;
  }
  set celsius(value: number) {
    if (value < Temperature.ABSOLUTE_ZERO) throw new RangeError('below absolute zero');
    this.#celsius = value;
  }
  get fahrenheit(): number {
    return Math.round((this.#celsius * 9) / 5 + 32);
  }
  set fahrenheit(f: number) {
    this.celsius = ((f - 32) * 5) / 9;
  }
}

export class Person {
  constructor(public first: string, public last: string) {}
  get fullName(): string {
    return this.first + ' ' + this.last;
  }
  set fullName(value: string) {
    const [first, ...rest] = value.split(' ');
    this.first = first ?? '';
    this.last = rest.join(' ');
  }
  get initials(): string {
    return (this.first[0] ?? '') + (this.last[0] ?? '');
  }
}

export class Employee extends Person {
  constructor(first: string, last: string, public role: string) {
    super(first, last);
  }
  get fullName(): string {
    return super.fullName + ' (' + this.role + ')';
  }
  set fullName(value: string) {
    super.fullName = value;
  }
}

export async function loadTasks(): Promise<Task[]> {
  return seed();
}

export async function loadTask(id: number): Promise<Task> {
  const tasks = await loadTasks();
  const task = tasks.find((t) => t.id === id);
  if (!task) throw new Error('no task ' + id);
  return task;
}

export async function totalEstimate(): Promise<number> {
  let sum = 0;
  for (const t of await loadTasks()) sum += t.estimate ?? 0;
  return sum;
}

export const delayed = async <T>(value: T): Promise<T> => value;
`,
  'app/lib/base.ts': `
import { Controller } from 'ts2wp';

export interface Hooks {
  before?: (s: string) => string;
  after?: (s: string) => string;
}

/** Shared helpers of the board's controllers; the routes are declared in the subclasses. */
export abstract class BaseController extends Controller {
  protected ok<T>(data: T): { ok: true; data: T } {
    return { ok: true, data };
  }

  protected fail(code: string, message: string): { ok: false; error: { code: string; message: string } } {
    return { ok: false, error: { code, message } };
  }

  protected page(raw: unknown, fallback = 1): number {
    const n = typeof raw === 'string' ? parseInt(raw, 10) : typeof raw === 'number' ? raw : NaN;
    return Number.isFinite(n) && n >= 1 ? Math.floor(n) : fallback;
  }

  protected paginate<T>(items: T[], page: number, perPage: number): { items: T[]; total: number; pages: number } {
    const start = (page - 1) * perPage;
    return { items: items.slice(start, start + perPage), total: items.length, pages: Math.ceil(items.length / perPage) };
  }

  protected format(text: string, hooks: Hooks): string {
    const before = hooks.before?.(text) ?? text;
    return hooks.after?.(before) ?? before;
  }

  protected get label(): string {
    return 'board';
  }

  protected async load<T>(value: T): Promise<T> {
    return value;
  }
}
`,
};
