// Expressions that use project classes and module code: `this`, a class's statics and
// members, calls, `new`, `instanceof`, and references to module-level declarations.
import ts from '#typescript';
import { Unsupported } from '../../diagnostics/catalogue.js';
import { isLibInterfaceMember, resolveAlias } from '../../libs.js';
import { type Expr, nul, type Stmt, str, v } from '../../php/ast.js';
import type { TransformContext } from '../context.js';
import {
  classRef,
  currentFrame,
  hasModifier,
  isStaticMember,
  memberKey,
  planOf,
  useEnumObject,
  enumConstName,
} from './plan.js';
import { phpMemberName, phpPropertyName } from '../util/identifiers.js';
import { closureOnly, transformArguments } from '../util/calls.js';
import type { Entity } from '../shapes.js';
import { fieldRead } from '../util/fields.js';
import { sequence } from '../util/php-expr.js';
import { accessorOf, reportAccessorThroughType } from './accessors.js';

/** Classes, enums and class expressions declared inside a function body. */
export function unsupportedLocalClass(node: ts.Node, ctx: TransformContext): Stmt[] {
  ctx.report(node, Unsupported.localClass(ts.isEnumDeclaration(node)));
  return [];
}

/**
 * The PHP target of an assignment to a member of a project class (`this.#x = …`,
 * `C.count = …`); undefined for ordinary properties.
 */
export function transformMemberTarget(node: ts.PropertyAccessExpression, ctx: TransformContext): Expr | undefined {
  const modules = ctx.project;
  const symbol = symbolOfName(node, ctx);
  const decl = symbol?.valueDeclaration ?? symbol?.declarations?.[0];
  if (
    decl &&
    isLibInterfaceMember(decl, 'Error') &&
    node.expression.kind === ts.SyntaxKind.ThisKeyword &&
    currentFrame(ctx)?.node
  ) {
    // `this.name = …`, `this.message = …` in an Error subclass.
    if (node.name.text === 'name' || node.name.text === 'message')
      return { kind: 'prop', object: v('this'), name: node.name.text };
  }
  if (!decl || !modules.isProjectFile(decl.getSourceFile().fileName)) return undefined;
  if (isNamespaceImport(node.expression, ctx)) {
    return ctx.unsupported(node, Unsupported.assignImport());
  }
  const owner = ownerClass(decl);
  if (!owner || !(ts.isPropertyDeclaration(decl) || ts.isParameter(decl))) return undefined;
  const key = memberKey(decl.name as ts.PropertyName);
  if (!key) return undefined;
  if (isStaticMember(decl)) {
    const plan = planOf(owner, modules);
    return {
      kind: 'staticProp',
      className: staticTarget(node.expression, owner, ctx),
      name: plan.statics.get(key) ?? phpMemberName(key),
    };
  }
  return { kind: 'prop', object: ctx.transformExpression(node.expression), name: phpPropertyName(key) };
}

/** `x instanceof C` for a project class. */
export function transformUserInstanceof(node: ts.BinaryExpression, ctx: TransformContext): Expr | undefined {
  const modules = ctx.project;
  if (node.operatorToken.kind !== ts.SyntaxKind.InstanceOfKeyword) return undefined;
  const entity = modules.entityFor(ctx.checker.getSymbolAtLocation(node.right));
  if (!entity) return undefined;
  if (entity.kind !== 'class') return ctx.unsupported(node.right, Unsupported.instanceofNonClass());
  return { kind: 'instanceof', expr: ctx.transformExpression(node.left), className: classRef(ctx, entity.cls) };
}

/** `new C( … )` of a project class. */
export function transformUserNew(node: ts.NewExpression, ctx: TransformContext): Expr | undefined {
  const modules = ctx.project;
  const entity = modules.entityFor(ctx.checker.getSymbolAtLocation(node.expression));
  if (!entity) return undefined;
  if (entity.kind !== 'class') return ctx.unsupported(node, Unsupported.newNonClass(node.expression.getText()));
  if (hasModifier(entity.decl, ts.SyntaxKind.AbstractKeyword)) return ctx.unsupported(node, Unsupported.newAbstract());
  return { kind: 'new', className: classRef(ctx, entity.cls), args: transformArguments(node.arguments ?? [], ctx) };
}

