import path from 'node:path';
import ts from '#typescript';
import { Unsupported, type Problem } from '../diagnostics/catalogue.js';
import { asWarning, diagnosticAt, type Diagnostic } from '../diagnostics/diagnostic.js';
import { v, type Expr, type Origin, type Stmt } from '../php/ast.js';
import { statementSniffs } from '../php/statement-sniffs.js';
import type { ClassFrame, Project } from './shapes.js';
import { phpLocalName, tempName } from './util/identifiers.js';

export type Visitor<N extends ts.Node, R> = (node: N, ctx: TransformContext) => R;
/** One visitor per syntax kind (TypeScriptToLua's shape). */
// `any`: each entry takes its own kind's node type, which a mapped type over SyntaxKind cannot name.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type VisitorMap<R> = { [K in ts.SyntaxKind]?: Visitor<any, R> };

/** `map` holds `key` → `value` while `body` runs. */
function withEntry<K, V, T>(map: Map<K, V>, key: K, value: V, body: () => T): T {
  map.set(key, value);
  try {
    return body();
  } finally {
    map.delete(key);
  }
}

/**
 * A conversion of an optional chain done inside it: `absent` where it short-circuits, and
 * `convert` of its value where it does not (`String(rows[9]?.views)`: 'undefined' there).
 */
export interface ChainOutcome {
  absent: Expr;
  convert(value: Expr): Expr;
}

/** What a context dispatches to (visitors/index.ts): the context itself knows no syntax. */
export interface Visitors {
  expressions: VisitorMap<Expr>;
  statements: VisitorMap<Stmt[]>;
  /** `a?.b.c`, `f?.()`: translated from the root of the chain, not node by node. */
  isOptionalChainRoot(node: ts.Expression): boolean;
  optionalChain(node: ts.Expression, ctx: TransformContext): Expr;
  /** A block's statements, function declarations hoisted first. */
  statementList(nodes: readonly ts.Statement[], ctx: TransformContext): Stmt[];
  /**
   * The project's own code, for builtins/index.ts once it has resolved what a call, `new` or
   * property read belongs to: project classes and functions (classes/), and function values
   * (functions.ts). Undefined where the node is not one after all.
   */
  project: {
    call(node: ts.CallExpression, ctx: TransformContext): Expr | undefined;
    newExpression(node: ts.NewExpression, ctx: TransformContext): Expr | undefined;
    memberAccess(node: ts.PropertyAccessExpression, ctx: TransformContext): Expr | undefined;
    instanceOf(node: ts.BinaryExpression, ctx: TransformContext): Expr | undefined;
    isFunctionValueCall(node: ts.CallExpression, ctx: TransformContext): boolean;
    functionValueCall(node: ts.CallExpression, ctx: TransformContext): Expr | undefined;
  };
}

/** Variable names of one PHP function body (PHP has function scope, JS block scope). */
class FunctionScope {
  private readonly names = new Map<ts.Symbol, string>();
  private readonly taken = new Set<string>();
  private temps = 0;

  constructor(readonly node: ts.Node | undefined) {
    // WordPress's globals (`global $wpdb;`) are never a local's name.
    for (const name of WORDPRESS_GLOBALS) this.taken.add(name);
  }

  /** WordPress globals this function reads, with the first node that reads each. */
  readonly globals = new Map<string, ts.Node>();
  /** Whether the body's `global` statement was written (functionParts()). */
  globalsDeclared = false;

  declare(symbol: ts.Symbol, tsName: string): string {
    const existing = this.names.get(symbol);
    if (existing) return existing;
    const base = phpLocalName(tsName);
    let name = base;
    // A shadowing `let` in an inner block, or a second name with the same snake_case
    // spelling, gets its own PHP variable.
    for (let i = 2; this.taken.has(name); i++) name = `${base}_${i}`;
    this.taken.add(name);
    this.names.set(symbol, name);
    return name;
  }

  lookup(symbol: ts.Symbol): string | undefined {
    return this.names.get(symbol);
  }

  /** Locals destructured from a member `x?: T | null`: the variable that says whether it was there (presence.ts). */
  readonly presence = new Map<ts.Symbol, string>();

  /** Strings built and measured in one loop: string variable → the variable that holds its UTF-16 length (append-length.ts). */
  readonly lengths = new Map<string, string>();

