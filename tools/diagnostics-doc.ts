// docs/diagnostics.md, generated from the diagnostics catalogue (emitter/diagnostics/catalogue.ts):
// `npm run docs:diagnostics` rewrites it, test/catalogue.test.ts fails when it is stale.
import { catalogue } from '../emitter/diagnostics/catalogue.js';

const FAMILIES: [number, string][] = [
  [1000, '@Api options and controllers'],
  [2000, 'The project and its config'],
  [3000, 'Handlers: syntax or calls outside the subset'],
  [3100, 'Handlers: statements and control flow'],
  [3200, 'Handlers: expressions and operators'],
  [3300, 'Handlers: functions and closures'],
  [3400, 'Handlers: classes, enums and modules'],
  [3500, 'Handlers: destructuring'],
  [3600, 'Handlers: String, Number, Math, JSON'],
  [3700, 'Handlers: Array and Object'],
  [3800, 'Handlers: RegExp, Date, Error'],
  [3900, "Handlers: the WordPress API ($wpdb and SQL, the plugin's paths)"],
  [4000, 'Emitted PHP'],
];

const cell = (text: string) => text.replace(/\|/g, '\\|');

export function renderDiagnosticsDoc(): string {
  const lines = [
    '# Diagnostics',
    '',
    '<!-- Generated from emitter/diagnostics/catalogue.ts by `npm run docs:diagnostics`; do not edit. -->',
    '',
    'Every error ts2wp reports has a stable code, printed as `TS2WPnnnn` with the file, line and',
    'column and a code frame (`ts2wp build` and `ts2wp check` exit 1). Errors with a plain `TSnnnn`',
    'code come from TypeScript itself. The message names the construct and what to write instead;',
    'the fix below is the general form.',
    '',
    'Entries marked **warning** are printed the same way (`file:line:col - warning TS2WPnnnn: …`)',
    'but do not stop the build: `ts2wp build` still writes the plugin and `ts2wp check` exits 0.',
  ];
  const entries = catalogue();
  for (const [i, [start, title]] of FAMILIES.entries()) {
    const end = FAMILIES[i + 1]?.[0] ?? 10000;
    const family = entries.filter((e) => e.code >= start && e.code < end);
    if (!family.length) continue;
    lines.push('', `## ${title}`, '', '| code | what | fix |', '|---|---|---|');
    for (const e of family)
      lines.push(`| TS2WP${e.code}${e.warning ? ' (**warning**)' : ''} | ${cell(e.title)} | ${cell(e.fix)} |`);
  }
  return `${lines.join('\n')}\n`;
}
