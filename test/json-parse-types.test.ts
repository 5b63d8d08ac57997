// JsJson::parse keeps the runtime's number invariant on every path: a JavaScript number that
// is a safe integer is a PHP int, any other a float (-0 a float -0.0), and lists are JsArray
// as a handler reads them (a list inside an object is held plainly until Js::field() reads
// it). Handlers cannot tell 1 from 1.0 (the compiled code and the runtime treat them alike),
// so this runs the runtime directly on PHP 7.4 and 8.3 and compares the PHP types with what
// Node's JSON.parse gives. The texts take each path of parse(): numbers proven exact by
// JsJson::exact_numbers() (the decoded value kept), and the full walk (a whole-looking
// float, an exponent, 16 digits).
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closePhp, getPhp, mount, PHP_VERSIONS, runPhp } from './helpers/php.js';
import { REPO } from './helpers/project.js';

const RUNTIME = ['Js', 'JsArray', 'JsObject', 'JsString', 'JsJson', 'JsError', 'JsSyntaxError', 'JsTypeError'];

const rows = (n: number, f: (i: number) => string) => `[${Array.from({ length: n }, (_, i) => f(i)).join(',')}]`;

const TEXTS = [
  '{"a":1,"b":{"c":2.5,"d":-0}}',
  '{"a":1.0,"b":{"c":1e3}}',
  '[1, 2.0, 3e0, 4.5, -0, -0.0, 0, 1e21, 1E-7, 12.50]',
  '[9007199254740991, 9007199254740992, 9007199254740993, -9007199254740993, 12345678901234567890]',
  '[1.0000000000000001, 0.99999999999999999, 123456789012345.6, 4503599627370495.5]',
  '{"s":"1e5","t":"1.0","u":"12345678901234567","n":[1.5, 2]}',
  '[{"id":1,"tags":["a"],"p":1.25},{"id":2,"tags":["b"],"p":2.5}]',
  '[{"id":1,"tags":["a"],"p":1.0},{"id":2,"tags":["b"],"p":2e1}]',
  '[{"id":1},{"id":2,"tags":[3.0]},{"id":3,"m":{"l":[1e2]}}]',
  '[{"id":1},{"id":2,"tags":[3]},{"id":3,"m":{"l":[4]}}]',
  '{"c":1e3,"d":{"e":2E1}}',
  '[{"p":2e1,"l":[1]},{"p":1E2,"l":[2]}]',
  '{"a":1.0,"b":{"c":20.00}}',
  '[{"p":1.0,"l":[1]},{"p":3.00 ,"l":[2]}]',
  '[{"a":9007199254740993,"l":[1]},{"a":-9007199254740992,"l":[2]}]',
  '[{"a":"[","l":[1]},{"a":"]","l":[2.0]}]',
  '[[1.0],[[2e0]],[]]',
  '{"when":"2024-01-05","n":-0,"l":[-0,"-0"]}',
  rows(300, (i) => `{"id":${i},"price":${i * 1.25 + 0.1},"tags":["t${i % 7}"],"meta":{"ok":${i % 2 === 0}}}`),
  rows(300, (i) => `{"id":${i},"half":${i % 2 ? `${i / 2}` : `${i / 2}.0`},"tags":[${i}e0]}`),
  rows(300, (i) => `{"id":${i},"z":${i % 30 ? i : '-0'},"tags":[${9007199254740000 + i}]}`),
];

/** A number's PHP type as the runtime must hold it, and String( n ). */
function expected(v: unknown): unknown {
  if (Array.isArray(v)) return { list: v.map(expected) };
  if (v !== null && typeof v === 'object') return { object: Object.entries(v).map(([k, x]) => [k, expected(x)]) };
  if (typeof v === 'number') {
    if (Object.is(v, -0)) return ['float', '-0'];
    return [Number.isSafeInteger(v) ? 'int' : 'float', String(v)];
  }
  return v;
}

const SCRIPT = `<?php
define( 'ABSPATH', '/' );
foreach ( ${JSON.stringify(RUNTIME)} as $c ) { require_once "/rt/$c.php"; }
use Ts2wpScope\\Framework\\{ Js, JsArray, JsJson };
function describe_value( $v ) {
	if ( $v instanceof JsArray ) {
		return array( 'list' => array_map( 'describe_value', $v->items ) );
	}
	if ( $v instanceof stdClass ) {
		$out = array();
		foreach ( array_keys( get_object_vars( $v ) ) as $k ) {
			$out[] = array( (string) $k, describe_value( Js::field( $v, $k ) ) );
		}
		return array( 'object' => $out );
	}
	if ( is_array( $v ) ) {
		return 'a PHP array';
	}
	if ( is_int( $v ) ) {
		return array( 'int', (string) $v );
	}
	if ( is_float( $v ) ) {
		return array( 'float', Js::is_negative_zero( $v ) ? '-0' : Js::str( $v ) );
	}
	return $v;
}
$out = array();
foreach ( json_decode( file_get_contents( '/texts.json' ) ) as $text ) {
	$out[] = describe_value( JsJson::parse( $text ) );
}
echo json_encode( $out );
`;

describe('JSON.parse: PHP types on every path', () => {
  afterAll(closePhp);
  for (const version of PHP_VERSIONS) {
    it(`PHP ${version}`, async () => {
      const php = await getPhp(version);
      await mount(php, path.join(REPO, 'php-runtime'), '/rt');
      php.writeFile('/texts.json', JSON.stringify(TEXTS)); // Not under /rt: that is the repository's php-runtime/.
      const result = await runPhp(php, SCRIPT);
      const got = JSON.parse(result.text) as unknown[];
      expect(got.length, result.errors).toBe(TEXTS.length);
      TEXTS.forEach((text, i) => expect(got[i], text.slice(0, 80)).toEqual(expected(JSON.parse(text))));
    });
  }
});
