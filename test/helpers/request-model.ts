// The Node side of the request edge: a type guard for a handler's param type (as the
// compiler's request schema writes it), widened only by WordPress's documented scalar rules
// (rest_is_boolean, is_numeric), and the value the handler then receives. Tests compare it
// with what WordPress accepts and hands over (test/request/*.test.ts).
import type { RequestSchema, RequestSchemaType } from '../../emitter/model.js';

export type Decoded = { ok: true; value: unknown } | { ok: false };

const NUMERIC = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
// WordPress tries a value against the types in this order (the compiler writes them so).
const ORDER: RequestSchemaType[] = ['string', 'number', 'boolean', 'null', 'array', 'object'];

/** Whether a plain JSON value fits one schema type, and as what (WordPress's sanitized value). */
function asType(type: RequestSchemaType, value: unknown): Decoded {
  switch (type) {
    case 'string':
      return typeof value === 'string' ? { ok: true, value } : { ok: false };
    case 'number':
      if (typeof value === 'number') return Number.isFinite(value) ? { ok: true, value } : { ok: false };
      if (typeof value === 'string' && NUMERIC.test(value)) {
        const n = Number(value);
        return Number.isFinite(n) ? { ok: true, value: n === 0 ? 0 : n } : { ok: false };
      }
      return { ok: false };
    case 'boolean':
      if (typeof value === 'boolean') return { ok: true, value };
      if (value === 0 || value === 1) return { ok: true, value: value === 1 };
      if (typeof value === 'string' && ['true', 'false', '0', '1'].includes(value.toLowerCase()))
        return { ok: true, value: value.toLowerCase() === 'true' || value === '1' };
      return { ok: false };
    case 'null':
      return value === null ? { ok: true, value } : { ok: false };
    case 'array':
      return Array.isArray(value) ? { ok: true, value } : { ok: false };
    case 'object':
      return value !== null && typeof value === 'object' && !Array.isArray(value) ? { ok: true, value } : { ok: false };
  }
}

/** What the handler receives for a JSON value sent for `schema`, or ok: false for a 400. */
export function decode(schema: RequestSchema, value: unknown): Decoded {
  const types = [schema.type].flat();
  // WordPress picks the first type the value fits, then checks that type only.
  const type = ORDER.find((t) => types.includes(t) && asType(t, value).ok);
  if (!type) return { ok: false };
  const base = asType(type, value) as { ok: true; value: unknown };
  let out = base.value;
  if (type === 'array' && schema.items) {
    const items: unknown[] = [];
    for (const item of out as unknown[]) {
      const d = decode(schema.items, item);
      if (!d.ok) return d;
      items.push(d.value);
    }
    out = items;
  } else if (type === 'array') {
    out = [...(out as unknown[])];
  }
  if (type === 'object') {
    const source = out as Record<string, unknown>;
    const object: Record<string, unknown> = {};
    for (const key of schema.required ?? [])
      if (!Object.prototype.hasOwnProperty.call(source, key)) return { ok: false };
    for (const key of Object.keys(source)) {
      const member =
        schema.properties && Object.prototype.hasOwnProperty.call(schema.properties, key)
          ? schema.properties[key]
          : schema.additionalProperties;
      if (member === false) return { ok: false };
      let item = source[key];
      if (member && member !== true) {
        const d = decode(member, item);
        if (!d.ok) return d;
        item = d.value;
      }
      // defineProperty: a `__proto__` key stays an own member, as JSON.parse makes it.
      Object.defineProperty(object, key, { value: item, enumerable: true, writable: true, configurable: true });
    }
    out = object;
  }
  if (schema.enum && !schema.enum.some((e) => e === out)) return { ok: false };
  return { ok: true, value: out };
}

/** wp_parse_list(): a query or form string sent for an array type is split on commas and whitespace. */
export function parseList(text: string): string[] {
  return text.split(/[\s,]+/).filter((part) => part !== '');
}

/**
 * What the handler receives for a query-string value (a string, or the strings of `v[]=…`)
 * sent for `schema`: typed by the same rules as JSON, except that a string for an array type
 * is a list (WordPress's rest_is_array()).
 */
export function decodeQuery(schema: RequestSchema, value: string | string[]): Decoded {
  const direct = decode(schema, value);
  if (direct.ok || typeof value !== 'string' || ![schema.type].flat().includes('array')) return direct;
  return decode(schema, parseList(value));
}
