// Seeded, bounded fuzzing: random @Api options and random handler bodies from a grammar
// of the supported subset never make the compiler throw. It either reports diagnostics
// or emits PHP that parses on every PHP version.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { compileProject } from '../emitter/compile.js';
import { closePhp, getPhp, lintPhp, PHP_VERSIONS } from './helpers/php.js';
import { controller, makeProject } from './helpers/project.js';

afterAll(closePhp);

const SEED = 4242;
const text = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.constantFrom("'", '\\', '?>', '*/', '${x}', '\n', '🌍', 'a/v1', '/x', 'GET', 'number'),
);
const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    text,
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(text, tie('value'), { maxKeys: 3 }),
  ),
})).value;

const validOptions = fc.record(
  {
    namespace: fc.constantFrom('acme/v1', 'a/b/c', 'x-y/v2'),
    endpoint: fc.constantFrom('/', '/items', '/a/b.c', '/~x'),
    name: fc.constantFrom('list', 'a.b', 'x_1'),
    methods: fc.constantFrom('GET', 'POST', ['GET', 'PUT'], ['PATCH', 'DELETE', 'POST']),
    params: fc.dictionary(
      fc.constantFrom('id', 'name', 'x_y', 'B'),
      fc.constantFrom('string', 'number', 'boolean', 'array', 'object'),
    ),
    permission: fc.boolean(),
  },
  { requiredKeys: ['namespace'] },
);

const anyOptions = fc.record(
  {
    namespace: fc.oneof(fc.constantFrom('acme/v1', 'a/b/c', '/bad', 'bad/', 'x'), text),
    endpoint: fc.oneof(fc.constantFrom('/', '/items', '/a/b', 'nope', '/a//b', '/x/'), text),
    name: fc.oneof(fc.constantFrom('list', 'a.b', 'bad name'), text),
    methods: fc.oneof(fc.constantFrom('GET', 'POST', ['GET', 'PUT'], [], ['GET', 'GET'], 'get'), json),
    params: fc.oneof(
      fc.dictionary(
        fc.constantFrom('id', 'name', 'my-id', '0', 'x_y'),
        fc.constantFrom('string', 'number', 'boolean', 'array', 'object', 'int'),
      ),
      json,
    ),
    permission: fc.oneof(fc.boolean(), json),
    extra: json,
  },
  { requiredKeys: [] },
);
const options = fc.oneof(validOptions, anyOptions);

/** Lints every PHP file of a successful compile on each version. */
async function lintAll(files: Map<string, string>): Promise<void> {
  for (const version of PHP_VERSIONS) {
    const php = await getPhp(version);
    for (const [rel, content] of files) {
      if (rel.endsWith('.php')) expect(await lintPhp(php, content), `${rel} on PHP ${version}`).toBeNull();
    }
  }
}

describe('fuzzing', () => {
  it('random @Api options: diagnostics or valid PHP, never a throw', async () => {
    const samples = fc.sample(options, { numRuns: 40, seed: SEED });
    let compiled = 0;
    for (const opts of samples) {
      const dir = makeProject(
        controller(
          `  @Api(${JSON.stringify(opts)} as any)\n  h(params: Record<string, unknown>) {\n    return { ok: true, params };\n  }\n`,
        ),
      );
      const result = compileProject(dir);
      expect(result.files !== undefined || result.diagnostics.length > 0).toBe(true);
      if (result.files) {
        compiled++;
        await lintAll(result.files);
      }
    }
    expect(compiled).toBeGreaterThan(0);
  });

  // A grammar of the subset every build supports.
  const expr = fc.letrec((tieAny) => {
    const tie = (key: 'e') => tieAny(key) as fc.Arbitrary<string>;
    return {
      e: fc
        .oneof(
          { depthSize: 'small', withCrossShrink: true },
          fc.integer({ min: -1000, max: 1000 }).map(String),
          fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }).map((n) => `(${n})`),
          text.map((s) => JSON.stringify(s)),
          fc.constantFrom('true', 'false', 'null', 'params.a', 'params.b', 'v0', 'v1'),
          fc.tuple(text, tie('e')).map(([s, e]) => `\`${s.replace(/[`\\$]/g, '')}\${${e}}\``),
          fc.array(tie('e'), { maxLength: 3 }).map((xs) => `[${xs.join(', ')}]`),
          fc.tuple(fc.constantFrom('k', 'n', '0', 'x y'), tie('e')).map(([k, e]) => `{ ${JSON.stringify(k)}: ${e} }`),
          fc
            .tuple(tie('e'), fc.constantFrom('===', '!==', '+', '&&', '||', '??'), tie('e'))
            .map(([a, op, b]) => `(${a} ${op} ${b})`),
          fc.tuple(tie('e'), tie('e'), tie('e')).map(([a, b, c]) => `(${a} ? ${b} : ${c})`),
          tie('e').map((e) => `!${e}`),
          tie('e').map((e) => `String(${e})`),
        )
        .map((e) => `(params.z ?? ${e})`), // typed any, so tsc accepts any mix
    };
  }).e;
  const body = fc
    .tuple(expr, expr, expr, fc.boolean())
    .map(
      ([a, b, c, branch]) =>
        `const v0: any = ${a};\nlet v1: any = ${b};\n${branch ? `if (${c}) {\n  v1 = v0;\n} else {\n  return { v1 };\n}\n` : ''}return { r: ${c}, v0, v1 };`,
    );

  it('random handler bodies: diagnostics or valid PHP, never a throw', async () => {
    const bodies = fc.sample(body, { numRuns: 120, seed: SEED });
    let compiled = 0;
    for (let start = 0; start < bodies.length; start += 6) {
      const batch = bodies.slice(start, start + 6);
      const methods = batch
        .map(
          (b, i) =>
            `  @Api({ namespace: 'fuzz/v1', endpoint: '/f${i}' })\n  f${i}(params: Record<string, any>) {\n${b.replace(/^/gm, '    ')}\n  }\n`,
        )
        .join('\n');
      const result = compileProject(makeProject(controller(methods)));
      expect(result.files !== undefined || result.diagnostics.length > 0).toBe(true);
      if (result.files) {
        compiled += batch.length;
        await lintAll(new Map([...result.files].filter(([rel]) => rel.startsWith('app/'))));
      }
    }
    expect(compiled).toBeGreaterThan(0);
  });
});
