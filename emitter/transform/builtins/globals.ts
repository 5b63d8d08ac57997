// JavaScript's global conversion functions.
import path from 'node:path';
import ts from '#typescript';
import type { Expr } from '../../php/ast.js';
import type { TransformContext } from '../context.js';
import { js } from '../expressions.js';
import { declarationFile } from '../symbols.js';

const CONVERSIONS: Record<string, string> = { String: 'str', Number: 'to_number', Boolean: 'truthy' };

export function transformGlobalCall(node: ts.CallExpression, ctx: TransformContext): Expr | undefined {
  if (!ts.isIdentifier(node.expression)) return undefined;
  const helper = CONVERSIONS[node.expression.text];
  const file = declarationFile(node.expression, ctx.checker);
  if (!helper || !file || !path.basename(file).startsWith('lib.')) return undefined;
  const arg = node.arguments[0];
  if (!arg) return helper === 'str' ? { kind: 'string', value: '' } : helper === 'truthy' ? { kind: 'bool', value: false } : { kind: 'number', value: 0 };
  return js(ctx, helper, [ctx.transformExpression(arg)]);
}
