// The shapes the transform layer's files share, in a module that imports nothing of the
// layer back: context.ts, the visitors, the builtins and the analyses all read them, so
// none of them has to import the file that fills them in (modules.ts, classes/).
import type ts from '#typescript';

/** A class being translated (ctx.classFrames): `this`, `self` and `static` resolve against it. */
export interface ClassFrame {
  /** Fully qualified PHP class name, with a leading backslash. */
  fq: string;
  node: ts.ClassDeclaration | undefined;
  isStatic: boolean;
}

/** What a module-level declaration of the project is in PHP (Project.entityFor()). */
export type Entity =
  | { kind: 'method'; cls: string; name: string }
  | { kind: 'const'; cls: string; name: string }
  | { kind: 'static'; cls: string; name: string }
  | { kind: 'class'; cls: string; decl: ts.ClassDeclaration; controller: boolean }
  | { kind: 'enum'; cls: string; decl: ts.EnumDeclaration };

/** The plugin's config as translation needs it. */
export interface PluginFacts {
  /** `ACME_SHOP` for the slug `acme-shop`: the plugin file defines ACME_SHOP_FILE… (pluginConstantPrefix()). */
  constantPrefix: string;
  requiresWp: string;
  /** The plugin's slug: the one text domain its translation calls may name. */
  textDomain: string;
}

/**
 * The name of a per-build table that one module owns (a class plan, a capture analysis): the
 * module declares the key, the build holds the Map (Project.table()), so a watch build never
 * sees the last build's answers and no other module writes into it.
 */
export interface BuildTable<K, V> {
  readonly name: string;
  /** Never set: carries the key and value types. */
  readonly types?: [K, V];
}

/**
 * The build a translation belongs to (ProjectModules, modules.ts, is the one implementation):
 * the PHP names of the project's declarations, and the tables its analyses keep per build.
 */
export interface Project {
  readonly checker: ts.TypeChecker;
  /** What handlers read of the plugin itself: its path constants' prefix (builtins/wpdb.ts), its minimum WordPress. */
  readonly plugin: PluginFacts;
  /** Whether a file is the project's own code (not a lib, not node_modules). */
  isProjectFile(fileName: string): boolean;
  /** The PHP entity a (module-level) symbol stands for; marks it needed. */
  entityFor(symbol: ts.Symbol | undefined): Entity | undefined;
  /** The PHP class name of a class or enum declaration (without marking it needed). */
  classNameOf(decl: ts.Node): string | undefined;
  /** Marks a class or enum needed (a base class of a needed class). */
  needClass(decl: ts.Node): void;
  /** Whether a short class name is taken anywhere in the plugin (an import alias must not be). */
  isClassName(name: string): boolean;
  /** Whether exactly one class of the plugin, and no runtime class, has this short name. */
  isUniqueClassName(name: string): boolean;
  /** The project's classes that declare an instance getter or setter named `name`. */
  accessorClasses(name: string): readonly ts.ClassDeclaration[];
  /** This build's table named by `key` (empty at first). */
  table<K, V>(key: BuildTable<K, V>): Map<K, V>;
}

/** A call of a member of one of TypeScript's lib objects: `Math.floor(x)`, `s.slice(1)`. */
export interface LibCall {
  node: ts.CallExpression;
  callee: ts.PropertyAccessExpression;
  name: string;
  /** The lib interface declaring the member (`Math`, `String`, `NumberConstructor`…); none when several do. */
  owner: string | undefined;
}
