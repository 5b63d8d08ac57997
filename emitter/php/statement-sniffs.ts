// WordPress-Core sniffs that report what a statement's faithful translation must keep, turned
// off around that statement only, each with its reason (docs/decisions.md, "WordPress-Core
// sniffs that cannot apply to a faithful translation"):
// - an assignment the translation keeps inside an expression ("No assignment inside an
//   expression"): as a statement of its own it would run at another time or more often
//   (behind `&&`, in a loop's head, after a call it could change);
// - a loop test that calls a function or reads a size: JavaScript evaluates the test before
//   every turn, and the body may change what it reads; likewise a length a `for` reads again
//   after each turn, which a nested loop over the same array reads too;
// - a loop with an empty body: the TypeScript's own, whose work is in its head.
import type { Expr, Stmt } from './ast.js';
import { stepOf } from './printer.js';

/** `$a = f( $b = 1 )`, `$a = $b = 1`, `$r = ( $o->n += 2 )`. */
const AS_VALUE = 'Squiz.PHP.DisallowMultipleAssignments';
/** `( $t = f() ) ? … : …`. */
const IN_TERNARY = 'WordPress.CodeAnalysis.AssignmentInTernaryCondition';
/** `while ( ( $i += 1 ) < 3 )`. */
const IN_CONDITION = 'Generic.CodeAnalysis.AssignmentInCondition';

/** `for ( …; $i < f( $i ); … )`. */
const TEST_CALL = 'Generic.CodeAnalysis.ForLoopWithTestFunctionCall';
/** `for ( …; $i < count( $a ); … )`, `while ( $i < strlen( $s ) )`. */
const SIZE_IN_LOOP = 'Squiz.PHP.DisallowSizeFunctionsInLoops';
/** `for ( …; ++$i, $n = count( $xs->items ) )` around a loop whose update reads `$xs` too. */
const JUMBLED = 'Generic.CodeAnalysis.JumbledIncrementer';
/** `for ( $i = 10; $i > 0; $i -= 3 ) {}`. */
const EMPTY_BODY = 'Generic.CodeAnalysis.EmptyStatement';

const KEPT_ASSIGNMENT =
  'ts2wp keeps this assignment inside its expression: as a statement of its own it would run at another time or more often.';
const LOOP_TEST =
  "The loop's test is the TypeScript's: evaluated before every turn, as the body may change what it reads.";
const REASONS: Record<string, string> = {
  [AS_VALUE]: KEPT_ASSIGNMENT,
  [IN_TERNARY]: KEPT_ASSIGNMENT,
  [IN_CONDITION]: KEPT_ASSIGNMENT,
  [TEST_CALL]: LOOP_TEST,
  [SIZE_IN_LOOP]: LOOP_TEST,
  [JUMBLED]: "The loop reads the array's length again after each turn, as JavaScript does: the body may change it.",
  [EMPTY_BODY]: "The TypeScript's own loop has an empty body: its work is in its head.",
};

const SIZE_FUNCTIONS = /^\\?(?:count|sizeof|strlen)$/;

/**
 * The sniffs to turn off around `stmts`, with their reasons, for what their own expressions
 * hold: heads and expressions, not the bodies of nested statements (each nested statement is
 * translated, and marked, on its own) nor closures' bodies.
 */
export function statementSniffs(stmts: readonly Stmt[]): Map<string, string> {
  const found = new Set<string>();
  const walk = (e: Expr, where: { ternary?: boolean; condition?: boolean; loop?: 'for' | 'while' }): void => {
    if (e.kind === 'closure') return;
    // `$n += 1` is printed `++$n`, which is not an assignment to these sniffs.
    if (e.kind === 'assign' && !stepOf(e)) {
      found.add(AS_VALUE);
      if (where.ternary) found.add(IN_TERNARY);
      if (where.condition) found.add(IN_CONDITION);
    }
    if (where.loop && isCall(e)) {
      if (where.loop === 'for') found.add(TEST_CALL);
      if (isSizeCall(e)) found.add(SIZE_IN_LOOP);
    }
    if (e.kind === 'ternary') {
      walk(e.cond, { ...where, ternary: true });
      walk(e.then, where);
      walk(e.else, where);
      return;
    }
    someChild(e, (child) => walk(child, where));
  };
  /** A statement-level expression: its own top assignment is a statement, not a value. */
  const top = (e: Expr) => {
    if (e.kind !== 'assign') return walk(e, {});
    walk(e.target, {});
    walk(e.value, {});
  };
  const visit = (s: Stmt): void => {
    switch (s.kind) {
      case 'expr':
        return top(s.expr);
      case 'return':
        if (s.expr) walk(s.expr, {});
        return;
      case 'throw':
        return walk(s.expr, {});
      case 'if':
        return walk(s.cond, { condition: true });
      case 'while':
      case 'doWhile':
        if (!s.body.length) found.add(EMPTY_BODY);
        return walk(s.cond, { condition: true, loop: 'while' });
      case 'for':
        if (!s.body.length) found.add(EMPTY_BODY);
        if (s.update.some(readsSize)) found.add(JUMBLED);
        [...s.init, ...s.update].forEach(top);
        return s.cond.forEach((c) => walk(c, { condition: true, loop: 'for' }));
      case 'foreach':
        if (!s.body.length) found.add(EMPTY_BODY);
        return walk(s.subject, {});
      case 'switch':
        walk(s.subject, {});
        return s.cases.forEach((c) => c.test && walk(c.test, {}));
      case 'block':
        return s.body.forEach(visit);
      case 'requireOnce':
        return walk(s.path, {});
    }
  };
  stmts.forEach(visit);
  return new Map([...found].map((sniff) => [sniff, REASONS[sniff]]));
}

/** Whether a size call (or the runtime's `JsString::length()`) is in `e`, outside closures. */
const readsSize = (e: Expr): boolean =>
  e.kind !== 'closure' &&
  (isSizeCall(e) || (e.kind === 'staticCall' && e.name === 'length') || someChild(e, readsSize));

const isCall = (e: Expr): boolean => e.kind === 'call' || e.kind === 'methodCall' || e.kind === 'staticCall';

/** count(), sizeof(), strlen() or `->count()`: what Squiz.PHP.DisallowSizeFunctionsInLoops looks for. */
const isSizeCall = (e: Expr): boolean =>
  (e.kind === 'call' && typeof e.callee === 'string' && SIZE_FUNCTIONS.test(e.callee)) ||
  (e.kind === 'methodCall' && e.name === 'count');

/**
 * Whether `test` holds for an expression directly inside `e` (array items' keys and values
 * included), in order, stopping at the first. No array per node: every statement's
 * expressions are walked (119,000 nodes at 1,000 routes).
 */
function someChild(e: Expr, test: (child: Expr) => boolean | void): boolean {
  const o = e as unknown as Record<string, unknown>;
  for (const key in o) {
    const value = o[key];
    if (!value || typeof value !== 'object') continue;
    if (!Array.isArray(value)) {
      if (visitItem(value, test)) return true;
      continue;
    }
    for (const item of value as unknown[]) if (item && typeof item === 'object' && visitItem(item, test)) return true;
  }
  return false;
}

/** An expression, or an array item's key and value. */
function visitItem(item: object, test: (child: Expr) => boolean | void): boolean {
  if (typeof (item as { kind?: unknown }).kind === 'string') return !!test(item as Expr);
  if (!('value' in item)) return false;
  const entry = item as { key?: Expr; value: Expr };
  return (!!entry.key && !!test(entry.key)) || !!test(entry.value);
}
