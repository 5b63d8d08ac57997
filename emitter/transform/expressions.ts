import ts from 'typescript';
import { binary, bool, call, not, nul, num, staticCall, str, v, type BinaryOp, type Expr } from '../php/ast.js';
import { transformBuiltinProperty, transformCall, transformNew } from './builtins/index.js';
import type { TransformContext, VisitorMap } from './context.js';
import { isBooleanType, isNumberType, isStringType } from './types.js';

/** `Js::name( ...args )` on the plugin's runtime class. */
export function js(ctx: TransformContext, name: string, args: Expr[]): Expr {
  return staticCall(ctx.runtime.js, name, args);
}

/** A PHP condition from any TS expression: JS truthiness unless the type is boolean. */
export function truthy(node: ts.Expression, ctx: TransformContext): Expr {
  const value = ctx.transformExpression(node);
  return isBooleanType(ctx.typeOf(node)) ? value : js(ctx, 'truthy', [value]);
}

/** JavaScript's String(x) for an expression, skipped when it is a string already. */
export function toStringExpr(node: ts.Expression, ctx: TransformContext): Expr {
  const value = ctx.transformExpression(node);
  return isStringType(ctx.typeOf(node)) ? value : js(ctx, 'str', [value]);
}

function isNullLiteral(node: ts.Expression): boolean {
  let inner = node;
  while (ts.isParenthesizedExpression(inner) || ts.isAsExpression(inner) || ts.isNonNullExpression(inner)) inner = inner.expression;
  return inner.kind === ts.SyntaxKind.NullKeyword || (ts.isIdentifier(inner) && inner.text === 'undefined');
}

function concat(parts: Expr[]): Expr {
  const nonEmpty = parts.filter((p) => !(p.kind === 'string' && p.value === ''));
  if (!nonEmpty.length) return str('');
  return nonEmpty.reduce((acc, part) => binary('.', acc, part));
}

function templateExpression(node: ts.TemplateExpression, ctx: TransformContext): Expr {
  const parts: Expr[] = [str(node.head.text)];
  for (const span of node.templateSpans) {
    parts.push(toStringExpr(span.expression, ctx), str(span.literal.text));
  }
  return concat(parts);
}

function identifier(node: ts.Identifier, ctx: TransformContext): Expr {
  if (node.text === 'undefined' && !ctx.variableFor(node)) return nul;
  if (node.text === 'NaN') return { kind: 'const', name: 'NAN' };
  if (node.text === 'Infinity') return { kind: 'const', name: 'INF' };
  const name = ctx.variableFor(node);
  if (name) return v(name);
  return ctx.unsupported(node, `The reference to '${node.text}'`,
    'Handlers may use their parameters, local variables and imports from ts2wp/wordpress.');
}

function objectLiteral(node: ts.ObjectLiteralExpression, ctx: TransformContext): Expr {
  if (!node.properties.length) return { kind: 'new', className: '\\stdClass', args: [] };
  const items = node.properties.map((prop) => {
    if (ts.isPropertyAssignment(prop)) {
      return { key: propertyNameExpr(prop.name, ctx), value: ctx.transformExpression(prop.initializer) };
    }
    if (ts.isShorthandPropertyAssignment(prop)) {
      return { key: str(prop.name.text), value: ctx.transformExpression(prop.name) };
    }
    ctx.unsupported(prop, 'This kind of object member', 'Write `key: value` pairs.');
    return { key: str(''), value: nul };
  });
  return { kind: 'cast', type: 'object', expr: { kind: 'array', items } };
}

function propertyNameExpr(name: ts.PropertyName, ctx: TransformContext): Expr {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name)) return str(name.text);
  if (ts.isNumericLiteral(name)) return str(String(Number(name.text)));
  if (ts.isComputedPropertyName(name)) return toStringExpr(name.expression, ctx);
  ctx.unsupported(name, 'This property name', 'Use an identifier or a string.');
  return str('');
}

function arrayLiteral(node: ts.ArrayLiteralExpression, ctx: TransformContext): Expr {
  const items = node.elements.map((el) => {
    if (ts.isSpreadElement(el) || ts.isOmittedExpression(el)) {
      ctx.unsupported(el, 'Spread and holes in array literals', 'List the elements.');
      return { value: nul };
    }
    return { value: ctx.transformExpression(el) };
  });
  return { kind: 'new', className: ctx.runtime.jsArray, args: [{ kind: 'array', items }] };
}

/**
 * `a.b`: a property of a JS object (\stdClass). A property the checker cannot vouch for
 * goes through Js::get(), which reads a missing one as null and throws on a null object.
 */
