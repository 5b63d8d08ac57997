// A request member's JSDoc as the keywords of its WordPress arg (tsoa's validator tags): the
// comment is the arg's `description`, `@default` the value WordPress fills in when the member is
// absent, and `@minimum`, `@maximum`, `@minLength`, `@maxLength`, `@pattern`, `@minItems` and
// `@maxItems` are what rest_validate_value_from_schema() enforces (400 rest_invalid_param).
import ts from '#typescript';
import type { RequestSchema, RequestSchemaType } from '../model.js';
import type { StaticValue } from './evaluate.js';

/** A tag WordPress cannot check; its message says why (reported as TS2WP1023 at `node`). */
export class BadArgTag extends Error {
  constructor(
    message: string,
    readonly node?: ts.Node,
  ) {
    super(message);
  }
}

/** Each numeric tag and the schema type it applies to. */
const LIMITS = {
  minimum: 'number',
  maximum: 'number',
  minLength: 'string',
  maxLength: 'string',
  minItems: 'array',
  maxItems: 'array',
} as const satisfies Record<string, RequestSchemaType>;

type Limit = keyof typeof LIMITS;

/**
 * `schema` with the keywords of `symbol`'s JSDoc. `fallback` is a default from the handler's
 * destructuring (`{ limit = 10 }`); a `@default` tag wins over it.
 */
export function withArgTags(
  schema: RequestSchema,
  symbol: ts.Symbol,
  checker: ts.TypeChecker,
  path: string,
  fallback?: StaticValue,
): RequestSchema {
  const out: RequestSchema = { ...schema };
  const types = [schema.type].flat();
  const description = ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim();
  if (description) out.description = description;
  unattachedTags(symbol, path);
  let fallbackUsed = fallback !== undefined;
  if (fallbackUsed) out.default = fallback;
  for (const tag of symbol.getJsDocTags(checker)) {
    const text = ts.displayPartsToString(tag.text).trim();
    const bad = (why: string) => new BadArgTag(`@${tag.name} ${text} on \`${path}\`: ${why}`, symbol.valueDeclaration);
    if (tag.name in LIMITS) {
      const name = tag.name as Limit;
      if (!types.includes(LIMITS[name]))
        throw bad(`it applies to a ${LIMITS[name]}, and \`${path}\` is ${types.join(' | ')}`);
      const value = text === '' ? NaN : Number(text);
      const count = name !== 'minimum' && name !== 'maximum';
      if (!Number.isFinite(value) || (count && (!Number.isInteger(value) || value < 0)))
        throw bad(count ? 'write a whole number, 0 or more' : 'write a number');
      out[name] = value;
    } else if (tag.name === 'pattern') {
      if (!types.includes('string')) throw bad(`it applies to a string, and \`${path}\` is ${types.join(' | ')}`);
      try {
        new RegExp(text, 'u');
      } catch (e) {
        throw bad(`not a regular expression (${(e as Error).message})`);
      }
      out.pattern = text;
    } else if (tag.name === 'default') {
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        throw bad('write the value as JSON (`@default 10`, `@default "draft"`, `@default ["a"]`)');
      }
      out.default = value;
      fallbackUsed = false;
    }
  }
  if ('default' in out && !fits(out.default, out)) {
    // A destructuring default TypeScript accepted but JSON cannot send stays the handler's own.
    if (fallbackUsed) delete out.default;
    else
      throw new BadArgTag(
        `the default ${JSON.stringify(out.default)} of \`${path}\` is not a ${types.join(' | ')}${out.enum ? ` among ${JSON.stringify(out.enum)}` : ''}`,
        symbol.valueDeclaration,
      );
  }
  return out;
}

const TAG_NAMES = [...Object.keys(LIMITS), 'pattern', 'default'];

/**
 * Throws when a `/** @minimum 1 *\/` before the member shares a line with the code before it
 * (`{ id: number; /** @maximum 5 *\/ rating: number }`): TypeScript attaches no JSDoc there, so
 * the limit would silently not exist and WordPress would accept any value.
 */
function unattachedTags(symbol: ts.Symbol, path: string): void {
  const decl = symbol.valueDeclaration;
  if (!decl || ts.getJSDocCommentsAndTags(decl).length) return;
  const text = decl.getSourceFile().text;
  // On the line of the code before, the comment counts as that code's trailing comment.
  const ranges = [
    ...(ts.getTrailingCommentRanges(text, decl.pos) ?? []),
    ...(ts.getLeadingCommentRanges(text, decl.pos) ?? []),
  ];
  for (const range of ranges) {
    const comment = text.slice(range.pos, range.end);
    const tag = comment.startsWith('/**') && TAG_NAMES.find((name) => new RegExp(`@${name}\\b`).test(comment));
    if (tag)
      throw new BadArgTag(
        `@${tag} before \`${path}\` is not attached to it: TypeScript reads a \`/** … */\` only when it starts ` +
          'its own line. Move the comment to a line of its own above the member',
        decl,
      );
  }
}

/** Whether a default is of the member's type: WordPress validates it like a sent value. */
function fits(value: unknown, schema: RequestSchema): boolean {
  const types = [schema.type].flat();
  if (schema.enum && !schema.enum.some((v) => v === value)) return false;
  if (value === null) return types.includes('null');
  if (Array.isArray(value))
    return types.includes('array') && (!schema.items || value.every((v) => fits(v, schema.items!)));
  if (typeof value === 'object') return types.includes('object');
  return types.includes(typeof value as RequestSchemaType);
}
