// Cases on the shared live site (e2e/site.test.mjs boots it): samples/events, hooks and
// lifecycle on Playground. Playground activates the plugin through WordPress's
// activate_plugin() (its blueprint's activatePlugin step), so activation ran for real;
// e2e/fixtures/lifecycle-state.php reports what it left. Deactivation, cron and uninstall
// (wp-admin's Delete in Chromium) run on the native server, in e2e/hooks.test.mjs.
import { describe, expect, it } from 'vitest';
import { call } from '../helpers.mjs';

const PLUGIN = 'typescript-events/typescript-events.php';

/** @param {import('./site.mjs').Site} site */
export function eventsCases(site) {
  const { rest, appPassword } = site;

  describe('samples/events: hooks and lifecycle on Playground', () => {
    it('activation wrote the default option, scheduled the daily cron and registered the static uninstall callback', async () => {
      const query = new URLSearchParams({
        'ts2wp-e2e-lifecycle': PLUGIN,
        option: 'typescript_events_settings',
        cron: 'typescript_events_close_past',
      });
      const state = await call(`${site.wp.url}/?${query}`);
      expect(state.status, state.text).toBe(200);
      expect(state.body).toMatchObject({
        active: true,
        option: { defaultCapacity: 50, banner: true },
        schedule: 'daily',
        uninstall: ['Ts2wpDemo\\Events\\App\\Hooks\\EventHooks\\EventHooks', 'uninstall'],
      });
      expect(typeof state.body.next).toBe('number');
    });

    it('the init action registered the post type (wp/v2/types lists event); the_content filter adds the banner to an event only', async () => {
      const auth = { headers: { authorization: (await appPassword()).authorization } };
      const [types, created] = await Promise.all([
        rest('/wp/v2/types'),
        rest('/events/v1/events', { ...auth, method: 'POST', json: { title: 'Playground meetup', date: '2099-6-1' } }),
      ]);
      expect(types.status).toBe(200);
      expect(types.body.event).toMatchObject({ slug: 'event', name: 'Events', rest_base: 'event' });
      expect(created.status, created.text).toBe(201);
      expect(created.body).toMatchObject({
        title: 'Playground meetup',
        date: '2099-06-01',
        closed: false,
        capacity: 50,
      });

      const [core, mine, post] = await Promise.all([
        rest(`/wp/v2/event/${created.body.id}`),
        rest(`/events/v1/events/${created.body.id}`),
        rest('/wp/v2/posts/1'),
      ]);
      expect(core.status).toBe(200);
      expect(core.body.meta).toEqual({ event_date: '2099-06-01', event_closed: false, event_capacity: 0 });
      expect(core.body.content.rendered).toContain('<p class="event-when">On 1 Jun 2099 · 50 seats</p>');
      expect([mine.status, mine.body]).toEqual([200, created.body]);
      expect(post.body.content.rendered).not.toContain('event-when');
    });
  });
}
