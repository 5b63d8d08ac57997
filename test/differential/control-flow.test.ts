// Control flow (docs/subset/core.md): if/else with JavaScript truthiness, switch with
// strict matching, loops (for, for…of over arrays and strings, for…in, while, do…while),
// break/continue with labels (PHP counts a switch as a loop level), try/catch/finally and
// throw.
import { describe, expect, it } from 'vitest';
import { buildProject } from '../helpers/build.js';
import { differentialSuite } from '../helpers/differential.js';
import { getPhp } from '../helpers/php.js';
import { controller, makeProject } from '../helpers/project.js';
import { restRequests } from '../helpers/wp.js';

describe('control flow', () => {
  differentialSuite('control-flow', [
    // if / else and conditions.
    {
      name: 'if takes JavaScript truthiness',
      body: "const vals: unknown[] = ['0', [], {}, '', 0, NaN, null, ' ', -1];\nlet out = '';\nfor (const v of vals) {\n  if (v) out += 'T';\n  else out += 'F';\n}\nreturn out;",
    },
    {
      name: 'if with && and || in the condition',
      body: "const a: unknown = '0';\nconst b: unknown = 0;\nconst r: string[] = [];\nif (a && b) r.push('and');\nif (a || b) r.push('or');\nif (!b && a) r.push('not');\nif (!(a && b)) r.push('nand');\nreturn r;",
    },
    {
      name: 'if on strings, numbers and nullable arrays',
      body: "const s: string = '';\nconst n: number = NaN;\nconst arr = params.arr as number[] | null;\nconst none = params.none as number[] | null;\nreturn [s ? 1 : 2, n ? 1 : 2, arr ? 1 : 2, none ? 1 : 2];",
      params: { arr: [], none: null },
    },
    {
      name: 'else if chains',
      body: "const grade = (n: number) => {\n  if (n >= 90) return 'A';\n  else if (n >= 80) return 'B';\n  else if (n >= 70) return 'C';\n  return 'F';\n};\nreturn [grade(95), grade(85), grade(75), grade(10)];",
    },
    // switch.
    {
      name: "switch matches strictly: '1' is not 1",
      body: "const v: unknown = params.v;\nswitch (v) {\n  case 1: return 'number one';\n  case '1': return 'string one';\n  default: return 'other';\n}",
      params: { v: '1' },
    },
    {
      name: 'switch on numbers: 1 and 1.0 match',
      body: "const n = params.n as number;\nswitch (n) {\n  case 0: return 'zero';\n  case 1: return 'one';\n  default: return 'many';\n}",
      params: { n: 1.0 },
    },
    {
      name: 'switch does not match loosely',
      body: "const out: string[] = [];\nfor (const v of ['', 0, '0', null, false, '01', 1] as unknown[]) {\n  switch (v) {\n    case 0: out.push('zero'); break;\n    case '': out.push('empty'); break;\n    case null: out.push('null'); break;\n    case false: out.push('false'); break;\n    case '1': out.push('one'); break;\n    default: out.push('default');\n  }\n}\nreturn out;",
    },
    {
      name: 'switch fall-through',
      body: "const hits: string[] = [];\nconst v = params.v as number;\nswitch (v) {\n  case 1: hits.push('1');\n  case 2: hits.push('2');\n  case 3: hits.push('3'); break;\n  case 4: hits.push('4');\n}\nreturn hits;",
      params: { v: 2 },
    },
    {
      name: 'switch with default in the middle',
      body: "const run = (v: number) => {\n  const hits: string[] = [];\n  switch (v) {\n    case 1: hits.push('1');\n    default: hits.push('d');\n    case 2: hits.push('2'); break;\n    case 3: hits.push('3');\n  }\n  return hits;\n};\nreturn [run(1), run(2), run(3), run(9)];",
    },
    {
      name: 'switch without a match and without default',
      body: "let r = 'none';\nconst s: string = 'z';\nswitch (s) {\n  case 'a': r = 'a'; break;\n}\nreturn r;",
    },
    {
      name: 'switch on an expression evaluates it once',
      body: 'let calls = 0;\nconst next = () => ++calls;\nswitch (next()) {\n  case 5: break;\n  case 1: calls += 10; break;\n}\nreturn calls;',
    },
    {
      name: 'switch cases with blocks and declarations',
      body: "const f = (k: string) => {\n  switch (k) {\n    case 'a': {\n      const x = 1;\n      return x;\n    }\n    case 'b': {\n      const x = 2;\n      return x * 10;\n    }\n  }\n  return -1;\n};\nreturn [f('a'), f('b'), f('c')];",
    },
    {
      name: 'switch case expressions that are not literals',
      body: "const base = 10;\nconst v = params.v as number;\nswitch (v) {\n  case base + 1: return 'eleven';\n  case base * 2: return 'twenty';\n}\nreturn 'no';",
      params: { v: 20 },
    },
    {
      name: 'break inside switch inside a loop leaves the switch only',
      body: 'const out: number[] = [];\nfor (let i = 0; i < 4; i++) {\n  switch (i) {\n    case 1: break;\n    default: out.push(i);\n  }\n  out.push(-i);\n}\nreturn out;',
    },
    {
      name: 'continue inside switch inside a loop continues the loop',
      body: 'const out: number[] = [];\nfor (let i = 0; i < 5; i++) {\n  switch (i % 2) {\n    case 0: continue;\n  }\n  out.push(i);\n}\nreturn out;',
    },
    // Loops.
    {
      name: 'for loop with break and continue',
      body: 'const out: number[] = [];\nfor (let i = 0; i < 10; i++) {\n  if (i === 7) break;\n  if (i % 2) continue;\n  out.push(i);\n}\nreturn out;',
    },
    {
      name: 'for loop with two variables and a comma update',
      body: 'const out: string[] = [];\nfor (let i = 0, j = 5; i < j; i++, j--) out.push(`${i}-${j}`);\nreturn out;',
    },
    {
      name: 'for loop with empty parts',
      body: 'let n = 0;\nfor (;;) {\n  if (++n > 3) break;\n}\nlet m = 0;\nfor (; m < 2; ) m++;\nreturn [n, m];',
    },
    { name: 'for loop counter after the loop', body: 'let i = 0;\nfor (i = 10; i > 0; i -= 3);\nreturn i;' },
    {
      name: 'while and do…while',
      body: 'let n = 0;\nwhile (n < 5) n += 2;\nlet m = 100;\ndo {\n  m++;\n} while (m < 5);\nlet k = 0;\ndo k++; while (k < 3);\nreturn [n, m, k];',
    },
    {
      name: 'while with a truthy non-boolean condition',
      body: "const items = ['a', 'b', 'c'];\nlet s = '';\nlet x: string | undefined;\nwhile ((x = items.shift())) s += x;\nreturn [s, items];",
    },
    {
      name: 'continue in do…while checks the condition',
      body: "let i = 0;\nlet s = '';\ndo {\n  i++;\n  if (i === 2) continue;\n  s += i;\n} while (i < 4);\nreturn s;",
    },
    {
      name: 'labelled break and continue',
      body: 'const out: string[] = [];\nouter: for (let i = 0; i < 3; i++) {\n  for (let j = 0; j < 3; j++) {\n    if (j === 1) continue outer;\n    if (i === 2) break outer;\n    out.push(`${i}${j}`);\n  }\n}\nreturn out;',
    },
    {
      name: 'labelled continue through a switch',
      body: 'const out: number[] = [];\nloop: for (const n of [1, 2, 3, 4]) {\n  switch (n) {\n    case 2: continue loop;\n    case 4: break loop;\n  }\n  out.push(n);\n}\nreturn out;',
    },
    {
      name: 'labelled while and do…while',
      body: "let i = 0;\nlet s = '';\na: while (true) {\n  i++;\n  let j = 0;\n  b: do {\n    j++;\n    if (j === 2) continue b;\n    if (i === 3) break a;\n    s += `${i}${j},`;\n  } while (j < 3);\n}\nreturn s;",
    },
    {
      name: 'labelled switch',
      body: "let r = '';\nsw: switch (params.k as string) {\n  case 'a':\n    for (let i = 0; i < 5; i++) {\n      if (i === 2) break sw;\n      r += i;\n    }\n    r += 'never';\n}\nreturn r;",
      params: { k: 'a' },
    },
    // for…of.
    { name: 'for…of over an array', body: 'let sum = 0;\nfor (const n of [1, 2, 3.5]) sum += n;\nreturn sum;' },
    {
      name: 'for…of sees elements pushed during the loop',
      body: 'const a = [1, 2];\nconst seen: number[] = [];\nfor (const n of a) {\n  seen.push(n);\n  if (n < 3) a.push(n + 2);\n}\nreturn [seen, a];',
    },
    {
      name: 'for…of over a string by code points',
      body: "const out: string[] = [];\nfor (const ch of 'hé😀!') out.push(ch);\nreturn out;",
    },
    {
      name: 'for…of with destructuring',
      body: "const pairs: [string, number][] = [['a', 1], ['b', 2]];\nconst out: string[] = [];\nfor (const [k, v] of pairs) out.push(k + v);\nconst people = [{ name: 'Ada', age: 36 }, { name: 'Bob' }] as { name: string; age?: number }[];\nfor (const { name, age = 0 } of people) out.push(`${name}:${age}`);\nreturn out;",
    },
    {
      name: 'for…of over entries()',
      body: "const out: string[] = [];\nfor (const [i, v] of ['x', 'y'].entries()) out.push(`${i}=${v}`);\nreturn out;",
    },
    {
      name: 'for…of into an existing variable',
      body: "let last = '';\nlet count = 0;\nfor (last of ['a', 'b', 'c']) count++;\nreturn [last, count];",
    },
    {
      name: 'for…of over a value of unknown type',
      body: "const list: any = params.list;\nconst text: any = 'ab';\nlet s = '';\nfor (const x of list) s += x;\nfor (const c of text) s += c;\nreturn s;",
      params: { list: [1, 'two', 3] },
    },
    {
      name: 'for…of over a reassigned variable keeps the first array',
      body: 'let arr = [1, 2, 3];\nconst seen: number[] = [];\nfor (const n of arr) {\n  seen.push(n);\n  arr = [];\n}\nreturn [seen, arr];',
    },
    {
      name: 'for…of over undefined throws',
      body: 'const list: any = params.list;\nfor (const x of list) return x;\nreturn 0;',
      throws: true,
    },
    // for…in.
    {
      name: 'for…in over an object in JavaScript key order',
      body: 'const o: Record<string, number> = { b: 1, 10: 2, a: 3, 2: 4 };\nconst keys: string[] = [];\nfor (const k in o) keys.push(k);\nreturn keys;',
    },
    {
      name: 'for…in over an array gives indexes as strings',
      body: "const out: unknown[] = [];\nfor (const i in ['x', 'y', 'z']) out.push(i, typeof i);\nreturn out;",
    },
    {
      name: 'for…in with break and values',
      body: "const o = { a: 1, b: 2, c: 3 };\nlet s = 0;\nfor (const k in o) {\n  if (k === 'c') break;\n  s += o[k as keyof typeof o];\n}\nreturn s;",
    },
    // Exceptions.
    { name: 'throw new Error gives the message', body: "throw new Error('boom');", throws: { message: true } },
    {
      name: 'throw TypeError and RangeError',
      body: "const kind = params.kind as string;\nif (kind === 'type') throw new TypeError('bad type');\nthrow new RangeError('out of range');",
      params: { kind: 'type' },
      throws: { message: true },
    },
    {
      name: 'try/catch reads message and name',
      body: "try {\n  throw new TypeError('nope');\n} catch (e) {\n  const err = e as Error;\n  return [err.message, err.name, err instanceof TypeError, err instanceof Error, String(err), `${err}`];\n}",
    },
    {
      name: 'catch without a binding',
      body: "let r = 'start';\ntry {\n  throw new Error('x');\n} catch {\n  r = 'caught';\n}\nreturn r;",
    },
    {
      name: 'finally runs after return, and a return in finally wins',
      body: "const log: string[] = [];\nconst f = () => {\n  try {\n    log.push('try');\n    return 'from try';\n  } finally {\n    log.push('finally');\n  }\n};\nconst g = () => {\n  try {\n    return 'from try';\n  } finally {\n    // eslint-disable-next-line no-unsafe-finally\n    return 'from finally';\n  }\n};\nreturn [f(), g(), log];",
    },
    {
      name: 'finally runs on break and continue',
      body: 'const log: string[] = [];\nfor (let i = 0; i < 3; i++) {\n  try {\n    if (i === 0) continue;\n    if (i === 2) break;\n    log.push(`body${i}`);\n  } finally {\n    log.push(`fin${i}`);\n  }\n}\nreturn log;',
    },
    {
      name: 'rethrow from catch and nested try',
      body: "const log: string[] = [];\ntry {\n  try {\n    throw new Error('inner');\n  } catch (e) {\n    log.push('caught ' + (e as Error).message);\n    throw e;\n  } finally {\n    log.push('inner finally');\n  }\n} catch (e) {\n  log.push('outer ' + (e as Error).message);\n}\nreturn log;",
    },
    {
      name: 'errors from the runtime are catchable as TypeError',
      body: 'const o: any = params.o;\ntry {\n  return o.a.b;\n} catch (e) {\n  return [e instanceof TypeError, e instanceof Error, (e as Error).name];\n}',
      params: { o: {} },
    },
    {
      name: 'an error thrown in a function and caught in the handler',
      body: "const parse = (s: string): number => {\n  const n = Number(s);\n  if (n !== n) throw new RangeError(`not a number: ${s}`);\n  return n;\n};\nconst out: unknown[] = [];\nfor (const s of ['1', 'x', '3']) {\n  try {\n    out.push(parse(s));\n  } catch (e) {\n    out.push((e as Error).message);\n  }\n}\nreturn out;",
    },
    {
      name: 'new Error message conversions',
      body: "const u = params.u as string | undefined;\nreturn [new Error().message, new Error(u).message, new Error('x').message, new Error(`n=${1.5}`).message];",
    },
    { name: 'returning an error serializes as {}', body: "return { e: new Error('x') };" },
    {
      name: 'uncaught error thrown from nested loops',
      body: "for (const a of [1, 2]) {\n  for (const b of [3, 4]) {\n    if (a * b === 6) throw new Error(`hit ${a}x${b}`);\n  }\n}\nreturn 'none';",
      throws: { message: true },
    },
  ]);
});

describe('an uncaught throw through WordPress REST', () => {
  it("answers 500 ts2wp_handler_error with the Error's message", async () => {
    const plugin = await buildProject(
      makeProject(
        controller(
          `
  @Api({ namespace: 'boom/v1', endpoint: '/throw', params: { kind: 'string' } })
  boom(params: { kind: string }) {
    if (params.kind === 'type') throw new TypeError('wrong kind');
    if (params.kind === 'plain') throw new Error('x');
    return { ok: true };
  }
`,
          'BoomController',
        ),
      ),
    );
    const [plain, type, ok] = await restRequests(
      await getPhp('8.3'),
      [plugin],
      [
        { method: 'GET', path: '/boom/v1/throw/plain' },
        { method: 'GET', path: '/boom/v1/throw/type' },
        { method: 'GET', path: '/boom/v1/throw/none' },
      ],
    );
    expect(plain).toMatchObject({ status: 500, data: { code: 'ts2wp_handler_error', message: 'x' } });
    expect(type).toMatchObject({ status: 500, data: { code: 'ts2wp_handler_error', message: 'wrong kind' } });
    expect(ok).toMatchObject({ status: 200, data: { ok: true } });
  });
});
