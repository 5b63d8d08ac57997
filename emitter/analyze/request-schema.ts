// The handler's first parameter type as the request schema WordPress enforces: each path
// param's refinement (`string[]`, a shape, a literal union) and the other members as
// declared query or body fields. Types that JSON cannot carry are errors at the parameter.
import ts from '#typescript';
import { Rules, type Problem } from '../diagnostics/catalogue.js';
import type { ParamType, RequestField, RequestSchema, RequestSchemaType, RouteModel } from '../model.js';
import { BadArgTag, withArgTags } from './arg-tags.js';
import { evaluate, type StaticValue } from './evaluate.js';

type Report = (node: ts.Node, problem: Problem) => void;

/** Deeper than this is a recursive type or not a request anyone sends. */
const MAX_DEPTH = 12;

class NotASchema extends Error {}

/** Adds `schema` to refined path params and `fields` to `route` from `handler`'s first parameter. */
export function readRequestSchema(
  route: RouteModel,
  handler: ts.MethodDeclaration,
  checker: ts.TypeChecker,
  report: Report,
): void {
  const param = handler.parameters[0];
  if (!param) return;
  const type = checker.getTypeAtLocation(param);
  if (type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) {
    route.open = true; // Everything passes through, as written.
    return;
  }
  const defaults = destructuredDefaults(param, checker);
  const fail = (path: string, why: string, at?: ts.Node) => {
    report(at ?? param.type ?? param.name, Rules.BadRequestType.field(path, why));
  };
  if (!isObjectLike(type)) {
    fail('The params type', `${checker.typeToString(type)} is not an object type`);
    return;
  }
  const fields: RequestField[] = [];
  const unchecked: string[] = [];
  const pathParams = new Map(route.params.map((p) => [p.name, p]));
  let failed = false;
  for (const symbol of checker.getPropertiesOfType(type)) {
    const name = symbol.getName();
    const memberType = checker.getTypeOfSymbol(symbol);
    const optional =
      (symbol.flags & ts.SymbolFlags.Optional) !== 0 || allowsUndefined(memberType) || defaults.has(name);
    if (memberType.flags & ts.TypeFlags.Unknown) {
      if (!pathParams.has(name)) unchecked.push(name); // Not checked, passed through as WordPress reads it.
      continue;
    }
    const pathParam = pathParams.get(name);
    let schema: RequestSchema;
    // At the member when the handler's file declares it, else at the parameter.
    const decl = symbol.valueDeclaration;
    const at = decl?.getSourceFile() === handler.getSourceFile() ? decl : undefined;
    try {
      schema = withArgTags(schemaOf(memberType, checker, name, 0), symbol, checker, name, defaults.get(name));
      if (pathParam && 'default' in schema)
        throw new BadArgTag(`\`${name}\` is a path param, always in the URL: it takes no default`, decl);
    } catch (e) {
      if (e instanceof BadArgTag) {
        const inFile = e.node?.getSourceFile() === handler.getSourceFile() ? e.node : undefined;
        report(inFile ?? at ?? param.type ?? param.name, Rules.BadArgTag.tag(e.message));
      } else if (e instanceof NotASchema) fail(`\`${name}\``, e.message, at);
      else throw e;
      failed = true;
      continue;
    }
    if (pathParam) {
      if (!sameAsBase(schema, pathParam.type)) pathParam.schema = schema;
    } else {
      fields.push({ name, schema, required: !optional });
    }
  }
  const infos = checker.getIndexInfosOfType(type);
  const index = infos.find((i) => !(i.keyType.flags & ts.TypeFlags.String));
  if (index && !failed) {
    fail('The params type', 'an index signature needs string keys');
    return;
  }
  if (fields.length) route.fields = fields;
  if (unchecked.length) route.unchecked = unchecked;
  if (infos.length) route.open = true;
}

/**
 * Member names the handler destructures with a default (`{ guests = 0 }`): optional, and the
 * default's value when it is a constant (WordPress's `default`), else undefined.
 */
