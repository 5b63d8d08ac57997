// Playground's column of the live server matrix (e2e/servers.test.mjs has the native
// servers): the echo fixture on the shared site answers with what its handlers received.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { judge, playgroundCells, rawCell, rawDelivered } from '../echo-corpus.mjs';
import { sendCells, summarize } from '../echo-send.mjs';
import { ARTIFACTS } from '../helpers.mjs';

/** @param {import('./site.mjs').Site} site */
export function serverCases(site) {
  it('Playground: the echo corpus arrives intact or is destroyed where the corpus says', async () => {
    const cells = playgroundCells();
    const responses = await sendCells(site.wp.url, cells);
    const verdicts = cells.map((cell, i) => judge('playground', cell, responses[i]));
    mkdirSync(ARTIFACTS, { recursive: true });
    writeFileSync(path.join(ARTIFACTS, 'servers-playground.md'), summarize({ playground: verdicts }));
    expect(verdicts.filter((v) => v.verdict === 'wrong')).toEqual([]);
    expect(verdicts.filter((v) => v.verdict === 'intact').length).toBeGreaterThan(cells.length * 0.85);
  }, 600_000);

  it('Playground: a plain register_rest_route() plugin gets the route as docs/decisions.md (Hosting) says', async () => {
    const forms = ['pretty', 'pathinfo', 'query'];
    const answers = await sendCells(site.wp.url, forms.map(rawCell));
    expect(answers.map((a) => a.body?.s ?? a.status)).toEqual(forms.map((url) => rawDelivered('playground', url)));
  });
}
