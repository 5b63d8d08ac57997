// normalize() without intl (JsNormalize.php over JsNormalizeTable.php) against Node's own
// normalize(), on PHP 7.4 and 8.3 as php-wasm ships them (no intl, no Normalizer): every
// form of every character the tables touch (decomposable characters, marks, composition
// starters, Hangul syllables and jamo) and of seeded strings that mix marks of different
// classes, out of order, after composable and non-composable starters.
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closePhp, getPhp, mount, PHP_VERSIONS, runPhp } from './helpers/php.js';
import { REPO } from './helpers/project.js';

const FORMS = ['NFC', 'NFD', 'NFKC', 'NFKD'] as const;

/** Characters whose forms are not all themselves, and the marks NFD moves past U+0334 or U+0345. */
function interesting(): string[] {
  const chars: string[] = [];
  for (let cp = 0x80; cp <= 0x10ffff; cp++) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    const c = String.fromCodePoint(cp);
    const moves = (c + '\u0334').normalize('NFD') !== c + '\u0334' || ('\u0345' + c).normalize('NFD') !== '\u0345' + c;
    if (moves || FORMS.some((f) => c.normalize(f) !== c)) chars.push(c);
  }
  return chars;
}

/** Seeded strings of starters and marks (a linear congruential generator: the same every run). */
function mixtures(count: number): string[] {
  const pool = [
    ...'aeouAEx\u0e40\u03b1\u1100\u1161\u11a8\uac00\uac01\u00c7\u1e08\u1f00\u0915\u0b47\u0b3e\u0cc6\u0cc2\u0cd5\u09c7\u09be\u1025\u102e\u0f71\u0f72\u0f74\u0f80\u0344\u0f73\u0f75\ufb01\u2460\uff28\u3131\u{1d15e}\u{11099}',
  ].concat([
    ...'\u0300\u0301\u0302\u0308\u0313\u0342\u0323\u0327\u031b\u0345\u0334\u05b0\u05bc\u093c\u{1d165}\u{110ba}',
  ]);
  let seed = 20;
  const next = (n: number) => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff), seed % n);
  return Array.from({ length: count }, () =>
    Array.from({ length: 1 + next(6) }, () => pool[next(pool.length)]).join(''),
  );
}

const SCRIPT = `<?php
define( 'ABSPATH', '/' );
error_reporting( E_ALL );
ini_set( 'display_errors', '1' );
foreach ( array( 'Js', 'JsString', 'JsError', 'JsRangeError', 'JsNormalize', 'JsNormalizeTable' ) as $c ) { require_once "/rt/$c.php"; }
use Ts2wpScope\\Framework\\JsNormalize;
$out = array( class_exists( '\\Normalizer' ) );
foreach ( json_decode( file_get_contents( '/tmp/normalize-input.json' ), true ) as $text ) {
	foreach ( array( 'NFC', 'NFD', 'NFKC', 'NFKD' ) as $form ) {
		$out[] = JsNormalize::normalize( $text, $form );
	}
}
echo json_encode( $out );
`;

describe('normalize() without intl', () => {
  afterAll(closePhp);
  const inputs = [...interesting(), ...mixtures(4000)];
  const expected = [false, ...inputs.flatMap((text) => FORMS.map((form) => text.normalize(form)))];
  for (const version of PHP_VERSIONS) {
    it(`PHP ${version}: every form of ${inputs.length} strings as Node gives them`, async () => {
      const php = await getPhp(version);
      await mount(php, path.join(REPO, 'php-runtime'), '/rt');
      php.writeFile('/tmp/normalize-input.json', JSON.stringify(inputs));
      const result = await runPhp(php, SCRIPT);
      expect(result.errors).toBe('');
      const answers = JSON.parse(result.text) as unknown[];
      const wrong = expected.flatMap((want, i) => (answers[i] === want ? [] : [{ i, want, got: answers[i] }]));
      expect({ count: answers.length, wrong: wrong.slice(0, 5) }).toEqual({ count: expected.length, wrong: [] });
    }, 300_000);
  }
});
