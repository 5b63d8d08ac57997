// createIncrementalCompiler (emitter/incremental.ts), the compiler side of a watch
// session: after each change its output must equal a full build's, while it redoes only
// what the change affects.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileProject, hasErrors } from '../emitter/compile.js';
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
    fs.writeFileSync(path.join(dir, 'app/Controllers/ThreeController.ts'), controller(body(3), 'ThreeController')['app/Controllers/ThreeController.ts']!);
    const added = compiler.compile();
    expect(added.model!.routes.map((r) => r.endpoint)).toEqual(['/n1', '/n3']);
    sameAsFullBuild(dir, added.files);

    const config = JSON.parse(fs.readFileSync(path.join(dir, 'ts2wp.config.json'), 'utf8'));
    fs.writeFileSync(path.join(dir, 'ts2wp.config.json'), JSON.stringify({ ...config, phpNamespace: 'Other\\Space' }));
    const renamed = compiler.compile();
    expect(compiler.stats.reused).toBe(0);
    expect(renamed.files!.get('app/Controllers/OneController.php')).toContain('namespace Other\\Space\\App\\Controllers;');
    sameAsFullBuild(dir, renamed.files);
  });
});
