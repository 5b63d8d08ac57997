// Destructuring: `const { a, b: { c }, d = 1, ...rest } = o`, `const [x, , y = 2, ...ys] = a`,
// the same patterns in for…of heads, and destructuring assignment `[a, b] = [b, a]`.
//
// A pattern becomes a list of PHP assignments, in JavaScript's order. The source is held
// in a temp unless it is a variable. A default applies when the value is undefined; PHP
// has one null, so the checker's type of the slot decides (docs/subset/core.md):
//   - a slot that may hold undefined (or only non-null values): `$value ?? default`;
//   - a slot typed `T | null`: a property is then never undefined, so no default; an
//     array element is undefined only past the end: `array_key_exists()`;
//   - a slot typed `T | null | undefined`: PHP cannot tell, compile error.
import ts from '#typescript';
import { Unsupported } from '../../diagnostics/catalogue.js';
import { binary, call, num, str, v, type Expr } from '../../php/ast.js';
import { lvalue, readProperty } from './access.js';
import { missingDestructured } from '../analysis/missing-element.js';
import { sequence, hold } from '../util/php-expr.js';
import type { TransformContext } from '../context.js';
import { js } from '../util/runtime.js';
import { nullishKind } from '../util/nullish.js';
import { isOptionalNullableMember, recordPresence } from '../analysis/presence.js';
import { isArrayType, isStringType } from '../util/types.js';

type Key = { name: string; node: ts.Node } | { computed: ts.Expression; node: ts.Node };

type Pattern =
  | { kind: 'leaf'; node: ts.Node; write: (value: Expr) => Expr }
  | { kind: 'object'; node: ts.Node; props: { key: Key; target: Pattern; init?: ts.Expression }[]; rest?: Pattern }
  | {
      kind: 'array';
      node: ts.Node;
      elements: ({ target: Pattern; init?: ts.Expression } | undefined)[];
      rest?: Pattern;
    };

// ---------------------------------------------------------------------------------------
// Patterns from declarations (binding patterns) and from assignments (literals).

function bindingPattern(name: ts.BindingName, ctx: TransformContext): Pattern {
  if (ts.isIdentifier(name)) {
    return {
      kind: 'leaf',
      node: name,
      write: (value) => ({ kind: 'assign', op: '=', target: v(ctx.declareVariable(name)), value }),
    };
  }
  if (ts.isObjectBindingPattern(name)) {
    const pattern: Extract<Pattern, { kind: 'object' }> = { kind: 'object', node: name, props: [] };
    for (const el of name.elements) {
      if (el.dotDotDotToken) {
        pattern.rest = bindingPattern(el.name, ctx);
        continue;
      }
      const keyNode = el.propertyName ?? el.name;
      pattern.props.push({
        key: keyOf(keyNode as ts.PropertyName, ctx),
        target: bindingPattern(el.name, ctx),
        init: el.initializer,
      });
    }
    return pattern;
  }
  const pattern: Extract<Pattern, { kind: 'array' }> = { kind: 'array', node: name, elements: [] };
  for (const el of name.elements) {
    if (ts.isOmittedExpression(el)) pattern.elements.push(undefined);
    else if (el.dotDotDotToken) pattern.rest = bindingPattern(el.name, ctx);
    else pattern.elements.push({ target: bindingPattern(el.name, ctx), init: el.initializer });
  }
  return pattern;
}

