// The commands as a user runs them: build, zip, check, --help, --version.
import fs from 'node:fs';
import path from 'node:path';
import yauzl from 'yauzl';
import { describe, expect, it } from 'vitest';
import { runCli } from './helpers/cli.js';
import { controller, makeProject, readTree, REPO } from './helpers/project.js';

function zipEntries(file: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('yauzl gave no zip'));
      const names: string[] = [];
      zip.on('entry', (e: yauzl.Entry) => {
        names.push(e.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.readEntry();
    });
  });
}

const hello = controller(`  @Api({ namespace: 'a/v1', endpoint: '/hi' })\n  hi() { return { ok: true }; }\n`);

describe('ts2wp build / zip / check', () => {
  it('build writes the folder and a zip with one root folder <slug>/', async () => {
    const dir = makeProject(hello);
    const r = await runCli(['build', dir]);
    expect(r.code, r.stderr).toBe(0);
    expect(fs.existsSync(path.join(dir, 'build/test-routes/test-routes.php'))).toBe(true);
    const entries = await zipEntries(path.join(dir, 'build/test-routes.zip'));
    expect(entries.length).toBeGreaterThan(5);
    for (const name of entries) {
      expect(name.startsWith('test-routes/')).toBe(true);
      expect(name).not.toMatch(/\\|(^|\/)\.|\.\.|^\//);
    }
    expect(entries).toContain('test-routes/test-routes.php');
  });

  it('--no-zip skips the zip, zip re-zips an existing build byte-identically', async () => {
    const dir = makeProject(hello);
    expect((await runCli(['build', dir, '--no-zip'])).code).toBe(0);
    expect(fs.existsSync(path.join(dir, 'build/test-routes.zip'))).toBe(false);
    expect((await runCli(['zip', dir])).code).toBe(0);
    const first = fs.readFileSync(path.join(dir, 'build/test-routes.zip'));
    expect((await runCli(['build', dir])).code).toBe(0);
    expect(fs.readFileSync(path.join(dir, 'build/test-routes.zip')).equals(first)).toBe(true);
  });

  it('zip without a build is a usage error', async () => {
    const r = await runCli(['zip', makeProject(hello)]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/run `ts2wp build/);
  });

  it('a failing build leaves the previous plugin and zip byte-identical', async () => {
    const dir = makeProject(hello);
    expect((await runCli(['build', dir])).code).toBe(0);
    const before = readTree(path.join(dir, 'build'));
    fs.writeFileSync(
      path.join(dir, 'app/Controllers/TestController.ts'),
      "import { Api, Controller } from 'ts2wp';\nexport class TestController extends Controller {\n  @Api({ namespace: 'broken' })\n  hi() { return 1; }\n}\n",
    );
    expect((await runCli(['build', dir])).code).toBe(1);
    expect(readTree(path.join(dir, 'build'))).toEqual(before);
  });

  it('check reports and writes nothing', async () => {
    const dir = makeProject(hello);
    const r = await runCli(['check', dir]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/1 route/);
    expect(fs.existsSync(path.join(dir, 'build'))).toBe(false);
  });

  it('--help shows an example on each command; --version prints the package version', async () => {
    for (const cmd of ['build', 'zip', 'check']) {
      const r = await runCli([cmd, '--help']);
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/Examples:/);
    }
    const version = JSON.parse(fs.readFileSync(path.join(REPO, 'package.json'), 'utf8')).version;
    expect((await runCli(['--version'])).stdout.trim()).toBe(version);
  });
});
