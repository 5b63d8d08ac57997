// Synthetic projects for the benchmark: N routes in controllers of 5 routes each, with
// handlers of ~15 lines that use only what ts2wp compiles today (template literals,
// object/array literals, params.x, const/let, if/else, ===, +, ternary, &&/||,
// String()/Number()) and a mix of param types and methods.
//
// For each size it writes, under bench/.work/<size>/:
//   ts2wp/   a ts2wp project (ts2wp.config.json, app/Controllers/*.ts) plus a tsconfig.json
//            with the compiler's own options, for the `tsc --noEmit` floor
//   tsoa/    the same controllers written for tsoa (@Route/@Get/@Path…), tsoa.json, tsconfig.json
//   routes.json  the route list (namespace, endpoint, methods, params), read by the
//            hand-written-plugin generator (bench/handwritten/generate.mjs)
//
// Usage: node bench/generate.mjs [size…]   (default 10 100 1000)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const BENCH = path.dirname(fileURLToPath(import.meta.url));
const REPO = path.dirname(BENCH);
export const WORK = path.join(BENCH, '.work');

/** A few namespaces, round-robin by controller, as a plugin with several API areas has. */
const NAMESPACES = ['shop/v1', 'blog/v1', 'crm/v2', 'admin/v1'];

/** The five route shapes of every controller: [methods, params]. */
const SHAPES = [
  [
    ['GET'],
    [
      ['name', 'string'],
      ['qty', 'number'],
      ['flag', 'boolean'],
    ],
  ],
  [['GET'], [['id', 'number']]],
  [
    ['POST'],
    [
      ['title', 'string'],
      ['tags', 'array'],
    ],
  ],
  [
    ['GET', 'PUT'],
    [
      ['slug', 'string'],
      ['active', 'boolean'],
    ],
  ],
  [
    ['DELETE'],
    [
      ['id', 'number'],
      ['reason', 'string'],
    ],
  ],
];

const TS_TYPE = { string: 'string', number: 'number', boolean: 'boolean', array: 'unknown[]' };
/** tsoa reads arrays from the query string, where items are strings. */
const TSOA_TYPE = { ...TS_TYPE, array: 'string[]' };

/** The route list of a project of `size` routes. */
export function routesFor(size) {
  const routes = [];
  for (let i = 0; i < size; i++) {
    const c = Math.floor(i / 5);
    const [methods, params] = SHAPES[i % 5];
    routes.push({
      controller: `C${c}Controller`,
      handler: `r${i % 5}`,
      namespace: NAMESPACES[c % NAMESPACES.length],
      endpoint: `/c${c}/r${i % 5}`,
      methods,
      params: params.map(([name, type]) => ({ name, type })),
      index: i,
    });
  }
  return routes;
}

/**
 * A handler body of ~15 lines that only reads `params`. The same text is used by ts2wp and
 * tsoa (tsoa's method first rebuilds `params` from its decorated arguments).
 */
function body(route) {
  const p = Object.fromEntries(route.params.map((x) => [x.name, x.type]));
  const first = route.params[0].name;
  const text = p[first] === 'string' ? `params.${first}` : `String(params.${first})`;
  const num = Object.keys(p).find((k) => p[k] === 'number');
  const bool = Object.keys(p).find((k) => p[k] === 'boolean');
  const arr = Object.keys(p).find((k) => p[k] === 'array');
  const n = route.index;
  return [
    `const label = \`\${${text}}-${n}\`;`,
    `let score = ${num ? `Number(params.${num}) + ${n % 7}` : `${n % 7}`};`,
    `if (${bool ? `params.${bool}` : `label === ''`} && score === ${n % 3}) {`,
    `  score = score + 10;`,
    `} else if (label === 'none' || score === 0) {`,
    `  score = 1;`,
    `} else {`,
    `  score = score + ${n % 5};`,
    `}`,
    `const kind = score === 1 ? 'unit' : 'many';`,
    `const tags = ${arr ? `params.${arr}` : `[label, kind]`};`,
    `const summary = { label: label, score: score, kind: kind, size: tags.length };`,
    `const note = ${bool ? `params.${bool} || score === 2` : `kind === 'unit'`} ? \`ok:\${label}\` : 'plain ' + String(score);`,
    `return { route: '${route.namespace}${route.endpoint}', summary: summary, note: note, tags: tags, first: tags.length === 0 ? '' : String(tags[0]) };`,
  ];
}

function ts2wpController(className, routes) {
  const methods = routes.map((r) => {
    const params = r.params.map((x) => `${x.name}: '${x.type}'`).join(', ');
    const sig = r.params.map((x) => `${x.name}: ${TS_TYPE[x.type]}`).join('; ');
    const methods = r.methods.length === 1 ? `'${r.methods[0]}'` : `[${r.methods.map((m) => `'${m}'`).join(', ')}]`;
    return [
      `  @Api({ namespace: '${r.namespace}', endpoint: '${r.endpoint}', methods: ${methods}, params: { ${params} } })`,
      `  ${r.handler}(params: { ${sig} }) {`,
      ...body(r).map((l) => `    ${l}`),
      `  }`,
    ].join('\n');
  });
  return `import { Api, Controller } from 'ts2wp';\n\nexport class ${className} extends Controller {\n${methods.join('\n\n')}\n}\n`;
}

