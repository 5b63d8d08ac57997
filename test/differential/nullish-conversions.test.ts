// Number(), String() and template literals of a value that may be undefined or null: both
// are PHP null, so the checker's type says which one a null stands for
// (emitter/transform/util/nullish.ts, docs/subset/core.md).
import { describe } from 'vitest';
import { differentialSuite } from '../helpers/differential.js';

const MODULE = `
interface Settings { days?: number; label?: string | null }
function setting(all: Record<string, unknown>, key: string): unknown {
  return all[key];
}
`;

const c = (name: string, body: string) => ({ name, body });

describe('conversions of undefined and null', () => {
  differentialSuite(
    'nullish-conversions',
    [
      c(
        'Number() of a setting typed as possibly undefined is NaN when missing, of a stored null 0',
        "const all: Record<string, unknown> = { days: '7', off: null };\nconst days = Number(setting(all, 'days'));\nconst missing = Number(setting(all, 'nope') as string | undefined);\nconst stored: number | null = null;\nconst unknownNull = Number(setting(all, 'off'));\nreturn [days, String(missing), Number.isNaN(missing), Number(stored), unknownNull];",
      ),
      c(
        'Number() of an optional member',
        'const s: Settings = {};\nconst t: Settings = { days: 3 };\nreturn [String(Number(s.days)), Number(t.days), Number.isNaN(Number(s.days)) ? 30 : Number(s.days)];',
      ),
      c(
        'String() and templates of undefined and null',
        'const s: Settings = { label: null };\nconst u: string | undefined = undefined;\nconst n: string | null = null;\nreturn [String(u), String(n), `${u}`, `${n}`, String(s.label), `[${s.label}]`];',
      ),
      c(
        'Number() of a missing key of a Record<string, unknown> is NaN, of a stored null 0 (issue 16)',
        "const all: Record<string, unknown> = { days: '7', off: null };\nconst key = 'nope';\nreturn [Number(all.days), String(Number(all.nope)), String(Number(all[key])), Number(all.off), Number(all['off'])];",
      ),
      c(
        'String() and templates of a missing key say undefined, of a stored null null',
        "const labels: Record<string, string | null> = { a: 'A', b: null };\nconst k = 'zz';\nreturn [String(labels[k]), `${labels.b}`, `[${labels.missing}]`, String(labels.a), `${labels['a']}`];",
      ),
      {
        name: 'settings read straight from params: a missing limit is NaN, so the default applies',
        body: 'const limit = Number(params.limit);\nconst page = Number(params.page);\nreturn { limit: Number.isNaN(limit) ? 20 : limit, page: Number.isNaN(page) ? 1 : page, raw: `${params.limit}`, off: Number(params.off) };',
        params: { page: '3', off: null },
      },
      c(
        'array elements past the end and unknown objects',
        'const parts = \'3.5\'.split(\'.\');\nconst data: any = JSON.parse(\'{"n":null,"s":"4"}\');\nreturn [Number(parts[0]), String(Number(parts[2])), String(parts[5]), Number(data.n), Number(data.s), String(Number(data.gone)), `${data.gone}/${data.n}`];',
      ),
    ],
    { module: MODULE },
  );
});

const OPTIONS = `
${MODULE}
class Options {
  private values: Record<string, unknown> = { size: null, name: 'n' };
  describe(key: string): string {
    const value = this.values[key];
    switch (typeof value) {
      case 'undefined':
        return \`\${key}: unset\`;
      case 'object':
        return \`\${key}: \${value} (\${Number(value)})\`;
      default:
        return \`\${key}: \${String(value)}\`;
    }
  }
}
`;

// A local initialized from a read that may find nothing carries its presence
// (`$raw_present = ! Js::missing( … )`, presence.ts): a missing key converts as undefined, a
// stored null as null, as in Node.
describe('conversions of a local read from a key that may be missing', () => {
  differentialSuite(
    'nullish-read-locals',
    [
      {
        name: 'Number(), String(), templates, === undefined, === null and typeof of a missing key, a stored null and a value',
        body: "const out: unknown[] = [];\nfor (const k of ['count', 'off', 'gone']) {\n  const raw = params[k];\n  const n = Number(raw);\n  out.push([k, String(n), String(raw), `<${raw}>`, raw === undefined, raw !== undefined, raw === null, typeof raw, typeof raw === 'undefined', typeof raw === 'object', 'v=' + raw, typeof raw === 'string' ? Number(raw) : -1, typeof raw === 'number']);\n}\nreturn out;",
        params: { count: '12', off: null },
      },
      {
        name: 'a local read by property name from params, from a Record<string, number> and from an array element',
        body: "const raw = params.count;\nconst off = params.off;\nconst scores: Record<string, number> = { a: 1 };\nconst key = 'b';\nconst score = scores[key];\nconst list = ['x', 'y'];\nconst third = list[2];\nconst first = list[0];\nreturn [String(Number(raw)), Number(off), String(score), typeof score, score === undefined, String(third), `${third}|${first}`, third === undefined];",
        params: { off: null },
      },
      {
        name: 'a closure capturing the local keeps its presence',
        body: "const raw = params.limit;\nconst stored = params.off;\nconst describe = (label: string) => `${label}:${raw}:${stored}:${typeof raw}:${raw === undefined}`;\nconst toNumber = function () { return String(Number(raw)) + '/' + String(Number(stored)); };\nreturn [describe('a'), toNumber()];",
        params: { off: null },
      },
      {
        name: 'a loop body reading array elements and record keys',
        body: 'const rows: unknown[][] = [[1, null], [2], []];\nconst out: string[] = [];\nfor (let i = 0; i < rows.length; i++) {\n  const row = rows[i];\n  const second = row[1];\n  let first = row[0];\n  out.push(`${first}/${second}/${String(Number(second))}/${second === null}`);\n}\nreturn out;',
      },
      {
        name: 'validating a numeric setting from an options object answers a WP_Error-shaped error on NaN',
        body: "function validate(options: Record<string, unknown>, key: string) {\n  const raw = options[key];\n  const n = Number(raw);\n  if (Number.isNaN(n)) {\n    return { code: 'invalid_setting', message: `Setting ${key} is not a number: ${raw}`, data: { status: 400, type: typeof raw } };\n  }\n  return { ok: true, value: n, given: String(raw) };\n}\nconst options: Record<string, unknown> = { perPage: '25', cache: null, title: 'x' };\nreturn [validate(options, 'perPage'), validate(options, 'cache'), validate(options, 'timeout'), validate(options, 'title')];",
      },
      c(
        'a method reading its own options record, and switch (typeof …) on the local',
        "const o = new Options();\nreturn [o.describe('size'), o.describe('name'), o.describe('color')];",
      ),
      {
        name: 'a reassigned local keeps the old reading (a missing key converts as null)',
        body: 'let raw = params.count;\nconst before = String(Number(raw));\nraw = params.count;\nreturn [before, String(raw === null)];',
        params: { count: null },
      },
      // Issue 30's trial: a reduce seeded with the first element answers undefined on an empty list.
      {
        name: "a reduce seeded with the list's first element, on an empty list and a full one",
        body: "const answers = [];\nfor (const counts of [{}, { b: 2, a: 5 }] as Record<string, number>[]) {\n  const keys = Object.keys(counts);\n  const top = keys.reduce((best, k) => (counts[k] > counts[best] ? k : best), keys[0]);\n  const joined = keys.reduceRight((all, k) => all + k, keys[0]);\n  answers.push([String(top), `${top}`, top === undefined, typeof top, 'top: ' + joined]);\n}\nreturn answers;",
      },
    ],
    { module: OPTIONS },
  );
});
