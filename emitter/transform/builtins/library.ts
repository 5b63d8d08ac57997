// The ES library objects of issue 3 — String, Number, Math, JSON, Date, RegExp — in one
// place for builtins/index.ts: each returns undefined when the node is not theirs.
import type ts from 'typescript';
import type { Expr } from '../../php/ast.js';
import type { TransformContext } from '../context.js';
import { transformDateCall, transformDateNew } from './date.js';
import { transformJsonCall } from './json.js';
import { transformMathCall, transformMathProperty } from './math.js';
import { transformNumberCall, transformNumberProperty } from './number.js';
import { transformRegExpCall, transformRegExpNew, transformRegExpProperty } from './regexp.js';
import { transformStringCall, transformStringProperty } from './string.js';

export function transformLibraryCall(node: ts.CallExpression, ctx: TransformContext): Expr | undefined {
  return transformStringCall(node, ctx) ?? transformNumberCall(node, ctx) ?? transformMathCall(node, ctx) ??
    transformJsonCall(node, ctx) ?? transformDateCall(node, ctx) ?? transformRegExpCall(node, ctx);
}

export function transformLibraryProperty(node: ts.PropertyAccessExpression, ctx: TransformContext): Expr | undefined {
  return transformStringProperty(node, ctx) ?? transformNumberProperty(node, ctx) ?? transformMathProperty(node, ctx) ??
    transformRegExpProperty(node, ctx);
}

export function transformLibraryNew(node: ts.NewExpression, ctx: TransformContext): Expr | undefined {
  return transformDateNew(node, ctx) ?? transformRegExpNew(node, ctx);
}

export { transformRegExpLiteral } from './regexp.js';
