// Unary minus of an int 0 is JavaScript's -0 (PHP's `-0` is the int 0): `1 / -x` is
// -Infinity (String() shows it: JSON writes both infinities as null), and everywhere -0 is seen as 0 (JSON, String(), keys, ===, an index) it still
// is. A variable is tested inline (`0 === $x ? -0.0 : -$x`), anything else goes to
// Js::negate(), and a value the range analysis keeps away from 0 is negated plainly.
// Each case runs in Node and in PHP 7.4 / 8.3 / 8.5.
import { describe } from 'vitest';
import { c, differentialSuite, type DiffCase } from '../helpers/differential.js';

const CASES: DiffCase[] = [
  c(
    'the sign of -x for 0, and -0 where it reads as 0',
    "const zero: number = params.n - params.n;\nconst neg = -zero;\nconst xs = ['a', 'b'];\nconst o: Record<string, number> = {};\no[neg] = 1;\nconst m = new Map<number, string>([[0, 'zero']]);\nreturn [String(1 / neg), String(1 / -neg), neg === 0, String(neg), `${neg}`, neg, [neg], JSON.stringify({ neg }), xs[neg], Object.keys(o), m.get(neg), Math.sign(neg), neg.toFixed(1), Math.abs(neg), neg + 0, -zero * 5];",
    { n: 3 },
  ),
  c(
    'negating calls, elements and counters',
    'const nums: number[] = [0, 2, -3, 0.5];\nconst at = (i: number): number => nums[i];\nconst out: string[] = [];\nfor (let i = 0; i < nums.length; i++) out.push(String(1 / -at(i)), String(1 / -nums[i]), String(-i), String(1 / -(i * 0)));\nlet total = 0;\nfor (let k = 1; k <= 3; k++) total += -k;\nreturn [out, total, -nums.length, String(1 / -(nums.length - 4))];',
  ),
];

describe('negative zero', () => {
  differentialSuite('negative-zero', CASES);
});