function keyOf(node: ts.PropertyName, ctx: TransformContext): Key {
  if (ts.isIdentifier(node) || ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    return { name: node.text, node };
  if (ts.isNumericLiteral(node)) return { name: String(Number(node.text)), node };
  if (ts.isComputedPropertyName(node)) return { computed: node.expression, node };
  ctx.unsupported(node, Unsupported.patternPropertyName());
  return { name: '', node };
}

/** `[a, b]` and `{ a, b: c }` on the left of `=`. */
export function isAssignmentPattern(node: ts.Expression): boolean {
  return ts.isArrayLiteralExpression(node) || ts.isObjectLiteralExpression(node);
}

function assignmentPattern(node: ts.Expression, ctx: TransformContext): Pattern {
  let target = node;
  while (ts.isParenthesizedExpression(target)) target = target.expression;
  if (ts.isObjectLiteralExpression(target)) {
    const pattern: Extract<Pattern, { kind: 'object' }> = { kind: 'object', node: target, props: [] };
    for (const prop of target.properties) {
      if (ts.isSpreadAssignment(prop)) pattern.rest = assignmentPattern(prop.expression, ctx);
      else if (ts.isShorthandPropertyAssignment(prop)) {
        pattern.props.push({
          key: { name: prop.name.text, node: prop.name },
          target: assignmentPattern(prop.name, ctx),
          init: prop.objectAssignmentInitializer,
        });
      } else if (ts.isPropertyAssignment(prop)) {
        const [inner, init] = splitDefault(prop.initializer);
        pattern.props.push({ key: keyOf(prop.name, ctx), target: assignmentPattern(inner, ctx), init });
      } else {
        ctx.unsupported(prop, Unsupported.patternMember());
      }
    }
    return pattern;
  }
  if (ts.isArrayLiteralExpression(target)) {
    const pattern: Extract<Pattern, { kind: 'array' }> = { kind: 'array', node: target, elements: [] };
    for (const el of target.elements) {
      if (ts.isOmittedExpression(el)) pattern.elements.push(undefined);
      else if (ts.isSpreadElement(el)) pattern.rest = assignmentPattern(el.expression, ctx);
      else {
        const [inner, init] = splitDefault(el);
        pattern.elements.push({ target: assignmentPattern(inner, ctx), init });
      }
    }
    return pattern;
  }
  return {
    kind: 'leaf',
    node: target,
    write: (value) => {
      const lv = lvalue(target, ctx, false);
      if (!lv) return ctx.unsupported(target, Unsupported.assignmentTarget(target.getText()));
      return sequence([...lv.setup, lv.write(value)]);
    },
  };
}

function splitDefault(node: ts.Expression): [ts.Expression, ts.Expression | undefined] {
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken)
    return [node.left, node.right];
  return [node, undefined];
}

// ---------------------------------------------------------------------------------------
// Emission.

/** The type of `source.name` for a source of type `type` (any when unknown). */
function propertyType(type: ts.Type, name: string | undefined, ctx: TransformContext): ts.Type {
  const checker = ctx.checker;
  if (name !== undefined) {
    const symbol = checker.getPropertyOfType(type, name);
    if (symbol) return checker.getTypeOfSymbol(symbol);
  }
  return checker.getIndexInfoOfType(type, ts.IndexKind.String)?.type ?? checker.getAnyType();
}

/** The type of element `i` of an array or tuple type (any when unknown). */
function elementType(type: ts.Type, i: number, ctx: TransformContext): ts.Type {
  const checker = ctx.checker;
  if (checker.isTupleType(type)) {
    const args = checker.getTypeArguments(type as ts.TypeReference);
    return args[i] ?? checker.getUndefinedType();
  }
  if (isStringType(type)) return type;
  return checker.getIndexInfoOfType(type, ts.IndexKind.Number)?.type ?? checker.getAnyType();
}

/** The source type of a nested pattern: its own checker type when it is a binding pattern. */
function nestedType(target: Pattern, slot: ts.Type, ctx: TransformContext): ts.Type {
  if (target.kind !== 'leaf' && (ts.isObjectBindingPattern(target.node) || ts.isArrayBindingPattern(target.node)))
    return ctx.typeOf(target.node);
  return slot;
}

