// The differential harness (TypeScriptToLua's expectToMatchJsResult): each case is a
// handler body; it runs in Node (the TypeScript, transpiled) and in PHP 7.4 and 8.3 (the
// translated plugin code), and the JSON results must be equal.
//
//   const suite = differentialSuite('strings', [
//     { name: 'slice', body: "return 'hello'.slice(1, -1);" },
//   ]);
//
// All cases of a suite compile as one project (one method per case), so a suite costs
// one TypeScript program and one PHP run per version.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { compileProject } from '../../emitter/compile.js';
import { codeText, errorsOf, formatDiagnostics, positionOf } from '../../emitter/diagnostics/diagnostic.js';
import { closePhp, DIFFERENTIAL_PHP_VERSIONS, getPhp, runPhp, type PhpExtension, type PhpVersion } from './php.js';
import { REPO } from './project.js';

export interface DiffCase {
  name: string;
  /** The handler body; `params` (a Record<string, unknown>) is in scope. */
  body: string;
  /**
   * Passed as the handler's params, through JSON into PHP's `json_decode`: a lone surrogate
   * (`'\uD800'`) cannot be a param (it is not valid UTF-8); build it in the body instead.
   */
  params?: Record<string, unknown>;
  /** The case is expected to throw in both; messages must match when `message` is true. */
  throws?: boolean | { message: true };
  /** An `async` handler (its body may `await`). */
  async?: boolean;
}

/** A case as most suites write it: name, handler body, request params. */
export const c = (name: string, body: string, params?: Record<string, unknown>): DiffCase => ({ name, body, params });

export interface SuiteOptions {
  /** Module-level code shared by the suite's cases (helpers, constants, classes). */
  module?: string;
  /** Extra project files, e.g. `{ 'app/lib/util.ts': '…' }`. */
  files?: Record<string, string>;
  /** The class the suite's controller extends (declared or imported in `module`); Controller by default. */
  extends?: string;
  /** PHP extensions to load (e.g. intl, to run the code path hosts with intl take). */
  phpExtensions?: PhpExtension[];
}

export type Outcome = { ok: true; json: unknown } | { ok: false; error: string } | { compileError: string };

const CONTROLLER = 'DiffController';

function controllerSource(cases: DiffCase[], module: string, base = 'Controller'): string {
  const methods = cases.map(
    (c, i) =>
      `  @Api({ namespace: 'diff/v1', endpoint: '/c${i}' })\n  ${c.async ? 'async ' : ''}case${i}(params: Record<string, any>): ${c.async ? 'Promise<unknown>' : 'unknown'} {\n${c.body.replace(/^/gm, '    ')}\n  }\n`,
  );
  return `import { Api, Controller } from 'ts2wp';\n${module}\n\nexport class ${CONTROLLER} extends ${base} {\n${methods.join('\n')}}\n`;
}

/** Line ranges of each case method in the controller source, to attribute diagnostics. */
function caseRanges(source: string, count: number): [number, number][] {
  const lines = source.split('\n');
  const starts = Array.from(
    { length: count },
    (_, i) => lines.findIndex((l) => l.includes(`endpoint: '/c${i}' })`)) + 1,
  );
  return starts.map((s, i) => [s, (starts[i + 1] ?? lines.length + 1) - 1]);
}

async function runInNode(dir: string, cases: DiffCase[], files: string[]): Promise<Outcome[]> {
  // Transpile every project file to .mjs beside it; `ts2wp` resolves to this package.
  for (const file of files) {
    const out = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
      compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
      fileName: file,
    });
    const js = out.outputText.replace(/from '(\.{1,2}\/[^']+?)(\.ts)?'/g, "from '$1.mjs'");
    fs.writeFileSync(file.replace(/\.ts$/, '.mjs'), js);
  }
  const mod = await import(pathToFileURL(path.join(dir, 'app/Controllers', `${CONTROLLER}.mjs`)).href);
  const instance = new mod[CONTROLLER]();
  const outcomes: Outcome[] = [];
  for (const [i, c] of cases.entries()) {
    try {
      // An `async` handler's promise is awaited (WordPress answers with what it resolves to).
      const result: unknown = await instance[`case${i}`](structuredClone(c.params ?? {}));
      outcomes.push({ ok: true, json: JSON.parse(JSON.stringify(result) ?? 'null') });
    } catch (error) {
      outcomes.push({ ok: false, error: (error as Error)?.message ?? String(error) });
    }
  }
  return outcomes;
}

