// Runs the built `ts2wp` binary (dist/, made by `npm run build`/prepare) as a user would.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { REPO } from './project.js';

export function runCli(args: string[], cwd = REPO): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(REPO, 'dist', 'cli', 'index.js'), ...args], { cwd });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}
