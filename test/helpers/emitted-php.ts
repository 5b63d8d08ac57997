// The PHP every successful compile of a test run emitted (emitted-php-setup.ts records it),
// gathered so test/emitted-php.test.ts sniffs each emitted pattern once, in one phpcs run.
// One file per distinct content (the same runtime-free file from a hundred builds is one
// file), named by its hash, beside a line in index.jsonl saying which test file built it,
// from which project file, and the plugin's slug (its text domain and prefix).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { CompileResult } from '../../emitter/compile.js';
import { REPO } from './project.js';

/**
 * This run's corpus folder, made by emitted-php-global.ts (one per vitest run, so two runs at
 * once never mix or clear each other's files); undefined outside such a run.
 */
export const corpusDir = (): string | undefined => process.env.TS2WP_EMITTED_PHP;

/** Where emitted-php-global.ts makes the corpus folders. */
export const CORPUS_ROOT = path.join(REPO, 'test', '.tmp');

export interface CorpusEntry {
  /** The file in the corpus (`<hash>.php`). */
  file: string;
  /** The test file that compiled it, relative to the repository. */
  test: string;
  /** Its path in the plugin. */
  rel: string;
  slug: string;
  /** The plugin's PHP namespace, the other prefix of its globals. */
  phpNamespace: string;
}

/**
 * Records the generated PHP of `result`: the translated code, the route table and the plugin
 * file. Not the runtime (framework/: test/plugin-review.test.ts sniffs every class of it) and
 * not a hand-written PHP controller (the user's own style).
 */
export function recordEmitted(projectDir: string, result: CompileResult, test: string): void {
  const corpus = corpusDir();
  if (!corpus || !result.files || !result.model) return;
  const { slug, phpNamespace } = result.model.config;
  const lines: string[] = [];
  for (const [rel, content] of result.files) {
    if (!rel.endsWith('.php') || rel.startsWith('framework/') || fs.existsSync(path.join(projectDir, rel))) continue;
    const file = `${crypto.createHash('sha1').update(content).digest('hex')}.php`;
    const full = path.join(corpus, 'plugin', file);
    if (fs.existsSync(full)) continue;
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, content);
    lines.push(
      JSON.stringify({ file, test: path.relative(REPO, test), rel, slug, phpNamespace } satisfies CorpusEntry),
    );
  }
  if (lines.length) fs.appendFileSync(path.join(corpus, 'index.jsonl'), `${lines.join('\n')}\n`);
}
