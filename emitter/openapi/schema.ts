// What a handler answers, read from its TypeScript types with the checker: the JSON Schema of
// each success body (by status) and the WP_Error statuses and codes it may return. Both the
// OpenAPI document (document.ts) and the typed client (client.ts) are written from this.
import ts from '#typescript';
import { isWordPressDeclaration } from '../libs.js';
import { skipOuter } from '../syntax.js';

export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'object' | 'array';
export type JsonValue = string | number | boolean | null;

/** The subset of JSON Schema (2020-12, as OpenAPI 3.1 uses it) the inference produces. */
export interface JsonSchema {
  type?: JsonType | JsonType[];
  const?: JsonValue;
  enum?: JsonValue[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema | false;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  description?: string;
  format?: string;
  /** The project's type the schema was read from (an interface, type alias or class name). */
  title?: string;
}

/** An error a handler returns as `WP_Error`: its status (`data.status`, else 500) and code when known. */
export interface HandlerError {
  /** null when the status cannot be read statically (OpenAPI `default`). */
  status: number | null;
  /** null when the code is not a string literal. */
  code: string | null;
  /** The data argument's schema (the client types `WpApiError.data` by it); absent when there is none. */
  data?: JsonSchema;
}

export interface HandlerResponses {
  /** Success (non-WP_Error) bodies by HTTP status. An empty schema `{}` means "any JSON". */
  success: Map<number, JsonSchema>;
  /** Headers a returned WP_REST_Response sets (`response.header('X-WP-Total', …)`), by status. */
  headers?: Map<number, string[]>;
  errors: HandlerError[];
  /** A hand-written PHP handler's: where its types were read ('its @return docblock', 'its declared return type'). */
  from?: string;
}

/** A handler whose TypeScript source is not available (hand-written PHP): any JSON, any error. */
export const UNKNOWN_RESPONSES: HandlerResponses = { success: new Map([[200, {}]]), errors: [] };

const MAX_DEPTH = 12;

/** Infers what a handler answers from its return type (and, for WP_REST_Response/WP_Error, its return statements). */
export function inferHandlerResponses(checker: ts.TypeChecker, method: ts.MethodDeclaration): HandlerResponses {
  const out: HandlerResponses = { success: new Map(), errors: [] };
  const signature = checker.getSignatureFromDeclaration(method);
  if (!signature) return { success: new Map([[200, {}]]), errors: [] };
  let returned = checker.getReturnTypeOfSignature(signature);
  if (isAsync(method)) returned = checker.getAwaitedType(returned) ?? returned;

  const data: ts.Type[] = [];
  let hasError = false;
  let hasResponse = false;
  for (const member of unionMembers(returned)) {
    if (wpClass(member) === 'WP_Error') hasError = true;
    else if (wpClass(member)) hasResponse = true;
    else data.push(member);
  }
  const bodies = new Map<number, JsonSchema[]>();
  const add = (status: number, schema: JsonSchema) => bodies.set(status, [...(bodies.get(status) ?? []), schema]);
  const converter = new SchemaConverter(checker);
  if (data.length) add(200, converter.union(data));

  if (hasError || hasResponse) {
    const found = scanReturns(checker, method, converter);
    for (const e of found.errors) {
      if (!out.errors.some((x) => x.status === e.status && x.code === e.code)) out.errors.push(e);
    }
    for (const r of found.responses) {
      add(r.status, r.schema);
      if (!r.headers.length) continue;
      out.headers ??= new Map();
      out.headers.set(r.status, [...new Set([...(out.headers.get(r.status) ?? []), ...r.headers])]);
    }
    if (hasError && !found.errors.length) out.errors.push({ status: null, code: null });
    if (hasResponse && found.unresolvedResponse) add(200, {});
    if (hasResponse && !found.responses.length && !found.unresolvedResponse) add(200, {});
  }
  for (const [status, schemas] of [...bodies].sort((a, b) => a[0] - b[0]))
    out.success.set(status, anyOfSchemas(schemas));
  if (!out.success.size && !out.errors.length) out.success.set(200, { type: 'null' });
  return out;
}

function isAsync(method: ts.MethodDeclaration): boolean {
  return ts.getModifiers(method)?.some((m) => m.kind === ts.SyntaxKind.AsyncKeyword) ?? false;
}

function unionMembers(type: ts.Type): readonly ts.Type[] {
  return type.isUnion() ? type.types : [type];
}

/** The ts2wp/wordpress class a type is an instance of, if it is one the REST API treats specially. */
function wpClass(type: ts.Type): 'WP_Error' | 'WP_REST_Response' | 'WP_HTTP_Response' | undefined {
  const symbol = type.getSymbol() ?? type.aliasSymbol;
  const name = symbol?.getName();
  if (name !== 'WP_Error' && name !== 'WP_REST_Response' && name !== 'WP_HTTP_Response') return undefined;
  const decl = symbol!.declarations?.[0];
  return decl && isWordPressDeclaration(decl) ? name : undefined;
}

interface ScannedReturns {
  errors: HandlerError[];
  responses: { status: number; schema: JsonSchema; headers: string[] }[];
  /** A returned WP_REST_Response whose data could not be read (not a `new WP_REST_Response(…)`). */
  unresolvedResponse: boolean;
}

/** How many helper functions deep the scan follows a returned call. */
const MAX_HELPER_DEPTH = 4;

/**
 * Reads `return new WP_Error(code, msg, { status })`, `return new WP_REST_Response(data, status)`
 * and `return rest_ensure_response(data)`, also through a local `const`/`let` holding one (a
 * later `x.set_status(201)` on it counts) and through calls to the project's own functions
 * and methods, whose return statements are read the same way.
 */
function scanReturns(
  checker: ts.TypeChecker,
  method: ts.MethodDeclaration,
  converter: SchemaConverter,
): ScannedReturns {
  const out: ScannedReturns = { errors: [], responses: [], unresolvedResponse: false };
  const scanning = new Set<ts.Node>();
  const addUnresolved = (kinds: ReturnType<typeof wpClass>[]) => {
    if (kinds.includes('WP_Error')) out.errors.push({ status: null, code: null });
    if (kinds.some((k) => k && k !== 'WP_Error')) out.unresolvedResponse = true;
  };

  const visitExpr = (expr: ts.Expression, body: ts.Node, depth: number): void => {
    expr = skipOuter(expr);
    if (ts.isConditionalExpression(expr)) {
      visitExpr(expr.whenTrue, body, depth);
      visitExpr(expr.whenFalse, body, depth);
      return;
    }
    if (
      ts.isBinaryExpression(expr) &&
      (expr.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken ||
        expr.operatorToken.kind === ts.SyntaxKind.BarBarToken)
    ) {
      visitExpr(expr.left, body, depth);
      visitExpr(expr.right, body, depth);
      return;
    }
    const type = checker.getTypeAtLocation(expr);
    const kinds = unionMembers(type).map(wpClass);
    if (!kinds.some(Boolean)) return; // plain data: the return type already says it
    if (ts.isNewExpression(expr) && kinds.length === 1 && kinds[0]) {
      const args = expr.arguments ?? [];
      if (kinds[0] === 'WP_Error') {
        out.errors.push({
          code: stringLiteral(checker, args[0]),
          status: args[2] ? statusOf(checker, args[2]) : 500,
          ...(args[2] ? { data: converter.convert(checker.getTypeAtLocation(args[2])) } : {}),
        });
      } else {
        const status = args[1] ? (numberLiteral(checker, args[1]) ?? 200) : 200;
        const later = callsOnLocal(checker, expr, body);
        out.responses.push({
          status: later.status ?? status,
          schema: args[0] ? converter.convert(checker.getTypeAtLocation(args[0])) : { type: 'null' },
          headers: later.headers,
        });
      }
      return;
    }
    if (
      ts.isCallExpression(expr) &&
      ts.isIdentifier(expr.expression) &&
      expr.expression.text === 'rest_ensure_response' &&
      expr.arguments[0]
    ) {
      const arg = checker.getTypeAtLocation(expr.arguments[0]);
      const plain = unionMembers(arg).filter((t) => !wpClass(t));
      const later = callsOnLocal(checker, expr, body);
      if (plain.length)
        out.responses.push({ status: later.status ?? 200, schema: converter.union(plain), headers: later.headers });
      addUnresolved(
        unionMembers(arg)
          .map(wpClass)
          .filter((k) => k !== undefined),
      );
      return;
    }
    // A local holding the response: read its initializer.
    const local = ts.isIdentifier(expr) ? localInitializer(checker, expr, body) : undefined;
    if (local) return visitExpr(local, body, depth);
    // A call to one of the project's own functions: read its returns.
    const helper = ts.isCallExpression(expr) ? projectFunctionBody(checker, expr) : undefined;
    if (helper && depth < MAX_HELPER_DEPTH && !scanning.has(helper)) {
      scanning.add(helper);
      visitBody(helper, depth + 1);
      scanning.delete(helper);
      return;
    }
    addUnresolved(kinds);
  };
  const visitBody = (body: ts.Node, depth: number): void => {
    if (!ts.isBlock(body)) return visitExpr(body as ts.Expression, body, depth); // an arrow's expression body
    const visit = (node: ts.Node): void => {
      if (ts.isFunctionLike(node) || ts.isClassLike(node)) return;
      if (ts.isReturnStatement(node) && node.expression) visitExpr(node.expression, body, depth);
      ts.forEachChild(node, visit);
    };
    ts.forEachChild(body, visit);
  };
  if (method.body) {
    scanning.add(method.body);
    visitBody(method.body, 0);
  }
  return out;
}

/** The initializer of a `const`/`let` declared in `body` that `name` refers to, if it is never reassigned. */
function localInitializer(checker: ts.TypeChecker, name: ts.Identifier, body: ts.Node): ts.Expression | undefined {
  const declaration = checker.getSymbolAtLocation(name)?.valueDeclaration;
  if (!declaration || !ts.isVariableDeclaration(declaration) || !declaration.initializer) return undefined;
  if (declaration.pos < body.pos || declaration.end > body.end) return undefined;
  let reassigned = false;
  const symbol = checker.getSymbolAtLocation(declaration.name);
  const visit = (node: ts.Node): void => {
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isIdentifier(node.left) &&
      checker.getSymbolAtLocation(node.left) === symbol
    )
      reassigned = true;
    ts.forEachChild(node, visit);
  };
  visit(body);
  return reassigned ? undefined : declaration.initializer;
}

