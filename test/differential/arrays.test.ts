// Array.prototype methods, `length` and the Array functions (docs/subset/arrays-objects.md):
// each case runs in Node and in PHP 7.4 / 8.3 and must give the same JSON.
import { describe } from 'vitest';
import { differentialSuite } from '../helpers/differential.js';
import { negativeCases } from '../helpers/negative.js';

describe('arrays', () => {
  differentialSuite('arrays', [
    // length
    {
      name: 'length',
      body: 'const a = [1, 2, 3];\nconst e: number[] = [];\nreturn [a.length, e.length, [[1, 2]].length];',
    },
    { name: 'length of a tuple', body: "const t: [number, string] = [1, 'x'];\nreturn t.length;" },
    {
      name: 'length of a param array',
      body: 'const a: string[] = params.list;\nreturn a.length;',
      params: { list: ['a', 'b'] },
    },
    {
      name: 'length = 0 empties the array',
      body: 'const a = [1, 2, 3];\nconst b = a;\na.length = 0;\nreturn [a, b, b.length];',
    },
    { name: 'length = n truncates', body: 'const a = [1, 2, 3, 4];\na.length = 2;\nreturn a;' },
    { name: 'length = same length', body: 'const a = [1, 2];\na.length = 2;\nreturn a;' },
    {
      name: 'length assignment is an expression',
      body: 'const a = [1, 2, 3];\nconst n = (a.length = 1);\nreturn [n, a];',
    },
    { name: 'negative length throws', body: 'const a = [1];\na.length = -1;\nreturn a;', throws: { message: true } },
    {
      name: 'invalid length is a RangeError',
      body: "const a = [1];\ntry {\n  a.length = -1;\n} catch (e) {\n  return [e instanceof RangeError, (e as Error).name, (e as Error).message];\n}\nreturn 'no error';",
    },
    {
      name: 'reduce of empty is a TypeError',
      body: "const e: number[] = [];\ntry {\n  e.reduce((x, y) => x + y);\n} catch (err) {\n  return [err instanceof TypeError, (err as Error).name, (err as Error).message];\n}\nreturn 'no error';",
    },
    { name: 'fractional length throws', body: 'const a = [1];\na.length = 0.5;\nreturn a;', throws: { message: true } },

    // push / pop / shift / unshift
    { name: 'push returns the new length', body: 'const a = [1];\nconst n = a.push(2, 3);\nreturn [n, a];' },
    { name: 'push with no arguments', body: 'const a = [1];\nreturn [a.push(), a];' },
    { name: 'push through an alias', body: 'const a: number[] = [];\nconst b = a;\nb.push(1);\nreturn a;' },
    { name: 'push into a nested array', body: 'const o = { list: [1] };\no.list.push(2);\nreturn o;' },
    { name: 'push spread', body: 'const a = [1];\nconst b = [2, 3];\na.push(...b);\nreturn a;' },
    { name: 'push spread in the middle', body: 'const a = [0];\nconst b = [2, 3];\na.push(1, ...b, 4);\nreturn a;' },
    { name: 'pop', body: 'const a = [1, 2, 3];\nconst x = a.pop();\nreturn [x, a];' },
    { name: 'pop on empty is undefined', body: 'const a: number[] = [];\nreturn [a.pop(), a.length];' },
    { name: 'shift', body: "const a = ['a', 'b', 'c'];\nconst x = a.shift();\nreturn [x, a, a[0]];" },
    { name: 'shift on empty', body: 'const a: number[] = [];\nreturn [a.shift() === undefined, a];' },
    { name: 'unshift returns the new length', body: 'const a = [3];\nconst n = a.unshift(1, 2);\nreturn [n, a];' },
    { name: 'unshift with no arguments', body: 'const a = [3];\nreturn [a.unshift(), a];' },
    {
      name: 'stack and queue',
      body: 'const q: number[] = [];\nq.push(1);\nq.push(2);\nq.unshift(0);\nconst first = q.shift();\nconst last = q.pop();\nreturn [first, last, q];',
    },

    // at
    { name: 'at', body: 'const a = [10, 20, 30];\nreturn [a.at(0), a.at(2), a.at(-1), a.at(-3)];' },
    {
      name: 'at out of range',
      body: 'const a = [10, 20, 30];\nreturn [a.at(3) === undefined, a.at(-4) === undefined];',
    },
    { name: 'at with a fraction and NaN', body: 'const a = [10, 20, 30];\nreturn [a.at(1.7), a.at(-1.5), a.at(NaN)];' },

    // slice
    {
      name: 'slice',
      body: 'const a = [1, 2, 3, 4, 5];\nreturn [a.slice(1, 3), a.slice(2), a.slice(), a.slice(0, 0)];',
    },
    {
      name: 'slice negative',
      body: 'const a = [1, 2, 3, 4, 5];\nreturn [a.slice(-2), a.slice(-3, -1), a.slice(1, -1), a.slice(-10), a.slice(-10, -9)];',
    },
    {
      name: 'slice start after end',
      body: 'const a = [1, 2, 3];\nreturn [a.slice(2, 1), a.slice(5), a.slice(1, 100)];',
    },
    { name: 'slice copies', body: 'const a = [1, 2];\nconst b = a.slice();\nb.push(3);\nreturn [a, b];' },
    {
      name: 'slice keeps objects shared',
      body: 'const a = [{ n: 1 }];\nconst b = a.slice();\nb.at(0)!.n = 2;\nreturn a;',
    },
    { name: 'slice with undefined start', body: 'const a = [1, 2, 3];\nreturn a.slice(undefined, 2);' },
    {
      name: 'slice with fractions',
      body: 'const a = [1, 2, 3, 4];\nreturn [a.slice(1.9), a.slice(0, 2.9), a.slice(-1.5)];',
    },

    // splice
    {
      name: 'splice removes and returns',
      body: 'const a = [1, 2, 3, 4, 5];\nconst r = a.splice(1, 2);\nreturn [r, a];',
    },
    { name: 'splice inserts', body: 'const a = [1, 4];\nconst r = a.splice(1, 0, 2, 3);\nreturn [r, a];' },
    {
      name: 'splice replaces',
      body: "const a = ['a', 'b', 'c'];\nconst r = a.splice(1, 1, 'x', 'y');\nreturn [r, a];",
    },
    {
      name: 'splice start only removes the rest',
      body: 'const a = [1, 2, 3, 4];\nconst r = a.splice(2);\nreturn [r, a];',
    },
    { name: 'splice negative start', body: 'const a = [1, 2, 3, 4];\nconst r = a.splice(-2, 1);\nreturn [r, a];' },
    { name: 'splice count beyond the end', body: 'const a = [1, 2, 3];\nconst r = a.splice(1, 100);\nreturn [r, a];' },
    { name: 'splice negative count', body: 'const a = [1, 2, 3];\nconst r = a.splice(1, -1);\nreturn [r, a];' },
    { name: 'splice start beyond the end appends', body: 'const a = [1, 2];\na.splice(10, 0, 3);\nreturn a;' },
    {
      name: 'splice with explicit undefined count removes nothing',
      body: 'const a = [1, 2, 3];\nconst r = a.splice(0, undefined);\nreturn [r, a];',
    },
    { name: 'splice through an alias', body: 'const a = [1, 2, 3];\nconst b = a;\nb.splice(0, 1);\nreturn a;' },

    // concat
    { name: 'concat', body: 'const a: unknown[] = [1, 2];\nreturn [a.concat([3, 4]), a.concat(5, [6], [[7]]), a];' },
    {
      name: 'concat with no arguments copies',
      body: 'const a = [1];\nconst b = a.concat();\nb.push(2);\nreturn [a, b];',
    },
    {
      name: 'concat mixed',
      body: "const a: (number | string | number[])[] = [1];\nreturn a.concat('x', [2, 3], [[4]]);",
    },

    // join and toString
    { name: 'join default separator', body: "return [[1, 2, 3].join(), ['a'].join(), [].join()];" },
    {
      name: 'join with separators',
      body: "const a = ['a', 'b', 'c'];\nreturn [a.join('-'), a.join(''), a.join(', '), a.join(undefined)];",
    },
    { name: 'join null and undefined are empty', body: "const a = [1, null, undefined, 2];\nreturn a.join('|');" },
    {
      name: 'join nested arrays and values',
      body: "const a: unknown[] = [1, [2, [3, null]], true, 1.5, {}, 'x'];\nreturn a.join(';');",
    },
    { name: 'join numbers like JavaScript', body: "return [0.1 + 0.2, 1e21, -0, 1 / 3].join(' ');" },
    { name: 'toString', body: 'return [[1, [2, 3]].toString(), [].toString()];' },

    // reverse
    {
      name: 'reverse in place returns the same array',
      body: 'const a = [1, 2, 3];\nconst b = a.reverse();\nb.push(0);\nreturn [a, b, a === b];',
    },
    { name: 'reverse empty and single', body: 'const e: number[] = [];\nreturn [e.reverse(), [1].reverse()];' },

    // indexOf / lastIndexOf / includes
    {
      name: 'indexOf',
      body: 'const a = [1, 2, 3, 2];\nreturn [a.indexOf(2), a.indexOf(4), a.indexOf(2, 2), a.indexOf(2, -1), a.indexOf(1, -10), a.indexOf(2, 10)];',
    },
    {
      name: 'indexOf is strict',
      body: "const a: unknown[] = [1, '1', true, null];\nreturn [a.indexOf('1'), a.indexOf(1), a.indexOf(true), a.indexOf(null), a.indexOf(0)];",
    },
    { name: 'indexOf int and float are equal', body: 'const a = [1.0, 2.5];\nreturn [a.indexOf(1), a.indexOf(2.5)];' },
    { name: 'indexOf NaN is never found', body: 'const a = [1, NaN];\nreturn a.indexOf(NaN);' },
    {
      name: 'indexOf finds objects by identity',
      body: 'const o = { a: 1 };\nconst a = [{ a: 1 }, o];\nreturn [a.indexOf(o), a.indexOf({ a: 1 })];',
    },
    {
      name: 'lastIndexOf',
      body: 'const a = [1, 2, 1, 2];\nreturn [a.lastIndexOf(2), a.lastIndexOf(1), a.lastIndexOf(3), a.lastIndexOf(2, 2), a.lastIndexOf(2, -1), a.lastIndexOf(2, -3), a.lastIndexOf(1, -5)];',
    },
    {
      name: 'lastIndexOf with undefined fromIndex is 0',
      body: 'const a = [1, 2, 1];\nreturn [a.lastIndexOf(1, undefined), a.lastIndexOf(1)];',
    },
    { name: 'lastIndexOf NaN', body: 'return [NaN].lastIndexOf(NaN);' },
    {
      name: 'includes',
      body: "const a = ['a', 'b', 'c'];\nreturn [a.includes('b'), a.includes('z'), a.includes('a', 1), a.includes('c', -1), a.includes('a', -10)];",
    },
    { name: 'includes NaN is found', body: 'return [[1, NaN].includes(NaN), [1].includes(NaN)];' },
    {
      name: 'includes is strict',
      body: "const a: unknown[] = [1, '2'];\nreturn [a.includes('1'), a.includes(2), a.includes(1.0)];",
    },
    { name: 'includes on empty', body: 'const e: number[] = [];\nreturn e.includes(1);' },
    { name: 'includes zero and minus zero', body: 'return [[0].includes(-0), [-0].indexOf(0)];' },

    // fill
    {
      name: 'fill',
      body: 'const a = [1, 2, 3, 4];\nreturn [a.fill(0), [1, 2, 3, 4].fill(9, 1), [1, 2, 3, 4].fill(9, 1, 3), [1, 2, 3, 4].fill(9, -2), [1, 2, 3].fill(9, -2, -1)];',
    },
    { name: 'fill returns the same array', body: 'const a = [1, 2];\nconst b = a.fill(7);\nreturn [a === b, a];' },
    { name: 'fill out of range', body: 'return [[1, 2].fill(0, 5), [1, 2].fill(0, 1, 0)];' },
    {
      name: 'new Array(n).fill(value)',
      body: "return [new Array(3).fill(0), new Array(0).fill('x'), Array(2).fill(null)];",
    },
    {
      name: 'new Array(n).fill with a variable length',
      body: "const n = 2 + 1;\nconst row = new Array<string>(n).fill('-');\nrow[1] = 'x';\nreturn row;",
    },
    { name: 'new Array with a bad length throws', body: 'const n = -1;\nreturn new Array(n).fill(0);', throws: true },
    {
      name: 'new Array of elements',
      body: "return [new Array(1, 2, 3), new Array('a'), new Array<number>(), Array('x', 'y'), Array()];",
    },
    { name: 'fill shares one object', body: 'const a = new Array(2).fill({ n: 0 });\na.at(0)!.n = 5;\nreturn a;' },

    // flat
    { name: 'flat', body: 'const a = [1, [2, [3, [4]]]];\nreturn [a.flat(), a.flat(2), a.flat(Infinity), a.flat(0)];' },
    { name: 'flat of flat arrays and empties', body: 'const a: number[][] = [[], [1], [], [2, 3]];\nreturn a.flat();' },
    { name: 'flat negative depth copies', body: 'const a = [1, [2]];\nreturn a.flat(-1);' },

    // sort
    { name: 'sort default is string order', body: 'const a = [10, 9, 1, 100, 25];\nreturn a.sort();' },
    { name: 'sort strings', body: "const a = ['banana', 'apple', 'Cherry', 'apple2', ''];\nreturn a.sort();" },
    {
      name: 'sort in place returns the same array',
      body: 'const a = [3, 1, 2];\nconst b = a.sort();\nreturn [a === b, a];',
    },
    {
      name: 'sort numbers with a comparator',
      body: 'const a = [10, 9, 1, 100, 25, -3, 2.5];\nreturn a.sort((x, y) => x - y);',
    },
    { name: 'sort descending', body: 'const a = [3, 1, 2];\nreturn a.sort((x, y) => y - x);' },
    {
      name: 'sort is stable',
      body: "const a = [{ k: 1, v: 'a' }, { k: 0, v: 'b' }, { k: 1, v: 'c' }, { k: 0, v: 'd' }, { k: 1, v: 'e' }, { k: 0, v: 'f' }, { k: 1, v: 'g' }, { k: 0, v: 'h' }, { k: 1, v: 'i' }, { k: 0, v: 'j' }, { k: 1, v: 'k' }, { k: 0, v: 'l' }];\nreturn a.sort((x, y) => x.k - y.k).map((x) => x.v).join('');",
    },
    {
      name: 'sort is stable on a long array',
      body: 'const a: { k: number; i: number }[] = [];\nfor (let i = 0; i < 200; i++) a.push({ k: (i * 7) % 5, i });\nreturn a.sort((x, y) => x.k - y.k).map((x) => x.i);',
    },
    {
      name: 'sort undefined last without calling the comparator',
      body: 'const a: (number | undefined)[] = [3, undefined, 1, undefined, 2];\nlet calls = 0;\nlet sawUndefined = false;\nconst r = a.sort((x, y) => { calls++; if (x === undefined || y === undefined) { sawUndefined = true; return 0; } return x - y; });\nreturn [r, calls > 0, sawUndefined];',
    },
    {
      name: 'sort default with undefined',
      body: "const a: (string | undefined)[] = ['b', undefined, 'a'];\nreturn a.sort();",
    },
    {
      name: 'sort default with null sorts as "null"',
      body: "const a: (string | null)[] = ['z', null, 'a', 'nulm', 'nulk'];\nreturn a.sort();",
    },
    {
      name: 'sort mixed values by string',
      body: "const a: unknown[] = [true, 10, 'a', [1, 2], 2, false];\nreturn a.sort();",
    },
    {
      name: 'sort strings by UTF-16 code units',
      body: "const a = ['\\uff21', '\\u{1F600}', 'z', '\\u00e9', 'e'];\nreturn a.sort();",
    },
    {
      name: 'sort with a comparator on strings',
      body: "const a = ['bb', 'a', 'ccc', 'B'];\nreturn a.sort((x, y) => (x < y ? 1 : x > y ? -1 : 0));",
    },
    { name: 'sort comparator returning NaN keeps order', body: 'const a = [3, 1, 2];\nreturn a.sort(() => NaN);' },
    { name: 'sort through an alias', body: 'const a = [2, 1];\nconst b = a;\nb.sort();\nreturn a;' },
    { name: 'sort empty and single', body: 'const e: number[] = [];\nreturn [e.sort(), [1].sort()];' },
    {
      name: 'sort by localeCompare-free key',
      body: "const people = [{ name: 'bo', age: 30 }, { name: 'al', age: 25 }, { name: 'cy', age: 30 }];\nreturn people.sort((a, b) => b.age - a.age || (a.name < b.name ? -1 : 1)).map((p) => p.name);",
    },

    // callbacks
    { name: 'map', body: 'const a = [1, 2, 3];\nreturn a.map((x) => x * 2);' },
    {
      name: 'map with index and array',
      body: "const a = ['a', 'b'];\nreturn a.map((x, i, arr) => `${x}${i}${arr.length}`);",
    },
    { name: 'map to objects', body: "const a = ['x', 'y'];\nreturn a.map((name, i) => ({ name, i }));" },
    { name: 'map on empty', body: 'const e: number[] = [];\nreturn e.map((x) => x + 1);' },
    {
      name: 'map(String) and map(Number)',
      body: "const a = [1, 2.5];\nconst s = ['3', 'x', ''];\nreturn [a.map(String), s.map(Number)];",
    },
    { name: 'filter', body: 'const a = [1, 2, 3, 4, 5];\nreturn a.filter((x) => x % 2 === 1);' },
    {
      name: 'filter by truthiness',
      body: "const a: unknown[] = [0, 1, '', 'a', null, [], {}, NaN];\nreturn a.filter((x) => x);",
    },
    { name: 'filter(Boolean)', body: "const a = ['a', '', 'b'];\nreturn a.filter(Boolean);" },
    { name: 'filter with index', body: 'const a = [5, 6, 7, 8];\nreturn a.filter((_, i) => i > 1);' },
    {
      name: 'forEach',
      body: 'const a = [1, 2, 3];\nconst out: string[] = [];\na.forEach((x, i) => { out.push(`${i}:${x}`); });\nreturn out;',
    },
    { name: 'forEach returns undefined', body: 'const r = [1].forEach(() => {});\nreturn [r === undefined];' },
    {
      name: 'forEach does not visit pushed elements',
      body: 'const a = [1, 2];\nlet n = 0;\na.forEach((x) => { n++; a.push(x); });\nreturn [n, a];',
    },
    {
      name: 'forEach skips popped elements',
      body: 'const a = [1, 2, 3, 4];\nconst seen: number[] = [];\na.forEach((x) => { seen.push(x); a.pop(); });\nreturn [seen, a];',
    },
    { name: 'reduce with an initial value', body: 'const a = [1, 2, 3];\nreturn a.reduce((acc, x) => acc + x, 10);' },
    { name: 'reduce without an initial value', body: 'const a = [1, 2, 3];\nreturn a.reduce((acc, x) => acc * x);' },
    { name: 'reduce with index', body: "const a = ['a', 'b', 'c'];\nreturn a.reduce((acc, x, i) => acc + x + i, '');" },
    {
      name: 'reduce into an object',
      body: "const a = ['x', 'y', 'x'];\nreturn a.reduce((acc, k) => { acc[k] = (acc[k] ?? 0) + 1; return acc; }, {} as Record<string, number>);",
    },
    {
      name: 'reduce of empty with an initial value',
      body: 'const e: number[] = [];\nreturn e.reduce((a, b) => a + b, 0);',
    },
    {
      name: 'reduce of empty without an initial value throws',
      body: 'const e: number[] = [];\nreturn e.reduce((a, b) => a + b);',
      throws: { message: true },
    },
    {
      name: 'reduce of one element without initial skips the callback',
      body: 'const a = [5];\nlet called = false;\nconst r = a.reduce(() => { called = true; return 0; });\nreturn [r, called];',
    },
    {
      name: 'reduceRight',
      body: "const a = ['a', 'b', 'c'];\nreturn [a.reduceRight((acc, x) => acc + x), a.reduceRight((acc, x, i) => acc + x + i, '>')];",
    },
    {
      name: 'reduceRight of empty throws',
      body: 'const e: string[] = [];\nreturn e.reduceRight((a, b) => a + b);',
      throws: { message: true },
    },
    {
      name: 'find',
      body: "const a = [{ id: 1, n: 'a' }, { id: 2, n: 'b' }];\nconst f = a.find((x) => x.id === 2);\nreturn [f, a.find((x) => x.id === 3) === undefined];",
    },
    {
      name: 'find returns the same object',
      body: 'const a = [{ n: 1 }];\nconst f = a.find((x) => x.n === 1)!;\nf.n = 9;\nreturn a;',
    },
    {
      name: 'findIndex',
      body: 'const a = [5, 12, 8, 130];\nreturn [a.findIndex((x) => x > 10), a.findIndex((x) => x > 1000)];',
    },
    {
      name: 'some and every',
      body: 'const a = [1, 2, 3];\nreturn [a.some((x) => x > 2), a.some((x) => x > 3), a.every((x) => x > 0), a.every((x) => x > 1)];',
    },
    {
      name: 'some and every on empty',
      body: 'const e: number[] = [];\nreturn [e.some(() => true), e.every(() => false)];',
    },
    {
      name: 'some stops early',
      body: 'const a = [1, 2, 3];\nlet calls = 0;\na.some((x) => { calls++; return x === 2; });\nreturn calls;',
    },
    { name: 'flatMap', body: "const a = ['a', 'b'];\nreturn a.flatMap((s) => [s, s + '!']);" },
    { name: 'flatMap flattens one level only', body: 'const a = [1, 2];\nreturn a.flatMap((x) => [x, [x * 10]]);' },
    {
      name: 'flatMap with non-array results',
      body: 'const a = [1, 2, 3];\nreturn a.flatMap((x) => (x === 2 ? [] : x));',
    },
    {
      name: 'chained',
      body: "const a = [5, 3, 8, 1];\nreturn a.filter((x) => x > 2).map((x) => x * 10).sort((x, y) => x - y).join(',');",
    },
    {
      name: 'callback with a named function',
      body: 'function double(x: number): number { return x * 2; }\nreturn [1, 2].map(double);',
    },

    // iterators
    {
      name: 'keys, values, entries in for-of',
      body: "const a = ['x', 'y'];\nconst out: unknown[] = [];\nfor (const k of a.keys()) out.push(k);\nfor (const v of a.values()) out.push(v);\nfor (const e of a.entries()) out.push(e);\nreturn out;",
    },
    {
      name: 'keys and entries in Array.from and spread',
      body: "const a = ['x', 'y'];\nreturn [Array.from(a.keys()), [...a.entries()], Array.from(a.values())];",
    },

    // more edge cases
    { name: 'sort default with negative numbers and floats', body: 'return [-1, -10, 2, 1.5, 0, -0.5].sort();' },
    {
      name: 'sort booleans and null by string',
      body: 'const a: (boolean | null)[] = [true, null, false];\nreturn a.sort();',
    },
    {
      name: 'sort a param array',
      body: 'const a: string[] = params.list;\na.sort();\nreturn [a, params.list];',
      params: { list: ['b', 'c', 'a'] },
    },
    {
      name: 'reverse a param array in place',
      body: 'const a: number[] = params.list;\na.reverse();\nreturn params.list;',
      params: { list: [1, 2, 3] },
    },
    {
      name: 'push onto a param array',
      body: 'const a: number[] = params.list;\na.push(4);\nreturn params;',
      params: { list: [1] },
    },
    {
      name: 'concat keeps inner arrays shared',
      body: 'const inner = [1];\nconst c = [0].concat([inner] as never[]) as unknown as number[][];\ninner.push(2);\nreturn c;',
    },
    { name: 'flat keeps objects shared', body: 'const o = { n: 1 };\nconst f = [[o]].flat();\no.n = 2;\nreturn f;' },
    {
      name: 'indexOf with fractional fromIndex',
      body: 'const a = [1, 2, 1, 2];\nreturn [a.indexOf(1, 1.5), a.includes(1, 2.9), a.indexOf(2, NaN)];',
    },
    { name: 'at with undefined', body: 'const a = [7, 8];\nconst i: any = undefined;\nreturn a.at(i);' },
    {
      name: 'join of nested empties',
      body: "return [[[]].join(), [null].join(), [[null, [undefined]]].join('-'), [[1, 2], [3]].join(';')];",
    },
    { name: 'map returning arrays', body: 'return [1, 2].map((x) => [x, x * x]);' },
    {
      name: 'map result is a new array',
      body: 'const a = [1, 2];\nconst b = a.map((x) => x);\nb.push(3);\nreturn [a, b];',
    },
    {
      name: 'filter keeps the same objects',
      body: 'const a = [{ n: 1 }, { n: 2 }];\nconst f = a.filter((x) => x.n > 1);\nf.at(0)!.n = 20;\nreturn a;',
    },
    {
      name: 'callback sees the live array',
      body: 'const a = [1, 2, 3];\nreturn a.map((x, i, arr) => arr.length + x + i);',
    },
    {
      name: 'find on empty and with undefined elements',
      body: 'const e: number[] = [];\nconst u: (number | undefined)[] = [undefined, 1];\nreturn [e.find(() => true) === undefined, u.findIndex((x) => x === undefined)];',
    },
    {
      name: 'reduce building an array',
      body: 'return [1, 2, 3].reduce((acc, x) => { acc.unshift(x); return acc; }, [] as number[]);',
    },
    {
      name: 'reduce with an explicit undefined initial value',
      body: 'const a = [1, 2];\nreturn a.reduce((acc: number | undefined, x) => (acc ?? 100) + x, undefined);',
    },
    {
      name: 'every stops at the first false',
      body: 'let calls = 0;\nconst r = [1, 2, 3].every((x) => { calls++; return x < 2; });\nreturn [r, calls];',
    },
    { name: 'splice then length', body: 'const a = [1, 2, 3, 4, 5];\na.splice(1, 3);\nreturn [a.length, a];' },
    { name: 'Array.from a string keeps combining marks apart', body: "return Array.from('e\u0301!').length;" },
    {
      name: 'Array.from a tuple with a map',
      body: "const t: [number, string] = [1, 'a'];\nreturn Array.from(t, (x) => `${x}`);",
    },

    {
      name: 'for-of over entries sees pushed elements',
      body: "const a = ['x', 'y'];\nconst out: unknown[] = [];\nfor (const e of a.entries()) {\n  out.push(e);\n  if (a.length < 4) a.push('z');\n}\nreturn out;",
    },
    {
      name: 'for-of over keys and values sees changes',
      body: 'const a = [1, 2, 3];\nconst out: number[] = [];\nfor (const k of a.keys()) { out.push(k); if (k === 0) a.pop(); }\nfor (const v of a.values()) { out.push(v); if (v === 1) a.push(9); }\nreturn out;',
    },
    {
      name: 'entries pairs are fresh arrays',
      body: "const a = ['x'];\nconst e = [...a.entries()];\nconst f = [...a.entries()];\ne[0].push('!');\nreturn [e, f];",
    },
    // Array functions
    {
      name: 'Array.isArray',
      body: "const v: unknown[] = [[], [1], {}, 'a', null, 1];\nreturn v.map((x) => Array.isArray(x));",
    },
    {
      name: 'Array.isArray of a param',
      body: 'return [Array.isArray(params.list), Array.isArray(params.obj), Array.isArray(params.s)];',
      params: { list: [1], obj: { a: 1 }, s: 'x' },
    },
    { name: 'Array.of', body: "return [Array.of(1, 2, 3), Array.of(7), Array.of(), Array.of<unknown>('a', [1])];" },
    {
      name: 'Array.from an array copies',
      body: 'const a = [1, 2];\nconst b = Array.from(a);\nb.push(3);\nreturn [a, b];',
    },
    {
      name: 'Array.from a string by code point',
      body: "return [Array.from('héllo'), Array.from('a😀b'), Array.from('')];",
    },
    { name: 'Array.from length with a map', body: 'return Array.from({ length: 4 }, (_, i) => i * i);' },
    { name: 'Array.from length without a map', body: 'return Array.from({ length: 3 });' },
    {
      name: 'Array.from an array-like object',
      body: "const o = { length: 3, 0: 'a', 1: 'b' };\nreturn Array.from(o);",
    },
    { name: 'Array.from with a map of values', body: 'return Array.from([1, 2, 3], (x, i) => x * 10 + i);' },
    {
      name: 'Array.from length zero and fractional',
      body: 'return [Array.from({ length: 0 }), Array.from({ length: 2.7 }, () => 1)];',
    },
  ]);
});

