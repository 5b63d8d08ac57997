import ts from 'typescript';
import { Codes, diagnosticAt, type Code, type Diagnostic } from '../diagnostics.js';
import type { Expr, Stmt } from '../php/ast.js';
import { phpIdentifier, tempName } from './identifiers.js';

export type Visitor<N extends ts.Node, R> = (node: N, ctx: TransformContext) => R;
/** One visitor per syntax kind (TypeScriptToLua's shape). */
export type VisitorMap<R> = { [K in ts.SyntaxKind]?: Visitor<any, R> };

/** Variable names of one PHP function body (PHP has function scope, JS block scope). */
class FunctionScope {
  private readonly names = new Map<ts.Symbol, string>();
  private readonly taken = new Set<string>();
  private temps = 0;

  constructor(readonly node: ts.Node | undefined) {}

  declare(symbol: ts.Symbol, tsName: string): string {
    const existing = this.names.get(symbol);
    if (existing) return existing;
    const base = phpIdentifier(tsName);
    let name = base;
    // A shadowing `let` in an inner block gets its own PHP variable.
    for (let i = 2; this.taken.has(name); i++) name = `${base}_${i}`;
    this.taken.add(name);
    this.names.set(symbol, name);
    return name;
  }

  lookup(symbol: ts.Symbol): string | undefined {
    return this.names.get(symbol);
  }

  temp(): string {
    let name: string;
    do name = tempName(++this.temps);
    while (this.taken.has(name));
    this.taken.add(name);
    return name;
  }
}

/**
 * State of one handler-file translation: the checker, every diagnostic so far (a failure
 * never stops the walk), and the PHP variable names in scope.
 */
export class TransformContext {
  readonly diagnostics: Diagnostic[] = [];
  private scopes: FunctionScope[] = [];

  constructor(
    readonly checker: ts.TypeChecker,
    readonly expressionVisitors: VisitorMap<Expr>,
    readonly statementVisitors: VisitorMap<Stmt[]>,
    /** Short names the generated file imports for runtime classes, e.g. `Js`. */
    readonly runtime: { js: string; jsArray: string },
  ) {}

  report(node: ts.Node, code: Code, message: string): void {
    this.diagnostics.push(diagnosticAt(node, code, message));
  }

  unsupported(node: ts.Node, what: string, instead: string): Expr {
    this.report(node, Codes.Unsupported, `${what} is not supported in handlers. ${instead}`);
    return { kind: 'null' };
  }

  transformExpression(node: ts.Expression): Expr {
    const visitor = this.expressionVisitors[node.kind];
    if (!visitor) {
      return this.unsupported(node, `${describeKind(node.kind)} (${truncate(node.getText())})`,
        'See docs/supported-subset.md for what handlers may use.');
    }
    return visitor(node, this);
  }

  transformStatement(node: ts.Statement): Stmt[] {
    const visitor = this.statementVisitors[node.kind];
    if (!visitor) {
      this.unsupported(node, `The statement ${describeKind(node.kind)}`, 'See docs/supported-subset.md for what handlers may use.');
      return [];
    }
    return visitor(node, this);
  }

  transformStatements(nodes: readonly ts.Statement[]): Stmt[] {
    return nodes.flatMap((s) => this.transformStatement(s));
  }

  /** Runs `body` with a fresh PHP variable scope (a method or a closure). */
  inFunction<T>(node: ts.Node | undefined, body: () => T): T {
    this.scopes.push(new FunctionScope(node));
    try {
      return body();
    } finally {
      this.scopes.pop();
    }
  }

  private get scope(): FunctionScope {
    const s = this.scopes[this.scopes.length - 1];
    if (!s) throw new Error('ts2wp internal: no function scope');
    return s;
  }

  /** Declares the variable a binding identifier introduces and returns its PHP name. */
  declareVariable(id: ts.Identifier): string {
    const symbol = this.checker.getSymbolAtLocation(id);
    if (!symbol) return phpIdentifier(id.text);
    return this.scope.declare(symbol, id.text);
  }

  /** The PHP variable a reference resolves to, or undefined when it is not a local. */
  variableFor(id: ts.Identifier): string | undefined {
    const symbol = ts.isShorthandPropertyAssignment(id.parent) && id.parent.name === id
      ? this.checker.getShorthandAssignmentValueSymbol(id.parent)
      : this.checker.getSymbolAtLocation(id);
    if (!symbol) return undefined;
    for (let i = this.scopes.length - 1; i >= 0; i--) {
      const name = this.scopes[i]!.lookup(symbol);
      if (name) return name;
    }
    return undefined;
  }

  tempVariable(): string {
    return this.scope.temp();
  }

  typeOf(node: ts.Node): ts.Type {
    return this.checker.getTypeAtLocation(node);
  }
}

function describeKind(kind: ts.SyntaxKind): string {
  return ts.SyntaxKind[kind]!.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

function truncate(text: string): string {
  const line = text.replace(/\s+/g, ' ');
  return line.length > 40 ? `${line.slice(0, 37)}...` : line;
}
