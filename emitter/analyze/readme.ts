// The project's own readme.txt, if it has one: the sections a wordpress.org listing needs
// that ts2wp cannot write (a long description, FAQ, screenshots, changelog entries, upgrade
// notices). The header stays ts2wp's, written from the config so it always matches the
// plugin (docs/decisions.md: the project's readme.txt).
import fs from 'node:fs';
import path from 'node:path';
import type { ReadmeSection } from '../model.js';
import { Rules } from '../diagnostics/catalogue.js';
import { asWarning, diagnosticInFile, type Diagnostic } from '../diagnostics/diagnostic.js';
import { readUtf8 } from './config.js';

/** The file beside ts2wp.config.json whose sections go into the plugin's readme.txt. */
export const PROJECT_README = 'readme.txt';

/** `== Title ==` (readme.txt's section line; `===` is the plugin-name line of the header). */
const SECTION = /^==(?!=)\s*(.*?)\s*==\s*$/;

export function loadReadmeSections(projectDir: string): { sections?: ReadmeSection[]; diagnostics: Diagnostic[] } {
  const file = path.join(projectDir, PROJECT_README);
  if (!fs.existsSync(file)) return { diagnostics: [] };
  const text = readUtf8(file).replace(/\r\n?/g, '\n');
  const lines = text.split('\n');
  const sections: ReadmeSection[] = [];
  const diagnostics: Diagnostic[] = [];
  let offset = 0;
  let headerStart: number | undefined;
  let headerEnd = 0;
  for (const line of lines) {
    const title = SECTION.exec(line)?.[1];
    if (title !== undefined) sections.push({ title, body: '' });
    else if (sections.length) sections[sections.length - 1].body += `${line}\n`;
    else if (line.trim()) {
      headerStart ??= offset;
      headerEnd = offset + line.length;
    }
    offset += line.length + 1;
  }
  if (headerStart !== undefined) {
    const problem = Rules.ReadmeHeader.ignored();
    diagnostics.push(asWarning(diagnosticInFile(file, text, headerStart, headerEnd - headerStart, problem)));
  }
  for (const s of sections) s.body = s.body.replace(/^\s*\n/, '').trimEnd();
  return { sections, diagnostics };
}
