// The SyntaxError message of JSON.parse() (JsJsonSyntax.php) against Node 20's own, on
// PHP 7.4 and 8.3: seeded texts made of JSON's pieces, broken in every way they can be
// (unclosed strings and containers, bad escapes and numbers, trailing commas, words, text
// after the value, characters past U+FFFF, texts long enough for V8's context window).
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closePhp, getPhp, mount, PHP_VERSIONS, runPhp } from './helpers/php.js';
import { REPO } from './helpers/project.js';

const PIECES = [
  '{',
  '}',
  '[',
  ']',
  ':',
  ',',
  '"a"',
  '"',
  '1',
  '0',
  '-',
  '.',
  'e',
  '+',
  'true',
  'tru',
  'null',
  'x',
  ' ',
  '\n',
  '\\',
  '\\u',
  '00e9',
  'é',
  '😀',
  '"long string value"',
  '12345',
  '\t',
  '\u0001',
  'NaN',
  '{"k":',
  '[1,2,3]',
  '-0.5e-3',
];

function corpus(count: number): string[] {
  let seed = 11;
  const next = (n: number) => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff), seed % n);
  const made = Array.from({ length: count }, () =>
    Array.from({ length: 1 + next(20) }, () => PIECES[next(PIECES.length)]).join(''),
  );
  return ['', 'undefined', '[object Object]', '{"a":1', '"\\', ...made];
}

/** Node's message; a lone surrogate in it is U+FFFD, as PHP strings hold one. */
function nodeMessage(text: string): string | null {
  try {
    JSON.parse(text);
    return null;
  } catch (error) {
    return (error as SyntaxError).message.toWellFormed();
  }
}

const SCRIPT = `<?php
define( 'ABSPATH', '/' );
error_reporting( E_ALL );
ini_set( 'display_errors', '1' );
foreach ( array( 'Js', 'JsString', 'JsArray', 'JsError', 'JsSyntaxError', 'JsJson', 'JsJsonSyntax' ) as $c ) { require_once "/rt/$c.php"; }
use Ts2wpScope\\Framework\\JsJson;
use Ts2wpScope\\Framework\\JsSyntaxError;
$out = array();
foreach ( json_decode( file_get_contents( '/tmp/json-input.json' ), true ) as $text ) {
	try {
		JsJson::parse( $text );
		$out[] = null;
	} catch ( JsSyntaxError $e ) {
		$out[] = $e->getMessage();
	}
}
echo json_encode( $out );
`;

describe('JSON.parse() error messages', () => {
  afterAll(closePhp);
  const inputs = corpus(15000);
  const expected = inputs.map(nodeMessage);

  it('the corpus holds valid texts and most kinds of error', () => {
    const kinds = new Set(expected.map((m) => m?.replace(/ at position \d+|'.*|".*/g, '')));
    expect(kinds.size).toBeGreaterThan(14);
    expect(expected.filter((m) => m === null).length).toBeGreaterThan(50);
  });

  for (const version of PHP_VERSIONS) {
    it(`PHP ${version}: a SyntaxError with Node's message for each of ${inputs.length} texts`, async () => {
      const php = await getPhp(version);
      await mount(php, path.join(REPO, 'php-runtime'), '/rt');
      php.writeFile('/tmp/json-input.json', JSON.stringify(inputs));
      const result = await runPhp(php, SCRIPT);
      expect(result.errors).toBe('');
      const answers = JSON.parse(result.text) as (string | null)[];
      const wrong = expected.flatMap((want, i) =>
        answers[i] === want ? [] : [{ text: inputs[i], want, got: answers[i] }],
      );
      expect({ count: answers.length, wrong: wrong.slice(0, 5) }).toEqual({ count: inputs.length, wrong: [] });
    }, 300_000);
  }
});
