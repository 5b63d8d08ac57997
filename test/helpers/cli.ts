// Runs the built `ts2wp` binary (dist/, made by `npm run build`/prepare) as a user would, and
// other programs without holding the event loop (helpers/event-loop-setup.ts says why).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { REPO } from './project.js';

export interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

/** A child process to its end, its output collected; the worker keeps answering meanwhile. */
export function run(command: string, args: string[], cwd = REPO): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

export function runCli(args: string[], cwd = REPO): Promise<Ran> {
  return run(process.execPath, [path.join(REPO, 'dist', 'cli', 'index.js'), ...args], cwd);
}