/**
 * What calls on the local a response was stored in say about it: the status of its one
 * `x.set_status(201)` (null without one or when not a literal) and the names of the headers
 * `x.header('X-WP-Total', …)` sets.
 */
function callsOnLocal(
  checker: ts.TypeChecker,
  created: ts.Expression,
  body: ts.Node,
): { status: number | null; headers: string[] } {
  const declaration = created.parent;
  if (!ts.isVariableDeclaration(declaration) || !ts.isIdentifier(declaration.name))
    return { status: null, headers: [] };
  const symbol = checker.getSymbolAtLocation(declaration.name);
  const statuses: (number | null)[] = [];
  const headers = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ts.isIdentifier(node.expression.expression) &&
      checker.getSymbolAtLocation(node.expression.expression) === symbol
    ) {
      const name = node.expression.name.text;
      if (name === 'set_status') statuses.push(numberLiteral(checker, node.arguments[0]));
      const header = name === 'header' ? stringLiteral(checker, node.arguments[0]) : null;
      if (header) headers.add(header);
    }
    ts.forEachChild(node, visit);
  };
  visit(body);
  return { status: statuses.length === 1 ? statuses[0]! : null, headers: [...headers] };
}

/** The body of the project function or method a call reaches (not a library's, not WordPress's). */
function projectFunctionBody(checker: ts.TypeChecker, call: ts.CallExpression): ts.Node | undefined {
  const declaration = checker.getResolvedSignature(call)?.getDeclaration();
  if (!declaration || declaration.getSourceFile().isDeclarationFile) return undefined;
  if (
    (ts.isFunctionDeclaration(declaration) ||
      ts.isMethodDeclaration(declaration) ||
      ts.isFunctionExpression(declaration) ||
      ts.isArrowFunction(declaration)) &&
    declaration.body
  )
    return declaration.body;
  return undefined;
}

