// The line map (app/sourcemap.php): each translated PHP line → the TypeScript statement it
// came from; a failing handler's 500 names that position when WP_DEBUG is on, and says
// nothing about files or positions when it is off (php-runtime/Router.php, error()).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PhpFile, Stmt } from '../emitter/php/ast.js';
import { printFile, printFileWithOrigins } from '../emitter/php/printer.js';
import { buildProject } from './helpers/build.js';
import { closePhp, getPhp, mount, PHP_VERSIONS, runPhp } from './helpers/php.js';
import { makeProject } from './helpers/project.js';
import { restRequests, type HarnessResponse } from './helpers/wp.js';

const CONTROLLER = 'app/Controllers/MapController.ts';
const HELPERS = 'app/lib/helpers.ts';

const SOURCES: Record<string, string> = {
  [CONTROLLER]: `import { Api, Controller, type WP_REST_Request } from 'ts2wp';
import { wp_schedule_single_event } from 'ts2wp/wordpress';
import { fail } from '../lib/helpers';

export class MapController extends Controller {
  @Api({ namespace: 'map/v1', endpoint: '/boom' })
  boom() {
    const before = 1;
    if (before > 0) {
      throw new Error('boom');
    }
    return { before };
  }

  @Api({ namespace: 'map/v1', endpoint: '/null' })
  nullRead(params: Record<string, unknown>, request: WP_REST_Request) {
    const body = request.get_json_params();
    return { x: body!.x };
  }

  @Api({ namespace: 'map/v1', endpoint: '/helper' })
  helper() {
    const total = 2;
    return { total: fail(total) };
  }

  @Api({ namespace: 'map/v1', endpoint: '/branch', params: { n: 'number' } })
  branch(params: { n: number }) {
    if (params.n > 10) {
      return { big: true };
    } else if (fail(params.n) > 0) {
      return { never: true };
    }
    return { small: true };
  }

  @Api({ namespace: 'map/v1', endpoint: '/closure' })
  closure() {
    // Held in a const, so it stays a PHP closure (a literal callback of map becomes a loop).
    const check = (n: number) => {
      if (n > 1) throw new Error('inner');
      return n;
    };
    const list = [1, 2].map(check);
    return { list };
  }

  @Api({ namespace: 'map/v1', endpoint: '/engine' })
  engine() {
    return { scheduled: wp_schedule_single_event(0, 'map_test') };
  }
}
`,
  [HELPERS]: `export function fail(n: number): number {
  if (n < 0) return 0;
  throw new Error(\`failed on \${n}\`);
}
`,
};

const CONFIG = { name: 'Map Test', slug: 'map-test', phpNamespace: 'Map\\Test', version: '1.0.0' };

/** `file:line:col` (1-based) of the first occurrence of `needle` in a source file. */
function positionOf(file: string, needle: string): string {
  const text = SOURCES[file];
  const offset = text.indexOf(needle);
  if (offset < 0) throw new Error(`${needle} not in ${file}`);
  const before = text.slice(0, offset).split('\n');
  return `${file}:${before.length}:${before.at(-1)!.length + 1}`;
}

/** The source text at a `file:line:col` position. */
function textAt(position: string): string {
  const [file, line, col] = position.split(':');
  return SOURCES[file].split('\n')[Number(line) - 1].slice(Number(col) - 1);
}

interface SourceMap {
  sources: string[];
  files: Record<string, string>;
}

let plugin: string;
let map: SourceMap;

beforeAll(async () => {
  plugin = await buildProject(makeProject(SOURCES, CONFIG));
  // The map is read the way the runtime reads it: required by PHP.
  const php = await getPhp('8.3');
  await mount(php, plugin, '/map-plugin');
  const run = await runPhp(
    php,
    `<?php define( 'ABSPATH', '/' ); echo json_encode( require '/map-plugin/app/sourcemap.php' );`,
  );
  map = JSON.parse(run.text);
}, 120_000);

afterAll(closePhp);

