import { Api, Controller } from 'ts2wp';
import { ARRAY_A, update_option, wpdb } from 'ts2wp/wordpress';
import { OPTION, readSettings, TABLE } from '../lib/rsvp.js';

/** Site-wide settings and figures, for administrators. */
export class SettingsController extends Controller {
  @Api({ namespace: 'rsvp-desk/v1', endpoint: '/settings', name: 'getSettings', permission: 'manage_options' })
  read() {
    return readSettings();
  }

  /** PUT /settings { defaultCapacity?, allowMaybe?, showCount? }: changes only what is sent. */
  @Api({
    namespace: 'rsvp-desk/v1',
    endpoint: '/settings',
    name: 'saveSettings',
    methods: 'PUT',
    permission: 'manage_options',
  })
  save(params: {
    /**
     * @minimum 1
     * @maximum 10000
     */
    defaultCapacity?: number;
    allowMaybe?: boolean;
    showCount?: boolean;
  }) {
    const next = { ...readSettings(), ...params };
    update_option(OPTION, next);
    return readSettings();
  }

  /** GET /stats: totals over every event. */
  @Api({ namespace: 'rsvp-desk/v1', endpoint: '/stats', name: 'rsvpStats', permission: 'manage_options' })
  stats() {
    const totals = wpdb.get_row<{ answers: number; going: number; guests: number; people: number }>(
      `SELECT COUNT(*) AS answers, COALESCE(SUM(answer = 'yes'), 0) AS going, COALESCE(SUM(guests), 0) AS guests, COUNT(DISTINCT user_id) AS people FROM ${wpdb.prefix}${TABLE}`,
      ARRAY_A,
    );
    return totals ?? { answers: 0, going: 0, guests: 0, people: 0 };
  }
}
