// `ts2wp dev --watch` end to end, through the built CLI (dist/cli/index.js): it serves a temp
// copy of samples/basic from a live WordPress, picks up an edit, keeps serving the last good
// build when an edit does not compile, and stops cleanly on SIGINT (exit 0, port closed,
// no Playground process left).
// Run: npx vitest run e2e/dev.test.mjs
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASIC, CLI, call, copyProject, expectedWordPressVersion, removeDir, REPO, since } from './helpers.mjs';
import { freePort } from './wordpress.mjs';

/** Polls `probe` until it returns a truthy value. */
async function waitFor(what, probe, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs / 1000}s waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Resolves true when something accepts a TCP connection on 127.0.0.1:port. */
function portOpen(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Pids of live processes whose command line mentions `text`. */
function processesMentioning(text) {
  const pids = [];
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(text)) pids.push(Number(pid));
    } catch {
      /* gone meanwhile */
    }
  }
  return pids;
}

describe('ts2wp dev --watch', () => {
  const t0 = Date.now();
  let project;
  let port;
  let child;
  let exited; // resolves with { code, signal }
  let stdout = '';
  let stderr = '';

  beforeAll(async () => {
    project = await copyProject(BASIC); // never edit the sample in place
    port = await freePort();
    child = spawn(process.execPath, [CLI, 'dev', project, '--watch', '--port', String(port)], {
      cwd: REPO,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  });

  afterAll(async () => {
    try {
      if (child && child.exitCode === null && child.signalCode === null) {
        child.kill('SIGINT');
        const timeout = new Promise((r) => setTimeout(r, 20_000, 'timeout'));
        if ((await Promise.race([exited, timeout])) === 'timeout') child.kill('SIGKILL'); // its watchdog then kills Playground
      }
    } finally {
      await removeDir(project);
      console.log(`[dev] total: ${since(t0)}`);
    }
  }, 60_000);

  it('serves the plugin, rebuilds on change, keeps the last good build, stops on SIGINT', async () => {
    const fail = (msg) => new Error(`${msg}\n--- stdout\n${stdout}\n--- stderr\n${stderr}`);
    const url = await waitFor(
      'the site URL',
      () => {
        if (child.exitCode !== null) throw fail(`ts2wp dev exited with ${child.exitCode}`);
        return stdout.match(/is running at (http:\/\/\S+?)\/?$/m)?.[1];
      },
      240_000,
    );
    console.log(`[dev] site up: ${since(t0)}`);
    expect(url).toBe(`http://127.0.0.1:${port}`);
    // A progress line while booting, then the login and every route's URL from the route model.
    expect(stdout).toContain(`… Starting WordPress ${expectedWordPressVersion()} (`);
    expect(stdout).toContain(`${url}/wp-admin/  (user admin, password password)`);
    for (const route of [
      '/demo/v1/articles',
      '/demo/v1/hello/<name:string>/<age:number>',
      '/demo/v1/user/<id:number>/<email:string>/<is_admin:boolean>',
      '/demo/v1/user  (params in the body)',
    ]) {
      expect(stdout).toContain(`${url}/wp-json${route}`);
    }

    const hello = () => call(`${url}/wp-json/demo/v1/hello/Ada/36`);
    expect((await hello()).body).toEqual({ message: 'Hello Ada, you are 36' });

    // Edit the controller: the rebuild is live (the plugin folder is mounted).
    const controller = path.join(project, 'app', 'Controllers', 'GreetingController.ts');
    const source = await readFile(controller, 'utf8');
    await writeFile(controller, source.replace('`Hello ${', '`Howdy ${'));
    await waitFor('the rebuild', () => /Rebuilt 5 route\(s\)/.test(stdout), 60_000);
    expect((await hello()).body).toEqual({ message: 'Howdy Ada, you are 36' });

    // A change that does not compile: diagnostics, and the previous build keeps serving.
    await appendFile(controller, "\nexport const broken: number = 'not a number';\n");
    await waitFor('the failed rebuild', () => /Rebuild failed/.test(stderr), 60_000);
    expect(stderr).toMatch(/GreetingController\.ts:\d+:\d+ - error TS2322/);
    expect((await hello()).body).toEqual({ message: 'Howdy Ada, you are 36' });
    console.log(`[dev] rebuilds checked: ${since(t0)}`);

    // Ctrl-C: exit 0, nothing left listening or running.
    child.kill('SIGINT');
    const { code, signal } = await Promise.race([
      exited,
      new Promise((_, ko) => setTimeout(() => ko(fail('no exit 30 s after SIGINT')), 30_000)),
    ]);
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(stdout).toContain('Stopped WordPress.');
    expect(await portOpen(port)).toBe(false);
    // Playground's command line names the mounted plugin folder inside the temp project.
    await waitFor('Playground to be gone', () => processesMentioning(path.join(project, 'build')).length === 0, 5_000);
    console.log(`[dev] stopped: ${since(t0)}`);
  }, 360_000);
});
