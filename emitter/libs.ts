// Whose declaration a name is: TypeScript's lib (lib.es*.d.ts: String, Array, Math, Error…),
// ts2wp's own declarations (lib/index.ts: Api, Controller, WP_REST_Request; the generated
// ts2wp/wordpress), or the project's. The one place that answers "is this the lib's?":
// a project may declare its own `Math` or `Error`, and only the lib's become runtime calls.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from '#typescript';

/** Where this package lives (the repo root in development, node_modules/ts2wp when installed). */
export const PACKAGE_ROOT = findPackageRoot(path.dirname(fileURLToPath(import.meta.url)));

function findPackageRoot(dir: string): string {
  for (let d = dir; ; d = path.dirname(d)) {
    if (fs.existsSync(path.join(d, 'package.json')) && fs.existsSync(path.join(d, 'php-runtime'))) return d;
    if (path.dirname(d) === d) throw new Error(`ts2wp: cannot find the package root above ${dir}`);
  }
}

/**
 * ts2wp's declaration files. `ts2wp` resolves to `index`, `ts2wp/wordpress` to
 * `wordpressEntry`, which re-exports the generated `wordpress` (what `ts2wp stubs` writes)
 * and the hand-written `wordpressGlobals` ($wpdb, dbDelta, the plugin's paths); a symbol a
 * handler imports is declared in one of those two (builtins/wordpress.ts relies on that).
 */
export const LIB_FILES = {
  index: path.join(PACKAGE_ROOT, 'lib', 'index.ts'),
  wordpressEntry: path.join(PACKAGE_ROOT, 'lib', 'wordpress.ts'),
  wordpress: path.join(PACKAGE_ROOT, 'lib', 'wordpress.generated.ts'),
  wordpressGlobals: path.join(PACKAGE_ROOT, 'lib', 'wordpress-globals.ts'),
};

/** The files whose declarations are WordPress's (functions, classes, globals). */
const WORDPRESS_FILES = new Set([LIB_FILES.wordpress, LIB_FILES.wordpressGlobals]);

/** The folder of TypeScript's lib.*.d.ts (the program's default lib location). */
export const TS_LIB_DIR = path.dirname(ts.getDefaultLibFilePath({})) + path.sep;
/** The same folder as TypeScript writes source file names (normalized, `/`-separated). */
const TS_LIB_PREFIX = `${path.posix.dirname(ts.getDefaultLibFilePath({}))}/`;

/** Asked for every declaration a call or property resolves to, so a string test, not path.resolve. */
export function isTypeScriptLibFile(fileName: string): boolean {
  return (
    fileName.startsWith(TS_LIB_PREFIX) &&
    fileName.lastIndexOf('/') === TS_LIB_PREFIX.length - 1 &&
    fileName.startsWith('lib.', TS_LIB_PREFIX.length)
  );
}

const inTypeScriptLib = (d: ts.Node) => isTypeScriptLibFile(d.getSourceFile().fileName);

/** Whether a file is the project's own source (not ts2wp's lib, a declaration file or a dependency). */
export function isProjectFile(projectDir: string, fileName: string): boolean {
  const full = path.resolve(fileName);
  if (full === LIB_FILES.index || full === LIB_FILES.wordpressEntry || WORDPRESS_FILES.has(full)) return false;
  if (fileName.endsWith('.d.ts')) return false;
  const rel = path.relative(projectDir, full);
  return !rel.startsWith('..') && !path.isAbsolute(rel) && !rel.split(path.sep).includes('node_modules');
}

