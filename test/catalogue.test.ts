// The diagnostics catalogue (compiler/diagnostics/catalogue.ts): one code per diagnostic, each in its
// family's range, every translation entry reported somewhere, and docs/diagnostics.md
// generated from it.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogue, Unsupported } from '../compiler/diagnostics/catalogue.js';
import { renderDiagnosticsDoc } from '../tools/diagnostics-doc.js';
import { REPO } from './helpers/project.js';

describe('diagnostics catalogue', () => {
  it('gives every diagnostic its own code', () => {
    const codes = catalogue().map((e) => e.code);
    expect(codes.filter((c, i) => codes.indexOf(c) !== i)).toEqual([]);
  });

  it('keeps translation diagnostics in 3xxx and gives each a title and a fix', () => {
    for (const [name, f] of Object.entries(Unsupported)) {
      expect(f.code, name).toBeGreaterThanOrEqual(3000);
      expect(f.code, name).toBeLessThan(4000);
      expect(f.title, name).not.toBe('');
      expect(f.fix, name).not.toBe('');
    }
  });

  it('has no entry the compiler never reports', () => {
    const sources: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, e.name);
        if (e.isDirectory()) walk(full);
        else if (e.name.endsWith('.ts') && e.name !== 'catalogue.ts') sources.push(fs.readFileSync(full, 'utf8'));
      }
    };
    walk(path.join(REPO, 'compiler'));
    const all = sources.join('\n');
    const unused = Object.keys(Unsupported).filter(
      (name) => !all.includes(`Unsupported.${name}(`) && !all.includes(`Unsupported.${name}.`),
    );
    expect(unused).toEqual([]);
  });

  it('docs/diagnostics.md lists every code (run `npm run docs:diagnostics` after changing the catalogue)', () => {
    expect(fs.readFileSync(path.join(REPO, 'docs', 'diagnostics.md'), 'utf8')).toBe(renderDiagnosticsDoc());
  });
});
