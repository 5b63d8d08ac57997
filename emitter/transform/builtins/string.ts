// String.prototype methods, `s.length`, String.fromCharCode/fromCodePoint: calls to the
// runtime's JsString (php-runtime/JsString.php), which counts UTF-16 code units like
// JavaScript. match/matchAll/search go to regexp.ts. See docs/subset/strings-numbers.md.
import ts from '#typescript';
import { Unsupported } from '../../diagnostics/catalogue.js';
import { binary, bool, call, num, str, type Expr } from '../../php/ast.js';
import type { TransformContext } from '../context.js';
import { isStringType } from '../util/types.js';
import { callArgs } from '../util/calls.js';
import { runtimeCall } from '../util/runtime.js';
import type { LibCall } from '../shapes.js';
import { transformStringRegExpCall } from './regexp.js';
import { trackedLengthRead } from '../analysis/append-length.js';
import { skipOuter } from '../util/syntax.js';

/** JS method → JsString helper; the receiver is the first argument. */
const METHODS = new Map<string, string>(
  Object.entries({
    slice: 'slice',
    substring: 'substring',
    substr: 'substr',
    indexOf: 'index_of',
    lastIndexOf: 'last_index_of',
    includes: 'includes',
    startsWith: 'starts_with',
    endsWith: 'ends_with',
    toUpperCase: 'to_upper_case',
    toLowerCase: 'to_lower_case',
    trim: 'trim',
    trimStart: 'trim_start',
    trimEnd: 'trim_end',
    trimLeft: 'trim_start',
    trimRight: 'trim_end',
    padStart: 'pad_start',
    padEnd: 'pad_end',
    repeat: 'repeat',
    charAt: 'char_at',
    charCodeAt: 'char_code_at',
    codePointAt: 'code_point_at',
    at: 'at',
    concat: 'concat',
    split: 'split',
    replace: 'replace',
    replaceAll: 'replace_all',
    toWellFormed: 'to_well_formed',
  }),
);

/** String.fromCharCode/fromCodePoint. */
export function transformStringStatic({ node, name, owner }: LibCall, ctx: TransformContext): Expr | undefined {
  if (owner !== 'StringConstructor') return undefined;
  if (name === 'fromCharCode') return runtimeCall(ctx, 'JsString', 'from_char_code', callArgs(node, ctx));
  if (name === 'fromCodePoint') return runtimeCall(ctx, 'JsString', 'from_code_point', callArgs(node, ctx));
  return ctx.unsupported(node, Unsupported.stringFunction(name));
}

/** `s.method(...)` on a string (a member of the lib's String). */
export function transformStringMethod({ node, callee, name }: LibCall, ctx: TransformContext): Expr | undefined {
  if (!isStringType(ctx.typeOf(callee.expression))) return undefined;
  if (name === 'toString' || name === 'valueOf') return ctx.transformExpression(callee.expression);
  if (name === 'match' || name === 'matchAll' || name === 'search') return transformStringRegExpCall(node, name, ctx);
  if (name === 'normalize') {
    const receiver = ctx.transformExpression(callee.expression);
    return runtimeCall(ctx, 'JsNormalize', 'normalize', [receiver, ...callArgs(node, ctx)]);
  }
  if (name === 'localeCompare') {
    // The locale and options go to the runtime as they are (see JsCollate.php).
    const receiver = ctx.transformExpression(callee.expression);
    return runtimeCall(ctx, 'JsCollate', 'compare', [receiver, ...callArgs(node, ctx)]);
  }
  // `s.split(' ')`: JsString::split() of a non-empty string is explode(); a literal without
  // surrogates is known to be one (no RegExp, no limit, no conversion).
  const [sep, ...rest] = node.arguments;
  if (
    name === 'split' &&
    sep &&
    !rest.length &&
    (ts.isStringLiteral(sep) || ts.isNoSubstitutionTemplateLiteral(sep)) &&
    sep.text !== '' &&
    !/[\uD800-\uDFFF]/.test(sep.text)
  ) {
    const receiver = ctx.transformExpression(callee.expression);
    return { kind: 'new', className: ctx.runtime.jsArray, args: [call('explode', [str(sep.text), receiver])] };
  }
  const search = literalSearch(name, node);
  if (search !== undefined) return searchCall(name, ctx.transformExpression(callee.expression), search);
  const helper = METHODS.get(name);
  if (!helper) {
    return ctx.unsupported(node, Unsupported.stringMethod(name));
  }
  const receiver = ctx.transformExpression(callee.expression);
  return runtimeCall(ctx, 'JsString', helper, [receiver, ...callArgs(node, ctx)]);
}