/** A symbol through import aliases. */
export function resolveAlias(symbol: ts.Symbol | undefined, checker: ts.TypeChecker): ts.Symbol | undefined {
  return symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/** The symbol an expression names, through import aliases. */
export function resolveSymbol(expr: ts.Node, checker: ts.TypeChecker): ts.Symbol | undefined {
  return resolveAlias(checker.getSymbolAtLocation(expr), checker);
}

/**
 * True when the symbol is TypeScript's lib's: declared there, and elsewhere at most by
 * interfaces of declaration files that merge more members into it (Node's types declare
 * `interface String extends RelativeIndexable<string> {}`, and so may a project's .d.ts).
 * Such a merge does not make `String` or `Array` something else; a member it adds is a
 * symbol of its own, which is not the lib's.
 */
export function isTypeScriptLibSymbol(symbol: ts.Symbol | undefined): boolean {
  const decls = symbol?.declarations;
  return !!decls?.some(inTypeScriptLib) && decls.every((d) => inTypeScriptLib(d) || mergesIntoLib(d));
}

const mergesIntoLib = (d: ts.Declaration) => ts.isInterfaceDeclaration(d) && d.getSourceFile().isDeclarationFile;

/** True when `node` names something only TypeScript's lib declares (a global, a lib method). */
export function isLibName(node: ts.Node, checker: ts.TypeChecker): boolean {
  return isTypeScriptLibSymbol(resolveSymbol(node, checker));
}

/** The name of the lib global an identifier refers to (`Math`, `Array`, `parseInt`…), not a local of that name. */
export function libGlobal(node: ts.Node, checker: ts.TypeChecker): string | undefined {
  return ts.isIdentifier(node) && isLibName(node, checker) ? node.text : undefined;
}

/**
 * The host global an identifier refers to (`console`, `crypto`, `structuredClone`), declared
 * by TypeScript's DOM lib or by @types/node, whichever the project's tsconfig brings in.
 */
export function hostGlobal(
  node: ts.Node,
  checker: ts.TypeChecker,
): 'console' | 'crypto' | 'structuredClone' | undefined {
  if (!ts.isIdentifier(node) || !HOST_GLOBALS.has(node.text)) return undefined;
  const decls = resolveSymbol(node, checker)?.declarations;
  if (!decls?.length) return undefined;
  const fromHost = decls.every((d) => {
    const file = d.getSourceFile().fileName;
    return isTypeScriptLibFile(file) || file.includes('/node_modules/@types/node/');
  });
  return fromHost ? (node.text as 'console' | 'crypto' | 'structuredClone') : undefined;
}

const HOST_GLOBALS = new Set(['console', 'crypto', 'structuredClone']);

/** Whether a declaration is the host's: TypeScript's DOM lib or @types/node. */
const isHostDeclaration = (d: ts.Node) => {
  const file = d.getSourceFile().fileName;
  return isTypeScriptLibFile(file) || file.includes('/node_modules/@types/node/');
};

/** True when an identifier names the host class `name` (URLSearchParams), not a project's of that name. */
export function isHostClass(node: ts.Node, name: string, checker: ts.TypeChecker): boolean {
  const decls = ts.isIdentifier(node) && node.text === name ? resolveSymbol(node, checker)?.declarations : undefined;
  return !!decls?.length && decls.every(isHostDeclaration);
}

/** True when a type is the host class `name`'s instances (URLSearchParams from the DOM lib or @types/node). */
export function isHostType(type: ts.Type, name: string): boolean {
  const decls = type.getSymbol()?.declarations;
  return type.getSymbol()?.name === name && !!decls?.length && decls.every(isHostDeclaration);
}

/** True when an identifier names the lib global `name`. */
export function isLibGlobal(node: ts.Node, name: string, checker: ts.TypeChecker): boolean {
  return ts.isIdentifier(node) && node.text === name && isLibName(node, checker);
}

/**
 * The lib interface that declares the member `name` names (`String` for `s.slice`,
 * `Math` for `Math.floor`, `NumberConstructor` for `Number.isInteger`…), or undefined when
 * it is not (only) a lib member, e.g. on a union of a string and an array.
 */
export function libOwner(name: ts.Node, checker: ts.TypeChecker): string | undefined {
  const decls = checker.getSymbolAtLocation(name)?.declarations;
  if (!decls?.length) return undefined;
  let owner: string | undefined;
  for (const d of decls) {
    if (!inTypeScriptLib(d) || !ts.isInterfaceDeclaration(d.parent)) return undefined;
    if (owner !== undefined && owner !== d.parent.name.text) return undefined;
    owner = d.parent.name.text;
  }
  return owner;
}

/** True when a member declaration belongs to the lib interface `name` (`Error`'s `message`). */
export function isLibInterfaceMember(decl: ts.Node | undefined, name: string): boolean {
  const owner = decl?.parent;
  return !!owner && ts.isInterfaceDeclaration(owner) && owner.name.text === name && inTypeScriptLib(decl);
}

/** True when a type is the lib's interface `name` (`RegExp`, `RegExpMatchArray`…), not a project type of that name. */
export function isLibType(type: ts.Type, name: string): boolean {
  const symbol = type.getSymbol();
  return !!symbol && symbol.name === name && isTypeScriptLibSymbol(symbol);
}

/** True when a symbol is the export `name` of the `ts2wp` package (Api, Controller). */
export function isTs2wpExport(symbol: ts.Symbol | undefined, name: string): boolean {
  const decl = symbol?.declarations?.[0];
  return !!decl && symbol.name === name && path.resolve(decl.getSourceFile().fileName) === LIB_FILES.index;
}

/** The ts2wp interface that declares a member (`WP_REST_Request` for `request.get_param`). */
export function ts2wpOwner(name: ts.Node, checker: ts.TypeChecker): string | undefined {
  const decl = checker.getSymbolAtLocation(name)?.declarations?.[0];
  if (!decl || path.resolve(decl.getSourceFile().fileName) !== LIB_FILES.index) return undefined;
  return ts.isInterfaceDeclaration(decl.parent) ? decl.parent.name.text : undefined;
}

/** True when what `expr` names is declared by ts2wp/wordpress (a WordPress function, class or member). */
export function isWordPressName(expr: ts.Node, checker: ts.TypeChecker): boolean {
  const file = resolveSymbol(expr, checker)?.declarations?.[0]?.getSourceFile().fileName;
  return !!file && WORDPRESS_FILES.has(path.resolve(file));
}

/** The hand-written WordPress global `expr` names (`wpdb`, `plugin`, `ARRAY_A`, `dbDelta`), if it is one. */
export function wordPressGlobal(expr: ts.Node, checker: ts.TypeChecker): string | undefined {
  const symbol = resolveSymbol(expr, checker);
  const file = symbol?.declarations?.[0]?.getSourceFile().fileName;
  return file && path.resolve(file) === LIB_FILES.wordpressGlobals ? symbol.name : undefined;
}

/** True when a declaration is in ts2wp/wordpress or beside it (openapi reads WordPress classes). */
export function isWordPressDeclaration(decl: ts.Node): boolean {
  const file = path.resolve(decl.getSourceFile().fileName);
  return file === LIB_FILES.wordpress || path.dirname(file) === path.dirname(LIB_FILES.wordpress);
}
