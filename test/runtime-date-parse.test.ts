// JsDate::parse() (JsDateParser.php, a port of V8's date parser) against Node's own
// Date.parse(), on PHP 7.4 and 8.3: seeded strings built from the pieces dates are made of
// (numbers of every length, separators, month and zone names, am/pm, signs, comments,
// garbage words) plus the forms people write. Node runs in UTC, the time zone WordPress
// gives PHP, so local-time forms compare too.
process.env.TZ = 'UTC';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closePhp, getPhp, mount, PHP_VERSIONS, runPhp } from './helpers/php.js';
import { REPO } from './helpers/project.js';

const FORMS = [
  '2027/04/01',
  'April 1, 2027',
  '2027-04-01 10:00',
  'Thu, 01 Apr 2027 10:00:00 GMT',
  '04/01/2027',
  '1 April',
  'April 2027',
  '2027-04-01T10:00 ',
  '1.2.2027',
  'Apr 1 2027 10:00 pm',
  'Apr 1 2027 10:00 PM EST',
  '2027-04-01 10:00:00+02:00',
  '2027-04-01 10:00 GMT+0200',
  'Tuesday, April 1, 2027 (CET)',
  '12/31/99',
  'Sept 5, 27',
  '2027-4-1',
  ' 2027-04-01',
  '2027-04-01T10:00:00.123456Z',
  '-000000',
  '+002027-04-01',
  '2027-04-01T24:00',
  '2027-04-01T24:00:01',
  '2027-02-30',
  'Mon Apr 01 2027 10:00:00 GMT+0000 (UTC)',
  '10:00 2027/04/01',
  '2027/04/01 10:00:00.5678',
  'April 1 2027 12:00 AM',
  'April 1 2027 13:00 pm',
  'Dec 25, 1995 13:30:00 +0430',
  '2027-04-01 10:00 UTC+2',
  '2027-04-01 10:00 +05:30',
  '2027-04-01 10:00 +123456',
  'x2027',
  '2027x',
  '2027-04-01 foo',
  'foo 2027-04-01',
  '2027-04-01 (a (b)) 10:00',
  '4/1/2027 10:00:00 PST',
  '2027/4/1 9::',
  'January 2027 1',
  '1 2027 January',
  '2027-04-01T10Z',
  '2027-04-01t10:00z',
  'Ápril 1 2027',
  '2027\u00a004\u00a001',
  '',
  'T10:00',
  'Feb 29 2028',
];
const PIECES = [
  '2027',
  '04',
  '4',
  '1',
  '01',
  '31',
  '13',
  '99',
  '10',
  '00',
  '59',
  '60',
  '123',
  '0530',
  '9999999999',
  '0001',
  '+',
  '-',
  ':',
  '.',
  ' ',
  ',',
  '/',
  '(x)',
  ')',
  'Apr',
  'april',
  'Sept',
  'DEC',
  'Z',
  'GMT',
  'UTC',
  'UT',
  'EST',
  'pdt',
  'am',
  'PM',
  'T',
  'Thu',
  'Tuesday',
  'foo',
  'x',
  '24',
  '12',
  '1995',
  '+002027',
  '\u00a0',
  '000000',
];

function corpus(count: number): string[] {
  let seed = 7;
  const next = (n: number) => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff), seed % n);
  const made = Array.from({ length: count }, () =>
    Array.from({ length: 1 + next(9) }, () => PIECES[next(PIECES.length)]).join(''),
  );
  return [...FORMS, ...made];
}

const SCRIPT = `<?php
define( 'ABSPATH', '/' );
error_reporting( E_ALL );
ini_set( 'display_errors', '1' );
foreach ( array( 'Js', 'JsString', 'JsDate', 'JsDateParser' ) as $c ) { require_once "/rt/$c.php"; }
use Ts2wpScope\\Framework\\JsDate;
$out = array();
foreach ( json_decode( file_get_contents( '/tmp/date-input.json' ), true ) as $text ) {
	$time  = JsDate::parse( $text );
	$out[] = is_nan( (float) $time ) ? null : $time;
}
echo json_encode( $out );
`;

describe('Date.parse() of the strings V8 reads', () => {
  afterAll(closePhp);
  const inputs = corpus(20000);
  const expected = inputs.map((s) => (Number.isNaN(Date.parse(s)) ? null : Date.parse(s)));

  it('the corpus holds valid dates of many forms, not only NaN', () => {
    expect(expected.filter((t) => t !== null).length).toBeGreaterThan(1500);
  });

  for (const version of PHP_VERSIONS) {
    it(`PHP ${version}: the same time value as Node for ${inputs.length} strings`, async () => {
      const php = await getPhp(version);
      await mount(php, path.join(REPO, 'php-runtime'), '/rt');
      php.writeFile('/tmp/date-input.json', JSON.stringify(inputs));
      const result = await runPhp(php, SCRIPT);
      expect(result.errors).toBe('');
      const answers = JSON.parse(result.text) as (number | null)[];
      const wrong = expected.flatMap((want, i) =>
        answers[i] === want ? [] : [{ text: inputs[i], want, got: answers[i] }],
      );
      expect({ count: answers.length, wrong: wrong.slice(0, 5) }).toEqual({ count: inputs.length, wrong: [] });
    }, 300_000);
  }
});