/**
 * The literal of `s.includes('x')`, `s.startsWith('x')`, `s.endsWith('x')` (no position, a
 * non-empty literal without surrogates): a yes or no that needs no code unit index, and a
 * UTF-8 match of whole characters is found only at character boundaries.
 */
function literalSearch(name: string, node: ts.CallExpression): string | undefined {
  if (name !== 'includes' && name !== 'startsWith' && name !== 'endsWith') return undefined;
  const [arg, ...rest] = node.arguments;
  if (!arg || rest.length || !(ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg))) return undefined;
  return arg.text !== '' && !/[\uD800-\uDFFF]/.test(arg.text) ? arg.text : undefined;
}

/** The byte function for literalSearch(): strpos(), strncmp() at the start, substr() at the end. */
function searchCall(name: string, receiver: Expr, search: string): Expr {
  if (name === 'includes') return binary('!==', bool(false), call('strpos', [receiver, str(search)]));
  const bytes = Buffer.byteLength(search, 'utf8');
  if (name === 'startsWith') return binary('===', num(0), call('strncmp', [receiver, str(search), num(bytes)]));
  return binary('===', str(search), call('substr', [receiver, num(-bytes)]));
}

/** `s.length` on a string. */
export function transformStringProperty(node: ts.PropertyAccessExpression, ctx: TransformContext): Expr | undefined {
  if (node.name.text !== 'length' || !isStringType(ctx.typeOf(node.expression))) return undefined;
  const tracked = trackedLengthRead(node, ctx); // A string built in a loop (append-length.ts).
  if (tracked) return tracked;
  const receiver = ctx.transformExpression(node.expression);
  if (receiver.kind === 'string') return { kind: 'number', value: receiver.value.length };
  // Only zero or not: the byte count says it without counting code units. The cast keeps
  // length()'s '' for a null the types call a string.
  if (onlyZeroOrNot(node)) return call('strlen', [{ kind: 'cast', type: 'string', expr: receiver }]);
  return runtimeCall(ctx, 'JsString', 'length', [receiver]);
}

const ZERO_COMPARISONS = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.GreaterThanToken,
  ts.SyntaxKind.GreaterThanEqualsToken,
  ts.SyntaxKind.LessThanToken,
  ts.SyntaxKind.LessThanEqualsToken,
]);

/**
 * Whether a length is only compared with 0 (`s.length > 0`, `0 !== s.length`, `!s.length`)
 * or tested as a condition (`if (s.length)`, `s.length ? a : b`): a string has no code units
 * exactly when it has no bytes, and neither count is negative, so every comparison with 0
 * answers the same for both.
 */
function onlyZeroOrNot(node: ts.Expression): boolean {
  let child: ts.Node = node;
  while (ts.isParenthesizedExpression(child.parent)) child = child.parent;
  const parent = child.parent;
  if (ts.isBinaryExpression(parent)) {
    const other = skipOuter(parent.left === child ? parent.right : parent.left);
    return ZERO_COMPARISONS.has(parent.operatorToken.kind) && ts.isNumericLiteral(other) && Number(other.text) === 0;
  }
  if (ts.isPrefixUnaryExpression(parent)) return parent.operator === ts.SyntaxKind.ExclamationToken;
  if (ts.isConditionalExpression(parent)) return parent.condition === child;
  return (ts.isIfStatement(parent) || ts.isWhileStatement(parent)) && parent.expression === child;
}
