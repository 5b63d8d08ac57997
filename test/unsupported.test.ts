// Constructs outside the core subset (docs/subset/core.md): each is a compile error with
// its own code (emitter/diagnostics/catalogue.ts) and a position at the construct.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileProject } from '../emitter/compile.js';
import { codeText, messageOf, positionOf } from '../emitter/diagnostics/diagnostic.js';
import { controller, makeProject } from './helpers/project.js';

interface Case {
  name: string;
  /** The handler body (`params: Record<string, any>` is in scope). */
  body: string;
  /** Handler modifiers, e.g. `async`. */
  modifiers?: string;
  /** The catalogue code (emitter/diagnostics/catalogue.ts). */
  code: string;
  /** Where the diagnostic starts: the first occurrence of this text in the controller. */
  at: string;
}

const cases: Case[] = [
  { name: 'var', code: 'TS2WP3101', body: 'var x = 1;\nreturn x;', at: 'var x' },
  {
    name: 'var in a for head',
    code: 'TS2WP3101',
    body: 'let s = 0;\nfor (var i = 0; i < 2; i++) s += i;\nreturn s;',
    at: 'var i',
  },
  { name: 'label on a block', code: 'TS2WP3104', body: 'blk: {\n  break blk;\n}\nreturn 1;', at: 'blk:' },
  {
    name: 'a promise kept in a variable',
    code: 'TS2WP3313',
    modifiers: 'async ',
    body: 'const p = Promise.resolve(1);\nreturn await p;',
    at: 'Promise.resolve(1)',
  },
  {
    // Its type is read from its declaration (async.ts mayMakePromise()), not asked of the checker.
    name: 'a promise of an async function called by name, kept in a variable',
    code: 'TS2WP3313',
    modifiers: 'async ',
    body: 'async function load(n: number) {\n  return n;\n}\nconst p = load(1);\nreturn await p;',
    at: 'load(1)',
  },
  {
    name: 'a promise of an overload, kept in a variable',
    code: 'TS2WP3313',
    modifiers: 'async ',
    body:
      'function pick(n: number): number;\nfunction pick(s: string): Promise<string>;\n' +
      'function pick(x: number | string): any {\n  return x;\n}\n' +
      "const p = pick('a');\nreturn await p;",
    at: "pick('a')",
  },
  {
    name: 'an async callback',
    code: 'TS2WP3301',
    body: 'return [1, 2].map(async (n) => n * 2);',
    at: 'async (n)',
  },
  { name: 'generator function', code: 'TS2WP3302', body: 'function* g() {\n  yield 1;\n}\nreturn 1;', at: '*' },
  {
    name: 'delete on an array element',
    code: 'TS2WP3220',
    body: 'const a = [1, 2];\ndelete a[0];\nreturn a;',
    at: 'delete a[0]',
  },
  { name: 'void', code: 'TS2WP3207', body: 'const x = void 0;\nreturn x;', at: 'void 0' },
  {
    name: 'getter in an object literal',
    code: 'TS2WP3202',
    body: 'const o = { get x() { return 1; } };\nreturn o;',
    at: 'get x()',
  },
  {
    name: 'setter in an object literal',
    code: 'TS2WP3202',
    body: 'let v = 0;\nconst o = { set x(n: number) { v = n; } };\nreturn [o, v];',
    at: 'set x(',
  },
  { name: 'eval', code: 'TS2WP3002', body: "return eval('1 + 1');", at: 'eval(' },
  {
    name: 'tagged template',
    code: 'TS2WP3210',
    body: 'const tag = (s: TemplateStringsArray) => s[0];\nreturn tag`x`;',
    at: 'tag`x`',
  },
  { name: 'debugger', code: 'TS2WP3103', body: 'debugger;\nreturn 1;', at: 'debugger' },
  {
    name: 'new.target',
    code: 'TS2WP3211',
    body: 'function F() {\n  return new.target;\n}\nreturn F;',
    at: 'new.target',
  },
  {
    name: 'with',
    code: 'TS2WP3102',
    body: 'const o = { a: 1 };\n// @ts-ignore\nwith (o) { return a; }',
    at: 'with (o)',
  },
  {
    name: '== between non-null values',
    code: 'TS2WP3213',
    body: "const a: unknown = 1;\nreturn a == '1';",
    at: "a == '1'",
  },
  {
    name: '!= between non-null values',
    code: 'TS2WP3213',
    body: 'const a: number = 1;\nconst b: number = 2;\nreturn a != b;',
    at: 'a != b',
  },
  {
    name: 'undefined vs null when the type allows both',
    code: 'TS2WP3212',
    body: 'const a = params.a as string | null | undefined;\nreturn a === undefined;',
    at: 'a === undefined',
  },
  {
    name: 'typeof when the type allows null and undefined',
    code: 'TS2WP3212',
    body: 'const a = params.a as string | null | undefined;\nreturn typeof a;',
    at: 'typeof a',
  },
  {
    name: 'destructuring default when the type allows null and undefined',
    code: 'TS2WP3504',
    body: "const o = params.o as { a: string | null | undefined };\nconst { a = 'd' } = o;\nreturn a;",
    at: "'d' }",
  },
  {
    name: 'undefined vs null on a required member whose type allows both',
    code: 'TS2WP3212',
    body: 'const o = params.o as { a: string | null | undefined };\nreturn o.a === null;',
    at: 'o.a === null',
  },
  {
    name: 'undefined vs null on a reassigned local destructured from a member x?: T | null',
    code: 'TS2WP3212',
    body: "const o = params.o as { a?: string | null };\nlet { a } = o;\nif (a === '') a = undefined;\nreturn a === undefined;",
    at: 'a === undefined;',
  },
  {
    name: 'undefined stored in a member x?: T | null',
    code: 'TS2WP3221',
    body: 'const o = params.o as { a?: string | null };\no.a = undefined;\nreturn o;',
    at: 'o.a = undefined',
  },
  {
    name: 'a value that may be undefined in an object literal member x?: T | null',
    code: 'TS2WP3221',
    body: 'const o = params.o as { a?: string | null };\nconst a = params.a as string | undefined;\nconst copy: { a?: string | null } = { a };\nreturn [o, copy];',
    at: 'a };',
  },
  { name: 'throwing a string', code: 'TS2WP3109', body: "throw 'oops';", at: "'oops'" },
  {
    name: 'throwing a value of unknown type',
    code: 'TS2WP3109',
    body: 'const thing: unknown = params.x;\nthrow thing;',
    at: 'thing;',
  },
  { name: 'hole in an array literal', code: 'TS2WP3205', body: 'return [1, , 2];', at: '[1, , 2]' },
  {
    name: 'break out of finally',
    code: 'TS2WP3105',
    body: 'for (const x of [1]) {\n  try {\n    return x;\n  } finally {\n    break;\n  }\n}\nreturn 0;',
    at: 'break;',
  },
  {
    name: '++ on a string',
    code: 'TS2WP3218',
    body: "let s: any = '1';\nconst t: string = s;\nlet u = t;\n// @ts-ignore\nu++;\nreturn u;",
    at: 'u++',
  },
  {
    name: 'method in an object literal',
    code: 'TS2WP3203',
    body: 'const o = { f() { return 1; } };\nreturn o;',
    at: 'f() {',
  },
  {
    name: 'for await',
    code: 'TS2WP3107',
    body: 'const first = async () => {\n  for await (const x of [1]) return x;\n  return 0;\n};\nreturn first;',
    at: 'await (const',
  },
  {
    name: 'object pattern on an array',
    code: 'TS2WP3503',
    body: 'const { length } = [1, 2];\nreturn length;',
    at: '{ length }',
  },
  {
    name: 'destructuring a caught error',
    code: 'TS2WP3108',
    body: "try {\n  throw new Error('x');\n} catch ({ message }) {\n  return message;\n}",
    at: '{ message }',
  },
  { name: 'error.stack', code: 'TS2WP3823', body: "const e = new Error('x');\nreturn e.stack;", at: 'e.stack' },
  {
    name: 'error cause option',
    code: 'TS2WP3821',
    body: "return new Error('x', { cause: 1 }).message;",
    at: '{ cause',
  },
  {
    name: 'instanceof a non-class',
    code: 'TS2WP3824',
    body: 'const o: unknown = {};\nreturn o instanceof Date;',
    at: 'Date;',
  },
];

