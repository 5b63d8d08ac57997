// JSON.stringify and JSON.parse: the runtime's JsJson (php-runtime/JsJson.php), which
// writes JavaScript's exact text. See docs/subset/strings-numbers.md.
import ts from '#typescript';
import { Unsupported } from '../../diagnostics/catalogue.js';
import { bool, nul, type Expr } from '../../php/ast.js';
import { nullishKind } from '../util/nullish.js';
import type { TransformContext } from '../context.js';
import { runtimeCall } from '../util/runtime.js';
import type { LibCall } from './index.js';
import { skipOuter } from '../visitors/operators.js';

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
          ctx.transformExpression(args[1]),
          args[2] ? ctx.transformExpression(args[2]) : nul,
          bool(returnsOnlyNull(args[1], ctx)),
        ];
        return runtimeCall(ctx, 'JsJson', 'stringify_with', out);
      }
      const out: Expr[] = [args[0] ? ctx.transformExpression(args[0]) : nul];
      if (args[2]) out.push(ctx.transformExpression(args[2]));
      return runtimeCall(ctx, 'JsJson', 'stringify', out);
    }
    case 'parse':
      if (args[1] && !isNullish(args[1])) {
        return runtimeCall(ctx, 'JsJson', 'parse_with', [
          args[0] ? ctx.transformExpression(args[0]) : nul,
          ctx.transformExpression(args[1]),
          bool(returnsOnlyNull(args[1], ctx)),
        ]);
      }
      return runtimeCall(ctx, 'JsJson', 'parse', [args[0] ? ctx.transformExpression(args[0]) : nul]);
  }
  return ctx.unsupported(node, Unsupported.jsonFunction(name));
}
