// for…of over arrays: a foreach over the items where nothing in the loop can change an
// array (control-flow.ts, mayChangeArrays()), else an index loop that reads the length
// again after every pass, as JavaScript's iterator does. Each case runs in Node and in
// PHP 7.4 / 8.3; the last test checks which form each loop gets.
import { describe, expect, it } from 'vitest';
import { compileProject } from '../../emitter/compile.js';
import { errorsOf, messageOf, warningsOf } from '../../emitter/diagnostics/diagnostic.js';
import { differentialSuite } from '../helpers/differential.js';
import { controller, makeProject } from '../helpers/project.js';

const MODULE = `
const shared: number[] = [1, 2, 3];
function grow(xs: number[], n: number): void {
  if (n < 3) xs.push(n + 10);
}
function sharedList(): number[] {
  return shared;
}
`;

const c = (name: string, body: string) => ({ name, body });

describe('for…of', () => {
  differentialSuite(
    'for-of',
    [
      // Loops that change the array: index loops, the length read on every pass.
      c(
        'push during the loop',
        'const a = [1, 2];\nconst seen: number[] = [];\nfor (const n of a) {\n  seen.push(n);\n  if (n < 4) a.push(n + 2);\n}\nreturn [seen, a];',
      ),
      c(
        'pop during the loop',
        'const a = [1, 2, 3, 4, 5];\nconst seen: number[] = [];\nfor (const n of a) {\n  seen.push(n);\n  a.pop();\n}\nreturn [seen, a];',
      ),
      c(
        'splice during the loop',
        'const a = [1, 2, 3, 4, 5, 6];\nconst seen: number[] = [];\nfor (const n of a) {\n  seen.push(n);\n  if (n === 2) a.splice(0, 2);\n  if (n === 5) a.splice(4, 0, 50, 51);\n}\nreturn [seen, a];',
      ),
      c(
        'shift and unshift during the loop',
        'const a = [1, 2, 3, 4];\nconst seen: number[] = [];\nfor (const n of a) {\n  seen.push(n);\n  if (n === 1) a.shift();\n  if (n === 3) a.unshift(0);\n  if (seen.length > 8) break;\n}\nreturn [seen, a];',
      ),
      c(
        'element and length writes during the loop',
        'const a = [1, 2, 3, 4];\nconst seen: number[] = [];\nlet i = 0;\nfor (const n of a) {\n  seen.push(n);\n  a[i + 1] = n * 10;\n  if (n > 100) a.length = 0;\n  i++;\n}\nreturn [seen, a];',
      ),
      c(
        'a project function pushes to the array',
        'const a = [1, 2];\nconst seen: number[] = [];\nfor (const n of a) {\n  seen.push(n);\n  grow(a, n);\n}\nreturn seen;',
      ),
      c(
        'an alias pushes to the array',
        'const a = [1, 2];\nconst b = a;\nlet count = 0;\nfor (const n of a) {\n  count += n;\n  if (count < 20) b.push(count);\n}\nreturn [count, a];',
      ),
      c(
        'a closure changes the array',
        'const a = [1, 2, 3];\nconst drop = () => { a.pop(); };\nconst seen: number[] = [];\nfor (const n of a) {\n  seen.push(n);\n  drop();\n}\nreturn seen;',
      ),
      c(
        'a destructuring assignment writes an element',
        'const a = [1, 2, 3];\nconst seen: number[] = [];\nfor (const n of a) {\n  seen.push(n);\n  [a[2]] = [n + 100];\n}\nreturn seen;',
      ),
      c(
        'an array returned by a function is a module array',
        'const seen: number[] = [];\nfor (const n of sharedList()) {\n  seen.push(n);\n  if (n === 1) shared.push(4);\n}\nreturn seen;',
      ),
      c(
        'continue still reads the length again',
        'const a = [1, 2, 3];\nconst seen: number[] = [];\nfor (const n of a) {\n  if (n < 3) {\n    a.push(n + 3);\n    continue;\n  }\n  seen.push(n);\n}\nreturn seen;',
      ),
      // Loops that cannot change an array: foreach.
      c('sum without changes', 'const a = [1, 2.5, 3];\nlet sum = 0;\nfor (const n of a) sum += n;\nreturn sum;'),
      c(
        'counting into a record',
        "const words = ['a', 'b', 'a', 'c', 'a'];\nconst counts: Record<string, number> = {};\nfor (const w of words) counts[w] = (counts[w] ?? 0) + 1;\nreturn counts;",
      ),
      c(
        'nested loops with break and continue',
        "const rows = [[1, 2], [3, 4, 5], [6]];\nlet out = '';\nouter: for (const row of rows) {\n  for (const x of row) {\n    if (x === 4) continue outer;\n    if (x === 6) break outer;\n    out += x;\n  }\n}\nreturn out;",
      ),
      c(
        'destructuring head without changes',
        "const pairs: [string, number][] = [['a', 1], ['b', 2]];\nlet out = '';\nfor (const [k, v] of pairs) out += k + v;\nreturn out;",
      ),
      c(
        'reassigning the variable keeps the first array',
        'let arr = [1, 2, 3];\nlet count = 0;\nfor (const n of arr) {\n  count += n;\n  arr = [];\n}\nreturn [count, arr];',
      ),
      c(
        'closures capture each pass',
        'const fs: (() => number)[] = [];\nfor (const n of [1, 2, 3]) {\n  const f = () => n * 2;\n  fs.push(f);\n}\nreturn fs.map((f) => f());',
      ),
      // for loops whose test reads a length: the length is read after the init and each update.
      c(
        'for with a length test, pushing',
        'const a = [1, 2];\nconst seen: number[] = [];\nfor (let i = 0; i < a.length; i++) {\n  seen.push(a[i]);\n  if (a[i] < 4) a.push(a[i] + 2);\n}\nreturn [seen, a.length];',
      ),
      c(
        'for with a length test, splicing and continue',
        'const a = [1, 2, 4, 5, 6, 7];\nlet i = 0;\nfor (i = 0; i < a.length; i++) {\n  if (a[i] % 2 === 0) {\n    a.splice(i, 1);\n    i--;\n    continue;\n  }\n}\nreturn [a, i];',
      ),
      c(
        'for with a string length test, reassigned',
        "let s = 'ab';\nlet out = '';\nfor (let i = 0; i < s.length && i < 6; i++) {\n  if (i === 1) s = s + 'cd';\n  out += s[i];\n}\nreturn out;",
      ),
      c(
        'for with a length behind && and a test with an effect',
        'const xs: number[] | null = params.none ? [1] : null;\nconst a = [1, 2, 3];\nlet n = 0;\nfor (let i = 0; xs !== null && i < xs.length; i++) n++;\nlet j = 0;\nfor (; j++ < a.length; ) a.length > 5 || a.push(0);\nreturn [n, j, a.length];',
      ),
    ],
    { module: MODULE },
  );

  it('a loop that surely leaves arrays alone is a foreach; one that may change them reads the length each pass', () => {
    const dir = makeProject(
      controller(`  @Api({ namespace: 'a/v1' })
  pure(): number {
    const a = [1, 2];
    const counts: Record<string, number> = {};
    let sum = 0;
    for (const n of a) {
      sum += Math.abs(n);
      counts[String(n)] = n;
    }
    return sum;
  }

  @Api({ namespace: 'a/v1', endpoint: '/changes' })
  changes(): number[] {
    const a = [1, 2];
    for (const n of a) if (n < 2) a.push(n);
    return a;
  }

  @Api({ namespace: 'a/v1', endpoint: '/indexes' })
  indexes(): number {
    const a = [1, 2];
    a.push(3); // not a fixed length (ranges.ts fixedLength()): count() each pass
    let sum = 0;
    for (let i = 0; i < a.length; i++) sum += a[i];
    return sum;
  }`),
    );
    const result = compileProject(dir);
    expect(errorsOf(result.diagnostics).map((d) => messageOf(d))).toEqual([]);
    // `counts[String(n)]` indexes a plain object with a key from data: the lookup-table warning.
    expect(warningsOf(result.diagnostics).map((d) => d.code)).toEqual([3716]);
    const php = result.files!.get('app/Controllers/TestController.php')!;
    const [pure, rest] = php.split('public function changes');
    const [changes, indexes] = rest.split('public function indexes');
    expect(indexes).toMatch(
      /for \( \$i = 0, (\$\w+) = count\( \$a->items \); \$i < \1; \+\+\$i, \1 = count\( \$a->items \) \)/,
    );
    expect(pure).toMatch(/foreach \( \$a->items as \$n \)/);
    expect(pure).not.toContain('count(');
    expect(changes).not.toContain('foreach');
    expect(changes).toMatch(
      /for \( (\$\w+) = 0, (\$\w+) = count\( \$a->items \); \1 < \2; \+\+\1, \2 = count\( \$a->items \) \)/,
    );
  });
});
