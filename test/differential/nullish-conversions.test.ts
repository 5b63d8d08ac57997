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
    ],
    { module: MODULE },
  );
});
