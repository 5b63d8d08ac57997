// undefined stored in an object's property (issue 30): JSON.stringify and the response leave
// such a key out, where PHP's one null would write `"key": null`. A ticket plugin's handlers
// pass optional fields through helpers, locals, parameters, spreads, Object.assign, a stored
// copy (JSON and structuredClone) and back out through the response; the cases also check
// what must not change (a JSON null stays null; keys, `in` and arrays as in Node).
import { describe } from 'vitest';
import { differentialSuite } from '../helpers/differential.js';

const module = `
interface Ticket {
  id: number;
  title: string;
  assignee?: string;
  due?: string | null;
  priority?: number;
  labels?: string[];
}

interface TicketInput {
  title?: string;
  assignee?: string;
  due?: string | null;
  priority?: number;
}

/** A trimmed name, or undefined for a blank one. */
function trimmed(name: string | undefined): string | undefined {
  if (name === undefined) return undefined;
  const t = name.trim();
  return t === '' ? undefined : t;
}

function priorityOf(input: TicketInput): number | undefined {
  return input.priority !== undefined && input.priority > 0 ? input.priority : undefined;
}

/** The fields an update may change: every key present, undefined where the input had none. */
function patchOf(input: TicketInput): Partial<Ticket> {
  const assignee = trimmed(input.assignee);
  return { title: input.title, assignee, priority: priorityOf(input) };
}

function create(input: TicketInput, id: number): Ticket {
  const { due } = input;
  // A \`due?: string | null\` member may not be stored undefined (TS2WP3221): copied only when present.
  const ticket: Ticket = { id, title: input.title ?? 'untitled', assignee: trimmed(input.assignee), ...(due !== undefined ? { due } : {}) };
  ticket.priority = priorityOf(input);
  return ticket;
}

function applyPatch(ticket: Ticket, patch: Partial<Ticket>): Ticket {
  return { ...ticket, ...patch, id: ticket.id, title: patch.title ?? ticket.title };
}

class Draft {
  title = 'd';
  owner?: string;
  constructor(owner: string | undefined) {
    this.owner = owner;
  }
}

/** The stored copy, as an option or a cache holds it: its JSON. */
function stored<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
`;

describe('undefined stored in object properties', () => {
  differentialSuite(
    'undefined-properties',
    [
      {
        name: 'create: blank assignee, no priority, due absent or null',
        body: "const input: TicketInput = params.input;\nconst t = create(input, 7);\nreturn { t, json: JSON.stringify(t), keys: Object.keys(t), hasAssignee: 'assignee' in t, assignee: t.assignee ?? 'nobody', undef: t.assignee === undefined };",
        params: { input: { title: 'Printer', assignee: '   ', due: null } },
      },
      {
        name: 'create: every field given',
        body: 'const t = create(params.input as TicketInput, 8);\nreturn { t, stored: stored(t) };',
        params: { input: { title: 'Fax', assignee: ' ann ', due: '2026-12-01', priority: 2 } },
      },
      {
        name: 'create: nothing but the title, due absent',
        body: 'const t = create(params.input as TicketInput, 9);\nreturn { t, due: t.due === undefined, dueNull: t.due === null, text: `${t.assignee}/${t.priority}` };',
        params: { input: { title: 'Toner' } },
      },
      {
        name: 'update: a patch with undefined keys spreads over the ticket',
        body: "const current: Ticket = stored(create({ title: 'Old', assignee: 'bob', priority: 3 }, 1));\nconst patch = patchOf(params.input as TicketInput);\nconst next = applyPatch(current, patch);\nreturn { patch, next, patchKeys: Object.keys(patch), nextKeys: Object.keys(next), saved: stored(next) };",
        params: { input: { title: 'New' } },
      },
      {
        name: 'settings: an option object with optional fields, saved and read back',
        body: 'interface Settings { perPage?: number; label?: string; notify?: boolean }\nconst given: Settings = params.settings;\nconst defaults: Settings = { perPage: 10 };\nconst merged: Settings = Object.assign({}, defaults, { label: given.label, notify: given.notify });\nconst saved = stored(merged);\nconst copy = structuredClone(merged);\nreturn { merged, saved, copy, keys: Object.keys(merged), values: Object.values(merged).length, savedKeys: Object.keys(saved) };',
        params: { settings: { notify: false } },
      },
      {
        name: 'records: unknown values and dictionary reads',
        body: "const raw: Record<string, unknown> = params.raw;\nconst out: Record<string, unknown> = {};\nfor (const key of ['a', 'b', 'c']) out[key] = raw[key];\nconst picked = { a: raw.a, b: raw.b, c: raw.c };\nout.extra = undefined;\nreturn { out, picked, keys: Object.keys(out), json: JSON.stringify(picked) };",
        params: { raw: { a: 1, b: null } },
      },
      {
        name: 'arrays: undefined elements are null in JSON, as in Node',
        body: "const t = create({ title: 'x' }, 2);\nconst row = [t.id, t.assignee, t.due, t.priority];\nreturn { row, json: JSON.stringify(row), mapped: [t].map((x) => ({ who: x.assignee, id: x.id })) };",
      },
      {
        name: 'replacer and indent over undefined properties',
        body: "const t = create({ title: 'x', assignee: 'z' }, 3);\nconst p = patchOf({});\nreturn { a: JSON.stringify(p, null, 2), b: JSON.stringify(p, (k, v) => v), c: JSON.stringify({ ...t, ...p }, ['id', 'title', 'assignee']) };",
      },
      {
        name: 'a local assigned undefined and a property deleted',
        body: "let who: string | undefined = 'a';\nconst t: Ticket = { id: 4, title: 't', assignee: who };\nwho = undefined;\nconst u: Ticket = { ...t, assignee: who };\nconst v: Ticket = { ...t };\ndelete v.assignee;\nconst w: Partial<Ticket> = {};\nw.assignee = who;\nw.title = 'w';\nreturn { t, u, v, w, keys: [Object.keys(u), Object.keys(v), Object.keys(w)], inU: 'assignee' in u, inV: 'assignee' in v };",
      },
      {
        name: 'reads of a property holding undefined: defaults, ??, typeof, for…in, Number/String',
        body: "interface Row { key: string; value: string | undefined }\nconst counts: Record<string, number> = { a: 1 };\nconst row: Row = { key: 'k', value: trimmed(' ') };\nconst opt: { n?: number; s?: string } = { n: counts.zz, s: trimmed('') };\nconst { value = 'dflt' } = row;\nconst { n = -1 } = opt;\nconst bag: Record<string, unknown> = { ...opt, ...row };\nconst seen: string[] = [];\nfor (const k in bag) seen.push(k + ':' + typeof bag[k]);\nreturn { value, n, direct: row.value ?? 'none', isU: row.value === undefined, num: Number(bag.n), str: String(bag.s), seen, opt, row, bagJson: JSON.stringify(bag) };",
      },
      {
        name: 'a class with optional fields, and objects handed to a helper and back',
        body: "const d = new Draft(trimmed(' '));\nconst viaHelper = applyPatch({ id: 1, title: 'a', assignee: 'x' }, { assignee: undefined });\nreturn { d, viaHelper, who: viaHelper.assignee ?? 'unassigned', keys: Object.keys(viaHelper) };",
      },
    ],
    // The DOM lib declares structuredClone (as @types/node does).
    { module, files: { 'tsconfig.json': JSON.stringify({ compilerOptions: { lib: ['ES2024', 'DOM'] } }) } },
  );
});
