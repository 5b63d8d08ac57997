#!/usr/bin/env node
// `npm run bench:compute`: how fast translated handler bodies run, against the same logic
// written by hand in PHP, in one PHP process (php-cli with opcache).
//
// Two sets of five handlers, each compiled with the real CLI (`ts2wp build`), run by
// driver.php beside their hand-written twins and, for reference, in Node:
// - main: project/app/Controllers/ComputeController.ts (records, word counts, numeric loop,
//   JSON round trip, string building over one large string, ASCII and with one `é`), twins
//   in handwritten.php;
// - heldout: heldout/app/Controllers/ShopReportsController.ts (sales by region, word
//   frequencies, sensor statistics, a catalog JSON export, an invoice CSV and text report),
//   twins in heldout/handwritten.php, written without looking at how ts2wp translates code
//   or at the main set, so that speed work tuned to the main set shows here if it does not
//   carry over;
// - heldout2: heldout2/app/Controllers/StudioInsightsController.ts (a fitness studio's
//   members, search terms, share price, class schedule JSON and attendance report), twins in
//   heldout2/handwritten.php, written later by someone else under the same rule, and timed
//   only after the speed work that followed it.
// Every answer is checked: generated PHP and hand-written PHP give the same JSON text, and
// both equal Node's.
// Then each pair is timed in alternating order, in CPU time of the PHP process (user +
// system, so that other load on the machine counts less); the ratio is generated /
// hand-written. Wall-clock ratios are kept in the --json output.
//
// Writes every sample to bench/results/compute.json (--json FILE for elsewhere) and the ratios
// against n as plots beside it (compute.svg, compute-heldout.svg and compute-heldout2.svg for
// the held-out sets).
// `npm run bench` runs this after its own parts.
//
// Options: --set main|heldout|heldout2|all (all)   --check (only check the answers, one run of each
//          case at each size; no timing)
//          --sizes 100,1000,10000,100000   --reps N (runs per case at n = 1000; 3× that at
//          100, a third at 10,000, a ninth at 100,000)
//          --php BIN (php; wasm:7.4 … wasm:8.5 for PHP in WebAssembly, with --check)
//          --baseline REV (also time the runtime of git revision REV,
//          same generated controller)
//          --budget S (5: a case whose first run takes longer is timed once, by that run)
//          --skip S (120: a case is not run when its time at the previous n, scaled as
//          n², says it would take longer; the quadratic string building of old runtimes)
//          --runs K (1: the whole measurement K times, each in fresh PHP processes; the
//          table then gives the median ratio [lowest–highest] of the K runs)
//          --only H,H (only the cases of these handlers: records, words, numeric, json,
//          strings, orders, tally, signal, ledger, report; salesReport, wordFrequency,
//          sensorStats, catalogExport, invoiceExport; membersReport, searchTerms,
//          sharePrice, scheduleExport, attendanceReport)
//          --replot (only redraw the SVG from the JSON file)
// Timings are measurements, never test assertions.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import ts from 'typescript';
import { plotSvg } from '../plot.mjs';
import { linearFit, median } from '../stats.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO = path.resolve(HERE, '..', '..');
// Per process, so that two runs (say, before and after a change) do not collide.
const WORK = path.join(HERE, '.work', String(process.pid));
const CLI = path.join(REPO, 'dist', 'cli', 'ts2wp.js');

