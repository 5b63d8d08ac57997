// `ts2wp dev`: build the plugin, serve it from a throw-away offline WordPress (Playground
// through wp-env, see devserver/wordpress.ts) with the plugin folder mounted and active,
// print where everything is, optionally rebuild on change, and stop cleanly on Ctrl-C.
import path from 'node:path';
import { errorsOf, formatDiagnostics } from '../emitter/diagnostics/diagnostic.js';
import { createIncrementalCompiler } from '../emitter/incremental.js';
import { bareMethods, capabilitiesOf, type PluginModel } from '../emitter/model.js';
import { startWordPress, type WordPressSite } from '../devserver/wordpress.js';
import { buildPlugin, type BuildOptions } from './build.js';
import { CompileError } from './errors.js';
import { watchTree, type TreeWatcher } from './watch.js';

export interface DevOptions {
  project: string;
  out?: string;
  port?: number;
  php?: string;
  watch: boolean;
  log: (line: string) => void;
  /** Prints build warnings (cli/build.ts). */
  warn?: BuildOptions['warn'];
}

const SIGNALS = ['SIGINT', 'SIGTERM'] as const;
/** Quiet period after the last change before a rebuild (editors write a file in several steps). */
const DEBOUNCE_MS = 150;

export async function dev({ project, out, port, php, watch, log, warn }: DevOptions): Promise<void> {
  // With --watch, every build goes through one incremental session: a rebuild reuses the
  // previous program and the translations the change leaves valid.
  const session = watch ? createIncrementalCompiler(project) : undefined;
  const compile = session ? () => session.compile() : undefined;
  const first = await buildPlugin({ project, out, zip: false, log, warn }, compile);
  const pluginDir = first.dir;
  let model = first.model;

  // Ctrl-C while booting aborts the boot; once running, it stops the site.
  const boot = new AbortController();
  let site: WordPressSite | undefined;
  let stopping: Promise<void> | undefined;
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  let watcher: TreeWatcher | undefined;
  let debounce: NodeJS.Timeout | undefined;
  let keepAlive: NodeJS.Timeout | undefined;

  const shutdown = () => {
    stopping ??= (async () => {
      watcher?.close();
      clearTimeout(debounce);
      await site?.stop();
      if (site) log('Stopped WordPress.');
      finish();
    })();
    return stopping;
  };
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      // A second Ctrl-C: leave now; the exit hook and the watchdog kill Playground.
      process.stderr.write(`\nts2wp dev: ${signal} again, exiting without waiting.\n`);
      process.exit(130);
    }
    progressLine.done();
    log(`\n${signal === 'SIGINT' ? 'Ctrl-C' : signal}: stopping…`);
    boot.abort();
    void shutdown();
  };
  const progressLine = createProgress();
  for (const s of SIGNALS) process.on(s, onSignal);

  try {
    try {
      site = await startWordPress({
        plugins: [pluginDir],
        port,
        phpVersion: php,
        signal: boot.signal,
        progress: progressLine.phase,
        log: process.env.TS2WP_DEBUG ? (line) => process.stderr.write(`${line}\n`) : undefined,
      });
    } catch (error) {
      if ((error as Error).name === 'AbortError') return await shutdown();
      throw error;
    } finally {
      progressLine.done();
    }
    if (boot.signal.aborted) {
      // The signal came while the last boot step finished: shutdown() ran before `site` was set.
      await site.stop();
      log('Stopped WordPress.');
      return;
    }

    const wp = site;
    log('');
    log(`WordPress ${wp.wpVersion} (PHP ${wp.phpVersion}) is running at ${wp.url}/`);
    log(`  Admin:   ${wp.url}/wp-admin/  (user ${wp.adminUser}, password ${wp.adminPassword})`);
    log(
      `  Plugin:  ${model.config.name} (${model.config.slug}), active, served from ${path.relative(process.cwd(), pluginDir) || '.'}`,
    );
    log(`  Routes:`);
    for (const line of routeLines(model, wp.url)) log(`    ${line}`);
    const hooks = hookLines(model);
    if (hooks.length) log(`  Hooks:`);
    for (const line of hooks) log(`    ${line}`);

    if (watch) {
      const appDir = path.resolve(project, 'app');
      let building = false;
      let again = false;
      const rebuild = async () => {
        if (building) {
          again = true;
          return;
        }
        building = true;
        try {
          do {
            again = false;
            const started = Date.now();
            try {
              const next = await buildPlugin({ project, out, zip: false, log: () => {}, warn }, compile);
              const changed = routeLines(next.model, wp.url).join('\n') !== routeLines(model, wp.url).join('\n');
              model = next.model;
              log(`Rebuilt ${model.routes.length} route(s) in ${Date.now() - started} ms; live at ${wp.url}/wp-json/`);
              if (changed) for (const line of routeLines(model, wp.url)) log(`    ${line}`);
            } catch (error) {
              if (!(error instanceof CompileError)) throw error;
              process.stderr.write(formatDiagnostics(error.diagnostics, process.cwd(), !!process.stderr.isTTY));
              process.stderr.write(
                `\nRebuild failed with ${errorsOf(error.diagnostics).length} error(s); WordPress keeps serving the previous build.\n`,
              );
            }
          } while (again && !stopping);
        } finally {
          building = false;
        }
      };
      watcher = watchTree(
        appDir,
        (file) => {
          // Controllers are .ts or .php; editors' temp and swap files are not.
          if (stopping || !/\.(ts|php)$/.test(file)) return;
          clearTimeout(debounce);
          debounce = setTimeout(() => {
            rebuild().catch((error: Error) => process.stderr.write(`ts2wp dev: rebuild failed: ${error.message}\n`));
          }, DEBOUNCE_MS);
        },
        (error) => process.stderr.write(`ts2wp dev: watching ${appDir} failed: ${error.message}\n`),
      );
      log(`Watching ${path.relative(process.cwd(), appDir) || appDir} for changes. Press Ctrl-C to stop.`);
    } else {
      log('Press Ctrl-C to stop.');
    }
    // Nothing else may hold the event loop (no --watch, and the harness's timers are unref'd).
    keepAlive = setInterval(() => {}, 1 << 30);
    const crashed = await Promise.race([finished.then(() => false), wp.crashed.then(() => true)]);
    if (crashed && !stopping) {
      await shutdown();
      throw new Error(
        `WordPress stopped unexpectedly. Playground's log was ${wp.logFile} (deleted; TS2WP_KEEP_WP=1 keeps it).`,
      );
    }
  } catch (error) {
    await shutdown();
    throw error;
  } finally {
    clearInterval(keepAlive);
    for (const s of SIGNALS) process.removeListener(s, onSignal);
    // Stray keep-alive sockets must not hold the process open once WordPress is gone.
    setTimeout(() => process.exit(), 2_000).unref();
  }
}

