// Constructs outside the core subset (docs/subset/core.md): each is a compile error with
// a code and a position at the construct, and a message that says what to write instead.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileProject } from '../emitter/compile.js';
import { codeText, positionOf } from '../emitter/diagnostics.js';
import { controller, makeProject } from './helpers/project.js';

interface Case {
  name: string;
  /** The handler body (`params: Record<string, any>` is in scope). */
  body: string;
  /** Handler modifiers, e.g. `async`. */
  modifiers?: string;
  code?: string;
  /** Where the diagnostic starts: the first occurrence of this text in the controller. */
  at: string;
  /** A fragment of the message. */
  says: RegExp;
}

const cases: Case[] = [
  { name: 'var', body: 'var x = 1;\nreturn x;', at: 'var x', says: /`var`.*`const` or `let`/ },
  { name: 'var in a for head', body: 'let s = 0;\nfor (var i = 0; i < 2; i++) s += i;\nreturn s;', at: 'var i', says: /`var`/ },
  { name: 'label on a block', body: 'blk: {\n  break blk;\n}\nreturn 1;', at: 'blk:', says: /label on a statement that is not a loop/ },
  { name: 'await', modifiers: 'async ', body: 'const v = await Promise.resolve(1);\nreturn v;', at: 'async', says: /`async`/ },
  { name: 'await inside a handler body', body: 'const f = async () => 1;\nreturn f;', at: 'async () =>', says: /`async`/ },
  { name: 'generator function', body: 'function* g() {\n  yield 1;\n}\nreturn 1;', at: '*', says: /Generator/ },
  { name: 'delete on an array element', body: 'const a = [1, 2];\ndelete a[0];\nreturn a;', at: 'delete a[0]', says: /holes/ },
  { name: 'void', body: 'const x = void 0;\nreturn x;', at: 'void 0', says: /`void`/ },
  { name: 'getter in an object literal', body: 'const o = { get x() { return 1; } };\nreturn o;', at: 'get x()', says: /Getters and setters/ },
  { name: 'setter in an object literal', body: 'let v = 0;\nconst o = { set x(n: number) { v = n; } };\nreturn [o, v];', at: 'set x(', says: /Getters and setters/ },
  { name: 'eval', body: "return eval('1 + 1');", at: 'eval(', says: /eval/ },
  { name: 'tagged template', body: 'const tag = (s: TemplateStringsArray) => s[0];\nreturn tag`x`;', at: 'tag`x`', says: /Tagged templates/ },
  { name: 'debugger', body: 'debugger;\nreturn 1;', at: 'debugger', says: /`debugger`/ },
  { name: 'new.target', body: 'function F() {\n  return new.target;\n}\nreturn F;', at: 'new.target', says: /new\.target/ },
  { name: 'with', body: 'const o = { a: 1 };\n// @ts-ignore\nwith (o) { return a; }', at: 'with (o)', says: /`with`/ },
  { name: '== between non-null values', body: "const a: unknown = 1;\nreturn a == '1';", at: "a == '1'", says: /Use `===`/ },
  { name: '!= between non-null values', body: 'const a: number = 1;\nconst b: number = 2;\nreturn a != b;', at: 'a != b', says: /Use `!==`/ },
  { name: 'undefined vs null when the type allows both', body: 'const a = params.a as string | null | undefined;\nreturn a === undefined;', at: 'a === undefined', says: /both null and undefined|allows both/ },
  { name: 'typeof when the type allows null and undefined', body: 'const a = params.a as string | null | undefined;\nreturn typeof a;', at: 'typeof a', says: /allows both/ },
  { name: 'destructuring default when the type allows null and undefined', body: "const o = params.o as { a?: string | null };\nconst { a = 'd' } = o;\nreturn a;", at: "'d' }", says: /both null and undefined/ },
  { name: 'throwing a string', body: "throw 'oops';", at: "'oops'", says: /not an Error/ },
  { name: 'throwing a value of unknown type', body: 'const thing: unknown = params.x;\nthrow thing;', at: 'thing;', says: /not an Error/ },
  { name: 'optional call', body: 'const f = params.f as (() => number) | undefined;\nreturn f?.();', at: 'f?.()', says: /optional call/i },
  { name: 'hole in an array literal', body: 'return [1, , 2];', at: '[1, , 2]', says: /Holes/ },
  { name: 'break out of finally', body: 'for (const x of [1]) {\n  try {\n    return x;\n  } finally {\n    break;\n  }\n}\nreturn 0;', at: 'break;', says: /finally/ },
  { name: '++ on a string', body: "let s: any = '1';\nconst t: string = s;\nlet u = t;\n// @ts-ignore\nu++;\nreturn u;", at: 'u++', says: /not a number/ },
  { name: 'method in an object literal', body: 'const o = { f() { return 1; } };\nreturn o;', at: 'f() {', says: /method in an object literal/ },
  { name: 'for await', modifiers: 'async ', body: 'for await (const x of [1]) return x;\nreturn 0;', at: 'async', says: /`async`/ },
  { name: 'object pattern on an array', body: 'const { length } = [1, 2];\nreturn length;', at: '{ length }', says: /object pattern on an array/ },
  { name: 'destructuring a caught error', body: "try {\n  throw new Error('x');\n} catch ({ message }) {\n  return message;\n}", at: '{ message }', says: /Destructuring a caught error/ },
  { name: 'error.stack', body: "const e = new Error('x');\nreturn e.stack;", at: 'e.stack', says: /error\.stack/ },
  { name: 'error cause option', body: "return new Error('x', { cause: 1 }).message;", at: '{ cause', says: /cause/ },
  { name: 'instanceof a non-class', body: 'const o: unknown = {};\nreturn o instanceof Date;', at: 'Date;', says: /instanceof/ },
];

describe('constructs outside the core subset', () => {
  for (const c of cases) {
    it(`${c.name} → ${c.code ?? 'TS2WP3001'}`, () => {
      const method = `  @Api({ namespace: 'a/v1', endpoint: '/x' })\n  ${c.modifiers ?? ''}h(params: Record<string, any>): unknown {\n${c.body.replace(/^/gm, '    ')}\n  }\n`;
      const dir = makeProject(controller(method));
      const result = compileProject(dir);
      const source = fs.readFileSync(path.join(dir, 'app/Controllers/TestController.ts'), 'utf8');
      const ours = result.diagnostics.filter((d) => codeText(d).startsWith('TS2WP'));
      const listing = result.diagnostics.map((d) => `${codeText(d)} ${JSON.stringify(positionOf(d))} ${d.messageText}`).join('\n');
      const d = ours.find((x) => codeText(x) === (c.code ?? 'TS2WP3001') && c.says.test(String(x.messageText)));
      expect(d, listing).toBeDefined();
      const offset = source.indexOf(c.at, source.indexOf('@Api'));
      expect(offset, `'${c.at}' is in the source`).toBeGreaterThanOrEqual(0);
      const before = source.slice(0, offset).split('\n');
      expect(positionOf(d!), listing).toMatchObject({ line: before.length, col: before.at(-1)!.length + 1 });
      expect(result.files).toBeUndefined();
    });
  }
});
