// The shared live site's handle, for the case modules in this folder. e2e/site.test.mjs
// boots WordPress once (in beforeAll) and fills `wp`; the helpers read it lazily.
import { call } from '../helpers.mjs';
import { createApplicationPassword, loginSession } from '../wordpress.mjs';

/**
 * @typedef {object} Site
 * @property {import('../../devserver/wordpress.ts').WordPressSite} wp  set once the site is up
 * @property {(route: string, init?: object) => ReturnType<typeof call>} rest  a request to `${url}/wp-json${route}`
 * @property {() => Promise<import('../../devserver/wordpress.ts').SessionFetch>} session  one admin login, shared
 * @property {() => Promise<{ authorization: string }>} appPassword  one application password, shared
 */

/** @returns {Site} */
export function createSite() {
  let sessionPromise;
  let authPromise;
  const site = {
    wp: undefined,
    rest: (route, init) => call(`${site.wp.url}/wp-json${route}`, init),
    session: () => (sessionPromise ??= loginSession({ url: site.wp.url })),
    appPassword: async () =>
      (authPromise ??= createApplicationPassword({ url: site.wp.url, session: await site.session() })),
  };
  return site;
}
