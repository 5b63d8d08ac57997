// Builtins are recognised whatever else merges into the lib's interfaces (issue 27): a
// project whose tsconfig brings Node's types (`"types": ["node"]`, as most projects with
// tests have; @types/node 20, 22 and 24, each as a project's own node_modules/@types/node)
// or the DOM lib, or another `lib` and `target`, compiles to the same PHP as one with
// `"types": []`, and that PHP answers as the handler does in Node. Node's types declare
// `interface String extends RelativeIndexable<string> {}` (and the same for Array), which
// made `String()` and `Array.from()` unknown calls before.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileProject } from '../emitter/compile.js';
import { buildProject } from './helpers/build.js';
import { closePhp, getPhp } from './helpers/php.js';
import { controller, makeProject, REPO } from './helpers/project.js';
import { restRequests } from './helpers/wp.js';

// A realistic handler: text, lists, maps, JSON, Math and regular expressions from the lib.
const HANDLERS = `
  @Api({ namespace: 'any/v1', endpoint: '/words' })
  words(params: { text?: string }) {
    const words = String(params.text ?? 'b a b').split(' ');
    const unique = Array.from(new Set(words)).sort();
    const counts = new Map<string, number>();
    for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
    const vowels = /[aeiou]/g;
    return {
      unique,
      last: unique.at(-1),
      first: 'abc'.at(0),
      n: Number('4') + parseInt('2', 10),
      keys: Object.keys({ a: 1, b: 2 }),
      entries: Object.entries(Object.fromEntries(counts)),
      json: JSON.stringify(Array.of(1, 2)),
      parsed: JSON.parse('{"x":[1,2]}') as unknown,
      upper: words.map((w) => w.toUpperCase()).join(','),
      max: Math.max(...[1, 3, 2]),
      rounded: Math.round(2.5) + Math.floor(-1.5),
      fixed: (1 / 3).toFixed(3),
      vowels: String(params.text ?? 'b a b').replace(vowels, '*'),
      test: new RegExp('^b').test(words[0]),
      padded: String(counts.size).padStart(3, '0'),
      isArray: Array.isArray(unique),
      includes: unique.includes('a'),
    };
  }
`;

const NODE_TYPES = { 20: 'node', 22: 'node-22', 24: 'node-24' } as const;

/** A project whose node_modules/@types/node is the given @types/node (as `npm i -D @types/node@22` leaves it). */
function build(compilerOptions: object, nodeTypes?: keyof typeof NODE_TYPES) {
  const dir = makeProject({
    ...controller(HANDLERS, 'WordsController', "import { Api, Controller } from 'ts2wp';"),
    'tsconfig.json': JSON.stringify({ compilerOptions: { strict: true, target: 'es2022', ...compilerOptions } }),
  });
  if (nodeTypes) {
    fs.mkdirSync(path.join(dir, 'node_modules', '@types'), { recursive: true });
    fs.symlinkSync(
      path.join(REPO, 'node_modules', '@types', NODE_TYPES[nodeTypes]),
      path.join(dir, 'node_modules', '@types', 'node'),
    );
  }
  const result = compileProject(dir);
  return {
    dir,
    errors: result.diagnostics.map((d) =>
      typeof d.messageText === 'string' ? d.messageText : d.messageText.messageText,
    ),
    php: result.files?.get('app/Controllers/WordsController.php'),
  };
}

describe('any tsconfig', () => {
  const plain = build({ types: [] });

  it('compiles the builtins with no types', () => {
    expect(plain.errors).toEqual([]);
    expect(plain.php).toContain('function words(');
  });

  it.each([20, 22, 24] as const)('@types/node %s is the version the project installs', (version) => {
    const { dir } = build({ types: ['node'] }, version);
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'node_modules', '@types', 'node', 'package.json'), 'utf8'));
    expect(pkg.name).toBe('@types/node');
    expect(pkg.version.split('.')[0]).toBe(String(version));
  });

  const variants: [string, object, (keyof typeof NODE_TYPES)?][] = [];
  for (const version of [20, 22, 24] as const) {
    variants.push(
      [`@types/node ${version}`, { types: ['node'] }, version],
      [`@types/node ${version}, no \`types\` (every @types package)`, {}, version],
      [`@types/node ${version} and the DOM lib`, { types: ['node'], lib: ['es2023', 'dom', 'dom.iterable'] }, version],
      [`@types/node ${version}, target esnext`, { types: ['node'], target: 'esnext' }, version],
    );
  }
  variants.push(
    ['the DOM lib', { types: [], lib: ['es2022', 'dom', 'dom.iterable'] }],
    ['the DOM lib and web workers’ lib', { types: [], lib: ['esnext', 'dom', 'dom.iterable', 'dom.asynciterable'] }],
    ['the webworker lib', { types: [], lib: ['es2022', 'webworker'] }],
    ['target es2022, lib esnext', { types: [], lib: ['esnext'] }],
    ['target esnext, no lib', { types: [], target: 'esnext' }],
    ['target es2023 + module nodenext', { types: [], target: 'es2023', module: 'nodenext' }],
    ['target es2024 + module preserve', { types: [], target: 'es2024', module: 'preserve' }],
    ['lib es2022 + es2023.array', { types: [], lib: ['es2022', 'es2023.array'] }],
  );
  it.each(variants)('with %s: no diagnostic, the same PHP', (_, options, nodeTypes) => {
    const { errors, php } = build(options, nodeTypes);
    expect(errors).toEqual([]);
    expect(php).toBe(plain.php);
  });
});

describe('the PHP every tsconfig compiles to answers as Node does', () => {
  let plugin: string;
  beforeAll(async () => {
    const dir = makeProject(controller(HANDLERS, 'WordsController', "import { Api, Controller } from 'ts2wp';"));
    plugin = await buildProject(dir);
  });
  afterAll(closePhp);

  it.each(['b a b', 'hello world of code', 'one'])('%j', async (text) => {
    const { WordsController } = await loadController();
    const expected = JSON.parse(JSON.stringify(new WordsController().words({ text })));
    const [res] = await restRequests(
      await getPhp('8.3'),
      [plugin],
      [{ method: 'GET', path: `/any/v1/words?text=${encodeURIComponent(text)}` }],
    );
    expect(res.status).toBe(200);
    expect(res.data).toEqual(expected);
  });
});

/** The handler as Node runs it: the same source, transpiled (`@Api` is a no-op in Node). */
async function loadController(): Promise<{ WordsController: new () => { words(p: { text?: string }): unknown } }> {
  const lib = pathToFileURL(path.join(REPO, 'dist', 'lib', 'index.js')).href;
  const source = `import { Api, Controller } from ${JSON.stringify(lib)};\nexport class WordsController extends Controller {\n${HANDLERS}\n}\n`;
  const js = ts.transpileModule(source, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
  });
  const file = path.join(makeProject({}, null), 'WordsController.mjs');
  fs.writeFileSync(file, js.outputText);
  return import(pathToFileURL(file).href);
}