function propertyAccess(node: ts.PropertyAccessExpression, ctx: TransformContext): Expr {
  if (node.questionDotToken) return ctx.unsupported(node, 'Optional chaining', 'Check for null first.');
  const builtin = transformBuiltinProperty(node, ctx);
  if (builtin) return builtin;
  const object = ctx.transformExpression(node.expression);
  if (mayBeMissing(node, ctx)) return js(ctx, 'get', [object, str(node.name.text)]);
  return { kind: 'prop', object, name: node.name.text };
}

/** True unless the checker knows the property is declared and required. */
function mayBeMissing(node: ts.PropertyAccessExpression, ctx: TransformContext): boolean {
  const symbol = ctx.checker.getSymbolAtLocation(node.name);
  if (!symbol) return true;
  return (symbol.flags & ts.SymbolFlags.Optional) !== 0;
}

const EQUALITY: Partial<Record<ts.SyntaxKind, 'eq' | 'ne'>> = {
  [ts.SyntaxKind.EqualsEqualsEqualsToken]: 'eq',
  [ts.SyntaxKind.ExclamationEqualsEqualsToken]: 'ne',
  [ts.SyntaxKind.EqualsEqualsToken]: 'eq',
  [ts.SyntaxKind.ExclamationEqualsToken]: 'ne',
};

const ARITHMETIC: Partial<Record<ts.SyntaxKind, BinaryOp>> = {
  [ts.SyntaxKind.MinusToken]: '-',
  [ts.SyntaxKind.AsteriskToken]: '*',
  [ts.SyntaxKind.LessThanToken]: '<',
  [ts.SyntaxKind.LessThanEqualsToken]: '<=',
  [ts.SyntaxKind.GreaterThanToken]: '>',
  [ts.SyntaxKind.GreaterThanEqualsToken]: '>=',
};

function binaryExpression(node: ts.BinaryExpression, ctx: TransformContext): Expr {
  const op = node.operatorToken.kind;
  const { left, right } = node;

  if (op === ts.SyntaxKind.EqualsToken) return assignment(node, ctx);

  const equality = EQUALITY[op];
  if (equality) {
    const loose = op === ts.SyntaxKind.EqualsEqualsToken || op === ts.SyntaxKind.ExclamationEqualsToken;
    const negate = (e: Expr) => (equality === 'ne' ? not(e) : e);
    // `x == null` and `x === undefined`: undefined and null are both PHP null.
    if (isNullLiteral(left) || isNullLiteral(right)) {
      const other = isNullLiteral(left) ? right : left;
      return binary(equality === 'eq' ? '===' : '!==', nul, ctx.transformExpression(other));
    }
    if (loose) return ctx.unsupported(node, '`==` and `!=` between non-null values', 'Use `===` or `!==`.');
    const l = ctx.transformExpression(left);
    const r = ctx.transformExpression(right);
    const lt = ctx.typeOf(left);
    const rt = ctx.typeOf(right);
    if (isNumberType(lt) && isNumberType(rt)) return binary(equality === 'eq' ? '==' : '!=', l, r);
    if ((isStringType(lt) && isStringType(rt)) || (isBooleanType(lt) && isBooleanType(rt))) {
      return binary(equality === 'eq' ? '===' : '!==', l, r);
    }
    return negate(js(ctx, 'strict_equals', [l, r]));
  }

  if (op === ts.SyntaxKind.PlusToken) {
    const lt = ctx.typeOf(left);
    const rt = ctx.typeOf(right);
    if (isNumberType(lt) && isNumberType(rt)) return binary('+', ctx.transformExpression(left), ctx.transformExpression(right));
    if (isStringType(lt) || isStringType(rt)) return binary('.', toStringExpr(left, ctx), toStringExpr(right, ctx));
    return js(ctx, 'add', [ctx.transformExpression(left), ctx.transformExpression(right)]);
  }

  const arithmetic = ARITHMETIC[op];
  if (arithmetic) {
    const bothNumbers = isNumberType(ctx.typeOf(left)) && isNumberType(ctx.typeOf(right));
    const bothStrings = isStringType(ctx.typeOf(left)) && isStringType(ctx.typeOf(right));
    if (bothNumbers) return binary(arithmetic, ctx.transformExpression(left), ctx.transformExpression(right));
    if (bothStrings && ['<', '<=', '>', '>='].includes(arithmetic)) {
      return binary(arithmetic, call('strcmp', [ctx.transformExpression(left), ctx.transformExpression(right)]), num(0));
    }
    return ctx.unsupported(node, `\`${node.operatorToken.getText()}\` on operands that are not both numbers`, 'Convert them with Number() first.');
  }

  if (op === ts.SyntaxKind.SlashToken || op === ts.SyntaxKind.PercentToken) {
    if (!(isNumberType(ctx.typeOf(left)) && isNumberType(ctx.typeOf(right)))) {
      return ctx.unsupported(node, `\`${node.operatorToken.getText()}\` on operands that are not both numbers`, 'Convert them with Number() first.');
    }
    return js(ctx, op === ts.SyntaxKind.SlashToken ? 'div' : 'mod', [ctx.transformExpression(left), ctx.transformExpression(right)]);
  }

  if (op === ts.SyntaxKind.QuestionQuestionToken) {
    return binary('??', ctx.transformExpression(left), ctx.transformExpression(right));
  }

  if (op === ts.SyntaxKind.AmpersandAmpersandToken || op === ts.SyntaxKind.BarBarToken) {
    const and = op === ts.SyntaxKind.AmpersandAmpersandToken;
    if (isBooleanType(ctx.typeOf(left)) && isBooleanType(ctx.typeOf(right))) {
      return binary(and ? '&&' : '||', ctx.transformExpression(left), ctx.transformExpression(right));
    }
    // JS returns the deciding operand itself, not a boolean.
    const temp = v(ctx.tempVariable());
    const cond = js(ctx, 'truthy', [{ kind: 'assign', op: '=', target: temp, value: ctx.transformExpression(left) }]);
    const other = ctx.transformExpression(right);
    return { kind: 'ternary', cond, then: and ? other : temp, else: and ? temp : other };
  }

  return ctx.unsupported(node, `The operator \`${node.operatorToken.getText()}\``, 'See docs/supported-subset.md.');
}

