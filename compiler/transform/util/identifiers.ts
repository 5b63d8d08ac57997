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

/**
 * The PHP name of a local variable: the PHP-safe spelling in snake_case, as WordPress's
 * coding standards ask (`itemCount` → `item_count`, `parseURL` → `parse_url`). Two
 * TypeScript names can meet here (`itemCount`, `item_count`); the function scope that
 * declares them numbers the later one (context.ts). A name whose snake form would be
 * reserved or look like an escape or a temporary keeps its PHP-safe spelling.
 */
export function phpLocalName(name: string): string {
  const safe = phpIdentifier(name);
  if (safe !== name) return safe;
  const snake = name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();
  return RESERVED_VARIABLES.has(snake) || snake.startsWith(ESCAPE_PREFIX) ? safe : snake;
}

/** Compiler temporaries; `__ts_tmp` can never be the escape of a user name (t is no hex digit). */
export function tempName(n: number): string {
  return `${ESCAPE_PREFIX}_tmp${n}`;
}
