// Two plugins built by different ts2wp versions, active on one site: each carries its own
// runtime under its own namespace, so neither sees the other's classes.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TS2WP_VERSION } from '../emitter/render/render.js';
import { buildProject } from './helpers/build.js';
import { closePhp, getPhp } from './helpers/php.js';
import { controller, DEFAULT_CONFIG, makeProject } from './helpers/project.js';
import { restRequests } from './helpers/wp.js';

afterAll(closePhp);

const hello = (ns: string) =>
  controller(
    `  @Api({ namespace: '${ns}', endpoint: '/hello', params: { n: 'number' } })\n  hello(params: { n: number }) {\n    return { ns: '${ns}', n: params.n, list: [params.n] };\n  }\n`,
  );

describe('plugins from different ts2wp versions on one site', () => {
  it('both answer, each with its own runtime', async () => {
    const current = await buildProject(
      makeProject(hello('new/v1'), { ...DEFAULT_CONFIG, slug: 'new-plugin', phpNamespace: 'Acme\\NewPlugin' }),
    );
    const older = await buildProject(
      makeProject(hello('old/v1'), { ...DEFAULT_CONFIG, slug: 'old-plugin', phpNamespace: 'Acme\\OldPlugin' }),
    );
    // Make the second one an "older ts2wp": another version stamp and a runtime that differs.
    const pluginFile = path.join(older, 'framework/Plugin.php');
    fs.writeFileSync(pluginFile, fs.readFileSync(pluginFile, 'utf8').replace(`'${TS2WP_VERSION}'`, "'0.0.1'"));
    const router = path.join(older, 'framework/Router.php');
    fs.writeFileSync(router, fs.readFileSync(router, 'utf8').replace("'ts2wp_handler_error'", "'old_handler_error'"));
    expect(fs.readFileSync(path.join(current, 'framework/Plugin.php'), 'utf8')).toContain(
      `const TS2WP_VERSION = '${TS2WP_VERSION}';`,
    );

    const [a, b, bad] = await restRequests(
      await getPhp('8.3'),
      [current, older],
      [
        { method: 'GET', path: '/new/v1/hello/1' },
        { method: 'GET', path: '/old/v1/hello/2' },
        { method: 'GET', path: '/old/v1/hello/x' },
      ],
    );
    expect(a).toMatchObject({ status: 200, data: { ns: 'new/v1', n: 1, list: [1] } });
    expect(b).toMatchObject({ status: 200, data: { ns: 'old/v1', n: 2, list: [2] } });
    expect(bad).toMatchObject({ status: 400, data: { code: 'rest_invalid_param' } });
  });
});