function assignment(node: ts.BinaryExpression, ctx: TransformContext): Expr {
  const target = node.left;
  if (!ts.isIdentifier(target) && !ts.isPropertyAccessExpression(target)) {
    return ctx.unsupported(target, 'Assigning to this target', 'Assign to a variable or an object property.');
  }
  const value = ctx.transformExpression(node.right);
  const lhs: Expr = ts.isIdentifier(target)
    ? ctx.transformExpression(target)
    : { kind: 'prop', object: ctx.transformExpression(target.expression), name: target.name.text };
  return { kind: 'assign', op: '=', target: lhs, value };
}

function prefixUnary(node: ts.PrefixUnaryExpression, ctx: TransformContext): Expr {
  switch (node.operator) {
    case ts.SyntaxKind.ExclamationToken:
      return not(truthy(node.operand, ctx));
    case ts.SyntaxKind.MinusToken:
      if (ts.isNumericLiteral(node.operand)) return num(-Number(node.operand.text));
      if (isNumberType(ctx.typeOf(node.operand))) return { kind: 'unary', op: '-', operand: ctx.transformExpression(node.operand) };
      break;
    case ts.SyntaxKind.PlusToken:
      return js(ctx, 'to_number', [ctx.transformExpression(node.operand)]);
  }
  return ctx.unsupported(node, `The prefix operator \`${ts.tokenToString(node.operator)}\` here`, 'See docs/supported-subset.md.');
}

function conditional(node: ts.ConditionalExpression, ctx: TransformContext): Expr {
  return { kind: 'ternary', cond: truthy(node.condition, ctx), then: ctx.transformExpression(node.whenTrue), else: ctx.transformExpression(node.whenFalse) };
}

/** Expressions that vanish in PHP: their operand is translated as it is. */
function erased(node: ts.ParenthesizedExpression | ts.AsExpression | ts.NonNullExpression | ts.SatisfiesExpression, ctx: TransformContext): Expr {
  return ctx.transformExpression(node.expression);
}

export const expressionVisitors: VisitorMap<Expr> = {
  [ts.SyntaxKind.StringLiteral]: (node: ts.StringLiteral) => str(node.text),
  [ts.SyntaxKind.NoSubstitutionTemplateLiteral]: (node: ts.NoSubstitutionTemplateLiteral) => str(node.text),
  [ts.SyntaxKind.NumericLiteral]: (node: ts.NumericLiteral) => num(Number(node.text)),
  [ts.SyntaxKind.TrueKeyword]: () => bool(true),
  [ts.SyntaxKind.FalseKeyword]: () => bool(false),
  [ts.SyntaxKind.NullKeyword]: () => nul,
  [ts.SyntaxKind.TemplateExpression]: templateExpression,
  [ts.SyntaxKind.Identifier]: identifier,
  [ts.SyntaxKind.ObjectLiteralExpression]: objectLiteral,
  [ts.SyntaxKind.ArrayLiteralExpression]: arrayLiteral,
  [ts.SyntaxKind.PropertyAccessExpression]: propertyAccess,
  [ts.SyntaxKind.CallExpression]: transformCall,
  [ts.SyntaxKind.NewExpression]: transformNew,
  [ts.SyntaxKind.BinaryExpression]: binaryExpression,
  [ts.SyntaxKind.PrefixUnaryExpression]: prefixUnary,
  [ts.SyntaxKind.ConditionalExpression]: conditional,
  [ts.SyntaxKind.ParenthesizedExpression]: erased,
  [ts.SyntaxKind.AsExpression]: erased,
  [ts.SyntaxKind.NonNullExpression]: erased,
  [ts.SyntaxKind.SatisfiesExpression]: erased,
};