negativeCases('arrays: unsupported', [
  { name: 'new Array(n) alone has holes', body: 'return new Array(3);', code: 'TS2WP3708', at: 'new Array(3)' },
  {
    name: 'new Array(n).map has holes',
    body: 'return new Array(3).map(() => 1);',
    code: 'TS2WP3708',
    at: 'new Array(3)',
  },
  {
    name: 'new Array(n).fill with a range leaves holes',
    body: 'return new Array(3).fill(1, 1);',
    code: 'TS2WP3708',
    at: 'new Array(3)',
  },
  {
    name: 'new Array of an any value',
    body: 'const n: any = params.n;\nreturn new Array(n);',
    code: 'TS2WP3708',
    at: 'new Array(n)',
  },
  {
    name: 'copyWithin',
    body: 'const a = [1, 2, 3];\nreturn a.copyWithin(0, 1);',
    code: 'TS2WP3704',
    at: 'a.copyWithin(',
  },
  {
    name: 'keys() kept as a value',
    body: 'const a = [1];\nconst k = a.keys();\nreturn k;',
    code: 'TS2WP3703',
    at: 'a.keys()',
  },
  {
    name: 'thisArg',
    body: 'const a = [1];\nconst self = {};\nreturn a.map((x) => x, self);',
    code: 'TS2WP3701',
    at: 'self);',
  },
  {
    name: 'sorting null and undefined together',
    body: 'const a: (number | null | undefined)[] = [1, null, undefined];\nreturn a.sort();',
    code: 'TS2WP3702',
    at: 'a.sort()',
  },
  {
    name: 'an array method as a value',
    body: 'const a = [1];\nconst f = a.push;\nreturn [f];',
    code: 'TS2WP3709',
    at: 'a.push;',
  },
  {
    name: 'Array.from of an iterable',
    body: 'const s: Iterable<number> = [1];\nreturn Array.from(s);',
    code: 'TS2WP3706',
    at: 's);',
  },
]);