describe('constructs outside the core subset', () => {
  for (const c of cases) {
    it(`${c.name} → ${c.code}`, () => {
      const method = `  @Api({ namespace: 'a/v1', endpoint: '/x' })\n  ${c.modifiers ?? ''}h(params: Record<string, any>): ${c.modifiers?.includes('async') ? 'Promise<unknown>' : 'unknown'} {\n${c.body.replace(/^/gm, '    ')}\n  }\n`;
      const dir = makeProject(controller(method));
      const result = compileProject(dir);
      const source = fs.readFileSync(path.join(dir, 'app/Controllers/TestController.ts'), 'utf8');
      const ours = result.diagnostics.filter((d) => codeText(d).startsWith('TS2WP'));
      const listing = result.diagnostics
        .map((d) => `${codeText(d)} ${JSON.stringify(positionOf(d))} ${messageOf(d)}`)
        .join('\n');
      const d = ours.find((x) => codeText(x) === c.code);
      expect(d, listing).toBeDefined();
      const offset = source.indexOf(c.at, source.indexOf('@Api'));
      expect(offset, `'${c.at}' is in the source`).toBeGreaterThanOrEqual(0);
      const before = source.slice(0, offset).split('\n');
      expect(positionOf(d!), listing).toMatchObject({ line: before.length, col: before.at(-1)!.length + 1 });
      expect(result.files).toBeUndefined();
    });
  }
});