function phpRunner(phpNamespace: string, prelude = ''): string {
  const ns = phpNamespace;
  return `<?php
define( 'ABSPATH', '/' );
${prelude}
foreach ( array( 'Js', 'JsArray', 'Controller' ) as $runtime_class ) {
	if ( file_exists( "/plugin/framework/$runtime_class.php" ) ) { require_once "/plugin/framework/$runtime_class.php"; }
}
spl_autoload_register( function ( $class ) {
	$prefix = '${ns.replace(/\\/g, '\\\\')}\\\\';
	if ( 0 !== strpos( $class, $prefix ) ) { return; }
	$parts = explode( '\\\\', substr( $class, strlen( $prefix ) ) );
	$parts[0] = strtolower( $parts[0] );
	$file = '/plugin/' . implode( '/', $parts ) . '.php';
	if ( file_exists( $file ) ) { require_once $file; }
} );
$params = json_decode( file_get_contents( '/plugin/params.json' ), true );
$controller = new \\${ns}\\App\\Controllers\\${CONTROLLER}();
$out = array();
foreach ( $params as $i => $p ) {
	try {
		// As Router::dispatch() calls a handler: under Js::run() (a property read of null throws).
		$result = \\${ns}\\Framework\\Js::run( function () use ( $controller, $i, $p ) {
			return $controller->{ 'case' . $i }( \\${ns}\\Framework\\Js::from_object( $p ), null );
		} );
		$out[] = array( 'ok' => true, 'json' => json_encode( \\${ns}\\Framework\\Js::to_json( $result ), JSON_PRESERVE_ZERO_FRACTION ) );
	} catch ( \\Throwable $e ) {
		$out[] = array( 'ok' => false, 'error' => $e->getMessage() );
	}
}
echo json_encode( $out );
`;
}

/** Each case's answer in PHP, from the compiled plugin files; `prelude` is PHP run first (e.g. an ini_set()). */
export async function runInPhp(
  version: PhpVersion,
  files: Map<string, string>,
  cases: DiffCase[],
  phpNamespace: string,
  extensions: PhpExtension[] = [],
  prelude = '',
): Promise<Outcome[]> {
  const php = await getPhp(version, extensions);
  php.mkdir('/plugin');
  for (const [rel, content] of files) {
    php.mkdir(path.posix.dirname(`/plugin/${rel}`));
    php.writeFile(`/plugin/${rel}`, content);
  }
  php.writeFile('/plugin/params.json', JSON.stringify(cases.map((c) => c.params ?? {})));
  const result = await runPhp(php, phpRunner(phpNamespace, prelude));
  let parsed: { ok: boolean; json?: string; error?: string }[];
  try {
    parsed = JSON.parse(result.text);
  } catch {
    const failure = `PHP ${version} run failed: ${result.text.slice(0, 2000)} ${result.errors.slice(0, 2000)}`;
    return cases.map(() => ({ ok: false, error: failure }));
  }
  return parsed.map((r) => (r.ok ? { ok: true, json: JSON.parse(r.json!) } : { ok: false, error: r.error! }));
}

/** The suites' plugin config; a live run passes its own slug. */
const DIFF_CONFIG = { name: 'Diff', slug: 'diff', phpNamespace: 'Diff\\Cases', version: '1.0.0' };

/**
 * Writes a suite's project into `dir` (config, the controller with one route per case at
 * `/wp-json/diff/v1/c<i>`, the extra files) and returns its TypeScript files.
 */
export function writeSuiteProject(
  dir: string,
  cases: DiffCase[],
  options: SuiteOptions = {},
  config: object = DIFF_CONFIG,
): string[] {
  const source = controllerSource(cases, options.module ?? '', options.extends);
  const files: Record<string, string> = { [`app/Controllers/${CONTROLLER}.ts`]: source, ...options.files };
  fs.writeFileSync(path.join(dir, 'ts2wp.config.json'), JSON.stringify(config));
  for (const [rel, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), content);
  }
  return Object.keys(files)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => path.join(dir, f));
}

/**
 * The PHP of the suite controller for `cases`, built without errors in a temp folder: what an
 * emission check (a fast path emitted, a runtime call gone) reads.
 */