/** Calls of project functions and methods: `helper( … )`, `this.m( … )`, `C.m( … )`, `super.m( … )`, `util.f( … )`. */
export function transformUserCall(node: ts.CallExpression, ctx: TransformContext): Expr | undefined {
  const modules = ctx.project;
  const callee = node.expression;
  if (callee.kind === ts.SyntaxKind.SuperKeyword) {
    return ctx.unsupported(node, Unsupported.superCallOutsideConstructor());
  }
  if (ts.isIdentifier(callee)) {
    const entity = modules.entityFor(ctx.checker.getSymbolAtLocation(callee));
    if (!entity) return undefined;
    const args = transformArguments(node.arguments, ctx);
    if (entity.kind === 'method')
      return { kind: 'staticCall', className: classRef(ctx, entity.cls), name: entity.name, args };
    if (entity.kind === 'static' || entity.kind === 'const')
      return { kind: 'call', callee: closureOnly(callee, entityValue(entity, callee, ctx), ctx), args };
    return ctx.unsupported(node, Unsupported.callingClass());
  }
  if (!ts.isPropertyAccessExpression(callee)) return undefined;
  const symbol = symbolOfName(callee, ctx);
  const decl = symbol?.valueDeclaration ?? symbol?.declarations?.[0];
  if (!decl || !modules.isProjectFile(decl.getSourceFile().fileName)) return undefined;
  if (isNamespaceImport(callee.expression, ctx)) {
    const entity = modules.entityFor(symbol);
    if (entity?.kind === 'method')
      return {
        kind: 'staticCall',
        className: classRef(ctx, entity.cls),
        name: entity.name,
        args: transformArguments(node.arguments, ctx),
      };
    if (entity)
      return {
        kind: 'call',
        callee: closureOnly(callee, entityValue(entity, callee, ctx), ctx),
        args: transformArguments(node.arguments, ctx),
      };
    return undefined;
  }
  const owner = ownerClass(decl);
  if (owner && ts.isMethodDeclaration(decl)) {
    const plan = planOf(owner, modules);
    const key = memberKey(decl.name);
    if (!key) return ctx.unsupported(node, Unsupported.computedMethodCall());
    const name = plan.methods.get(key) ?? phpMemberName(key);
    const args = transformArguments(node.arguments, ctx);
    if (isStaticMember(decl))
      return { kind: 'staticCall', className: staticTarget(callee.expression, owner, ctx), name, args };
    if (callee.expression.kind === ts.SyntaxKind.SuperKeyword)
      return { kind: 'staticCall', className: 'parent', name, args };
    return { kind: 'methodCall', object: ctx.transformExpression(callee.expression), name, args };
  }
  if (owner && (ts.isPropertyDeclaration(decl) || ts.isParameter(decl))) {
    // A field holding a function.
    const target = transformMemberAccess(callee, ctx) ?? {
      kind: 'prop',
      object: ctx.transformExpression(callee.expression),
      name: callee.name.text,
    };
    return { kind: 'call', callee: closureOnly(callee, target, ctx), args: transformArguments(node.arguments, ctx) };
  }
  if (ts.isPropertyAssignment(decl) || ts.isShorthandPropertyAssignment(decl)) {
    // A property of an object literal holding a function (a spread or Object.assign() may have replaced it).
    return {
      kind: 'call',
      callee: closureOnly(callee, ctx.transformExpression(callee), ctx),
      args: transformArguments(node.arguments, ctx),
    };
  }
  if (ts.isMethodSignature(decl) || ts.isPropertySignature(decl)) {
    // Declared by an interface: an object literal's function property, or a class method.
    return {
      kind: 'staticCall',
      className: ctx.runtimeClass('JsCall'),
      name: 'method',
      args: [
        ctx.transformExpression(callee.expression),
        str(phpMemberName(callee.name.text)),
        ...transformArguments(node.arguments, ctx),
      ],
    };
  }
  return undefined;
}