/** The sets: a project folder, its controller class, the twins' file and the cases at size n. */
const SETS = {
  main: {
    project: path.join(HERE, 'project'),
    controller: 'ComputeController',
    handwritten: path.join(HERE, 'handwritten.php'),
    cases: (n) => [
      ['records (build/filter/sort)', 'records', { n }],
      ['word counts (split, dictionary)', 'words', { n }],
      ['numeric loop (%, /, Math)', 'numeric', { n }],
      ['JSON stringify + parse', 'json', { n }],
      ['string building, ASCII', 'strings', { n, accent: false }],
      ['string building, one é', 'strings', { n, accent: true }],
      ['orders (callbacks, find/some/every)', 'orders', { n }],
      ['tally (entries, split)', 'tally', { n }],
      ['signal (sin/cos, running average)', 'signal', { n }],
      ['ledger (JSON, reduce)', 'ledger', { n }],
      ['report (templates, slices)', 'report', { n }],
    ],
  },
  heldout: {
    project: path.join(HERE, 'heldout'),
    controller: 'ShopReportsController',
    handwritten: path.join(HERE, 'heldout', 'handwritten.php'),
    cases: (n) => [
      ['held-out: sales by region (records)', 'salesReport', { n }],
      ['held-out: word frequencies', 'wordFrequency', { n }],
      ['held-out: sensor statistics (Math)', 'sensorStats', { n }],
      ['held-out: catalog JSON export', 'catalogExport', { n }],
      ['held-out: invoice CSV + report', 'invoiceExport', { n }],
    ],
  },
  heldout2: {
    project: path.join(HERE, 'heldout2'),
    controller: 'StudioInsightsController',
    handwritten: path.join(HERE, 'heldout2', 'handwritten.php'),
    cases: (n) => [
      ['held-out 2: members by plan and city', 'membersReport', { n }],
      ['held-out 2: search terms', 'searchTerms', { n }],
      ['held-out 2: share price (Math)', 'sharePrice', { n }],
      ['held-out 2: class schedule JSON', 'scheduleExport', { n }],
      ['held-out 2: attendance Markdown/CSV', 'attendanceReport', { n }],
    ],
  },
};

function options() {
  const { values } = parseArgs({
    options: {
      set: { type: 'string', default: 'all' },
      check: { type: 'boolean', default: false },
      sizes: { type: 'string', default: '100,1000,10000,100000' },
      reps: { type: 'string', default: '21' },
      php: { type: 'string', default: 'php' },
      baseline: { type: 'string' },
      json: { type: 'string' },
      budget: { type: 'string', default: '5' },
      skip: { type: 'string', default: '120' },
      runs: { type: 'string', default: '1' },
      only: { type: 'string' },
      replot: { type: 'boolean', default: false },
    },
  });
  if (!['main', 'heldout', 'heldout2', 'all'].includes(values.set))
    throw new Error(`--set is main, heldout, heldout2 or all, not ${values.set}`);
  if (values.php.startsWith('wasm:') && !values.check)
    throw new Error('--php wasm:… only with --check: times under WebAssembly are not those of PHP on a server');
  return {
    sets: values.set === 'all' ? Object.keys(SETS) : [values.set],
    check: values.check,
    sizes: values.sizes.split(',').map(Number),
    reps: Math.max(3, Number(values.reps)),
    php: values.php,
    baseline: values.baseline ?? null,
    json: values.json ?? path.join(REPO, 'bench', 'results', 'compute.json'),
    budget: Number(values.budget),
    skip: Number(values.skip),
    runs: Math.max(1, Number(values.runs)),
    only: values.only ? values.only.split(',') : null,
    replot: values.replot,
  };
}

/** A set's cases at size n: [label, handler, params]. */
function cases(set, n, only) {
  const all = set.cases(n);
  return only ? all.filter(([, handler]) => only.includes(handler)) : all;
}

/** Fewer runs for bigger n: reps at 1,000, 3× that at 100, a third at 10,000, a ninth at 100,000. */
const repsFor = (n, reps) => Math.max(3, Math.round(reps / 3 ** Math.log10(n / 1000)) | 1);

/** Builds a set's project with the CLI into .work/<set>/; returns the plugin folder. */
function build(set) {
  if (!fs.existsSync(CLI)) throw new Error('dist/cli/ts2wp.js is missing: run `npm run build` first');
  const out = path.join(WORK, set.name, 'build');
  execFileSync(process.execPath, [CLI, 'build', set.project, '--no-zip', '--out', out], { stdio: 'inherit' });
  return path.join(out, set.config.slug);
}