function stringLiteral(checker: ts.TypeChecker, node: ts.Expression | undefined): string | null {
  if (!node) return null;
  const type = checker.getTypeAtLocation(node);
  return type.isStringLiteral() ? type.value : null;
}

function numberLiteral(checker: ts.TypeChecker, node: ts.Expression | undefined): number | null {
  if (!node) return null;
  const type = checker.getTypeAtLocation(node);
  return type.isNumberLiteral() ? type.value : null;
}

/** The `status` of a WP_Error's data argument: a number literal, 500 when the data has none, null when unknown. */
function statusOf(checker: ts.TypeChecker, node: ts.Expression): number | null {
  const expr = skipOuter(node);
  // `{ status: 404 }` is typed `{ status: number }`: read the literal from the syntax.
  if (ts.isObjectLiteralExpression(expr)) {
    const prop = expr.properties.find(
      (p) => p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) && p.name.text === 'status',
    );
    if (!prop) return expr.properties.some((p) => ts.isSpreadAssignment(p)) ? null : 500;
    if (ts.isPropertyAssignment(prop)) {
      const value = skipOuter(prop.initializer);
      if (ts.isNumericLiteral(value)) return Number(value.text);
      return numberLiteral(checker, value);
    }
    return ts.isShorthandPropertyAssignment(prop) ? numberLiteral(checker, prop.name) : null;
  }
  const type = checker.getTypeAtLocation(node);
  if (
    type.flags &
    (ts.TypeFlags.Undefined |
      ts.TypeFlags.Null |
      ts.TypeFlags.StringLike |
      ts.TypeFlags.NumberLike |
      ts.TypeFlags.BooleanLike)
  )
    return 500;
  const prop = type.getProperty('status');
  if (!prop) return type.flags & ts.TypeFlags.Object && !checker.getIndexInfosOfType(type).length ? 500 : null;
  const status = checker.getTypeOfSymbol(prop);
  return status.isNumberLiteral() ? status.value : null;
}