/** An identifier naming a module-level declaration (of this file or an imported one). */
export function transformModuleReference(node: ts.Identifier, ctx: TransformContext): Expr | undefined {
  const modules = ctx.project;
  const symbol = ctx.referenceSymbol(node);
  const entity = modules.entityFor(symbol);
  if (!entity) {
    const decl = resolveAlias(symbol, ctx.checker)?.valueDeclaration;
    if (
      decl &&
      ts.isBindingElement(decl) &&
      modules.isProjectFile(decl.getSourceFile().fileName) &&
      ts.isSourceFile(rootDeclaration(decl).parent.parent.parent)
    ) {
      return ctx.unsupported(node, Unsupported.moduleDestructuring(node.text));
    }
    return undefined;
  }
  return entityValue(entity, node, ctx);
}

function rootDeclaration(node: ts.Node): ts.Node {
  let n = node;
  while (ts.isBindingElement(n) || ts.isObjectBindingPattern(n) || ts.isArrayBindingPattern(n)) n = n.parent;
  return n;
}

/** A module entity used as a value. */
function entityValue(entity: Entity, node: ts.Node, ctx: TransformContext): Expr {
  switch (entity.kind) {
    case 'method':
      return callableOf(classRef(ctx, entity.cls), entity.name);
    case 'const':
      return { kind: 'classConst', className: classRef(ctx, entity.cls), name: entity.name };
    case 'static':
      return { kind: 'staticProp', className: classRef(ctx, entity.cls), name: entity.name };
    case 'enum': {
      useEnumObject(ctx.project, entity.decl);
      if (ts.getCombinedModifierFlags(entity.decl) & ts.ModifierFlags.Const)
        return ctx.unsupported(node, Unsupported.constEnumValue());
      return { kind: 'staticCall', className: classRef(ctx, entity.cls), name: 'ts2wp_object', args: [] };
    }
    case 'class':
      return ctx.unsupported(node, Unsupported.classAsValue());
  }
}

export function isNamespaceImport(expr: ts.Expression, ctx: TransformContext): boolean {
  if (!ts.isIdentifier(expr)) return false;
  const symbol = ctx.checker.getSymbolAtLocation(expr);
  return !!symbol?.declarations?.some((d) => ts.isNamespaceImport(d));
}

/** A static method as a closure: `\Closure::fromCallable( array( C::class, 'm' ) )`. */
function callableOf(cls: string, method: string): Expr {
  return {
    kind: 'staticCall',
    className: '\\Closure',
    name: 'fromCallable',
    args: [
      {
        kind: 'array',
        items: [{ value: { kind: 'classConst', className: cls, name: 'class' } }, { value: str(method) }],
      },
    ],
  };
}

/**
 * Reads of members of project classes, enums and module namespaces: `this.#x`, `C.count`,
 * `Color.Red`, `util.helper`. Undefined for everything else (plain object properties).
 */
