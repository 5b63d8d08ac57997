// createIncrementalCompiler (emitter/incremental.ts), the compiler side of a watch
// session: after each change its output must equal a full build's, while it redoes only
// what the change affects.
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { compileProject, hasErrors } from '../emitter/compile.js';
import { codeText, positionOf } from '../emitter/diagnostics/diagnostic.js';
import { createIncrementalCompiler } from '../emitter/incremental.js';
import { controller, makeProject } from './helpers/project.js';

const body = (n: number) => `
  @Api({ namespace: 'inc/v1', endpoint: '/n${n}', params: { x: 'number' } })
  get${n}(params: { x: number }) {
    return { n: ${n}, x: params.x + ${n} };
  }
`;

function sameAsFullBuild(dir: string, files: Map<string, string> | undefined): void {
  const full = compileProject(dir);
  expect(full.diagnostics).toEqual([]);
  expect(files && Object.fromEntries([...files].sort())).toEqual(Object.fromEntries([...full.files!].sort()));
}

describe('createIncrementalCompiler', () => {
  it('re-translates only the changed controller and gives the same plugin as a full build', () => {
    const dir = makeProject({ ...controller(body(1), 'OneController'), ...controller(body(2), 'TwoController') });
    const compiler = createIncrementalCompiler(dir);
    const first = compiler.compile();
    expect(first.diagnostics).toEqual([]);
    expect(compiler.stats).toMatchObject({ translated: 2, reused: 0 });

    const file = path.join(dir, 'app/Controllers/TwoController.ts');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('params.x + 2', 'params.x * 2'));
    const second = compiler.compile();
    expect(compiler.stats).toMatchObject({ parsed: 1, checked: 1, translated: 1, reused: 1 });
    expect(second.files!.get('app/Controllers/TwoController.php')).toContain('* 2');
    sameAsFullBuild(dir, second.files);
  });

  it('reports a type error in the changed file, then recovers when it is fixed', () => {
    const dir = makeProject({ ...controller(body(1), 'OneController'), ...controller(body(2), 'TwoController') });
    const compiler = createIncrementalCompiler(dir);
    compiler.compile();
    const file = path.join(dir, 'app/Controllers/OneController.ts');
    const original = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, original.replace('return {', 'const bad: string = params.x;\n    return {'));
    const broken = compiler.compile();
    expect(hasErrors(broken.diagnostics)).toBe(true);
    expect(broken.files).toBeUndefined();
    fs.writeFileSync(file, original);
    const fixed = compiler.compile();
    expect(fixed.diagnostics).toEqual([]);
    sameAsFullBuild(dir, fixed.files);
  });

  it('follows added controllers and a changed config', () => {
    const dir = makeProject(controller(body(1), 'OneController'));
    const compiler = createIncrementalCompiler(dir);
    compiler.compile();
    fs.writeFileSync(
      path.join(dir, 'app/Controllers/ThreeController.ts'),
      controller(body(3), 'ThreeController')['app/Controllers/ThreeController.ts'],
    );
    const added = compiler.compile();
    expect(added.model!.routes.map((r) => r.endpoint)).toEqual(['/n1', '/n3']);
    sameAsFullBuild(dir, added.files);

    const config = JSON.parse(fs.readFileSync(path.join(dir, 'ts2wp.config.json'), 'utf8'));
    fs.writeFileSync(path.join(dir, 'ts2wp.config.json'), JSON.stringify({ ...config, phpNamespace: 'Other\\Space' }));
    const renamed = compiler.compile();
    expect(compiler.stats.reused).toBe(0);
    expect(renamed.files!.get('app/Controllers/OneController.php')).toContain(
      'namespace Other\\Space\\App\\Controllers;',
    );
    sameAsFullBuild(dir, renamed.files);
  });
});

