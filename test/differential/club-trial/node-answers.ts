// What the club plugin answers in Node, as its developer's own vitest test gets it: each
// request through ts2wp/testing's request() (fakes reset first, in order, since bookings
// are stored), encoded path segments included (request() decodes them as WordPress does).
import path from 'node:path';
import { request, resetWordPress } from 'ts2wp/testing';
import { REPO } from '../../helpers/project.js';
import { REQUESTS, SEGMENT_CASES } from './requests.js';

export const PLUGIN = path.join(REPO, 'test', 'differential', 'club-trial', 'plugin');

export interface Answer {
  status: number;
  data: unknown;
}

const json = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null));

/** `project`: the folder request() reads the routes from (the plugin or a copy of it). */
export async function nodeAnswers(project: string): Promise<{ requests: Answer[]; segments: Answer[] }> {
  // The controller as the user's own vitest test imports it (README, "A unit test").
  const { ClubController } = (await import(path.join(PLUGIN, 'app/Controllers/ClubController.ts'))) as {
    ClubController: Parameters<typeof request>[0];
  };
  resetWordPress();
  const requests: Answer[] = [];
  for (const r of REQUESTS) {
    const res = await request(ClubController, `${r.method} ${r.path}`, { json: r.json, project });
    requests.push({ status: res.status, data: json(res.data) });
  }
  const segments: Answer[] = [];
  for (const c of SEGMENT_CASES) {
    const res = await request(ClubController, `${c.request.method} ${c.request.path}`, { project });
    segments.push({ status: res.status, data: json(res.data) });
  }
  return { requests, segments };
}