export function emittedController(cases: DiffCase[], options: SuiteOptions = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ts2wp-emission-'));
  try {
    writeSuiteProject(dir, cases, options);
    const { files, diagnostics } = compileProject(dir);
    // As text: a failed expect() prints its value, and a diagnostic holds its whole source file.
    expect(formatDiagnostics(errorsOf(diagnostics), dir, false)).toBe('');
    return [...files!].find(([rel]) => rel.endsWith(`Controllers/${CONTROLLER}.php`))![1];
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** What each case answers in Node, from a project written by writeSuiteProject(). */
export function nodeAnswers(dir: string, cases: DiffCase[], tsFiles: string[]): Promise<Outcome[]> {
  return runInNode(dir, cases, tsFiles);
}

/**
 * Registers one test per case. Each asserts that the PHP result equals the Node result
 * on every PHP version (or that both throw).
 */
export function differentialSuite(suite: string, cases: DiffCase[], options: SuiteOptions = {}): void {
  const results = new Map<string, { node: Outcome; php: Record<string, Outcome> }>();
  const tmpRoot = path.join(REPO, 'test', '.tmp');

  beforeAll(async () => {
    fs.mkdirSync(tmpRoot, { recursive: true });
    const dir = fs.mkdtempSync(path.join(tmpRoot, `${suite}-`));
    const config = DIFF_CONFIG;
    writeSuiteProject(dir, cases, options, config);
    const source = controllerSource(cases, options.module ?? '', options.extends);
    const files: Record<string, string> = { [`app/Controllers/${CONTROLLER}.ts`]: source, ...options.files };
    const compiled = compileProject(dir);
    const ranges = caseRanges(source, cases.length);
    const compileErrors = new Map<number, string[]>();
    for (const d of compiled.diagnostics) {
      if (d.category !== ts.DiagnosticCategory.Error) continue; // A warning (TS2WP1019) still builds.
      const pos = positionOf(d);
      const i =
        pos && pos.file.endsWith(`${CONTROLLER}.ts`)
          ? ranges.findIndex(([a, b]) => pos.line >= a && pos.line <= b)
          : -1;
      const list = compileErrors.get(i) ?? [];
      list.push(`${codeText(d)} ${formatDiagnostics([d], dir, false)}`);
      compileErrors.set(i, list);
    }
    const fatal = compileErrors.get(-1);
    if (fatal) throw new Error(`suite ${suite} does not compile:\n${fatal.join('\n')}`);
    if (!compiled.files) {
      // Some cases fail to compile: report those, and recompile without them.
      cases.forEach((c, i) => {
        const errs = compileErrors.get(i);
        if (errs) results.set(c.name, { node: { compileError: errs.join('\n') }, php: {} });
      });
      const rest = cases.filter((_, i) => !compileErrors.has(i));
      if (rest.length === cases.length) throw new Error(`suite ${suite} failed to compile with no attributable error`);
      if (!rest.length) return;
      fs.rmSync(dir, { recursive: true, force: true });
      return runSuite(rest);
    }
    return runCompiled(dir, compiled.files, cases);

    async function runSuite(subset: DiffCase[]) {
      const again = fs.mkdtempSync(path.join(tmpRoot, `${suite}-`));
      fs.writeFileSync(path.join(again, 'ts2wp.config.json'), JSON.stringify(config));
      const src = controllerSource(subset, options.module ?? '', options.extends);
      for (const [rel, content] of Object.entries({ ...files, [`app/Controllers/${CONTROLLER}.ts`]: src })) {
        fs.mkdirSync(path.dirname(path.join(again, rel)), { recursive: true });
        fs.writeFileSync(path.join(again, rel), content);
      }
      const second = compileProject(again);
      if (!second.files)
        throw new Error(`suite ${suite} does not compile:\n${formatDiagnostics(second.diagnostics, again, false)}`);
      return runCompiled(again, second.files, subset);
    }

    async function runCompiled(projectDir: string, pluginFiles: Map<string, string>, subset: DiffCase[]) {
      const tsFiles = Object.keys(files)
        .filter((f) => f.endsWith('.ts'))
        .map((f) => path.join(projectDir, f));
      const node = await runInNode(projectDir, subset, tsFiles);
      const php: Record<string, Outcome[]> = {};
      for (const version of DIFFERENTIAL_PHP_VERSIONS)
        php[version] = await runInPhp(version, pluginFiles, subset, config.phpNamespace, options.phpExtensions);
      subset.forEach((c, i) => {
        results.set(c.name, {
          node: node[i],
          php: Object.fromEntries(DIFFERENTIAL_PHP_VERSIONS.map((v) => [v, php[v][i]])),
        });
      });
      fs.rmSync(projectDir, { recursive: true, force: true });
    }
  });

  afterAll(closePhp);

  const names = new Set<string>();
  for (const c of cases) {
    if (names.has(c.name)) throw new Error(`duplicate case name in suite ${suite}: ${c.name}`);
    names.add(c.name);
    it(c.name, () => {
      const r = results.get(c.name);
      expect(r, 'the suite did not run').toBeDefined();
      if ('compileError' in r!.node) throw new Error(`does not compile:\n${r!.node.compileError}`);
      const node = r!.node;
      if (c.throws) expect(node.ok, 'expected the TypeScript to throw').toBe(false);
      else expect(node, 'the TypeScript itself threw').toMatchObject({ ok: true });
      for (const version of DIFFERENTIAL_PHP_VERSIONS) {
        const php = r!.php[version];
        if (c.throws) {
          expect(php, `PHP ${version} should throw`).toMatchObject({ ok: false });
          if (typeof c.throws === 'object' && c.throws.message) {
            expect((php as { error: string }).error, `PHP ${version} message`).toBe((node as { error: string }).error);
          }
        } else {
          expect(php, `PHP ${version}`).toEqual(node);
        }
      }
    });
  }
}
