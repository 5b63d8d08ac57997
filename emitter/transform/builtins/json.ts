// JSON.stringify and JSON.parse: the runtime's JsJson (php-runtime/JsJson.php), which
// writes JavaScript's exact text. See docs/subset/strings-numbers.md.
import ts from '#typescript';
import { nul, type Expr } from '../../php/ast.js';
import type { TransformContext } from '../context.js';
import { isLibGlobal, libOwner, runtimeCall, unsupportedCall } from './lib-member.js';
import { skipOuter } from '../operators.js';

function isNullish(node: ts.Expression): boolean {
  const inner = skipOuter(node);
  return inner.kind === ts.SyntaxKind.NullKeyword || (ts.isIdentifier(inner) && inner.text === 'undefined');
}

/** `JSON.stringify(value, null, space)`, `JSON.parse(text)`; undefined for other calls. */
export function transformJsonCall(node: ts.CallExpression, ctx: TransformContext): Expr | undefined {
  const callee = node.expression;
  if (!ts.isPropertyAccessExpression(callee) || libOwner(callee.name, ctx) !== 'JSON' || !isLibGlobal(callee.expression, 'JSON', ctx)) return undefined;
  const args = node.arguments;
  if (args.some((a) => ts.isSpreadElement(a))) return unsupportedCall(node, ctx, `Spread arguments to JSON.${callee.name.text}()`, 'Pass the arguments one by one.');
  switch (callee.name.text) {
    case 'stringify': {
      if (args[1] && !isNullish(args[1])) {
        return unsupportedCall(args[1], ctx, 'A replacer argument to JSON.stringify()', 'Build the object you want to write (e.g. with map() or a loop), then stringify it with `null` as the replacer.');
      }
      const out: Expr[] = [args[0] ? ctx.transformExpression(args[0]) : nul];
      if (args[2]) out.push(ctx.transformExpression(args[2]));
      return runtimeCall(ctx, 'JsJson', 'stringify', out);
    }
    case 'parse':
      if (args[1]) return unsupportedCall(args[1], ctx, 'A reviver argument to JSON.parse()', 'Parse first, then convert the values you need.');
      return runtimeCall(ctx, 'JsJson', 'parse', [args[0] ? ctx.transformExpression(args[0]) : nul]);
  }
  return unsupportedCall(node, ctx, `JSON.${callee.name.text}()`, 'Handlers may use JSON.stringify() and JSON.parse().');
}
