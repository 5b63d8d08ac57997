// Strings built and measured in one loop (issue 17): a `let` string or a string parameter
// that the loop appends to and whose length it reads keeps that length in a variable of its own
// (emitter/transform/analysis/append-length.ts). These cases append ASCII, é, emoji and
// lone halves of pairs, reassign the string mid-loop, break on its length, nest loops and
// build whole responses up to a limit, each in Node and in PHP 7.4 / 8.3; the emission
// test checks the loops read no JsString::length of the string.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileProject } from '../../emitter/compile.js';
import { c, differentialSuite } from '../helpers/differential.js';
import { controller, makeProject, REPO } from '../helpers/project.js';

const PHPCS = [process.env.TS2WP_PHPCS, path.resolve(REPO, '../shared/phpcs/phpcs'), '/work/shared/phpcs/phpcs'].find(
  (p): p is string => !!p && fs.existsSync(p),
);

const MODULE = `
interface Row { id: number; name: string; city: string }
function rows(n: number, extra: string): Row[] {
  const out: Row[] = [];
  for (let i = 0; i < n; i++) out.push({ id: i, name: \`name\${i}\` + (i % 3 === 0 ? extra : ''), city: i % 2 ? 'Köln' : 'Paris' });
  return out;
}
/** A CSV of rows up to a limit of code units (a helper function: its own scope). */
function csv(list: Row[], limit: number): { text: string; length: number; count: number } {
  let text = 'id;name;city\\n';
  let count = 0;
  for (const row of list) {
    const line = \`\${row.id};\${row.name};\${row.city}\\n\`;
    if (text.length + line.length > limit) break;
    text += line;
    count++;
  }
  return { text, length: text.length, count };
}
/** Parameters built and measured in their own loop: padding helpers as plugins write them. */
function padRight(s: string, width: number, fill = ' '): string {
  while (s.length < width) s += fill;
  return s;
}
function clip(label: string, max: number): string {
  while (label.length > max) label = label.slice(0, -1);
  return label;
}
const ruler = (text: string, n: number): number[] => {
  const marks: number[] = [];
  for (let i = 0; i < n; i++) { text = text + i; marks.push(text.length); }
  return marks;
};
function keep(s: string, n: number): () => number {
  while (s.length < n) s += '-';
  return () => s.length; // captured: not tracked, still right
}
`;

