// The runtime's Map and Set at the WordPress boundary (php-runtime/JsMap.php, JsSet.php):
// what a WordPress function receives (Js::to_php) and what a response holds (Js::to_json),
// run directly on PHP 7.4 and 8.3.
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closePhp, getPhp, mount, PHP_VERSIONS, runPhp } from './helpers/php.js';
import { REPO } from './helpers/project.js';

const RUNTIME = ['Js', 'JsArray', 'JsObject', 'JsOrder', 'JsMap', 'JsSet', 'JsError', 'JsTypeError'];

const SCRIPT = `<?php
define( 'ABSPATH', '/' );
foreach ( ${JSON.stringify(RUNTIME)} as $c ) { require_once "/rt/$c.php"; }
use Ts2wpScope\\Framework\\{ Js, JsArray, JsMap, JsSet };
$map = new JsMap( new JsArray( array( new JsArray( array( 'a', 1 ) ), new JsArray( array( 2, new JsArray( array( 'x' ) ) ) ), new JsArray( array( true, null ) ) ) ) );
$set = new JsSet( new JsArray( array( 'b', 'a', 'b', 3 ) ) );
echo json_encode( array(
	'map_php'  => Js::to_php( $map ),
	'set_php'  => Js::to_php( $set ),
	'map_json' => Js::to_json( $map ),
	'nested'   => Js::to_json( (object) array( 'm' => $map, 's' => $set ) ),
	'str'      => array( Js::str( $map ), Js::str( $set ) ),
) );
`;

describe('Map and Set at the WordPress boundary', () => {
  afterAll(closePhp);
  for (const version of PHP_VERSIONS) {
    it(`PHP ${version}`, async () => {
      const php = await getPhp(version);
      await mount(php, path.join(REPO, 'php-runtime'), '/rt');
      const result = await runPhp(php, SCRIPT);
      expect(JSON.parse(result.text), result.errors).toEqual({
        map_php: { a: 1, '2': ['x'], true: null },
        set_php: ['b', 'a', 3],
        map_json: {},
        nested: { m: {}, s: {} },
        str: ['[object Map]', '[object Set]'],
      });
    });
  }
});
