// PHPDoc blocks and types → TypeScript, for `ts2wp stubs`. Pure string work: no I/O.
// The mapping table is documented in docs/wordpress-api.md; keep the two in step.

export interface DocTag {
  /** `param`, `return`, `var`, `since`, `deprecated`, … (no `@`). */
  name: string;
  body: string;
}

export interface DocBlock {
  /** The first paragraph, whitespace collapsed. */
  summary: string;
  tags: DocTag[];
}

/** Splits a `/** … *\/` comment into its summary and top-level tags. */
export function parseDocBlock(comment: string | undefined): DocBlock {
  if (!comment) return { summary: '', tags: [] };
  const lines = comment
    .replace(/^\/\*\*/, '')
    .replace(/\*\/$/, '')
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*\* ?/, '').replace(/\s+$/, ''));
  const text: string[] = [];
  const tags: DocTag[] = [];
  let depth = 0; // braces of WordPress's hash notation (`@param array $args { @type … }`)
  for (const line of lines) {
    const tag = depth === 0 ? /^\s*@([\w-]+)\s*(.*)$/.exec(line) : null;
    if (tag) tags.push({ name: tag[1].toLowerCase(), body: tag[2] });
    else if (tags.length) tags.at(-1)!.body += `\n${line}`;
    else text.push(line);
    depth = Math.max(0, depth + braceDelta(line));
  }
  const paragraph: string[] = [];
  for (const line of text) {
    if (!line.trim()) {
      if (paragraph.length) break;
      continue;
    }
    paragraph.push(line.trim());
  }
  return { summary: paragraph.join(' '), tags };
}

/** Unbalanced `{`/`}` on a line, ignoring inline tags such as `{@see 'hook'}`. */
function braceDelta(line: string): number {
  const stripped = line.replace(/\{@[^}]*\}/g, '');
  return (stripped.match(/\{/g)?.length ?? 0) - (stripped.match(/\}/g)?.length ?? 0);
}

export interface DocParam {
  type: string;
  name: string;
  description: string;
}

/** `@param string|int $name Description` (also `...$name`, `&$name`). */
export function parseParamTag(body: string): DocParam | undefined {
  const type = readTypeToken(body);
  const rest = body.slice(type.length).trimStart();
  const name = /^&?(?:\.\.\.)?\$(\w+)/.exec(rest);
  if (!name) {
    // `@param $name Description` with no type.
    const bare = /^&?(?:\.\.\.)?\$(\w+)/.exec(body.trimStart());
    return bare
      ? { type: '', name: bare[1], description: describe(body.trimStart().slice(bare[0].length)) }
      : undefined;
  }
  return { type, name: name[1], description: describe(rest.slice(name[0].length)) };
}

/** `@return type Description` / `@var type Description` (a `$name` after the type is skipped). */
export function parseTypeTag(body: string): { type: string; name?: string; description: string } {
  const type = readTypeToken(body);
  let rest = body.slice(type.length).trimStart();
  const name = /^&?(?:\.\.\.)?\$(\w+)/.exec(rest);
  if (name) rest = rest.slice(name[0].length);
  return { type, name: name?.[1], description: describe(rest) };
}

/** The type at the start of a tag body: up to the first whitespace outside brackets. */
export function readTypeToken(body: string): string {
  const s = body.trimStart();
  if (s.startsWith('$') || s.startsWith('&$') || s.startsWith('...')) return '';
  let depth = 0;
  let i = 0;
  for (; i < s.length; i++) {
    const c = s[i];
    if ('<([{'.includes(c)) depth++;
    else if ('>)]}'.includes(c)) depth = Math.max(0, depth - 1);
    else if (/\s/.test(c) && depth === 0) {
      // `int | string` written with spaces around the bar.
      const next = s.slice(i).match(/^\s*\|\s*/);
      if (next) {
        i += next[0].length - 1;
        continue;
      }
      if (s[i - 1] === '|') continue;
      break;
    }
  }
  return body.slice(0, body.length - s.length + i);
}