/** One line per route and method set: `GET POST  http://…/wp-json/demo/v1/articles`. */
export function routeLines(model: PluginModel, url: string): string[] {
  const rows: [string, string, string][] = [];
  for (const route of model.routes) {
    const base = `${url}/wp-json/${route.namespace}${route.endpoint === '/' ? '' : route.endpoint}`;
    const note =
      route.permission === true
        ? '  (login required)'
        : route.permission
          ? `  (needs ${capabilitiesOf(route).join(' + ')}${'of' in route.permission ? ` on ${route.permission.of}` : ''})`
          : '';
    rows.push([route.methods.join(' '), base + route.params.map((p) => `/<${p.name}:${p.type}>`).join(''), note]);
    const bodyMethods = bareMethods(route);
    if (bodyMethods.length) rows.push([bodyMethods.join(' '), base, `  (params in the body)${note}`]);
  }
  const width = Math.max(...rows.map(([m]) => m.length));
  return rows.map(([methods, href, note]) => `${methods.padEnd(width)}  ${href}${note}`);
}

/** One line per registered hook: `filter  the_content (priority 20, 1 arg)  → EventHooks.addBanner`. */
export function hookLines(model: PluginModel): string[] {
  const rows = (model.hooks ?? []).map((h): [string, string, string] => {
    const target = `${h.className}.${h.method}${h.isStatic ? ' (static)' : ''}`;
    const args = `${h.acceptedArgs} arg${h.acceptedArgs === 1 ? '' : 's'}`;
    if (h.kind === 'action' || h.kind === 'filter')
      return [h.kind, `${h.hook} (priority ${h.priority}, ${args})`, target];
    if (h.kind === 'cron') return ['cron', `${h.hook} (${h.schedule}, scheduled on activation)`, target];
    return [
      h.kind,
      h.kind === 'uninstall'
        ? 'register_uninstall_hook'
        : `register_${h.kind === 'activate' ? 'activation' : 'deactivation'}_hook`,
      target,
    ];
  });
  const kind = Math.max(0, ...rows.map(([k]) => k.length));
  const what = Math.max(0, ...rows.map(([, w]) => w.length));
  return rows.map(([k, w, t]) => `${k.padEnd(kind)}  ${w.padEnd(what)}  → ${t}`);
}

/** A progress line while WordPress boots: rewritten in place on a terminal, one line per phase otherwise. */
function createProgress(stream: NodeJS.WriteStream = process.stdout) {
  const started = Date.now();
  let current = '';
  let timer: NodeJS.Timeout | undefined;
  const frames = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
  let frame = 0;
  const elapsed = () => `${Math.round((Date.now() - started) / 1000)}s`;
  const draw = () => stream.write(`\r\x1b[K${frames[frame++ % frames.length]} ${current}… ${elapsed()}`);
  return {
    phase: (text: string) => {
      current = text;
      if (stream.isTTY) {
        timer ??= setInterval(draw, 100);
        draw();
      } else {
        stream.write(`… ${text} (${elapsed()})\n`);
      }
    },
    done: () => {
      if (timer) {
        clearInterval(timer);
        timer = undefined;
        stream.write(`\r\x1b[K`);
      }
      current = '';
    },
  };
}
