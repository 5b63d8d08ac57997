// Rejected builtins name what to write instead, preferring WordPress's own function
// (issue 16): each case asserts the code, the position in the user's TypeScript, exactly
// one diagnostic (no cascade) and the suggested replacement in the message.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileProject } from '../emitter/compile.js';
import { codeText } from '../emitter/diagnostics/diagnostic.js';
import { expectFailureAt } from './helpers/negative.js';
import { controller, makeProject } from './helpers/project.js';

const CASES: { name: string; body: string; code: string; at: string; says: string }[] = [
  {
    name: 'number toLocaleString',
    body: '    const n: number = params.n;\n    return n.toLocaleString();',
    code: 'TS2WP3610',
    at: 'n.toLocaleString()',
    says: 'number_format_i18n(',
  },
  {
    name: 'date toLocaleDateString',
    body: '    return new Date(0).toLocaleDateString();',
    code: 'TS2WP3611',
    at: 'new Date(0).toLocaleDateString()',
    says: 'wp_date(',
  },
  {
    name: 'array toLocaleString',
    body: '    return [1, 2].toLocaleString();',
    code: 'TS2WP3704',
    at: '[1, 2].toLocaleString()',
    says: 'number_format_i18n(',
  },
  {
    name: 'Intl.NumberFormat',
    body: "    return new Intl.NumberFormat('de').format(1);",
    code: 'TS2WP3610',
    at: "'de'",
    says: 'number_format_i18n(',
  },
  {
    name: 'Intl.DateTimeFormat',
    body: "    return new Intl.DateTimeFormat('de').format(new Date(0));",
    code: 'TS2WP3611',
    at: "'de'",
    says: 'wp_date(',
  },
  {
    name: 'WeakMap',
    body: '    const m = new WeakMap<object, number>();\n    return m.has({});',
    code: 'TS2WP3003',
    at: 'new WeakMap<object, number>()',
    says: 'Use a Map',
  },
  {
    name: 'Intl.PluralRules',
    body: "    return new Intl.PluralRules('en-US').select(2);",
    code: 'TS2WP3003',
    at: "new Intl.PluralRules('en-US')",
    says: '_n(single, plural',
  },
  {
    name: 'Intl.ListFormat',
    body: "    return new Intl.ListFormat('en', { type: 'conjunction' }).format(['a', 'b']);",
    code: 'TS2WP3003',
    at: "new Intl.ListFormat('en', { type: 'conjunction' })",
    says: 'wp_sprintf_l(',
  },
  {
    name: 'Intl.RelativeTimeFormat',
    body: "    return new Intl.RelativeTimeFormat('en').format(-1, 'day');",
    code: 'TS2WP3003',
    at: "new Intl.RelativeTimeFormat('en')",
    says: 'human_time_diff(',
  },
  {
    name: 'a class outside the subset names what may be constructed',
    body: '    return new ArrayBuffer(8).byteLength;',
    code: 'TS2WP3003',
    at: 'new ArrayBuffer(8)',
    says: 'Map, Set, Date, RegExp',
  },
  {
    name: 'Array.from of a generator-like iterable names Map and Set',
    body: '    const it: Iterable<number> = [1];\n    return Array.from(it);',
    code: 'TS2WP3706',
    at: 'it);',
    says: 'a Map or Set',
  },
];

describe('builtin messages name the alternative', () => {
  for (const c of CASES) {
    it(`${c.name} → ${c.code}`, () => {
      const body = `  @Api({ namespace: 'a/v1' })\n  h(params: Record<string, any>): unknown {\n${c.body}\n  }\n`;
      const files = controller(body);
      const source = Object.values(files)[0];
      const dir = makeProject(files);
      const result = compileProject(dir);
      fs.rmSync(dir, { recursive: true, force: true });
      expectFailureAt(result, source, c.code, c.at);
      const ours = result.diagnostics.filter((d) => codeText(d).startsWith('TS2WP'));
      expect(ours.map(codeText)).toEqual([c.code]);
      const text = ours[0].messageText;
      expect(typeof text === 'string' ? text : text.messageText).toContain(c.says);
    });
  }
});
