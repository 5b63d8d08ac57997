// The validate step's helper thread (validate-pool.ts): checks the emitted files it is
// sent, each one only if it claims it first (the main thread checks the rest itself).
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { findPhpProblems } from './php-check.js';

const { port, claims, signal } = workerData as {
  port: MessagePort;
  claims: SharedArrayBuffer;
  signal: SharedArrayBuffer;
};
const claimed = new Int32Array(claims);
const done = new Int32Array(signal);

port.on('message', (job: { i: number; code: string; strict: boolean }) => {
  if (Atomics.compareExchange(claimed, job.i, 0, 1) !== 0) return; // The main thread took it.
  let problems;
  try {
    problems = findPhpProblems(job.code, job.strict);
  } catch {
    problems = undefined; // The main thread checks it again and reports what went wrong.
  }
  port.postMessage({ i: job.i, problems });
  Atomics.add(done, 0, 1);
  Atomics.notify(done, 0);
});
parentPort?.unref();
