// `||`, `&&`, `??`, `?.`, `||=`, `&&=` whose left operand is not a variable, in every
// statement position: the PHP holds no assignment inside an expression (operand-hoist.ts),
// so these cases check that the value, the order of evaluation and the short circuit stay
// JavaScript's. `t(name, value)` logs each evaluation; every case returns the log.
import { describe } from 'vitest';
import { differentialSuite } from '../helpers/differential.js';

const module = `
function tracer() {
  const log: string[] = [];
  return {
    log,
    t: <T,>(name: string, value: T): T => {
      log.push(name);
      return value;
    },
  };
}
function pair(a: unknown, b: unknown): unknown[] {
  return [a, b];
}
interface Box { n: number; label?: string; inner?: Box | null; greet?: (s: string) => string }
class Defaults {
  size = tracer().t('field', 0) || 5;
  name: string;
  constructor(name: string | null) {
    this.name = name || 'anon';
  }
}
function withDefault(p: number = tracer().t('d', 0) || 9): number {
  return p;
}
`;

describe('short circuit without assignments inside expressions', () => {
  differentialSuite(
    'short-circuit',
    [
      {
        name: 'expression statements: discarded, assigned to a local, to a property',
        body: "const { log, t } = tracer();\nt('a', 0) || t('b', 1);\nt('c', 2) && t('d', 3);\nlet x: unknown = t('e', '') || t('f', 'F');\nconst o = { k: 0 as unknown };\no.k = t('g', null as number | null) ?? t('h', 4);\nx = t('i', NaN) || t('j', -1);\nreturn [x, o.k, log];",
      },
      {
        name: 'discarded ??, ??=, ||=, &&= and ?: become statements',
        body: "const { log, t } = tracer();\nconst o: { a?: number | null; b?: number; c: string } = { a: null, c: '' };\nconst list: (number | null)[] = [null, 2];\nlet v: number | null = null;\nt('a', null as number | null) ?? t('b', 1);\nt('c', 0) ?? t('never', 1);\nv ?? t('d', 2);\no.a ??= t('e', 3);\no.b ??= t('f', 4);\no.b ??= t('never', 5);\nlist[0] ??= t('g', 6);\nlist[t('i', 1)] ??= t('never', 7);\no.c ||= t('h', 'H');\no.c &&= t('j', 'J');\nv ||= t('k', 8);\nv &&= t('l', 0);\nt('m', 1) ? t('n', 1) : t('never', 0);\nt('o', '') ? 1 : t('p', 2);\nreturn [o, list, v, log];",
      },
      {
        name: 'declarations, several in one list',
        body: "const { log, t } = tracer();\nconst a = t('a', 0) || t('b', 7), b = t('c', 'x') && t('d', ''), c = t('e', 0) && t('f', 1);\nlet d = t('g', -0) || t('h', 'zero');\nreturn [a, b, c, d, log];",
      },
      {
        name: 'return and throw',
        body: "const { log, t } = tracer();\nconst f = (v: number) => { return t('r' + v, v) || t('z' + v, 'none'); };\nlet caught = '';\ntry {\n  throw t('e', null as Error | null) ?? new Error('made');\n} catch (e) {\n  caught = (e as Error).message;\n}\nreturn [f(0), f(3), caught, log];",
      },
      {
        name: 'if and switch heads',
        body: "const { log, t } = tracer();\nconst out: string[] = [];\nif (t('a', 0) || t('b', 4)) out.push('if1');\nif ((t('c', 2) && t('d', 0)) === 0) out.push('if2');\nelse if (t('e', '') || t('f', 'g')) out.push('elseif');\nswitch (t('s', 0) || t('s2', 2)) {\n  case 2:\n    out.push('two');\n    break;\n  default:\n    out.push('other');\n}\nreturn [out, log];",
      },
      {
        name: 'assignments used as values: statements of their own where first and once, in place elsewhere',
        body: "const { log, t } = tracer();\nconst o: Box = { n: 1 };\nconst list = [1, 2];\nlet x = 0;\nlet y = 0;\nconst a = (o.n += t('a', 2));\nconst b = (o.label ??= t('b', 'B'));\nconst c = (o.label ||= t('c', 'C'));\nx = y = t('d', 5);\nconst e = pair((x *= 2), t('e', x));\nconst f = t('f', 0) || (y = 7);\nconst g = x > 100 ? (x = 0) : (y += 1);\nlet i = 0;\nwhile ((i += 1) < 3) t('w' + i, i);\nconst h = [(list[0] = 9), list[0]];\nreturn [a, b, c, e, f, g, h, x, y, i, o, list, log];",
      },
      {
        name: 'while and for heads run the operand on every turn',
        body: "const { log, t } = tracer();\nlet n = 3;\nconst seen: number[] = [];\nwhile ((t('w', n) || 0) > 0) { seen.push(n); n--; }\nfor (let i = t('i', 0) || 1; (t('c', i) && i) < 3; i = (t('u', i) || 0) + 1) seen.push(i * 10);\nreturn [seen, log];",
      },
      {
        name: 'arguments: first, after others, of methods and module functions',
        body: "const { log, t } = tracer();\nconst a = pair(t('a', 0) || t('b', 1), t('c', 2));\nconst b = pair(t('d', 1), t('e', 0) || t('f', 'F'));\nconst c = Math.max(t('g', NaN) || 3, t('h', 1));\nconst arr = [t('i', '') || 'I', t('j', 0) && 'never', t('k', 'K') && t('l', 'L')];\nreturn [a, b, c, arr, log];",
      },
      {
        name: 'nested operators',
        body: "const { log, t } = tracer();\nconst a = (t('a', 0) || t('b', '')) || t('c', 'C');\nconst b = t('d', 1) && (t('e', 0) || t('f', 2));\nconst c = (t('g', null as number | null) ?? t('h', 0)) || t('i', 3);\nconst d = pair(1, (t('j', 0) || t('k', 0)) && t('l', 'no'));\nreturn [a, b, c, d, log];",
      },
      {
        name: 'falsy values of every kind decide as in JavaScript (hoisted and in the middle of an expression)',
        body: "const { log, t } = tracer();\nconst vals: unknown[] = [0, -0, NaN, '', '0', null, undefined, false, [], {}, 'a', 1.5];\nconst first = vals.map((v) => { const r = t('v', v) || 'R'; return r; });\nconst middle = vals.map((v) => pair(t('m', 1), t('v', v) || 'R'));\nconst ands = vals.map((v) => pair(t('m', 1), t('v', v) && 'R'));\nconst andsFirst = vals.map((v) => { const r = t('v', v) && 'R'; return r; });\nreturn [first, middle, ands, andsFirst, log.length, 1 / (vals.map((v) => t('z', v) && 1)[1] as number)];",
      },
      {
        name: 'inside callbacks with expression bodies, a comparator included',
        body: "const { log, t } = tracer();\nconst rows = [{ s: 'b', n: 1 }, { s: 'a', n: 1 }, { s: 'c', n: 0 }];\nconst sorted = [...rows].sort((x, y) => (x.n - y.n) || x.s.localeCompare(y.s)).map((r) => r.s);\nconst mapped = [1, 0, 2].map((x) => t('m' + x, x) || -1);\nconst flags = [0, 3].map((x) => t('f' + x, x) && t('g' + x, x * 2));\nconst names = rows.map((r) => (r.n ? r.s : null)).map((s) => s?.toUpperCase() ?? '-');\nreturn [sorted, mapped, flags, names, log];",
      },
      {
        name: 'class field initializers, constructor bodies and default parameters',
        body: "return [new Defaults(null).size, new Defaults(null).name, new Defaults('x').name, withDefault(), withDefault(0), withDefault(4)];",
      },
      {
        name: 'a local that the left operand changes is read before it, in order',
        body: "let n = 1;\nconst bump = () => { n += 10; return 0; };\nconst a = [n, bump() || n];\nlet s = 'p';\nconst reset = () => { s = 'q'; return ''; };\nconst joined = [s, reset() || 'x'];\nlet m = 2;\nconst b = [m, (m = 5, 0) || m];\nreturn [a, joined, s, b, n, m];",
      },
      {
        name: 'optional chains: computed bases, calls skipped with their arguments',
        body: "const { log, t } = tracer();\nconst box: Box = { n: 1, label: 'L', inner: { n: 2, greet: (s: string) => 'hi ' + s } };\nconst none = null as Box | null;\nconst a = t('a', box as Box | null)?.label;\nconst b = t('b', none)?.label;\nconst c = t('c', box.inner)?.greet?.(t('arg1', 'x'));\nconst d = t('d', none)?.greet?.(t('arg2', 'y'));\nconst e = pair(t('e', 0), t('f', box as Box | null)?.inner?.n);\nconst f = t('g', box as Box | null)?.inner?.inner?.n ?? 'deep';\nif (t('h', box.inner)?.n === 2) log.push('if');\nreturn [a, b ?? null, c, d ?? null, e, f, log];",
      },
      {
        name: 'optional property reads in the middle of an expression',
        body: "const { log, t } = tracer();\nconst box = { n: 1, inner: { n: 2 } } as { n: number; inner?: { n: number } | null };\nconst none = null as typeof box | null;\nconst r = [t('x', 1), t('a', box as typeof box | null)?.n, t('b', none)?.n, t('c', box)?.inner?.n, t('d', { n: 3, inner: null } as typeof box)?.inner?.n];\nreturn [r.map((v) => v ?? 'u'), log];",
      },
      {
        name: '||= and &&= on properties and elements with computed objects',
        body: "const { log, t } = tracer();\nconst o: Record<string, unknown> = { a: 0, b: 'B', c: null };\nconst list: unknown[] = [0, 1, ''];\nt('o1', o).a ||= t('v1', 1);\nt('o2', o).b ||= t('v2', 2);\nt('o3', o).c &&= t('v3', 3);\nt('o4', o).b &&= t('v4', 4);\nlist[t('i1', 0)] ||= t('w1', 'zero');\nlist[t('i2', 1)] &&= t('w2', 'one');\nlist[t('i3', 2)] &&= t('w3', 'never');\nconst r = pair(1, (t('o5', o).a ||= 5));\nreturn [o, list, r, log];",
      },
      {
        name: 'object literal members after plain members, and after a local a call changes',
        body: "const { log, t } = tracer();\nconst n = 2;\nconst o = { n, k: 'x', v: t('a', 0) || t('b', 5), w: t('c', '') || 'W' };\nlet m = 1;\nconst inc = () => { m++; return 0; };\nconst p = { m, v: inc() || m };\nreturn [o, p, log];",
      },
      {
        name: 'template literals and object literals',
        body: "const { log, t } = tracer();\nconst s = `${t('a', '') || 'x'}-${t('b', 0) || 'y'}-${t('c', 'C') && t('d', 'D')}`;\nconst o = { a: t('e', 0) || 1, b: t('f', '') || 'z', c: t('g', null as string | null)?.length ?? -1 };\nreturn [s, o, log];",
      },
    ],
    { module },
  );
});