/** Several possible bodies at one status: one schema, `{}` absorbing everything. */
export function anyOfSchemas(schemas: JsonSchema[]): JsonSchema {
  const flat: JsonSchema[] = [];
  for (const s of schemas) {
    if (isAny(s)) return {};
    for (const part of s.anyOf && Object.keys(s).length === 1 ? s.anyOf : [s]) {
      if (!flat.some((f) => JSON.stringify(f) === JSON.stringify(part))) flat.push(part);
    }
  }
  return flat.length === 1 ? flat[0] : { anyOf: flat };
}

export function isAny(schema: JsonSchema): boolean {
  return Object.keys(schema).filter((k) => k !== 'description').length === 0;
}

/** TypeScript type → JSON Schema of its JSON form (what `Js::to_json` / `JSON.stringify` writes). */
/**
 * The name of the project's own interface, type alias or class a type is (`Article`), so
 * the client can declare a shape that several routes share once; none for generic
 * instances, anonymous shapes and library types.
 */
function projectTypeName(type: ts.Type): string | undefined {
  const symbol = type.aliasSymbol ?? type.getSymbol();
  const declaration = symbol?.declarations?.[0];
  if (!symbol || !declaration || declaration.getSourceFile().isDeclarationFile) return undefined;
  if (type.aliasTypeArguments?.length || (type as ts.TypeReference).typeArguments?.length) return undefined;
  const named =
    ts.isInterfaceDeclaration(declaration) ||
    ts.isTypeAliasDeclaration(declaration) ||
    ts.isClassDeclaration(declaration);
  return named ? symbol.getName() : undefined;
}

class SchemaConverter {
  private readonly active = new Set<ts.Type>();
  private depth = 0;

  constructor(private readonly checker: ts.TypeChecker) {}

