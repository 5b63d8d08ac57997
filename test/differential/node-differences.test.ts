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
        name: 'message reassigned stays out of JSON',
        body: "const e = new HttpError(500, 'a');\ne.message = 'b';\ne.status = 503;\nreturn { e, message: e.message };",
      },
    ],
    { module: errors },
  );
});
