// JSON.stringify and JSON.parse: the runtime's JsJson (php-runtime/JsJson.php), which
// writes JavaScript's exact text. See docs/subset/strings-numbers.md.
import ts from '#typescript';
import { Unsupported } from '../../diagnostics/catalogue.js';
import { bool, nul, type Expr } from '../../php/ast.js';
import { nullishKind } from '../util/nullish.js';
import type { TransformContext } from '../context.js';
import { runtimeCall } from '../util/runtime.js';
import type { LibCall } from '../shapes.js';
import { skipOuter } from '../util/syntax.js';

function isNullish(node: ts.Expression): boolean {
  const inner = skipOuter(node);
  return inner.kind === ts.SyntaxKind.NullKeyword || (ts.isIdentifier(inner) && inner.text === 'undefined');
}

/**
 * Whether a PHP null returned by a replacer or reviver is JavaScript's null (its return
 * type has null and not undefined); otherwise the runtime reads it as undefined (left out)
 * unless the value passed in was null.
 */
function returnsOnlyNull(fn: ts.Expression, ctx: TransformContext): boolean {
  const signature = ctx.checker.getSignaturesOfType(ctx.typeOf(fn), ts.SignatureKind.Call)[0];
  return !!signature && nullishKind(signature.getReturnType()) === 'null';
}

/**
 * The `undefined`s an inline replacer or reviver returns (`(k, v) => (k === 'pw' ? undefined : v)`,
 * `return undefined;`, `return;`, `v ?? undefined`): its own return expressions, their
 * conditional branches and the right of `??`, `||`, `&&`; not those of nested functions.
 */
function returnedUndefineds(fn: ts.Expression): (ts.Identifier | ts.ReturnStatement)[] {
  const inner = skipOuter(fn);
  if (!ts.isArrowFunction(inner) && !ts.isFunctionExpression(inner)) return [];
  const found: (ts.Identifier | ts.ReturnStatement)[] = [];
  const tail = (e: ts.Expression): void => {
    const x = skipOuter(e);
    if (ts.isIdentifier(x) && x.text === 'undefined') found.push(x);
    else if (ts.isConditionalExpression(x)) {
      tail(x.whenTrue);
      tail(x.whenFalse);
    } else if (
      ts.isBinaryExpression(x) &&
      [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.AmpersandAmpersandToken].includes(
        x.operatorToken.kind,
      )
    )
      tail(x.right); // returned as it is when it is reached
  };
  const visit = (n: ts.Node): void => {
    if (ts.isFunctionLike(n)) return;
    if (ts.isReturnStatement(n)) {
      if (n.expression) tail(n.expression);
      else found.push(n); // `return;`
    }
    ts.forEachChild(n, visit);
  };
  if (ts.isBlock(inner.body)) ts.forEachChild(inner.body, visit);
  else tail(inner.body);
  return found;
}

/**
 * Translates a replacer or reviver with its returned `undefined`s as `JsJson::UNDEFINED`,
 * so the runtime can tell "leave the key out" from null (PHP has one null).
 */
function callbackWithUndefined(fn: ts.Expression, ctx: TransformContext): Expr {
  const sentinel: Expr = { kind: 'classConst', className: ctx.runtimeClass('JsJson'), name: 'UNDEFINED' };
  const nodes = returnedUndefineds(fn);
  const returns = nodes.filter(ts.isReturnStatement);
  for (const r of returns) ctx.bareReturns.set(r, sentinel);
  const next = (i: number): Expr =>
    i === nodes.length
      ? ctx.transformExpression(fn)
      : ts.isReturnStatement(nodes[i])
        ? next(i + 1)
        : ctx.withOverride(nodes[i], sentinel, () => next(i + 1));
  try {
    return next(0);
  } finally {
    for (const r of returns) ctx.bareReturns.delete(r);
  }
}

/**
 * Whether every value of a type is JSON data: strings, numbers, booleans, null, arrays and
 * objects of those (interfaces, shapes, records), with no function, no undefined (an optional
 * property may hold it), no class instance (toJSON) and no `{}`/`object` (which hold
 * anything). JsJson::stringify() then trusts json_encode()'s text without walking the value.
 */
function isJsonData(type: ts.Type, checker: ts.TypeChecker, seen: Set<ts.Type>): boolean {
  if (seen.has(type)) return true; // A recursive type: the rest of it decides.
  seen.add(type);
  if (type.flags & (ts.TypeFlags.StringLike | ts.TypeFlags.NumberLike | ts.TypeFlags.BooleanLike | ts.TypeFlags.Null))
    return true;
  if (type.isUnion()) return type.types.every((t) => isJsonData(t, checker, seen));
  if (!(type.flags & ts.TypeFlags.Object)) return false;
  if (checker.isArrayType(type) || checker.isTupleType(type))
    return checker.getTypeArguments(type as ts.TypeReference).every((t) => isJsonData(t, checker, seen));
  if (type.getCallSignatures().length || type.getConstructSignatures().length) return false;
  if ((type.getSymbol()?.flags ?? 0) & ts.SymbolFlags.Class) return false;
  const properties = type.getProperties();
  const indexes = checker.getIndexInfosOfType(type);
  if (!properties.length && !indexes.length) return false;
  return (
    properties.every(
      (p) =>
        !(p.flags & (ts.SymbolFlags.Method | ts.SymbolFlags.Accessor)) &&
        isJsonData(checker.getTypeOfSymbol(p), checker, seen),
    ) && indexes.every((info) => isJsonData(info.type, checker, seen))
  );
}

/** `JSON.stringify(value, replacer, space)`, `JSON.parse(text, reviver)`. */
export function transformJsonStatic({ node, name, owner }: LibCall, ctx: TransformContext): Expr | undefined {
  if (owner !== 'JSON') return undefined;
  const args = node.arguments;
  if (args.some((a) => ts.isSpreadElement(a))) return ctx.unsupported(node, Unsupported.jsonSpread(name));
  switch (name) {
    case 'stringify': {
      if (args[1] && !isNullish(args[1])) {
        const out: Expr[] = [
          args[0] ? ctx.transformExpression(args[0]) : nul,
          callbackWithUndefined(args[1], ctx),
          args[2] ? ctx.transformExpression(args[2]) : nul,
          bool(returnsOnlyNull(args[1], ctx)),
        ];
        return runtimeCall(ctx, 'JsJson', 'stringify_with', out);
      }
      const out: Expr[] = [args[0] ? ctx.transformExpression(args[0]) : nul];
      const data = args[0] !== undefined && isJsonData(ctx.typeOf(args[0]), ctx.checker, new Set());
      if (args[2] || data) out.push(args[2] ? ctx.transformExpression(args[2]) : nul);
      if (data) out.push(bool(true));
      return runtimeCall(ctx, 'JsJson', 'stringify', out);
    }
    case 'parse':
      if (args[1] && !isNullish(args[1])) {
        return runtimeCall(ctx, 'JsJson', 'parse_with', [
          args[0] ? ctx.transformExpression(args[0]) : nul,
          callbackWithUndefined(args[1], ctx),
          bool(returnsOnlyNull(args[1], ctx)),
        ]);
      }
      return runtimeCall(ctx, 'JsJson', 'parse', [args[0] ? ctx.transformExpression(args[0]) : nul]);
  }
  return ctx.unsupported(node, Unsupported.jsonFunction(name));
}
