#!/usr/bin/env node
// `npm run bench`: what ts2wp costs, at build time and at request time.
//
// Build side, for projects of 10, 100 and 1000 routes (bench/generate.mjs), interleaved,
// --reps times each: `ts2wp build --no-zip` (the real CLI), `tsc --noEmit` on the same
// project (the floor) and tsoa `spec-and-routes` on the same controllers written for
// tsoa. Then the incremental rebuild of a watch session after one controller changes
// (bench/incremental.mjs), and a CPU profile of the 1000-route build by phase.
//
// Run side, on a real WordPress (Debian's MariaDB, php-fpm and nginx, started here and
// stopped at the end): a ts2wp-built route against the same route written by hand, and
// the 1000-route plugin against 1000 plain register_rest_route() calls; interleaved
// requests over loopback, latency, registration time and peak memory per request.
//
// Handler side, last: the compute benchmark (bench/compute/run.mjs, also `npm run
// bench:compute`; its main and two held-out sets), translated handler bodies against the same
// logic written in PHP.
//
// Writes bench/results/latest.json and bench/results/build-cost.svg (and the compute
// benchmark's compute.json, compute.svg, compute-heldout.svg and compute-heldout2.svg),
// prints Markdown tables. Timings are measurements, never test assertions: `npm test` does
// not run this.
//
// Options: --reps N (5)  --sizes 10,100,1000  --requests N (300 per variant)
//          --no-run (no request side)  --no-build (no build side)  --no-compute (no handler side)
//          --baseline DIR (also times DIR/cli/ts2wp.js, another build's dist/, in the same rounds)
//
// Each run records wall time and, with GNU time, the CPU time (user + sys) of the whole
// process tree: on a machine shared with other work, CPU time moves far less than wall time.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fetchOnce, interleaved } from './client.mjs';
import { generate, WORK } from './generate.mjs';
import { handwrittenPlugin } from './handwritten/generate.mjs';
import { plotSvg } from './plot.mjs';
import { profileBuild } from './profile.mjs';
import { linearFit, ratio, summary } from './stats.mjs';
import { ensureSystemPackages, startWordPress } from '../e2e/native.mjs';

const BENCH = path.dirname(fileURLToPath(import.meta.url));
const REPO = path.dirname(BENCH);
const RESULTS = path.join(BENCH, 'results');
const CLI = path.join(REPO, 'dist', 'cli', 'ts2wp.js');
const TSC = path.join(REPO, 'node_modules', 'typescript', 'bin', 'tsc');
const TSOA = path.join(BENCH, 'node_modules', '@tsoa', 'cli', 'dist', 'cli.js');
const GNU_TIME = fs.existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;