  /** A fresh variable named after `base` (`$note_present`, `$note_present_2`). */
  fresh(base: string): string {
    let name = base;
    for (let i = 2; this.taken.has(name); i++) name = `${base}_${i}`;
    this.taken.add(name);
    return name;
  }

  /** A name this scope must not give to its own variables (a closure's `use` list). */
  reserve(name: string): void {
    this.taken.add(name);
  }

  /** Loops and switches around the statement being translated, innermost last (see loops.ts). */
  readonly breakables: Breakable[] = [];

  temp(): string {
    let name: string;
    do name = tempName(++this.temps);
    while (this.taken.has(name));
    this.taken.add(name);
    return name;
  }
}

/** The PHP globals of WordPress a translation may read (builtins/wpdb.ts). */
const WORDPRESS_GLOBALS = ['wpdb'];

/** A statement being translated and the statements that must run before it (hoist.ts). */
interface PreludeFrame {
  /** The statement being translated, or an arrow function's expression body (`return body;`). */
  statement: ts.Statement | ts.Expression;
  scope: FunctionScope | undefined;
  stmts: Stmt[];
  /** Operands already computed into a temp by `stmts` (operand-hoist.ts), by node. */
  held?: Map<ts.Node, Expr>;
  /** PHPCS sniffs to turn off around the statement, with why (builtins/wpdb.ts). */
  sniffs?: Map<string, string>;
  /** Sniffs that must stay on: code inside the statement that they should report (builtins/wpdb.ts). */
  kept?: Set<string>;
}

/**
 * `stmts` between `phpcs:disable` and `phpcs:enable` directives for the sniffs the frame
 * turned off, each reason a comment line of its own before them (the printer nests them).
 */
function withSniffsOff(frame: PreludeFrame, stmts: Stmt[]): Stmt[] {
  for (const [sniff, reason] of statementSniffs(stmts)) (frame.sniffs ??= new Map()).set(sniff, reason);
  const off = [...(frame.sniffs ?? [])].filter(([sniff]) => !frame.kept?.has(sniff));
  if (!off.length) return stmts;
  const reasons = [...new Set(off.map(([, reason]) => reason))];
  const sniffs = off.map(([sniff]) => sniff);
  return [
    ...reasons.map((text): Stmt => ({ kind: 'comment', text })),
    { kind: 'sniffs', verb: 'disable', sniffs },
    ...stmts,
    { kind: 'sniffs', verb: 'enable', sniffs },
  ];
}

/**
 * A construct `break`/`continue` can leave: a loop or a switch (PHP counts both as a
 * level of `break N`/`continue N`), or a `finally` block, which PHP forbids jumping out of.
 */
export interface Breakable {
  kind: 'loop' | 'switch' | 'finally';
  labels: readonly string[];
}

/**
 * State of one PHP file's translation: every diagnostic so far (a failure never stops the
 * walk), the PHP variable names in scope, the class being translated. What outlives one
 * file but not the build (class plans, capture analyses, module names) is on `project`,
 * never in a module global: a watch build reuses unchanged ts.Nodes, so a cache keyed by
 * them alone would carry one build's answers into the next.
 */
export class TransformContext {
  readonly diagnostics: Diagnostic[] = [];
  private scopes: FunctionScope[] = [];
  readonly checker: ts.TypeChecker;
  /** Classes around the code being translated, innermost last (classes.ts). */
  readonly classFrames: ClassFrame[] = [];
  /** Labels written before a loop or switch (`outer: for …`), until it is translated (control-flow.ts). */
  readonly pendingLabels = new Map<ts.Node, string[]>();

  constructor(
    /** The build this context translates for (modules.ts). */
    readonly project: Project,
    readonly visitors: Visitors,
    /** Short names the generated file imports for runtime classes, e.g. `Js`. */
    readonly runtime: { js: string; jsArray: string },
    /** The project folder: statement origins name files relative to it. */
    readonly projectDir?: string,
  ) {
    this.checker = project.checker;
  }

  /** Reports a catalogue diagnostic (catalogue.ts) at `node`. */
  report(node: ts.Node, problem: Problem): void {
    // One diagnostic per construct: nothing around a construct already reported (a call on
    // the result of an unsupported call, the same node reached twice). A problem inside a
    // reported construct is its own, and is reported.
    const sf = node.getSourceFile();
    const start = node.getStart(sf);
    const end = node.getEnd();
    if (this.reported.some((r) => r.sf === sf && start <= r.start && r.end <= end)) return;
    this.reported.push({ sf, start, end });
    this.diagnostics.push(diagnosticAt(node, problem));
  }

