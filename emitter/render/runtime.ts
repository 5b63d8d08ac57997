// The PHP runtime a plugin ships: php-runtime/ copied under the plugin's namespace and text
// domain, cut down to the classes and methods its PHP reaches (runtime-reach.ts).
// Reachability is read from the parsed PHP (php-parser), never from names in comments.
import path from 'node:path';
import { PACKAGE_ROOT } from '../libs.js';
import { pluginNamespaces } from '../model.js';
import { TS2WP_VERSION } from './render.js';
import {
  RUNTIME_SCOPE,
  RuntimeClasses,
  RuntimeReacher,
  type RuntimeReach,
  type MethodSpan,
  type ShippedClass,
} from './runtime-reach.js';
import type { ReferenceScope, Ref } from './runtime-references.js';

export type { RuntimeReach, ShippedClass } from './runtime-reach.js';

/** php-runtime/, which the validate worker reads too (output/validate-pool.ts). */
export const RUNTIME_DIR = path.join(PACKAGE_ROOT, 'php-runtime');
/** Replaced by the compiler's version, so each plugin says which runtime it carries. */
const VERSION_STAMP = 'TS2WP_VERSION_STAMP';
/** The text domain of the runtime's translatable messages, the plugin's slug in a build. */
const TEXT_DOMAIN_STAMP = "'ts2wp-text-domain'";

let runtime: RuntimeClasses | undefined;

function loadRuntime(): RuntimeClasses {
  runtime ??= new RuntimeClasses(RUNTIME_DIR);
  return runtime;
}

/** What `reachRuntime()` needs to read a plugin file's references (runtime-references.ts). */
export function referenceScope(phpNamespace: string): ReferenceScope {
  return { framework: pluginNamespaces(phpNamespace).framework, known: [...loadRuntime().keys()] };
}

/**
 * The runtime classes and methods the plugin files reach, from each file's references
 * (every `.php` file that is not the runtime is a root; `fileReferences()` under
 * `referenceScope()`), followed on this thread.
 */
export function reachRuntime(roots: Iterable<readonly [string, readonly Ref[]]>): RuntimeReach {
  const reacher = new RuntimeReacher(loadRuntime());
  reacher.add(roots);
  return reacher.reach;
}

/** The reached classes as they ship (`reachRuntime()` on this thread). */
export function shippedRuntime(roots: Iterable<readonly [string, readonly Ref[]]>): ShippedClass[] {
  const reacher = new RuntimeReacher(loadRuntime());
  reacher.add(roots);
  return reacher.shipped();
}

/**
 * The runtime files a plugin ships (`framework/…` → text): each reached class, without
 * the methods nothing reaches, under the plugin's namespace and text domain (its slug).
 * Without `shipped`, the whole runtime.
 */
export function runtimeFiles(
  phpNamespace: string,
  slug: string,
  shipped?: readonly ShippedClass[],
): Map<string, string> {
  const classes = loadRuntime();
  const files = new Map<string, string>();
  if (!shipped) {
    for (const [rel, source] of classes.sources) files.set(`framework/${rel}`, scoped(source, phpNamespace, slug));
    return files;
  }
  for (const { rel, cut } of shipped)
    files.set(`framework/${rel}`, scoped(withoutMethods(classes.sources.get(rel)!, cut), phpNamespace, slug));
  return files;
}

/** Cuts each method's lines (doc comment to closing brace) and the blank line before it. */
function withoutMethods(source: string, methods: readonly MethodSpan[]): string {
  let out = source;
  for (const { start, end } of [...methods].sort((a, b) => b.start - a.start)) {
    let from = out.lastIndexOf('\n', start - 1) + 1;
    let to = out.indexOf('\n', end);
    to = to < 0 ? out.length : to + 1;
    if (out.slice(0, from).endsWith('\n\n')) from -= 1;
    else if (out[to] === '\n') to += 1;
    out = out.slice(0, from) + out.slice(to);
  }
  return out;
}

function scoped(source: string, phpNamespace: string, slug: string): string {
  return source
    .split(RUNTIME_SCOPE)
    .join(`${phpNamespace}\\`)
    .split(VERSION_STAMP)
    .join(TS2WP_VERSION)
    .split(TEXT_DOMAIN_STAMP)
    .join(`'${slug}'`);
}
