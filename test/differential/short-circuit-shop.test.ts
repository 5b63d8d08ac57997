// The handlers of test/plugin-review/short-circuit (a shop that leans on `||`, `&&`, `??`,
// `?.` and `||=`), called with several queries: PHP answers as Node does.
import fs from 'node:fs';
import path from 'node:path';
import { describe } from 'vitest';
import { differentialSuite } from '../helpers/differential.js';

const FIXTURE = path.resolve(import.meta.dirname, '../plugin-review/short-circuit/app');
const read = (rel: string) => fs.readFileSync(path.join(FIXTURE, rel), 'utf8');

const queries: [string, string][] = [
  ['list with no query', 'list({})'],
  ['list, page 2 of 2 by price', "list({ per_page: '2', page: '2', sort: 'price' })"],
  ['list, bad numbers fall back', "list({ per_page: 'x', page: '0', search: 'A', tag: null })"],
  ['list by tag', "list({ tag: 'metric', sort: '' })"],
  ['show each product', 'show({ id: 1 }), shop.show({ id: 2 }), shop.show({ id: 3 }), shop.show({ id: 4 })'],
  ['show an unknown id', "show({ id: 'nope' }), shop.show({ id: 9 })"],
  [
    'cart with lines, a coupon and notes',
    "cart({ cart: { lines: [{ id: 1, qty: 2 }, { id: 2, qty: 1 }, { id: 3, qty: 0 }, { id: 9, qty: 1 }], coupon: ' ten5 ', notes: { '1': 'gift' } } })",
  ],
  ['empty cart', 'cart({})'],
];

describe('short-circuit shop handlers', () => {
  differentialSuite(
    'short-circuit-shop',
    queries.map(([name, call]) => ({ name, body: `const shop = new ShopController();\nreturn [shop.${call}];` })),
    {
      module: "import { ShopController } from './ShopController';",
      files: {
        'app/Controllers/ShopController.ts': read('Controllers/ShopController.ts'),
        'app/lib/catalog.ts': read('lib/catalog.ts'),
      },
    },
  );
});
