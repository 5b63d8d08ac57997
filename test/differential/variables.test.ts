// Variables (docs/subset/core.md): const/let and block scope (a shadowing variable gets
// its own PHP variable), and destructuring with defaults, rest and nesting — in
// declarations, for…of heads and assignments.
import { describe } from 'vitest';
import { differentialSuite } from '../helpers/differential.js';

describe('variables', () => {
  differentialSuite('variables', [
    // const / let and block scope.
    {
      // PHP keywords as names become `<name>_value`; one already so named stays apart.
      name: 'parameters and locals named like PHP keywords',
      body: "const pick = (list: number[], match: number, object_value: number) => list.indexOf(match) + object_value;\nconst object = { n: 1 };\nconst string = 'text';\nreturn [pick([4, 5], 5, 10), object, string];",
    },
    {
      // Locals are snake_case in PHP; names that meet there get their own variable.
      name: 'camelCase and snake_case names that meet in snake_case stay apart',
      body: "const itemCount = 1;\nlet item_count = 2;\nconst item_count_2 = 3;\nconst parseURL = 'u';\nconst parse_url = 'v';\nconst add = (userId: number, user_id: number) => userId * 10 + user_id;\nconst seen = [itemCount, item_count, item_count_2].map((itemCount) => itemCount + item_count);\nitem_count = 5;\nreturn { itemCount, item_count, item_count_2, parseURL, parse_url, sum: add(1, 2), seen, later: (() => item_count + itemCount)() };",
    },
    { name: 'let in an inner block shadows', body: 'let x = 1;\n{\n  let x = 2;\n  x++;\n}\nreturn x;' },
    {
      name: 'shadowing in nested blocks and ifs',
      body: "const v = 'outer';\nconst out: string[] = [];\nif (v) {\n  const v = 'if';\n  out.push(v);\n  {\n    const v = 'block';\n    out.push(v);\n  }\n  out.push(v);\n}\nout.push(v);\nreturn out;",
    },
    {
      name: 'shadowing reads the outer value in its initializer',
      body: 'const x = 10;\nlet r = 0;\n{\n  const y = x + 1;\n  const x2 = y * 2;\n  r = x2;\n}\nreturn [x, r];',
    },
    {
      name: 'loop variables do not leak',
      body: 'let i = 100;\nlet sum = 0;\nfor (let i = 0; i < 3; i++) sum += i;\nfor (const i of [10, 20]) sum += i;\nreturn [i, sum];',
    },
    {
      name: 'let without initializer is undefined on each pass',
      body: "let s = '';\nfor (let i = 0; i < 3; i++) {\n  let v: string | undefined;\n  if (i === 1) v = 'set';\n  s += (v ?? 'unset') + ',';\n}\nreturn s;",
    },
    {
      name: 'same name in sibling blocks',
      body: 'const out: number[] = [];\n{\n  const a = 1;\n  out.push(a);\n}\n{\n  const a = 2;\n  out.push(a);\n}\nreturn out;',
    },
    {
      name: 'names PHP reserves',
      body: 'const GLOBALS = 1;\nconst _GET = 2;\nconst $x = 3;\nconst this_ = 4;\nreturn [GLOBALS, _GET, $x, this_];',
    },
    {
      name: 'const holding an object is mutable',
      body: 'const o = { n: 1 };\nconst alias = o;\nalias.n = 2;\nconst a = [1];\nconst b = a;\nb.push(2);\nreturn [o, a];',
    },
    // Object destructuring.
    {
      name: 'object destructuring',
      body: "const o = { a: 1, b: 'two', c: [3] };\nconst { a, b, c } = o;\nreturn [a, b, c];",
    },
    {
      name: 'object destructuring with renames and defaults',
      body: "const o = { a: 1 } as { a: number; b?: string; c?: number };\nconst { a: first, b = 'dflt', c: third = 3 } = o;\nreturn [first, b, third];",
    },
    {
      name: 'default does not replace null when the type says null',
      body: "const o = { a: null } as { a: string | null; b?: string };\nconst { a = 'da' } = o;\nconst { b = 'db' } = o;\nreturn [a, b];",
    },
    {
      name: 'default is evaluated only when needed',
      body: 'let calls = 0;\nconst d = () => { calls++; return 9; };\nconst o = { a: 1 } as { a?: number; b?: number };\nconst { a = d(), b = d() } = o;\nreturn [a, b, calls];',
    },
    {
      name: 'defaults may use earlier bindings',
      body: 'const o = { a: 3 } as { a: number; b?: number };\nconst { a, b = a * 2 } = o;\nreturn [a, b];',
    },
    {
      name: 'nested object destructuring',
      body: "const o = { user: { name: 'Ada', tags: ['x', 'y'] }, n: 1 };\nconst { user: { name, tags: [firstTag] }, n } = o;\nreturn [name, firstTag, n];",
    },
    {
      name: 'object rest',
      body: "const o = { a: 1, b: 2, c: 3, 10: 'ten' };\nconst { a, ...rest } = o;\nconst { b, c, ...none } = rest;\nreturn [a, rest, b, c, none];",
    },
    {
      name: 'computed keys in patterns',
      body: "const key = 'b';\nconst o: Record<string, number> = { a: 1, b: 2, c: 3 };\nconst { [key]: value, ...others } = o;\nreturn [value, others];",
    },
    {
      name: 'object destructuring of params',
      body: 'const { page = 1, q, tags = [] } = params;\nreturn [page, q, tags];',
      params: { q: 'x' },
    },
    { name: 'destructuring undefined throws', body: 'const { a } = params.missing;\nreturn a;', throws: true },
    // Array destructuring.
    {
      name: 'array destructuring',
      body: 'const [a, b, c] = [1, 2, 3];\nconst one: number[] = [1];\nconst [x, y] = one;\nreturn [a, b, c, x, y];',
    },
    {
      name: 'array destructuring with holes, defaults and rest',
      body: 'const arr = [1, 2, 3, 4, 5];\nconst [first, , third = 0, ...rest] = arr;\nconst [p = 10, q = 20] = [undefined, 7];\nconst [, , , , , sixth = 6] = arr;\nreturn [first, third, rest, p, q, sixth];',
    },
    {
      name: 'array default with null elements',
      body: "const arr: (string | null)[] = [null];\nconst [a = 'da', b = 'db'] = arr;\nreturn [a, b];",
    },
    {
      name: 'nested array and object patterns',
      body: 'const data: [number, { x: number; y?: number }, number[]] = [1, { x: 2 }, [3, 4]];\nconst [one, { x, y = 5 }, [three, ...more]] = data;\nreturn [one, x, y, three, more];',
    },
    { name: 'array destructuring of a string', body: "const [a, b, ...rest] = 'h😀llo';\nreturn [a, b, rest];" },
    {
      name: 'array rest copies',
      body: 'const src = [1, 2, 3];\nconst [...copy] = src;\ncopy.push(4);\nreturn [src, copy];',
    },
    {
      name: 'array destructuring of a tuple from a function',
      body: "const pair = (): [string, number] => ['k', 2];\nconst [k, v] = pair();\nreturn { [k]: v };",
    },
    // Destructuring assignment.
    { name: 'swap with destructuring assignment', body: 'let a = 1;\nlet b = 2;\n[a, b] = [b, a];\nreturn [a, b];' },
    {
      name: 'destructuring assignment to properties and elements',
      body: 'const o = { x: 0 };\nconst arr = [0, 0];\nconst src = { p: 1, q: 2 };\n({ p: o.x, q: arr[1] } = src);\n[arr[0]] = [9];\nreturn [o, arr];',
    },
    {
      name: 'destructuring assignment with defaults and rest',
      body: "let a: number, b: number, rest: number[];\n[a, b = 5, ...rest] = [1, undefined, 3, 4];\nlet x: string, y: string;\n({ x, y = 'dy' } = { x: 'X' } as { x: string; y?: string });\nreturn [a, b, rest, x, y];",
    },
    {
      name: 'destructuring assignment is an expression',
      body: 'let a = 0, b = 0;\nconst r = ([a, b] = [1, 2]);\nreturn [a, b, r];',
    },
    {
      name: 'destructuring in for…of heads with nested patterns',
      body: 'const rows = [{ id: 1, pos: [0, 1] }, { id: 2, pos: [5, 6] }];\nconst out: number[] = [];\nfor (const { id, pos: [px, py] } of rows) out.push(id * 100 + px * 10 + py);\nreturn out;',
    },
    {
      name: 'destructuring in for heads',
      body: 'const out: number[] = [];\nfor (let [i, step] = [0, 2]; i < 7; i += step) out.push(i);\nreturn out;',
    },
  ]);
});