  /** Reports a warning of the catalogue (catalogue.ts `caution`) at `node`: the build goes on. */
  warn(node: ts.Node, problem: Problem): void {
    this.diagnostics.push(asWarning(diagnosticAt(node, problem)));
  }

  /** Dictionaries already warned about in this file (warnDictionaryKey() in access.ts): one warning each. */
  readonly warnedDictionaries = new Set<ts.Symbol | ts.Node>();

  /** Spans already reported (see report()). */
  private readonly reported: { sf: ts.SourceFile; start: number; end: number }[] = [];

  /** Reports `problem` at `node`; the construct translates to PHP null so the walk goes on. */
  unsupported(node: ts.Node, problem: Problem): Expr {
    this.report(node, problem);
    return { kind: 'null' };
  }

  /** Expressions already translated elsewhere (the base of an optional chain lives in a temp). */
  private readonly overrides = new Map<ts.Node, Expr>();
  private readonly chainsInProgress = new Set<ts.Node>();

  /** How an optional chain answers where it short-circuits and converts its value, where set (presence.ts, unlessAbsent()). */
  private readonly chainOutcomes = new Map<ts.Node, ChainOutcome>();

  /** Translates the optional chain `root` with `outcome` while `body` runs. */
  withChainOutcome<T>(root: ts.Node, outcome: ChainOutcome, body: () => T): T {
    return withEntry(this.chainOutcomes, root, outcome, body);
  }

  chainOutcome(root: ts.Node): ChainOutcome | undefined {
    return this.chainOutcomes.get(root);
  }

  /** What a bare `return;` returns, where not PHP null (a replacer's undefined: builtins/json.ts). */
  readonly bareReturns = new Map<ts.ReturnStatement, Expr>();

  /** Translates `node` as `value` while `body` runs. */
  withOverride<T>(node: ts.Node, value: Expr, body: () => T): T {
    return withEntry(this.overrides, node, value, body);
  }

  transformExpression(node: ts.Expression): Expr {
    const override = this.overrides.get(node);
    if (override) return override;
    if (this.visitors.isOptionalChainRoot(node) && !this.chainsInProgress.has(node)) {
      this.chainsInProgress.add(node);
      try {
        return this.visitors.optionalChain(node, this);
      } finally {
        this.chainsInProgress.delete(node);
      }
    }
    const visitor = this.visitors.expressions[node.kind];
    if (!visitor) {
      return this.unsupported(node, Unsupported.syntax(describeKind(node.kind), truncate(node.getText())));
    }
    return visitor(node, this);
  }

  transformStatement(node: ts.Statement): Stmt[] {
    const visitor = this.visitors.statements[node.kind];
    if (!visitor) {
      this.unsupported(node, Unsupported.statement(describeKind(node.kind)));
      return [];
    }
    const frame: PreludeFrame = { statement: node, scope: this.scopes[this.scopes.length - 1], stmts: [] };
    this.preludes.push(frame);
    let out: Stmt[];
    try {
      out = visitor(node, this);
    } finally {
      this.preludes.pop();
    }
    return this.withOrigin(node, withSniffsOff(frame, frame.stmts.length ? [...frame.stmts, ...out] : out));
  }

  /** Statements being translated, innermost last, each with what must run before it (hoist.ts). */
  private readonly preludes: PreludeFrame[] = [];

  /**
   * The innermost statement (or arrow expression body, a `return` of its own) being
   * translated, when it is in the current PHP function.
   */
  get prelude(): { statement: ts.Statement | ts.Expression; add(stmt: Stmt): void } | undefined {
    const frame = this.preludes[this.preludes.length - 1];
    if (!frame || !frame.scope || frame.scope !== this.scopes[this.scopes.length - 1]) return undefined;
    return { statement: frame.statement, add: (stmt) => frame.stmts.push(stmt) };
  }

  /**
   * The innermost statement or arrow expression body being translated, when it is in the
   * current PHP function: where operand-hoist.ts places a left operand's temp.
   */
  get operandPrelude():
    { root: ts.Statement | ts.Expression; add(stmt: Stmt): void; held: Map<ts.Node, Expr> } | undefined {
    const frame = this.preludes[this.preludes.length - 1];
    if (!frame || !frame.scope || frame.scope !== this.scopes[this.scopes.length - 1]) return undefined;
    frame.held ??= new Map();
    return { root: frame.statement, add: (stmt) => frame.stmts.push(stmt), held: frame.held };
  }

