// Differences from Node found in review (issue: handlers answer the same JSON as Node):
// Error subclasses' own fields in JSON, reads past an array's end in arithmetic,
// dictionary keys starting with NUL, the sign of -0, int arithmetic past 2^53.
import { describe } from 'vitest';
import { differentialSuite } from '../helpers/differential.js';

const errors = `
export class HttpError extends Error {
  constructor(public status: number, message: string) {
    super(message);
  }
}

export class NamedError extends Error {
  code: string;
  constructor(message: string, code: string) {
    super(message);
    this.name = 'NamedError';
    this.code = code;
  }
}

export class FieldError extends HttpError {
  field = 'email';
  constructor(message: string) {
    super(422, message);
  }
}

export class ApiError extends Error {
  name = 'ApiError';
  details: string[] = [];
  constructor(public code: string, message: string) {
    super(message);
  }
}

function find(id: number): { id: number } {
  if (id > 10) {
    throw new HttpError(404, 'not found: ' + id);
  }
  return { id };
}
`;

describe('node differences', () => {
  differentialSuite(
    'node-differences-errors',
    [
      {
        name: 'caught HttpError returned as a field',
        body: 'try {\n  return find(params.id ?? 42);\n} catch (err) {\n  return { error: err };\n}',
      },
      {
        name: 'JSON.stringify of an HttpError',
        body: 'try {\n  return find(params.id ?? 42);\n} catch (err) {\n  return { text: JSON.stringify(err), message: (err as Error).message };\n}',
      },
      {
        name: 'name and code assigned in the constructor',
        body: "const e = new NamedError('bad input', 'E_INPUT');\nreturn { e, text: JSON.stringify(e), name: e.name, message: e.message };",
      },
      {
        name: 'subclass of a subclass with a field initializer',
        body: "const e = new FieldError('taken');\nreturn [e, JSON.stringify({ errors: [e] }), e.status, e.field, e instanceof HttpError];",
      },
      {
        name: 'plain errors stringify as {}',
        body: "return [new Error('x'), new TypeError('y'), JSON.stringify(new RangeError('z'))];",
      },
      {
        name: 'name as a class field, details pushed after',
        body: "const e = new ApiError('E_DUP', 'duplicate');\ne.details.push('email');\nreturn { body: JSON.parse(JSON.stringify({ ok: false, error: e })), keys: Object.keys(e), name: e.name };",
      },
      {
        name: 'an error list in a response',
        body: "const errors: Error[] = [new HttpError(400, 'a'), new Error('b'), new NamedError('c', 'E_C')];\nreturn { errors, text: JSON.stringify(errors, null, 2), messages: errors.map((e) => e.message) };",
      },
      {
        name: 'message reassigned stays out of JSON',
        body: "const e = new HttpError(500, 'a');\ne.message = 'b';\ne.status = 503;\nreturn { e, message: e.message };",
      },
    ],
    { module: errors },
  );

  differentialSuite('node-differences-past-the-end', [
    {
      name: 'a read past the end asserted with ! in arithmetic',
      body: 'const xs: number[] = [1];\nconst d = xs[3]!;\nreturn { q: 10 / d, r: 10 % d, s: d + 1, t: d * 2, n: -d, lt: d < 1, ge: d >= 0, m: Math.max(d, 1) };',
    },
    {
      name: 'a read past the end cast as number',
      body: 'const xs: number[] = params.xs ?? [2, 4];\nconst last = xs[xs.length] as number;\nreturn [last - 1, 100 / last, last > 0, Number.isNaN(last * 1)];',
    },
    {
      name: 'average over a fixed window of scores (too few scores)',
      body: 'const scores: number[] = params.scores ?? [4, 5];\nlet total = 0;\nfor (let i = 0; i < 3; i++) {\n  total += scores[i]!;\n}\nreturn { total, avg: total / 3, rounded: Math.round(total / 3) };',
    },
    {
      name: 'a read past the end as a direct operand',
      body: 'const xs: number[] = [3, 5];\nconst i: number = params.i ?? 4;\nconst k = params.k ?? 4;\nreturn [xs[i] - 1, xs[i] * 2, 1 + xs[i], xs[2] / 2, xs[i] < 10, -xs[i], xs[1] - xs[0], xs[k] * 2];',
    },
    {
      name: 'fallbacks and checks of a missing element still see undefined',
      body: 'const xs: number[] = [3];\nconst i = params.i ?? 2;\nconst v = xs[i];\nreturn [xs[i] ?? 0, v === undefined, xs[5] === undefined, typeof xs[i], String(xs[i]), (xs[i] ?? 7) + 1];',
    },
    {
      name: 'width and height read into consts (one missing)',
      body: 'const dims: number[] = params.dims ?? [4];\nconst w = dims[0];\nconst h = dims[1];\nreturn { area: w * h, ratio: w / h, sum: w + h, tall: h > w, half: h / 2 };',
    },
    {
      name: 'width and height destructured (one missing)',
      body: 'const dims: number[] = params.dims ?? [4];\nconst [w, h] = dims;\nconst [, , depth = 1] = dims;\nreturn { area: w * h, volume: w * h * depth, bigger: Math.max(w, h), wider: w > h };',
    },
    {
      name: 'destructured values read otherwise keep undefined',
      body: 'const xs: number[] = params.xs ?? [4];\nconst [a, b] = xs;\nlet c: number;\n[c] = [xs[3]];\nreturn { b: b === undefined, typed: typeof b, c: c === undefined, a: a + 1 };',
    },
    {
      name: 'a const read that is also returned keeps undefined',
      body: 'const xs: number[] = params.xs ?? [4];\nconst h = xs[1];\nconst used = h;\nreturn { missing: h === undefined, used: used === undefined, label: `${xs[2]}` };',
    },
    {
      name: 'a missing dictionary entry in arithmetic',
      body: "const counts: Record<string, number> = { tea: 2 };\nconst key: string = params.key ?? 'cake';\nreturn [counts[key]! + 1, counts[key]! * 2, (counts[key] ?? 0) + 1, counts.tea + 1, counts[key] === undefined];",
    },
    {
      name: 'a number | null element keeps null',
      body: 'const xs: (number | null)[] = [null, 2];\nreturn [xs[0]! + 1, (xs[0] as number) * 3, xs[1]! + 1];',
    },
    {
      name: 'pop, shift and at on an emptied queue in arithmetic',
      body: 'const queue: number[] = params.queue ?? [5];\nconst first = queue.shift()! * 2;\nconst next = queue.pop()! + 1;\nconst last = queue.at(-1)!;\nreturn { first, next, last: last / 2, over: queue.at(7)! - 1, lt: (queue.pop() as number) < 3, left: queue.length };',
    },
    {
      name: 'find and findLast without a match in arithmetic',
      body: 'const prices: number[] = params.prices ?? [3, 8, 12];\nconst limit: number = params.limit ?? 100;\nconst over = prices.find((p) => p > limit)!;\nconst under = prices.findLast((p) => p < 0)! * 2;\nconst hit = prices.find((p) => p > 5)! + 1;\nreturn { discount: over * 0.9, under, hit, max: Math.max(over, 1), kept: prices.find((p) => p > limit) ?? -1 };',
    },
    {
      name: 'stock levels from a Map, one item unknown',
      body: "const stock = new Map<string, number>([['tea', 4], ['cake', 0]]);\nconst item: string = params.item ?? 'scones';\nconst left = stock.get(item)! - 1;\nconst known = stock.get('tea')! + 1;\nreturn { left, known, doubled: stock.get(item)! * 2, fallback: (stock.get(item) ?? 0) + 1, missing: stock.get(item) === undefined, has: stock.has(item) };",
    },
    {
      name: 'votes tallied by literal keys and dotted names, one option never voted',
      body: "const votes: Record<string, number> = params.votes ?? { yes: 3 };\nconst margin = votes['yes']! - votes['no']!;\nconst share = votes.yes! / (votes.yes! + votes.no!);\nreturn { margin, share, doubled: votes.no! * 2, known: votes['yes']! + 1, fallback: (votes.no ?? 0) + 1, missing: votes['no'] === undefined, label: `${votes.no}` };",
    },
    {
      name: 'optional settings used in arithmetic when left out',
      body: "const s: { perPage?: number; offset?: number; title: string } = params.settings ?? { title: 'news' };\nconst pages = Math.ceil(100 / s.perPage!);\nconst start = s.offset! + 10;\nreturn { pages, start, defaulted: (s.perPage ?? 10) * 2, absent: s.offset === undefined, title: s.title.length, typed: typeof s.perPage };",
    },
    {
      name: 'popped values read otherwise keep undefined',
      body: "const xs: number[] = params.xs ?? [];\nconst v = xs.pop();\nconst w = xs.shift();\nconst m = new Map<string, number>();\nreturn { v: v === undefined, w: typeof w, label: `${xs.at(0)}`, got: m.get('x') === undefined, text: String(xs.find((x) => x > 1)) };",
    },
  ]);
});
