// Functions inside handlers: arrow functions and function expressions (PHP closures),
// captures by value and by reference, recursion, nested function declarations
// (hoisted), default and rest parameters, spread arguments, immediately invoked
// functions, and per-iteration bindings captured in loops.
import { describe } from 'vitest';
import { differentialSuite } from '../helpers/differential.js';
import { unsupportedCases } from '../helpers/unsupported.js';

describe('functions', () => {
  differentialSuite('functions', [
    // Arrow functions and function expressions.
    { name: 'arrow with an expression body', body: 'const f = (x: number) => x * 2;\nreturn f(21);' },
    {
      name: 'arrow with a block body',
      body: "const f = (x: number) => {\n  if (x > 0) return 'pos';\n  return 'neg';\n};\nreturn [f(1), f(-1)];",
    },
    {
      name: 'function expression',
      body: 'const f = function (a: number, b: number) { return a - b; };\nreturn f(10, 4);',
    },
    {
      name: 'arrow returning an object literal',
      body: 'const f = (n: number) => ({ n, twice: n * 2 });\nreturn f(4);',
    },
    { name: 'arrow without parameters', body: "const hello = () => 'hello';\nreturn hello() + '!';" },
    {
      name: 'void arrow',
      body: "const log: string[] = [];\nconst f = (s: string): void => { log.push(s); };\nf('a');\nf('b');\nreturn log;",
    },
    {
      name: 'closure called through another variable',
      body: 'const f = (x: number) => x + 1;\nconst g = f;\nreturn g(1);',
    },
    { name: 'immediately invoked arrow', body: 'return (() => 42)();' },
    {
      name: 'immediately invoked function expression with arguments',
      body: 'return (function (a: number, b: number) { return a + b; })(1, 2);',
    },
    {
      name: 'immediately invoked arrow reading params',
      body: 'return ((p: Record<string, any>) => p.a)(params);',
      params: { a: 'x' },
    },
    {
      name: 'module pattern: state behind an immediately invoked function',
      body: 'const counter = (() => {\n  let n = 0;\n  return { inc: () => { n = n + 1; return n; }, get: () => n };\n})();\ncounter.inc();\ncounter.inc();\nreturn counter.get();',
    },
    { name: 'function in an object property', body: 'const o = { f: (x: number) => x + 1, k: 2 };\nreturn o.f(o.k);' },
    { name: 'function in an array element', body: "const fs = [() => 'a', () => 'b'];\nreturn fs[1]();" },
    {
      name: 'function returned by a call, called at once',
      body: 'const adder = (n: number) => (x: number) => x + n;\nreturn adder(5)(10);',
    },
    {
      name: 'higher-order composition',
      body: 'const compose = (f: (x: number) => number, g: (x: number) => number) => (x: number) => f(g(x));\nreturn compose((x) => x + 1, (x) => x * 2)(5);',
    },
    { name: 'closure as a callback', body: 'const k = 3;\nreturn [1, 2, 3].map((x) => x * k);' },
    { name: 'closure variable as a callback', body: 'const dbl = (x: number) => x * 2;\nreturn [1, 2].map(dbl);' },
    { name: 'function expression as a callback', body: 'return [3, 1, 2].filter(function (x) { return x > 1; });' },
    { name: 'callback declared with fewer parameters than passed', body: 'return [10, 20].map((x) => x + 1);' },
    { name: 'callback using the index', body: 'return [10, 20].map((x, i) => x * i);' },
    { name: 'closure in JSON is left out', body: 'return { a: 1, f: () => 1 };' },
    { name: 'closure in an array is null in JSON', body: 'return [1, () => 1];' },
    {
      name: 'closure identity',
      body: 'const f = () => 1;\nconst g = f;\nconst h = () => 1;\nreturn [f === g, f === h];',
    },
    {
      name: 'closure reading params',
      body: "const get = (k: string) => params[k];\nreturn [get('a'), get('missing') === undefined];",
      params: { a: 1 },
    },

    // Captures.
    { name: 'capture of a const', body: 'const k = 3;\nconst f = (x: number) => x + k;\nreturn f(1);' },
    { name: 'capture sees a later assignment', body: 'let n = 1;\nconst f = () => n;\nn = 5;\nreturn f();' },
    {
      name: 'closure assigns an outer variable',
      body: 'let count = 0;\nconst inc = () => { count = count + 1; return count; };\ninc();\ninc();\nreturn [count, inc()];',
    },
    {
      name: 'two closures share a variable',
      body: 'let x = 1;\nconst get = () => x;\nconst set = (v: number) => { x = v; };\nset(5);\nreturn get();',
    },
    {
      name: 'counter factory: each call has its own state',
      body: 'const make = () => {\n  let c = 0;\n  return () => { c = c + 1; return c; };\n};\nconst a = make();\nconst b = make();\na();\na();\nb();\nreturn [a(), b()];',
    },
    {
      name: 'nested closures capture through each level',
      body: 'const a = 1;\nconst f = () => () => () => a;\nreturn f()()();',
    },
    {
      name: 'nested closure assigns a variable two levels out',
      body: 'let t = 0;\nconst f = () => {\n  const g = () => { t = t + 10; };\n  g();\n  g();\n};\nf();\nreturn t;',
    },
    {
      name: 'captured object is shared',
      body: 'const o = { n: 1 };\nconst f = () => { o.n = o.n + 1; };\nf();\nf();\nreturn o;',
    },
    {
      name: 'captured array is shared',
      body: 'const list: number[] = [];\nconst add = (x: number) => list.push(x);\nadd(1);\nadd(2);\nreturn list;',
    },
    {
      name: 'capture of a let declared without a value',
      body: 'let v: number;\nconst f = () => v;\nv = 3;\nreturn f();',
    },
    {
      name: 'capture of a parameter',
      body: 'const adder = (n: number) => (x: number) => x + n;\nconst add5 = adder(5);\nconst add1 = adder(1);\nreturn [add5(10), add1(10)];',
    },
    {
      name: 'capture of a block-scoped shadow',
      body: 'const x = 1;\nconst fs: (() => number)[] = [];\n{\n  const x = 2;\n  fs.push(() => x);\n}\nreturn [x, fs[0]()];',
    },
    {
      name: 'closure declares a name it also captures',
      body: 'const x = 1;\nconst f = () => {\n  const y = x;\n  {\n    const x = 5;\n    return y + x;\n  }\n};\nreturn f();',
    },
    {
      name: 'parameter shadows an outer variable',
      body: 'const x = 1;\nconst f = (x: number) => x * 2;\nreturn [f(5), x];',
    },
    {
      name: 'sibling closures with the same local names',
      body: 'const f = () => { const t = 1; return t; };\nconst g = () => { const t = 2; return t; };\nreturn f() + g();',
    },
    { name: 'forward reference between closures', body: "const f = () => g();\nconst g = () => 'g';\nreturn f();" },

    // Recursion.
    {
      name: 'recursive arrow held in a const',
      body: 'const fact = (n: number): number => (n <= 1 ? 1 : n * fact(n - 1));\nreturn fact(5);',
    },
    {
      name: 'recursive named function expression',
      body: 'const f = function fact(n: number): number { return n <= 1 ? 1 : n * fact(n - 1); };\nreturn f(6);',
    },
    {
      name: 'recursive function declaration',
      body: 'function fib(n: number): number {\n  return n < 2 ? n : fib(n - 1) + fib(n - 2);\n}\nreturn fib(10);',
    },

    // Function declarations in bodies.
    {
      name: 'function declaration called before it (hoisted)',
      body: 'return twice(4);\nfunction twice(x: number) { return x * 2; }',
    },
    {
      name: 'mutually recursive function declarations',
      body: 'function isEven(n: number): boolean { return n === 0 ? true : isOdd(n - 1); }\nfunction isOdd(n: number): boolean { return n === 0 ? false : isEven(n - 1); }\nreturn [isEven(10), isOdd(7), isEven(3)];',
    },
    {
      name: 'function declaration reads a later const',
      body: 'function get() { return v; }\nconst v = 7;\nreturn get();',
    },
    {
      name: 'function declaration sees reassignments',
      body: 'let n = 1;\nfunction get() { return n; }\nn = 2;\nconst a = get();\nn = 3;\nreturn [a, get()];',
    },
    {
      name: 'function declaration inside a closure',
      body: "const f = () => {\n  function inner() { return 'in'; }\n  return inner();\n};\nreturn f();",
    },
    {
      name: 'function declaration in a nested block',
      body: "let r = '';\nif (params.go) {\n  r = hi();\n  function hi() { return 'hi'; }\n}\nreturn r;",
      params: { go: true },
    },

    // Parameters.
    {
      name: 'default parameter',
      body: 'const f = (a: number, b = 10) => a + b;\nreturn [f(1), f(1, 2), f(1, undefined)];',
    },
    {
      name: 'default parameter reads an earlier one',
      body: 'const f = (a: number, b = a * 2) => [a, b];\nreturn f(3);',
    },
    {
      name: 'default parameter object is fresh per call',
      body: 'const f = (o: { n: number } = { n: 0 }) => { o.n = o.n + 1; return o.n; };\nreturn [f(), f(), f({ n: 10 })];',
    },
    {
      name: 'default parameter evaluated only when needed',
      body: 'let calls = 0;\nconst next = () => { calls = calls + 1; return calls; };\nconst f = (a = next()) => a;\nreturn [f(), f(), f(10), calls];',
    },
    {
      name: 'default before a required parameter',
      body: 'function f(a = 1, b: number) { return a * 10 + b; }\nreturn [f(undefined, 2), f(3, 4)];',
    },
    {
      name: 'optional parameter',
      body: "const f = (a?: number) => (a === undefined ? 'none' : a);\nreturn [f(), f(1)];",
    },
    {
      name: 'default parameter of a function declaration',
      body: "function greet(name: string, greeting = 'Hello') { return `${greeting}, ${name}`; }\nreturn [greet('Ada'), greet('Bob', 'Hi')];",
    },
    { name: 'rest parameter', body: 'const f = (...xs: number[]) => xs;\nreturn [f(), f(1, 2, 3)];' },
    {
      name: 'rest parameter after positional ones',
      body: "const f = (a: string, ...rest: number[]) => [a, rest, rest.length];\nreturn f('x', 1, 2);",
    },
    {
      name: 'rest parameter is a real array',
      body: "const f = (...xs: number[]) => xs.map((x) => x * 2).join('-');\nreturn f(1, 2, 3);",
    },
    {
      name: 'default and rest together',
      body: 'const f = (a = 5, ...more: number[]) => [a, more];\nreturn [f(), f(1, 2)];',
    },
    {
      name: 'destructured object parameter',
      body: 'const f = ({ a, b }: { a: number; b: number }) => a + b;\nreturn f({ a: 1, b: 2 });',
    },
    { name: 'destructured array parameter', body: 'const f = ([x, y]: number[]) => x * y;\nreturn f([3, 4]);' },
    {
      name: 'destructured parameter with defaults',
      body: 'const f = ({ n = 1, m = 2 }: { n?: number; m?: number } = {}) => [n, m];\nreturn [f(), f({}), f({ n: 5 })];',
    },
    {
      name: 'destructured parameter captured by a closure',
      body: 'function make({ base }: { base: number }) { return (x: number) => x + base; }\nreturn make({ base: 10 })(5);',
    },
    {
      name: 'destructured rest parameter',
      body: 'const f = (...[first, second]: number[]) => [first, second];\nreturn f(7, 8, 9);',
    },
    {
      name: 'spread arguments',
      body: 'const f = (a: number, b: number, c: number) => a + b * 10 + c * 100;\nconst arr = [1, 2, 3] as const;\nreturn f(...arr);',
    },
    {
      name: 'spread after a positional argument',
      body: 'const f = (a: number, b: number, c: number) => [a, b, c];\nreturn f(0, ...[1, 2]);',
    },
    {
      name: 'spread in the middle of arguments',
      body: 'const f = (...xs: number[]) => xs;\nconst mid = [2, 3];\nreturn f(1, ...mid, 4, ...[5]);',
    },
    {
      name: 'spread into a rest parameter',
      body: 'const sum = (...xs: number[]) => xs.reduce((a, b) => a + b, 0);\nconst nums = [1, 2, 3, 4];\nreturn sum(...nums);',
    },

    // Closures in loops: JavaScript gives each pass its own binding.
    {
      name: 'closures over a for-let variable',
      body: 'const fs: (() => number)[] = [];\nfor (let i = 0; i < 3; i++) {\n  fs.push(() => i);\n}\nreturn fs.map((f) => f());',
    },
    {
      name: 'closures over a for-of const',
      body: 'const fs: (() => number)[] = [];\nfor (const x of [1, 2, 3]) {\n  fs.push(() => x * 10);\n}\nreturn fs.map((f) => f());',
    },
    {
      name: 'closures over a loop-body let changed after capture',
      body: 'const fs: (() => number)[] = [];\nfor (let i = 0; i < 3; i++) {\n  let v = i;\n  fs.push(() => v);\n  v = v * 100;\n}\nreturn fs.map((f) => f());',
    },
    {
      name: 'closures keep their own loop-body state',
      body: 'const incs: (() => number)[] = [];\nfor (let i = 0; i < 2; i++) {\n  let c = i * 10;\n  incs.push(() => { c = c + 1; return c; });\n}\nreturn [incs[0](), incs[0](), incs[1]()];',
    },
    {
      name: 'closure sums into a loop-body variable',
      body: 'const out: number[] = [];\nlet i = 0;\nwhile (i < 3) {\n  let sum = 0;\n  [1, 2].forEach((x) => { sum = sum + x * i; });\n  out.push(sum);\n  i = i + 1;\n}\nreturn out;',
    },
    {
      name: 'function declarations in a loop body',
      body: 'const fs: (() => number)[] = [];\nfor (const n of [1, 2]) {\n  function get() { return n * 3; }\n  fs.push(get);\n}\nreturn fs.map((f) => f());',
    },
    {
      name: 'recursive closure created in a loop',
      body: 'const fs: ((n: number) => number)[] = [];\nfor (const base of [1, 2]) {\n  const down = (n: number): number => (n <= 0 ? base : down(n - 1));\n  fs.push(down);\n}\nreturn [fs[0](3), fs[1](3)];',
    },
    {
      name: 'closure over a loop variable copy',
      body: 'const fs: (() => number)[] = [];\nfor (let i = 0; i < 3; i++) {\n  const current = i;\n  i = i + 0;\n  fs.push(() => current);\n}\nreturn fs.map((f) => f());',
    },
  ]);
});