  /**
   * `translate()` run as the statement (or arrow expression body) `root`, its value put to
   * use by `finish`, preceded by what the translation hoists: an arrow's body moved into a
   * loop (array-loops.ts) keeps the hoisting it has as the arrow's own.
   */
  transformAsRoot(root: ts.Statement | ts.Expression, translate: () => Expr, finish: (expr: Expr) => Stmt[]): Stmt[] {
    return this.translateAsRoot(root, translate).place(finish);
  }

  /**
   * transformAsRoot() with the value's use given later: `place(finish)` gives the statements
   * (what the translation placed, then finish's, between the sniffs it turned off); `placed`
   * says whether it placed any; `merge()` hands its sniffs to the enclosing statement instead,
   * when the value is written back into it (statements.ts, a conditional's branch).
   */
  translateAsRoot(
    root: ts.Statement | ts.Expression,
    translate: () => Expr,
  ): { expr: Expr; placed: boolean; place(finish: (expr: Expr) => Stmt[]): Stmt[]; merge(): void } {
    const frame: PreludeFrame = { statement: root, scope: this.scopes[this.scopes.length - 1], stmts: [] };
    this.preludes.push(frame);
    let expr: Expr;
    try {
      expr = translate();
    } finally {
      this.preludes.pop();
    }
    const outer = this.preludes[this.preludes.length - 1];
    return {
      expr,
      placed: frame.stmts.length > 0,
      place: (finish) => this.withOrigin(root, withSniffsOff(frame, [...frame.stmts, ...finish(expr)])),
      merge: () => {
        if (!outer) return;
        for (const [sniff, reason] of frame.sniffs ?? []) (outer.sniffs ??= new Map()).set(sniff, reason);
        for (const sniff of frame.kept ?? []) (outer.kept ??= new Set()).add(sniff);
      },
    };
  }

  /**
   * `stmts` marked as translated from `node`, for the plugin's line map (printer.ts). A
   * statement that already has an origin (from a nested TypeScript statement) keeps it.
   */
  withOrigin(node: ts.Node, stmts: Stmt[]): Stmt[] {
    if (!this.projectDir || !stmts.length) return stmts;
    const sf = node.getSourceFile();
    const { line, character } = sf.getLineAndCharacterOfPosition(node.getStart(sf));
    const origin: Origin = { file: relativeName(this.projectDir, sf), line: line + 1, col: character + 1 };
    return stmts.map((s) => (s.origin ? s : { ...s, origin }));
  }

  /** A statement list: function declarations are hoisted first (see functions.ts). */
  transformStatements(nodes: readonly ts.Statement[]): Stmt[] {
    return this.visitors.statementList(nodes, this);
  }

  /** Runs `body` with a fresh PHP variable scope (a method or a closure). */
  inFunction<T>(node: ts.Node | undefined, body: () => T): T {
    const scope = new FunctionScope(node);
    this.scopes.push(scope);
    try {
      return body();
    } finally {
      this.scopes.pop();
      // An initializer or a static block has no body of its own to declare the global in.
      if (!scope.globalsDeclared)
        for (const [name, at] of scope.globals) this.report(at, Unsupported.wordPressGlobalOutsideFunction(name));
    }
  }

  /** `$name`, a WordPress global the current PHP function declares (`global $wpdb;`). */
  wordPressGlobal(node: ts.Node, name: string): Expr {
    if (!this.scope.globals.has(name)) this.scope.globals.set(name, node);
    return v(name);
  }

  /** The `global` statement a function body starts with, if it reads WordPress globals. */
  globalDeclarations(): Stmt[] {
    const scope = this.scope;
    scope.globalsDeclared = true;
    return scope.globals.size ? [{ kind: 'global', names: [...scope.globals.keys()] }] : [];
  }

  /**
   * Turns a PHPCS sniff off around the statement being translated, for code the compiler
   * has checked in a way the sniff cannot see (`// phpcs:disable … -- reason`).
   */
  disableSniff(sniff: string, reason: string): void {
    const frame = this.preludes[this.preludes.length - 1];
    if (!frame) return;
    (frame.sniffs ??= new Map()).set(sniff, reason);
  }

