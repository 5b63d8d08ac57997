import ts from '#typescript';
import { Unsupported } from '../../diagnostics/catalogue.js';
import { binary, bool, nul, num, str, v, type ArrayItem, type Expr } from '../../php/ast.js';
import { js } from '../util/runtime.js';
import { isLibGlobal } from '../../libs.js';
import { elementAccess, readsArrayMember } from './access.js';
import { fieldRead } from '../util/fields.js';
import { missingElementAt } from '../analysis/missing-element.js';
import { orMissing } from '../util/php-expr.js';
import { transformBuiltinProperty, transformNew } from '../builtins/index.js';
import { transformAwait, transformCallAwaited } from './async.js';
import { transformRegExpLiteral } from '../builtins/regexp.js';
import { transformWordPressGlobal } from '../builtins/wpdb.js';
import { checkPaginationLimit } from '../builtins/wordpress.js';
import { transformThis, transformModuleReference } from '../classes/references.js';
import { argumentsReference, transformClosure } from './functions.js';
import { checkMemberWrite } from '../analysis/presence.js';
import { memberType, storedValue } from '../analysis/undefined-store.js';
import { holdMember, lastLoopMember } from '../analysis/operand-hoist.js';
import type { TransformContext, VisitorMap } from '../context.js';
import {
  binaryExpression,
  deleteExpression,
  postfixUnary,
  prefixUnary,
  threeWayCompare,
  typeofExpression,
} from './operators.js';
import { skipOuter } from '../util/syntax.js';
import { isArrayType } from '../util/types.js';
import { toStringExpr, truthy } from '../util/conversions.js';

function concat(parts: Expr[]): Expr {
  const nonEmpty = parts.filter((p) => !(p.kind === 'string' && p.value === ''));
  if (!nonEmpty.length) return str('');
  return nonEmpty.reduce((acc, part) => binary('.', acc, part));
}

function templateExpression(node: ts.TemplateExpression, ctx: TransformContext): Expr {
  const parts: Expr[] = [str(node.head.text)];
  node.templateSpans.forEach((span, i) => {
    const later = node.templateSpans.slice(i + 1).map((s) => s.expression);
    parts.push(toStringExpr(span.expression, ctx, later), str(span.literal.text));
  });
  return concat(parts);
}

/** String.raw`…`: the template's source text, backslashes kept, with the values as strings. */
function taggedTemplate(node: ts.TaggedTemplateExpression, ctx: TransformContext): Expr {
  const tag = skipOuter(node.tag);
  if (
    !ts.isPropertyAccessExpression(tag) ||
    tag.name.text !== 'raw' ||
    !isLibGlobal(tag.expression, 'String', ctx.checker)
  )
    return ctx.unsupported(node, Unsupported.taggedTemplate());
  // JavaScript's raw strings normalise CR LF and CR to LF.
  const raw = (t: ts.TemplateLiteralLikeNode) => str((t.rawText ?? t.text).replace(/\r\n?/g, '\n'));
  const template = node.template;
  if (ts.isNoSubstitutionTemplateLiteral(template)) return raw(template);
  const parts: Expr[] = [raw(template.head)];
  for (const span of template.templateSpans) parts.push(toStringExpr(span.expression, ctx), raw(span.literal));
  return concat(parts);
}

function identifier(node: ts.Identifier, ctx: TransformContext): Expr {
  if (node.text === 'undefined' && !ctx.variableFor(node)) return nul;
  if (node.text === 'NaN') return { kind: 'const', name: 'NAN' };
  if (node.text === 'Infinity') return { kind: 'const', name: 'INF' };
  const name = ctx.variableFor(node);
  if (name) return v(name);
  const other =
    transformWordPressGlobal(node, ctx) ?? transformModuleReference(node, ctx) ?? argumentsReference(node, ctx);
  if (other) return other;
  return ctx.unsupported(node, Unsupported.unknownReference(node.text));
}

/**
 * `{ a: 1, [k]: v, ...o }`: `(object) array( … )`, or, with spreads, Js::spread_object() over
 * runs of literal pairs and spread values (later keys win, a key keeps its first position).
 */
