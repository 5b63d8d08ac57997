// A dictionary key starting with NUL ("\u0000x") from request data: PHP cannot store such a
// property on a \stdClass (an engine Error), Node can. The request never ends in an
// uncaught PHP error: the router answers 400 ts2wp_nul_property (docs/decisions.md), and
// every other request answers what Node answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closePhp, getPhp, PHP_VERSIONS } from '../helpers/php.js';
import { restRequests, type HarnessRequest } from '../helpers/wp.js';
import { answersOf, edgeProject, type EdgeCase, type EdgeProject } from './project.js';

const SOURCE = `import { Api, Controller } from 'ts2wp';

export class TallyController extends Controller {
  @Api({ namespace: 'tally/v1', endpoint: '/words', methods: 'POST', name: 'countWords' })
  words({ words }: { words: string[] }) {
    const counts: Record<string, number> = {};
    for (const w of words) {
      counts[w] = (counts[w] ?? 0) + 1;
    }
    return { counts, distinct: Object.keys(counts).length };
  }

  @Api({ namespace: 'tally/v1', endpoint: '/scores', methods: 'POST', name: 'sumScores' })
  scores({ scores }: { scores: Record<string, number> }) {
    let total = 0;
    for (const k of Object.keys(scores)) {
      total += scores[k];
    }
    return { total };
  }

  @Api({ namespace: 'tally/v1', endpoint: '/lookup', methods: 'POST', name: 'lookup' })
  lookup({ key }: { key: string }) {
    const prices: Record<string, number> = { tea: 2, cake: 4 };
    return { found: key in prices, price: prices[key] ?? 0 };
  }
}
`;

const post = (path: string, json: Record<string, unknown>): HarnessRequest => ({ method: 'POST', path, json });
const NUL_KEY = { status: 400, code: 'ts2wp_nul_property' };

const CASES: EdgeCase[] = [
  {
    name: 'word counts',
    req: post('/tally/v1/words', { words: ['a', 'b', 'a'] }),
    node: { handler: 'words', params: { words: ['a', 'b', 'a'] } },
  },
  { name: 'a word starting with NUL', req: post('/tally/v1/words', { words: ['a', '\u0000x'] }), error: NUL_KEY },
  {
    name: 'a NUL inside a word is a plain key',
    req: post('/tally/v1/words', { words: ['a\u0000', 'a\u0000'] }),
    node: { handler: 'words', params: { words: ['a\u0000', 'a\u0000'] } },
  },
  {
    name: 'record scores',
    req: post('/tally/v1/scores', { scores: { a: 1, b: 2 } }),
    node: { handler: 'scores', params: { scores: { a: 1, b: 2 } } },
  },
  {
    name: 'a record key starting with NUL',
    req: post('/tally/v1/scores', { scores: { '\u0000a': 1 } }),
    error: NUL_KEY,
  },
  {
    name: 'reading a NUL key is a miss, as in Node',
    req: post('/tally/v1/lookup', { key: '\u0000tea' }),
    node: { handler: 'lookup', params: { key: '\u0000tea' } },
  },
];

let project: EdgeProject;

beforeAll(async () => {
  project = await edgeProject('request-nul-key', 'TallyController', SOURCE);
});
afterAll(closePhp);

describe.each(PHP_VERSIONS)('NUL keys through WordPress on PHP %s', (version) => {
  it(`answers ${CASES.length} requests: Node's answer, or 400 ts2wp_nul_property`, async () => {
    const responses = await restRequests(
      await getPhp(version),
      [project.plugin],
      CASES.map((c) => c.req),
    );
    const { got, want } = answersOf(CASES, responses, project);
    expect(got).toEqual(want);
  });
});