  /**
   * Keeps PHPCS sniffs on for code the compiler could not clear (a query on a core table):
   * in every statement being translated, since a `phpcs:disable` around any of them would
   * cover this one too.
   */
  keepSniffs(sniffs: readonly string[]): void {
    for (const frame of this.preludes) for (const sniff of sniffs) (frame.kept ??= new Set()).add(sniff);
  }

  private get scope(): FunctionScope {
    const s = this.scopes[this.scopes.length - 1];
    if (!s) throw new Error('ts2wp internal: no function scope');
    return s;
  }

  /** Declares the variable a binding identifier introduces and returns its PHP name. */
  declareVariable(id: ts.Identifier): string {
    const symbol = this.checker.getSymbolAtLocation(id);
    if (!symbol) return phpLocalName(id.text);
    return this.scope.declare(symbol, id.text);
  }

  /** The symbol an identifier refers to: for `{ x }`, the value `x`, not the property. */
  referenceSymbol(id: ts.Identifier): ts.Symbol | undefined {
    return ts.isShorthandPropertyAssignment(id.parent) && id.parent.name === id
      ? this.checker.getShorthandAssignmentValueSymbol(id.parent)
      : this.checker.getSymbolAtLocation(id);
  }

  /** The PHP variable a reference resolves to, or undefined when it is not a local. */
  variableFor(id: ts.Identifier): string | undefined {
    const symbol = this.referenceSymbol(id);
    if (!symbol) return undefined;
    for (let i = this.scopes.length - 1; i >= 0; i--) {
      const name = this.scopes[i].lookup(symbol);
      if (name) return name;
    }
    return undefined;
  }

  /** The PHP variable of a local symbol, innermost scope first. */
  lookupSymbol(symbol: ts.Symbol): string | undefined {
    for (let i = this.scopes.length - 1; i >= 0; i--) {
      const name = this.scopes[i].lookup(symbol);
      if (name) return name;
    }
    return undefined;
  }

  /** Declares the variable that says whether the destructured local `id` was present in its source (presence.ts). */
  declarePresence(id: ts.Identifier): string | undefined {
    const symbol = this.checker.getSymbolAtLocation(id);
    const variable = symbol && this.scope.lookup(symbol);
    if (!symbol || !variable) return undefined;
    const name = this.scope.fresh(`${variable}_present`);
    this.scope.presence.set(symbol, name);
    return name;
  }

  /** The presence variable of a destructured local, innermost scope first (see declarePresence()). */
  presenceOf(symbol: ts.Symbol): string | undefined {
    for (let i = this.scopes.length - 1; i >= 0; i--) {
      const name = this.scopes[i].presence.get(symbol);
      if (name) return name;
    }
    return undefined;
  }

  /** Declares the variable that keeps the UTF-16 length of the string in `variable` (append-length.ts). */
  declareLength(variable: string): string {
    let name = this.scope.lengths.get(variable);
    if (!name) this.scope.lengths.set(variable, (name = this.scope.fresh(`${variable}_len`)));
    return name;
  }

  /** The length variable of the string in a PHP variable of the current function (see declareLength()). */
  lengthOf(variable: string): string | undefined {
    return this.scope.lengths.get(variable);
  }

  /** Whether a PHP variable is a string's length variable (an int) in the current function. */
  isLengthVariable(name: string): boolean {
    for (const held of this.scope.lengths.values()) if (held === name) return true;
    return false;
  }

  /** Declares a local in the scope of the function `owner` (a closure referring to it before its declaration). */
  declareInOwner(owner: ts.Node, symbol: ts.Symbol, tsName: string): string | undefined {
    for (let i = this.scopes.length - 1; i >= 0; i--) {
      if (this.scopes[i].node === owner) return this.scopes[i].declare(symbol, tsName);
    }
    return undefined;
  }

  /** Names the current scope must not give to its own variables (they come in through `use`). */
  reserveNames(names: readonly string[]): void {
    for (const name of names) this.scope.reserve(name);
  }

  tempVariable(): string {
    return this.scope.temp();
  }

  /** Loops and switches enclosing the current statement in this function (see loops.ts). */
  get breakables(): Breakable[] {
    return this.scope.breakables;
  }

  /** Runs `body` inside a loop, switch or finally block. */
  inBreakable<T>(entry: Breakable, body: () => T): T {
    this.breakables.push(entry);
    try {
      return body();
    } finally {
      this.breakables.pop();
    }
  }

