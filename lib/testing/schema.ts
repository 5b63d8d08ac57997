// WordPress's rest_validate_value_from_schema() and rest_sanitize_value_from_schema()
// (wp-includes/rest-api.php) for the keywords the compiler writes into a route's `args`
// (emitter/analyze/request-schema.ts: type, enum, items, properties, required,
// additionalProperties; emitter/analyze/arg-tags.ts: minimum, maximum, minLength, maxLength,
// pattern, minItems, maxItems), over request values as PHP holds them: strings and string lists
// from a query string or form, JSON values from a JSON body. Messages and codes are
// WordPress's; test/testing/request.test.ts compares them with WordPress's REST server.
import type { RequestSchema, RequestSchemaType } from '../../emitter/model.js';

/** A WordPress error as the REST API reports it (rest_convert_error_to_response()). */
export interface SchemaError {
  code: string;
  message: string;
  data: Record<string, unknown> | null;
}

export type Checked = { ok: true } | { ok: false; error: SchemaError };

const OK: Checked = { ok: true };
const fail = (code: string, message: string, data: Record<string, unknown> | null = null): Checked => ({
  ok: false,
  error: { code, message, data },
});

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const isScalar = (value: unknown) => ['string', 'number', 'boolean'].includes(typeof value);

/** A PHP array key that is an integer (PHP stores "12" as 12). */
export const isIntKey = (key: string) => /^(0|-?[1-9]\d*)$/.test(key);