const started = Date.now();
const log = (line) =>
  process.stderr.write(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(3)}s] ${line}\n`);

function options() {
  const argv = process.argv.slice(2);
  const get = (name, fallback) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 && argv[i + 1] ? argv[i + 1] : fallback;
  };
  return {
    reps: Math.max(1, Number(get('reps', 5))),
    sizes: get('sizes', '10,100,1000').split(',').map(Number),
    requests: Math.max(10, Number(get('requests', 300))),
    build: !argv.includes('--no-build'),
    run: !argv.includes('--no-run'),
    compute: !argv.includes('--no-compute'),
    baseline: get('baseline', undefined),
  };
}

function machine() {
  const cpus = os.cpus();
  return {
    nproc: os.availableParallelism?.() ?? cpus.length,
    cpu: cpus[0]?.model ?? 'unknown',
    memoryGiB: +(os.totalmem() / 2 ** 30).toFixed(1),
    node: process.version,
    typescript: JSON.parse(fs.readFileSync(path.join(REPO, 'node_modules', 'typescript', 'package.json'), 'utf8'))
      .version,
    tsoa: fs.existsSync(TSOA)
      ? JSON.parse(fs.readFileSync(path.join(BENCH, 'node_modules', '@tsoa', 'cli', 'package.json'), 'utf8')).version
      : null,
    os: `${os.type()} ${os.release()}`,
    loadavgAtStart: os.loadavg().map((x) => +x.toFixed(2)),
  };
}

/** Things `npm ci` does not do for the bench: the compiled CLI (prepare does it) and bench/'s own deps. */
function prepare() {
  if (!fs.existsSync(CLI)) {
    log('building the CLI (tsc -p tsconfig.json, scripts/bundle-cli.mjs)');
    execFileSync(process.execPath, [TSC, '-p', path.join(REPO, 'tsconfig.json')], { stdio: 'inherit' });
    execFileSync(process.execPath, [path.join(REPO, 'scripts', 'bundle-cli.mjs')], { stdio: 'inherit' });
  }
  if (!fs.existsSync(TSOA)) {
    log('installing the bench dependencies (npm ci --prefix bench)');
    execFileSync('npm', ['ci', '--prefix', BENCH, '--no-audit', '--no-fund'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
}

/** Runs a command; wall time from here, peak RSS and CPU time (user + sys, threads and children included) from GNU time when there is one. */
function timed(cmd, args, cwd) {
  const rssFile = path.join(os.tmpdir(), `ts2wp-bench-rss-${process.pid}`);
  const [bin, argv] = GNU_TIME ? [GNU_TIME, ['-o', rssFile, '-f', '%M %U %S', cmd, ...args]] : [cmd, args];
  const t0 = process.hrtime.bigint();
  const r = spawnSync(bin, argv, { cwd, encoding: 'utf8', maxBuffer: 64 << 20 });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (r.status !== 0)
    throw new Error(
      `${cmd} ${args.join(' ')} (in ${cwd}) failed with ${r.status}:\n${r.stdout}\n${r.stderr}`.slice(0, 4000),
    );
  let rssMB = null;
  let cpuMs = null;
  if (GNU_TIME && fs.existsSync(rssFile)) {
    const [kb, user, sys] = fs.readFileSync(rssFile, 'utf8').trim().split('\n').pop().split(' ').map(Number);
    rssMB = +(kb / 1024).toFixed(1);
    cpuMs = Math.round((user + sys) * 1000);
    fs.rmSync(rssFile, { force: true });
  }
  return { ms, rssMB, cpuMs, load1: +os.loadavg()[0].toFixed(2) };
}

const TOOLS = {
  ts2wp: (p) => timed(process.execPath, [CLI, 'build', '--no-zip', p.ts2wp], REPO),
  'tsc --noEmit': (p) => timed(process.execPath, [TSC, '--noEmit', '-p', path.join(p.ts2wp, 'tsconfig.json')], REPO),
  tsoa: (p) => timed(process.execPath, [TSOA, 'spec-and-routes'], p.tsoa),
};

function checkOutputs(p, size) {
  const routesPhp = fs.readFileSync(path.join(p.ts2wp, 'build', p.slug, 'routes.php'), 'utf8');
  const built = (routesPhp.match(/'handler' {4}=>/g) ?? []).length;
  const spec = JSON.parse(fs.readFileSync(path.join(p.tsoa, 'build', 'swagger.json'), 'utf8'));
  const operations = Object.values(spec.paths).reduce((n, ops) => n + Object.keys(ops).length, 0);
  const expectedOps = p.routes.reduce((n, r) => n + r.methods.length, 0);
  if (built !== size || operations !== expectedOps)
    throw new Error(
      `outputs do not match: ts2wp ${built}/${size} routes, tsoa ${operations}/${expectedOps} operations`,
    );
}

function buildSide(opts, projects) {
  const tools = { ...TOOLS };
  if (opts.baseline) {
    const cli = path.resolve(opts.baseline, 'cli', 'ts2wp.js');
    tools['ts2wp (baseline)'] = (p) => timed(process.execPath, [cli, 'build', '--no-zip', p.ts2wp], REPO);
  }
  const runs = {};
  for (const size of opts.sizes) runs[size] = Object.fromEntries(Object.keys(tools).map((t) => [t, []]));
  // One unmeasured run of each tool on the smallest project warms the disk cache.
  for (const tool of Object.values(tools)) tool(projects[Math.min(...opts.sizes)]);
  for (let rep = 0; rep < opts.reps; rep++) {
    for (const size of opts.sizes) {
      const names = Object.keys(tools);
      const order = names.map((_, i) => names[(i + rep) % names.length]); // Rotated each round.
      for (const name of order) runs[size][name].push(tools[name](projects[size]));
    }
    if (rep === 0) for (const size of opts.sizes) checkOutputs(projects[size], size);
    log(`build side: round ${rep + 1}/${opts.reps} done`);
  }
  const result = { sizes: opts.sizes, reps: opts.reps, zip: false, tools: {}, ratios: {}, fit: {} };
  for (const name of Object.keys(tools)) {
    result.tools[name] = Object.fromEntries(
      opts.sizes.map((size) => {
        const r = runs[size][name];
        return [
          size,
          {
            ms: summary(r.map((x) => x.ms)),
            rssMB: r[0].rssMB === null ? null : summary(r.map((x) => x.rssMB)),
            cpuMs: r[0].cpuMs === null ? null : summary(r.map((x) => x.cpuMs)),
            runs: r.map((x) => +x.ms.toFixed(1)),
            cpuRuns: r.map((x) => x.cpuMs),
            load1: r.map((x) => x.load1),
          },
        ];
      }),
    );
    const fit = linearFit(
      opts.sizes,
      opts.sizes.map((s) => result.tools[name][s].ms.median),
    );
    result.fit[name] = {
      msPerRoute: +fit.slope.toFixed(3),
      interceptMs: +fit.intercept.toFixed(1),
      r2: +fit.r2.toFixed(4),
    };
  }
  for (const size of opts.sizes) {
    const ms = (name) => runs[size][name].map((x) => x.ms);
    const cpu = (name) => runs[size][name].map((x) => x.cpuMs);
    result.ratios[size] = {
      'ts2wp/tsc': ratio(ms('ts2wp'), ms('tsc --noEmit')),
      'ts2wp/tsoa': ratio(ms('ts2wp'), ms('tsoa')),
    };
    if (GNU_TIME) {
      result.ratios[size]['ts2wp/tsc cpu'] = ratio(cpu('ts2wp'), cpu('tsc --noEmit'));
      result.ratios[size]['ts2wp/tsoa cpu'] = ratio(cpu('ts2wp'), cpu('tsoa'));
      if (opts.baseline) result.ratios[size]['baseline/tsc cpu'] = ratio(cpu('ts2wp (baseline)'), cpu('tsc --noEmit'));
    }
  }
  return result;
}

function incrementalSide(project) {
  const out = execFileSync(process.execPath, [path.join(BENCH, 'incremental.mjs'), project, '5'], {
    encoding: 'utf8',
    maxBuffer: 16 << 20,
  });
  const data = JSON.parse(out);
  return {
    file: data.file,
    fullInProcessMs: +data.full.ms.toFixed(1),
    edits: summary(data.edits.map((e) => e.ms)),
    stats: data.edits[0].stats,
  };
}

const HELLO = `import { Api, Controller } from 'ts2wp';