/** A copy of the plugin whose framework/ is the runtime of git revision `rev`. */
function withRuntimeOf(set, plugin, rev) {
  const copy = path.join(WORK, set.name, `runtime-${rev.replace(/[^\w.-]/g, '_')}`);
  fs.cpSync(plugin, copy, { recursive: true });
  const files = execFileSync('git', ['-C', REPO, 'ls-tree', '-r', '--name-only', rev, 'php-runtime/'], {
    encoding: 'utf8',
  })
    .trim()
    .split('\n');
  for (const file of files) {
    const source = execFileSync('git', ['-C', REPO, 'show', `${rev}:${file}`], { encoding: 'utf8' });
    const target = path.join(copy, 'framework', path.relative('php-runtime', file));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, source.split('Ts2wpScope\\').join(`${set.config.phpNamespace}\\`));
  }
  return copy;
}

/** A set's controller in Node: the TypeScript transpiled to .work/<set>/. */
async function nodeController(set) {
  const source = path.join(set.project, 'app', 'Controllers', `${set.controller}.ts`);
  const out = ts.transpileModule(fs.readFileSync(source, 'utf8'), {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
    fileName: source,
  });
  const file = path.join(WORK, set.name, `${set.controller}.mjs`);
  // bench/ is its own package, so `ts2wp` is this repository's built lib, by path.
  const lib = pathToFileURL(path.join(REPO, 'dist', 'lib', 'index.js')).href;
  fs.writeFileSync(file, out.outputText.replace(/from 'ts2wp'/g, `from '${lib}'`));
  const mod = await import(pathToFileURL(file).href);
  return new mod[set.controller]();
}

/** Everything a set needs to run: its config, built plugin (per runtime) and Node controller. */
async function prepare(name, opt) {
  const set = { name, ...SETS[name] };
  set.config = JSON.parse(fs.readFileSync(path.join(set.project, 'ts2wp.config.json'), 'utf8'));
  const plugin = build(set);
  set.runtimes = [['current', plugin]];
  if (opt.baseline) set.runtimes.push([opt.baseline, withRuntimeOf(set, plugin, opt.baseline)]);
  set.node = await nodeController(set);
  return set;
}

function runNode(controller, handler, params, reps) {
  const answer = JSON.parse(JSON.stringify(controller[handler]({ ...params })));
  const times = [];
  for (let i = 0; i < reps; i++) {
    const start = process.hrtime.bigint();
    controller[handler]({ ...params });
    times.push(Number(process.hrtime.bigint() - start));
  }
  return { answer, times };
}

/** `php ARGS`, or for `--php wasm:VERSION` the same under @php-wasm/node (php-wasm.mjs). */
function phpCommand(php, args) {
  return php.startsWith('wasm:')
    ? [process.execPath, [path.join(HERE, 'php-wasm.mjs'), php.slice('wasm:'.length), ...args]]
    : [php, args];
}

function runPhp(php, set, plugin, list, budget) {
  const spec = path.join(WORK, set.name, 'spec.json');
  fs.writeFileSync(
    spec,
    JSON.stringify({
      plugin,
      namespace: set.config.phpNamespace,
      controller: set.controller,
      handwritten: set.handwritten,
      budget,
      cases: list,
    }),
  );
  const r = spawnSync(
    ...phpCommand(php, ['-d', 'opcache.enable_cli=1', '-d', 'memory_limit=2G', path.join(HERE, 'driver.php'), spec]),
    { encoding: 'utf8', maxBuffer: 1 << 28 },
  );
  if (r.status !== 0) throw new Error(`php failed (${r.status}): ${r.stderr}${r.stdout.slice(0, 2000)}`);
  return JSON.parse(r.stdout);
}

/** Generated PHP, hand-written PHP and Node must give the same answer, or the case is not measured. */
function checkAnswers(label, n, runtime, answers, nodeAnswer) {
  if (answers.generated !== answers.hand)
    throw new Error(
      `${label} n=${n} (${runtime} runtime): generated ${answers.generated.slice(0, 300)} ≠ hand-written ${answers.hand.slice(0, 300)}`,
    );
  if (!isDeepStrictEqual(JSON.parse(answers.hand), nodeAnswer))
    throw new Error(
      `${label} n=${n}: PHP ${answers.hand.slice(0, 300)} ≠ Node ${JSON.stringify(nodeAnswer).slice(0, 300)}`,
    );
}

