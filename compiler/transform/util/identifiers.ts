// TypeScript names → PHP names: deterministic, legal and collision-free.

/** Variables PHP gives a meaning of its own. */
const RESERVED_VARIABLES = new Set([
  'this',
  'GLOBALS',
  '_SERVER',
  '_GET',
  '_POST',
  '_FILES',
  '_COOKIE',
  '_SESSION',
  '_REQUEST',
  '_ENV',
  'http_response_header',
  'argc',
  'argv',
  'php_errormsg',
]);

const ESCAPE_PREFIX = '__ts';
const PLAIN = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * A PHP-safe spelling of a TypeScript identifier. Plain names stay as they are; any
 * other name (a `$` in it, a PHP superglobal, non-ASCII, or our own prefix) is escaped
 * as `__ts` + each non-alphanumeric character written `_<hex>_`. Escaped names all
 * start with `__ts` and plain ones never do, and the escape is injective, so two
 * different names never meet.
 */
export function phpIdentifier(name: string): string {
  if (PLAIN.test(name) && !RESERVED_VARIABLES.has(name) && !name.startsWith(ESCAPE_PREFIX)) return name;
  let out = ESCAPE_PREFIX;
  for (const ch of name) out += /[A-Za-z0-9]/.test(ch) ? ch : `_${ch.codePointAt(0)!.toString(16)}_`;
  return out;
}

/** A comparator's result in its closure (builtins/array.ts); no user name either (o is no hex digit). */
export const ORDER_VARIABLE = `${ESCAPE_PREFIX}_order`;

/** Compiler temporaries; `__ts_tmp` can never be the escape of a user name (t is no hex digit). */
export function tempName(n: number): string {
  return `${ESCAPE_PREFIX}_tmp${n}`;
}
