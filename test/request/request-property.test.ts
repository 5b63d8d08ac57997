// A fast-check property over the request edge: for random param types from the supported set
// (string, number, boolean, literal unions, `T | null`, `T[]`, object shapes with optional
// members, `Record<string, T>`, nested) and random JSON values, WordPress (PHP 7.4 and 8.3,
// test/harness/wp-rest.php) accepts a value exactly when the Node type guard
// (test/helpers/request-model.ts) accepts it, and the handler then answers what it answers in
// Node. The compiler must also derive the schema the generator meant.
import fc from 'fast-check';
import { afterAll, expect, it } from 'vitest';
import type { RequestSchema, RequestSchemaType } from '../../emitter/model.js';
import { closePhp, getPhp, PHP_VERSIONS } from '../helpers/php.js';
import { decode, decodeQuery } from '../helpers/request-model.js';
import { restRequests } from '../helpers/wp.js';
import { edgeProject } from './project.js';

afterAll(closePhp);

interface GenType {
  ts: string;
  schema: RequestSchema;
}

const ORDER: RequestSchemaType[] = ['string', 'number', 'boolean', 'null', 'array', 'object'];

const LEAVES: GenType[] = [
  { ts: 'string', schema: { type: 'string' } },
  { ts: 'number', schema: { type: 'number' } },
  { ts: 'boolean', schema: { type: 'boolean' } },
  { ts: "'draft' | 'live' | 'Ω'", schema: { type: 'string', enum: ['draft', 'live', 'Ω'] } },
  { ts: '1 | 2 | 30', schema: { type: 'number', enum: [1, 2, 30] } },
];

const KEYS = ['a', 'b', 'title', 'constructor', 'ключ', '0', 'x-y'];

function nullable(t: GenType): GenType {
  const types = [t.schema.type].flat();
  const schema: RequestSchema = { ...t.schema, type: ORDER.filter((k) => k === 'null' || types.includes(k)) };
  if (t.schema.enum) schema.enum = [...t.schema.enum, null];
  return { ts: `${t.ts} | null`, schema };
}

const { type: typeArb } = fc.letrec<{ type: GenType; inner: GenType }>((tie) => ({
  type: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom(...LEAVES),
    tie('inner').map(nullable),
    tie('inner').map((t) => ({ ts: `(${t.ts})[]`, schema: { type: 'array' as const, items: t.schema } })),
    tie('inner').map((t) => ({
      ts: `Record<string, ${t.ts}>`,
      schema: { type: 'object' as const, additionalProperties: t.schema },
    })),
    fc
      .uniqueArray(fc.tuple(fc.constantFrom(...KEYS), fc.boolean(), tie('inner')), {
        minLength: 1,
        maxLength: 3,
        selector: (p) => p[0],
      })
      .map((props) => {
        const schema: RequestSchema = {
          type: 'object',
          properties: Object.fromEntries(props.map(([k, , t]) => [k, t.schema])),
          additionalProperties: false,
        };
        const required = props.filter(([, optional]) => !optional).map(([k]) => k);
        if (required.length) schema.required = required;
        const ts = `{ ${props.map(([k, optional, t]) => `${JSON.stringify(k)}${optional ? '?' : ''}: ${t.ts}`).join('; ')} }`;
        return { ts, schema };
      }),
  ),
  // A member of a union or array is never itself a `| null` twice over.
  inner: tie('type').filter((t) => ![t.schema.type].flat().includes('null')),
}));

const STRINGS = [
  '',
  '0',
  '1',
  'true',
  'false',
  'FALSE',
  '5',
  '-2.5',
  '1e3',
  '.5',
  'abc',
  'a,b',
  'draft',
  'Ω',
  '日本 🌊',
  '0x1A',
  'null',
  ' 5',
  '5 ',
  '\t1',
];

const scalarArb = fc.oneof(
  fc.constantFrom<unknown>(...STRINGS),
  fc.constantFrom<unknown>(null, true, false, 0, 1, 2, 30, -1, 1.5, 1e300, -0),
  fc.integer({ min: -1e6, max: 1e6 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ maxLength: 6 }),
);

