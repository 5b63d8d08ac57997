// `ts2wp init`: the files of a new project, named after its folder. Pure: returns path → content;
// the command decides what may be written. Templates are in cli/init/templates/ (`.tmpl`, so
// the repository's own TypeScript build never compiles them), with {{placeholders}}.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RESERVED_SEGMENTS } from '../../emitter/analyze/config.js';
import { PACKAGE_ROOT } from '../../emitter/libs.js';
import { TS2WP_VERSION } from '../../emitter/render/render.js';

export const TEMPLATES_DIR = path.join(PACKAGE_ROOT, 'cli', 'init', 'templates');

export interface ProjectNames {
  /** Plugin slug and npm package name, e.g. `acme-shop-api`. */
  slug: string;
  /** Plugin name, e.g. `Acme Shop Api`. */
  name: string;
  /** PHP namespace, e.g. `AcmeShopApi`. */
  phpNamespace: string;
  /** REST namespace of the sample route, e.g. `acme-shop-api/v1`. */
  restNamespace: string;
}

/** Whole words wordpress.org's Plugin Check restricts in any plugin name or slug. */
const RESTRICTED_WORDS = new Set(['wp', 'wordpress', 'plugin', 'wc']);

/** Slug, plugin name and namespaces from a folder name: `My Shop_API` → `my-shop-api`, `My Shop Api`, `MyShopApi`. */
export function namesFromFolder(folder: string): ProjectNames {
  const ascii = folder.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  let words = ascii
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  // wordpress.org refuses these words anywhere in a plugin's name or slug (TS2WP2013).
  const kept = words.filter((w) => !RESTRICTED_WORDS.has(w));
  words = kept.length ? kept : ['my', 'routes'];
  const slug = words.join('-');
  const name = words.map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');
  let phpNamespace = words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
  if (/^\d/.test(phpNamespace)) phpNamespace = `Plugin${phpNamespace}`;
  if (RESERVED_SEGMENTS.has(phpNamespace.toLowerCase())) phpNamespace = `${phpNamespace}Plugin`;
  return { slug, name, phpNamespace, restNamespace: `${slug}/v1` };
}

export interface ScaffoldOptions {
  /** The ts2wp dependency in the new package.json (default: {@link ts2wpDependency}). */
  ts2wpRange?: string;
}

/**
 * The `ts2wp` dependency a new project gets: one `npm install` can satisfy with the ts2wp
 * that is running. Until ts2wp is on a registry it is installed from `npm pack`'s tarball or
 * from a folder, so:
 * - not inside a `node_modules` folder (a checkout, or a folder dependency, which npm links
 *   and Node resolves to its real path) → `file:<package root>`;
 * - inside `node_modules`, installed by a project whose package.json (or lockfile) names it
 *   with a `file:` spec (a tarball or folder; npx's cache folder is such a project) → that
 *   spec, made absolute;
 * - otherwise (a registry install, or a global install, which records nothing) → `^<version>`.
 */
export function ts2wpDependency(packageRoot: string = PACKAGE_ROOT, version: string = TS2WP_VERSION): string {
  const parts = packageRoot.split(path.sep);
  const inside = parts.map((part, i) => (part === 'node_modules' ? i : -1)).filter((i) => i >= 0);
  if (!inside.length) return `file:${packageRoot}`;
  // The projects that installed it: the owner of each enclosing node_modules, innermost first.
  for (const i of inside.reverse()) {
    const owner = parts.slice(0, i).join(path.sep) || path.sep;
    const spec = fileSpecIn(owner, path.relative(owner, packageRoot).split(path.sep).join('/'));
    if (spec) return spec;
  }
  return `^${version}`;
}

