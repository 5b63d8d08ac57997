// Copies of class instances (issue 30): `{ ...instance }`, `const { a, ...rest } = instance`,
// Object.assign() and Object.entries() take the instance's own fields as Node does:
// public fields in order (base class first), a field holding undefined kept as a key that
// JSON leaves out, accessors and #private fields left out, arrays shared with the instance.
// Each case runs in Node and in PHP 7.4, 8.3 and the newest php-wasm.
import { describe } from 'vitest';
import { c, differentialSuite } from '../helpers/differential.js';

const module = `
class Point {
  constructor(
    public x: number,
    public y: number,
  ) {}
  get length(): number {
    return Math.hypot(this.x, this.y);
  }
}

class Tagged extends Point {
  label?: string;
  tags: string[] = [];
  #secret = 'hidden';
  onClick = () => this.x * 10;
  constructor(x: number, y: number, label?: string) {
    super(x, y);
    this.label = label;
  }
  copy() {
    return { ...this, secret: this.#secret.length };
  }
}

class Failure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'Failure';
  }
}
`;

describe('copies of class instances', () => {
  differentialSuite(
    'instance-copies',
    [
      c('spread: fields in order, no accessor, no #private', "return { ...new Tagged(3, 4, 'p'), extra: 1 };"),
      c(
        'spread: a field holding undefined is a key JSON leaves out',
        "const copy = { ...new Tagged(1, 2) };\nreturn { keys: Object.keys(copy), has: 'label' in copy, undef: copy.label === undefined, json: JSON.stringify(copy), copy };",
      ),
      c(
        'spread: the copy shares arrays and functions',
        "const t = new Tagged(1, 2);\nconst copy = { ...t };\ncopy.tags.push('a');\nreturn { same: copy.tags === t.tags, tags: t.tags, click: copy.onClick() };",
      ),
      c(
        'spread: later keys win, earlier keys keep their place',
        'const base: { y?: number; w: number } = { y: 0, w: 1 };\nreturn [{ ...new Point(1, 2), x: 9 }, { ...base, ...new Point(1, 2) }];',
      ),
      c('spread: this inside a method', "return new Tagged(7, 8, 'me').copy();"),
      c(
        'rest of a destructured instance',
        "const { x, tags, ...rest } = new Tagged(5, 6, 'r');\nreturn { x, tags, rest, keys: Object.keys(rest) };",
      ),
      c(
        'Object.assign from an instance',
        'const target = Object.assign({ z: 1 }, new Tagged(1, 2));\nreturn { keys: Object.keys(target), json: JSON.stringify(target), label: target.label ?? "none" };',
      ),
      c(
        'Object.entries and values of an instance',
        "const t = new Tagged(1, 2);\nreturn { keys: Object.entries(t).filter(([, v]) => typeof v !== 'function').map(([k]) => k), values: Object.values(new Point(3, 4)) };",
      ),
      c(
        'spread of an Error subclass: its own fields',
        "const e = new Failure(404, 'nope');\nreturn { ...e, message: e.message };",
      ),
    ],
    { module },
  );
});
