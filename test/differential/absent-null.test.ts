// A member declared `x?: T | null` tells absent from null (emitter/transform/analysis/presence.ts,
// docs/subset/core.md): `=== undefined`, `=== null` and `typeof` on the member, on a local
// destructured from it (also a handler or callback parameter pattern, and inside closures),
// and destructuring defaults. JSON inputs: absent, null, a string.
import { describe } from 'vitest';
import { c, differentialSuite } from '../helpers/differential.js';

const MODULE = `
interface Stay { from?: string | null; nights: number }
interface Note { id: number; note?: string | null; stay?: Stay }
const INPUTS = ['{"id":1}', '{"id":2,"note":null}', '{"id":3,"note":"x"}', '{"id":4,"note":""}'];
function inputs(): Note[] {
  return INPUTS.map((text) => JSON.parse(text) as Note);
}
function tests(p: Note): unknown[] {
  return [p.note === undefined, p.note === null, p.note !== undefined, p.note !== null, undefined === p.note, typeof p.note, p.note == null];
}
function fromPattern({ id, note }: Note): unknown[] {
  return [id, note === undefined, note === null, typeof note === 'undefined', typeof note === 'object'];
}
`;

describe('absent and null members (x?: T | null)', () => {
  differentialSuite(
    'absent-null',
    [
      c('=== undefined, === null and typeof on the member', 'return inputs().map(tests);'),
      c(
        'a const destructured from the member',
        'return inputs().map((p) => {\n  const { note } = p;\n  return [note === undefined, note === null, note !== undefined, typeof note, note ?? "d"];\n});',
      ),
      c('a function parameter pattern', 'return inputs().map(fromPattern);'),
      c(
        'a callback parameter pattern and a renamed member',
        'return inputs().map(({ note: text }: Note) => (text === undefined ? "absent" : text === null ? "null" : text));',
      ),
      c(
        'a closure that captures the destructured local',
        'return inputs().map((p) => {\n  const { note } = p;\n  const absent = () => note === undefined;\n  const isNull = function () { return note === null; };\n  return [absent(), isNull()];\n});',
      ),
      c(
        'a nested member and a nested pattern',
        'const texts = [\'{"id":1,"stay":{"nights":2}}\', \'{"id":2,"stay":{"nights":2,"from":null}}\', \'{"id":3,"stay":{"nights":2,"from":"2026-01-01"}}\'];\nreturn texts.map((t) => {\n  const p = JSON.parse(t) as Note;\n  const { stay: { from } = { nights: 0 } } = p;\n  return [p.stay!.from === undefined, p.stay!.from === null, from === undefined, from === null];\n});',
      ),
      c(
        'an optional chain to the member: absent also when the object is',
        'const texts = [\'{"id":1}\', \'{"id":2,"stay":{"nights":2}}\', \'{"id":3,"stay":{"nights":2,"from":null}}\', \'{"id":4,"stay":{"nights":2,"from":"x"}}\'];\nreturn texts.map((t) => {\n  const p = JSON.parse(t) as Note;\n  return [p.stay?.from === undefined, p.stay?.from === null, p.stay?.from !== undefined, typeof p.stay?.from, String(p.stay?.from)];\n});',
      ),
      c(
        'a destructuring default applies only when absent',
        "return inputs().map((p) => {\n  const { note = 'none' } = p;\n  return note;\n});",
      ),
      c(
        'a spread copy keeps an absent member absent',
        'return inputs().map((p) => {\n  const q: Note = { ...p, id: 0 };\n  return [q.note === undefined, q.note === null, Object.keys(q)];\n});',
      ),
      c(
        'objects built in the handler: left out, null, delete, assigned later',
        "const a: Note = { id: 1 };\nconst b: Note = { id: 2, note: null };\nconst d: Note = { id: 3, note: 'x' };\ndelete d.note;\nconst e: Note = { id: 4 };\ne.note = null;\nreturn [a, b, d, e].map(tests);",
      ),
      c(
        'the handler params object',
        'const p = params as Note;\nreturn [p.note === undefined, p.note === null, tests(p)];',
        { id: 1, note: null },
      ),
      c('the handler params object without the member', 'const p = params as Note;\nreturn tests(p);', { id: 1 }),
      c(
        'copying the member only when present (the fix TS2WP3221 names)',
        "return inputs().map((p) => {\n  const copy: { note?: string | null } = { ...(p.note !== undefined ? { note: p.note } : {}) };\n  return [copy, 'note' in copy, copy.note === undefined, copy.note === null];\n});",
      ),
      c(
        'String(), Number(), templates and + of the member and of a destructured local',
        "return inputs().map((p) => {\n  const { note } = p;\n  return [String(p.note), `[${p.note}]`, 'n:' + p.note, String(Number(p.note)), String(note), `${note}`, note + '!'];\n});",
      ),
    ],
    { module: MODULE },
  );
});