function destructuredDefaults(
  param: ts.ParameterDeclaration,
  checker: ts.TypeChecker,
): Map<string, StaticValue | undefined> {
  const out = new Map<string, StaticValue | undefined>();
  if (!ts.isObjectBindingPattern(param.name)) return out;
  for (const element of param.name.elements) {
    if (!element.initializer) continue;
    const key = element.propertyName ?? element.name;
    const value = evaluate(element.initializer, checker);
    if (ts.isIdentifier(key) || ts.isStringLiteral(key)) out.set(key.text, value.ok ? value.value : undefined);
  }
  return out;
}

/** `x: T | undefined` is optional too: JSON cannot send `undefined`, only leave the member out. */
function allowsUndefined(type: ts.Type): boolean {
  return type.isUnion() && type.types.some((t) => t.flags & ts.TypeFlags.Undefined);
}

function isObjectLike(type: ts.Type): boolean {
  if (type.isIntersection()) return type.types.every(isObjectLike);
  return (type.flags & ts.TypeFlags.Object) !== 0 || (type.flags & ts.TypeFlags.NonPrimitive) !== 0;
}

/** A schema that says no more than the param's base type needs none (the table stays as before). */
function sameAsBase(schema: RequestSchema, base: ParamType): boolean {
  const keys = Object.keys(schema);
  if (schema.type !== base) return false;
  if (base === 'object') return keys.every((k) => k === 'type' || (k === 'additionalProperties' && schema[k] === true));
  return keys.length === 1;
}

function schemaOf(type: ts.Type, checker: ts.TypeChecker, path: string, depth: number): RequestSchema {
  if (depth > MAX_DEPTH) throw new NotASchema(`it nests deeper than ${MAX_DEPTH} levels (a recursive type?)`);
  const flags = type.flags;
  if (flags & ts.TypeFlags.Any) throw new NotASchema('`any` says nothing WordPress can check; use `unknown` or a type');
  if (flags & ts.TypeFlags.TypeParameter) throw new NotASchema('a generic type parameter left open has no schema');
  if (type.isUnion()) return unionSchema(type.types, checker, path, depth);
  if (flags & ts.TypeFlags.Unknown) return { type: ['string', 'number', 'boolean', 'null', 'array', 'object'] };
  if (flags & ts.TypeFlags.StringLiteral) return { type: 'string', enum: [(type as ts.StringLiteralType).value] };
  if (flags & ts.TypeFlags.NumberLiteral) return { type: 'number', enum: [(type as ts.NumberLiteralType).value] };
  if (flags & ts.TypeFlags.BooleanLiteral) return { type: 'boolean', enum: [checker.typeToString(type) === 'true'] };
  if (flags & ts.TypeFlags.String) return { type: 'string' };
  if (flags & ts.TypeFlags.Number) return { type: 'number' };
  if (flags & ts.TypeFlags.Boolean) return { type: 'boolean' };
  if (flags & ts.TypeFlags.Null) return { type: 'null' };
  if (flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void))
    throw new NotASchema('`undefined` alone is no JSON value; make the member optional instead');
  if (flags & (ts.TypeFlags.BigInt | ts.TypeFlags.BigIntLiteral)) throw new NotASchema('JSON has no bigint');
  if (flags & (ts.TypeFlags.ESSymbol | ts.TypeFlags.UniqueESSymbol)) throw new NotASchema('JSON has no symbol');
  if (flags & ts.TypeFlags.Never) throw new NotASchema('`never` accepts no value');
  if (type.isIntersection()) throw new NotASchema(`the intersection ${checker.typeToString(type)} is not supported`);
  if (flags & ts.TypeFlags.NonPrimitive) return { type: 'object' };
  if (!(flags & ts.TypeFlags.Object)) throw new NotASchema(`${checker.typeToString(type)} is not JSON data`);

  if (checker.isArrayType(type)) {
    const [item] = checker.getTypeArguments(type as ts.TypeReference);
    if (item.flags & ts.TypeFlags.Unknown) return { type: 'array' }; // `unknown[]`: any items, as `'array'` says
    return { type: 'array', items: schemaOf(item, checker, `${path}[]`, depth + 1) };
  }
  if (checker.isTupleType(type)) throw new NotASchema('tuples are not supported; use an array or an object');
  if (type.getCallSignatures().length || type.getConstructSignatures().length)
    throw new NotASchema('a function is not JSON data');
  const symbol = type.getSymbol();
  if (symbol && symbol.flags & ts.SymbolFlags.Class)
    throw new NotASchema(`a class instance (${symbol.getName()}) does not come out of JSON; declare an interface`);
  const props = checker.getPropertiesOfType(type);
  for (const prop of props) {
    const decl = prop.valueDeclaration;
    if (decl && (ts.isMethodSignature(decl) || ts.isMethodDeclaration(decl)))
      throw new NotASchema(`the method ${prop.getName()}() is not JSON data`);
  }
  const schema: RequestSchema = { type: 'object' };
  const infos = checker.getIndexInfosOfType(type);
  if (infos.some((i) => !(i.keyType.flags & ts.TypeFlags.String)))
    throw new NotASchema('an index signature needs string keys');
  if (props.length) {
    schema.properties = {};
    const required: string[] = [];
    for (const prop of props) {
      const name = prop.getName();
      const propType = checker.getTypeOfSymbol(prop);
      const optional = (prop.flags & ts.SymbolFlags.Optional) !== 0 || allowsUndefined(propType);
      schema.properties[name] = withArgTags(
        schemaOf(propType, checker, `${path}.${name}`, depth + 1),
        prop,
        checker,
        `${path}.${name}`,
      );
      if (!optional) required.push(name);
    }
    if (required.length) schema.required = required;
  }
  const stringIndex = infos.find((i) => i.keyType.flags & ts.TypeFlags.String);
  if (stringIndex) {
    if (!(stringIndex.type.flags & ts.TypeFlags.Unknown))
      schema.additionalProperties = schemaOf(stringIndex.type, checker, `${path}[key]`, depth + 1);
  } else {
    schema.additionalProperties = false;
  }
  return schema;
}

