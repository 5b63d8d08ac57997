// Issue 33: the emitted PHP stays readable. No line a build writes is longer than MAX_LINE
// (160 columns, a tab counted as 4): a long guard, call or chain spans lines
// (emitter/php/printer.ts, valueOf()). Checked on every sample, the compute benchmark's
// handlers, both sets (the longest number guards), and the e2e shapes fixture. Not checked, each for
// its reason: the `#[Api( … )]` attribute (PHP 7.4 reads a `#[` line as a comment, so it
// stays on one line), the plugin header's fields (WordPress reads each from one line; the
// text is the user's) and app/sourcemap.php (data: one line map per file).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileProject } from '../emitter/compile.js';
import { errorsOf } from '../emitter/diagnostics/diagnostic.js';
import { MAX_LINE } from '../emitter/php/printer.js';
import { REPO } from './helpers/project.js';

const PROJECTS = [
  ...fs
    .readdirSync(path.join(REPO, 'samples'))
    .filter((s) => fs.existsSync(path.join(REPO, 'samples', s, 'ts2wp.config.json')))
    .map((s) => path.join('samples', s)),
  path.join('bench', 'compute', 'project'),
  path.join('bench', 'compute', 'heldout'),
  path.join('bench', 'compute', 'heldout2'),
  path.join('e2e', 'fixtures', 'shapes'),
];

const width = (line: string) => line.replace(/\t/g, '    ').length;
const exempt = (rel: string, line: string) =>
  rel === 'app/sourcemap.php' || /^\s*#\[/.test(line) || /^ \* [A-Z][\w ]*: /.test(line);

describe('emitted line length', () => {
  it.each(PROJECTS)(`%s: no generated line over ${MAX_LINE} columns`, (project) => {
    const { files, diagnostics } = compileProject(path.join(REPO, project));
    expect(errorsOf(diagnostics)).toEqual([]);
    const long: string[] = [];
    for (const [rel, content] of files!) {
      if (!rel.endsWith('.php') || rel.startsWith('framework/')) continue;
      content.split('\n').forEach((line, i) => {
        if (width(line) > MAX_LINE && !exempt(rel, line)) long.push(`${rel}:${i + 1} (${width(line)})`);
      });
    }
    expect(long).toEqual([]);
  });
});