const ms = (ns) => ns / 1e6;
const fmt = (x) => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2));

async function main() {
  const opt = options();
  if (opt.replot) return replot(opt.json);
  fs.rmSync(WORK, { recursive: true, force: true });
  const sets = [];
  for (const name of opt.sets) {
    fs.mkdirSync(path.join(WORK, name), { recursive: true });
    sets.push(await prepare(name, opt));
  }
  const phpVersion = execFileSync(
    ...phpCommand(opt.php, [
      '-d',
      'opcache.enable_cli=1',
      '-r',
      'echo PHP_VERSION, " opcache=", (int) function_exists("opcache_get_status"), " jit=", ini_get("opcache.jit_buffer_size") ?: "0";',
    ]),
    { encoding: 'utf8' },
  );
  if (opt.check) return check(opt, sets, phpVersion);
  const runtimes = sets[0].runtimes.map(([name]) => name);
  const runs = [];
  for (let k = 0; k < opt.runs; k++) runs.push(measure(opt, sets));
  report(combine(runs, runtimes), runtimes, opt, phpVersion, runs);
}

/** `--check`: every case once at every size, answers compared three ways; nothing timed. */
function check(opt, sets, phpVersion) {
  console.log(`PHP ${phpVersion} (${opt.php}), Node ${process.version}`);
  for (const n of opt.sizes)
    for (const set of sets) {
      const list = cases(set, n, opt.only);
      for (const [runtime, dir] of set.runtimes) {
        const results = runPhp(
          opt.php,
          set,
          dir,
          list.map(([, handler, params]) => ({ handler, params, reps: 0 })),
          opt.budget,
        );
        list.forEach(([label, handler, params], i) => {
          const node = runNode(set.node, handler, params, 0);
          checkAnswers(label, n, runtime, results[i].answers, node.answer);
          console.log(
            `${label.padEnd(40)} n=${String(n).padStart(6)}  ${runtime}: Node = generated PHP = hand-written PHP (${results[i].answers.hand.length} bytes of JSON)`,
          );
        });
      }
    }
}

/** One measurement of every case at every size, for every runtime. */
function measure(opt, sets) {
  const rows = [];
  for (const n of opt.sizes) {
    const reps = repsFor(n, opt.reps);
    for (const set of sets) {
      const list = cases(set, n, opt.only);
      // Per runtime, the cases to run (index into list) and the estimates of those left out.
      const byRuntime = {};
      for (const [name, dir] of set.runtimes) {
        const run = [];
        const skipped = {};
        list.forEach(([label], i) => {
          const prev = rows.filter((r) => r.label === label && r[name]?.generated).at(-1);
          const estimate = prev ? (prev[name].generated / 1e9) * (n / prev.n) ** 2 : 0;
          if (estimate > opt.skip) skipped[i] = estimate;
          else run.push(i);
        });
        const results = runPhp(
          opt.php,
          set,
          dir,
          run.map((i) => ({ handler: list[i][1], params: list[i][2], reps })),
          opt.budget,
        );
        byRuntime[name] = { results: Object.fromEntries(run.map((i, k) => [i, results[k]])), skipped };
      }
      list.forEach(([label, handler, params], i) => {
        const node = runNode(set.node, handler, params, reps);
        const row = { set: set.name, label, handler, n, reps, node: median(node.times) };
        for (const [name] of set.runtimes) {
          if (i in byRuntime[name].skipped) {
            row[name] = { skippedEstimateS: byRuntime[name].skipped[i] };
            continue;
          }
          const { answers, times, wall, gc_runs: gcRuns } = byRuntime[name].results[i];
          checkAnswers(label, n, name, answers, node.answer);
          const pairs = times.generated.map((g, k) => g / times.hand[k]);
          row[name] = {
            generated: median(times.generated),
            hand: median(times.hand),
            ratio: median(times.generated) / median(times.hand),
            pairedMin: Math.min(...pairs),
            pairedMax: Math.max(...pairs),
            wallRatio: wall.generated.length ? median(wall.generated) / median(wall.hand) : null,
            gcRuns: gcRuns.generated.length ? { generated: median(gcRuns.generated), hand: median(gcRuns.hand) } : null,
            samples: times,
            wall,
          };
        }
        rows.push(row);
        const cur = row.current;
        const base = opt.baseline ? row[opt.baseline] : null;
        process.stderr.write(
          `${label.padEnd(40)} n=${String(n).padStart(6)}  generated ${fmt(ms(cur.generated))} ms  hand ${fmt(ms(cur.hand))} ms  ratio ${cur.ratio.toFixed(2)}${base ? `  (${opt.baseline}: ${base.ratio?.toFixed(2) ?? 'not run'})` : ''}\n`,
        );
      });
    }
  }
  return rows;
}