const TSOA_DECORATOR = { GET: 'Get', POST: 'Post', PUT: 'Put', DELETE: 'Delete', PATCH: 'Patch' };

function tsoaController(className, routes) {
  const c = routes[0].endpoint.split('/')[1];
  const used = new Set(['Controller', 'Route']);
  const methods = routes.map((r) => {
    // Arrays are not path params in tsoa: they go in the query string.
    const pathParams = r.params.filter((x) => x.type !== 'array');
    const sub = `${r.endpoint.split('/')[2]}${pathParams.map((x) => `/{${x.name}}`).join('')}`;
    const args = r.params
      .map((x) => {
        const deco = x.type === 'array' ? 'Query' : 'Path';
        used.add(deco);
        return `@${deco}() ${x.name}: ${TSOA_TYPE[x.type]}`;
      })
      .join(', ');
    // tsoa takes one verb per method: further verbs delegate to the first.
    const [first, ...more] = r.methods.map((m) => {
      used.add(TSOA_DECORATOR[m]);
      return `  @${TSOA_DECORATOR[m]}('${sub}')`;
    });
    const names = r.params.map((x) => x.name).join(', ');
    return [
      first,
      `  public async ${r.handler}(${args}) {`,
      `    const params = { ${names} };`,
      ...body(r).map((l) => `    ${l}`),
      `  }`,
      ...more.flatMap((deco, k) => [
        '',
        deco,
        `  public async ${r.handler}_${k + 1}(${args}) {`,
        `    return this.${r.handler}(${names});`,
        '  }',
      ]),
    ].join('\n');
  });
  return `import { ${[...used].sort().join(', ')} } from 'tsoa';\n\n@Route('${routes[0].namespace}/${c}')\nexport class ${className} extends Controller {\n${methods.join('\n\n')}\n}\n`;
}

/** The compiler's fixed options (emitter/analyze/program.ts compilerOptions()), as a tsconfig. */
function ts2wpTsconfig() {
  return {
    compilerOptions: {
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'Bundler',
      lib: ['ES2022'],
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      types: [],
      allowImportingTsExtensions: true,
      paths: {
        ts2wp: [path.join(REPO, 'lib', 'index.ts')],
        'ts2wp/wordpress': [path.join(REPO, 'lib', 'wordpress.generated.ts')],
      },
    },
    include: ['app/Controllers/**/*.ts'],
  };
}

function write(file, content) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, typeof content === 'string' ? content : `${JSON.stringify(content, null, 2)}\n`);
}

/** Writes the projects of one size; returns their folders. */
export function generate(size, options = {}) {
  const root = path.join(options.work ?? WORK, String(size));
  fs.rmSync(root, { recursive: true, force: true });
  const routes = routesFor(size);
  const byController = new Map();
  for (const r of routes) byController.set(r.controller, [...(byController.get(r.controller) ?? []), r]);

  const ts2wp = path.join(root, 'ts2wp');
  const slug = options.slug ?? `bench-${size}`;
  write(path.join(ts2wp, 'ts2wp.config.json'), {
    name: `ts2wp bench ${size}`,
    slug,
    phpNamespace: options.phpNamespace ?? `Ts2wpBench\\R${size}`,
    version: '1.0.0',
    requiresWp: '6.1',
    requiresPhp: '7.4',
    description: `Synthetic project of ${size} routes.`,
    author: 'ts2wp bench',
    license: 'GPL-2.0-or-later',
  });
  write(path.join(ts2wp, 'tsconfig.json'), ts2wpTsconfig());

  const tsoa = path.join(root, 'tsoa');
  write(path.join(tsoa, 'tsoa.json'), {
    entryFile: 'src/index.ts',
    noImplicitAdditionalProperties: 'throw-on-extras',
    controllerPathGlobs: ['src/controllers/*.ts'],
    spec: { outputDirectory: 'build', specVersion: 3 },
    routes: { routesDir: 'build' },
  });
  write(path.join(tsoa, 'tsconfig.json'), {
    compilerOptions: {
      target: 'ES2022',
      module: 'commonjs',
      moduleResolution: 'node',
      strict: true,
      experimentalDecorators: true,
      skipLibCheck: true,
      types: [],
      noEmit: true,
    },
    include: ['src/**/*.ts'],
  });
  write(path.join(tsoa, 'src', 'index.ts'), 'export {};\n');

  for (const [className, list] of byController) {
    write(path.join(ts2wp, 'app', 'Controllers', `${className}.ts`), ts2wpController(className, list));
    write(path.join(tsoa, 'src', 'controllers', `${className}.ts`), tsoaController(className, list));
  }
  write(path.join(root, 'routes.json'), routes);
  return { root, ts2wp, tsoa, routes, slug };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const sizes = process.argv.slice(2).map(Number);
  for (const size of sizes.length ? sizes : [10, 100, 1000]) {
    const { root } = generate(size);
    console.log(`generated ${size} routes in ${path.relative(process.cwd(), root)}`);
  }
}
