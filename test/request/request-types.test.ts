// Handler params types that cannot be a request schema are compile errors (TS2WP1018) at the
// member or the parameter, with the fix; the types that can compile.
import fs from 'node:fs';
import ts from 'typescript';
import { messageOf } from '../../emitter/diagnostics/diagnostic.js';
import { describe, expect, it } from 'vitest';
import { compileProject } from '../../emitter/compile.js';
import { expectFailureAt } from '../helpers/negative.js';
import { controller, makeProject } from '../helpers/project.js';

const MODULE = `class Money {
  constructor(public cents: number) {}
}
interface Slot {
  start: string;
  minutes: number;
}`;

function compile(method: string) {
  const files = controller(method);
  const key = Object.keys(files)[0];
  files[key] = files[key].replace("from 'ts2wp';\n", `from 'ts2wp';\n\n${MODULE}\n`);
  const dir = makeProject(files);
  const result = compileProject(dir);
  fs.rmSync(dir, { recursive: true, force: true });
  return { result, source: files[key] };
}

const route = (signature: string) =>
  `  @Api({ namespace: 'shop/v1', endpoint: '/orders', methods: 'POST' })\n  create(${signature}) {\n    return { ok: true };\n  }\n`;

describe('types that cannot be a request schema', () => {
  const cases: { name: string; signature: string; at: string }[] = [
    { name: 'a function member', signature: 'params: { id: number; onDone: () => void }', at: 'onDone' },
    { name: 'a class instance', signature: 'params: { total: Money }', at: 'total' },
    { name: 'a Date', signature: 'params: { when: Date }', at: 'when' },
    { name: 'any', signature: 'params: { meta: any }', at: 'meta' },
    { name: 'a numeric index signature', signature: 'params: { byId: { [id: number]: string } }', at: 'byId' },
    { name: 'a bigint', signature: 'params: { big: bigint }', at: 'big' },
    { name: 'a tuple', signature: 'params: { range: [number, number] }', at: 'range' },
    { name: 'a method in a shape', signature: 'params: { slot: Slot & { toString(): string } }', at: 'slot' },
    { name: 'a union of shapes', signature: 'params: { pay: { card: string } | { iban: string } }', at: 'pay' },
    { name: 'not an object', signature: 'params: string', at: 'string) {' },
  ];
  for (const c of cases) {
    it(`${c.name} → TS2WP1018`, () => {
      const { result, source } = compile(route(c.signature));
      expectFailureAt(result, source, 'TS2WP1018', c.at);
      const d = result.diagnostics.find((x) => x.code === 1018)!;
      expect(messageOf(d)).toMatch(/cannot be a request field/);
    });
  }

  it('an open generic → TS2WP1018', () => {
    const { result } = compile(
      `  @Api({ namespace: 'shop/v1', endpoint: '/orders', methods: 'POST' })\n  create<T extends string>(params: { v: T }) {\n    return { ok: params.v };\n  }\n`,
    );
    expect(result.diagnostics.map((d) => d.code)).toContain(1018);
  });
});

describe('types that can', () => {
  it('compile: unknown members pass through unchecked, Record<string, unknown> params declare nothing', () => {
    const { result } = compile(
      route('params: { id: number; meta?: unknown }') +
        `  @Api({ namespace: 'shop/v1', endpoint: '/all' })\n  all(params: Record<string, unknown>) {\n    return params;\n  }\n` +
        `  @Api({ namespace: 'shop/v1', endpoint: '/slots', methods: 'PUT' })\n  slots({ slots, note = '' }: { slots: Slot[]; note?: string }) {\n    return { n: slots.length, note };\n  }\n`,
    );
    expect(result.diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error)).toEqual([]);
    const [create, all, slots] = result.model!.routes;
    expect(create.fields).toEqual([{ name: 'id', required: true, schema: { type: 'number' } }]);
    expect(all.fields).toBeUndefined();
    expect(slots.fields).toEqual([
      {
        name: 'slots',
        required: true,
        schema: {
          type: 'array',
          items: {
            type: 'object',
            properties: { start: { type: 'string' }, minutes: { type: 'number' } },
            required: ['start', 'minutes'],
            additionalProperties: false,
          },
        },
      },
      { name: 'note', required: false, schema: { type: 'string', default: '' } }, // the destructuring default is WordPress's `default`
    ]);
  });
});