// Random edit sequences over a multi-file project (controllers, module functions and
// constants, a class hierarchy across files, an enum): after every edit, the watch
// build's plugin and diagnostics must be exactly a full build's. Per-build state kept in
// module globals (class plans keyed by declarations, labels, capture analyses) is what
// would make an unchanged file's nodes carry the previous build's answers.
describe('incremental builds equal full builds', () => {
  type Flags = Record<(typeof EDITS)[number], boolean>;
  const EDITS = [
    'baseWorld',
    'subHello',
    'useLib',
    'helperBody',
    'limitLiteral',
    'labelLoop',
    'thirdController',
    'aBody',
    'enumValue',
    'closures',
    'typeError',
    'baseStatic',
  ] as const;

  function files(f: Flags): Record<string, string> {
    const out: Record<string, string> = {
      'app/lib/base.ts': `export class Base {\n  ${f.baseStatic ? 'static count = 1;\n  ' : ''}hello() { return 1; }\n${f.baseWorld ? '  World() { return 3; }\n' : ''}}\n`,
      'app/lib/sub.ts': `import { Base } from './base';\nexport class Sub extends Base {\n  world() { return 2; }\n${f.subHello ? '  hello() { return 20; }\n' : ''}  count = 5;\n}\n`,
      'app/lib/util.ts': `export const LIMIT = ${f.limitLiteral ? '3' : '1 + 2'};\nexport function helper(x: number) { return ${f.helperBody ? 'x * 2' : 'x + 1'}; }\nexport enum Color { Red, Green }\n`,
    };
    const imports =
      "import { Api, Controller } from 'ts2wp';\n" +
      (f.useLib ? "import { Sub } from '../lib/sub';\nimport { helper, LIMIT, Color } from '../lib/util';\n" : '');
    const a = [
      f.useLib
        ? 'const s = new Sub();\n    const r: unknown[] = [s.world(), s.hello(), helper(LIMIT), s.count];'
        : 'const r: unknown[] = [1];',
      f.labelLoop
        ? 'outer: for (const i of [1, 2]) {\n      for (const j of [3, 4]) {\n        if (j === 4) continue outer;\n        r.push(i * j);\n      }\n    }'
        : '',
      `return { r, v: ${f.aBody ? '"b"' : '"a"'} };`,
    ].join('\n    ');
    out['app/Controllers/AController.ts'] =
      `${imports}\nexport class AController extends Controller {\n  @Api({ namespace: 'inc/v1', endpoint: '/a' })\n  a() {\n    ${a}\n  }\n}\n`;
    const b = [
      f.useLib
        ? f.enumValue
          ? 'const c: unknown = Color;'
          : 'const c: unknown = Color.Green;'
        : 'const c: unknown = 0;',
      f.closures ? 'let n = 0;\n    const inc = () => { n++; return n; };\n    inc();' : 'const n = 1;',
      f.typeError ? 'const bad: string = 1;' : '',
      'return { c, n };',
    ].join('\n    ');
    out['app/Controllers/BController.ts'] =
      `${imports}\nexport class BController extends Controller {\n  @Api({ namespace: 'inc/v1', endpoint: '/b' })\n  b() {\n    ${b}\n  }\n}\n`;
    if (f.thirdController) {
      out['app/Controllers/CController.ts'] =
        `${imports}\nexport class CController extends Controller {\n  @Api({ namespace: 'inc/v1', endpoint: '/c' })\n  c() {\n    return ${f.useLib ? 'new Sub().world()' : '3'};\n  }\n}\n`;
    }
    return out;
  }

  /** Writes the files that differ from the folder's, deletes those no longer there. */
  function sync(dir: string, want: Record<string, string>, had: Record<string, string>): void {
    for (const [rel, text] of Object.entries(want)) if (had[rel] !== text) fs.writeFileSync(path.join(dir, rel), text);
    for (const rel of Object.keys(had)) if (!(rel in want)) fs.rmSync(path.join(dir, rel));
  }

  const shape = (r: ReturnType<typeof compileProject>) => ({
    files: r.files && Object.fromEntries([...r.files].sort()),
    diagnostics: r.diagnostics.map(
      (d) => `${codeText(d)} ${JSON.stringify(positionOf(d))} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
    ),
  });

  it('a base class gains a method whose PHP name collides with an unchanged subclass method', () => {
    const start = Object.fromEntries(EDITS.map((e) => [e, false])) as Flags;
    start.useLib = true;
    const dir = makeProject(files(start));
    const compiler = createIncrementalCompiler(dir);
    compiler.compile();
    sync(dir, files({ ...start, baseWorld: true }), files(start));
    const next = compiler.compile();
    expect(next.files!.get('app/Lib/Sub/Sub.php')).toContain('function world_2()');
    expect(shape(next)).toEqual(shape(compileProject(dir)));
  });

  it('for random edit sequences, every watch build equals a full build of the same sources', () => {
    fc.assert(
      // Most sequences start with the controllers using the module files (where the
      // watch build cannot reuse translations); the others exercise the reuse path.
      fc.property(
        fc.array(fc.boolean(), { minLength: EDITS.length, maxLength: EDITS.length }),
        fc.integer({ min: 0, max: 3 }),
        fc.array(fc.constantFrom(...EDITS), { minLength: 1, maxLength: 4 }),
        (start, lib, edits) => {
          let flags = Object.fromEntries(EDITS.map((e, i) => [e, start[i]])) as Flags;
          flags.useLib = lib > 0;
          const dir = makeProject(files(flags));
          try {
            const compiler = createIncrementalCompiler(dir);
            expect(shape(compiler.compile())).toEqual(shape(compileProject(dir)));
            for (const edit of edits) {
              const next = { ...flags, [edit]: !flags[edit] };
              sync(dir, files(next), files(flags));
              flags = next;
              expect(shape(compiler.compile()), `after ${edit}`).toEqual(shape(compileProject(dir)));
            }
          } finally {
            fs.rmSync(dir, { recursive: true, force: true });
          }
        },
      ),
      { numRuns: 20 },
    );
  });
});
