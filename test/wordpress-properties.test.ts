// Properties of WordPress objects (`error.errors`, `response.headers`, `query.posts`) are
// PHP arrays: a read converts them as a call's result is converted, so array and object
// builtins work on them; primitive properties are read as they are.
import { afterAll, describe, expect, it } from 'vitest';
import { compileProject } from '../emitter/compile.js';
import { buildProject } from './helpers/build.js';
import { closePhp, getPhp, PHP_VERSIONS } from './helpers/php.js';
import { controller, makeProject } from './helpers/project.js';
import { restRequests } from './helpers/wp.js';

afterAll(closePhp);

const files = controller(
  `
  @Api({ namespace: 'props/v1', endpoint: '/read' })
  read() {
    const error = new WP_Error('first', 'One', { status: 418 });
    error.add('second', 'Two');
    error.add('second', 'Again');
    const response = new WP_REST_Response({ a: 1 }, 202);
    response.header('X-One', '1');
    response.header('X-Two', '2');
    return {
      codes: Object.keys(error.errors),
      second: Array.isArray(error.errors) ? null : error.errors['second'],
      isList: Array.isArray(error.errors),
      data: error.error_data,
      headers: Object.entries(response.headers).map(([k, v]) => k + '=' + String(v)),
      status: response.status + 1,
    };
  }`,
  'PropsController',
  "import { Api, Controller } from 'ts2wp';\nimport { WP_Error, WP_REST_Response } from 'ts2wp/wordpress';",
);

describe('WordPress object properties', () => {
  it('wrap array-typed reads in Js::from() and leave primitive ones alone', () => {
    const result = compileProject(makeProject(files));
    expect(result.diagnostics.map((d) => d.messageText)).toEqual([]);
    const php = [...result.files!.entries()].find(([rel]) => rel.endsWith('PropsController.php'))![1];
    expect(php).toContain('Js::from( $error->errors )');
    expect(php).toContain('Js::from( $response->headers )');
    expect(php).toContain('$response->status + 1');
  });

  for (const version of PHP_VERSIONS) {
    it(`answers as in JavaScript on PHP ${version}`, async () => {
      const plugin = await buildProject(makeProject(files));
      const [res] = await restRequests(await getPhp(version), [plugin], [{ method: 'GET', path: '/props/v1/read' }]);
      expect(res).toMatchObject({
        status: 200,
        data: {
          codes: ['first', 'second'],
          second: ['Two', 'Again'],
          isList: false,
          data: { first: { status: 418 } },
          headers: ['X-One=1', 'X-Two=2'],
          status: 203,
        },
      });
    });
  }
});