/**
 * The rows of several runs as one: medians of the runs' times and ratios, and as the
 * range the lowest and highest ratio of the runs (of one run: of its paired samples).
 */
function combine(runs, names) {
  if (runs.length === 1)
    return runs[0].map((row) => ({
      ...row,
      ...Object.fromEntries(
        names.map((name) => [name, { ...row[name], low: row[name].pairedMin, high: row[name].pairedMax }]),
      ),
    }));
  return runs[0].map((first, i) => {
    const row = {
      set: first.set,
      label: first.label,
      handler: first.handler,
      n: first.n,
      reps: first.reps,
      node: median(runs.map((run) => run[i].node)),
    };
    for (const name of names) {
      const measured = runs.map((run) => run[i][name]).filter((r) => r.generated);
      if (!measured.length) {
        row[name] = first[name];
        continue;
      }
      const ratios = measured.map((r) => r.ratio);
      row[name] = {
        generated: median(measured.map((r) => r.generated)),
        hand: median(measured.map((r) => r.hand)),
        ratio: median(ratios),
        low: Math.min(...ratios),
        high: Math.max(...ratios),
        gcRuns: measured[0].gcRuns
          ? {
              generated: median(measured.map((r) => r.gcRuns.generated)),
              hand: median(measured.map((r) => r.gcRuns.hand)),
            }
          : null,
      };
    }
    return row;
  });
}

/** Growth with n: the exponent k of time ∝ n^k (log-log least squares); 1 is linear. */
function growth(rows, label, pick) {
  const points = rows.filter((r) => r.label === label && pick(r));
  if (points.length < 2) return null;
  return linearFit(
    points.map((r) => Math.log(r.n)),
    points.map((r) => Math.log(pick(r))),
  ).slope;
}

