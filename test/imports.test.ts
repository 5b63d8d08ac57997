// The compiled CLI loads TypeScript with require() (cli/typescript-shim.ts) because our
// modules import it as `#typescript`; one `import ts from 'typescript'` would bring back
// the ≈1 s scan of the CommonJS file on every run (docs/performance.md).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCircles } from '../tools/import-circles.js';
import { REPO } from './helpers/project.js';

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'templates' ? [] : sources(full);
    return e.name.endsWith('.ts') ? [full] : [];
  });
}

describe('TypeScript imports', () => {
  it("modules import '#typescript', never 'typescript' as a value", () => {
    const files = ['cli', 'emitter', 'devserver', 'lib', 'tools'].flatMap((d) => sources(path.join(REPO, d)));
    const offenders = files.filter((f) => /^import (?!type )[^;]*from 'typescript';/m.test(fs.readFileSync(f, 'utf8')));
    expect(offenders.map((f) => path.relative(REPO, f))).toEqual([]);
    expect(files.filter((f) => fs.readFileSync(f, 'utf8').includes("from '#typescript';")).length).toBeGreaterThan(30);
  });
});

// The layers (docs/architecture.md): model.ts is plain data that imports nothing of the
// compiler; analyze/ fills it in, transform/ and render/ read it. Type imports count: a
// type import still ties two files' layers together.
describe('import circles in emitter/ (tools/import-circles.ts)', () => {
  const circles = importCircles(path.join(REPO, 'emitter'));

  it('model.ts and render/ are in no circle, and render/ does not import transform/ or analyze/', () => {
    expect(circles.flat().filter((f) => f === 'model.ts' || f.startsWith('render/'))).toEqual([]);
    const render = sources(path.join(REPO, 'emitter', 'render'));
    const leaks = render.filter((f) => /from '\.\.\/(transform|analyze)\//.test(fs.readFileSync(f, 'utf8')));
    expect(leaks.map((f) => path.relative(REPO, f))).toEqual([]);
  });

  // Builtins and analyses reach the visitors through the context (ctx.transformExpression(),
  // ctx.visitors.project), never by import; shared shapes are in transform/shapes.ts. What
  // remains are small knots of mutual recursion (docs/architecture.md, "Layers and the model").
  it('has no circle outside transform/, and none of more than 6 files', () => {
    expect(circles.filter((c) => c.some((f) => !f.startsWith('transform/')))).toEqual([]);
    expect(Math.max(0, ...circles.map((c) => c.length))).toBeLessThanOrEqual(6);
  });

  it('no builtin, analysis or helper imports a visitor, and context.ts imports no translation code', () => {
    expect(circles.flat().filter((f) => f.startsWith('transform/builtins/') || f === 'transform/context.ts')).toEqual(
      [],
    );
    const layers = ['builtins', 'analysis', 'util'].flatMap((d) => sources(path.join(REPO, 'emitter', 'transform', d)));
    const leaks = layers.filter((f) => /from '\.\.\/visitors\//.test(fs.readFileSync(f, 'utf8')));
    expect(leaks.map((f) => path.relative(REPO, f))).toEqual([]);
  });
});
