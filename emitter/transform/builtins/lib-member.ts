// Which ES lib member a property access names: shared by the String, Number, Math, JSON,
// Date and RegExp builtins (string.ts, number.ts, math.ts, json.ts, date.ts, regexp.ts).
import path from 'node:path';
import ts from '#typescript';
import type { Expr } from '../../php/ast.js';
import type { TransformContext } from '../context.js';
import { transformArguments } from '../functions.js';
import { resolveSymbol } from '../symbols.js';

const isLibFile = (d: ts.Node) => path.basename(d.getSourceFile().fileName).startsWith('lib.');

/**
 * The lib interface that declares the member `name` names (`String` for `s.slice`,
 * `Math` for `Math.floor`, `NumberConstructor` for `Number.isInteger`…), or undefined when
 * it is not (only) an ES lib member, e.g. on a union of a string and an array.
 */
export function libOwner(name: ts.Node, ctx: TransformContext): string | undefined {
  const decls = ctx.checker.getSymbolAtLocation(name)?.declarations;
  if (!decls?.length) return undefined;
  let owner: string | undefined;
  for (const d of decls) {
    if (!isLibFile(d) || !ts.isInterfaceDeclaration(d.parent)) return undefined;
    if (owner !== undefined && owner !== d.parent.name.text) return undefined;
    owner = d.parent.name.text;
  }
  return owner;
}

/** True when an identifier names a global the ES lib declares (not a local of that name). */
export function isLibGlobal(node: ts.Node, name: string, ctx: TransformContext): boolean {
  if (!ts.isIdentifier(node) || node.text !== name) return false;
  const decls = resolveSymbol(node, ctx.checker)?.declarations;
  return !!decls?.length && decls.every(isLibFile);
}

/** `Class::name( ...args )` on a runtime class the file then imports. */
export function runtimeCall(ctx: TransformContext, className: string, name: string, args: Expr[]): Expr {
  return { kind: 'staticCall', className: ctx.runtimeClass(className), name, args };
}

/** The arguments of a call (spreads of arrays included). */
export function callArgs(node: ts.CallExpression | ts.NewExpression, ctx: TransformContext): Expr[] {
  return transformArguments(node.arguments ?? [], ctx);
}
