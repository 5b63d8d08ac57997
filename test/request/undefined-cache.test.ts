// Issue 30's corpus, the option round trip: a cache that keeps objects with optional fields in
// an option and reads them back, through WordPress's REST server (test/harness/wp-rest.php) and
// WordPress's own update_option()/get_option() on PHP 7.4 and 8.3. Values that may be
// undefined reach the stored objects through helpers, reassigned locals, index reads and
// `as`; Node (ts2wp/testing's fakes) keeps no key holding undefined in what JSON shows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closePhp, getPhp, PHP_VERSIONS } from '../helpers/php.js';
import { restRequests, type HarnessRequest, optionWithoutDatabase } from '../helpers/wp.js';
import { loadTesting } from '../testing/project.js';
import { edgeProject, type EdgeProject } from './project.js';

const CACHE = `import { Api, Controller } from 'ts2wp';
import { get_option, update_option } from 'ts2wp/wordpress';

interface Entry {
  slug: string;
  title?: string;
  color?: string;
  hits?: number;
}

type Cache = Record<string, Entry>;

const COLORS: Record<string, string> = { news: 'red', docs: 'blue' };

function titleOf(raw: string | undefined): string | undefined {
  const t = raw?.trim();
  return t ? t : undefined;
}

function load(): Cache {
  return (get_option('entry_cache', {}) as Cache) ?? {};
}

export class CacheController extends Controller {
  @Api({ namespace: 'cache/v1', endpoint: '/entries', methods: 'POST', name: 'putEntry' })
  put(params: { slug: string; title?: string; hits?: number }) {
    const cache = load();
    let title = titleOf(params.title);
    if (title === 'none') title = undefined;
    const entry: Entry = { slug: params.slug, title, color: COLORS[params.slug], hits: params.hits };
    cache[params.slug] = entry;
    update_option('entry_cache', cache);
    return { entry, json: JSON.stringify(entry) };
  }

  @Api({ namespace: 'cache/v1', endpoint: '/entries', name: 'listEntries' })
  list() {
    const cache = load();
    const rows = Object.keys(cache).map((k) => {
      const e = cache[k];
      return { slug: k, title: e.title, color: e.color, hits: e.hits };
    });
    return { rows, json: JSON.stringify(cache), keys: Object.keys(cache).map((k) => Object.keys(cache[k])) };
  }

  @Api({ namespace: 'cache/v1', endpoint: '/entries/touch', methods: 'POST', name: 'touchEntry' })
  touch(params: { slug: string }) {
    const cache = load();
    const old = cache[params.slug];
    const next: Entry = { ...old, slug: params.slug, hits: (old?.hits ?? 0) + 1, color: COLORS[params.slug] };
    cache[params.slug] = next;
    update_option('entry_cache', cache);
    return next;
  }
}
`;

const OPTIONS = optionWithoutDatabase('entry_cache');

interface Step {
  req: HarnessRequest;
  handler: string;
  params: Record<string, unknown>;
}

const put = (json: Record<string, unknown>): Step => ({
  req: { method: 'POST', path: '/cache/v1/entries', json },
  handler: 'put',
  params: json,
});
const touch = (slug: string): Step => ({
  req: { method: 'POST', path: '/cache/v1/entries/touch', json: { slug } },
  handler: 'touch',
  params: { slug },
});
const list: Step = { req: { method: 'GET', path: '/cache/v1/entries' }, handler: 'list', params: {} };

const STEPS: Step[] = [
  put({ slug: 'news', title: '  ' }),
  list,
  put({ slug: 'misc', title: 'none', hits: 2 }),
  list,
  touch('misc'),
  touch('other'),
  list,
  put({ slug: 'docs', title: ' Docs ' }),
  list,
];

let project: EdgeProject;
let want: unknown[];

beforeAll(async () => {
  project = await edgeProject('undefined-cache', 'CacheController', CACHE);
  const testing = await loadTesting();
  testing.resetWordPress();
  want = STEPS.map((s) => project.node[s.handler](s.params));
});
afterAll(closePhp);

describe.each(PHP_VERSIONS)('a cache of objects with optional fields in an option on PHP %s', (version) => {
  const responses = async () =>
    restRequests(
      await getPhp(version),
      [project.plugin],
      STEPS.map((s) => s.req),
      { muPlugin: OPTIONS },
    );
  it(`answers each of ${STEPS.length} requests as Node does`, async () => {
    const got = await responses();
    // Every step that differs, with both answers (a 500 included), so a failure names them all.
    const differing = STEPS.map((s, i) => i).filter(
      (i) => got[i].status !== 200 || JSON.stringify(got[i].data) !== JSON.stringify(want[i]),
    );
    expect(
      differing.map((i) => ({
        step: i,
        handler: STEPS[i].handler,
        status: got[i].status,
        php: got[i].data,
        node: want[i],
      })),
    ).toEqual([]);
    // Not vacuous: the first entry has no title key in Node, and misc's stored copy no title.
    expect(want[0]).toEqual({ entry: { slug: 'news', color: 'red' }, json: '{"slug":"news","color":"red"}' });
  });
});
