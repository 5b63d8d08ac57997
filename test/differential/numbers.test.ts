// Number functions and methods, parseInt/parseFloat/isNaN/isFinite, Number() conversions
// (see docs/subset/strings-numbers.md).
import { describe } from 'vitest';
import { differentialSuite } from '../helpers/differential.js';
import { negativeCases } from '../helpers/negative.js';

const N = 'const n: number = params.n ?? 1.005;\nconst big: number = params.big ?? 1e21;';
const c = (name: string, body: string, params?: Record<string, unknown>) => ({ name, body: `${N}\n${body}`, params });

describe('numbers', () => {
  differentialSuite('numbers', [
    c(
      'Number.isInteger',
      "return [Number.isInteger(5), Number.isInteger(5.0), Number.isInteger(5.5), Number.isInteger(NaN), Number.isInteger(Infinity), Number.isInteger('5'), Number.isInteger(2 ** 60), Number.isInteger(-0)];",
    ),
    c(
      'Number.isSafeInteger',
      'return [Number.isSafeInteger(2 ** 53 - 1), Number.isSafeInteger(2 ** 53), Number.isSafeInteger(1.5), Number.isSafeInteger(-(2 ** 53 - 1))];',
    ),
    c(
      'Number.isFinite / isNaN do not convert',
      "return [Number.isFinite(1), Number.isFinite(Infinity), Number.isFinite(NaN), Number.isFinite('1'), Number.isNaN(NaN), Number.isNaN('x'), Number.isNaN(0 / 0), Number.isNaN(1)];",
    ),
    c(
      'global isNaN / isFinite convert',
      "return [isNaN(NaN), isNaN('x' as any), isNaN('12' as any), isNaN(undefined as any), isFinite('12' as any), isFinite(Infinity), isFinite(undefined as any), isFinite('1e400' as any)];",
    ),
    c(
      'constants',
      'return [Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, Number.EPSILON, Number.MAX_VALUE, Number.MIN_VALUE, Number.POSITIVE_INFINITY === Infinity, Number.NEGATIVE_INFINITY === -Infinity, Number.isNaN(Number.NaN)];',
    ),
    c(
      'constants in arithmetic',
      'return [Number.MAX_SAFE_INTEGER + 2, Number.EPSILON > 0, 1 + Number.EPSILON > 1, String(Number.MIN_VALUE), String(Number.MAX_VALUE)];',
    ),
    c(
      'parseInt basics',
      "return [parseInt('42'), parseInt('  42px'), parseInt('-17.9'), parseInt('+8'), parseInt(''), parseInt('abc'), parseInt('0x1F'), parseInt('08'), parseInt('1e3')];",
    ),
    c(
      'parseInt radix',
      "return [parseInt('ff', 16), parseInt('0xff', 16), parseInt('101', 2), parseInt('777', 8), parseInt('z', 36), parseInt('12', 37), parseInt('12', 1), parseInt('12', 0), parseInt('9', 8), parseInt('0x10', 10)];",
    ),
    c(
      'parseInt large',
      "return [parseInt('9007199254740993'), parseInt('123456789012345678901234567890'), parseInt('ffffffffffffffffff', 16), parseInt('zzzzzzzzzzzzzz', 36), parseInt('1'.repeat(70), 2)];",
    ),
    c('parseInt -0 and white space', "return [1 / parseInt('-0'), parseInt('\\u00a0\\u2003 12'), parseInt('\\n-5')];"),
    c('Number.parseInt is parseInt', "return [Number.parseInt('12px'), Number.parseFloat('1.5e2x')];"),
    c(
      'parseFloat',
      "return [parseFloat('3.14'), parseFloat('  3.14abc'), parseFloat('.5'), parseFloat('5.'), parseFloat('1e3'), parseFloat('1e'), parseFloat('-.5e-3x'), parseFloat('Infinityx'), parseFloat('-Infinity'), parseFloat('infinity'), parseFloat(''), parseFloat('0x10'), parseFloat('1_000')];",
    ),
    c('parseFloat -0', "return [1 / parseFloat('-0'), 1 / parseFloat('-0.0e5')];"),
    c(
      'Number() conversions',
      "return [Number('  12  '), Number('1¿'), Number('\\u2003 7 \\u3000'), Number('0b101'), Number('0o17'), Number('-0x10'), Number('1e1000'), Number('.'), Number('1.2.3'), Number([5]), Number([])];",
    ),
    // toFixed
    c(
      'toFixed rounding',
      'return [(1.005).toFixed(2), (1.45).toFixed(1), (1.55).toFixed(1), (2.5).toFixed(0), (0.5).toFixed(0), (-2.5).toFixed(0), (1.5).toFixed(0), (8.345).toFixed(2), (10.235).toFixed(2)];',
    ),
    c(
      'toFixed general',
      'return [(123.456).toFixed(), (123.456).toFixed(1), (0.000001).toFixed(7), (1e-10).toFixed(3), (-0.0001).toFixed(2), (-0).toFixed(2), (0).toFixed(3), n.toFixed(20)];',
    ),
    c(
      'toFixed large and special',
      'return [big.toFixed(2), (1e20).toFixed(2), (123456789012345680000).toFixed(1), NaN.toFixed(2), Infinity.toFixed(1), (-Infinity).toFixed(0), (0.1).toFixed(60)];',
    ),
    { name: 'toFixed(101) throws RangeError', body: 'return (1).toFixed(101);', throws: { message: true } },
    { name: 'toFixed(-1) throws RangeError', body: 'return (1).toFixed(-1);', throws: { message: true } },
    // toPrecision / toExponential
    c(
      'toPrecision',
      'return [(123.456).toPrecision(4), (0.00001234).toPrecision(2), (123456).toPrecision(2), (1.5).toPrecision(1), (2.5).toPrecision(1), (0).toPrecision(3), (1e21).toPrecision(3), (99.99).toPrecision(3), (123).toPrecision(), (0.000001).toPrecision(1), (0.0000001).toPrecision(1), (-1.005).toPrecision(3)];',
    ),
    c(
      'toExponential',
      'return [(123456).toExponential(2), (0.00015).toExponential(1), (1).toExponential(), (123.456).toExponential(), (0).toExponential(2), (-5e-7).toExponential(3), (9.995).toExponential(2), (1e21).toExponential()];',
    ),
    { name: 'toPrecision(0) throws RangeError', body: 'return (1).toPrecision(0);', throws: { message: true } },
    // toString(radix)
    c(
      'toString radix integers',
      'return [(255).toString(16), (255).toString(2), (-255).toString(36), (0).toString(2), (2 ** 53).toString(16), (2 ** 60).toString(7), (123).toString(), (1e21).toString(36)];',
    ),
    c(
      'toString radix fractions',
      'return [(0.5).toString(2), (0.1).toString(2), (0.1).toString(3), (3.75).toString(16), (-1.1).toString(36), (1 / 3).toString(3), (Math.PI).toString(16)];',
    ),
    c(
      'toString special',
      'return [NaN.toString(16), Infinity.toString(2), (-0).toString(2), (1.5).toString(10), (1e-7).toString()];',
    ),
    { name: 'toString(1) throws RangeError', body: 'return (10).toString(1);', throws: { message: true } },
    c(
      'number methods on params',
      'const x = params.x as number;\nreturn [x.toFixed(1), x.toString(16), x.toPrecision(3), x.valueOf()];',
      { x: 26.75 },
    ),
    c(
      'number methods on expressions',
      'const price = 19.99;\nconst qty = 3;\nreturn [(price * qty).toFixed(2), `${(price * qty).toFixed(2)} EUR`, (qty / 7).toFixed(4)];',
    ),
    c(
      'rounding to cents',
      'const vals = [0.1 + 0.2, 1.005 * 100, 4.35 * 100];\nreturn vals.map((v) => [Math.round(v), v.toFixed(2), Number(v.toFixed(2))]);',
    ),
  ]);
});

negativeCases('number diagnostics', [
  {
    name: 'toLocaleString',
    body: '    return (1234.5).toLocaleString();',
    code: 'TS2WP3610',
    at: '(1234.5).toLocaleString()',
  },
]);
