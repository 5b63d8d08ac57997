// WordPress's translation functions in handlers: the text domain must be the plugin's slug
// and the texts string literals (WPCS WordPress.WP.I18n, which Plugin Check runs), else a
// build error at the argument (TS2WP3006, TS2WP3007). A port that keeps its old domain is
// the case this catches: its strings would never be translated, and review rejects it.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileProject } from '../emitter/compile.js';
import { codeText, messageOf, positionOf } from '../emitter/diagnostics/diagnostic.js';
import { controller, DEFAULT_CONFIG, makeProject } from './helpers/project.js';

const SLUG = DEFAULT_CONFIG.slug;
const IMPORTS = `import { Api, Controller } from 'ts2wp';
import { __, _n, _nx, _x, esc_html__, esc_html_x, esc_attr__ } from 'ts2wp/wordpress';`;

/** A GET handler returning `expr` (`params.n` is a number, `label` a string variable). */
const handler = (expr: string) =>
  controller(
    `  @Api({ namespace: 'a/v1', endpoint: '/t', params: { n: 'number' } })
  t(params: { n: number }) {
    const label = String(params.n);
    return { value: ${expr} };
  }
`,
    'TestController',
    IMPORTS,
  );

const cases: { name: string; expr: string; code: string; at: string; message: RegExp }[] = [
  {
    name: "another plugin's domain",
    expr: "__('Saved', 'old-plugin')",
    code: 'TS2WP3006',
    at: "'old-plugin'",
    message: new RegExp(`^\`__\\(\\)\` names the text domain 'old-plugin'; it must be this plugin's slug '${SLUG}'`),
  },
  {
    name: 'no domain',
    expr: "esc_html__('Saved')",
    code: 'TS2WP3006',
    at: "esc_html__('Saved')",
    message: /^`esc_html__\(\)` has no text domain;/,
  },
  {
    name: 'a domain held in a variable',
    expr: `__('Saved', label)`,
    code: 'TS2WP3006',
    at: 'label)',
    message: /takes its text domain as a value, not a string literal/,
  },
  {
    name: "_x's domain after the context",
    expr: "_x('Post', 'noun', 'legacy')",
    code: 'TS2WP3006',
    at: "'legacy'",
    message: /names the text domain 'legacy'/,
  },
  {
    name: "_n's domain after the number",
    expr: "_n('One item', 'Many items', params.n, 'legacy')",
    code: 'TS2WP3006',
    at: "'legacy'",
    message: /^`_n\(\)` names the text domain 'legacy'/,
  },
  {
    name: "_nx's domain after the context",
    expr: "_nx('One item', 'Many items', params.n, 'list', 'legacy')",
    code: 'TS2WP3006',
    at: "'legacy'",
    message: /^`_nx\(\)` names the text domain 'legacy'/,
  },
  {
    name: "esc_html_x's domain",
    expr: "esc_html_x('Post', 'noun', 'legacy')",
    code: 'TS2WP3006',
    at: "'legacy'",
    message: /^`esc_html_x\(\)`/,
  },
  {
    name: 'text held in a variable',
    expr: `esc_attr__(label, '${SLUG}')`,
    code: 'TS2WP3007',
    at: 'label,',
    message: /^`esc_attr__\(\)` takes its text as a value: .* string literal/,
  },
  {
    name: 'placeholders without a translators comment',
    expr: `_n('%d item', '%d items', params.n, '${SLUG}')`,
    code: 'TS2WP3008',
    at: '_n(',
    message: /^`_n\(\)`'s text has placeholders but no `translators:` comment/,
  },
  {
    name: 'a context held in a variable',
    expr: `_x('Post', label, '${SLUG}')`,
    code: 'TS2WP3007',
    at: 'label,',
    message: /^`_x\(\)` takes its text as a value/,
  },
];