export function transformMemberAccess(node: ts.PropertyAccessExpression, ctx: TransformContext): Expr | undefined {
  const modules = ctx.project;
  const symbol = symbolOfName(node, ctx);
  const decl = symbol?.valueDeclaration ?? symbol?.declarations?.[0];
  if (!decl) return undefined;
  if (!modules.isProjectFile(decl.getSourceFile().fileName)) return undefined;
  // Enum members: class constants.
  if (ts.isEnumMember(decl)) {
    const entity = modules.entityFor(resolveAlias(ctx.checker.getSymbolAtLocation(node.expression), ctx.checker));
    const value = ctx.checker.getConstantValue(decl);
    if (entity?.kind === 'enum' && !(ts.getCombinedModifierFlags(entity.decl) & ts.ModifierFlags.Const)) {
      return {
        kind: 'classConst',
        className: classRef(ctx, entity.cls),
        name: enumConstName(decl),
      };
    }
    if (value !== undefined) return typeof value === 'number' ? { kind: 'number', value } : str(value);
    return undefined;
  }
  // `util.helper` through `import * as util`.
  const nsEntity = modules.entityFor(symbol);
  if (nsEntity && isNamespaceImport(node.expression, ctx)) return entityValue(nsEntity, node, ctx);
  if (reportAccessorThroughType(node, ctx)) return nul;
  const owner = ownerClass(decl);
  if (!owner) return undefined;
  const plan = planOf(owner, modules);
  const accessor = accessorOf(node, ctx);
  if (accessor) {
    // A setter without a getter reads as undefined, as in JavaScript.
    const object = accessor.isStatic ? nul : ctx.transformExpression(node.expression);
    if (!accessor.getter) return accessor.isStatic ? nul : sequence([object, nul]);
    return accessor.call(accessor.getter, object, []);
  }
  if (ts.isPropertyDeclaration(decl) || ts.isParameter(decl)) {
    const key = memberKey(decl.name as ts.PropertyName);
    if (!key) return undefined;
    if (isStaticMember(decl)) {
      return {
        kind: 'staticProp',
        className: staticTarget(node.expression, owner, ctx),
        name: plan.statics.get(key) ?? phpMemberName(key),
      };
    }
    // A declared field always exists on the PHP object: read it directly (fieldRead(): a
    // receiver other than `this` may be parsed JSON cast to the class).
    const receiver = ctx.typeOf(node.expression);
    return fieldRead(
      ctx.transformExpression(node.expression),
      phpPropertyName(key),
      symbol,
      ctx.typeOf(node),
      ctx,
      receiver,
    );
  }
  if (ts.isMethodDeclaration(decl)) {
    const key = memberKey(decl.name);
    if (!key) return ctx.unsupported(node, Unsupported.computedMethodCall());
    const name = plan.methods.get(key) ?? phpMemberName(key);
    if (isStaticMember(decl)) {
      const cls = staticTarget(node.expression, owner, ctx);
      return callableOf(cls, name);
    }
    return ctx.unsupported(node, Unsupported.methodAsValue(node.getText()));
  }
  return undefined;
}

/** The PHP class a `this.x` or `C.x` in static code refers to: `static` for `this`, else the class. */
export function staticTarget(object: ts.Expression, ownerDecl: ts.ClassDeclaration, ctx: TransformContext): string {
  const modules = ctx.project;
  if (object.kind === ts.SyntaxKind.ThisKeyword) return 'static';
  if (object.kind === ts.SyntaxKind.SuperKeyword) return 'parent';
  // `Derived.make()` names Derived even when Base declares make (late static binding sees Derived).
  const named = modules.entityFor(resolveAlias(ctx.checker.getSymbolAtLocation(object), ctx.checker));
  if (named?.kind === 'class') return classRef(ctx, named.cls);
  modules.needClass(ownerDecl);
  const fq = modules.classNameOf(ownerDecl)!;
  return classRef(ctx, fq);
}

/** The class declaration a member declaration belongs to, when it is a project class. */
export function ownerClass(decl: ts.Node): ts.ClassDeclaration | undefined {
  const parent = ts.isParameter(decl) ? decl.parent.parent : decl.parent;
  return parent && ts.isClassDeclaration(parent) ? parent : undefined;
}

export function symbolOfName(node: ts.PropertyAccessExpression, ctx: TransformContext): ts.Symbol | undefined {
  return resolveAlias(ctx.checker.getSymbolAtLocation(node.name), ctx.checker);
}

// ---------------------------------------------------------------------------------------
// Expressions that use classes.
/** `this`: `$this` in instance code; not a value in static code. */
export function transformThis(node: ts.Node, ctx: TransformContext): Expr {
  const frame = currentFrame(ctx);
  if (frame?.isStatic) return ctx.unsupported(node, Unsupported.thisInStatic());
  if (!frame?.node) return ctx.unsupported(node, Unsupported.thisOutsideClass());
  return v('this');
}