function report(rows, runtimes, opt, phpVersion, runs) {
  const sizes = [...new Set(rows.map((r) => r.n))];
  const labels = [...new Set(rows.map((r) => r.label))];
  const lines = [];
  lines.push(
    `PHP ${phpVersion}, Node ${process.version}, ${os.cpus()[0]?.model ?? ''} (${os.availableParallelism?.() ?? os.cpus().length} cores), load ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}`,
  );
  for (const runtime of runtimes) {
    const range =
      opt.runs > 1
        ? `median of ${opt.runs} runs [lowest–highest run]`
        : 'of the medians [lowest–highest paired sample]';
    lines.push(
      '',
      `Runtime: ${runtime}. CPU-time ratio generated / hand-written PHP, ${range}; generated ms; growth = exponent k of time ∝ n^k`,
    );
    lines.push(
      `| handler | ${sizes.map((n) => `n = ${n.toLocaleString('en')}`).join(' | ')} | growth generated | growth hand | ${sizes.map((n) => `ms n=${n.toLocaleString('en')}`).join(' | ')} |`,
    );
    lines.push(`|---|${sizes.map(() => '---:').join('|')}|---:|---:|${sizes.map(() => '---:').join('|')}|`);
    for (const label of labels) {
      const cells = sizes.map((n) => {
        const r = rows.find((x) => x.label === label && x.n === n)[runtime];
        if (r.skippedEstimateS) return `not run (≈ ${r.skippedEstimateS.toFixed(0)} s)`;
        return `${r.ratio.toFixed(2)} [${r.low.toFixed(2)}–${r.high.toFixed(2)}]`;
      });
      const times = sizes.map((n) => {
        const r = rows.find((x) => x.label === label && x.n === n)[runtime];
        return r.generated ? fmt(ms(r.generated)) : '';
      });
      const g = growth(rows, label, (r) => r[runtime].generated);
      const h = growth(rows, label, (r) => r[runtime].hand);
      lines.push(
        `| ${label} | ${cells.join(' | ')} | ${g?.toFixed(2) ?? ''} | ${h?.toFixed(2) ?? ''} | ${times.join(' | ')} |`,
      );
    }
  }
  // Objects and lists that pass through PHP variables are filed with the cycle collector,
  // whose runs cost time in proportion to what was filed: a cause of growth with n.
  lines.push('', 'Cycle-collector runs per call, generated / hand-written (median, current runtime):');
  for (const label of labels)
    lines.push(
      `- ${label}: ${sizes
        .map((n) => {
          const gc = rows.find((x) => x.label === label && x.n === n).current.gcRuns;
          return gc ? `${gc.generated} / ${gc.hand} at n=${n}` : `not timed at n=${n}`;
        })
        .join(', ')}`,
    );
  lines.push('', 'Node, for reference (wall time, ms, median):');
  for (const label of labels)
    lines.push(
      `- ${label}: ${sizes.map((n) => `${fmt(ms(rows.find((x) => x.label === label && x.n === n).node))} ms at n=${n}`).join(', ')}`,
    );
  console.log(lines.join('\n'));
  const date = new Date().toISOString();
  fs.mkdirSync(path.dirname(opt.json), { recursive: true });
  fs.writeFileSync(opt.json, JSON.stringify({ date, php: phpVersion, load: os.loadavg(), rows, runs }, null, 1));
  writePlot(opt.json, { date, php: phpVersion, rows, runs });
  console.log(`\nWrote ${path.relative(REPO, opt.json)} and its plot (.svg).`);
}

/** `--replot`: redraws the SVG from the JSON file alone. */
function replot(file) {
  writePlot(file, JSON.parse(fs.readFileSync(file, 'utf8')));
}

/**
 * One plot per set (compute.svg, compute-heldout.svg, compute-heldout2.svg), so that no two
 * lines share a colour.
 */
function writePlot(file, { date, php, rows, runs }) {
  const range =
    runs.length > 1
      ? `median of ${runs.length} runs, whiskers lowest–highest run`
      : 'whiskers: lowest–highest paired sample';
  // Rows written before there were sets are the main set's.
  for (const set of new Set(rows.map((r) => r.set ?? 'main'))) {
    const mine = rows.filter((r) => (r.set ?? 'main') === set);
    const labels = [...new Set(mine.map((r) => r.label))];
    fs.writeFileSync(
      file.replace(/(\.json)?$/, set === 'main' ? '.svg' : `-${set}.svg`),
      plot(mine, labels, 'current', `PHP ${php}, ${date.slice(0, 10)}, ${range}`),
    );
  }
}

/** The ratio of each handler against n, with the 1.5× target and parity drawn in. */
function plot(rows, labels, runtime, subtitle) {
  const series = labels.map((label) => ({
    name: label,
    points: rows
      .filter((r) => r.label === label && r[runtime].ratio)
      .map((r) => ({ x: r.n, median: r[runtime].ratio, min: r[runtime].low, max: r[runtime].high })),
  }));
  return plotSvg({
    title: 'Handler compute: generated PHP / hand-written PHP',
    subtitle,
    series: series.filter((s) => s.points.length),
    yLabel: 'CPU-time ratio (median, lowest–highest)',
    xLabel: 'n (log scale)',
    lines: [
      { y: 1.5, label: 'target 1.5×' },
      { y: 1, label: 'hand-written PHP', color: '#868e96' },
    ],
  });
}

try {
  await main();
} finally {
  fs.rmSync(WORK, { recursive: true, force: true });
}
