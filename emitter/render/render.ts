// Plugin files around the controllers: EJS templates that only loop and interpolate (the
// PHP runtime a plugin ships is runtime.ts's).
import fs from 'node:fs';
import path from 'node:path';
import ejs from 'ejs';
import type { PluginModel, ReadmeSection, RouteModel } from '../model.js';
import type { Origin } from '../php/ast.js';
import {
  bareMethods,
  capabilitiesPhrase,
  permissionValue,
  pluginConstantPrefix,
  pluginNamespaces,
  routeFilterName,
  routePath,
  type EmittedHook,
} from '../model.js';
import { phpValue } from '../php/printer.js';
import { PACKAGE_ROOT } from '../libs.js';
import { hooksData } from './hooks.js';

const TEMPLATES = path.join(PACKAGE_ROOT, 'emitter', 'render', 'templates');

export const TS2WP_VERSION: string = (
  JSON.parse(fs.readFileSync(path.join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string }
).version;

/** Header values are cut here so WordPress, which reads only a file's first 8 KB, sees them all. */
const MAX_HEADER_VALUE = 500;

/**
 * A plugin header value on one line that cannot close the comment it sits in. `?>` is
 * broken up too: WordPress's _cleanup_header_comment() cuts a header at `*\/` or `?>`.
 */
export function headerValue(value: string): string {
  const line = value
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
    .replace(/\*\//g, '* /')
    .replace(/\?>/g, '? >')
    .trim();
  return [...line].slice(0, MAX_HEADER_VALUE).join('').trim();
}

/** readme.txt text on one line. */
function text(value: string | string[]): string {
  return (Array.isArray(value) ? value.join(', ') : value).replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();
}

function php(value: unknown, indent = ''): string {
  return phpValue(value, indent);
}

/** Compiled templates, read and compiled once per process (a watch session renders on every change). */
const compiled = new Map<string, ejs.TemplateFunction>();

function render(template: string, data: Record<string, unknown>): string {
  let fn = compiled.get(template);
  if (!fn) {
    fn = ejs.compile(fs.readFileSync(path.join(TEMPLATES, template), 'utf8'), { filename: template });
    compiled.set(template, fn);
  }
  return fn({ ...data, header: headerValue, text, php, ts2wpVersion: TS2WP_VERSION });
}

/** The plugin's line map, read by Router::error() (php-runtime/Router.php). */
export const SOURCE_MAP = 'app/sourcemap.php';

/**
 * The routes whose response schema their path shows. WordPress keeps one `schema` per URL
 * pattern (a later registration's replaces an earlier one), so where several routes share a
 * path, the GET route's answer describes it, as a core controller's item schema does; else the
 * first registered. Bare body paths carry none (Router::register()).
 */
function schemaOwners(routes: readonly RouteModel[]): Set<RouteModel> {
  const owners = new Map<string, RouteModel>();
  for (const route of routes) {
    if (!route.response) continue;
    const key = `${route.namespace} ${routePath(route)}`;
    const owner = owners.get(key);
    if (!owner || (!owner.methods.includes('GET') && route.methods.includes('GET'))) owners.set(key, route);
  }
  return new Set(owners.values());
}

/**
 * Files for beside the plugin folder, not inside it: the coding-standard config the plugin
 * passes (Plugin Check rejects application files such as a phpcs config in a plugin).
 */
export function renderBesideFiles(model: PluginModel): Map<string, string> {
  return new Map([['phpcs.xml.dist', render('phpcs.xml.dist.ejs', { config: model.config })]]);
}

/**
 * Every file of the plugin except the controllers: path relative to the plugin folder → text.
 * `lineOrigins` gives, per translated PHP file, the TypeScript origin of each line;
 * `routes`, routes.php's text when it was rendered before (`renderRoutes()`).
 */
export function renderPluginFiles(
  model: PluginModel,
  lineOrigins: ReadonlyMap<string, readonly (Origin | undefined)[]> = new Map(),
  hooks: readonly EmittedHook[] = [],
  routes: string = renderRoutes(model),
): Map<string, string> {
  const { config } = model;
  const ns = pluginNamespaces(config.phpNamespace);
  const files = new Map<string, string>();
  files.set(
    `${config.slug}.php`,
    render('plugin.php.ejs', {
      config,
      frameworkNamespace: ns.framework,
      hasHooks: hooks.length > 0,
      hookPrefix: config.slug.replace(/-/g, '_'),
      constantPrefix: pluginConstantPrefix(config.slug),
    }),
  );
  if (hooks.length) files.set('hooks.php', render('hooks.php.ejs', hooksData(hooks, config)));

  files.set('routes.php', routes);

  const readmeRoutes = model.routes.map((route) => ({
    methods: route.methods,
    url: `${route.namespace}${route.endpoint === '/' ? '' : route.endpoint}${route.params.map((p) => `/{${p.name}}`).join('')}`,
    permission: readmePermission(route),
  }));
  files.set(
    'readme.txt',
    render('readme.txt.ejs', { config, routes: readmeRoutes, own: readmeSections(model.readme) }),
  );
  files.set(SOURCE_MAP, render('sourcemap.php.ejs', sourceMapData(lineOrigins)));
  return files;
}

/** routes.php: the route table, from the model alone (half a large plugin's PHP). */
export function renderRoutes(model: PluginModel): string {
  const ns = pluginNamespaces(model.config.phpNamespace);
  const ordered = byPrecedence(model.routes);
  const described = schemaOwners(ordered);
  const routes = ordered.map((route) => {
    const paths: Record<string, string[]> = { [routePath(route)]: route.methods };
    const bodyMethods = bareMethods(route);
    if (bodyMethods.length) paths[routePath(route, true)] = bodyMethods;
    const typed = route.params.some((p) => p.schema) || !!route.fields?.length;
    return {
      namespace: route.namespace,
      name: routeFilterName(route),
      paths,
      params: Object.fromEntries(route.params.map((p) => [p.name, p.type])),
      permission: permissionValue(route.permission),
      batch: !!route.batch,
      schema: described.has(route) ? route.response : undefined,
      controller: `${ns.controllers}\\${route.controller}`,
      handler: route.handler,
      raw: !!route.raw,
      // Only what the handler's type narrows or adds: routes it does not keep their entry as before.
      schemas: Object.fromEntries(route.params.filter((p) => p.schema).map((p) => [p.name, p.schema])),
      fields: Object.fromEntries((route.fields ?? []).map((f) => [f.name, { required: f.required, schema: f.schema }])),
      unchecked: route.unchecked ?? [],
      // The runtime method that checks them, named by the table: a plugin without typed members ships none of it.
      typed: typed ? `${ns.framework}\\Router::schema_arg` : undefined,
      open: !!route.open,
    };
  });
  return render('routes.php.ejs', { routes, lookup: routeLookup(ordered) });
}

/**
 * The project's own readme.txt sections by their place in the output: a Description,
 * Installation or Changelog of its own replaces ts2wp's; Upgrade Notice goes last, as
 * wordpress.org orders it; the others (FAQ, Screenshots…) between Installation and Changelog.
 */
function readmeSections(sections: readonly ReadmeSection[] = []) {
  const named = (title: string) => sections.find((s) => s.title.toLowerCase() === title);
  const placed = ['description', 'installation', 'changelog', 'upgrade notice'];
  return {
    description: named('description'),
    installation: named('installation'),
    changelog: named('changelog'),
    upgradeNotice: named('upgrade notice'),
    others: sections.filter((s) => !placed.includes(s.title.toLowerCase())),
  };
}

/** How readme.txt's route list says who may call a route ('' for anyone). */
function readmePermission(route: RouteModel): string {
  if (route.permission === true) return ' (logged-in users only)';
  return route.permission ? ` (users with ${capabilitiesPhrase(route)})` : '';
}

/**
 * The line map in its compact form: `sources`, the TypeScript files (sorted), and `files`,
 * per PHP file (sorted) a string of runs separated by spaces: `L=S:l:c` says lines from L
 * on come from sources[S] at line l, column c; a bare `L` says lines from L on come from
 * no statement (so do the lines before the first run).
 */
export function sourceMapData(lineOrigins: ReadonlyMap<string, readonly (Origin | undefined)[]>): {
  sources: string[];
  files: [string, string][];
} {
  const names = new Set<string>();
  for (const origins of lineOrigins.values()) for (const o of origins) if (o) names.add(o.file);
  const sources = [...names].sort();
  const index = new Map(sources.map((name, i) => [name, i]));
  const files: [string, string][] = [];
  for (const rel of [...lineOrigins.keys()].sort()) {
    const runs: string[] = [];
    let last = '';
    lineOrigins.get(rel)!.forEach((o, i) => {
      const at = o ? `${index.get(o.file)}:${o.line}:${o.col}` : '';
      if (at !== last) runs.push(at ? `${i + 1}=${at}` : `${i + 1}`);
      last = at;
    });
    if (runs.length) files.push([rel, runs.join(' ')]);
  }
  return { sources, files };
}

/**
 * The routes in the order WordPress must try them: it takes the first registered route whose
 * pattern matches, so within a namespace, of two routes with as many segments (only those
 * can match the same URL), the one with a literal segment where the other has a parameter,
 * leftmost such position first, is registered first (`/items/sorted/<by>` before
 * `/items/<page>/<per>`). Everything else keeps source order. Router::ensure() registers a
 * namespace's routes in table order, all at once when it has routes filed under ''.
 */
export function byPrecedence<R extends Pick<RouteModel, 'namespace' | 'endpoint' | 'params'>>(
  routes: readonly R[],
): R[] {
  const kinds = (route: R) =>
    [
      ...route.endpoint
        .split('/')
        .filter(Boolean)
        .map((segment) => (/^[A-Za-z0-9_.~-]+$/.test(segment) ? 'L' : 'P')),
      ...route.params.map(() => 'P'),
    ].join('');
  const out = [...routes];
  const groups = new Map<string, number[]>();
  routes.forEach((route, i) => {
    const key = `${route.namespace.toLowerCase()} ${kinds(route).length}`;
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  for (const positions of groups.values()) {
    // 'L' < 'P': a literal sorts first; equal shapes keep source order (Array#sort is stable).
    const sorted = positions
      .map((i) => routes[i])
      .sort((a, b) => (kinds(a) < kinds(b) ? -1 : kinds(a) > kinds(b) ? 1 : 0));
    positions.forEach((position, j) => (out[position] = sorted[j]!));
  }
  return out;
}

/**
 * The route table's index for Router::boot(), which on a REST request registers only the
 * routes that can match it: REST namespace → first segment of the endpoint → positions in
 * the table. Both keys are lower case (WordPress matches routes case-insensitively). A
 * segment that is not plain text (a regex in a hand-written route) or an endpoint of `/`
 * files the route under '', which every request to the namespace registers.
 */
export function routeLookup(
  routes: readonly Pick<RouteModel, 'namespace' | 'endpoint'>[],
): Record<string, Record<string, number[]>> {
  const lookup: Record<string, Record<string, number[]>> = {};
  routes.forEach((route, position) => {
    const first = route.endpoint.split('/')[1] ?? '';
    const key = /^[A-Za-z0-9_~-]+$/.test(first) ? first.toLowerCase() : '';
    const segments = (lookup[route.namespace.toLowerCase()] ??= {});
    (segments[key] ??= []).push(position);
  });
  return lookup;
}
