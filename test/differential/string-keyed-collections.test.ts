// Issue 33, compute5 step: `m.get(k)`, `m.set(k, v)`, `m.has(k)` and `s.add(v)`, `s.has(v)`
// with a key the checker types as a string call the runtime's *_string methods, which skip
// JsMap::identity() (builtins/map-set.ts). The edges: the empty string, a `string` that is
// undefined at run time (an index past the end), numeric texts ("1", "01", "-0", "NaN") next
// to number keys in the same Map, keys read from an object's numeric property names,
// non-ASCII and emoji keys, names of Object's built-ins, updates that keep the order, and
// changes while a for…of walks the Map. Each case runs in Node and in PHP 7.4 / 8.3 / 8.5;
// the last test checks that the methods are really emitted.
import { describe, expect, it } from 'vitest';
import { c, differentialSuite, emittedController, type DiffCase } from '../helpers/differential.js';

const CASES: DiffCase[] = [
  c(
    'counting word pairs in a Map and first letters, an empty word included',
    "const text = 'the cat and the hat and the cat  ünd 日本 the';\nconst words = text.split(' ');\nconst pairs = new Map<string, number>();\nconst initials = new Map<string, number>();\nfor (let i = 0; i < words.length; i++) {\n  const w = words[i];\n  initials.set(w[0], (initials.get(w[0]) ?? 0) + 1);\n  if (i + 1 < words.length) {\n    const pair = w + ' ' + words[i + 1];\n    pairs.set(pair, (pairs.get(pair) ?? 0) + 1);\n  }\n}\nreturn [[...pairs.entries()], [...initials.keys()].map((k) => (k === undefined ? 'undefined' : k)), initials.get(''), initials.has(''), initials.size];",
  ),
  c(
    'numeric texts and numbers as keys of one Map stay apart',
    "const m = new Map<string | number, string>();\nconst texts: string[] = ['1', '01', '-0', 'NaN', '1e3', ' 1', ''];\nfor (const t of texts) m.set(t, 'text ' + t);\nm.set(1, 'number 1');\nm.set(-0, 'number -0');\nm.set(NaN, 'number NaN');\nm.set(1000, 'number 1000');\nconst byText = texts.map((t) => m.get(t));\nconst s = new Set<string>(texts);\nreturn [byText, m.get(1), m.get(0), m.get(NaN), m.size, texts.map((t) => s.has(t)), s.has('0'), s.size];",
  ),
  c(
    "keys from an object's numeric property names, non-ASCII, emoji and Object's built-in names",
    "const stock = { 10: 'ten', 2: 'two', b: 'bee', é: 'e acute', '😀': 'smile' };\nconst m = new Map<string, string>();\nfor (const k of Object.keys(stock)) m.set(k, stock[k as keyof typeof stock]);\nconst seen = new Set<string>();\nfor (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'constructor']) seen.add(name);\nreturn [m.get('10'), m.get('2'), m.has('10'), m.has('3'), m.get('é'), m.get('😀'), [...m.keys()], [...seen], seen.has('__proto__'), seen.has('valueOf')];",
  ),
  c(
    'updates keep the first position; a for…of sees keys added and values changed while it walks',
    "const m = new Map<string, number>();\nm.set('b', 1).set('a', 2).set('b', 3);\nconst walked: string[] = [];\nfor (const [k, v] of m) {\n  walked.push(k + '=' + v);\n  if (k === 'b') {\n    m.set('a', 20);\n    m.set('c', 30);\n  }\n}\nconst s = new Set<string>(['x']);\nconst added: string[] = [];\nfor (const v of s) {\n  added.push(v);\n  if (v.length < 3) s.add(v + v);\n}\nreturn [walked, [...m.entries()], added, s.size];",
  ),
];

describe('string-keyed collections', () => {
  differentialSuite('string-keyed-collections', CASES);

  it('calls the string methods for keys the checker types as strings, and only those', () => {
    const php = emittedController(CASES.slice(0, 2));
    expect(php).toMatch(/\$pairs->set_string\( \$pair, \( \$pairs->get_string\( \$pair \) \?\? 0 \) \+ 1 \)/);
    expect(php).toMatch(/\$s->has_string\(/);
    // A key typed number, or string | number, keeps the general method.
    expect(php).toMatch(/\$m->set\( 1, /);
    expect(php).toMatch(/\$m->get\( NAN \)/);
  });
});
