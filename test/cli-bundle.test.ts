// The `ts2wp` binary is bundled into one file (scripts/bundle-cli.mjs, run by `npm run
// build`): it must build what the modules build, byte for byte, zip included, and find the
// runtime, the templates and its validate worker from where it lies.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { run, runCli } from './helpers/cli.js';
import { REPO } from './helpers/project.js';

const OUT = path.join(REPO, 'test', '.tmp', 'cli-bundle');

function files(dir: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out.set(path.relative(dir, p), fs.readFileSync(p));
    }
  };
  walk(dir);
  return out;
}

describe('the bundled ts2wp binary', () => {
  it('builds samples/events as the modules do, zip included', { timeout: 180_000 }, async () => {
    fs.rmSync(OUT, { recursive: true, force: true });
    execFileSync(process.execPath, [path.join(REPO, 'scripts', 'bundle-cli.mjs'), path.join(OUT, 'dist')]);
    const bin = path.join(OUT, 'dist', 'cli', 'ts2wp.js');
    expect(fs.existsSync(path.join(OUT, 'dist', 'cli', 'validate-worker.js'))).toBe(true);
    // One file: no import of our own modules left in it.
    expect(fs.readFileSync(bin, 'utf8')).not.toMatch(/^import\b.*from '\.\.?\/|\bimport\('\.\.?\//m);

    const project = path.join(REPO, 'samples', 'events');
    const bundled = await run(process.execPath, [bin, 'build', project, '--out', path.join(OUT, 'bundled')]);
    const modules = await runCli(['build', project, '--out', path.join(OUT, 'modules')]);
    expect(bundled.code).toBe(0);
    expect(modules.code).toBe(0);
    expect(bundled.stderr.replaceAll('bundled', 'X')).toBe(modules.stderr.replaceAll('modules', 'X'));
    const a = files(path.join(OUT, 'bundled'));
    const b = files(path.join(OUT, 'modules'));
    expect([...a.keys()].sort()).toEqual([...b.keys()].sort());
    expect([...a.keys()].some((f) => f.endsWith('.zip'))).toBe(true);
    for (const [name, content] of a) expect(content.equals(b.get(name)!), name).toBe(true);
  });
});
