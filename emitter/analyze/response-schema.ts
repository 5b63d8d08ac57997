// The route's `schema` (register_rest_route()'s schema callback, shown by OPTIONS and the
// namespace index): what the handler answers, read by the same inference the OpenAPI document
// and the typed client use, in the draft-04 form a core controller's get_item_schema() returns.
import type ts from '#typescript';
import { inferHandlerResponses, isAny, type JsonSchema, type JsonType } from '../openapi/schema.js';

const DRAFT_04 = 'http://json-schema.org/draft-04/schema#';

/** The success body's schema (200, else the first success status); none when it says "any JSON". */
export function responseSchema(
  checker: ts.TypeChecker,
  handler: ts.MethodDeclaration,
  title: string,
): Record<string, unknown> | undefined {
  const { success } = inferHandlerResponses(checker, handler);
  const body = success.get(200) ?? [...success.values()][0];
  if (!body || isAny(body)) return undefined;
  return { $schema: DRAFT_04, title, ...draft04(body) };
}

/**
 * Draft 04 has no `const`: a one-value `enum` says the same. An `enum` also gets the `type`
 * its values have, as a core schema writes `'type' => 'string', 'enum' => …`.
 */
function draft04(schema: JsonSchema): JsonSchema {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'const') out.enum = [value];
    else if (key === 'properties')
      out.properties = Object.fromEntries(
        Object.entries(value as Record<string, JsonSchema>).map(([k, v]) => [k, draft04(v)]),
      );
    else if (Array.isArray(value) && ['anyOf', 'oneOf', 'allOf', 'prefixItems'].includes(key))
      out[key] = (value as JsonSchema[]).map(draft04);
    else if ((key === 'items' || key === 'additionalProperties') && value && typeof value === 'object')
      out[key] = draft04(value as JsonSchema);
    else out[key] = value;
  }
  if (Array.isArray(out.enum) && out.type === undefined) {
    const types = [...new Set((out.enum as unknown[]).map((v) => (v === null ? 'null' : typeof v) as JsonType))];
    return { type: types.length === 1 ? types[0] : types, ...out };
  }
  return out;
}
