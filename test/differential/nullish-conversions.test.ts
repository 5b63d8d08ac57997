// Number(), String() and template literals of a value that may be undefined or null: both
// are PHP null, so the checker's type says which one a null stands for
// (compiler/transform/util/nullish.ts, docs/subset/core.md).
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