describe('translation calls', () => {
  for (const c of cases) {
    it(`${c.name} → ${c.code} at the argument; nothing is written`, () => {
      const dir = makeProject(handler(c.expr));
      const result = compileProject(dir);
      expect(result.diagnostics.map(codeText)).toEqual([c.code]);
      expect(messageOf(result.diagnostics[0])).toMatch(c.message);
      const source = fs.readFileSync(path.join(dir, 'app/Controllers/TestController.ts'), 'utf8');
      const before = source.slice(0, source.indexOf(c.at, source.indexOf('value:'))).split('\n');
      expect(positionOf(result.diagnostics[0])).toMatchObject({ line: before.length, col: before.at(-1)!.length + 1 });
      expect(result.files).toBeUndefined();
    });
  }

  it("builds with the plugin's slug as every domain, and the PHP names it literally", () => {
    const result = compileProject(
      makeProject(
        handler(
          `[__('Saved', '${SLUG}'), _x('Post', 'noun', '${SLUG}'), _n('One item', 'Many items', params.n, '${SLUG}'), ` +
            `_nx('One item', 'Many items', params.n, 'list', '${SLUG}'), esc_html__(\`Saved\`, '${SLUG}')]`,
        ),
      ),
    );
    expect(result.diagnostics.map(messageOf)).toEqual([]);
    const php = result.files!.get('app/Controllers/TestController.php')!;
    expect(php).toContain(`\\__( 'Saved', '${SLUG}' )`);
    expect(php).toContain(`\\_x( 'Post', 'noun', '${SLUG}' )`);
    expect(php).toMatch(new RegExp(`\\\\_nx\\( 'One item', 'Many items', .*'list', '${SLUG}' \\)`));
    expect(php).toContain(`\\esc_html__( 'Saved', '${SLUG}' )`);
  });

  it('carries a translators comment (before the call, its property or its statement) onto the PHP call', () => {
    const result = compileProject(
      makeProject(
        controller(
          `  @Api({ namespace: 'a/v1', endpoint: '/t', params: { n: 'number' } })
  t(params: { n: number }) {
    // translators: %s: a name
    const hello = __('Hello, %s', '${SLUG}');
    return {
      /* translators: %d: how many items */
      items: _n('%d item', '%d items', params.n, '${SLUG}'),
      pct: /* translators: %1$s: a share; %% is a per cent sign */ __('%1$s%%', '${SLUG}'),
      hello,
      plain: __('100%% sure', '${SLUG}'),
    };
  }
`,
          'TestController',
          IMPORTS,
        ),
      ),
    );
    expect(result.diagnostics.map(messageOf)).toEqual([]);
    const php = result.files!.get('app/Controllers/TestController.php')!;
    expect(php).toContain(`/* translators: %s: a name */ \\__( 'Hello, %s', '${SLUG}' )`);
    expect(php).toContain(`/* translators: %d: how many items */ \\_n( '%d item', '%d items', `);
    expect(php).toContain(`/* translators: %1$s: a share; %% is a per cent sign */ \\__( '%1$s%%', '${SLUG}' )`);
    expect(php).toContain(`=> \\__( '100%% sure', '${SLUG}' )`);
  });

  it('checks a call in module code a handler reaches, as in a handler', () => {
    const dir = makeProject({
      ...handler('label'),
      'app/Controllers/TestController.ts': `import { Api, Controller } from 'ts2wp';
import { message } from '../lib/messages';

export class TestController extends Controller {
  @Api({ namespace: 'a/v1', endpoint: '/t' })
  t() {
    return { value: message() };
  }
}
`,
      'app/lib/messages.ts': `import { __ } from 'ts2wp/wordpress';\n\nexport const message = () => __('Saved', 'legacy');\n`,
    });
    const result = compileProject(dir);
    expect(result.diagnostics.map(codeText)).toEqual(['TS2WP3006']);
    expect(positionOf(result.diagnostics[0])).toMatchObject({ file: expect.stringMatching(/messages\.ts$/), line: 3 });
  });
});
