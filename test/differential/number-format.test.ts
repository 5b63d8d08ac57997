// Intl.NumberFormat and toLocaleString for 'en' / 'en-US' (docs/subset/strings-numbers.md):
// a shop's order summary (prices in USD, discount percentages, quantities with grouping), in
// Node and in PHP 7.4 and 8.3 (php-runtime/JsNumberFormat.php). Other locales and options
// are build errors (TS2WP3610, test at the end).
import { describe } from 'vitest';
import { differentialSuite } from '../helpers/differential.js';
import { negativeCases } from '../helpers/negative.js';

const SHOP = `
export interface Line {
  name: string;
  price: number;
  qty: number;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const pct = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

export function summary(lines: Line[], discount: number) {
  const subtotal = lines.reduce((sum, l) => sum + l.price * l.qty, 0);
  return {
    lines: lines.map((l) => \`\${l.qty.toLocaleString('en-US')} × \${l.name} at \${usd.format(l.price)}\`),
    subtotal: usd.format(subtotal),
    discount: pct.format(discount),
    total: usd.format(subtotal * (1 - discount)),
  };
}
`;

const MODULE = `import { summary, type Line } from '../lib/shop';\n`;

const VALUES =
  '[0, -0, 1, 1.005, 2.5, -2.5, 0.075, 1234.5, -1234.567, 1234567.891, 1e21, 1.5e-7, 123456789012345680000, 0.1 + 0.2, NaN, Infinity, -Infinity]';

describe('Intl.NumberFormat for English', () => {
  differentialSuite(
    'number-format',
    [
      {
        name: 'an order summary',
        body: 'return summary(params.lines as Line[], params.discount as number);',
        params: {
          lines: [
            { name: 'Mug', price: 12.5, qty: 2 },
            { name: 'Poster', price: 1999.999, qty: 1200 },
            { name: 'Sticker', price: 0.005, qty: 3 },
          ],
          discount: 0.125,
        },
      },
      {
        name: 'decimal, percent and currency over edge values',
        body: `const values = ${VALUES};\nconst styles = [new Intl.NumberFormat('en-US'), new Intl.NumberFormat('en', { style: 'percent' }), new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })];\nreturn styles.map((f) => values.map((v) => f.format(v)));`,
      },
      {
        name: 'fraction digits and grouping options',
        body: `const values = ${VALUES};\nconst formats = [\n  new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }),\n  new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }),\n  new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 4, useGrouping: false }),\n  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),\n  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0 }),\n  new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: 2 }),\n];\nreturn formats.map((f) => values.map((v) => f.format(v)));`,
      },
      {
        name: 'toLocaleString with options from the request',
        body: "const digits: number = params.digits;\nreturn [(1234.5678).toLocaleString('en-US'), (1234.5678).toLocaleString('en', { maximumFractionDigits: digits }), (0.256).toLocaleString('en-US', { style: 'percent' }), (-5).toLocaleString('en-US', { style: 'currency', currency: 'USD' })];",
        params: { digits: 1 },
      },
      {
        name: "a formatter's format passed as a function",
        body: "const prices = params.prices as number[];\nreturn prices.map(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format);",
        params: { prices: [0, 12.5, 1999.999] },
      },
      {
        name: 'fraction digits out of range are a RangeError',
        body: "const bad: number[] = params.bad;\nreturn bad.map((d) => {\n  try {\n    return new Intl.NumberFormat('en-US', { maximumFractionDigits: d, minimumFractionDigits: 2 }).format(1);\n  } catch (e) {\n    return [(e as Error).name, (e as Error).message];\n  }\n});",
        params: { bad: [1, 101, -1, 3] },
      },
    ],
    { module: MODULE, files: { 'app/lib/shop.ts': SHOP } },
  );
});

negativeCases('Intl.NumberFormat: outside the supported locales and options', [
  {
    name: 'a locale other than English',
    body: "return new Intl.NumberFormat('de-DE').format(1);",
    code: 'TS2WP3610',
    at: "'de-DE'",
  },
  { name: 'no locale', body: 'return (5).toLocaleString();', code: 'TS2WP3610', at: '(5).toLocaleString()' },
  {
    name: 'another currency',
    body: "return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(1);",
    code: 'TS2WP3610',
    at: "'EUR'",
  },
  {
    name: 'an option outside the list',
    body: "return new Intl.NumberFormat('en-US', { notation: 'compact' }).format(1);",
    code: 'TS2WP3610',
    at: "notation: 'compact'",
  },
]);
