// JsString::length() on a null that the types call a string (`s += xs[k]!` past the end:
// the append-length loop measures the piece). As the first length() call of a request it
// read the empty remembered map (a notice), after a long string it passed null to strlen()
// (deprecated on PHP 8.1+); WP_DEBUG_DISPLAY prints either into the response. It reads as
// PHP's '' (what `.=` appended), run directly on PHP 7.4 and 8.3.
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closePhp, getPhp, mount, PHP_VERSIONS, runPhp } from './helpers/php.js';
import { REPO } from './helpers/project.js';

const SCRIPT = `<?php
define( 'ABSPATH', '/' );
error_reporting( E_ALL );
ini_set( 'display_errors', '1' );
foreach ( array( 'Js', 'JsString' ) as $c ) { require_once "/rt/$c.php"; }
use Ts2wpScope\\Framework\\JsString;
echo json_encode( array( JsString::length( null ), JsString::length( 'é😀' ), JsString::length( str_repeat( 'aé', 200 ) ), JsString::length( null ), JsString::length( '' ) ) );
`;

describe('JsString::length() of a null', () => {
  afterAll(closePhp);
  for (const version of PHP_VERSIONS) {
    it(`PHP ${version}: 0, without a notice`, async () => {
      const php = await getPhp(version);
      await mount(php, path.join(REPO, 'php-runtime'), '/rt');
      const result = await runPhp(php, SCRIPT);
      expect({ text: result.text, errors: result.errors }).toEqual({ text: '[0,3,400,0,0]', errors: '' });
    });
  }
});