function emit(pattern: Pattern, value: Expr, type: ts.Type, out: Expr[], ctx: TransformContext): void {
  if (pattern.kind === 'leaf') {
    out.push(pattern.write(value));
    return;
  }
  if (pattern.kind === 'object') {
    if (isArrayType(type, ctx.checker) || isStringType(type)) {
      ctx.unsupported(pattern.node, Unsupported.objectPatternOnArray());
      return;
    }
    const source = hold(value, out, ctx);
    const taken: Expr[] = [];
    for (const prop of pattern.props) {
      let read: Expr;
      let slot: ts.Type;
      let member: Member | undefined;
      if ('name' in prop.key) {
        read = readProperty(source, type, prop.key.name, ctx);
        slot = propertyType(type, prop.key.name, ctx);
        member = { source, type, name: prop.key.name };
        taken.push(str(prop.key.name));
      } else {
        const key = ctx.transformExpression(prop.key.computed);
        const keyValue = pattern.rest ? hold(js(ctx, 'key', [key]), out, ctx) : key;
        read = js(ctx, 'index', [source, keyValue]);
        slot = propertyType(type, undefined, ctx);
        taken.push(keyValue);
      }
      const withDefault = prop.init ? applyDefault(read, prop.init, slot, undefined, ctx, member) : read;
      emit(prop.target, withDefault, nestedType(prop.target, slot, ctx), out, ctx);
      const present =
        member && prop.target.kind === 'leaf' && recordPresence(prop.target.node, source, type, member.name, ctx);
      if (present) out.push(present);
    }
    if (pattern.rest)
      emit(
        pattern.rest,
        js(ctx, 'object_rest', [source, { kind: 'array', items: taken.map((value) => ({ value })) }]),
        type,
        out,
        ctx,
      );
    return;
  }
  // An array pattern walks an array as it is, and a string by code points.
  const source = hold(isArrayType(type, ctx.checker) ? value : js(ctx, 'iterable', [value]), out, ctx);
  const items: Expr = { kind: 'prop', object: source, name: 'items' };
  pattern.elements.forEach((el, i) => {
    if (!el) return;
    const slot = elementType(type, i, ctx);
    const element: Expr = { kind: 'index', object: items, index: num(i) };
    const read = el.init
      ? applyDefault(element, el.init, slot, { items, index: i }, ctx)
      : binary('??', element, missingDestructured(el.target.node, slot, { array: source, index: num(i) }, ctx));
    emit(el.target, read, nestedType(el.target, slot, ctx), out, ctx);
  });
  if (pattern.rest) {
    const rest: Expr = {
      kind: 'new',
      className: ctx.runtime.jsArray,
      args: [call('array_slice', [items, num(pattern.elements.length)])],
    };
    emit(pattern.rest, rest, type, out, ctx);
  }
}

/** The member a pattern property reads: `name` of `source`, whose type is `type`. */
interface Member {
  source: Expr;
  type: ts.Type;
  name: string;
}

/** `value = init` in a pattern: the default applies when the value is undefined. */
function applyDefault(
  read: Expr,
  init: ts.Expression,
  slot: ts.Type,
  element: { items: Expr; index: number } | undefined,
  ctx: TransformContext,
  member?: Member,
): Expr {
  const kind = nullishKind(slot);
  if (kind === 'both' && member && isOptionalNullableMember(member.type, member.name, ctx)) {
    // `x?: T | null`: undefined there means absent (presence.ts).
    return {
      kind: 'ternary',
      cond: call('property_exists', [member.source, str(member.name)]),
      then: read,
      else: ctx.transformExpression(init),
    };
  }
  if (kind === 'both') {
    ctx.unsupported(init, Unsupported.nullableDefault());
    return read;
  }
  if (kind === 'null') {
    // Typed `T | null`: a property is never undefined; an element only past the end.
    if (!element) return read;
    return {
      kind: 'ternary',
      cond: call('array_key_exists', [num(element.index), element.items]),
      then: read,
      else: ctx.transformExpression(init),
    };
  }
  return binary('??', read, ctx.transformExpression(init));
}

// ---------------------------------------------------------------------------------------
// Entry points.

/** `const <pattern> = value` (and for…of heads): the assignments, in order. */
export function bindingAssignments(name: ts.BindingName, value: Expr, ctx: TransformContext): Expr[] {
  const pattern = bindingPattern(name, ctx);
  const out: Expr[] = [];
  emit(pattern, value, ts.isIdentifier(name) ? ctx.checker.getAnyType() : ctx.typeOf(name), out, ctx);
  return out;
}

/** `[a, b] = value` / `({ a, b } = value)`: a sequence whose value is the right-hand side. */
export function destructuringAssignment(node: ts.BinaryExpression, ctx: TransformContext, valueUsed: boolean): Expr {
  const value = ctx.transformExpression(node.right);
  const out: Expr[] = [];
  const source = hold(value, out, ctx);
  emit(assignmentPattern(node.left, ctx), source, ctx.typeOf(node.right), out, ctx);
  return sequence(valueUsed || !out.length ? [...out, source] : out);
}

/** Statements of a destructuring assignment used as a statement: one per assignment. */
export function destructuringStatements(node: ts.BinaryExpression, ctx: TransformContext): Expr[] {
  const value = ctx.transformExpression(node.right);
  const out: Expr[] = [];
  const source = hold(value, out, ctx);
  emit(assignmentPattern(node.left, ctx), source, ctx.typeOf(node.right), out, ctx);
  return out;
}

/** Assigns `value` to an assignment target or pattern (a for…of head without a declaration). */
export function assignTo(target: ts.Expression, value: Expr, valueType: ts.Type, ctx: TransformContext): Expr[] {
  const out: Expr[] = [];
  emit(assignmentPattern(target, ctx), value, valueType, out, ctx);
  return out;
}