export class HelloController extends Controller {
  @Api({ namespace: 'bench/v1', endpoint: '/hello', params: { name: 'string', age: 'number' } })
  hello(params: { name: string; age: number }) {
    return { message: \`Hello \${params.name}, you are \${params.age}\` };
  }
}
`;

async function runSide(opts, big) {
  const tools = ensureSystemPackages(log);
  // The one-route plugin, built with the real CLI.
  const hello = path.join(WORK, 'hello');
  fs.rmSync(hello, { recursive: true, force: true });
  fs.mkdirSync(path.join(hello, 'app', 'Controllers'), { recursive: true });
  fs.writeFileSync(
    path.join(hello, 'ts2wp.config.json'),
    JSON.stringify({ name: 'Bench Hello', slug: 'bench-hello', phpNamespace: 'Ts2wpBench\\Hello', version: '1.0.0' }),
  );
  fs.writeFileSync(path.join(hello, 'app', 'Controllers', 'HelloController.ts'), HELLO);
  execFileSync(process.execPath, [CLI, 'build', '--no-zip', hello], { stdio: 'ignore' });
  // The 1000-route pair: the generated project's build and its hand-written twin.
  if (!fs.existsSync(path.join(big.ts2wp, 'build', big.slug)))
    execFileSync(process.execPath, [CLI, 'build', '--no-zip', big.ts2wp], { stdio: 'ignore' });
  const handSlug = `${big.slug}-hand`;
  const handDir = path.join(WORK, 'handwritten', handSlug);
  fs.mkdirSync(handDir, { recursive: true });
  fs.writeFileSync(path.join(handDir, `${handSlug}.php`), handwrittenPlugin(big.routes, handSlug));

  const mu = Object.fromEntries(
    ['bench-select.php', 'bench-timing.php'].map((f) => [f, fs.readFileSync(path.join(BENCH, 'mu', f), 'utf8')]),
  );
  const site = await startWordPress({
    plugins: [
      path.join(hello, 'build', 'bench-hello'),
      path.join(BENCH, 'handwritten', 'bench-hello-hand'),
      path.join(big.ts2wp, 'build', big.slug),
      handDir,
    ],
    muPlugins: mu,
    log,
  });
  stopServers = site.stop;
  try {
    const size = big.routes.length;
    const probe = big.routes.find(
      (r) => r.index >= Math.floor(size / 2) && r.methods.includes('GET') && r.params.every((p) => p.type === 'number'),
    );
    const probePath = `/wp-json/${probe.namespace}${probe.endpoint}${probe.params.map(() => '/42').join('')}`;
    const variants = [
      {
        scenario: '1 route',
        name: 'ts2wp',
        plugin: 'bench-hello/bench-hello.php',
        path: '/wp-json/bench/v1/hello/Ada/36',
      },
      {
        scenario: '1 route',
        name: 'hand-written',
        plugin: 'bench-hello-hand/bench-hello-hand.php',
        path: '/wp-json/bench/v1/hello/Ada/36',
      },
      { scenario: `${size} routes`, name: 'ts2wp', plugin: `${big.slug}/${big.slug}.php`, path: probePath },
      { scenario: `${size} routes`, name: 'hand-written', plugin: `${handSlug}/${handSlug}.php`, path: probePath },
    ].map((v) => ({ ...v, url: site.url + v.path, headers: { 'X-Bench-Plugin': v.plugin } }));
    const checks = await checkSite(site, variants, big, size);
    log(`run side: ${opts.requests} requests per variant, 4 variants interleaved`);
    const measured = await interleaved(
      variants.map((v) => ({ name: `${v.scenario}/${v.name}`, url: v.url, headers: v.headers })),
      { count: opts.requests, warmup: 30 },
    );
    const rows = variants.map((v, i) => ({
      scenario: v.scenario,
      plugin: v.name,
      path: v.path,
      latencyMs: summary(measured[i].ms),
      registerUs: summary(measured[i].server['x-bench-register-us']),
      restApiInitUs: summary(measured[i].server['x-bench-init-us']),
      peakMemoryMB: summary(measured[i].server['x-bench-peak-bytes'].map((b) => b / 2 ** 20)),
      errors: measured[i].errors,
      ms: measured[i].ms,
    }));
    const pair = (scenario) => {
      const [a, b] = [
        rows.find((r) => r.scenario === scenario && r.plugin === 'ts2wp'),
        rows.find((r) => r.scenario === scenario && r.plugin === 'hand-written'),
      ];
      return {
        medianRatio: a.latencyMs.median / b.latencyMs.median,
        p95Ratio: a.latencyMs.p95 / b.latencyMs.p95,
        pairedRatio: ratio(a.ms, b.ms),
        registerRatio: a.registerUs.median / b.registerUs.median,
        restApiInitRatio: a.restApiInitUs.median / b.restApiInitUs.median,
        memoryRatio: a.peakMemoryMB.median / b.peakMemoryMB.median,
      };
    };
    const ratios = { '1 route': pair('1 route'), [`${size} routes`]: pair(`${size} routes`) };
    for (const r of rows) delete r.ms;
    return {
      server: {
        wordpress: checks.wordpress,
        php: tools.fpm ? path.basename(tools.fpm) : null,
        web: 'nginx',
        database: 'MariaDB',
        opcache: checks.opcache,
        concurrency: 1,
        requests: opts.requests,
        warmup: 30,
      },
      checks,
      rows,
      ratios,
    };
  } catch (error) {
    log(site.logs());
    throw error;
  } finally {
    await site.stop();
    log('run side: servers stopped');
  }
}

/** Before timing anything: both plugins answer, with the same body where they should, and register the same routes. */
async function checkSite(site, variants, big, size) {
  const [a, b] = await Promise.all(variants.slice(0, 2).map((v) => fetchOnce(v.url, v.headers)));
  if (a.status !== 200 || a.body !== b.body)
    throw new Error(`1-route bodies differ or fail: ${a.status} ${a.body} / ${b.status} ${b.body}`);
  for (const v of variants.slice(2)) {
    const r = await fetchOnce(v.url, v.headers);
    if (r.status !== 200) throw new Error(`${v.plugin} ${v.path}: HTTP ${r.status} ${r.body.slice(0, 300)}`);
  }
  // The index lists every route of each 1000-route plugin, and the same paths for both.
  const namespaces = [...new Set(big.routes.map((r) => r.namespace))];
  const ours = (index) =>
    Object.keys(index.routes)
      .filter((route) => namespaces.some((ns) => route.startsWith(`/${ns}/`)))
      .sort();
  const [ti, hi] = await Promise.all(
    variants.slice(2).map(async (v) => JSON.parse((await fetchOnce(`${site.url}/wp-json/`, v.headers)).body)),
  );
  const tsRoutes = ours(ti);
  const handRoutes = ours(hi);
  const expected = big.routes.reduce(
    (n, r) => n + (r.params.length && r.methods.some((m) => ['POST', 'PUT', 'PATCH'].includes(m)) ? 2 : 1),
    0,
  );
  if (tsRoutes.length !== expected || JSON.stringify(tsRoutes) !== JSON.stringify(handRoutes)) {
    throw new Error(
      `the index lists ${tsRoutes.length} ts2wp routes and ${handRoutes.length} hand-written ones; expected ${expected} identical paths`,
    );
  }
  const nsIndex = JSON.parse((await fetchOnce(`${site.url}/wp-json/${namespaces[0]}`, variants[2].headers)).body);
  const inNs = Object.keys(nsIndex.routes).filter((r) => r.startsWith(`/${namespaces[0]}/`)).length;
  const counts = {};
  for (const v of variants.slice(2))
    counts[v.name] = Number((await fetchOnce(v.url, { ...v.headers, 'X-Bench-Debug': '1' })).headers['x-bench-routes']);
  return {
    indexRoutes: tsRoutes.length,
    namespaceIndexRoutes: inNs,
    routesRegisteredForOneRequest: counts,
    wordpress: site.version,
    opcache: phpFpmOpcache(),
    size,
  };
}

function phpFpmOpcache() {
  for (const dir of fs.existsSync('/etc/php') ? fs.readdirSync('/etc/php') : []) {
    const confd = path.join('/etc/php', dir, 'fpm', 'conf.d');
    if (fs.existsSync(confd) && fs.readdirSync(confd).some((f) => f.includes('opcache')))
      return 'enabled (Debian defaults)';
  }
  return 'unknown';
}

// ---------------------------------------------------------------------------------------

const f0 = (x) => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2));
const range = (s) => `${f0(s.median)} [${f0(s.min)}–${f0(s.max)}]`;

function table(results) {
  const lines = [];
  const b = results.build;
  if (b) {
    lines.push(`### Build (ms, median [min–max] of ${b.reps} interleaved runs; \`ts2wp build --no-zip\`)`, '');
    lines.push(
      '| routes | ts2wp build | tsc --noEmit | tsoa spec-and-routes | ts2wp / tsc | ts2wp / tsoa | peak RSS MB ts2wp / tsc / tsoa |',
    );
    lines.push('|---:|---:|---:|---:|---:|---:|---:|');
    for (const size of b.sizes) {
      const t = (name) => b.tools[name][size];
      const r = b.ratios[size];
      const rss = ['ts2wp', 'tsc --noEmit', 'tsoa'].map((n) => (t(n).rssMB ? f0(t(n).rssMB.median) : '–')).join(' / ');
      const rr = (x) => `${x.median.toFixed(2)} [${x.pairedMin.toFixed(2)}–${x.pairedMax.toFixed(2)}]`;
      lines.push(
        `| ${size} | ${range(t('ts2wp').ms)} | ${range(t('tsc --noEmit').ms)} | ${range(t('tsoa').ms)} | ${rr(r['ts2wp/tsc'])} | ${rr(r['ts2wp/tsoa'])} | ${rss} |`,
      );
    }
    lines.push(
      `| slope ms/route | ${b.fit.ts2wp.msPerRoute} | ${b.fit['tsc --noEmit'].msPerRoute} | ${b.fit.tsoa.msPerRoute} | ${(b.fit.ts2wp.msPerRoute / b.fit['tsc --noEmit'].msPerRoute).toFixed(2)} | ${(b.fit.ts2wp.msPerRoute / b.fit.tsoa.msPerRoute).toFixed(2)} | |`,
    );
    lines.push('', 'Ratios: of the medians [lowest–highest ratio of two runs in the same round].');
    if (b.tools.ts2wp[b.sizes[0]].cpuMs) {
      const names = Object.keys(b.tools);
      lines.push('', `CPU time (user + sys of the process tree, ms, median [min–max]):`, '');
      lines.push(
        `| routes | ${names.join(' | ')} | ts2wp / tsc | ts2wp / tsoa |${b.ratios[b.sizes[0]]['baseline/tsc cpu'] ? ' baseline / tsc |' : ''}`,
      );
      lines.push(
        `|---:|${names.map(() => '---:').join('|')}|---:|---:|${b.ratios[b.sizes[0]]['baseline/tsc cpu'] ? '---:|' : ''}`,
      );
      const rr = (x) => `${x.median.toFixed(2)} [${x.pairedMin.toFixed(2)}–${x.pairedMax.toFixed(2)}]`;
      for (const size of b.sizes) {
        const r = b.ratios[size];
        const base = r['baseline/tsc cpu'] ? ` ${rr(r['baseline/tsc cpu'])} |` : '';
        lines.push(
          `| ${size} | ${names.map((n) => range(b.tools[n][size].cpuMs)).join(' | ')} | ${rr(r['ts2wp/tsc cpu'])} | ${rr(r['ts2wp/tsoa cpu'])} |${base}`,
        );
      }
      const loads = b.sizes.flatMap((size) => b.tools.ts2wp[size].load1);
      lines.push('', `Load average (1 min) after each ts2wp run: ${loads.join(', ')}.`);
    }
    if (results.incremental) {
      const inc = results.incremental;
      const full = b.tools.ts2wp[Math.max(...b.sizes)].ms.median;
      lines.push(
        '',
        `Incremental (watch session, ${Math.max(...b.sizes)} routes, one controller changed, compile + write): ${range(inc.edits)} ms = ${((inc.edits.median / full) * 100).toFixed(1)}% of a full \`ts2wp build\` (${f0(full)} ms); in-process full build ${f0(inc.fullInProcessMs)} ms.`,
      );
    }
  }
  const r = results.run;
  if (r) {
    lines.push(
      '',
      `### Requests (${r.server.requests} per variant, interleaved, concurrency 1; WordPress ${r.server.wordpress}, ${r.server.php}, nginx, MariaDB, opcache ${r.server.opcache})`,
      '',
    );
    lines.push(
      '| scenario | plugin | latency median ms | p95 ms | IQR ms | plugin registration µs | rest_api_init µs | peak memory MB |',
    );
    lines.push('|---|---|---:|---:|---:|---:|---:|---:|');
    for (const row of r.rows) {
      lines.push(
        `| ${row.scenario} | ${row.plugin} | ${f0(row.latencyMs.median)} | ${f0(row.latencyMs.p95)} | ${f0(row.latencyMs.q1)}–${f0(row.latencyMs.q3)} | ${f0(row.registerUs.median)} | ${f0(row.restApiInitUs.median)} | ${row.peakMemoryMB.median.toFixed(2)} |`,
      );
    }
    lines.push(
      '',
      '| scenario | latency ts2wp / hand (median) | (p95) | paired ratio [min–max] | registration ratio | rest_api_init ratio | memory ratio |',
    );
    lines.push('|---|---:|---:|---:|---:|---:|---:|');
    for (const [scenario, x] of Object.entries(r.ratios)) {
      lines.push(
        `| ${scenario} | ${x.medianRatio.toFixed(3)} | ${x.p95Ratio.toFixed(3)} | ${x.pairedRatio.pairedMedian.toFixed(3)} [${x.pairedRatio.pairedMin.toFixed(2)}–${x.pairedRatio.pairedMax.toFixed(2)}] | ${x.registerRatio.toFixed(3)} | ${x.restApiInitRatio.toFixed(3)} | ${x.memoryRatio.toFixed(3)} |`,
      );
    }
    lines.push(
      '',
      `Routes registered while serving one request of the ${r.checks.size}-route plugins: ts2wp ${r.checks.routesRegisteredForOneRequest.ts2wp}, hand-written ${r.checks.routesRegisteredForOneRequest['hand-written']} (core's included); the /wp-json/ index lists all ${r.checks.indexRoutes} paths of each.`,
    );
  } else if (results.runSkipped) {
    lines.push('', `Requests: not measured (${results.runSkipped}).`);
  }
  return lines.join('\n');
}

function targets(results) {
  const out = [];
  const b = results.build;
  if (b) {
    const big = Math.max(...b.sizes);
    const vsTsc = b.ratios[big]['ts2wp/tsc'].median;
    out.push({
      target: `ts2wp build ≤ 1.3 × tsc --noEmit at ${big} routes`,
      value: +vsTsc.toFixed(3),
      met: vsTsc <= 1.3,
    });
    const cpu = b.ratios[big]['ts2wp/tsc cpu'];
    if (cpu)
      out.push({
        target: `ts2wp build ≤ 1.3 × tsc --noEmit at ${big} routes, CPU time`,
        value: +cpu.median.toFixed(3),
        met: cpu.median <= 1.3,
      });
    for (const size of b.sizes) {
      const vsTsoa = b.ratios[size]['ts2wp/tsoa'].median;
      out.push({
        target: `ts2wp build faster than tsoa at ${size} routes`,
        value: +vsTsoa.toFixed(3),
        met: vsTsoa < 1,
      });
    }
    if (results.incremental) {
      const share = results.incremental.edits.median / b.tools.ts2wp[big].ms.median;
      out.push({
        target: `incremental rebuild (one controller) ≤ 10% of a full build at ${big} routes`,
        value: +share.toFixed(3),
        met: share <= 0.1,
      });
    }
  }
  const r = results.run;
  if (r) {
    const one = r.ratios['1 route'];
    out.push({
      target: 'request latency ts2wp / hand-written ≤ 1.03 (median)',
      value: +one.medianRatio.toFixed(3),
      met: one.medianRatio <= 1.03,
    });
    out.push({
      target: 'request latency ts2wp / hand-written ≤ 1.03 (p95)',
      value: +one.p95Ratio.toFixed(3),
      met: one.p95Ratio <= 1.03,
    });
    const [scenario, big] = Object.entries(r.ratios)[1];
    out.push({
      target: `${scenario}: registration time below hand-written`,
      value: +big.registerRatio.toFixed(3),
      met: big.registerRatio < 1,
    });
    out.push({
      target: `${scenario}: peak memory below hand-written`,
      value: +big.memoryRatio.toFixed(3),
      met: big.memoryRatio < 1,
    });
  }
  return out;
}

/** bench/results/build-cost.svg: build time against project size. */
function writePlot(results) {
  if (!results.build) return;
  const b = results.build;
  const series = Object.keys(b.tools).map((name) => ({
    name,
    points: b.sizes.map((x) => ({
      x,
      median: b.tools[name][x].ms.median / 1000,
      min: b.tools[name][x].ms.min / 1000,
      max: b.tools[name][x].ms.max / 1000,
    })),
  }));
  if (results.incremental) {
    const e = results.incremental.edits;
    series.push({
      name: 'ts2wp, 1 file changed',
      points: [{ x: Math.max(...b.sizes), median: e.median / 1000, min: e.min / 1000, max: e.max / 1000 }],
    });
  }
  const m = results.machine;
  fs.writeFileSync(
    path.join(RESULTS, 'build-cost.svg'),
    plotSvg({
      title: 'Build cost against project size',
      subtitle: `${m.nproc} × ${m.cpu}, Node ${m.node}, TypeScript ${m.typescript}, tsoa ${m.tsoa}; ${results.date.slice(0, 10)}`,
      series,
    }),
  );
}

async function main() {
  if (process.argv.includes('--replot')) {
    // Redraws the SVG from bench/results/latest.json.
    writePlot(JSON.parse(fs.readFileSync(path.join(RESULTS, 'latest.json'), 'utf8')));
    return;
  }
  const opts = options();
  const results = { date: new Date().toISOString(), machine: machine(), options: opts };
  log(
    `machine: ${results.machine.nproc} cores (${results.machine.cpu}), ${results.machine.memoryGiB} GiB, load ${results.machine.loadavgAtStart.join(' ')}`,
  );
  prepare();
  results.machine.tsoa = JSON.parse(
    fs.readFileSync(path.join(BENCH, 'node_modules', '@tsoa', 'cli', 'package.json'), 'utf8'),
  ).version;
  const sizes = [...new Set([...opts.sizes, ...(opts.run ? [1000] : [])])];
  const projects = Object.fromEntries(sizes.map((size) => [size, generate(size)]));
  log(`generated ${sizes.join(', ')}-route projects in ${path.relative(REPO, WORK)}`);

  if (opts.build) {
    results.build = buildSide(opts, projects);
    const big = Math.max(...opts.sizes);
    log(`incremental rebuild at ${big} routes`);
    results.incremental = incrementalSide(projects[big].ts2wp);
    log(`profiling the ${big}-route build`);
    results.profile = profileBuild(CLI, projects[big].ts2wp, RESULTS);
  }
  if (opts.run) {
    try {
      results.run = await runSide(opts, projects[1000]);
    } catch (error) {
      if (!/the request benchmark needs/.test(error.message)) throw error;
      results.runSkipped = error.message.split('\n')[0];
      log(error.message);
    }
  }
  results.machine.loadavgAtEnd = os.loadavg().map((x) => +x.toFixed(2));
  results.targets = targets(results);
  results.seconds = Math.round((Date.now() - started) / 1000);

  fs.mkdirSync(RESULTS, { recursive: true });
  fs.writeFileSync(path.join(RESULTS, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  writePlot(results);
  const text = table(results);
  process.stdout.write(
    `${text}\n\n### Targets\n\n${results.targets.map((t) => `- ${t.met ? 'met' : 'MISSED'}: ${t.target} (${t.value})`).join('\n')}\n`,
  );
  log(`wrote ${path.relative(REPO, path.join(RESULTS, 'latest.json'))} and build-cost.svg in ${results.seconds}s`);
  if (opts.compute) {
    log('handler compute (bench/compute/run.mjs)');
    const r = spawnSync(process.execPath, [path.join(BENCH, 'compute', 'run.mjs')], { stdio: 'inherit' });
    if (r.status !== 0) throw new Error(`the compute benchmark failed (exit ${r.status})`);
  }
}

/** Stops what the run side started; also on Ctrl-C or SIGTERM. */
let stopServers = async () => {};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    log(`${signal}: stopping the servers this run started`);
    stopServers().finally(() => process.exit(130));
  });
}
await main();