  /** Module classes of other namespaces the file imports: fully qualified name (no leading `\\`) → alias. */
  private readonly imports = new Map<string, string>();

  /**
   * The short name under which the file imports a module class (`\\…\\Lib\\Articles\\Module` →
   * `ArticlesModule`), so calls read `ArticlesModule::find_article( … )`. The alias is no
   * class name of the plugin and no other alias of the file (numbered otherwise).
   */
  importModule(fq: string): string {
    const bare = fq.replace(/^\\/, '');
    const known = this.imports.get(bare);
    if (known) return known;
    const segments = bare.split('\\');
    const base = `${segments[segments.length - 2]}Module`;
    const aliases = new Set([...this.imports.values()].map((a) => a.toLowerCase()));
    let alias = base;
    for (let i = 2; this.project.isClassName(alias) || aliases.has(alias.toLowerCase()); i++) alias = `${base}${i}`;
    this.imports.set(bare, alias);
    return alias;
  }

  /** The namespace of the PHP file being written (a class of it is named by its short name). */
  namespace = '';

  /**
   * How the file names a project class: its short name when in the file's namespace, or
   * imported by a `use` line when no other class of the plugin (runtime included) and no
   * other import of the file has that short name; else fully qualified.
   */
  importClass(fq: string): string {
    const bare = fq.replace(/^\\/, '');
    const at = bare.lastIndexOf('\\');
    const short = bare.slice(at + 1);
    if (bare.slice(0, at) === this.namespace) return short;
    const known = this.imports.get(bare);
    if (known) return known;
    const taken = [...this.imports.values()].some((a) => a.toLowerCase() === short.toLowerCase());
    if (taken || !this.project.isUniqueClassName(short)) return fq;
    this.imports.set(bare, short);
    return short;
  }

  /** The `use` lines of the file's imports, sorted (`as` only for an alias). */
  importLines(): string[] {
    return [...this.imports]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([fq, alias]) => (fq.endsWith(`\\${alias}`) ? fq : `${fq} as ${alias}`));
  }

  /** Runtime classes beyond Js and JsArray that the file refers to (controller.ts imports them). */
  readonly runtimeClasses = new Set<string>();

  /** The short name of a runtime class, e.g. `JsObject`, imported by the file that uses it. */
  runtimeClass(name: string): string {
    this.runtimeClasses.add(name);
    return name;
  }

  typeOf(node: ts.Node): ts.Type {
    const type = this.resolveGeneric(this.checker.getTypeAtLocation(node));
    // The base of `base?.x` is read only when it is neither null nor undefined; so is a link
    // of a chain that the chain continues from (`o.f?.().trim()`: the call's result).
    const parent = node.parent;
    const continued =
      ts.isOptionalChain(node) &&
      ts.isOptionalChain(parent) &&
      parent.expression === node &&
      !(ts.isNonNullExpression(parent) || parent.questionDotToken);
    return (this.overrides.has(node) || continued) && ts.isOptionalChain(node.parent)
      ? this.checker.getNonNullableType(type)
      : type;
  }

  /**
   * A type that depends on a type parameter (`T`, `Record<K, T[]>[K]`) as its constraint, so a
   * generic function translates like its instantiations: `K extends string` is a string,
   * `Record<K, T[]>[K]` an array, an unconstrained `T` unknown (the runtime decides).
   */
  private resolveGeneric(type: ts.Type): ts.Type {
    if (!(type.flags & ts.TypeFlags.Instantiable)) return type;
    return this.checker.getBaseConstraintOfType(type) ?? this.checker.getUnknownType();
  }
}

/** Project-relative names of source files, computed once per file. */
const relativeNames = new WeakMap<ts.SourceFile, { projectDir: string; name: string }>();

function relativeName(projectDir: string, sf: ts.SourceFile): string {
  const known = relativeNames.get(sf);
  if (known?.projectDir === projectDir) return known.name;
  const name = path.relative(projectDir, sf.fileName).split(path.sep).join('/');
  relativeNames.set(sf, { projectDir, name });
  return name;
}

function describeKind(kind: ts.SyntaxKind): string {
  return ts.SyntaxKind[kind].replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

function truncate(text: string): string {
  const line = text.replace(/\s+/g, ' ');
  return line.length > 40 ? `${line.slice(0, 37)}...` : line;
}
