// Module-level code: constants, variables and functions of the controller file and of
// imported project files (named, renamed, namespace, default and re-exported imports),
// classes and enums from other files, and PHP naming hazards (case-insensitive names,
// reserved words, magic method names).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProject } from '../helpers/build.js';
import { differentialSuite } from '../helpers/differential.js';
import { closePhp, getPhp, DIFFERENTIAL_PHP_VERSIONS } from '../helpers/php.js';
import { makeProject } from '../helpers/project.js';
import { restRequests } from '../helpers/wp.js';
import { unsupportedCases } from '../helpers/unsupported.js';

const module = `
import { tax, RATE, CONFIG, Money, Level, describeLevel, memo } from '../lib/util';
import { tax as computeTax } from '../lib/util';
import * as util from '../lib/util';
import greet from '../lib/greet';
import { shout, whisper } from '../lib/index';
import { listAll } from '../list/helpers';
import { upper } from '../lib/my-strings';
import { lower } from '../lib/my_strings';
import { ping } from '../lib/ping';
import { toolA } from '../lib/a/tools';
import { toolB } from '../lib/b/tools';
import { ToolsModule } from '../lib/tools-module';

const K = 10;
const NEG = -2.5;
const NAME = 'module';
const LIST = [1, 2, 3];
const SETTINGS = { debug: false, depth: 2 };
const B = K * 3;
let hits = 0;
let cache: string | null = null;

function double(x: number) { return x * 2; }
function hit() { hits = hits + 1; return hits; }
function cached() {
  if (cache === null) cache = 'computed';
  return cache;
}
function fact(n: number): number { return n <= 1 ? 1 : n * fact(n - 1); }
function useLater() { return later(); }
function later() { return 'later'; }
function withDefaults(a: number, b = K, ...rest: number[]) { return [a, b, rest]; }
const square = (x: number) => x * x;
const countdown = (n: number): number[] => (n <= 0 ? [0] : [n, ...countdown(n - 1)]);
const cube = function (x: number) { return x * x * x; };
const namedFact = function f(n: number): number { return n <= 1 ? 1 : n * f(n - 1); };
const counter = (() => { let n = 0; return () => { n = n + 1; return n; }; })();
function foo() { return 'foo'; }
function Foo() { return 'Foo'; }
function list() { return 'list'; }
function __construct() { return 'not a constructor'; }
const makeAdder = (n: number) => (x: number) => x + n;
class Local { constructor(public v: number) {} twice() { return double(this.v); } }
enum Size { S = 1, M, L }
class Box { v = 'Box'; }
class box { v = 'box'; }
`;

const files: Record<string, string> = {
  'app/lib/util.ts': `
export const RATE = 0.2;
export const CONFIG = { currency: 'EUR', places: 2 };
export function tax(x: number) { return x * RATE; }
export class Money {
  constructor(public amount: number, public currency = CONFIG.currency) {}
  plus(o: Money) { return new Money(this.amount + o.amount, this.currency); }
  format() { return \`\${this.amount} \${this.currency}\`; }
}
export enum Level { Low = 1, High = 10 }
export function describeLevel(l: Level) { return l === Level.High ? 'high' : 'low'; }
const store: Record<string, number> = {};
export function memo(k: string) {
  if (store[k] === undefined) store[k] = Object.keys(store).length;
  return store[k];
}
`,
  'app/lib/greet.ts': 'export default function greet(name: string) { return `Hello, ${name}`; }\n',
  'app/lib/shout.ts':
    "export function shout(s: string) { return s + '!'; }\nexport const whisper = (s: string) => s + '...';\n",
  'app/lib/index.ts': "export * from './shout';\n",
  'app/list/helpers.ts': "export function listAll(...xs: string[]) { return xs.join(','); }\n",
  'app/lib/my-strings.ts': 'export function upper(s: string) { return `<${s}>`; }\n',
  'app/lib/my_strings.ts': 'export function lower(s: string) { return `(${s})`; }\n',
  'app/lib/ping.ts':
    "import { pong } from './pong';\nexport function ping(n: number): string { return n <= 0 ? 'ping' : pong(n - 1); }\n",
  'app/lib/pong.ts':
    "import { ping } from './ping';\nexport function pong(n: number): string { return n <= 0 ? 'pong' : ping(n - 1); }\n",
  // Two modules whose import alias would be ToolsModule, and a class that already has that name.
  'app/lib/a/tools.ts': "export function toolA() { return 'a'; }\n",
  'app/lib/b/tools.ts': "export function toolB() { return 'b'; }\n",
  'app/lib/tools-module.ts': 'export class ToolsModule {\n  n = 3;\n}\n',
};

