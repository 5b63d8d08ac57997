// vitest.wp7.config.ts: every file there runs on WordPress 7.x, or fails saying why.
import { wordpressCore, wordpressVersion } from './php.js';

const core = wordpressCore(); // throws, naming the setup command, when the 7.x folder is missing
const version = wordpressVersion(core);
if (!version?.startsWith('7.')) {
  throw new Error(`TS2WP_WP_CORE=${core} holds WordPress ${version ?? '(no version.php)'}, not 7.x.`);
}
