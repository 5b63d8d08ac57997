// `get x()` / `set x()` of project classes: which PHP method a property read or write of
// one becomes, and the reads the checker cannot tie to one class.
import ts from '#typescript';
import { Unsupported } from '../../diagnostics/catalogue.js';
import { type Expr, nul } from '../../php/ast.js';
import type { TransformContext } from '../context.js';
import { symbolOfName, ownerClass, staticTarget } from './references.js';
import { isStaticMember, memberKey, planOf } from './plan.js';

/** `o.x` where x is a `get x()` / `set x()` of a project class; undefined otherwise. */
export function accessorOf(node: ts.PropertyAccessExpression, ctx: TransformContext): Accessor | undefined {
  const modules = ctx.project;
  const symbol = symbolOfName(node, ctx);
  const decls = symbol?.declarations ?? [];
  const accessors = decls.filter(
    (d): d is ts.GetAccessorDeclaration | ts.SetAccessorDeclaration =>
      ts.isGetAccessorDeclaration(d) || ts.isSetAccessorDeclaration(d),
  );
  const first = accessors[0];
  if (!first || !modules.isProjectFile(first.getSourceFile().fileName)) return undefined;
  const owner = ownerClass(first);
  const key = memberKey(first.name);
  if (!owner || !key) return undefined;
  const plan = planOf(owner, modules);
  const isStatic = isStaticMember(first);
  const getter = accessors.some(ts.isGetAccessorDeclaration) ? plan.methods.get(`get ${key}`) : undefined;
  const setter = accessors.some(ts.isSetAccessorDeclaration) ? plan.methods.get(`set ${key}`) : undefined;
  if (isStatic) {
    const className = staticTarget(node.expression, owner, ctx);
    return {
      getter,
      setter,
      isStatic: true,
      object: () => nul,
      call: (name, _o, args) => ({ kind: 'staticCall', className, name, args }),
    };
  }
  if (node.expression.kind === ts.SyntaxKind.SuperKeyword) {
    return {
      getter,
      setter,
      isStatic: true,
      object: () => nul,
      call: (name, _o, args) => ({ kind: 'staticCall', className: 'parent', name, args }),
    };
  }
  return {
    getter,
    setter,
    isStatic: false,
    object: (e) => e,
    call: (name, object, args) => ({ kind: 'methodCall', object, name, args }),
  };
}

/**
 * `o.x` where x is a member of an interface or object type that a project class satisfies
 * with a getter or setter named x: PHP would read or write a field of that name, not call
 * the accessor, so it is reported (TS2WP3433) instead of answering undefined. True when
 * reported.
 */
export function reportAccessorThroughType(node: ts.PropertyAccessExpression, ctx: TransformContext): boolean {
  const decl = symbolOfName(node, ctx)?.declarations?.[0];
  if (!decl || !ts.isPropertySignature(decl)) return false;
  const classes = ctx.project.accessorClasses(node.name.text);
  if (!classes.length) return false;
  const receiver = ctx.checker.getNonNullableType(ctx.typeOf(node.expression));
  const cls = classes.find((c) => {
    const symbol = c.name && ctx.checker.getSymbolAtLocation(c.name);
    return !!symbol && ctx.checker.isTypeAssignableTo(ctx.checker.getDeclaredTypeOfSymbol(symbol), receiver);
  });
  if (!cls) return false;
  ctx.unsupported(node, Unsupported.accessorThroughType(node.name.text, cls.name?.text ?? 'a class'));
  return true;
}

/**
 * The getter method of property `name` of an instance type, when it is a `get` accessor of a
 * project class (`const { total } = cart` reads through it); undefined otherwise.
 */
export function instanceGetterOf(type: ts.Type, name: string, ctx: TransformContext): string | undefined {
  const decls = ctx.checker.getPropertyOfType(type, name)?.declarations ?? [];
  const getter = decls.find(ts.isGetAccessorDeclaration);
  if (!getter || isStaticMember(getter) || !ctx.project.isProjectFile(getter.getSourceFile().fileName))
    return undefined;
  const owner = ownerClass(getter);
  const key = memberKey(getter.name);
  return owner && key ? planOf(owner, ctx.project).methods.get(`get ${key}`) : undefined;
}

/** A getter/setter pair of a project class, as the PHP methods that implement it. */
export interface Accessor {
  getter?: string;
  setter?: string;
  /** The receiver: the object itself, or for a static accessor the class (no PHP value). */
  /** Static (or `super.x`): the call names a class, the object expression is not evaluated. */
  isStatic: boolean;
  object(expr: Expr): Expr;
  call(method: string, object: Expr, args: Expr[]): Expr;
}
