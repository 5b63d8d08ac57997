// `ts2wp init`: the scaffold builds and checks with the CLI, type-checks with tsc, and its
// handler unit test passes in Node (vitest), with `ts2wp` resolved to this repository.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { namesFromFolder } from '../cli/init/scaffold.js';
import { runCli } from './helpers/cli.js';
import { REPO } from './helpers/project.js';

function run(command: string, args: string[], cwd: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, CI: 'true', NO_COLOR: '1' } });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({ code: code ?? -1, output }));
  });
}

function tempParent(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'ts2wp-init-'));
}

describe('ts2wp init', () => {
  it('derives slug, name and namespaces from the folder name', () => {
    expect(namesFromFolder('acme-shop-api')).toEqual({
      slug: 'acme-shop-api',
      name: 'Acme Shop Api',
      phpNamespace: 'AcmeShopApi',
      restNamespace: 'acme-shop-api/v1',
    });
    expect(namesFromFolder('Café Menu_2')).toMatchObject({ slug: 'cafe-menu-2', phpNamespace: 'CafeMenu2' });
    expect(namesFromFolder('wp-forms')).toMatchObject({ slug: 'forms' });
    expect(namesFromFolder('3d shop')).toMatchObject({ slug: '3d-shop', phpNamespace: 'Plugin3dShop' });
    expect(namesFromFolder('list')).toMatchObject({ slug: 'list', phpNamespace: 'ListPlugin' });
    expect(namesFromFolder('___')).toMatchObject({ slug: 'my-plugin', phpNamespace: 'MyPlugin' });
  });

  it('scaffolds a project that builds, checks, type-checks and passes its own unit test', async () => {
    const dir = path.join(tempParent(), 'acme-hello');
    const created = await runCli(['init', dir]);
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toMatch(/slug acme-hello/);
    for (const file of [
      'ts2wp.config.json',
      'package.json',
      'tsconfig.json',
      '.wp-env.json',
      '.gitignore',
      'README.md',
      'app/Controllers/HelloController.ts',
      'test/hello.test.ts',
      'app/Hooks/PluginHooks.ts',
      'test/hooks.test.ts',
    ]) {
      expect(fs.existsSync(path.join(dir, file)), file).toBe(true);
    }
    const config = JSON.parse(fs.readFileSync(path.join(dir, 'ts2wp.config.json'), 'utf8'));
    expect(config).toMatchObject({
      slug: 'acme-hello',
      name: 'Acme Hello',
      phpNamespace: 'AcmeHello',
      version: '1.0.0',
    });
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const version = JSON.parse(fs.readFileSync(path.join(REPO, 'package.json'), 'utf8')).version;
    expect(pkg.devDependencies).toEqual({ ts2wp: `^${version}`, vitest: expect.any(String) });
    expect(Object.keys(pkg.scripts)).toEqual(expect.arrayContaining(['build', 'zip', 'dev', 'test']));
    const tsconfig = JSON.parse(fs.readFileSync(path.join(dir, 'tsconfig.json'), 'utf8'));
    expect(tsconfig.compilerOptions.strict).toBe(true);
    expect(tsconfig.compilerOptions).not.toHaveProperty('experimentalDecorators');
    expect(JSON.parse(fs.readFileSync(path.join(dir, '.wp-env.json'), 'utf8')).plugins).toEqual(['./build/acme-hello']);
    expect(fs.readFileSync(path.join(dir, 'README.md'), 'utf8')).toMatch(/--runtime=playground/);
    expect(fs.readFileSync(path.join(dir, 'app/Controllers/HelloController.ts'), 'utf8')).toContain(
      "namespace: 'acme-hello/v1'",
    );

    const built = await runCli(['build', dir]);
    expect(built.code, built.stderr).toBe(0);
    expect(fs.existsSync(path.join(dir, 'build/acme-hello/acme-hello.php'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'build/acme-hello.zip'))).toBe(true);
    // One example of each hook kind, registered in hooks.php.
    const hooksPhp = fs.readFileSync(path.join(dir, 'build/acme-hello/hooks.php'), 'utf8');
    for (const part of [
      "add_action(\n\t'init',",
      "add_filter(\n\t'the_title',",
      "add_action(\n\t'acme_hello_pluginhooks_nightly',",
      'register_activation_hook',
      'register_deactivation_hook',
      "'uninstall'",
    ])
      expect(hooksPhp).toContain(part);
    const checked = await runCli(['check', dir]);
    expect(checked.code, checked.stderr).toBe(0);
    expect(checked.stdout).toMatch(/No problems: 1 route/);

    // As after `npm install`: ts2wp is this repository (its package.json exports dist/lib), vitest the one it is tested with.
    fs.mkdirSync(path.join(dir, 'node_modules'));
    fs.symlinkSync(REPO, path.join(dir, 'node_modules', 'ts2wp'), 'dir');
    fs.symlinkSync(path.join(REPO, 'node_modules', 'vitest'), path.join(dir, 'node_modules', 'vitest'), 'dir');
    const tsc = await run(
      process.execPath,
      [path.join(REPO, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', dir],
      dir,
    );
    expect(tsc.code, tsc.output).toBe(0);
    const unit = await run(
      process.execPath,
      [path.join(REPO, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--root', dir],
      dir,
    );
    expect(unit.code, unit.output).toBe(0);
    expect(unit.output).toMatch(/4 passed/);
  }, 300_000);

  it('refuses to overwrite existing files (exit 2) unless --force', async () => {
    const dir = path.join(tempParent(), 'taken');
    fs.mkdirSync(path.join(dir, 'app/Controllers'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'package.json'), '{"name":"mine"}\n');
    fs.writeFileSync(path.join(dir, 'app/Controllers/HelloController.ts'), '// mine\n');
    const refused = await runCli(['init', dir]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/Refusing to overwrite package\.json, app\/Controllers\/HelloController\.ts/);
    expect(refused.stderr).toMatch(/--force/);
    expect(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).toBe('{"name":"mine"}\n');
    expect(fs.existsSync(path.join(dir, 'ts2wp.config.json'))).toBe(false);

    const forced = await runCli(['init', dir, '--force']);
    expect(forced.code, forced.stderr).toBe(0);
    expect(forced.stdout).toMatch(/2 overwritten/);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).name).toBe('taken');

    const file = path.join(tempParent(), 'a-file');
    fs.writeFileSync(file, '');
    expect((await runCli(['init', file])).code).toBe(2);
    expect((await runCli(['init', '--help'])).stdout).toMatch(/Examples:/);
  }, 240_000);
});
