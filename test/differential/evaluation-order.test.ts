// JavaScript evaluates a binary operator's left operand before its right one. PHP reads a
// plain variable operand (`$s . f()`) only when the operator runs, after the right side,
// and closures capture by reference, so a closure called on the right that writes the
// variable changed the answer. Each case has such a closure; the results must be Node's.
import { describe } from 'vitest';
import { differentialSuite } from '../helpers/differential.js';

const module = `
function pair(a: unknown, b: unknown): unknown[] {
  return [a, b];
}
let hits = 0;
function hit(): number {
  hits += 10;
  return 1;
}
class Cart {
  total = 10;
  items: string[] = [];
  bump(): number {
    this.total = 100;
    return 1;
  }
  sum(): number {
    return this.total + this.bump();
  }
  add(): number {
    this.total += this.bump();
    return this.total;
  }
  cmp(): boolean {
    return this.total < this.bump();
  }
}
`;

describe('the left operand is read before the right one', () => {
  differentialSuite(
    'evaluation-order',
    [
      {
        name: 'string building with a reset helper',
        body: "let s = 'p';\nconst reset = () => { s = 'q'; return ''; };\nconst r = s + reset();\nconst r2 = 'x' + s + reset();\nreturn [r, r2, s];",
      },
      {
        name: 'compound assignments with a closure that writes the target',
        body: "let s = 'a';\nlet n = 10;\nconst f = () => { s = 'z'; return 'b'; };\nconst g = () => { n = 1000; return 1; };\ns += f();\nn += g();\nconst sn = n;\nn -= g();\nconst m = n;\nn *= g() + 1;\nreturn [s, sn, m, n];",
      },
      {
        name: 'a counter closure in a handler',
        body: 'let count = 0;\nconst next = () => { count++; return count; };\nconst a = count + next();\nconst b = count * 10 + next();\nconst c = count - next();\nconst d = pair(count, next());\nreturn [a, b, c, d, count];',
      },
      {
        name: 'arithmetic operators',
        body: 'let n = 7;\nconst set = (v: number) => { n = v; return 2; };\nreturn [n - set(1), n * set(3), n / set(8), n % set(5), n ** set(3), n | set(16), n & set(3), n << set(1), n >> set(64)];',
      },
      {
        name: 'comparisons and equality',
        body: "let n = 1;\nlet s = 'b';\nconst up = () => { n = 9; return 5; };\nconst str = () => { s = 'z'; return 'c'; };\nconst a = n < up();\nn = 1;\nconst b = n === up();\nn = 5;\nconst c = n !== up();\nn = 5;\nconst d = n >= up();\nconst e = s < str();\nreturn [a, b, c, d, e];",
      },
      {
        name: 'member reads then a method that changes them',
        body: 'const c = new Cart();\nconst a = c.sum();\nconst b = new Cart().cmp();\nconst x = new Cart();\nconst y = x.total + x.bump();\nconst z = new Cart().add();\nreturn [a, b, y, z];',
      },
      {
        name: 'array and object literals',
        body: "let s = 'p';\nconst reset = () => { s = 'q'; return 'r'; };\nconst arr = [s, reset()];\ns = 'p';\nconst obj = { a: s, b: reset() };\nreturn [arr, obj];",
      },
      {
        name: 'call arguments',
        body: "let s = 'p';\nconst reset = () => { s = 'q'; return 'r'; };\nconst a = pair(s, reset());\ns = 'p';\nconst b = [s].concat([reset()]);\ns = 'p';\nconst c = Math.max(s.length, reset().length);\nreturn [a, b, c];",
      },
      {
        name: 'template literals',
        body: "let s = 'p';\nconst reset = () => { s = 'q'; return 'r'; };\nconst a = `${s}${reset()}`;\ns = 'p';\nconst b = `<${s}|${reset()}>`;\nreturn [a, b];",
      },
      {
        name: 'element assignment with a key a closure changes',
        body: "const list = ['a', 'b', 'c'];\nlet k = 0;\nconst move = () => { k = 2; return 'X'; };\nlist[k] = move();\nreturn [list, k];",
      },
      {
        name: 'compound assignments to members and elements a call changes',
        body: "const o = { n: 1, s: 'a' };\nconst list = [1, 2];\nconst f = () => { o.n = 50; o.s = 'z'; list[0] = 70; list[1] = 80; return 2; };\no.n += f();\nconst n = o.n;\no.s += f();\nconst s = o.s;\nlist[0] *= f();\nconst first = list[0];\nconst k = 1;\nlist[k] -= f();\nreturn [n, s, first, list];",
      },
      {
        name: 'the right side assigns the variable itself',
        body: "let s = 'p';\nconst r = s + (s = 'q');\nlet n = 1;\nconst m = n + n++;\nconst k = n * (n = 10);\nreturn [r, s, m, k, n];",
      },
      {
        name: 'a module-level variable a module function changes',
        body: 'hits = 0;\nconst a = hits + hit();\nconst b = hits < hit();\nhits += hit();\nreturn [a, b, hits];',
      },
      {
        name: 'in expressions that are not statements of their own',
        body: "let s = 'p';\nconst reset = () => { s = 'q'; return '!'; };\nconst out: string[] = [];\nfor (let i = 0; i < 2; i++) { out.push(s + reset()); s = 'p' + i; }\nconst t = out.length > 0 ? s + reset() : '';\nconst w = out.length > 5 || s + reset();\nreturn [out, t, w];",
      },
    ],
    { module },
  );
});
