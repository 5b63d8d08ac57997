// The validate step's helper thread (validate-pool.ts): checks the emitted files it is
// sent, each one only if it claims it first (the main thread checks the rest itself), and
// reads a plugin file's runtime references when the job has a scope.
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import type { ReferenceScope } from '../render/runtime-references.js';
import { checkPhp } from './php-check.js';

const { port, claims, signal } = workerData as {
  port: MessagePort;
  claims: SharedArrayBuffer;
  signal: SharedArrayBuffer;
};
const claimed = new Int32Array(claims);
const done = new Int32Array(signal);

port.on('message', (job: { i: number; code: string; strict: boolean; scope?: ReferenceScope }) => {
  if (Atomics.compareExchange(claimed, job.i, 0, 1) !== 0) return; // The main thread took it.
  let result;
  try {
    result = checkPhp(job.code, job.strict, job.scope);
  } catch {
    result = undefined; // The main thread checks it again and reports what went wrong.
  }
  port.postMessage({ i: job.i, result });
  Atomics.add(done, 0, 1);
  Atomics.notify(done, 0);
});
parentPort?.unref();
