// `npm run docs:diagnostics`: writes docs/diagnostics.md (see diagnostics-doc.ts).
import fs from 'node:fs';
import path from 'node:path';
import { PACKAGE_ROOT } from '../emitter/libs.js';
import { renderDiagnosticsDoc } from './diagnostics-doc.js';

fs.writeFileSync(path.join(PACKAGE_ROOT, 'docs', 'diagnostics.md'), renderDiagnosticsDoc());
