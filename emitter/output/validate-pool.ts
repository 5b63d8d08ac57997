// Runs the validate step (php-parser over every emitted file) beside the compiler: on a
// 1000-route project it is a quarter of the build, and it needs none of the compiler's
// state. Files are handed to a worker thread as soon as they exist (the runtime copy even
// before type-checking starts), and when the compiler is done the main thread checks, from
// the end of the queue, whatever the worker has not started: each file is claimed once
// through an atomic flag. compileProject() stays synchronous: results are collected with
// receiveMessageOnPort() and Atomics.wait(). Without the compiled worker file (running
// from sources, e.g. under vitest) everything is checked on the main thread. The same
// parse reads a plugin file's runtime references (render/runtime.ts prunes the runtime
// with them), so each file of a build is parsed once; the worker also follows them into the
// runtime as it goes (render/runtime-reach.ts), parsing the runtime classes they reach
// while the main thread translates.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { RUNTIME_DIR } from '../render/runtime.js';
import type { ShippedClass } from '../render/runtime-reach.js';
import type { ReferenceScope, Ref } from '../render/runtime-references.js';
import { checkPhp, type PhpCheck } from './php-check.js';
import { problemDiagnostics } from './validate.js';

const WORKER_FILE = fileURLToPath(new URL('./validate-worker.js', import.meta.url));
/** Most files one build can hand to the worker (the rest are checked on the main thread). */
const CAPACITY = 1 << 16;
/** A worker that makes no progress for this long is presumed dead; its files are re-checked here. */
const STALL_MS = 30_000;

interface Job {
  rel: string;
  code: string;
  strict: boolean;
  scope?: ReferenceScope;
  key: string;
  result?: PhpCheck;
  /** The worker checked it, so its runtime reach has the file's references. */
  byWorker?: boolean;
}

/** A process-wide cache of results, keyed by strictness, scope and content hash (createIncrementalCompiler keeps one). */
export type ValidationCache = Map<string, PhpCheck>;

export class PhpValidator {
  private readonly jobs: Job[] = [];
  private readonly seen = new Map<string, number>();
  private worker?: Worker;
  private port?: MessagePort;
  private claimed?: Int32Array;
  private done?: Int32Array;
  private sent = 0;
  /** A file was submitted again with other text: the worker's reach may hold the old one's references. */
  private superseded = false;

  /** `parallel: false` checks everything on the main thread (e.g. a few changed files). */
  constructor(private readonly options: { parallel?: boolean; cache?: ValidationCache } = {}) {
    if (options.parallel !== false && fs.existsSync(WORKER_FILE)) {
      try {
        const claims = new SharedArrayBuffer(CAPACITY * 4);
        const signal = new SharedArrayBuffer(4);
        const { port1, port2 } = new MessageChannel();
        this.worker = new Worker(WORKER_FILE, {
          workerData: { port: port2, claims, signal, runtimeDir: RUNTIME_DIR },
          transferList: [port2],
        });
        this.worker.unref();
        this.worker.on('error', () => undefined); // Noticed as a stall in finish().
        port1.unref();
        this.port = port1;
        this.claimed = new Int32Array(claims);
        this.done = new Int32Array(signal);
      } catch {
        this.worker = undefined;
      }
    }
  }

  /**
   * Queues one file (relative path, for messages). The same path and text twice is checked
   * once. With a `scope`, the file is a plugin file: a root of reachedRuntime().
   */
  submit(rel: string, code: string, strict: boolean, scope?: ReferenceScope): void {
    const previous = this.jobs[this.seen.get(rel) ?? -1];
    if (previous && previous.code === code && previous.strict === strict && previous.scope === scope) return;
    if (previous?.scope) this.superseded = true;
    this.seen.set(rel, this.jobs.length);
    // Hashing is only worth it with a cache to look the file up in.
    const key = this.options.cache
      ? `${strict ? 's' : 'l'}:${scope?.framework ?? ''}:${createHash('sha1').update(code).digest('base64')}`
      : '';
    const job: Job = { rel, code, strict, scope, key, result: this.options.cache?.get(key) };
    const i = this.jobs.push(job) - 1;
    if (job.result || !this.port || i >= CAPACITY) return;
    this.port.postMessage({ i, rel, code, strict, scope });
    this.sent++;
  }

