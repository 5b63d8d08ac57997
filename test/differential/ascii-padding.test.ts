// Issue 33, compute6 step: `padStart`/`padEnd` of a string the compiler knows is ASCII (a
// number's text: String(n), n.toFixed(2), a template or `+` of numbers and ASCII text, an
// ASCII literal, or such a string padded with an ASCII fill) to a literal length with no fill
// or a one-character ASCII fill is str_pad() (builtins/string.ts, asciiPad()). The edges:
// -0, NaN, ±Infinity, 1e21 and huge numbers, negative and rounded toFixed, toPrecision,
// toExponential, toString(16), an undefined typed number, a target shorter than the string,
// 0 and 1,024; and the cases that must stay on the runtime: non-ASCII receivers and fills,
// String() of a string, long fills, a target over 1,024. Each case runs in Node and in PHP
// 7.4 / 8.3 / 8.5; the last test checks which calls become str_pad().
import { describe, expect, it } from 'vitest';
import { c, differentialSuite, emittedController, type DiffCase } from '../helpers/differential.js';

const CASES: DiffCase[] = [
  c(
    'a receipt: quantities, prices and totals in columns',
    "const lines = [{ name: 'Tea', qty: 3, price: 2.5 }, { name: 'Cake', qty: 12, price: 3.125 }, { name: 'Water', qty: 100, price: 0.005 }, { name: 'Gift', qty: -1, price: 1e21 }];\nconst rows = lines.map((l) => String(l.qty).padStart(4) + ' x ' + (l.price * l.qty).toFixed(2).padStart(12, '.') + ' ' + l.price.toFixed(1).padEnd(8, '_') + '|');\nconst total = lines.reduce((s, l) => s + l.qty * l.price, 0);\nreturn [rows, 'TOTAL'.padEnd(9) + total.toFixed(2).padStart(10), String(lines.length).padStart(0), String(12345).padStart(3, '0')];",
  ),
  c(
    'clock times and dates from numbers, -0, NaN, Infinity and huge numbers',
    "const out: string[] = [];\nfor (const m of [0, 5, 59, 61, 600, 1439]) out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);\nconst odd = [-0, NaN, Infinity, -Infinity, 1e21, 2 ** 53 + 2, -1.5, 0.1 + 0.2];\nreturn [out, odd.map((x) => String(x).padStart(12, '*')), odd.map((x) => `${x}|`.padEnd(14, '-')), odd.map((x) => (x + 'px').padStart(10))];",
  ),
  c(
    'number texts: toPrecision, toExponential, toString(16), an undefined typed number, a padded string padded again',
    "const xs: number[] = [255, 3.14159];\nconst missing = xs[5];\nreturn [xs[1].toPrecision(3).padStart(8, '0'), xs[0].toExponential(2).padEnd(12, '#'), xs[0].toString(16).padStart(6, '0'), String(missing).padStart(12, '.'), String(xs[0]).padStart(5, '0').padStart(8, '-'), String(7).padStart(1024, '0').length, String(7).padStart(1025, '0').length];",
  ),
  c(
    'non-ASCII stays counted in UTF-16 units: literals, fills, String() of a string, long fills',
    "const name: string = 'Zoë';\nconst emoji = '😀';\nreturn ['café'.padStart(6, '*'), name.padEnd(6, '.'), String(name).padStart(5, '-'), emoji.padStart(4, '-'), String(42).padStart(5, '·'), String(1).padStart(3, '·').padStart(5, '-'), String(42).padStart(7, 'ab'), `${name}!`.padStart(7), (name + 1).padEnd(7, '_')];",
  ),
];

describe('padding ASCII strings', () => {
  differentialSuite('ascii-padding', CASES);

  it('pads known ASCII strings with str_pad() and leaves the others to the runtime', () => {
    const php = emittedController(CASES);
    expect(php).toMatch(/str_pad\( JsNumber::to_fixed\( [^,]+, 2 \), 12, '\.', STR_PAD_LEFT \)/);
    expect(php).toMatch(/str_pad\( JsNumber::to_fixed\( [^,]+, 1 \), 8, '_' \)/);
    expect(php).toMatch(/str_pad\( 'TOTAL', 9 \)/);
    // Non-ASCII receivers and fills, two-character fills, String() of a string, and 1,025.
    expect(php).toMatch(/JsString::pad_start\( 'café', 6, '\*' \)/);
    expect(php).toMatch(/JsString::pad_end\( \$name, 6, '\.' \)/);
    expect(php).toMatch(/JsString::pad_start\( [^;]*, 5, '·' \)/);
    expect(php).toMatch(/JsString::pad_start\( [^;]*, 7, 'ab' \)/);
    expect(php).toMatch(/JsString::pad_start\( [^;]*, 1025, '0' \)/);
    expect(php).not.toMatch(/str_pad\( \$name/);
  });
});