describe('append and measure', () => {
  differentialSuite(
    'append-length',
    [
      c(
        'while: ASCII pieces up to n',
        "const n = 1000;\nlet s = '';\nwhile (s.length < n) { s += 'ab'; }\nreturn [s.length, s.slice(-4)];",
      ),
      c(
        'while: é, emoji and mixed pieces',
        "const out: unknown[] = [];\nfor (const p of ['é', '😀', 'aé😀', '€x', 'ab']) {\n  let s = '';\n  let passes = 0;\n  while (s.length < 700) { s += p; passes++; }\n  out.push([s.length, passes, s.slice(-3).length, s.indexOf('x')]);\n}\nreturn out;",
      ),
      c(
        'literal pieces: é, emoji, a lone half, mixed with variables',
        "let a = '';\nwhile (a.length < 300) a += 'é';\nlet b = 'x';\nwhile (b.length < 301) b += '😀';\nlet h = '';\nwhile (h.length < 10) h += '\\uD83D';\nlet m = '';\nfor (const w of ['ab', 'ü', '😀']) { m += `<${w}é😀>`; m += w + '\\uDE00' + w; if (m.length > 60) break; }\nreturn [a.length, b.length, h.length, m.length, a.slice(-2), b.slice(0, 3).length];",
      ),
      c(
        'a lone half of a pair as a piece',
        "const hi = '😀'.slice(0, 1);\nconst lo = '😀'.slice(1);\nlet s = 'x';\nlet steps = 0;\nwhile (s.length < 301) { s += steps % 2 ? lo : hi; steps++; }\nlet t = '';\nfor (let i = 0; i < 40; i++) { t += hi; if (t.length >= 30) break; }\nreturn [s.length, steps, t.length, (s + t).length];",
      ),
      c(
        'for: number pieces, s += s, empty pieces',
        "let s = '';\nfor (let i = 0; i < 500; i++) { s += i; if (s.length > 900) break; }\nlet d = 'é';\nfor (let k = 0; d.length < 5000; k++) d += d;\nlet e = 'a';\nfor (let k = 0; k < 10 && e.length < 5; k++) e += '';\nreturn [s.length, s.slice(-5), d.length, e.length];",
      ),
      c(
        'number pieces: floats, NaN, Infinity, -0, large and small',
        "const xs = [0.1, -0, NaN, Infinity, -Infinity, 1e21, -1.5e-7, 123456789012, 2 ** 53 + 2, 0.5];\nlet s = '';\nlet t = '';\nfor (let i = 0; s.length < 400; i++) {\n  const x = xs[i % xs.length] * (i + 1);\n  s += x;\n  t = t + x / 3;\n  if (t.length > 500) t = '';\n}\nreturn [s.length, t.length, s.slice(-20)];",
      ),
      c(
        's = s + x, and templates',
        "let s = '';\nlet i = 0;\nwhile (s.length < 600) { s = s + i + '-é' + (i % 5 ? '' : '😀'); i++; }\nlet t = '';\nfor (const w of ['α', 'β', 'γ😀', 'δ']) { t = t + `[${w}:${t.length}]`; }\nreturn [s.length, i, t, t.length];",
      ),
      c(
        'prepends, wraps and other chains with the string in them',
        "let s = String(params.x);\nwhile (s.length < 12) s = ' ' + s;\nlet t = 'é';\nwhile (t.length < 25) t = '<😀' + t + '>';\nlet u = '';\nwhile (u.length < 9) u = params.x + u;\nlet w = 'ab';\nlet z = '';\nfor (let i = 0; w.length < 100; i++) { w = w + w; z = w + 'é' + z; if (z.length > 60) z = u + s; }\nreturn [s, t, t.length, u, w.length, z, z.length];",
        { x: 'ñ😀' },
      ),
      c(
        'reassignments mid-loop',
        "let s = '';\nconst seen: number[] = [];\nfor (let i = 0; i < 300; i++) {\n  s += i % 7 ? 'é' : '😀';\n  if (s.length > 40) s = s.slice(3);\n  if (i % 50 === 49) { seen.push(s.length); s = ''; }\n  if (i === 120) s = 'restart😀';\n  seen.push(s.length);\n}\nreturn [s, s.length, seen.length, seen.reduce((a, b) => a + b, 0)];",
      ),
      c(
        'the length in its own piece; two strings built from each other',
        "let s = 'é';\nwhile (s.length < 200) { s += s.length; s = s + s.length + '😀'; }\nlet a = '';\nlet b = 'ü';\nfor (let i = 0; a.length < 3000; i++) { a += b; b += i % 2 ? '😀' : 'x'; if (b.length > 40) b = b.slice(20); }\nreturn [s, s.length, a.length, b.length, b];",
      ),
      c(
        'do…while and nested loops',
        "let s = '';\ndo { s += '😀a'; } while (s.length < 50);\nlet grid = '';\nfor (let r = 0; r < 30; r++) {\n  let line = '';\n  for (let col = 0; line.length < r; col++) line += col % 2 ? 'é' : '.';\n  grid += line + '|';\n  if (grid.length > 300) break;\n}\nreturn [s.length, grid.length, grid.slice(-20)];",
      ),
      c(
        'break on length with params',
        "let out = '';\nconst words = (params.words as string[]);\nfor (const w of words) {\n  out += `${w} `;\n  if (out.length >= params.limit) break;\n}\nreturn { out, length: out.length };",
        { words: ['hello', 'wörld', '😀😀', 'zzz', 'ñandú', 'end'], limit: 17 },
      ),
      c(
        'a piece that throws leaves string and length together',
        "let s = 'ab';\nconst texts = ['\"x\"', '\"é😀\"', 'bad', '\"y\"'];\nconst lengths: number[] = [];\nfor (const t of texts) {\n  try { s += JSON.parse(t) as string; } catch { s += '!'; }\n  lengths.push(s.length);\n}\nreturn [s, lengths];",
      ),
      c(
        'parameters: padding, clipping, a ruler and a captured parameter',
        "const rows = ['id', 'é', '😀', ''].map((w) => `[${padRight(w, 6)}|${padRight(w, 5, 'é😀')}]`);\nreturn { rows, lengths: rows.map((r) => r.length), clip: [clip('Köln-Düsseldorf', 6), clip('😀😀😀', 4), clip('ab', 5)], ruler: ruler('é', 12), keep: keep('x', 4)() };",
      ),
      c(
        'whole handler: CSV up to a limit',
        "return [csv(rows(50, 'é'), 400), csv(rows(200, '😀'), 2000).length, csv(rows(5, ''), 10)];",
      ),
      c(
        'whole handler: text report up to a byte budget',
        "const list = rows(300, 'ü');\nlet report = '';\nlet shown = 0;\nfor (const row of list) {\n  if (report.length > 3000) { report += '…'; break; }\n  report += `#${row.id} ${row.name} (${row.city})\\n`;\n  shown++;\n}\nreturn { shown, length: report.length, tail: report.slice(-30) };",
      ),
    ],
    { module: MODULE },
  );
});