describe('modules', () => {
  differentialSuite(
    'modules',
    [
      { name: 'module-level constants', body: 'return [K, NEG, NAME, B];' },
      {
        // Imported as ToolsModule2 and ToolsModule3: ToolsModule is a class of the plugin.
        name: 'module classes imported under aliases that no class of the plugin has',
        body: 'return [toolA(), toolB(), new ToolsModule().n];',
      },
      { name: 'module-level array and object', body: 'return [LIST, SETTINGS];' },
      {
        name: 'module-level object is shared',
        body: 'SETTINGS.depth = SETTINGS.depth + 1;\nreturn SETTINGS.depth > 2;',
      },
      { name: 'module-level function', body: 'return double(21);' },
      { name: 'module-level let changed by a function', body: 'const before = hit();\nhit();\nreturn hit() - before;' },
      { name: 'module-level let as a cache', body: 'return [cached(), cached()];' },
      { name: 'recursive module function', body: 'return fact(6);' },
      { name: 'module function calling a later one', body: 'return useLater();' },
      {
        name: 'module function with default and rest parameters',
        body: 'return [withDefaults(1), withDefaults(1, 2, 3, 4)];',
      },
      { name: 'module-level arrow and function expression', body: 'return [square(4), cube(2), namedFact(5)];' },
      { name: 'recursive module-level arrow', body: 'return countdown(3);' },
      {
        name: 'module functions as callbacks',
        body: 'return [[1, 2].map(double), [1, 2].map(square), [3].map(cube)];',
      },
      { name: 'module-level closure with its own state', body: 'const a = counter();\nreturn counter() - a;' },
      {
        name: 'module function returning a closure',
        body: 'const add2 = makeAdder(2);\nreturn [add2(1), makeAdder(10)(1)];',
      },
      { name: 'names differing only in case', body: 'return [foo(), Foo()];' },
      { name: 'names PHP reserves', body: 'return [list(), __construct()];' },
      { name: 'module-level class using a module function', body: 'return [new Local(4).twice(), new Local(1)];' },
      { name: 'classes differing only in case', body: 'return [new Box(), new box(), new box() instanceof Box];' },
      { name: 'module-level enum', body: 'return [Size.S, Size.M, Size.L, Size[2]];' },
      { name: 'imported function and constant', body: 'return [tax(100), RATE];' },
      { name: 'imported object constant', body: 'return CONFIG;' },
      { name: 'renamed import', body: 'return computeTax(50);' },
      { name: 'namespace import', body: 'return [util.tax(10), util.RATE, util.CONFIG.currency, util.Level.High];' },
      { name: 'namespace import member as a callback', body: 'return [10, 20].map(util.tax);' },
      { name: 'default import', body: "return greet('Ada');" },
      { name: 're-exported imports', body: "return [shout('hey'), whisper('psst')];" },
      {
        name: 'imported class',
        body: 'const m = new Money(5).plus(new Money(7));\nreturn [m, m.format(), m instanceof Money];',
      },
      { name: 'imported class through a namespace import', body: "return new util.Money(1, 'USD').format();" },
      {
        name: 'imported enum and a function taking it',
        body: 'return [Level.Low, describeLevel(Level.High), describeLevel(Level.Low)];',
      },
      { name: 'imported module state', body: "return [memo('a'), memo('b'), memo('a')];" },
      { name: 'file in a folder named like a PHP keyword', body: "return listAll('a', 'b');" },
      { name: 'files whose PHP names would collide', body: "return [upper('a'), lower('B')];" },
      { name: 'modules importing each other', body: 'return [ping(0), ping(1), ping(4)];' },
    ],
    { module, files },
  );
});