function objectLiteral(node: ts.ObjectLiteralExpression, ctx: TransformContext): Expr {
  if (!node.properties.length) return { kind: 'new', className: '\\stdClass', args: [] };
  const parts: Expr[] = [];
  let run: ArrayItem[] = [];
  const contextual = ctx.checker.getContextualType(node);
  const target = contextual && ctx.checker.getNonNullableType(contextual);
  // Members before the last one whose callback becomes a loop are held in temps, in order.
  const holdBefore = lastLoopMember(node, ctx);
  const held = (i: number, member: ts.Expression, value: () => Expr): Expr => {
    if (i >= holdBefore) return value();
    return ctx.operandPrelude?.held.get(member) ?? holdMember(member, value(), ctx);
  };
  for (const [i, prop] of node.properties.entries()) {
    if (
      (ts.isPropertyAssignment(prop) || ts.isShorthandPropertyAssignment(prop)) &&
      (ts.isIdentifier(prop.name) || ts.isStringLiteral(prop.name))
    ) {
      checkMemberWrite(target, prop.name.text, ts.isPropertyAssignment(prop) ? prop.initializer : prop.name, prop, ctx);
    }
    if (ts.isSpreadAssignment(prop)) {
      if (run.length) parts.push({ kind: 'array', items: run });
      run = [];
      parts.push(ctx.transformExpression(prop.expression));
    } else if (ts.isPropertyAssignment(prop)) {
      checkPaginationLimit(prop, ctx);
      const literal = skipOuter(prop.initializer);
      // An array literal is held plainly, a PHP list, until the property is read (fieldRead()).
      const value = held(i, prop.initializer, () =>
        ts.isArrayLiteralExpression(literal)
          ? { kind: 'array', items: arrayItems(literal, ctx) }
          : storedValue(
              prop.initializer,
              ctx,
              () => ctx.transformExpression(prop.initializer),
              memberType(target, ts.isComputedPropertyName(prop.name) ? undefined : prop.name.text, ctx),
            ),
      );
      run.push({ key: propertyNameExpr(prop.name, ctx), value });
    } else if (ts.isShorthandPropertyAssignment(prop)) {
      const member = memberType(target, prop.name.text, ctx);
      run.push({
        key: str(prop.name.text),
        value: held(i, prop.name, () => storedValue(prop.name, ctx, () => ctx.transformExpression(prop.name), member)),
      });
    } else if (ts.isGetAccessorDeclaration(prop) || ts.isSetAccessorDeclaration(prop)) {
      ctx.unsupported(prop, Unsupported.objectAccessor());
    } else {
      ctx.unsupported(prop, Unsupported.objectMethod());
    }
  }
  if (!parts.length) return { kind: 'cast', type: 'object', expr: { kind: 'array', items: run } };
  if (run.length) parts.push({ kind: 'array', items: run });
  return js(ctx, 'spread_object', [{ kind: 'array', items: parts.map((value) => ({ value })) }]);
}

function propertyNameExpr(name: ts.PropertyName, ctx: TransformContext): Expr {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name))
    return str(name.text);
  if (ts.isNumericLiteral(name)) return str(String(Number(name.text)));
  // A computed key is a property key: a string, or a number written as JavaScript prints it.
  if (ts.isComputedPropertyName(name)) return toStringExpr(name.expression, ctx);
  ctx.unsupported(name, Unsupported.propertyName());
  return str('');
}

/** `[1, ...a, 2]`: a JsArray; a spread adds an array's elements or a string's code points. */
function arrayLiteral(node: ts.ArrayLiteralExpression, ctx: TransformContext): Expr {
  return { kind: 'new', className: ctx.runtime.jsArray, args: [{ kind: 'array', items: arrayItems(node, ctx) }] };
}

function arrayItems(node: ts.ArrayLiteralExpression, ctx: TransformContext): ArrayItem[] {
  return node.elements.map((el): ArrayItem => {
    if (ts.isOmittedExpression(el)) {
      ctx.unsupported(el.parent, Unsupported.arrayHole());
      return { value: nul };
    }
    if (ts.isSpreadElement(el)) {
      const value = ctx.transformExpression(el.expression);
      const items: Expr = isArrayType(ctx.typeOf(el.expression), ctx.checker)
        ? { kind: 'prop', object: value, name: 'items' }
        : js(ctx, 'spread', [value]);
      return { value: items, spread: true };
    }
    return { value: ctx.transformExpression(el) };
  });
}

/**
 * `a.b`: a property of a JS object (\stdClass). A property the checker cannot vouch for
 * goes through Js::get(), which reads a missing one as null (NAN where only arithmetic
 * reads a number, see missingElement()) and throws on a null object.
 */
