import { __, ARRAY_A, get_option, wpdb } from 'ts2wp/wordpress';

/** The event post type this plugin registers. */
export const POST_TYPE = 'rsvpdesk_event';

/** The table after the site's prefix: `${wpdb.prefix}${TABLE}` is wp_rsvpdesk_responses. */
export const TABLE = 'rsvpdesk_responses';

/** The plugin's settings, stored as one option. */
export const OPTION = 'rsvpdesk_settings';

/** Post meta keys of an event. */
export const META_DATE = '_rsvpdesk_date';
export const META_CAPACITY = '_rsvpdesk_capacity';

export type Answer = 'yes' | 'no' | 'maybe';

export interface Settings {
  /** Seats when an event sets none. */
  defaultCapacity: number;
  /** Whether guests may answer "maybe". */
  allowMaybe: boolean;
  /** Whether the event page shows how many are coming. */
  showCount: boolean;
}

export const DEFAULT_SETTINGS: Settings = { defaultCapacity: 50, allowMaybe: true, showCount: true };

/** The stored settings over the defaults (an older version may have stored fewer keys). */
export function readSettings(): Settings {
  const stored = get_option(OPTION, {}) as Partial<Settings>;
  return {
    defaultCapacity: Number(stored.defaultCapacity ?? DEFAULT_SETTINGS.defaultCapacity),
    allowMaybe: Boolean(stored.allowMaybe ?? DEFAULT_SETTINGS.allowMaybe),
    showCount: Boolean(stored.showCount ?? DEFAULT_SETTINGS.showCount),
  };
}

/** The transient holding an event's answer counts. */
export function countsKey(eventId: number): string {
  return `rsvpdesk_counts_${eventId}`;
}

/** A row of the responses table. */
export interface Response {
  id: number;
  event_id: number;
  user_id: number;
  answer: Answer;
  guests: number;
  note: string;
  updated: string;
}

/** What an answer reads as on the event page. */
export function answerLabel(answer: Answer): string {
  if (answer === 'yes') return __('Going', 'rsvp-desk');
  if (answer === 'no') return __('Not going', 'rsvp-desk');
  return __('Maybe', 'rsvp-desk');
}

/** A date as YYYY-MM-DD, or '' when it is not one. */
export function normalizeDate(text: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!m) return '';
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12 || day < 1 || day > 31) return '';
  return `${m[1]}-${m[2]}-${m[3]}`;
}

/** Rows of the responses table for one event: used by the controllers and the content filter. */
export function responsesFor(eventId: number): Response[] {
  return wpdb.get_results<Response>(
    wpdb.prepare(
      `SELECT id, event_id, user_id, answer, guests, note, updated FROM ${wpdb.prefix}${TABLE} WHERE event_id = %d ORDER BY updated DESC`,
      eventId,
    ),
    ARRAY_A,
  );
}
