// The REST harness (test/helpers/wp.ts) mounts each plugin folder once per PHP instance. Two
// different plugins with the same slug (one folder name), and a folder rebuilt with other
// code, must each be served as they are now, never as the first one mounted.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildProject } from './helpers/build.js';
import { closePhp, getPhp, PHP_VERSIONS } from './helpers/php.js';
import { controller, makeProject } from './helpers/project.js';
import { contentKey, restRequests } from './helpers/wp.js';

const greeter = (word: string) =>
  controller(
    `  @Api({ namespace: 'same/v1', endpoint: '/hello' })\n  hello() {\n    return { word: '${word}' };\n  }`,
    'HelloController',
  );

afterAll(closePhp);

describe('harness mounts', () => {
  it('keys a folder by its contents', async () => {
    const a = await buildProject(makeProject(greeter('first')));
    const b = await buildProject(makeProject(greeter('second')));
    expect(path.basename(a)).toBe(path.basename(b)); // the same slug: the old key collided
    expect(contentKey(a)).not.toBe(contentKey(b));
    expect(contentKey(a)).toBe(contentKey(a));
  });

  it.each(PHP_VERSIONS)(
    'serves each same-slug plugin, and a rebuilt folder, as it is now (PHP %s)',
    async (version) => {
      const php = await getPhp(version);
      const request = [{ method: 'GET', path: '/same/v1/hello' }];
      const firstProject = makeProject(greeter('first'));
      const first = await buildProject(firstProject);
      const second = await buildProject(makeProject(greeter('second')));
      const word = async (dir: string) => (await restRequests(php, [dir], request))[0].data.word;
      expect(await word(first)).toBe('first');
      expect(await word(second)).toBe('second');
      // The first project rebuilt in place with other code.
      fs.writeFileSync(
        path.join(firstProject, 'app', 'Controllers', 'HelloController.ts'),
        greeter('third')['app/Controllers/HelloController.ts'],
      );
      expect(await buildProject(firstProject)).toBe(first);
      expect(await word(first)).toBe('third');
      expect(await word(second)).toBe('second');
    },
  );
});
