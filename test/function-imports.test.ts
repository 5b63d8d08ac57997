// A namespaced file imports the PHP functions that compile to opcodes (emitter/php/function-imports.ts);
// other functions stay unqualified, and a file without a namespace imports nothing.
import { describe, expect, it } from 'vitest';
import { call, v, type PhpFile } from '../emitter/php/ast.js';
import { printFile } from '../emitter/php/printer.js';

const file = (namespace: string): PhpFile => ({
  namespace,
  uses: ['Demo\\Framework\\Js'],
  abspathGuard: false,
  body: [
    { kind: 'expr', expr: call('is_int', [v('a')]) },
    { kind: 'expr', expr: call('get_option', [call('count', [call('strlen', [v('s')])])]) },
    { kind: 'expr', expr: call('is_int', [v('b')]) },
  ],
});

describe('use function imports', () => {
  it('imports each special function once, sorted, after the class imports', () => {
    const text = printFile(file('Demo\\App'));
    expect(text).toContain(
      'use Demo\\Framework\\Js;\nuse function count;\nuse function is_int;\nuse function strlen;\n\n',
    );
    expect(text).not.toContain('use function get_option');
  });
  it('imports nothing outside a namespace', () => {
    expect(printFile(file(''))).not.toContain('use function');
  });
});
