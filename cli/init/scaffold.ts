// `ts2wp init`: the files of a new project, named after its folder. Pure: returns path → content;
// the command decides what may be written. Templates are in cli/init/templates/ (`.tmpl`, so
// the repository's own TypeScript build never compiles them), with {{placeholders}}.
import fs from 'node:fs';
import path from 'node:path';
import { RESERVED_SEGMENTS } from '../../compiler/analyze/config.js';
import { PACKAGE_ROOT } from '../../compiler/libs.js';
import { TS2WP_VERSION } from '../../compiler/render/render.js';

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

/** Slug, plugin name and namespaces from a folder name: `My Shop_API` → `my-shop-api`, `My Shop Api`, `MyShopApi`. */
export function namesFromFolder(folder: string): ProjectNames {
  const ascii = folder.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  let words = ascii
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  // WordPress.org rejects slugs starting with "wp-".
  while (words[0] === 'wp' && words.length > 1) words = words.slice(1);
  if (!words.length || (words.length === 1 && words[0] === 'wp')) words = ['my', 'plugin'];
  const slug = words.join('-');
  const name = words.map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');
  let phpNamespace = words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
  if (/^\d/.test(phpNamespace)) phpNamespace = `Plugin${phpNamespace}`;
  if (RESERVED_SEGMENTS.has(phpNamespace.toLowerCase())) phpNamespace = `${phpNamespace}Plugin`;
  return { slug, name, phpNamespace, restNamespace: `${slug}/v1` };
}

export interface ScaffoldOptions {
  /** Version range of ts2wp in the new package.json (default: ^ this version). */
  ts2wpRange?: string;
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
        ts2wp: options.ts2wpRange ?? `^${TS2WP_VERSION}`,
        vitest: vitestRange(),
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
  files.set('test/hello.test.ts', fill('hello.test.ts.tmpl'));
  files.set('app/Hooks/PluginHooks.ts', fill('PluginHooks.ts.tmpl'));
  files.set('test/hooks.test.ts', fill('hooks.test.ts.tmpl'));
  return files;
}

/** The vitest range ts2wp itself is tested with. */
function vitestRange(): string {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(PACKAGE_ROOT, 'package.json'), 'utf8')) as {
      devDependencies?: Record<string, unknown>;
    };
    const range = pkg.devDependencies?.vitest;
    if (typeof range === 'string') return range;
  } catch {
    // fall through
  }
  return '^3.2.0';
}
