// JsString::length() on a null that the types call a string (`s += xs[k]!` past the end:
// the append-length loop measures the piece). As the first length() call of a request it
// read the empty remembered map (a notice), after a long string it passed null to strlen()
// (deprecated on PHP 8.1+); WP_DEBUG_DISPLAY prints either into the response. It reads as
// PHP's '' (what `.=` appended), run directly on PHP 7.4 and 8.3.
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closePhp, DIFFERENTIAL_PHP_VERSIONS, getPhp, mount, PHP_VERSIONS, runPhp } from './helpers/php.js';
import { REPO } from './helpers/project.js';

/** The runtime's JsString, loaded as a plugin loads it, errors shown. */
const PRELUDE = `<?php
define( 'ABSPATH', '/' );
error_reporting( E_ALL );
ini_set( 'display_errors', '1' );
foreach ( array( 'Js', 'JsString' ) as $c ) { require_once "/rt/$c.php"; }
use Ts2wpScope\\Framework\\JsString;
`;

const SCRIPT = `${PRELUDE}echo json_encode( array( JsString::length( null ), JsString::length( 'é😀' ), JsString::length( str_repeat( 'aé', 200 ) ), JsString::length( null ), JsString::length( '' ) ) );
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

// The short-string paths of length(), slice(), charAt() and padStart()/padEnd() (byte
// functions when a string under MAP_MIN bytes is ASCII) against JavaScript's own answers,
// on both sides of MAP_MIN (256 bytes) and with a non-ASCII character early, late or absent.
describe('JsString short-string byte paths', () => {
  afterAll(closePhp);
  const texts = [
    '',
    'a',
    'hello',
    "it's",
    'é',
    'aé',
    'x'.repeat(254) + 'é',
    'x'.repeat(255),
    'x'.repeat(256),
    'é' + 'x'.repeat(300),
    'a😀b',
  ];
  const slices: [number, number | undefined][] = [
    [0, undefined],
    [1, undefined],
    [0, 3],
    [2, 1],
    [3, 3],
    [0, 1000],
    [500, undefined],
    [254, 256],
    [1, 2],
  ];
  // Half of a surrogate pair is U+FFFD in UTF-8 (the runtime's documented difference).
  const lone = (x: string) =>
    x.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
  const expected = texts.map((t) => [
    t.length,
    slices.map(([a, b]) => lone(t.slice(a, b))),
    [0, 1, 2, 254, 255, 300, 1000].map((i) => lone(t.charAt(i))),
    [t.padStart(8), t.padEnd(8, '.'), t.padStart(300, '-').length],
  ]);
  const script = `${PRELUDE}$out = array();
foreach ( json_decode( ${JSON.stringify(JSON.stringify(texts))} ) as $t ) {
  $pieces = array();
  foreach ( json_decode( '${JSON.stringify(slices)}' ) as $s ) { $pieces[] = JsString::slice( $t, $s[0], $s[1] ?? null ); }
  $chars = array();
  foreach ( array( 0, 1, 2, 254, 255, 300, 1000 ) as $i ) { $chars[] = JsString::char_at( $t, $i ); }
  $out[] = array( JsString::length( $t ), $pieces, $chars, array( JsString::pad_start( $t, 8 ), JsString::pad_end( $t, 8, '.' ), JsString::length( JsString::pad_start( $t, 300, '-' ) ) ) );
}
echo json_encode( $out, JSON_UNESCAPED_UNICODE );
`;
  for (const version of PHP_VERSIONS) {
    it(`PHP ${version}: JavaScript's answers`, async () => {
      const php = await getPhp(version);
      await mount(php, path.join(REPO, 'php-runtime'), '/rt');
      const result = await runPhp(php, script);
      expect(result.errors).toBe('');
      expect(JSON.parse(result.text)).toEqual(expected);
    });
  }
});

// JsString::to_well_formed() on bytes that are not UTF-8 (a query value WordPress passes on
// unchecked): one U+FFFD per maximal subpart, as Node's TextDecoder decodes the same bytes.
// Truncated sequences, stray continuation bytes, overlongs, CESU-8 surrogates, > U+10FFFF.
describe('JsString::to_well_formed() of ill-formed bytes', () => {
  afterAll(closePhp);
  const fixed = [
    [],
    [0x41],
    [0xc2],
    [0xc2, 0x41],
    [0xed, 0xa0, 0x80],
    [0xe1, 0x80, 0x41],
    [0xf0, 0x90, 0x80],
    [0xf4, 0x90, 0x80, 0x80],
    [0xe0, 0x80, 0x80],
    [0xc0, 0xaf],
    [0x61, 0xf0, 0x9f, 0x98, 0x80, 0x62],
    [0xc3, 0xa9, 0xfe, 0x7a, 0xef, 0xbf, 0xbd],
  ];
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const pool = [
    0x41, 0x80, 0xbf, 0xa0, 0x9f, 0x8f, 0x90, 0xc2, 0xdf, 0xe0, 0xe1, 0xed, 0xef, 0xf0, 0xf1, 0xf4, 0xf5, 0xff, 0xc0,
  ];
  const random = Array.from({ length: 600 }, () =>
    Array.from({ length: Math.floor(next() * 8) }, () => pool[Math.floor(next() * pool.length)]),
  );
  const hex = [...fixed, ...random].map((b) => Buffer.from(b).toString('hex'));
  const expected = hex.map((h) => Buffer.from(new TextDecoder().decode(Buffer.from(h, 'hex'))).toString('hex'));
  const script = `${PRELUDE}$out = array();
foreach ( json_decode( '${JSON.stringify(hex)}' ) as $h ) { $out[] = bin2hex( JsString::to_well_formed( hex2bin( $h ) ) ); }
echo json_encode( $out );
`;
  for (const version of DIFFERENTIAL_PHP_VERSIONS) {
    it(`PHP ${version}: TextDecoder's answers for ${hex.length} byte strings`, async () => {
      const php = await getPhp(version);
      await mount(php, path.join(REPO, 'php-runtime'), '/rt');
      const result = await runPhp(php, script);
      expect(result.errors).toBe('');
      expect(JSON.parse(result.text)).toEqual(expected);
    });
  }
});
