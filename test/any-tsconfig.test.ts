// Builtins are recognised whatever else merges into the lib's interfaces (issue 27): a
// project whose tsconfig brings Node's types (`"types": ["node"]`, as most projects with
// tests have) or the DOM lib compiles to the same PHP as one with `"types": []`. Node's
// types declare `interface String extends RelativeIndexable<string> {}` (and the same for
// Array), which made `String()` and `Array.from()` unknown calls before.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileProject } from '../compiler/compile.js';
import { controller, makeProject, REPO } from './helpers/project.js';

const HANDLERS = `
  @Api({ namespace: 'any/v1', endpoint: '/words' })
  words(params: { text?: string }) {
    const words = String(params.text ?? 'b a b').split(' ');
    const unique = Array.from(new Set(words)).sort();
    return {
      unique,
      last: unique.at(-1),
      first: 'abc'.at(0),
      n: Number('4') + parseInt('2', 10),
      keys: Object.keys({ a: 1, b: 2 }),
      json: JSON.stringify(Array.of(1, 2)),
      upper: words.map((w) => w.toUpperCase()).join(','),
      max: Math.max(...[1, 3, 2]),
    };
  }
`;

const TYPE_ROOTS = [path.join(REPO, 'node_modules', '@types')];

function build(compilerOptions: object) {
  const dir = makeProject({
    ...controller(HANDLERS, 'WordsController', "import { Api, Controller } from 'ts2wp';"),
    'tsconfig.json': JSON.stringify({ compilerOptions: { strict: true, target: 'es2022', ...compilerOptions } }),
  });
  const result = compileProject(dir);
  return {
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

  it.each([
    ['Node’s types', { types: ['node'], typeRoots: TYPE_ROOTS }],
    ['every @types package (no `types`)', { typeRoots: TYPE_ROOTS }],
    ['the DOM lib', { types: [], lib: ['es2022', 'dom', 'dom.iterable'] }],
    ['Node’s types and the DOM lib', { types: ['node'], typeRoots: TYPE_ROOTS, lib: ['es2023', 'dom'] }],
  ])('with %s: no diagnostic, the same PHP', (_, options) => {
    const { errors, php } = build(options);
    expect(errors).toEqual([]);
    expect(php).toBe(plain.php);
  });
});
