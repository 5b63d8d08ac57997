// The diagnostics catalogue (emitter/diagnostics/catalogue.ts): one code per diagnostic, each in its
// family's range, every translation entry reported somewhere, and docs/diagnostics.md
// generated from it.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogue, Rules, Unsupported } from '../emitter/diagnostics/catalogue.js';
import { renderDiagnosticsDoc } from '../tools/diagnostics-doc.js';
import { REPO } from './helpers/project.js';

/** The TypeScript sources of every part that reports diagnostics. */
function compilerSources(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (e.name.endsWith('.ts')) out.push(full);
    }
  };
  for (const dir of ['emitter', 'cli', 'tools', 'devserver']) walk(path.join(REPO, dir));
  return out;
}

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
    const all = compilerSources()
      .filter((f) => !f.endsWith('catalogue.ts'))
      .map((f) => fs.readFileSync(f, 'utf8'))
      .join('\n');
    const unused = Object.keys(Unsupported).filter(
      (name) => !all.includes(`Unsupported.${name}(`) && !all.includes(`Unsupported.${name}.`),
    );
    expect(unused).toEqual([]);
    const unusedMessages = Object.entries(Rules).flatMap(([rule, r]) =>
      Object.keys(r)
        .filter((k) => !['code', 'title', 'fix', 'warning'].includes(k))
        .filter((message) => !all.includes(`Rules.${rule}.${message}(`))
        .map((message) => `${rule}.${message}`),
    );
    expect(unusedMessages).toEqual([]);
  });

  it("gives every rule at least one message factory, and each factory its rule's code", () => {
    for (const [name, r] of Object.entries(Rules)) {
      const factories = Object.entries(r).filter(([, v]) => typeof v === 'function') as [
        string,
        (...args: never[]) => { code: number; message: string },
      ][];
      expect(factories.length, name).toBeGreaterThan(0);
      for (const [message, factory] of factories) {
        // A one-item list stands for any argument: it prints as its item and has a join().
        const problem = factory(...(Array.from({ length: 6 }, () => ['X']) as never[]));
        expect(problem.code, `${name}.${message}`).toBe(r.code);
        expect(problem.message, `${name}.${message}`).not.toBe('');
      }
    }
  });

  // A diagnostic's code and text come from a catalogue factory: a Problem can only be made
  // in catalogue.ts (its type has a brand no other module can name), and only diagnostic.ts
  // turns one into a ts.Diagnostic. These are the ways around that, which no module uses.
  it('makes no diagnostic outside the catalogue', () => {
    const offenders = compilerSources().flatMap((file) => {
      const rel = path.relative(REPO, file);
      const text = fs.readFileSync(file, 'utf8');
      const found: string[] = [];
      if (!rel.endsWith('diagnostics/catalogue.ts') && /\bas Problem\b|<Problem>/.test(text))
        found.push(`${rel}: casts to Problem`);
      if (!rel.endsWith('diagnostics/diagnostic.ts')) {
        if (/\bmessageText\s*:/.test(text)) found.push(`${rel}: builds a diagnostic's messageText`);
        if (/source\s*:\s*'ts2wp'/.test(text)) found.push(`${rel}: builds a ts2wp diagnostic`);
        if (/\bcode\s*:\s*\d{4}\b/.test(text)) found.push(`${rel}: a literal diagnostic code`);
      }
      return found;
    });
    expect(offenders).toEqual([]);
  });

  it('docs/diagnostics.md lists every code (run `npm run docs:diagnostics` after changing the catalogue)', () => {
    expect(fs.readFileSync(path.join(REPO, 'docs', 'diagnostics.md'), 'utf8')).toBe(renderDiagnosticsDoc());
  });
});
