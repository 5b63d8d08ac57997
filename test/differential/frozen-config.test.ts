// Object.freeze / Object.isFrozen (docs/subset/arrays-objects.md): frozen defaults and role
// lists at module level, merged with request options, checked with isFrozen, in Node and in
// PHP 7.4 and 8.3. Only fresh literals may be frozen (TS2WP3717), so the Readonly<T> the
// call returns is the only way to the value and the checker rejects every write.
import { describe } from 'vitest';
import { differentialSuite } from '../helpers/differential.js';

const CONFIG = `
export const DEFAULTS = Object.freeze({ perPage: 20, order: 'desc' as 'asc' | 'desc', fields: Object.freeze(['id', 'title']) });
export const ROLES = Object.freeze(['editor', 'author', 'contributor'] as const);

export function listOptions(request: { perPage?: number; order?: 'asc' | 'desc' }) {
  return { ...DEFAULTS, ...request, fields: [...DEFAULTS.fields, 'date'] };
}
`;

const MODULE = `import { DEFAULTS, ROLES, listOptions } from '../lib/config';\n`;

describe('frozen configuration', () => {
  differentialSuite(
    'frozen-config',
    [
      {
        name: 'frozen defaults merged with the request',
        body: 'return listOptions({ perPage: params.perPage as number });',
        params: { perPage: 50 },
      },
      {
        name: 'isFrozen of the constants, their copies and primitives',
        body: "const copy = { ...DEFAULTS };\nreturn [Object.isFrozen(DEFAULTS), Object.isFrozen(DEFAULTS.fields), Object.isFrozen(ROLES), Object.isFrozen(copy), Object.isFrozen([...ROLES]), Object.isFrozen('text'), Object.isFrozen(3), Object.isFrozen(null)];",
      },
      {
        name: 'a role check against a frozen list',
        body: 'const role: string = params.role;\nreturn { allowed: (ROLES as readonly string[]).includes(role), roles: ROLES, count: ROLES.length };',
        params: { role: 'author' },
      },
      {
        name: 'freeze returns the same object',
        body: "const made = { id: 7, tags: ['a'] };\nconst frozen = Object.freeze({ made, at: 'now' });\nreturn [frozen.made === made, Object.isFrozen(frozen), Object.isFrozen(frozen.made), frozen];",
      },
    ],
    { module: MODULE, files: { 'app/lib/config.ts': CONFIG } },
  );
});