function unionSchema(members: readonly ts.Type[], checker: ts.TypeChecker, path: string, depth: number): RequestSchema {
  // `undefined` in a union is optionality, handled by the member; it is no JSON value.
  const types = members.filter((t) => !(t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)));
  if (!types.length) throw new NotASchema('`undefined` alone is no JSON value; make the member optional instead');
  const parts = types.map((t) => schemaOf(t, checker, path, depth));
  const kinds = new Set<RequestSchemaType>();
  for (const p of parts) for (const k of [p.type].flat()) kinds.add(k);
  const structured = parts.filter((p) => p.type === 'array' || p.type === 'object');
  if (structured.length > 1) throw new NotASchema('a union of several arrays or object shapes is not supported');
  // An enum when every non-null member is a literal (`boolean` is `true | false`).
  const literal = parts.every((p) => p.type === 'null' || p.enum);
  // WordPress picks the first type a value fits: a string stays a string ("5" is no number
  // when the type allows a string), a number stays a number (1 is no boolean).
  const order: RequestSchemaType[] = ['string', 'number', 'boolean', 'null', 'array', 'object'];
  const type = order.filter((k) => kinds.has(k));
  const schema: RequestSchema = { ...(structured[0] ?? {}), type: type.length === 1 ? type[0] : type };
  if (literal) {
    // Literals in source order, null last (TypeScript may list it first).
    const values = [...parts.flatMap((p) => (p.type === 'null' ? [] : p.enum!)), ...(kinds.has('null') ? [null] : [])];
    // `true | false` (how TS writes `boolean`) needs no enum.
    const isBoolean =
      values.includes(true) && values.includes(false) && parts.every((p) => p.type !== 'string' && p.type !== 'number');
    if (!isBoolean) schema.enum = values;
  } else if (parts.some((p) => p.enum)) {
    throw new NotASchema('a union of literals with a wider type (`"a" | string`) is just the wider type; write that');
  }
  return schema;
}