/** A tag's description: its first paragraph, up to a hash-notation `{`, whitespace collapsed. */
function describe(text: string): string {
  // `@param array $args { Optional. Arguments … @type … }`: the text inside the braces.
  const hashed = /^\s*\{\s*\n?([^]*?)(?:\n\s*\n|@type|$)/.exec(text);
  if (hashed && text.trimStart().startsWith('{')) return hashed[1].replace(/\s+/g, ' ').trim();
  const paragraph = text.split(/\n\s*\n/)[0];
  const hash = paragraph.search(/\{\s*(\n|$)/);
  return (hash >= 0 ? paragraph.slice(0, hash) : paragraph).replace(/\s+/g, ' ').trim();
}

// ---------------------------------------------------------------------------------------
// Types

/** What a PHPDoc type is mapped in: classes we declare, and `$this`/`self`/`static`. */
export interface TypeContext {
  /** Declared class names by lower-cased name (PHP class names are case-insensitive). */
  classes: ReadonlyMap<string, string>;
  /** The class a method or property belongs to. */
  self?: string;
  /** Return types may be `void`; parameters may not. */
  position: 'param' | 'return' | 'var';
}

/** The TypeScript names used for PHP's `array` and `callable` (declared in the generated file). */
export const PHP_ARRAY = 'PhpArray';
export const PHP_CALLABLE = 'PhpCallable';

const SCALARS: Record<string, string> = {
  int: 'number',
  integer: 'number',
  float: 'number',
  double: 'number',
  number: 'number',
  'positive-int': 'number',
  'negative-int': 'number',
  'non-negative-int': 'number',
  'non-positive-int': 'number',
  string: 'string',
  'non-empty-string': 'string',
  'numeric-string': 'string',
  'class-string': 'string',
  'callable-string': 'string',
  'lowercase-string': 'string',
  bool: 'boolean',
  boolean: 'boolean',
  true: 'true',
  false: 'false',
  null: 'null',
  mixed: 'unknown',
  resource: 'unknown',
  'closed-resource': 'unknown',
  object: 'Record<string, unknown>',
  stdclass: 'Record<string, unknown>',
  array: PHP_ARRAY,
  'non-empty-array': PHP_ARRAY,
  'associative-array': 'Record<string, unknown>',
  iterable: PHP_ARRAY,
  list: 'unknown[]',
  'non-empty-list': 'unknown[]',
  callable: PHP_CALLABLE,
  closure: PHP_CALLABLE,
  scalar: 'string | number | boolean',
  numeric: 'number | string',
  'array-key': 'string | number',
  never: 'never',
  'never-return': 'never',
  'no-return': 'never',
};

/**
 * A PHPDoc type (`int|false`, `WP_Post[]`, `?string`, `array<string, int>`…) as a
 * TypeScript type. Anything it cannot read, and classes we do not declare, become
 * `unknown`: a value the handler has to narrow, never a wrong promise.
 */
export function phpTypeToTs(type: string, ctx: TypeContext): string {
  const t = type.trim();
  if (!t) return 'unknown';
  const parts = splitTop(t, '|');
  if (parts.length === 1 && t === 'void') return ctx.position === 'return' ? 'void' : 'unknown';
  const out: string[] = [];
  for (const part of parts) {
    if (!part.trim()) continue; // `int|` typos
    out.push(...splitUnion(member(part.trim(), ctx)));
  }
  return union(out);
}

/** Joins union members: deduplicated, `true | false` → `boolean`, `unknown` absorbs all. */
export function union(members: string[]): string {
  const seen: string[] = [];
  for (const m of members) if (!seen.includes(m)) seen.push(m);
  if (!seen.length || seen.includes('unknown')) return 'unknown';
  if (seen.includes('true') && seen.includes('false')) {
    seen.splice(seen.indexOf('true'), 1, 'boolean');
  }
  const result = seen.includes('boolean') ? seen.filter((m) => m !== 'true' && m !== 'false') : seen;
  const withoutNever = result.length > 1 ? result.filter((m) => m !== 'never') : result;
  return withoutNever.join(' | ');
}

/** The members of a TypeScript union as phpTypeToTs() prints it (brackets respected). */
export function splitUnion(ts: string): string[] {
  return splitTop(ts, '|').map((s) => s.trim());
}

function member(part: string, ctx: TypeContext): string {
  if (part.startsWith('?')) return union([...splitUnion(member(part.slice(1), ctx)), 'null']);
  if (part.startsWith('\\')) return member(part.slice(1), ctx);
  if (part.startsWith('(') && part.endsWith(')') && matching(part, 0) === part.length - 1) {
    return phpTypeToTs(part.slice(1, -1), ctx);
  }
  if (part.endsWith('[]')) return arrayOf(member(part.slice(0, -2), { ...ctx, position: 'var' }));
  const literal = /^(['"])(.*)\1$/.exec(part);
  if (literal) return JSON.stringify(literal[2]);
  if (/^-?\d+(\.\d+)?$/.test(part)) return String(Number(part));
  const generic = /^([\w\\-]+)\s*<(.*)>$/s.exec(part);
  if (generic) return genericType(generic[1].toLowerCase(), splitTop(generic[2], ','), ctx);
  if (/^[\w-]+\s*\{.*\}$/s.test(part)) return PHP_ARRAY; // array{key: type} shapes
  const name = part.toLowerCase();
  if (name === 'void') return ctx.position === 'return' ? 'null' : 'unknown';
  if (name === '$this' || name === 'self' || name === 'static') return ctx.self ?? 'unknown';
  if (name in SCALARS) return SCALARS[name];
  if (/^[a-z_][\w\\]*$/i.test(part)) return ctx.classes.get(name.replace(/^.*\\/, '')) ?? 'unknown';
  return 'unknown';
}

function genericType(name: string, args: string[], ctx: TypeContext): string {
  const inner = { ...ctx, position: 'var' as const };
  const value = phpTypeToTs(args.at(-1) ?? '', inner);
  switch (name) {
    case 'array':
    case 'non-empty-array':
    case 'iterable': {
      if (args.length < 2) return arrayOf(value);
      const key = phpTypeToTs(args[0], inner);
      if (key === 'number') return arrayOf(value);
      if (key === 'string') return `Record<string, ${value}>`;
      return `Record<string, ${value}> | ${arrayOf(value)}`;
    }
    case 'list':
    case 'non-empty-list':
      return arrayOf(value);
    case 'class-string':
      return 'string';
    default:
      return member(name, ctx);
  }
}

export function arrayOf(element: string): string {
  return /[|&\s]/.test(element) && !/^Record<[^|]*>$/.test(element) ? `(${element})[]` : `${element}[]`;
}

/** Splits on a separator outside brackets. */
function splitTop(s: string, sep: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  let quote = '';
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (quote) {
      if (c === quote) quote = '';
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if ('<([{'.includes(c)) depth++;
    else if ('>)]}'.includes(c)) depth--;
    else if (c === sep && depth === 0) {
      out.push(s.slice(start, i));
      start = i + 1;
    }
  }
  out.push(s.slice(start));
  return out;
}

function matching(s: string, open: number): number {
  let depth = 0;
  for (let i = open; i < s.length; i++) {
    if ('<([{'.includes(s[i])) depth++;
    else if ('>)]}'.includes(s[i]) && --depth === 0) return i;
  }
  return -1;
}

// ---------------------------------------------------------------------------------------
// Names

const RESERVED = new Set(
  (
    'break case catch class const continue debugger default delete do else enum export extends false finally for function ' +
    'if import in instanceof new null return super switch this throw true try typeof var void while with ' +
    'implements interface let package private protected public static yield await arguments eval'
  ).split(' '),
);

/** A name TypeScript accepts as an exported function, class or parameter. */
export function isValidIdentifier(name: string): boolean {
  return /^[A-Za-z_$][\w$]*$/.test(name) && !RESERVED.has(name);
}

/** A PHP parameter name usable in TypeScript (`$default` → `default_`). */
export function tsParamName(name: string): string {
  return isValidIdentifier(name) ? name : `${name}_`;
}

// ---------------------------------------------------------------------------------------
// Hash notation

/** One key of WordPress's hash notation: `@type bool|array $rewrite { … }`. */
export interface HashMember {
  name: string;
  /** The PHPDoc type as written (`bool|array`). */
  type: string;
  description: string;
  /** The keys of a nested block, when the member has one. */
  members?: HashMember[];
}

/**
 * The keys a tag body documents in hash notation (`@param array $args { … @type int $x … }`),
 * nested blocks included; undefined when the body has no block.
 */
export function parseHashNotation(body: string): HashMember[] | undefined {
  const lines = body.split('\n');
  const start = lines.findIndex((line) => opensBlock(line));
  return start < 0 ? undefined : readBlock(lines, start + 1).members;
}

function opensBlock(line: string): boolean {
  return /\{\s*$/.test(line.replace(/\{@[^}]*\}/g, ''));
}

/** A block's keys, its own text before the first key, and the line of its closing brace. */
function readBlock(lines: string[], from: number): { members: HashMember[]; intro: string; end: number } {
  const members: HashMember[] = [];
  let intro = '';
  let current: HashMember | undefined;
  let i = from;
  for (; i < lines.length; i++) {
    const text = lines[i].trim();
    if (text.startsWith('}')) break;
    const type = /^@type\s+(.*)$/.exec(text);
    if (!type) {
      if (current && text) current.description += ` ${text}`;
      else if (!members.length && text) intro += ` ${text}`;
      continue;
    }
    const token = readTypeToken(type[1]);
    const name = /^\$(\w+)\s*(.*)$/.exec(type[1].slice(token.length).trim());
    current = name ? { name: name[1], type: token.trim(), description: name[2] } : undefined;
    if (current) members.push(current);
    if (opensBlock(text)) {
      const nested = readBlock(lines, i + 1);
      if (current) {
        current.description = current.description.replace(/\s*\{\s*$/, '') || nested.intro.trim();
        current.members = nested.members;
      }
      current = undefined;
      i = nested.end;
    }
  }
  return { members, intro, end: i };
}
