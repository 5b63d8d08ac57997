// Properties of the TypeScript → PHP name mapping and of output stability.
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { compileProject } from '../emitter/compile.js';
import { phpIdentifier, phpLocalName, tempName } from '../emitter/transform/util/identifiers.js';
import { closePhp, getPhp, lintPhp } from './helpers/php.js';
import { REPO } from './helpers/project.js';

afterAll(closePhp);

const SEED = 7;
const identifier = fc.oneof(
  fc.stringMatching(/^[A-Za-z_$][A-Za-z0-9_$]{0,10}$/),
  fc.constantFrom(
    'this',
    'GLOBALS',
    '_GET',
    '_POST',
    '_SERVER',
    'argv',
    '__ts',
    '__tsx',
    '__ts_tmp1',
    'café',
    'ñ',
    'π',
    '$',
    '$$',
    '_',
    '__',
    'a_5f_',
  ),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 5 }),
);

describe('PHP identifiers', () => {
  it('are legal, never reserved, never a compiler temporary, and collision-free', async () => {
    const names = [...new Set(fc.sample(identifier, { numRuns: 2000, seed: SEED }))];
    const mapped = names.map(phpIdentifier);
    for (const m of mapped) {
      expect(m).toMatch(/^[A-Za-z_][A-Za-z0-9_]*$/);
      expect(['this', 'GLOBALS', '_GET', '_POST', '_SERVER']).not.toContain(m);
      expect(m.startsWith('__ts_tmp')).toBe(false);
    }
    expect(new Set(mapped).size).toBe(names.length);
    expect(tempName(1)).toBe('__ts_tmp1');
    // PHP itself accepts every one as a variable name.
    const code = `<?php\n${mapped
      .slice(0, 400)
      .map((m, i) => `$${m} = ${i};`)
      .join('\n')}\n`;
    expect(await lintPhp(await getPhp('8.3'), code)).toBeNull();
  });

  it('is deterministic: the same input always maps the same way', () => {
    fc.assert(
      fc.property(identifier, (name) => phpIdentifier(name) === phpIdentifier(name)),
      { numRuns: 500, seed: SEED },
    );
  });
});

describe('PHP local variable names', () => {
  it('are snake_case, as WordPress spells them', () => {
    expect(['itemCount', 'parseURL', 'HTMLElement', 'x1Y', 'plain', 'snake_case', 'a'].map(phpLocalName)).toEqual([
      'item_count',
      'parse_url',
      'html_element',
      'x1_y',
      'plain',
      'snake_case',
      'a',
    ]);
  });

  it('are never a PHP keyword or type name (WordPress refuses those as parameter names)', () => {
    expect(['list', 'object', 'match', 'string', 'Array', 'class_value'].map(phpLocalName)).toEqual([
      'list_value',
      'object_value',
      'match_value',
      'string_value',
      'array_value',
      'class_value',
    ]);
  });

  it('keep the escaped spelling where snake_case would be reserved, an escape or a temporary', () => {
    for (const name of ['This', 'GLOBALS', '__Ts_tmp1', '__TsX', '$x', 'café'])
      expect(phpLocalName(name)).toBe(phpIdentifier(name));
    const mapped = fc.sample(identifier, { numRuns: 2000, seed: SEED }).map(phpLocalName);
    for (const m of mapped) {
      expect(m).toMatch(/^[A-Za-z_][A-Za-z0-9_]*$/);
      expect(['this', 'GLOBALS', '_GET', '_POST', '_SERVER']).not.toContain(m);
      expect(m.startsWith('__ts_tmp')).toBe(false);
    }
  });
});

describe('stable output', () => {
  it('compiles samples/basic to byte-identical files twice in one process', () => {
    const a = compileProject(path.join(REPO, 'samples', 'basic')).files!;
    const b = compileProject(path.join(REPO, 'samples', 'basic')).files!;
    expect([...a]).toEqual([...b]);
  });
});
