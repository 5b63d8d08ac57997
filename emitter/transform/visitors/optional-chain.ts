// Optional chaining: `a?.b.c`, `a?.[i]`, `a?.b()`, `f?.()`, `o.m?.()`. The whole chain short-circuits to
// undefined (PHP null) when the value before a `?.` is null or undefined:
//
//   a?.b.c        null === ( $t = $a ) ? null : $t->b->c
//   a?.b?.c       null === ( $t1 = $a ) ? null : ( null === ( $t2 = $t1->b ) ? null : $t2->c )
//
// The chain's visitors translate the nodes as if there were no `?.`; the node before each
// `?.` is translated once, into a temp, and read back through a context override.
import ts from '#typescript';
import { binary, nul, v, type Expr } from '../../php/ast.js';
import type { TransformContext } from '../context.js';
import { isSimple } from '../util/php-expr.js';
import { holdOperand, isReadTwice } from '../analysis/operand-hoist.js';
import { isIndexRead, questionLinks } from '../util/syntax.js';
import { nullishKind } from '../util/nullish.js';

export function transformOptionalChain(root: ts.OptionalChain, ctx: TransformContext): Expr {
  const links = questionLinks(root);
  // A conversion asked of the whole chain (presence.ts, unlessAbsent()): done in each branch.
  const outcome = ctx.chainOutcome(root);
  const skipped = outcome?.absent ?? nul;
  // `guarded`: a `?.` before this one may skip it, so it cannot be computed ahead (operand-hoist.ts).
  const step = (i: number, guarded = false): Expr => {
    const link = links[i];
    if (!link) return outcome ? outcome.convert(ctx.transformExpression(root)) : ctx.transformExpression(root);
    // `o?.k` where o can be neither null nor undefined is `o.k`; but `list[0]?.k` keeps its test
    // (so does a const read from it): an index past the end is undefined whatever the element type says.
    if (nullishKind(ctx.typeOf(link.expression)) === 'none' && !isIndexRead(link.expression, ctx.checker))
      return step(i + 1, guarded);
    const callee = link.expression;
    if (
      ts.isCallExpression(link) &&
      (ts.isPropertyAccessExpression(callee) || ts.isElementAccessExpression(callee)) &&
      !isSimple(ctx.transformExpression(callee.expression))
    ) {
      // `make().m?.()`: the object is computed once, for the test and for the call's `this`.
      const object = ctx.transformExpression(callee.expression);
      const kept = guarded ? undefined : holdOperand(callee.expression, object, ctx, root);
      const read = kept && ctx.withOverride(callee.expression, kept, () => ctx.transformExpression(callee));
      // The method is read right after its object, so it may be computed ahead too.
      const method = read && (isReadTwice(read, ctx) ? read : holdOperand(callee, read, ctx, root));
      if (kept && method) {
        const rest = ctx.withOverride(callee.expression, kept, () =>
          ctx.withOverride(callee, method, () => step(i + 1, true)),
        );
        return { kind: 'ternary', cond: binary('===', nul, method), then: skipped, else: rest };
      }
      // (`kept` is already computed ahead: read it, not the object again.)
      const held = kept ?? v(ctx.tempVariable());
      const assign: Expr = kept ?? { kind: 'assign', op: '=', target: held, value: object };
      const base = ctx.withOverride(callee.expression, assign, () => ctx.transformExpression(callee));
      const temp = v(ctx.tempVariable());
      const rest = ctx.withOverride(callee.expression, held, () =>
        ctx.withOverride(callee, temp, () => step(i + 1, true)),
      );
      return {
        kind: 'ternary',
        cond: binary('===', nul, { kind: 'assign', op: '=', target: temp, value: base }),
        then: skipped,
        else: rest,
      };
    }
    const base = ctx.transformExpression(link.expression);
    // A variable (or a property of one) is read twice as it is; anything else is computed
    // once, into a temp: by a statement before this one where it may (operand-hoist.ts).
    const kept = isReadTwice(base, ctx) ? base : guarded ? undefined : holdOperand(link.expression, base, ctx, root);
    if (kept) {
      const rest = ctx.withOverride(link.expression, kept, () => step(i + 1, true));
      return { kind: 'ternary', cond: binary('===', nul, kept), then: skipped, else: rest };
    }
    const temp = v(ctx.tempVariable());
    const rest = ctx.withOverride(link.expression, temp, () => step(i + 1, true));
    // `f()?.k`, a property PHP reads directly: `f()->k ?? null` is null for a null object too.
    if (!outcome && rest.kind === 'prop' && rest.object === temp && typeof rest.name === 'string')
      return binary('??', { kind: 'prop', object: base, name: rest.name }, nul);
    const test: Expr = { kind: 'assign', op: '=', target: temp, value: base };
    return { kind: 'ternary', cond: binary('===', nul, test), then: skipped, else: rest };
  };
  return step(0);
}
