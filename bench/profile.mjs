// Where a `ts2wp build` spends its time: runs the real CLI under `node --cpu-prof` and
// sorts every sample into a phase by the outermost pipeline function on its stack.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// [phase, function name, also outside dist/ (TypeScript's own functions)]
const PHASES = [
  ['parse and bind (createProgram)', /^(createProgram|createSemanticDiagnosticsBuilderProgram)$/, true],
  [
    'type-check (semantic diagnostics)',
    /^(getSemanticDiagnostics|getSemanticDiagnosticsOfNextAffectedFile|getSyntacticDiagnostics)$/,
    true,
  ],
  ['analyze @Api', /^analyzeTsControllers$/],
  ['translate and print PHP', /^(transformController|printFile|emit)$/],
  ['render routes.php, readme, header', /^(renderPluginFiles|runtimeFiles)$/],
  ['check PHP (php-parser, main thread)', /^(finish|references|checkPhp|findPhpProblems|submit)$/],
  ['write files', /^writePlugin$/],
];

export function summarize(file) {
  const prof = JSON.parse(fs.readFileSync(file, 'utf8'));
  const nodes = new Map(prof.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const phaseOf = new Map();
  const classify = (id) => {
    if (phaseOf.has(id)) return phaseOf.get(id);
    const node = nodes.get(id);
    const up = parent.get(id);
    const outer = up === undefined ? undefined : classify(up);
    let phase = outer;
    if (!phase) {
      const { functionName, url } = node.callFrame;
      const ours = /\/dist[^/]*\/(emitter|cli)\//.test(url); // dist/, or a baseline copy (dist-base/)
      // In the bundled CLI (scripts/bundle-cli.mjs) esbuild numbers a name another module also uses (`emit2`).
      const name = ours ? functionName.replace(/\d+$/, '') : functionName;
      const hit = PHASES.find(([, re, anywhere]) => (ours || anywhere) && re.test(name));
      if (hit) phase = hit[0];
    }
    phaseOf.set(id, phase);
    return phase;
  };
  const totals = new Map();
  let total = 0;
  for (let i = 0; i < prof.samples.length; i++) {
    const id = prof.samples[i];
    const dt = (prof.timeDeltas[i] ?? 0) / 1000;
    total += dt;
    const frame = nodes.get(id).callFrame.functionName;
    const phase =
      classify(id) ??
      (frame === '(garbage collector)'
        ? 'garbage collection'
        : frame === '(idle)'
          ? 'idle'
          : 'start-up, module loading, other');
    totals.set(phase, (totals.get(phase) ?? 0) + dt);
  }
  return { total, phases: Object.fromEntries([...totals].sort((a, b) => b[1] - a[1])) };
}

/** Profiles `node <cli> build --no-zip <project>`; returns the main thread's and the worker's phases (ms). */
export function profileBuild(cli, project, keepDir) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ts2wp-prof-'));
  try {
    execFileSync(process.execPath, ['--cpu-prof', '--cpu-prof-dir', dir, cli, 'build', '--no-zip', project], {
      stdio: 'ignore',
    });
    const threads = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.cpuprofile'))
      .map((f) => ({ f, ...summarize(path.join(dir, f)) }));
    // The main thread has the compile phases; the validate worker has php-parser; the
    // other threads (V8, libuv) are neither.
    const main = threads.find((t) => Object.keys(t.phases).some((p) => p.startsWith('type-check')));
    const worker = threads.find((t) => t !== main && t.phases['check PHP (php-parser, main thread)']);
    if (worker) {
      worker.phases = Object.fromEntries(
        Object.entries(worker.phases).map(([k, v]) => [k.replace('main thread', 'worker thread'), v]),
      );
    }
    if (keepDir && main) {
      fs.mkdirSync(keepDir, { recursive: true });
      fs.copyFileSync(path.join(dir, main.f), path.join(keepDir, 'build-1000.cpuprofile'));
    }
    return {
      main: main && { total: main.total, phases: main.phases },
      worker: worker && { total: worker.total, phases: worker.phases },
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
