// `ts2wp init`: the scaffold builds and checks with the CLI, type-checks with tsc, and its
// handler unit test passes in Node (vitest), with `ts2wp` resolved to this repository; the
// dependency it writes installs; and a user's first hour works from `npm pack`'s tarball.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { namesFromFolder, ts2wpDependency } from '../cli/init/scaffold.js';
import { runCli } from './helpers/cli.js';
import { REPO } from './helpers/project.js';

/** The environment of a user's shell: none of the variables `npm run` and vitest set for this run. */
function userEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { CI: 'true', NO_COLOR: '1' };
  for (const [key, value] of Object.entries(process.env))
    if (!/^(npm_|vitest|INIT_CWD$|NODE_ENV$|TEST$)/i.test(key) && !(key in env)) env[key] = value;
  return env;
}

function run(command: string, args: string[], cwd: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: userEnv() });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({ code: code ?? -1, output }));
  });
}

const OWN = JSON.parse(fs.readFileSync(path.join(REPO, 'package.json'), 'utf8')) as {
  version: string;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

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
    expect(namesFromFolder('___')).toMatchObject({ slug: 'my-routes', phpNamespace: 'MyRoutes' });
    // Words wordpress.org restricts anywhere in a plugin's name or slug (TS2WP2013) are left out.
    expect(namesFromFolder('acme-wp-plugin')).toMatchObject({ slug: 'acme', name: 'Acme' });
    expect(namesFromFolder('WordPress Plugin')).toMatchObject({ slug: 'my-routes' });
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
      'vitest.config.ts',
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
    // Run from this checkout, ts2wp is this folder; the other tools at the ranges ts2wp uses.
    expect(pkg.devDependencies).toEqual({
      '@types/node': OWN.devDependencies['@types/node'],
      ts2wp: `file:${fs.realpathSync(REPO)}`,
      typescript: OWN.dependencies.typescript,
      vitest: OWN.devDependencies.vitest,
    });
    expect(Object.keys(pkg.scripts)).toEqual(expect.arrayContaining(['build', 'zip', 'dev', 'test']));
    const tsconfig = JSON.parse(fs.readFileSync(path.join(dir, 'tsconfig.json'), 'utf8'));
    expect(tsconfig.compilerOptions.strict).toBe(true);
    expect(tsconfig.compilerOptions).not.toHaveProperty('experimentalDecorators');
    expect(tsconfig.compilerOptions.types).toEqual(['node']);
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
    // The one warning: no wordpress.org user name to credit yet (init cannot know it).
    expect(checked.stdout).toMatch(/No errors, 1 warning\(s\): 1 route/);
    expect(checked.stderr).toMatch(/ts2wp\.config\.json:1:1 - warning TS2WP2012: No "contributors"/);

    // As after `npm install`: ts2wp is this repository (its package.json exports dist/lib),
    // vitest and Node's types the ones it is tested with.
    fs.mkdirSync(path.join(dir, 'node_modules', '@types'), { recursive: true });
    fs.symlinkSync(REPO, path.join(dir, 'node_modules', 'ts2wp'), 'dir');
    fs.symlinkSync(path.join(REPO, 'node_modules', 'vitest'), path.join(dir, 'node_modules', 'vitest'), 'dir');
    fs.symlinkSync(
      path.join(REPO, 'node_modules', '@types', 'node'),
      path.join(dir, 'node_modules', '@types', 'node'),
      'dir',
    );
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
    expect(unit.output).toMatch(/9 passed/);
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

  it('writes a ts2wp dependency that installs: the folder, the file: spec that installed it, else ^version', () => {
    const root = fs.realpathSync(tempParent());
    const write = (rel: string, value: unknown) => {
      fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
      fs.writeFileSync(path.join(root, rel), JSON.stringify(value));
    };
    // A checkout or a folder (npm links a folder dependency; Node runs its real path).
    expect(ts2wpDependency(path.join(root, 'src', 'ts2wp'), '0.1.0')).toBe(`file:${path.join(root, 'src', 'ts2wp')}`);
    // npx --package <tarball>: npx's cache folder names it with a spec relative to itself.
    write('npx/ab12/package.json', { dependencies: { ts2wp: 'file:../../dl/ts2wp-0.1.0.tgz' } });
    expect(ts2wpDependency(path.join(root, 'npx/ab12/node_modules/ts2wp'), '0.1.0')).toBe(
      `file:${path.join(root, 'dl', 'ts2wp-0.1.0.tgz')}`,
    );
    // npm install -D ../ts2wp (a copy, not a link, e.g. --install-links) and an absolute file: URL.
    write('app/package.json', { devDependencies: { ts2wp: 'file:../ts2wp' } });
    expect(ts2wpDependency(path.join(root, 'app/node_modules/ts2wp'), '0.1.0')).toBe(
      `file:${path.join(root, 'ts2wp')}`,
    );
    write('url/package.json', { devDependencies: { ts2wp: `file://${path.join(root, 'x.tgz')}` } });
    expect(ts2wpDependency(path.join(root, 'url/node_modules/ts2wp'), '0.1.0')).toBe(
      `file:${path.join(root, 'x.tgz')}`,
    );
    // A workspace names it; the root installs it and its lockfile records where from.
    write('mono/package.json', { workspaces: ['plugin'] });
    write('mono/package-lock.json', {
      packages: { 'node_modules/ts2wp': { resolved: 'file:vendor/ts2wp-0.1.0.tgz' } },
    });
    expect(ts2wpDependency(path.join(root, 'mono/node_modules/ts2wp'), '0.1.0')).toBe(
      `file:${path.join(root, 'mono', 'vendor', 'ts2wp-0.1.0.tgz')}`,
    );
    // A registry install, or a global one (nothing records where it came from).
    write('shop/package.json', { devDependencies: { ts2wp: '^0.1.0' } });
    expect(ts2wpDependency(path.join(root, 'shop/node_modules/ts2wp'), '0.1.0')).toBe('^0.1.0');
    expect(ts2wpDependency(path.join(root, 'prefix/lib/node_modules/ts2wp'), '0.2.3')).toBe('^0.2.3');
  });

  // The first hour as a new user lives it, without ts2wp on any registry: pack this repository,
  // scaffold with npx from the tarball, install, check, build, test, type-check. The npm
  // registry serves the rest (typescript, vitest, @types/node, ts2wp's dependencies) through
  // npm's own cache.
  it('works end to end from `npm pack`: npx init, npm install, check, build, test, tsc', async () => {
    const tmp = fs.realpathSync(tempParent());
    const cache = (await run('npm', ['config', 'get', 'cache'], tmp)).output.trim();
    const steps: string[] = [];
    const step = async (label: string, command: string, args: string[], cwd: string) => {
      const started = Date.now();
      const result = await run(command, args, cwd);
      steps.push(`${label} ${((Date.now() - started) / 1000).toFixed(1)}s`);
      expect(result.code, `${label}:\n${result.output}`).toBe(0);
      return result.output;
    };
    const tarball = path.join(tmp, `ts2wp-${OWN.version}.tgz`);
    const project = path.join(tmp, 'acme-hello');
    try {
      // `prepare` compiles dist/ first, as it does for every pack.
      await step('npm pack', 'npm', ['pack', '--pack-destination', tmp], REPO);
      expect(fs.existsSync(tarball)).toBe(true);

      const init = await step('npx init', 'npx', ['--yes', '--package', tarball, 'ts2wp', 'init', project], tmp);
      expect(init).toMatch(/slug acme-hello/);
      const pkg = JSON.parse(fs.readFileSync(path.join(project, 'package.json'), 'utf8'));
      expect(pkg.devDependencies).toEqual({
        '@types/node': OWN.devDependencies['@types/node'],
        ts2wp: `file:${tarball}`,
        typescript: OWN.dependencies.typescript,
        vitest: OWN.devDependencies.vitest,
      });

      await step('npm install', 'npm', ['install', '--no-audit', '--no-fund'], project);
      // The tarball's copy, not a link back to this checkout.
      expect(fs.lstatSync(path.join(project, 'node_modules', 'ts2wp')).isSymbolicLink()).toBe(false);
      expect(await step('npm run check', 'npm', ['run', 'check'], project)).toMatch(
        /No errors, 1 warning\(s\): 1 route/,
      );
      await step('npm run build', 'npm', ['run', 'build'], project);
      expect(fs.statSync(path.join(project, 'build', 'acme-hello.zip')).size).toBeGreaterThan(0);
      expect(fs.existsSync(path.join(project, 'build', 'acme-hello', 'acme-hello.php'))).toBe(true);
      expect(await step('npm test', 'npm', ['test'], project)).toMatch(/9 passed/);
      await step('npx tsc', 'npx', ['tsc', '-p', '.'], project);
      console.info(`first hour: ${steps.join(', ')}`);
    } finally {
      // npx's install of this tarball (a folder per package list under <cache>/_npx).
      const npx = path.join(cache, '_npx');
      for (const entry of fs.existsSync(npx) ? fs.readdirSync(npx) : []) {
        try {
          const manifest = JSON.parse(fs.readFileSync(path.join(npx, entry, 'package.json'), 'utf8'));
          if (manifest?._npx?.packages?.includes(tarball))
            fs.rmSync(path.join(npx, entry), { recursive: true, force: true });
        } catch {
          // not npx's, or not this run's
        }
      }
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  }, 300_000);
});