describe('modules: unsupported', () => {
  unsupportedCases([
    {
      name: 'module-level statement in the controller file',
      code: 'TS2WP3110',
      module: 'const LIST = [1];\nLIST.push(2);',
      body: 'return LIST;',
      at: 'LIST.push(2);',
    },
    {
      name: 'module-level statement in an imported file',
      code: 'TS2WP3110',
      module: "import { LIST } from '../lib/list';",
      files: { 'app/lib/list.ts': 'export const LIST = [1];\nif (LIST.length) LIST.push(2);\n' },
      body: 'return LIST;',
      file: 'app/lib/list.ts',
      at: 'if (LIST',
    },
    {
      name: 'ambient declaration',
      code: 'TS2WP3201',
      module: 'declare const GLOBAL_X: number;',
      body: 'return GLOBAL_X;',
      at: 'GLOBAL_X;',
    },
    {
      name: 'module-level destructuring',
      code: 'TS2WP3425',
      module: 'const { a } = { a: 1 };',
      body: 'return a;',
      at: 'a;\n  }',
    },
    {
      name: 'unsupported code in an imported function',
      code: 'TS2WP3302',
      module: "import { f } from '../lib/f';",
      files: { 'app/lib/f.ts': 'export function f() { return function* () { yield 1; }; }\n' },
      body: 'return f();',
      file: 'app/lib/f.ts',
      at: '*',
    },
  ]);
});

// The same code through WordPress: the plugin's own autoloader finds the module classes
// (app/Lib/…/Module.php, the class and enum files) and the controller's helpers.
describe('modules in a WordPress plugin', () => {
  let plugin: string;
  beforeAll(async () => {
    plugin = await buildProject(
      makeProject({
        'ts2wp.config.json': JSON.stringify({
          name: 'Mods',
          slug: 'mods',
          phpNamespace: 'Mods\\Plugin',
          version: '1.0.0',
        }),
        ...files,
        'app/Controllers/CalcController.ts': `import { Api, Controller } from 'ts2wp';
import { tax, Money, Level, describeLevel } from '../lib/util';
import * as util from '../lib/util';

const FACTOR = 3;
function scale(n: number) { return n * FACTOR; }

export class CalcController extends Controller {
  static calls = 0;
  #offset = 1;

  @Api({ namespace: 'mods/v1', endpoint: '/calc', params: { n: 'number' } })
  calc(params: { n: number }) {
    CalcController.calls = CalcController.calls + 1;
    const adders = [1, 2].map((k) => (x: number) => x + k + this.#offset);
    return {
      scaled: scale(params.n),
      tax: tax(params.n * 10),
      money: new Money(params.n).plus(new Money(1)),
      level: describeLevel(params.n > 5 ? Level.High : Level.Low),
      rate: util.RATE,
      adders: adders.map((f) => f(params.n)),
      helper: this.twice(params.n),
      calls: CalcController.calls,
    };
  }

  private twice(n: number) { return n * 2; }
}
`,
      }),
    );
  });
  afterAll(closePhp);

  for (const version of DIFFERENTIAL_PHP_VERSIONS) {
    it(`answers through WordPress's REST server (PHP ${version})`, async () => {
      const [res] = await restRequests(await getPhp(version), [plugin], [{ method: 'GET', path: '/mods/v1/calc/3' }]);
      expect(res.status).toBe(200);
      expect(res.data).toEqual({
        scaled: 9,
        tax: 6,
        money: { amount: 4, currency: 'EUR' },
        level: 'low',
        rate: 0.2,
        adders: [5, 6],
        helper: 6,
        calls: 1,
      });
    });
  }
});