/** Values near `schema`: mostly of its shape, with scalars from the hostile pool. */
function nearArb(schema: RequestSchema, depth = 0): fc.Arbitrary<unknown> {
  const types = [schema.type].flat();
  const options: fc.Arbitrary<unknown>[] = [scalarArb];
  if (schema.enum) options.push(fc.constantFrom(...schema.enum));
  if (depth < 4 && types.includes('array'))
    options.push(fc.array(schema.items ? nearArb(schema.items, depth + 1) : scalarArb, { maxLength: 3 }));
  if (depth < 4 && types.includes('object')) {
    const props = Object.entries(schema.properties ?? {});
    const extra =
      schema.additionalProperties && schema.additionalProperties !== true ? schema.additionalProperties : null;
    options.push(
      fc
        .tuple(
          fc.tuple(...props.map(([, s]) => fc.option(nearArb(s, depth + 1), { freq: 4 }))),
          fc.array(fc.tuple(fc.constantFrom(...KEYS, '__proto__'), extra ? nearArb(extra, depth + 1) : scalarArb), {
            maxLength: extra ? 3 : 1,
          }),
        )
        .map(([values, more]) => {
          const object: Record<string, unknown> = {};
          const set = (k: string, v: unknown) =>
            Object.defineProperty(object, k, { value: v, enumerable: true, writable: true, configurable: true });
          props.forEach(([k], i) => values[i] !== null && set(k, values[i]));
          for (const [k, v] of more) set(k, v);
          return object;
        }),
    );
  }
  options.push(fc.constantFrom<unknown>([], {}));
  return fc.oneof(...options);
}

const VALUES_PER_TYPE = 16;

const batchArb = fc
  .array(typeArb, { minLength: 8, maxLength: 10 })
  .chain((types) =>
    fc.tuple(
      fc.constant(types),
      fc.tuple(
        ...types.map((t) => fc.array(nearArb(t.schema), { minLength: VALUES_PER_TYPE, maxLength: VALUES_PER_TYPE })),
      ),
    ),
  );

it('WordPress accepts a JSON value exactly when the Node type guard does, and the handler sees the same value', async () => {
  let run = 0;
  let accepted = 0;
  let total = 0;
  await fc.assert(
    fc.asyncProperty(batchArb, async ([types, values]) => {
      run++;
      const methods = types.map(
        (t, i) =>
          `  @Api({ namespace: 'prop/v1', endpoint: '/t${i}', methods: 'POST' })\n  t${i}(params: { v: ${t.ts} }) {\n    return { v: params.v, keys: Object.keys(params) };\n  }\n`,
      );
      const source = `import { Api, Controller } from 'ts2wp';\n\nexport class PropController extends Controller {\n${methods.join('\n')}}\n`;
      const project = await edgeProject(`property-${run}`, 'PropController', source);
      // The compiler derives the schema the generator meant.
      expect(project.model.routes.map((r) => r.fields?.[0]?.schema)).toEqual(types.map((t) => t.schema));
      const requests = types.flatMap((_, i) =>
        values[i].map((v) => ({ method: 'POST', path: `/prop/v1/t${i}`, jsonText: `{"v":${JSON.stringify(v)}}` })),
      );
      const expected = types.flatMap((t, i) =>
        values[i].map((v) => {
          const d = decode(t.schema, JSON.parse(JSON.stringify(v)));
          return d.ok ? { status: 200, body: project.node[`t${i}`]({ v: d.value }) } : { status: 400 };
        }),
      );
      total += requests.length;
      accepted += expected.filter((e) => e.status === 200).length;
      for (const version of PHP_VERSIONS) {
        const responses = await restRequests(await getPhp(version), [project.plugin], requests);
        const got = responses.map((r) =>
          r.status === 200 ? { status: 200, body: r.data } : { status: r.status, code: r.data?.code },
        );
        const want = expected.map((e, i) =>
          e.status === 200 ? e : { status: 400, code: got[i].status === 400 ? got[i].code : 'a 400' },
        );
        const report = got
          .map((g, i) => ({
            type: types[Math.floor(i / VALUES_PER_TYPE)].ts,
            sent: requests[i].jsonText,
            php: version,
            got: g,
            want: want[i],
          }))
          .filter((r) => JSON.stringify(r.got) !== JSON.stringify(r.want));
        expect(report).toEqual([]);
        expect(
          got
            .filter((g) => g.status === 400)
            .every((g) => ['rest_invalid_param', 'rest_missing_callback_param'].includes(g.code)),
        ).toBe(true);
      }
    }),
    { numRuns: 4, endOnFailure: true },
  );
  // The values must exercise both sides of the guard.
  expect(accepted).toBeGreaterThan(total / 10);
  expect(accepted).toBeLessThan(total * 0.9);
}, 600_000);