function propertyAccess(node: ts.PropertyAccessExpression, ctx: TransformContext): Expr {
  // `a?.b`: optional-chain.ts has put the value before `?.` in a temp already.
  const builtin = transformBuiltinProperty(node, ctx);
  if (builtin) return builtin;
  const object = ctx.transformExpression(node.expression);
  const member = ctx.checker.getSymbolAtLocation(node.name);
  if (mayBeMissing(node, ctx) || readsArrayMember(ctx.typeOf(node.expression), member, ctx))
    return orMissing(
      js(ctx, 'get', [object, str(node.name.text)]),
      missingElementAt(node, object, str(node.name.text), ctx),
    );
  return fieldRead(object, node.name.text, member, ctx.typeOf(node), ctx, ctx.typeOf(node.expression));
}

/** True unless the checker knows the property is declared and required. */
function mayBeMissing(node: ts.PropertyAccessExpression, ctx: TransformContext): boolean {
  const symbol = ctx.checker.getSymbolAtLocation(node.name);
  if (!symbol) return true;
  return (symbol.flags & ts.SymbolFlags.Optional) !== 0;
}

function conditional(node: ts.ConditionalExpression, ctx: TransformContext): Expr {
  const compare = threeWayCompare(node, ctx);
  if (compare) return compare;
  return {
    kind: 'ternary',
    cond: truthy(node.condition, ctx),
    then: ctx.transformExpression(node.whenTrue),
    else: ctx.transformExpression(node.whenFalse),
  };
}

/** Expressions that vanish in PHP: their operand is translated as it is. */
function erased(
  node: ts.ParenthesizedExpression | ts.AsExpression | ts.TypeAssertion | ts.NonNullExpression | ts.SatisfiesExpression,
  ctx: TransformContext,
): Expr {
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
  // Functions, classes and modules (functions.ts, classes.ts).
  [ts.SyntaxKind.ArrowFunction]: transformClosure,
  [ts.SyntaxKind.FunctionExpression]: transformClosure,
  [ts.SyntaxKind.ThisKeyword]: transformThis,
  [ts.SyntaxKind.ClassExpression]: (node: ts.ClassExpression, ctx: TransformContext) =>
    ctx.unsupported(node, Unsupported.classExpression()),
  [ts.SyntaxKind.ObjectLiteralExpression]: objectLiteral,
  [ts.SyntaxKind.ArrayLiteralExpression]: arrayLiteral,
  [ts.SyntaxKind.PropertyAccessExpression]: propertyAccess,
  [ts.SyntaxKind.CallExpression]: transformCallAwaited,
  [ts.SyntaxKind.NewExpression]: transformNew,
  [ts.SyntaxKind.RegularExpressionLiteral]: transformRegExpLiteral,
  [ts.SyntaxKind.BinaryExpression]: binaryExpression,
  [ts.SyntaxKind.PrefixUnaryExpression]: prefixUnary,
  [ts.SyntaxKind.PostfixUnaryExpression]: postfixUnary,
  [ts.SyntaxKind.ElementAccessExpression]: elementAccess,
  [ts.SyntaxKind.TypeOfExpression]: typeofExpression,
  [ts.SyntaxKind.DeleteExpression]: deleteExpression,
  // Never translated: each names what to write instead.
  [ts.SyntaxKind.VoidExpression]: (node: ts.VoidExpression, ctx: TransformContext) =>
    ctx.unsupported(node, Unsupported.voidOperator()),
  [ts.SyntaxKind.AwaitExpression]: transformAwait,
  [ts.SyntaxKind.YieldExpression]: (node: ts.YieldExpression, ctx: TransformContext) =>
    ctx.unsupported(node, Unsupported.yieldExpression()),
  [ts.SyntaxKind.TaggedTemplateExpression]: taggedTemplate,
  [ts.SyntaxKind.MetaProperty]: (node: ts.MetaProperty, ctx: TransformContext) =>
    ctx.unsupported(node, Unsupported.metaProperty(node.getText())),
  [ts.SyntaxKind.ConditionalExpression]: conditional,
  [ts.SyntaxKind.ParenthesizedExpression]: erased,
  [ts.SyntaxKind.AsExpression]: erased,
  [ts.SyntaxKind.TypeAssertionExpression]: erased,
  [ts.SyntaxKind.NonNullExpression]: erased,
  [ts.SyntaxKind.SatisfiesExpression]: erased,
};
