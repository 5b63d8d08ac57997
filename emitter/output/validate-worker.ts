// The validate step's helper thread (validate-pool.ts): checks the emitted files it is
// sent, each one only if it claims it first (the main thread checks the rest itself), and
// reads a plugin file's runtime references when the job has a scope. It follows those
// references into the runtime as each file is checked (render/runtime-reach.ts), so that
// the runtime classes a plugin reaches are parsed here, beside the translation.
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { RuntimeClasses, RuntimeReacher } from '../render/runtime-reach.js';
import type { ReferenceScope, Ref } from '../render/runtime-references.js';
import { checkPhp } from './php-check.js';

const { port, claims, signal, runtimeDir } = workerData as {
  port: MessagePort;
  claims: SharedArrayBuffer;
  signal: SharedArrayBuffer;
  runtimeDir: string;
};
const claimed = new Int32Array(claims);
const done = new Int32Array(signal);
/** This build's reach (one worker per build); undefined once following failed. */
let reacher: RuntimeReacher | undefined = new RuntimeReacher(new RuntimeClasses(runtimeDir));

function follow(roots: [string, readonly Ref[]][]): void {
  try {
    reacher?.add(roots);
  } catch {
    reacher = undefined; // The main thread follows the references itself.
  }
}

type Message =
  | { i: number; rel: string; code: string; strict: boolean; scope?: ReferenceScope }
  | { reach: [string, readonly Ref[]][] };

port.on('message', (message: Message) => {
  if ('reach' in message) {
    follow(message.reach);
    let shipped;
    try {
      shipped = reacher?.shipped();
    } catch {
      shipped = undefined;
    }
    reply({ shipped });
    return;
  }
  const job = message;
  if (Atomics.compareExchange(claimed, job.i, 0, 1) !== 0) return; // The main thread took it.
  let result;
  try {
    result = checkPhp(job.code, job.strict, job.scope);
  } catch {
    result = undefined; // The main thread checks it again and reports what went wrong.
  }
  reply({ i: job.i, result });
  // After the reply: the main thread may be waiting for the check, never for this.
  if (result?.refs) follow([[job.rel, result.refs]]);
});

function reply(message: unknown): void {
  port.postMessage(message);
  Atomics.add(done, 0, 1);
  Atomics.notify(done, 0);
}
parentPort?.unref();