// Query strings carry text only: scalar types and arrays of scalars, sent on GET routes as
// `v=…` or `v[]=…&v[]=…` (a plain string for an array type is WordPress's comma list).
const QUERY_LEAVES = [...LEAVES, ...LEAVES.map(nullable)];
const queryTypeArb = fc.oneof(
  fc.constantFrom(...QUERY_LEAVES),
  fc.constantFrom(...LEAVES).map((t) => ({ ts: `(${t.ts})[]`, schema: { type: 'array' as const, items: t.schema } })),
);

const queryTextArb = fc.oneof(
  fc.constantFrom(...STRINGS, 'a b', ' 1 , 2 ', '1,0', 'draft,live', 'Ω,x'),
  fc.constantFrom<unknown>(true, false, 0, 1, 2, 30, -1, 1.5, 1e300, -0).map(String),
  fc.integer({ min: -1e6, max: 1e6 }).map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
  fc.string({ maxLength: 6 }),
);

const queryValueArb = (schema: RequestSchema): fc.Arbitrary<string | string[]> =>
  [schema.type].flat().includes('array')
    ? fc.oneof(queryTextArb, fc.array(queryTextArb, { minLength: 1, maxLength: 3 }))
    : queryTextArb;

const queryBatchArb = fc
  .array(queryTypeArb, { minLength: 8, maxLength: 10 })
  .chain((types) =>
    fc.tuple(
      fc.constant(types),
      fc.tuple(
        ...types.map((t) =>
          fc.array(queryValueArb(t.schema), { minLength: VALUES_PER_TYPE, maxLength: VALUES_PER_TYPE }),
        ),
      ),
    ),
  );

const queryString = (value: string | string[]) =>
  Array.isArray(value)
    ? value.map((item) => `v%5B%5D=${encodeURIComponent(item)}`).join('&')
    : `v=${encodeURIComponent(value)}`;

it('WordPress accepts a query-string value exactly when the Node model does, and the handler sees the same value', async () => {
  let run = 0;
  let accepted = 0;
  let total = 0;
  await fc.assert(
    fc.asyncProperty(queryBatchArb, async ([types, values]) => {
      run++;
      const methods = types.map(
        (t, i) =>
          `  @Api({ namespace: 'query/v1', endpoint: '/t${i}' })\n  t${i}(params: { v: ${t.ts} }) {\n    return { v: params.v, keys: Object.keys(params) };\n  }\n`,
      );
      const source = `import { Api, Controller } from 'ts2wp';\n\nexport class QueryController extends Controller {\n${methods.join('\n')}}\n`;
      const project = await edgeProject(`query-${run}`, 'QueryController', source);
      expect(project.model.routes.map((r) => r.fields?.[0]?.schema)).toEqual(types.map((t) => t.schema));
      const requests = types.flatMap((_, i) =>
        values[i].map((v) => ({ method: 'GET', path: `/query/v1/t${i}?${queryString(v)}` })),
      );
      const expected = types.flatMap((t, i) =>
        values[i].map((v) => {
          const d = decodeQuery(t.schema, v);
          return d.ok ? { status: 200, body: project.node[`t${i}`]({ v: d.value }) } : { status: 400 };
        }),
      );
      total += requests.length;
      accepted += expected.filter((e) => e.status === 200).length;
      for (const version of PHP_VERSIONS) {
        const responses = await restRequests(await getPhp(version), [project.plugin], requests);
        const report = responses
          .map((r, i) => ({
            type: types[Math.floor(i / VALUES_PER_TYPE)].ts,
            sent: requests[i].path,
            php: version,
            got: r.status === 200 ? { status: 200, body: r.data } : { status: r.status, code: r.data?.code },
            want: expected[i].status === 200 ? expected[i] : { status: 400, code: 'rest_invalid_param' },
          }))
          .filter((r) => JSON.stringify(r.got) !== JSON.stringify(r.want));
        expect(report).toEqual([]);
      }
    }),
    { numRuns: 3, endOnFailure: true },
  );
  expect(accepted).toBeGreaterThan(total / 10);
  expect(accepted).toBeLessThan(total * 0.9);
}, 600_000);
