// Issue 30's "undefined that stays undefined" corpus: whole handlers as a plugin developer
// writes them, where a value that may be undefined travels through reassigned locals,
// parameters, return values, `?.`/`??`/`as`, arrays and JSON before it lands in an object.
// Node leaves a key holding undefined out of JSON.stringify and the response; each call must
// answer the same JSON in PHP 7.4 and 8.3. (The option round trip is in
// test/request/undefined-cache.test.ts: it needs WordPress's update_option().)
import { describe } from 'vitest';
import { c, differentialSuite } from '../helpers/differential.js';

const module = `
interface Settings {
  title: string;
  perPage?: number;
  theme?: string;
  footer?: string;
}

const DEFAULTS: Settings = { title: 'Blog', perPage: 10 };

function pick<T>(value: T | undefined, fallback: T | undefined): T | undefined {
  return value !== undefined ? value : fallback;
}

function cleanText(value: string | undefined): string | undefined {
  const t = value?.trim();
  return t ? t : undefined;
}

function mergeSettings(base: Settings, patch: Partial<Settings>): Settings {
  const merged: Settings = { ...base };
  merged.perPage = pick(patch.perPage, base.perPage);
  merged.theme = pick(cleanText(patch.theme), base.theme);
  merged.footer = cleanText(patch.footer);
  return merged;
}

interface Ticket {
  id: number;
  title: string;
  assignee?: string;
  tags?: string[];
}

function assigneeOf(t: Ticket): string | undefined {
  return t.assignee?.trim() || undefined;
}

function label(t: Ticket): string {
  const who = assigneeOf(t);
  return who === undefined ? '#' + t.id + ' unassigned' : '#' + t.id + ' -> ' + who;
}

function formatTicket(t: Ticket) {
  let owner = assigneeOf(t);
  if (owner === 'nobody') owner = undefined;
  const firstTag = t.tags?.[0];
  return { id: t.id, title: t.title, owner, label: label(t), firstTag, tagCount: t.tags?.length };
}

function field(input: unknown, key: string): unknown {
  if (typeof input !== 'object' || input === null) return undefined;
  return (input as Record<string, unknown>)[key];
}

function asString(v: unknown): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

function asNumber(v: unknown): number | undefined {
  return typeof v === 'number' ? v : undefined;
}

const LABELS: Record<string, string> = { bug: 'Bug', feature: 'Feature' };

interface Row {
  kind: string;
  label?: string;
  parent?: string;
}

function rowOf(kind: string, label: string | undefined): Row {
  return { kind, label };
}
`;

const SETTINGS = `const patch: Partial<Settings> = params.patch ?? {};
let theme = patch.theme;
if (theme === '') theme = undefined;
const merged = mergeSettings(DEFAULTS, patch);
const summary = { theme, perPage: merged.perPage, footer: merged.footer };
return { merged, summary, json: JSON.stringify(merged), keys: Object.keys(merged) };`;

const TICKETS = `const tickets: Ticket[] = params.tickets;
const rows = tickets.map(formatTicket);
const owners = tickets.map(assigneeOf);
return { rows, owners, json: JSON.stringify(rows) };`;

const MAPPER = `const raw: unknown = JSON.parse(params.payload);
const name = asString(field(raw, 'name'));
// As TS2WP3222 asks: field(raw, 'email') itself (unknown) would be stored as null (test/diagnostics.test.ts).
const email = asString(field(raw, 'email'));
const age = asNumber(field(raw, 'age')) ?? undefined;
const contact = { name, email, age, nick: asString(field(raw, 'nick')) as string | undefined };
const fields = [name, email];
return { contact, json: JSON.stringify(contact), fields, count: fields.filter((f) => f !== undefined).length };`;

const PROFILE = `interface Profile { display?: string; bio?: string; site?: string }
const input: Profile = params.profile ?? {};
const copy: Profile = {};
for (const key of ['display', 'bio', 'site'] as const) {
  const value = cleanText(input[key]);
  copy[key] = value;
}
const out = { display: copy.display ?? undefined, site: copy.site as string | undefined, bio: copy?.bio };
return { copy, out, json: JSON.stringify({ copy, out }) };`;

const LABELLER = `const kinds: string[] = params.kinds;
// The callback's return type names Row: an inferred { label: string } keeps null (docs/subset/core.md).
const rows = kinds.map((k): Row => ({ kind: k, label: LABELS[k.toLowerCase()] }));
const first = rows[0];
const parent = first?.parent ?? undefined;
const viaParam = rowOf(kinds[1] ?? 'none', LABELS[kinds[1] ?? '']);
let current = LABELS[kinds[0] ?? ''];
if (kinds.length > 2) current = LABELS[kinds[2] ?? ''];
const summary: Partial<Row> = { label: current, parent };
const labels = kinds.map((k) => LABELS[k]);
return { rows, viaParam, summary, labels, json: JSON.stringify({ rows, summary }) };`;

describe('undefined corpus: whole handlers', () => {
  differentialSuite(
    'undefined-corpus',
    [
      c('settings: empty patch', SETTINGS, {}),
      c('settings: blank theme and footer', SETTINGS, { patch: { theme: '', footer: '  ' } }),
      c('settings: every field', SETTINGS, { patch: { theme: ' dark ', footer: 'bye', perPage: 5 } }),
      c('tickets: assigned and not', TICKETS, {
        tickets: [
          { id: 1, title: 'Printer', assignee: ' ann ', tags: ['hw'] },
          { id: 2, title: 'Fax' },
        ],
      }),
      c('tickets: blank and nobody', TICKETS, {
        tickets: [
          { id: 3, title: 'Toner', assignee: '  ', tags: [] },
          { id: 4, title: 'Desk', assignee: 'nobody' },
        ],
      }),
      c('mapper: full payload', MAPPER, { payload: '{"name":"a","email":"a@b.c","age":3,"nick":"x"}' }),
      c('mapper: missing fields', MAPPER, { payload: '{"name":"a"}' }),
      c('mapper: not an object', MAPPER, { payload: '7' }),
      c('mapper: a JSON null stays null', MAPPER, { payload: '{"email":null}' }),
      c('profile: empty', PROFILE, {}),
      c('profile: some fields', PROFILE, { profile: { display: ' Ann ', bio: ' ' } }),
      c('labeller: known kinds', LABELLER, { kinds: ['Bug', 'feature'] }),
      c('labeller: unknown kinds', LABELLER, { kinds: ['Task', 'idea', 'chore'] }),
      c('labeller: no kinds', LABELLER, { kinds: [] }),
    ],
    { module },
  );
});