/** The map's origin of each line of a plugin file: line number → `file:line:col`. */
function mappedLines(rel: string): Map<number, string> {
  const lines = fs.readFileSync(path.join(plugin, rel), 'utf8').split('\n');
  const out = new Map<number, string>();
  const runs = map.files[rel].split(' ').map((run) => run.split('='));
  runs.forEach(([from, at], i) => {
    const to = i + 1 < runs.length ? Number(runs[i + 1][0]) : lines.length + 1;
    if (!at) return;
    const [source, line, col] = at.split(':');
    for (let n = Number(from); n < to; n++) out.set(n, `${map.sources[Number(source)]}:${line}:${col}`);
  });
  return out;
}

describe('the line map', () => {
  it('covers the translated files and only those', () => {
    expect(map.sources).toEqual([CONTROLLER, HELPERS]);
    expect(Object.keys(map.files)).toEqual(['app/Controllers/MapController.php', 'app/Lib/Helpers/Module.php']);
  });

  it('points each PHP statement at the TypeScript statement it came from', () => {
    for (const rel of Object.keys(map.files)) {
      const php = fs.readFileSync(path.join(plugin, rel), 'utf8').split('\n');
      const lines = mappedLines(rel);
      expect(lines.size, rel).toBeGreaterThan(0);
      for (const [n, position] of lines) {
        const text = php[n - 1].trim();
        // Every mapped position is the start of a statement in the TypeScript source.
        expect(textAt(position), `${rel}:${n}`).toMatch(/^(?!\/\/)\S/);
        if (text.startsWith('throw ')) expect(textAt(position), `${rel}:${n} ${text}`).toMatch(/^throw /);
        if (text.startsWith('return ') && !text.includes('function'))
          expect(textAt(position), `${rel}:${n} ${text}`).toMatch(/^return /);
        if (text.startsWith('if (')) expect(textAt(position), `${rel}:${n} ${text}`).toMatch(/^if /);
      }
      // The class and method declarations are not statements of a handler.
      php.forEach((line, i) => {
        if (/^\s*(class |public function|#\[Api|namespace |use )/.test(line))
          expect(lines.has(i + 1), `${rel}:${i + 1}`).toBe(false);
      });
    }
  });

  it('gives `} elseif` the else-if statement, not the last statement of the branch before it', () => {
    const php = fs.readFileSync(path.join(plugin, 'app/Controllers/MapController.php'), 'utf8').split('\n');
    const elseif = php.findIndex((l) => l.includes('} elseif ('));
    expect(elseif).toBeGreaterThan(0);
    expect(mappedLines('app/Controllers/MapController.php').get(elseif + 1)).toBe(
      positionOf(CONTROLLER, 'if (fail(params.n)'),
    );
  });
});

describe('a failing handler', () => {
  const send = async (debug: boolean, version: (typeof PHP_VERSIONS)[number]) => {
    const php = await getPhp(version);
    const routes = [
      '/map/v1/boom',
      '/map/v1/null',
      '/map/v1/helper',
      '/map/v1/branch/3',
      '/map/v1/closure',
      '/map/v1/engine',
    ];
    const responses = await restRequests(
      php,
      [plugin],
      routes.map((p) => ({ method: 'GET', path: p })),
      { debug },
    );
    return Object.fromEntries(routes.map((r, i) => [r.split('/')[3], responses[i]])) as Record<string, HarnessResponse>;
  };

  for (const version of PHP_VERSIONS) {
    it(`names the TypeScript position with WP_DEBUG on (PHP ${version})`, async () => {
      const r = await send(true, version);
      for (const res of Object.values(r)) {
        expect(res.status).toBe(500);
        expect(res.data.code).toBe('ts2wp_handler_error');
      }
      const throwAt = positionOf(CONTROLLER, "throw new Error('boom')");
      expect(r.boom.data.data.ts_position).toBe(throwAt);
      expect(r.boom.data.data.ts_stack).toEqual([throwAt]);
      expect(textAt(throwAt)).toMatch(/^throw new Error\('boom'\)/);

      // Js::get() throws in the runtime (framework/Js.php): the position is its caller's.
      expect(r.null.data.data.exception.message).toBe("Cannot read properties of null (reading 'x')");
      expect(r.null.data.data.exception.file).toMatch(/framework\/Js\.php$/);
      expect(r.null.data.data.ts_position).toBe(positionOf(CONTROLLER, 'return { x: body!.x }'));

      // Thrown in a helper of another file: the stack goes from there to the handler.
      const helperThrow = positionOf(HELPERS, 'throw new Error(`failed');
      expect(r.helper.data.message).toBe('failed on 2');
      expect(r.helper.data.data.ts_stack).toEqual([
        helperThrow,
        positionOf(CONTROLLER, 'return { total: fail(total) }'),
      ]);
      expect(r.helper.data.data.ts_position).toBe(helperThrow);
      expect(r.branch.data.data.ts_stack).toEqual([helperThrow, positionOf(CONTROLLER, 'if (fail(params.n) > 0)')]);

      // Inside a closure: the innermost statement of the arrow function's body.
      expect(r.closure.data.data.ts_position).toBe(positionOf(CONTROLLER, "throw new Error('inner')"));
      expect(r.closure.data.data.ts_stack.at(-1)).toBe(positionOf(CONTROLLER, 'const list = [1, 2].map('));

      // An engine error raised in the handler's own line (the harness has no cron functions).
      expect(r.engine.data.data.exception.class).toBe('Error');
      expect(r.engine.data.data.exception.message).toMatch(/undefined function .*wp_schedule_single_event/);
      expect(r.engine.data.data.exception.file).toMatch(/app\/Controllers\/MapController\.php$/);
      expect(r.engine.data.data.ts_position).toBe(
        positionOf(CONTROLLER, 'return { scheduled: wp_schedule_single_event('),
      );
    });

    it(`says nothing about files or positions with WP_DEBUG off (PHP ${version})`, async () => {
      const r = await send(false, version);
      for (const [name, res] of Object.entries(r)) {
        expect(res.status, name).toBe(500);
        expect(res.data.code, name).toBe('ts2wp_handler_error');
        expect(res.data.data, name).toEqual({ status: 500 });
        const json = JSON.stringify(res);
        for (const leak of [
          '.ts',
          '.php',
          'app/',
          'Controllers',
          'map-plugin',
          'ts_position',
          'ts_stack',
          'exception',
        ]) {
          expect(json, `${name}: ${leak}`).not.toContain(leak);
        }
      }
      // An Exception keeps its message; an engine error says less.
      expect(r.boom.data.message).toBe('boom');
      expect(r.engine.data.message).toBe('The request handler failed.');
    });
  }
});

describe('printFileWithOrigins', () => {
  const origin = (line: number) => ({ file: 'app/x.ts', line, col: 3 });
  const closure = (body: Stmt[]): Stmt => ({
    kind: 'expr',
    expr: {
      kind: 'assign',
      op: '=',
      target: { kind: 'var', name: 'f' },
      value: { kind: 'array', items: [{ value: { kind: 'closure', params: [], uses: [], body } }] },
    },
    origin: origin(1),
  });

  it('prints the same text as printFile, with the innermost statement on each line', () => {
    const file: PhpFile = {
      namespace: 'A',
      uses: [],
      abspathGuard: false,
      body: [
        closure([{ kind: 'return', expr: { kind: 'number', value: 1 }, origin: origin(2) }]),
        { kind: 'return', origin: origin(4) },
      ],
    };
    const { text, origins } = printFileWithOrigins(file);
    expect(text).toBe(printFile(file));
    const lines = text.split('\n');
    expect(origins).toHaveLength(lines.length - 1);
    const at = (needle: string) => origins[lines.findIndex((l) => l.includes(needle))]?.line;
    expect([at('$f = array('), at('return 1;'), at('},'), at(');'), at('return;'), at('namespace A')]).toEqual([
      1,
      2,
      1,
      1,
      4,
      undefined,
    ]);
  });

  // The printer records origins as it writes (no markers in the text), so content with
  // NUL bytes keeps its map (the marker-based printer gave the map up).
  it('keeps the map and the text when printed content holds a NUL byte', () => {
    const file: PhpFile = {
      namespace: '',
      uses: [],
      abspathGuard: false,
      body: [{ kind: 'return', expr: { kind: 'string', value: '\n\u00000\u0001x' }, origin: origin(1) }],
    };
    const { text, origins } = printFileWithOrigins(file);
    expect(text).toBe(printFile(file));
    expect(text).toContain('\u00000\u0001x');
    expect(origins).toEqual([undefined, origin(1), origin(1)]);
  });
});
