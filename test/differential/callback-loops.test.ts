// Issue 33, third step: callbacks of map/filter/reduce/forEach/some/every/find/findIndex
// that are literal arrows run as PHP loops in any position where the call is the first
// thing its statement evaluates (builtins/array-loops.ts): chains, arguments, return
// values, block bodies, index and array parameters, early exit, changes to the array while
// it is walked, nested callbacks, `this`, callbacks that throw, and the positions that must
// stay closures (something with an effect runs before the call, a callback that makes a
// closure), and Array.from's mapping arrow. Each case runs in Node and in PHP 7.4 / 8.3 /
// 8.5; the last test checks that the loops are really emitted.
import { describe, expect, it } from 'vitest';
import { c, differentialSuite, emittedController, type DiffCase } from '../helpers/differential.js';

const MODULE = `
interface Line {
  sku: string;
  qty: number;
  price: number;
  tags: string[];
}
function lines(n: number): Line[] {
  const out: Line[] = [];
  for (let i = 0; i < n; i++) out.push({ sku: 'S' + i, qty: (i * 7) % 5, price: ((i * 13) % 9) + 0.5, tags: i % 3 ? ['a'] : [] });
  return out;
}
class Basket {
  rate = 2;
  items: Line[] = lines(6);
  totals(): number[] {
    return this.items.filter((l) => l.qty > 0).map((l) => l.qty * l.price * this.rate);
  }
  scaled(k: number): number {
    return this.items.reduce((sum, l, i) => sum + l.qty * this.rate * k + i, 0);
  }
}
`;

