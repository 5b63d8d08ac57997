// TypeScript names → PHP names: deterministic, legal and collision-free.
import { PHP_KEYWORDS } from '../../php/reserved.js';

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

/**
 * PHP keywords and type names that WordPress's coding standards refuse as parameter names
 * (PHPCSExtra's NoReservedKeywordParameterNames); a local so named gets `_value`.
 */
const RESERVED_WORDS = new Set([
  ...PHP_KEYWORDS,
  'enum',
  'int',
  'float',
  'bool',
  'string',
  'true',
  'false',
  'null',
  'void',
  'iterable',
  'object',
  'resource',
  'mixed',
  'numeric',
  'never',
  'parent',
  'self',
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
  // A superglobal's name in lower case (`$__ts_5f_get`, snake_case as WordPress asks): the lower
  // case of one is a plain name, never escaped, so this meets no other escape.
  const spelled = RESERVED_VARIABLES.has(name) ? name.toLowerCase() : name;
  let out = ESCAPE_PREFIX;
  for (const ch of spelled) out += /[A-Za-z0-9]/.test(ch) ? ch : `_${ch.codePointAt(0)!.toString(16)}_`;
  return out;
}

/** A comparator's result in its closure (builtins/array.ts); no user name either (o is no hex digit). */
export const ORDER_VARIABLE = `${ESCAPE_PREFIX}_order`;

/**
 * The PHP name of a local variable: the PHP-safe spelling in snake_case, as WordPress's
 * coding standards ask (`itemCount` → `item_count`, `parseURL` → `parse_url`). Two
 * TypeScript names can meet here (`itemCount`, `item_count`); the function scope that
 * declares them numbers the later one (context.ts). A name whose snake form would be
 * reserved or look like an escape or a temporary keeps its PHP-safe spelling; a PHP
 * keyword or type name (`list`, `object`) gets `_value`.
 */
export function phpLocalName(name: string): string {
  const safe = phpIdentifier(name);
  if (safe !== name) return safe;
  const snake = name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();
  if (RESERVED_VARIABLES.has(snake) || snake.startsWith(ESCAPE_PREFIX)) return safe;
  return RESERVED_WORDS.has(snake) ? `${snake}_value` : snake;
}

/** Compiler temporaries; `__ts_tmp` can never be the escape of a user name (t is no hex digit). */
export function tempName(n: number): string {
  return `${ESCAPE_PREFIX}_tmp${n}`;
}

/** Characters outside [A-Za-z0-9_] written `_<hex>_`. */
export function escapeChars(name: string): string {
  let out = '';
  for (const ch of name) out += /[A-Za-z0-9_]/.test(ch) ? ch : `_${ch.codePointAt(0)!.toString(16)}_`;
  return out;
}

const PLAIN_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/**
 * A PHP method or static member name for a TypeScript member name: plain names stay;
 * `#name` becomes `ts2wp_private_name`; names PHP reserves (a `__` prefix, as in
 * `__get`) or cannot spell get the prefix `ts2wp_`. Callers keep names unique.
 */
export function phpMemberName(name: string): string {
  if (name.startsWith('#')) return `ts2wp_private_${escapeChars(name.slice(1))}`;
  if (PLAIN_NAME.test(name) && !name.startsWith('__')) return name;
  return `ts2wp_${escapeChars(name)}`;
}

/** A PHP instance property name: the TypeScript name itself (JSON shows it), `#name` renamed. */
export function phpPropertyName(name: string): string {
  return name.startsWith('#') ? phpMemberName(name) : name;
}