  /**
   * The runtime classes that the files submitted with a scope reach, as they ship, sorted by
   * key: the worker's, which followed each file it checked, given the references of those it
   * did not; or `here(roots)` on this thread (no worker, or it failed).
   */
  reachedRuntime(here: (roots: [string, readonly Ref[]][]) => ShippedClass[]): ShippedClass[] {
    this.settle();
    const roots: [string, readonly Ref[]][] = [];
    const missing: [string, readonly Ref[]][] = [];
    for (const [rel, i] of this.seen) {
      const { result, scope, byWorker } = this.jobs[i];
      if (!scope || !result?.refs) continue;
      roots.push([rel, result.refs]);
      if (!byWorker) missing.push([rel, result.refs]);
    }
    if (!this.port || !this.done || this.superseded) return here(roots);
    this.port.postMessage({ reach: missing });
    const asked = Date.now();
    for (;;) {
      const before = Atomics.load(this.done, 0);
      const received = receiveMessageOnPort(this.port);
      if (received) {
        const { shipped } = received.message as { shipped?: ShippedClass[] };
        return shipped ?? here(roots);
      }
      if (Date.now() - asked > STALL_MS) return here(roots);
      Atomics.wait(this.done, 0, before, 50);
    }
  }

  /** Waits for every queued file and returns the diagnostics, in submission order (last version of each path). */
  finish(): Diagnostic[] {
    this.settle();
    const out: Diagnostic[] = [];
    for (const [i, job] of this.jobs.entries()) {
      if (this.seen.get(job.rel) !== i) continue; // Superseded by a later version of the file.
      this.options.cache?.set(job.key, job.result!);
      out.push(...problemDiagnostics(job.rel, job.code, job.result!.problems));
    }
    this.dispose();
    return out;
  }

  /** Gives every queued file its result: the worker's, or one checked here. */
  private settle(): void {
    const { jobs } = this;
    // Take back, from the end, what the worker has not claimed yet, and check it here.
    for (let i = jobs.length - 1; i >= 0; i--) {
      const job = jobs[i];
      if (job.result) continue;
      if (this.claimed && i < CAPACITY && Atomics.compareExchange(this.claimed, i, 0, 2) !== 0) continue;
      job.result = checkPhp(job.code, job.strict, job.scope);
    }
    this.collect();
    for (const job of jobs) job.result ??= checkPhp(job.code, job.strict, job.scope); // The worker failed on it.
  }

  /** Stops the worker (finish() does it too). */
  dispose(): void {
    void this.worker?.terminate();
    this.port?.close();
    this.worker = undefined;
    this.port = undefined;
  }

  /** Reads the worker's results until each file it claimed has one (synchronously). */
  private collect(): void {
    if (!this.port || !this.claimed || !this.done) return;
    const owed = () =>
      this.jobs.filter((job, i) => !job.result && i < CAPACITY && Atomics.load(this.claimed!, i) === 1).length;
    let waiting = owed();
    let lastProgress = Date.now();
    while (waiting > 0) {
      const before = Atomics.load(this.done, 0);
      const received = receiveMessageOnPort(this.port);
      if (received) {
        const { i, result } = received.message as { i: number; result?: PhpCheck };
        this.jobs[i].result = result;
        this.jobs[i].byWorker = !!result;
        waiting--;
        lastProgress = Date.now();
        continue;
      }
      if (Date.now() - lastProgress > STALL_MS) return; // finish() checks the rest here.
      Atomics.wait(this.done, 0, before, 50);
    }
  }
}
