// JSON.stringify and JSON.parse: the runtime's JsJson (php-runtime/JsJson.php), which
// writes JavaScript's exact text. See docs/subset/strings-numbers.md.
import ts from '#typescript';
import { Unsupported } from '../../catalogue.js';
import { nul, type Expr } from '../../php/ast.js';
import type { TransformContext } from '../context.js';
import { isLibGlobal, libOwner, runtimeCall } from './lib-member.js';
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
  if (args.some((a) => ts.isSpreadElement(a))) return ctx.unsupported(node, Unsupported.jsonSpread(callee.name.text));
  switch (callee.name.text) {
    case 'stringify': {
      if (args[1] && !isNullish(args[1])) {
        return ctx.unsupported(args[1], Unsupported.jsonReplacer());
      }
      const out: Expr[] = [args[0] ? ctx.transformExpression(args[0]) : nul];
      if (args[2]) out.push(ctx.transformExpression(args[2]));
      return runtimeCall(ctx, 'JsJson', 'stringify', out);
    }
    case 'parse':
      if (args[1]) return ctx.unsupported(args[1], Unsupported.jsonReviver());
      return runtimeCall(ctx, 'JsJson', 'parse', [args[0] ? ctx.transformExpression(args[0]) : nul]);
  }
  return ctx.unsupported(node, Unsupported.jsonFunction(callee.name.text));
}