describe('functions: unsupported', () => {
  unsupportedCases([
    {
      name: 'the promise of an async arrow kept',
      code: 'TS2WP3313',
      body: 'const f = async () => 1;\nconst pending = f();\nreturn [pending];',
      at: 'f();',
    },
    {
      name: 'an async function passed as a callback',
      code: 'TS2WP3301',
      body: 'const out: number[] = [];\n[1].forEach(async function (n) {\n  out.push(n);\n});\nreturn out;',
      at: 'async function',
    },
    { name: 'generator function', code: 'TS2WP3302', body: 'const g = function* () { yield 1; };\nreturn 1;', at: '*' },
    {
      name: 'generator function declaration',
      code: 'TS2WP3302',
      body: 'function* g() { yield 1; }\nreturn 1;',
      at: '*',
    },
    {
      name: 'arguments',
      code: 'TS2WP3309',
      body: 'function f(_a?: number) { return arguments; }\nreturn f(1);',
      at: 'arguments',
    },
    {
      name: 'default on a parameter that accepts null',
      code: 'TS2WP3303',
      body: 'const f = (a: number | null = 1) => a;\nreturn f(null);',
      at: 'a: number | null = 1',
    },
    {
      name: 'default on an any parameter',
      code: 'TS2WP3303',
      body: 'function f(a: any = 1) { return a; }\nreturn f();',
      at: 'a: any = 1',
    },
    {
      name: 'captured for-let variable changed in the body',
      code: 'TS2WP3310',
      body: 'const fs: (() => number)[] = [];\nfor (let i = 0; i < 3; i++) {\n  fs.push(() => i);\n  i++;\n}\nreturn fs.length;',
      at: '() => i',
    },
    {
      name: 'captured for-of variable reassigned',
      code: 'TS2WP3310',
      body: 'const fs: (() => number)[] = [];\nfor (let x of [1, 2]) {\n  x = x * 2;\n  fs.push(() => x);\n}\nreturn fs.length;',
      at: '() => x',
    },
    {
      name: 'captured catch variable reassigned in a loop',
      code: 'TS2WP3311',
      body: "const fs: (() => unknown)[] = [];\nfor (const k of [1, 2]) {\n  try {\n    throw new Error(String(k));\n  } catch (e) {\n    e = 'x';\n    fs.push(() => e);\n  }\n}\nreturn fs.length;",
      at: '() => e',
    },
    {
      name: 'this in a function expression',
      code: 'TS2WP3304',
      body: 'const f = function (this: { a: number }) { return this.a; };\nreturn typeof f;',
      at: 'this.a',
    },
    {
      name: 'this in a nested function declaration',
      code: 'TS2WP3307',
      body: 'function f(this: { a: number }) { return this.a; }\nreturn typeof f;',
      at: 'this.a',
    },
    {
      name: 'recursive named function expression in a loop',
      code: 'TS2WP3305',
      body: 'const fs: ((n: number) => number)[] = [];\nfor (const k of [1, 2]) {\n  fs.push(function down(n: number): number { return n <= 0 ? k : down(n - 1); });\n}\nreturn fs.length;',
      at: 'down(n: number)',
    },
    {
      name: 'class expression',
      code: 'TS2WP3206',
      body: 'const C = class { x = 1; };\nreturn new C().x;',
      at: 'class {',
    },
    {
      name: 'class declared in a body',
      code: 'TS2WP3432',
      body: 'class Local { x = 1; }\nreturn new Local().x;',
      at: 'class Local',
    },
    { name: 'enum declared in a body', code: 'TS2WP3432', body: 'enum E { A }\nreturn E.A;', at: 'enum E' },
  ]);
});