/** The absolute `file:` spec `owner` installed the package at `rel` (`node_modules/ts2wp`) with, if any. */
function fileSpecIn(owner: string, rel: string): string | undefined {
  const absolute = (spec: unknown): string | undefined => {
    if (typeof spec !== 'string' || !spec.startsWith('file:')) return undefined;
    const target = spec.startsWith('file://') ? fileURLToPath(spec) : path.resolve(owner, spec.slice('file:'.length));
    return `file:${target}`;
  };
  const name = rel.slice(rel.lastIndexOf('node_modules/') + 'node_modules/'.length);
  const pkg = readJson(path.join(owner, 'package.json'));
  for (const field of ['dependencies', 'devDependencies', 'optionalDependencies']) {
    const spec = absolute((pkg?.[field] as Record<string, unknown> | undefined)?.[name]);
    if (spec) return spec;
  }
  // npm workspaces: a workspace names it, the root installs it; the lockfile records where from.
  for (const lock of ['package-lock.json', 'npm-shrinkwrap.json', path.join('node_modules', '.package-lock.json')]) {
    const entry = (readJson(path.join(owner, lock))?.packages as Record<string, { resolved?: unknown }> | undefined)?.[
      rel
    ];
    const spec = absolute(entry?.resolved);
    if (spec) return spec;
  }
  return undefined;
}

function readJson(file: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The new project's files, relative path → content. */
export function scaffoldFiles(names: ProjectNames, options: ScaffoldOptions = {}): Map<string, string> {
  // The hooks example's names: an option prefixed by the slug, a post type (at most 20 characters).
  const underscored = names.slug.replace(/-/g, '_');
  const vars: Record<string, string> = {
    ...names,
    optionName: `${underscored}_settings`,
    postType: `${underscored.slice(0, 15).replace(/_+$/, '')}_note`,
  };
  const fill = (template: string) =>
    fs
      .readFileSync(path.join(TEMPLATES_DIR, template), 'utf8')
      .replace(/\{\{(\w+)\}\}/g, (whole, key: string) => vars[key] ?? whole);
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  const files = new Map<string, string>();
  files.set(
    'ts2wp.config.json',
    json({
      name: names.name,
      slug: names.slug,
      phpNamespace: names.phpNamespace,
      version: '1.0.0',
      requiresWp: '6.1',
      requiresPhp: '7.4',
      description: `${names.name}: REST routes written in TypeScript with ts2wp.`,
      license: 'GPL-2.0-or-later',
    }),
  );
  files.set(
    'package.json',
    json({
      name: names.slug,
      version: '1.0.0',
      private: true,
      type: 'module',
      scripts: {
        build: 'ts2wp build',
        zip: 'ts2wp zip',
        check: 'ts2wp check',
        dev: 'ts2wp build --no-zip && npx --yes @wordpress/env start --runtime=playground',
        test: 'vitest run',
      },
      devDependencies: {
        '@types/node': ownRange('devDependencies', '@types/node', '^20.19.0'),
        ts2wp: options.ts2wpRange ?? ts2wpDependency(),
        typescript: ownRange('dependencies', 'typescript', '~6.0'),
        vitest: ownRange('devDependencies', 'vitest', '^3.2.0'),
      },
    }),
  );
  files.set('tsconfig.json', fill('tsconfig.json.tmpl'));
  files.set(
    '.wp-env.json',
    json({
      $schema: 'https://schemas.wp.org/trunk/wp-env.json',
      plugins: [`./build/${names.slug}`],
    }),
  );
  files.set('.gitignore', fill('gitignore.tmpl'));
  files.set('README.md', fill('README.md.tmpl'));
  files.set('app/Controllers/HelloController.ts', fill('HelloController.ts.tmpl'));
  files.set('vitest.config.ts', fill('vitest.config.ts.tmpl'));
  files.set('test/hello.test.ts', fill('hello.test.ts.tmpl'));
  files.set('app/Hooks/PluginHooks.ts', fill('PluginHooks.ts.tmpl'));
  files.set('test/hooks.test.ts', fill('hooks.test.ts.tmpl'));
  return files;
}

/** The range ts2wp itself depends on (`typescript`) or is tested with (`vitest`, `@types/node`). */
function ownRange(field: 'dependencies' | 'devDependencies', name: string, fallback: string): string {
  const range = (readJson(path.join(PACKAGE_ROOT, 'package.json'))?.[field] as Record<string, unknown> | undefined)?.[
    name
  ];
  return typeof range === 'string' ? range : fallback;
}