  convert(type: ts.Type): JsonSchema {
    if (this.depth > MAX_DEPTH) return { description: 'Nested too deeply to describe.' };
    if (type.isUnion()) return this.union(type.types);
    const f = type.flags;
    if (f & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return {};
    if (f & (ts.TypeFlags.Null | ts.TypeFlags.Undefined | ts.TypeFlags.Void)) return { type: 'null' };
    if (type.isStringLiteral()) return { const: type.value };
    if (type.isNumberLiteral()) return { const: type.value };
    if (f & ts.TypeFlags.BooleanLiteral) return { const: this.checker.typeToString(type) === 'true' };
    if (f & (ts.TypeFlags.String | ts.TypeFlags.TemplateLiteral | ts.TypeFlags.StringMapping))
      return { type: 'string' };
    if (f & ts.TypeFlags.Number) return { type: 'number' };
    if (f & ts.TypeFlags.Boolean) return { type: 'boolean' };
    if (f & ts.TypeFlags.TypeParameter) {
      const constraint = this.checker.getBaseConstraintOfType(type);
      return constraint && constraint !== type ? this.convert(constraint) : {};
    }
    if (type.isIntersection()) {
      const primitive = type.types.find(
        (t) => t.flags & (ts.TypeFlags.StringLike | ts.TypeFlags.NumberLike | ts.TypeFlags.BooleanLike),
      );
      if (primitive) return this.convert(primitive);
    }
    if (f & ts.TypeFlags.Object || type.isIntersection()) return this.object(type);
    // bigint, symbol, never…: nothing JSON can hold.
    return {};
  }

  /** A union (or several candidate types): literals become const/enum, simple types a type list, others oneOf/anyOf. */
  union(types: readonly ts.Type[]): JsonSchema {
    const members = types.flatMap((t) => (t.isUnion() ? t.types : [t])).filter((t) => !(t.flags & ts.TypeFlags.Never));
    if (!members.length) return { type: 'null' };
    if (members.length === 1) return this.convert(members[0]);
    const parts = members.map((t) => this.convert(t));
    return mergeUnion(parts);
  }

  private object(type: ts.Type): JsonSchema {
    const checker = this.checker;
    if (checker.isArrayType(type)) {
      const [item] = checker.getTypeArguments(type as ts.TypeReference);
      return { type: 'array', items: item ? this.nested(item) : {} };
    }
    if (checker.isTupleType(type)) {
      const ref = type as ts.TypeReference;
      const target = ref.target as ts.TupleType;
      const items = checker.getTypeArguments(ref).map((t) => this.nested(t));
      if (target.hasRestElement) return { type: 'array', items: items.length ? anyOfSchemas(items) : {} };
      const schema: JsonSchema = {
        type: 'array',
        prefixItems: items,
        items: false,
        minItems: target.minLength,
        maxItems: items.length,
      };
      if (!items.length) delete schema.prefixItems;
      return schema;
    }
    if (this.active.has(type)) return { description: 'A recursive type (not expanded).' };
    const props = checker.getPropertiesOfType(type);
    const indexes = checker.getIndexInfosOfType(type);
    // A function value has no JSON form.
    if (!props.length && !indexes.length && type.getCallSignatures().length) return {};
    this.active.add(type);
    try {
      const schema: JsonSchema = { type: 'object' };
      const name = projectTypeName(type);
      if (name) schema.title = name;
      const properties: Record<string, JsonSchema> = {};
      const required: string[] = [];
      for (const prop of props) {
        if (prop.flags & (ts.SymbolFlags.Method | ts.SymbolFlags.Prototype)) continue;
        if (prop.getName().startsWith('__@') || prop.getName().startsWith('#')) continue;
        const decl = prop.valueDeclaration;
        if (
          decl &&
          ts.canHaveModifiers(decl) &&
          ts
            .getModifiers(decl)
            ?.some(
              (m) =>
                m.kind === ts.SyntaxKind.PrivateKeyword ||
                m.kind === ts.SyntaxKind.ProtectedKeyword ||
                m.kind === ts.SyntaxKind.StaticKeyword,
            )
        )
          continue;
        const propType = checker.getTypeOfSymbol(prop);
        const members = unionMembers(propType);
        if (
          members.every(
            (t) =>
              t.getCallSignatures().length &&
              !checker.getPropertiesOfType(t).some((p) => !(p.flags & ts.SymbolFlags.Method)),
          )
        )
          continue;
        const optional = !!(prop.flags & ts.SymbolFlags.Optional);
        // An optional property may be absent; undefined in a required one is written as null.
        const kept = optional
          ? members.filter((t) => !(t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)))
          : members;
        properties[prop.getName()] = kept.length ? this.nestedUnion(kept) : { type: 'null' };
        if (!optional) required.push(prop.getName());
      }
      if (Object.keys(properties).length) schema.properties = properties;
      if (required.length) schema.required = required;
      const index = indexes.find((i) => i.keyType.flags & ts.TypeFlags.String) ?? indexes[0];
      if (index) schema.additionalProperties = this.nested(index.type);
      return schema;
    } finally {
      this.active.delete(type);
    }
  }