/** PHP's `(string)` of a scalar. */
export function phpString(value: unknown): string {
  if (value === true) return '1';
  if (value === false || value === null || value === undefined) return '';
  if (typeof value === 'number') {
    if (Number.isInteger(value) && Math.abs(value) < 1e15) return String(value);
    return String(Number(value.toPrecision(14)));
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** PHP's is_numeric() on a value WordPress reads (leading whitespace allowed; Router refuses padding first). */
export function isNumeric(value: unknown): boolean {
  if (typeof value === 'number') return true;
  return (
    typeof value === 'string' && /^[ \t\n\r\v\f]*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?[ \t\n\r\v\f]*$/.test(value)
  );
}

/** wp_parse_list(): a string split on commas and whitespace. */
export function parseList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return phpString(value)
    .split(/[\s,]+/)
    .filter((part) => part !== '');
}

/** wp_is_numeric_array(): a PHP array with no string key (a JSON object such as `{}` or `{"0":…}` is one). */
function isNumericArray(value: unknown): boolean {
  if (Array.isArray(value)) return true;
  return isRecord(value) && Object.keys(value).every(isIntKey);
}

function restIsBoolean(value: unknown): boolean {
  if (typeof value === 'boolean') return true;
  if (typeof value === 'string') return ['false', 'true', '0', '1'].includes(value.toLowerCase());
  return value === 0 || value === 1;
}

function restIsArray(value: unknown): boolean {
  return isNumericArray(isScalar(value) ? parseList(value) : value);
}

function restIsObject(value: unknown): boolean {
  return value === '' || isRecord(value) || Array.isArray(value);
}

function restSanitizeArray(value: unknown): unknown[] {
  if (isScalar(value)) return parseList(value);
  if (Array.isArray(value)) return [...(value as unknown[])];
  return isRecord(value) ? Object.values(value) : [];
}

function restSanitizeObject(value: unknown): Record<string, unknown> {
  if (Array.isArray(value)) return Object.fromEntries(value.map((item, i) => [String(i), item]));
  return isRecord(value) ? { ...value } : {};
}

function restSanitizeBoolean(value: unknown): boolean {
  if (typeof value === 'string') {
    const lower = value.toLowerCase();
    if (lower === 'false' || lower === '0') return false;
    return lower !== '';
  }
  if (Array.isArray(value)) return value.length > 0;
  if (isRecord(value)) return Object.keys(value).length > 0;
  return !!value;
}

/** rest_get_best_type_for_value(): the first of the schema's types the value fits. */
function bestType(value: unknown, types: RequestSchemaType[]): RequestSchemaType | '' {
  if (value === '' && types.includes('string')) return 'string';
  const checks: Record<RequestSchemaType, (v: unknown) => boolean> = {
    array: restIsArray,
    object: restIsObject,
    number: isNumeric,
    boolean: restIsBoolean,
    string: (v) => typeof v === 'string',
    null: (v) => v === null,
  };
  return types.find((t) => checks[t](value)) ?? '';
}

const invalidType = (param: string, type: string) =>
  fail('rest_invalid_type', `${param} is not of type ${type}.`, { param });

/** rest_validate_value_from_schema(). */
export function validateValue(value: unknown, schema: RequestSchema, param: string): Checked {
  let type: RequestSchemaType;
  if (Array.isArray(schema.type)) {
    const best = bestType(value, schema.type);
    if (!best) return invalidType(param, schema.type.join(','));
    type = best;
  } else {
    type = schema.type;
  }
  const typed = validateType(value, { ...schema, type }, param);
  if (!typed.ok) return typed;
  if (schema.enum && schema.enum.length) return validateEnum(value, { ...schema, type }, param);
  return OK;
}

function validateType(value: unknown, schema: RequestSchema & { type: RequestSchemaType }, param: string): Checked {
  switch (schema.type) {
    case 'null':
      return value === null ? OK : invalidType(param, 'null');
    case 'boolean':
      return restIsBoolean(value) ? OK : invalidType(param, 'boolean');
    case 'number':
      return isNumeric(value) ? validateBounds(Number(value), schema, param) : invalidType(param, 'number');
    case 'string':
      return typeof value === 'string' ? validateLength(value, schema, param) : invalidType(param, 'string');
    case 'array': {
      if (!restIsArray(value)) return invalidType(param, 'array');
      const list = restSanitizeArray(value);
      if (schema.items) {
        for (const [i, item] of list.entries()) {
          const checked = validateValue(item, schema.items, `${param}[${i}]`);
          if (!checked.ok) return checked;
        }
      }
      return validateCount(list.length, schema, param);
    }
    case 'object': {
      if (!restIsObject(value)) return invalidType(param, 'object');
      const object = restSanitizeObject(value);
      for (const name of schema.required ?? [])
        if (!Object.prototype.hasOwnProperty.call(object, name))
          return fail('rest_property_required', `${name} is a required property of ${param}.`);
      for (const [key, item] of Object.entries(object)) {
        const member = schema.properties?.[key];
        if (member && Object.prototype.hasOwnProperty.call(schema.properties, key)) {
          const checked = validateValue(item, member, `${param}[${key}]`);
          if (!checked.ok) return checked;
          continue;
        }
        if (schema.additionalProperties === false)
          return fail('rest_additional_properties_forbidden', `${key} is not a valid property of Object.`);
        if (isRecord(schema.additionalProperties)) {
          const checked = validateValue(item, schema.additionalProperties as RequestSchema, `${param}[${key}]`);
          if (!checked.ok) return checked;
        }
      }
      return OK;
    }
  }
  return OK;
}

/** PHP's sprintf() `%d` of a number: its integer part. */
const phpInt = (n: number) => String(Math.trunc(n));

/** number_format_i18n() with no locale loaded (en_US): thousands separated by commas. */
const numberFormat = (n: number) => Math.round(n).toLocaleString('en-US');

/**
 * rest_validate_number_value_from_schema()'s bounds (no exclusive bounds: the compiler
 * writes none). WordPress words the message by which bounds the schema has, not by which one
 * the value crosses, and prints them with `%d`.
 */
function validateBounds(value: number, schema: RequestSchema, param: string): Checked {
  const { minimum: min, maximum: max } = schema;
  if (min !== undefined && max === undefined && value < min)
    return fail('rest_out_of_bounds', `${param} must be greater than or equal to ${phpInt(min)}`);
  if (max !== undefined && min === undefined && value > max)
    return fail('rest_out_of_bounds', `${param} must be less than or equal to ${phpInt(max)}`);
  if (min !== undefined && max !== undefined && (value > max || value < min))
    return fail(
      'rest_out_of_bounds',
      `${param} must be between ${phpInt(min)} (inclusive) and ${phpInt(max)} (inclusive)`,
    );
  return OK;
}

/** rest_validate_string_value_from_schema()'s minLength, maxLength (mb_strlen(): code points) and pattern. */
function validateLength(value: string, schema: RequestSchema, param: string): Checked {
  const length = [...value].length;
  const { minLength, maxLength, pattern } = schema;
  if (minLength !== undefined && length < minLength)
    return fail(
      'rest_too_short',
      `${param} must be at least ${numberFormat(minLength)} character${minLength === 1 ? '' : 's'} long.`,
    );
  if (maxLength !== undefined && length > maxLength)
    return fail(
      'rest_too_long',
      `${param} must be at most ${numberFormat(maxLength)} character${maxLength === 1 ? '' : 's'} long.`,
    );
  if (pattern !== undefined && !patternMatches(pattern, value))
    return fail('rest_invalid_pattern', `${param} does not match pattern ${pattern}.`);
  return OK;
}

/**
 * rest_validate_json_schema_pattern(): preg_match() with `u`, unanchored. A pattern JavaScript
 * reads only without `u` (PCRE allows escapes such as `\-` that `u` refuses) is tried so.
 */
function patternMatches(pattern: string, value: string): boolean {
  let regex: RegExp;
  try {
    regex = new RegExp(pattern, 'u');
  } catch {
    regex = new RegExp(pattern);
  }
  return regex.test(value);
}

/** rest_validate_array_value_from_schema()'s minItems and maxItems. */
function validateCount(count: number, schema: RequestSchema, param: string): Checked {
  const { minItems, maxItems } = schema;
  if (minItems !== undefined && count < minItems)
    return fail(
      'rest_too_few_items',
      `${param} must contain at least ${numberFormat(minItems)} item${minItems === 1 ? '' : 's'}.`,
    );
  if (maxItems !== undefined && count > maxItems)
    return fail(
      'rest_too_many_items',
      `${param} must contain at most ${numberFormat(maxItems)} item${maxItems === 1 ? '' : 's'}.`,
    );
  return OK;
}

/** rest_are_values_equal(). */
function valuesEqual(a: unknown, b: unknown): boolean {
  if ((Array.isArray(a) || isRecord(a)) && (Array.isArray(b) || isRecord(b))) {
    const ea = Object.entries(a);
    const eb = new Map(Object.entries(b));
    return ea.length === eb.size && ea.every(([k, v]) => eb.has(k) && valuesEqual(v, eb.get(k)));
  }
  return a === b;
}

/** wp_sprintf()'s `%l`: "a, b, and c". */
function phpList(items: string[]): string {
  if (items.length <= 1) return items.join('');
  if (items.length === 2) return `${items[0]} and ${items[1]}`;
  return `${items.slice(0, -1).join(', ')}, and ${items[items.length - 1]}`;
}

/** rest_validate_enum(). */
function validateEnum(value: unknown, schema: RequestSchema, param: string): Checked {
  const sanitized = sanitizeValue(value, schema, param);
  if (schema.enum!.some((e) => valuesEqual(sanitized, e))) return OK;
  const encoded = schema.enum!.map((e) => (isScalar(e) ? phpString(e) : JSON.stringify(e)));
  if (encoded.length === 1) return fail('rest_not_in_enum', `${param} is not ${encoded[0]}.`);
  return fail('rest_not_in_enum', `${param} is not one of ${phpList(encoded)}.`);
}

/** rest_sanitize_value_from_schema(). */
export function sanitizeValue(value: unknown, schema: RequestSchema, param: string): unknown {
  let type: RequestSchemaType;
  if (Array.isArray(schema.type)) {
    const best = bestType(value, schema.type);
    if (!best) return value;
    type = best;
  } else {
    type = schema.type;
  }
  switch (type) {
    case 'array': {
      const list = restSanitizeArray(value);
      return schema.items ? list.map((item, i) => sanitizeValue(item, schema.items!, `${param}[${i}]`)) : list;
    }
    case 'object': {
      const object = restSanitizeObject(value);
      for (const [key, item] of Object.entries(object)) {
        if (schema.properties && Object.prototype.hasOwnProperty.call(schema.properties, key)) {
          object[key] = sanitizeValue(item, schema.properties[key], `${param}[${key}]`);
        } else if (schema.additionalProperties === false) {
          delete object[key];
        } else if (isRecord(schema.additionalProperties)) {
          object[key] = sanitizeValue(item, schema.additionalProperties as RequestSchema, `${param}[${key}]`);
        }
      }
      return object;
    }
    case 'null':
      return null;
    case 'number':
      return typeof value === 'number' ? value : Number(String(value).trim()) || 0;
    case 'boolean':
      return restSanitizeBoolean(value);
    case 'string':
      return phpString(value);
  }
}
