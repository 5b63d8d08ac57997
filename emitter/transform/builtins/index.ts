// Calls and `new`: each library object has its own builtins module (TypeScriptToLua's shape).
import ts from '#typescript';
import { Unsupported } from '../../catalogue.js';
import type { Expr } from '../../php/ast.js';
import type { TransformContext } from '../context.js';
import { transformArrayCall, transformArrayLengthAssignment, transformArrayNew, transformArrayProperty } from './array.js';
import { transformMemberAccess, transformUserCall, transformUserNew } from '../classes.js';
import { transformFunctionValueCall } from '../functions.js';
import { transformErrorNew } from './errors.js';
import { transformGlobalCall } from './globals.js';
import { transformLibraryCall, transformLibraryNew, transformLibraryProperty } from './library.js';
import { transformObjectCall } from './object.js';
import { transformRequestCall } from './request.js';
import { transformWordPressCall, transformWordPressNew, transformWordPressProperty } from './wordpress.js';

export function transformCall(node: ts.CallExpression, ctx: TransformContext): Expr {
  if (node.questionDotToken) return ctx.unsupported(node, Unsupported.optionalCall());
  return (
    transformUserCall(node, ctx) ??
    transformFunctionValueCall(node, ctx) ??
    transformRequestCall(node, ctx) ??
    transformWordPressCall(node, ctx) ??
    transformGlobalCall(node, ctx) ??
    transformArrayCall(node, ctx) ??
    transformObjectCall(node, ctx) ??
    transformLibraryCall(node, ctx) ??
    ctx.unsupported(node, Unsupported.call(node.expression.getText()))
  );
}

/** `x.length` and other properties of library objects; undefined when `node` is a plain object property. */
export function transformBuiltinProperty(node: ts.PropertyAccessExpression, ctx: TransformContext): Expr | undefined {
  return transformMemberAccess(node, ctx) ?? transformLibraryProperty(node, ctx) ?? transformArrayProperty(node, ctx) ?? transformWordPressProperty(node, ctx);
}

/** `x.length = n` and other writes to library object properties; undefined for a plain property. */
export function transformBuiltinAssignment(node: ts.BinaryExpression, ctx: TransformContext): Expr | undefined {
  return transformArrayLengthAssignment(node, ctx);
}

export function transformNew(node: ts.NewExpression, ctx: TransformContext): Expr {
  return (
    transformUserNew(node, ctx) ??
    transformWordPressNew(node, ctx) ??
    transformArrayNew(node, ctx) ??
    transformErrorNew(node, ctx) ??
    transformLibraryNew(node, ctx) ??
    ctx.unsupported(node, Unsupported.construct(node.expression.getText()))
  );
}
