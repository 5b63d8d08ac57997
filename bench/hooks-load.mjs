// Plugin-load cost of hooks (issue 15): samples/events built twice, with app/Hooks and
// without, and its plugin file included by php-cli under WordPress's real hook API
// (wp-includes/plugin.php + class-wp-hook.php). Each sample is one fresh PHP process that
// times `require <plugin>.php` with hrtime; the median over the runs is reported. Opcache
// is off in php-cli (every include compiles its file), so this is the cold upper bound.
// Run: node bench/hooks-load.mjs [runs]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLI = path.join(REPO, 'dist', 'cli', 'ts2wp.js');
const WP = process.env.TS2WP_WP_CORE ?? '/usr/share/wordpress';
const runs = Number(process.argv[2] ?? 200);

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ts2wp-hooks-load-'));
const build = (name, withHooks) => {
  const project = path.join(work, name);
  fs.cpSync(path.join(REPO, 'samples', 'events'), project, {
    recursive: true,
    filter: (src) => !src.includes(`${path.sep}build`) && (withHooks || !src.includes(`${path.sep}Hooks`)),
  });
  execFileSync(process.execPath, [CLI, 'build', project, '--out', path.join(work, `${name}-out`)], { stdio: 'ignore' });
  return path.join(work, `${name}-out`, 'typescript-events', 'typescript-events.php');
};

const timer = (plugin) => `<?php
define( 'ABSPATH', ${JSON.stringify(fs.realpathSync(WP) + '/')} );
define( 'WP_PLUGIN_DIR', ${JSON.stringify(path.dirname(path.dirname(plugin)))} );
define( 'WPMU_PLUGIN_DIR', '/nonexistent' );
function wp_normalize_path( $p ) { return str_replace( '\\\\', '/', $p ); }
$GLOBALS['wp_plugin_paths'] = array();
require ABSPATH . 'wp-includes/plugin.php';
// WordPress has run many preg_* calls before it loads a plugin; the process's first one pays PCRE's
// set-up (~300 µs here), which would otherwise be charged to register_activation_hook().
plugin_basename( WP_PLUGIN_DIR . '/warm-up/warm-up.php' );
$t = hrtime( true );
require ${JSON.stringify(plugin)};
$elapsed = hrtime( true ) - $t;
$loaded = count( array_filter( get_declared_classes(), function ( $c ) { return 0 === strpos( $c, 'Ts2wpDemo\\\\' ); } ) );
echo $elapsed, ' ', count( $GLOBALS['wp_filter'] ), ' ', $loaded, ' ', count( get_included_files() );
`;

const measure = (plugin, opcache) => {
  const script = path.join(work, `timer-${path.basename(path.dirname(path.dirname(path.dirname(plugin))))}.php`);
  fs.writeFileSync(script, timer(plugin));
  const times = [];
  let info = '';
  for (let i = 0; i < runs; i++) {
    const [ns, hooks, classes, files] = execFileSync('php', [...opcache, script], {
      encoding: 'utf8',
    }).split(' ');
    times.push(Number(ns) / 1000);
    info = { hooks: Number(hooks), classes: Number(classes), files: Number(files) };
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(runs / 2)], p90: times[Math.floor(runs * 0.9)], ...info };
};

const plugins = [
  ['routes only (no app/Hooks)', build('routes-only', false)],
  ['routes + 3 hooks, activation, deactivation, cron, uninstall', build('with-hooks', true)],
];
// Cold: no opcache, every include compiles. Warm: opcache's file cache, filled by a first run,
// stands in for a server's shared opcache (files are not compiled again).
const cache = path.join(work, 'opcache');
fs.mkdirSync(cache);
const modes = [
  ['cold (no opcache)', ['-d', 'opcache.enable_cli=0']],
  [
    'warm (opcache file cache)',
    ['-d', 'opcache.enable_cli=1', '-d', `opcache.file_cache=${cache}`, '-d', 'opcache.file_cache_only=1'],
  ],
];
console.log(`include of the plugin file, ${runs} fresh php-cli processes each (median and p90, µs):`);
console.log(`| plugin | opcache | median µs | p90 µs | hooks in $wp_filter | plugin classes loaded | files included |`);
console.log(`|---|---|---|---|---|---|---|`);
for (const [mode, opcache] of modes) {
  for (const [name, plugin] of plugins) {
    const r = measure(plugin, opcache);
    console.log(
      `| ${name} | ${mode} | ${r.median.toFixed(1)} | ${r.p90.toFixed(1)} | ${r.hooks} | ${r.classes} | ${r.files} |`,
    );
  }
}
fs.rmSync(work, { recursive: true, force: true });
