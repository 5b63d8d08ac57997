// JSON Schema (as schema.ts infers it) → TypeScript type text, for the generated client.
import type { JsonSchema, JsonValue } from './schema.js';

const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const NO_NAMES: ReadonlySet<string> = new Set();

/**
 * The TypeScript type of a schema. An object schema whose `title` is in `named` is written
 * as that name: the client declares it once (namedShape()).
 */
export function schemaToTs(schema: JsonSchema, indent = '', named: ReadonlySet<string> = NO_NAMES): string {
  if (schema.title && schema.type === 'object' && named.has(schema.title)) return schema.title;
  return shapeToTs(schema, indent, named);
}

/** `export type Article = { … };` for a named shape. */
export function namedShape(schema: JsonSchema & { title: string }, named: ReadonlySet<string>): string {
  return `export type ${schema.title} = ${shapeToTs(schema, '', named)};`;
}

function shapeToTs(schema: JsonSchema, indent: string, named: ReadonlySet<string>): string {
  if (schema.$ref) return schema.$ref.endsWith('/WP_Error') ? 'WpErrorBody' : 'unknown';
  if ('const' in schema) return literal(schema.const!);
  if (schema.enum) return schema.enum.map(literal).join(' | ');
  const union = schema.oneOf ?? schema.anyOf;
  // `|` binds loosest, so union members need no parentheses.
  if (union) return union.map((s) => schemaToTs(s, indent, named)).join(' | ');
  if (schema.allOf) return schema.allOf.map((s) => wrap(schemaToTs(s, indent, named))).join(' & ');
  if (Array.isArray(schema.type))
    return schema.type.map((t) => shapeToTs({ ...schema, type: t }, indent, named)).join(' | ');
  switch (schema.type) {
    case 'string':
      return 'string';
    case 'number':
    case 'integer':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'null':
      return 'null';
    case 'array': {
      if (schema.prefixItems)
        return `[${schema.prefixItems.map((s, i) => `${schemaToTs(s, indent, named)}${i >= (schema.minItems ?? schema.prefixItems!.length) ? '?' : ''}`).join(', ')}]`;
      if (schema.items === false) return '[]';
      const item = schemaToTs(schema.items ?? {}, indent, named);
      return /^[A-Za-z0-9_$.]+$/.test(item) ? `${item}[]` : `Array<${item}>`;
    }
    case 'object':
      return objectType(schema, indent, named);
    default:
      return 'unknown';
  }
}

function objectType(schema: JsonSchema, indent: string, named: ReadonlySet<string>): string {
  const inner = `${indent}  `;
  const props = Object.entries(schema.properties ?? {});
  const extra = schema.additionalProperties;
  const extraType =
    extra === undefined || extra === false ? undefined : extra === true ? 'unknown' : schemaToTs(extra, inner, named);
  if (!props.length) return extraType ? `Record<string, ${extraType}>` : 'Record<string, unknown>';
  const lines = props.map(([key, value]) => {
    const optional = schema.required?.includes(key) ? '' : '?';
    return `${inner}${IDENT.test(key) ? key : JSON.stringify(key)}${optional}: ${schemaToTs(value, inner, named)};`;
  });
  const shape = `{\n${lines.join('\n')}\n${indent}}`;
  // An index signature would have to admit every property's type: add it as an intersection.
  return extraType ? `${shape} & Record<string, ${extraType}>` : shape;
}

/** Parenthesizes a type with a top-level `|`, so it can sit inside an intersection. */
function wrap(type: string): string {
  let depth = 0;
  for (let i = 0; i < type.length; i++) {
    const c = type[i];
    if (c === '"') {
      for (i++; i < type.length && type[i] !== '"'; i++) if (type[i] === '\\') i++;
    } else if ('{[(<'.includes(c)) depth++;
    else if ('}])>'.includes(c)) depth--;
    else if (depth === 0 && c === '|') return `(${type})`;
  }
  return type;
}

function literal(value: JsonValue): string {
  return JSON.stringify(value);
}