const CASES: DiffCase[] = [
  c(
    'chains as initializer, argument and return value',
    "const ls = lines(12);\nconst paid = ls.filter((l) => l.qty > 0).map((l) => ({ sku: l.sku, total: l.qty * l.price }));\nconst log: string[] = [];\nlog.push(ls.filter((l) => l.tags.length > 0).map((l) => l.sku).join('|'));\nconst sum = Math.round(ls.map((l) => l.qty * l.price).filter((x) => x > 2).reduce((a, b) => a + b, 0) * 100) / 100;\nreturn [paid, log, sum, ls.some((l) => l.qty === 4), ls.every((l) => l.price > 0), ls.findIndex((l) => l.price > 8), ls.find((l) => l.qty === 3)?.sku ?? null];",
  ),
  c(
    'index and array parameters, block bodies with locals, loops, break and continue',
    "const ls = lines(9);\nconst rows = ls.map((l, i, all) => {\n  const next = all[i + 1];\n  let stars = '';\n  for (let k = 0; k < 10; k++) {\n    if (k >= l.qty) break;\n    if (k % 2) continue;\n    stars += '*';\n  }\n  switch (l.qty) {\n    case 0:\n      stars = 'none';\n      break;\n    default:\n      stars += '!';\n  }\n  return `${i}/${all.length}:${l.sku}:${stars}:${next ? next.sku : '-'}`;\n});\nconst odd = ls.filter((l, i) => {\n  const keep = i % 2 === 1;\n  return keep && l.qty > 0;\n});\nconst weighted = ls.reduce((acc, l, i, all) => {\n  const w = i / all.length;\n  return acc + w * l.price;\n}, 0);\nreturn [rows, odd.map((l) => l.sku), Math.round(weighted * 1000)];",
  ),
  c(
    'early exit: some, every, find and findIndex stop at the first answer',
    'const seen: number[] = [];\nconst xs = [5, 8, 13, 21, 34, 55];\nconst some = xs.some((x) => {\n  seen.push(x);\n  return x > 10;\n});\nconst every = xs.every((x) => {\n  seen.push(-x);\n  return x < 20;\n});\nconst found = xs.find((x, i) => {\n  seen.push(i * 100);\n  return x % 2 === 0 && i > 1;\n});\nconst at = xs.findIndex((x) => {\n  seen.push(x * 1000);\n  return x > 100;\n});\nconst none = [].find(() => true);\nreturn [some, every, found, at, none === undefined, seen];',
  ),
  c(
    'changes to the array while it is walked',
    'const xs = [1, 2, 3, 4];\nconst mapped = xs.map((x, i) => {\n  if (i === 0) xs.push(99);\n  if (i === 1) xs[3] = 40;\n  return x * 2;\n});\nconst ys = [1, 2, 3, 4, 5];\nconst kept = ys.filter((y, i) => {\n  if (i === 1) ys.length = 3;\n  return y !== 2;\n});\nconst zs = [1, 2, 3];\nlet visits = 0;\nzs.forEach((z) => {\n  visits++;\n  if (z === 1) zs.pop();\n});\nconst ws = [3, 1, 2];\nconst found = ws.find((w, i) => {\n  if (i === 0) ws.length = 1;\n  return w === undefined;\n});\nconst idx = ws.findIndex((w) => w === undefined);\nreturn [mapped, xs, kept, ys, visits, zs, found === undefined, idx, ws.length];',
  ),
  c(
    'forEach with outer state, its value, and holes skipped',
    'let total = 0;\nlet peak = -Infinity;\nconst out: string[] = [];\nconst xs = [4, 9, 2, 7];\nxs.forEach((x, i) => {\n  total += x;\n  peak = Math.max(peak, total / (i + 1));\n  out.push(`${i}:${total}`);\n});\nconst r = xs.forEach((x) => {\n  total -= x;\n});\nconst sparse: (number | undefined)[] = [1, undefined, 3];\nlet calls = 0;\nsparse.forEach(() => {\n  calls++;\n});\nconst tags = new Set<string>();\n[["a", "b"], ["b", "c"]].forEach((ts) => ts.forEach((t) => tags.add(t)));\nxs.forEach((x) => out.push(String(x)));\nreturn [total, Math.round(peak * 100), out, r === undefined, calls, [...tags]];',
  ),
  c(
    'nested callbacks, `this`, and shadowed names',
    "const b = new Basket();\nconst groups = [[1, 2], [3], [], [4, 5, 6]];\nconst sums = groups.map((g) => g.reduce((a, x) => a + x, 0));\nconst flat = groups.filter((g) => g.some((x) => x % 2 === 0)).map((g) => g.map((x) => x * 10).join('+'));\nconst x = 'outer';\nconst shadow = [1, 2].map((x) => x + 1);\nreturn [b.totals(), b.scaled(3), sums, flat, x, shadow];",
  ),
  c(
    'a callback that throws leaves the loop with what it did so far',
    "const done: number[] = [];\nlet msg = '';\ntry {\n  const r = [1, 2, 3, 4].map((x) => {\n    if (x === 3) throw new Error('bad ' + x);\n    done.push(x);\n    return x;\n  });\n  done.push(r.length);\n} catch (e) {\n  msg = (e as Error).message;\n}\nlet total = 0;\ntry {\n  total = [5, 6].reduce((a, x) => {\n    if (a > 5) throw new RangeError('over');\n    return a + x;\n  }, 1);\n} catch (e) {\n  msg += '/' + (e as Error).message;\n}\nreturn [done, msg, total];",
  ),
  c(
    'evaluation order: calls before the callback stay first, closures over elements stay closures',
    "const log: string[] = [];\nconst note = (s: string): number => {\n  log.push(s);\n  return s.length;\n};\nconst xs = ['a', 'bb', 'ccc'];\nconst a = note('first') + xs.map((x) => note(x)).length;\nconst b = [note('head'), xs.filter((x) => note('f' + x) > 2).length];\nconst fns = xs.map((x) => () => x + '!');\nconst later = fns.map((f) => f());\nconst c2 = xs.map((x) => note('m' + x)).concat([note('after')]);\nreturn [a, b, later, c2, log];",
  ),
  c(
    'Array.from with a mapping arrow: lengths, lists, strings, sets, index parameter, block body',
    "let seed = 7;\nconst next = (): number => {\n  seed = (seed * 31 + 11) % 1000;\n  return seed;\n};\nconst rows = Array.from({ length: 5 }, (_, i) => ({ i, r: next(), half: i / 2 }));\nconst copies = Array.from([3, 1, 2], (x, i) => x * 10 + i);\nconst chars = Array.from('héllo😀', (ch) => ch.toUpperCase());\nconst fromSet = Array.from(new Set(['b', 'a', 'b']), (s, i) => {\n  const tag = s + i;\n  return tag.repeat(2);\n});\nconst none = Array.from({ length: 0 }, () => next());\nconst n: number = params.n;\nconst sized = Array.from({ length: n }, (v, i) => (v === undefined ? i * i : -1));\nreturn [rows, copies, chars, fromSet, none, sized, seed];",
    { n: 4 },
  ),
];

describe('callback loops', () => {
  differentialSuite('callback-loops', CASES, { module: MODULE });

  it('emits loops, not closures, for the callbacks that may run in place', () => {
    const php = emittedController(CASES.slice(0, 2), { module: MODULE });
    // Every callback in the first two cases is a literal arrow in a hoistable position.
    expect(php).not.toMatch(/->(map|filter|reduce|some|every|find|find_index|for_each)\(/);
    expect(php).not.toMatch(/function \(/);
    expect(php).toMatch(/for \( \$i = 0; \$i < \$__ts_tmp\d+; \+\+\$i \)/);
  });
});
