// WordPress functions and classes imported from `ts2wp/wordpress`: calls to the PHP
// globals of the same name, with values converted at the boundary (JS objects and
// arrays become PHP arrays going in; PHP arrays become JS values coming out).
import ts from '#typescript';
import type { Expr } from '../../php/ast.js';
import { isWordPressName, resolveSymbol } from '../../libs.js';
import type { TransformContext } from '../context.js';
import { js } from '../util/runtime.js';
import { isObjectOnlyType, isPrimitiveType } from '../util/types.js';
import { closureOnly } from '../util/calls.js';

/**
 * Arguments whose JS objects must stay objects (they end up in a JSON response): the data of
 * `new WP_REST_Response()`, `rest_ensure_response()` and `set_data()`, by class, function or
 * method name. Not WP_Error's `$data`: WordPress reads `$data['status']` from it, so it must
 * be an array.
 */
const JSON_ARGS: Record<string, number[]> = { WP_REST_Response: [0], rest_ensure_response: [0], set_data: [0] };

export function toPhpArgs(args: readonly ts.Expression[], ctx: TransformContext, jsonArgs: number[] = []): Expr[] {
  return args.map((arg, i) => {
    const value = ctx.transformExpression(arg);
    // A callback WordPress will call (`add_filter( $hook, $cb )`): a closure, never a name from data.
    if (ctx.checker.getContextualType(arg)?.getCallSignatures().length) return closureOnly(arg, value, ctx, 'callback');
    if (isPrimitiveType(ctx.typeOf(arg))) return value;
    return js(ctx, jsonArgs.includes(i) ? 'to_json' : 'to_php', [value]);
  });
}

/**
 * Wraps a WordPress result in Js::from() unless its type is primitive; in Js::from_object()
 * when the type says it is a map (`get_params()`, `get_post_meta(id)`), so an empty PHP
 * array arrives as `{}`, not `[]`.
 */
export function fromPhp(call: Expr, node: ts.Expression, ctx: TransformContext): Expr {
  const type = ctx.typeOf(node);
  if (isPrimitiveType(type)) return call;
  return js(ctx, isObjectOnlyType(type, ctx.checker) ? 'from_object' : 'from', [call]);
}

const isWordPressImport = (expr: ts.Expression, ctx: TransformContext) => isWordPressName(expr, ctx.checker);

export function transformWordPressCall(node: ts.CallExpression, ctx: TransformContext): Expr | undefined {
  const callee = node.expression;
  if (ts.isIdentifier(callee) && isWordPressImport(callee, ctx)) {
    const target = resolveSymbol(callee, ctx.checker)?.name ?? callee.text;
    return fromPhp(
      { kind: 'call', callee: `\\${target}`, args: toPhpArgs(node.arguments, ctx, JSON_ARGS[target] ?? []) },
      node,
      ctx,
    );
  }
  // A method of a WordPress class instance (`$error->get_error_code()`).
  if (ts.isPropertyAccessExpression(callee) && isWordPressImport(callee.name, ctx)) {
    return fromPhp(
      {
        kind: 'methodCall',
        object: ctx.transformExpression(callee.expression),
        name: callee.name.text,
        args: toPhpArgs(node.arguments, ctx, JSON_ARGS[callee.name.text] ?? []),
      },
      node,
      ctx,
    );
  }
  return undefined;
}

export function transformWordPressNew(node: ts.NewExpression, ctx: TransformContext): Expr | undefined {
  if (!ts.isIdentifier(node.expression) || !isWordPressImport(node.expression, ctx)) return undefined;
  const name = resolveSymbol(node.expression, ctx.checker)?.name ?? node.expression.text;
  return { kind: 'new', className: `\\${name}`, args: toPhpArgs(node.arguments ?? [], ctx, JSON_ARGS[name] ?? []) };
}

/** `value instanceof WP_Error` (any class from `ts2wp/wordpress`): PHP's instanceof on the global class. */
export function transformWordPressInstanceOf(node: ts.BinaryExpression, ctx: TransformContext): Expr | undefined {
  let right = node.right;
  while (ts.isParenthesizedExpression(right)) right = right.expression;
  if (!ts.isIdentifier(right) || !isWordPressImport(right, ctx)) return undefined;
  const name = resolveSymbol(right, ctx.checker)?.name ?? right.text;
  return { kind: 'instanceof', expr: ctx.transformExpression(node.left), className: `\\${name}` };
}

/**
 * A property of a WordPress object (`query.posts`, `post.ancestors`, `error.errors`): read
 * as PHP stores it, then converted like a call's result, so a PHP array arrives as a JS
 * array or object. Primitive properties (`post.post_title`, `query.found_posts`) are read
 * directly; undefined for anything that is not a declared WordPress class property.
 */
export function transformWordPressProperty(node: ts.PropertyAccessExpression, ctx: TransformContext): Expr | undefined {
  const symbol = resolveSymbol(node.name, ctx.checker);
  if (!symbol || !(symbol.flags & ts.SymbolFlags.Property) || !isWordPressImport(node.name, ctx)) return undefined;
  if (isPrimitiveType(ctx.typeOf(node))) return undefined;
  return fromPhp({ kind: 'prop', object: ctx.transformExpression(node.expression), name: node.name.text }, node, ctx);
}