  private nested(type: ts.Type): JsonSchema {
    this.depth++;
    try {
      return this.convert(type);
    } finally {
      this.depth--;
    }
  }

  private nestedUnion(types: readonly ts.Type[]): JsonSchema {
    this.depth++;
    try {
      return types.length === 1 ? this.convert(types[0]) : this.union(types);
    } finally {
      this.depth--;
    }
  }
}

/** Member schemas of a union → one schema. */
export function mergeUnion(parts: JsonSchema[]): JsonSchema {
  if (parts.some(isAny)) return {};
  const literals: JsonValue[] = [];
  const simple = new Set<JsonType>();
  const others: JsonSchema[] = [];
  for (const p of parts) {
    if ('const' in p && Object.keys(p).length === 1) literals.push(p.const!);
    else if (p.enum && Object.keys(p).length === 1) literals.push(...p.enum);
    else if (typeof p.type === 'string' && Object.keys(p).length === 1 && p.type !== 'object' && p.type !== 'array')
      simple.add(p.type);
    else if (Array.isArray(p.type) && Object.keys(p).length === 1) p.type.forEach((t) => simple.add(t));
    else if (p.anyOf && Object.keys(p).length === 1) others.push(...p.anyOf);
    else if (p.oneOf && Object.keys(p).length === 1) others.push(...p.oneOf);
    else if (!others.some((o) => JSON.stringify(o) === JSON.stringify(p))) others.push(p);
  }
  // true | false is boolean; literals whose type is already there are absorbed.
  if (literals.includes(true) && literals.includes(false)) simple.add('boolean');
  const remaining = [...new Set(literals)].filter(
    (v) => !simple.has(jsonTypeOf(v)) && !(simple.has('number') && typeof v === 'number'),
  );
  const branches: JsonSchema[] = [];
  const ordered = TYPE_ORDER.filter((t) => simple.has(t));
  if (ordered.length) branches.push({ type: ordered.length === 1 ? ordered[0] : ordered });
  if (remaining.length) branches.push(remaining.length === 1 ? { const: remaining[0]! } : { enum: remaining });
  branches.push(...others);
  if (branches.length === 1) return branches[0];
  return disjoint(branches) ? { oneOf: branches } : { anyOf: branches };
}

const TYPE_ORDER: readonly JsonType[] = ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'];

function jsonTypeOf(value: JsonValue): JsonType {
  if (value === null) return 'null';
  return typeof value as 'string' | 'number' | 'boolean';
}

/** The JSON types a schema can match, or null when it can match anything. */
function kindsOf(schema: JsonSchema): Set<string> | null {
  if (schema.type)
    return new Set(
      (Array.isArray(schema.type) ? schema.type : [schema.type]).map((t) => (t === 'integer' ? 'number' : t)),
    );
  if ('const' in schema) return new Set([jsonTypeOf(schema.const!)]);
  if (schema.enum) return new Set(schema.enum.map(jsonTypeOf));
  return null;
}

/** True when no JSON value can match two branches (so `oneOf` is exact): different JSON types, or objects told apart by a literal property. */
function disjoint(branches: JsonSchema[]): boolean {
  for (let i = 0; i < branches.length; i++) {
    for (let j = i + 1; j < branches.length; j++) {
      const a = branches[i];
      const b = branches[j];
      const ka = kindsOf(a);
      const kb = kindsOf(b);
      if (!ka || !kb) return false;
      const shared = [...ka].filter((k) => kb.has(k));
      if (!shared.length) continue;
      if (shared.length === 1 && shared[0] === 'object' && ka.size === 1 && kb.size === 1 && discriminated(a, b))
        continue;
      return false;
    }
  }
  return true;
}

function discriminated(a: JsonSchema, b: JsonSchema): boolean {
  for (const key of a.required ?? []) {
    if (!b.required?.includes(key)) continue;
    const va = literalSet(a.properties?.[key]);
    const vb = literalSet(b.properties?.[key]);
    if (va && vb && ![...va].some((v) => vb.has(v))) return true;
  }
  return false;
}

function literalSet(schema: JsonSchema | undefined): Set<string> | null {
  if (!schema) return null;
  if ('const' in schema) return new Set([JSON.stringify(schema.const)]);
  if (schema.enum) return new Set(schema.enum.map((v) => JSON.stringify(v)));
  return null;
}
