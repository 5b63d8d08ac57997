// Reports and workflows of the task board (issue 16): Map/Set queues changed while they are
// walked, JSON exports with replacers and revivers, filters read straight from params,
// static configuration built by static blocks, search with run-time regular expressions.
// Extra project file of the everyday corpus (everyday/cases.ts).
export const REPORTS = `
import type { Task } from './models';

/** Tasks in dependency order: a Set used as a work queue that grows while it is walked. */
export function buildOrder(deps: Record<string, string[]>, goal: string): string[] {
  const queue = new Set<string>([goal]);
  for (const step of queue) {
    for (const before of deps[step] ?? []) {
      queue.delete(before);
      queue.add(before);
    }
  }
  return [...queue].reverse();
}

/** Moves every overdue task to the end of the board's map as it walks it (Node visits them again). */
export function rotateOverdue(order: Map<number, string>, overdue: Set<number>): string[] {
  const log: string[] = [];
  for (const [id, title] of order) {
    log.push(title);
    if (overdue.has(id)) {
      overdue.delete(id);
      order.delete(id);
      order.set(id, title + ' (late)');
    }
  }
  return log;
}

/** Retires tags with no task left, while counting the rest. */
export function pruneTags(usage: Map<string, number>): { kept: string[]; dropped: number } {
  const kept: string[] = [];
  let dropped = 0;
  usage.forEach((count, tag) => {
    if (count === 0) {
      usage.delete(tag);
      dropped++;
    } else kept.push(tag + ':' + count);
  });
  return { kept, dropped };
}

/** The export file: no secrets, no empty assignee, dates as text. */
export function exportTasks(tasks: Task[], indent?: number): string {
  return JSON.stringify(
    { version: 2, tasks, exportedBy: null, token: 'secret' },
    (key, value) => (key === 'token' || key === 'exportedBy' || (key === 'assignee' && value === null) ? undefined : value),
    indent,
  );
}

/** Reads an export back, dropping the fields an older version wrote as null. */
export function importTasks(json: string): Record<string, unknown>[] {
  const data = JSON.parse(json, (key, value) => (value === null && key !== '' ? undefined : value));
  return data.tasks;
}

export interface Filters { page: number; perPage: number; status: string; search: string }

/** Query filters as a REST client sends them: strings, or nothing at all. */
export function readFilters(query: Record<string, unknown>): Filters {
  const page = Number(query.page);
  const perPage = Number(query['per_page']);
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    perPage: Number.isNaN(perPage) ? 10 : Math.min(Math.max(perPage, 1), 50),
    status: String(query.status ?? 'any'),
    search: \`\${query.search ?? ''}\`.trim(),
  };
}

/** Describes a raw query for the debug log. */
export function describeQuery(query: Record<string, unknown>): string {
  return \`page=\${query.page} status=\${query.status} tag=\${String(query.tag)}\`;
}

export class Defaults {
  static readonly statuses: string[] = [];
  static {
    for (const s of ['todo', 'doing', 'done']) Defaults.statuses.push(s);
    Defaults.log('block 1 sees perPage=' + Defaults.describe());
    Defaults.set(99);
  }
  static perPage = 10;
  static label = 'per page: ' + Defaults.perPage;
  static readonly trace: string[] = [];
  static log(line: string): void {
    (Defaults.pending ??= []).push(line);
  }
  static pending: string[] | undefined;
  static describe(): string {
    return Defaults.perPage === undefined ? 'unset' : String(Defaults.perPage);
  }
  static set(n: number): void {
    Defaults.perPage = n;
  }
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^\${}()|[\\]\\\\]/g, '\\\\$&');

/** Titles that contain the term, whole words first, case and accents as the user typed. */
export function search(tasks: Task[], term: string): { exact: string[]; partial: string[] } {
  const word = new RegExp('\\\\b' + escapeRegExp(term) + '\\\\b', 'i');
  const any = new RegExp(escapeRegExp(term), 'i');
  const exact: string[] = [];
  const partial: string[] = [];
  for (const t of tasks) {
    if (word.test(t.title)) exact.push(t.title);
    else if (any.test(t.title)) partial.push(t.title);
  }
  return { exact, partial };
}

/** Highlights every match of the term: replace with a function, indexes from matchAll. */
export function highlight(text: string, term: string): { html: string; at: number[] } {
  const re = new RegExp(escapeRegExp(term), 'gi');
  const at = [...text.matchAll(re)].map((m) => m.index ?? -1);
  const html = text.replace(re, (m) => '<mark>' + m + '</mark>');
  return { html, at };
}

/** People sorted as a French or German reader expects. */
export function roster(names: string[]): string[] {
  return names.toSorted((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base' }) || a.localeCompare(b));
}

/** Counts by key in first-seen order; a class the controllers share. */
export class Tally {
  private readonly counts = new Map<string, number>();
  add(key: string, by = 1): this {
    this.counts.set(key, (this.counts.get(key) ?? 0) + by);
    return this;
  }
  get total(): number {
    let sum = 0;
    this.counts.forEach((n) => (sum += n));
    return sum;
  }
  /** Drops keys under the threshold, folding them into 'other' (added while walking). */
  fold(threshold: number): Record<string, number> {
    for (const [key, n] of this.counts) {
      if (key !== 'other' && n < threshold) {
        this.counts.delete(key);
        this.add('other', n);
      }
    }
    return Object.fromEntries(this.counts);
  }
}

/** A base view whose constructor lets subclasses prepare, as UI code often does. */
export abstract class View {
  readonly trace: string[] = [];
  constructor(readonly title: string) {
    this.prepare();
  }
  protected prepare(): void {}
  render(): string {
    return this.title;
  }
}

export class ListView extends View {
  empty = 'Nothing yet';
  items: string[] = [];
  protected prepare(): void {
    this.trace.push('prepare: empty=' + (this.empty === undefined ? 'unset' : this.empty));
    this.empty = 'Loading…';
  }
  render(): string {
    return this.items.length ? \`\${this.title}: \${this.items.join(', ')}\` : \`\${this.title}: \${this.empty}\`;
  }
}

/** Links to each tag's archive. */
export function tagLinks(tags: string[], base: string): string[] {
  return tags.map((t) => base + '?tag=' + encodeURIComponent(t));
}
`;
