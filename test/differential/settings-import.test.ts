// A settings import/export controller (issue 30): JSON.parse errors caught and answered with
// V8's SyntaxError message, items grouped with `(groups[key] ??= []).push(item)`, an export
// pretty-printed by JSON.stringify with an indent over nested values with escapes, and a
// menu reordered with the ES2023 copy methods at negative and fractional positions from the
// request. Each case runs in Node and in PHP 7.4 and 8.3.
import { describe } from 'vitest';
import { differentialSuite } from '../helpers/differential.js';

const SETTINGS = `
export interface MenuItem {
  label: string;
  group: string;
}

/** The JSON a user pasted, or a 400-style answer with the parser's own words. */
export function readImport(text: string): { ok: true; value: unknown } | { ok: false; code: string; error: string; message: string } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (e) {
    if (e instanceof SyntaxError) return { ok: false, code: 'invalid_json', error: e.name, message: e.message };
    throw e;
  }
}

export function groupByMenu(items: MenuItem[]): Record<string, string[]> {
  const groups: Record<string, string[]> = {};
  for (const item of items) (groups[item.group] ??= []).push(item.label);
  return groups;
}

export const MENU: MenuItem[] = [
  { label: 'Home', group: 'main' },
  { label: 'Blog', group: 'main' },
  { label: 'Privacy "policy"', group: 'footer' },
  { label: 'Café\\tcorner', group: 'main' },
  { label: 'Line\\nbreak \\u2028 sep', group: 'footer' },
];
`;

const MODULE = `import { MENU, groupByMenu, readImport, type MenuItem } from '../lib/settings';\n`;

describe('settings import and export', () => {
  differentialSuite(
    'settings-import',
    [
      {
        name: 'pasted JSON with mistakes answers with the parser message',
        body: 'const texts: string[] = params.texts;\nreturn texts.map((t) => readImport(t));',
        params: {
          texts: [
            '{"title": "Shop", "perPage": 20}',
            '{"title": "Shop", "perPage": 20,}',
            "{'title': 'Shop'}",
            '{"title": "Shop" "perPage": 20}',
            '{"title": "Sh\\op"}',
            '{"colors": ["#fff", "#000"',
            '{"perPage": 020}',
            '{"ratio": 1.}',
            '',
            'undefined',
            '{"title": "a long title that goes on and on", "bad": tru}',
            '[1, 2, 3] trailing',
          ],
        },
      },
      {
        name: 'a failed parse in a catch that re-throws other errors',
        body: 'const r = readImport(params.text as string);\nif (!r.ok) return { status: 400, code: r.code, message: r.message };\nreturn { status: 200 };',
        params: { text: '{"menu": [{"label": "Home", "group": main}]}' },
      },
      {
        name: 'menu items grouped with ??= and push',
        body: 'const pasted = readImport(params.text as string);\nconst items = pasted.ok ? (pasted.value as MenuItem[]) : [];\nreturn [groupByMenu(MENU), groupByMenu(items)];',
        params: { text: '[{"label":"A","group":"x"},{"label":"B","group":"y"},{"label":"C","group":"x"}]' },
      },
      {
        name: 'export pretty-printed with nested values and escapes',
        body: "const data = { version: 2, menu: groupByMenu(MENU), empty: { list: [], map: {} }, nested: [[1, [2, []]], { deep: { deeper: ['\\u0000', '\\u001f', '\\\\', '/'] } }] };\nreturn [JSON.stringify(data, null, 2), JSON.stringify(data, null, '\\t'), JSON.stringify(data, null, 20), JSON.stringify(data.nested, null, '--->|<---->|')];",
      },
      {
        name: 'an indent from the request',
        body: "const indent: number = params.indent;\nreturn JSON.stringify({ a: [1, { b: 'c\"d' }], e: {} }, null, indent);",
        params: { indent: 3.9 },
      },
      {
        name: 'menu reordered with copy methods at positions from the request',
        body: "const labels = MENU.map((m) => m.label);\nconst at: number[] = params.at;\nreturn at.map((i) => [labels.toSpliced(i, 1), labels.toSpliced(i, 0, 'New'), labels.toSpliced(i, -1.5, 'X'), labels.with(Math.trunc(i) === i ? i : i, 'Moved'), labels.toSorted().toReversed().at(i)]);",
        params: { at: [-1, -2.5, 1.7, -0.4, 0, 4.99, -5] },
      },
      {
        name: 'with() past the end is a RangeError',
        body: "const labels = MENU.map((m) => m.label);\nconst at: number[] = params.at;\nreturn at.map((i) => {\n  try {\n    return labels.with(i, 'x');\n  } catch (e) {\n    return [(e as Error).name, (e as Error).message];\n  }\n});",
        params: { at: [5, -6, 5.5, -5.5, 1e9] },
      },
    ],
    { module: MODULE, files: { 'app/lib/settings.ts': SETTINGS } },
  );
});