describe('append and measure: emission', () => {
  it('reads the length variable, not JsString::length, in the loops', () => {
    const dir = makeProject(
      controller(`
  @Api({ namespace: 'x/v1', endpoint: '/a' })
  a(params: Record<string, any>): unknown {
    const n: number = params.n;
    let s = '';
    while (s.length < n) { s += 'ab'; }
    let out = '';
    for (const row of params.rows as { name: string }[]) { out += \`\${row.name};\`; if (out.length > 100) break; }
    let t = '';
    for (let i = 0; i < n; i++) { t = t + i; if (t.length > 50) t = t.slice(1); }
    let u = '';
    do { u += u + 'x'; } while (u.length < n);
    return [s, out, t, u];
  }`),
    );
    const php = compileProject(dir).files!.get('app/Controllers/TestController.php')!;
    for (const name of ['s', 'out', 't', 'u']) {
      expect(php).not.toContain(`JsString::length( $${name} ) <`);
      expect(php).not.toContain(`JsString::length( $${name} ) >`);
      expect(php).toContain(`$${name}_len`);
    }
    expect(php).toContain('$s_len += 2;');
    expect(php).toContain('$u_len += $u_len + 1;');
    expect(php.match(/JsString::length\( \$(s|out|t|u) \)/g)).toEqual(['JsString::length( $t )']); // after t = t.slice(1)
  });

  it('gives a parameter built and measured in a loop its length variable, measured once on entry', () => {
    const dir = makeProject(
      controller(`
  @Api({ namespace: 'x/v1', endpoint: '/a' })
  a(params: Record<string, any>): unknown {
    const pad = (s: string, n: number, fill = ' '): string => {
      while (s.length < n) s += fill;
      return s;
    };
    return pad(params.s as string, params.n as number);
  }`),
    );
    const php = compileProject(dir).files!.get('app/Controllers/TestController.php')!;
    expect(php).toMatch(/\$fill = ' ';\s*\}\s*\$s_len = JsString::length\( \$s \);\s*while \( \$s_len < \$n \)/);
    expect(php).toContain('$s_len += JsString::length( $fill );');
  });

  it('leaves strings measured outside a loop that writes them as they were', () => {
    const dir = makeProject(
      controller(`
  @Api({ namespace: 'x/v1', endpoint: '/a' })
  a(params: Record<string, any>): unknown {
    let s = '';
    for (const w of params.words as string[]) s += w;
    const f = () => s.length;
    let t = 'a';
    while (t.length < 10) t += 'b';
    return [s.length, f(), t];
  }`),
    );
    const php = compileProject(dir).files!.get('app/Controllers/TestController.php')!;
    expect(php).not.toContain('$s_len');
    expect(php).toContain('JsString::length( $s )');
    expect(php).toContain('$t_len');
  });

  it("passes the plugin's phpcs.xml.dist (WPCS): appends, ++ for one unit, temps, prepends", () => {
    const dir = makeProject(
      controller(`
  @Api({ namespace: 'x/v1', endpoint: '/a' })
  a(params: Record<string, any>): unknown {
    let s = String(params.x);
    while (s.length < 12) s = ' ' + s;
    let t = '';
    for (let i = 0; t.length < 99; i++) { t += i; t += 'a'; t = t + (i % 2 ? 'é' : '😀'); if (t.length > 50) t = t.slice(1); }
    let u = '';
    do { u += u + 'x' + s; } while (u.length < 40);
    return [s, t, u];
  }`),
    );
    const { files: built, beside } = compileProject(dir);
    const files = built!;
    const php = files.get('app/Controllers/TestController.php')!;
    expect(php).toContain('++$s_len;');
    expect(php).toContain('++$t_len;');
    if (!PHPCS) {
      console.warn('append-length.test.ts: no PHPCS bundle (../shared/phpcs/phpcs or $TS2WP_PHPCS); WPCS not checked.');
      return;
    }
    const plugin = path.join(dir, 'plugin');
    for (const [rel, text] of files) {
      fs.mkdirSync(path.dirname(path.join(plugin, rel)), { recursive: true });
      fs.writeFileSync(path.join(plugin, rel), text);
    }
    for (const [rel, text] of beside!) fs.writeFileSync(path.join(dir, rel), text);
    let out: string;
    try {
      out = execFileSync(
        PHPCS,
        [
          `--standard=${path.join(path.dirname(plugin), 'phpcs.xml.dist')}`,
          '--extensions=php',
          '--report=json',
          path.join(plugin, 'app'),
        ],
        { encoding: 'utf8' },
      );
    } catch (error) {
      out = String((error as { stdout?: string }).stdout ?? ''); // exit 1/2 when there are findings
    }
    const report = JSON.parse(out.slice(out.indexOf('{'))) as { totals: { errors: number; warnings: number } };
    expect(report.totals, out).toMatchObject({ errors: 0, warnings: 0 });
  });
});
