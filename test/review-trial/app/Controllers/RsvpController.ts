import { Api, Controller } from 'ts2wp';
import {
  __,
  ARRAY_A,
  current_time,
  delete_transient,
  get_current_user_id,
  get_post,
  get_post_meta,
  get_transient,
  get_userdata,
  sanitize_textarea_field,
  set_transient,
  WP_Error,
  WP_Post,
  WP_REST_Response,
  WP_User,
  wpdb,
} from 'ts2wp/wordpress';
import {
  answerLabel,
  countsKey,
  META_CAPACITY,
  POST_TYPE,
  readSettings,
  responsesFor,
  TABLE,
  type Answer,
  type Response,
} from '../lib/rsvp.js';

interface Counts {
  yes: number;
  no: number;
  maybe: number;
  guests: number;
}

/** Answer counts of one event, cached in a transient for an hour (cleared on every change). */
export function countsFor(eventId: number): Counts {
  const cached = get_transient(countsKey(eventId));
  if (cached !== false) return cached as Counts;
  const rows = wpdb.get_results<{ answer: string; total: number; guests: number }>(
    wpdb.prepare(
      `SELECT answer, COUNT(*) AS total, COALESCE(SUM(guests), 0) AS guests FROM ${wpdb.prefix}${TABLE} WHERE event_id = %d GROUP BY answer`,
      eventId,
    ),
    ARRAY_A,
  );
  const counts: Counts = { yes: 0, no: 0, maybe: 0, guests: 0 };
  for (const row of rows) {
    if (row.answer === 'yes') {
      counts.yes = row.total;
      counts.guests = row.guests;
    } else if (row.answer === 'no') counts.no = row.total;
    else if (row.answer === 'maybe') counts.maybe = row.total;
  }
  set_transient(countsKey(eventId), counts, 3600);
  return counts;
}

/** The event post, or a 404. */
function eventOr404(id: number): WP_Post | WP_Error {
  const post = get_post(id);
  if (!(post instanceof WP_Post) || post.post_type !== POST_TYPE || post.post_status !== 'publish') {
    return new WP_Error('rsvpdesk_event_not_found', __('No event has this ID.', 'rsvp-desk'), { status: 404 });
  }
  return post;
}

/** RSVPs under `/wp-json/rsvp-desk/v1/rsvp`: answer, withdraw, count, list attendees, my answers. */
export class RsvpController extends Controller {
  /** GET /rsvp/counts/<id>: public counts of an event. */
  @Api({
    namespace: 'rsvp-desk/v1',
    endpoint: '/rsvp/counts',
    name: 'rsvpCounts',
    params: { id: 'number' },
    patterns: { id: '\\d+' },
  })
  counts(params: { id: number }) {
    const post = eventOr404(params.id);
    if (post instanceof WP_Error) return post;
    const capacity = Number(get_post_meta(post.ID, META_CAPACITY, true)) || readSettings().defaultCapacity;
    const counts = countsFor(post.ID);
    return { ...counts, capacity, seatsLeft: Math.max(0, capacity - counts.yes - counts.guests) };
  }

  /** POST /rsvp/<id> { answer, guests?, note? }: the logged-in user's answer (one per user and event). */
  @Api({
    namespace: 'rsvp-desk/v1',
    endpoint: '/rsvp',
    name: 'answerRsvp',
    methods: 'POST',
    params: { id: 'number' },
    patterns: { id: '\\d+' },
    permission: true,
    barePath: false,
  })
  answer(params: {
    id: number;
    answer: Answer;
    /**
     * Guests the user brings along.
     * @minimum 0
     * @maximum 5
     */
    guests?: number;
    /** @maxLength 500 */
    note?: string;
  }) {
    const post = eventOr404(params.id);
    if (post instanceof WP_Error) return post;
    const settings = readSettings();
    if (params.answer === 'maybe' && !settings.allowMaybe) {
      return new WP_Error('rsvpdesk_no_maybe', __('This site asks for a yes or a no.', 'rsvp-desk'), { status: 422 });
    }
    const guests = params.answer === 'yes' ? Math.floor(params.guests ?? 0) : 0;
    if (params.answer === 'yes') {
      const capacity = Number(get_post_meta(post.ID, META_CAPACITY, true)) || settings.defaultCapacity;
      const counts = countsFor(post.ID);
      const mine = this.mineFor(post.ID);
      const taken = counts.yes + counts.guests - (mine && mine.answer === 'yes' ? 1 + mine.guests : 0);
      if (taken + 1 + guests > capacity) {
        return new WP_Error('rsvpdesk_full', __('Sorry, this event is full.', 'rsvp-desk'), { status: 409 });
      }
    }
    const user = get_current_user_id();
    const row = {
      event_id: post.ID,
      user_id: user,
      answer: params.answer,
      guests,
      note: sanitize_textarea_field(params.note ?? ''),
      updated: String(current_time('mysql', true)),
    };
    const existing = this.mineFor(post.ID);
    const ok =
      existing === null
        ? wpdb.insert(`${wpdb.prefix}${TABLE}`, row, ['%d', '%d', '%s', '%d', '%s', '%s'])
        : wpdb.update(`${wpdb.prefix}${TABLE}`, row, { id: existing.id }, ['%d', '%d', '%s', '%d', '%s', '%s'], ['%d']);
    if (ok === false)
      return new WP_Error('rsvpdesk_db_error', __('The answer could not be saved.', 'rsvp-desk'), { status: 500 });
    delete_transient(countsKey(post.ID));
    return new WP_REST_Response(this.mineFor(post.ID), existing === null ? 201 : 200);
  }

  /** DELETE /rsvp/<id>: withdraws the logged-in user's answer. */
  @Api({
    namespace: 'rsvp-desk/v1',
    endpoint: '/rsvp',
    name: 'withdrawRsvp',
    methods: 'DELETE',
    params: { id: 'number' },
    patterns: { id: '\\d+' },
    permission: true,
  })
  withdraw(params: { id: number }) {
    const deleted = wpdb.delete(`${wpdb.prefix}${TABLE}`, { event_id: params.id, user_id: get_current_user_id() }, [
      '%d',
      '%d',
    ]);
    if (!deleted)
      return new WP_Error('rsvpdesk_no_answer', __('You have not answered this event.', 'rsvp-desk'), { status: 404 });
    delete_transient(countsKey(params.id));
    return { withdrawn: true, event: params.id };
  }

  /** GET /rsvp/attendees/<id>: who answered, for those who may edit the event. */
  @Api({
    namespace: 'rsvp-desk/v1',
    endpoint: '/rsvp/attendees',
    name: 'listAttendees',
    params: { id: 'number' },
    patterns: { id: '\\d+' },
    permission: { capability: 'edit_post', of: 'id' },
  })
  attendees(params: { id: number; answer?: Answer }) {
    const post = eventOr404(params.id);
    if (post instanceof WP_Error) return post;
    const rows = responsesFor(post.ID).filter((r) => params.answer === undefined || r.answer === params.answer);
    return {
      event: post.ID,
      attendees: rows.map((r) => {
        const user = get_userdata(r.user_id);
        return {
          user: r.user_id,
          name: user instanceof WP_User ? user.display_name : __('Deleted user', 'rsvp-desk'),
          answer: r.answer,
          label: answerLabel(r.answer),
          guests: r.guests,
          note: r.note,
          updated: r.updated,
        };
      }),
    };
  }

  /** GET /rsvp/mine: every answer of the logged-in user, newest first. */
  @Api({ namespace: 'rsvp-desk/v1', endpoint: '/rsvp/mine', name: 'myRsvps', permission: true })
  mine() {
    const rows = wpdb.get_results<Response>(
      wpdb.prepare(
        `SELECT id, event_id, user_id, answer, guests, note, updated FROM ${wpdb.prefix}${TABLE} WHERE user_id = %d ORDER BY updated DESC`,
        get_current_user_id(),
      ),
      ARRAY_A,
    );
    return {
      rsvps: rows.map((r) => {
        const post = get_post(r.event_id);
        return {
          event: r.event_id,
          title: post instanceof WP_Post ? post.post_title : '',
          answer: r.answer,
          guests: r.guests,
        };
      }),
    };
  }

  /** The logged-in user's row for an event, or null. */
  private mineFor(eventId: number): Response | null {
    return wpdb.get_row<Response>(
      wpdb.prepare(
        `SELECT id, event_id, user_id, answer, guests, note, updated FROM ${wpdb.prefix}${TABLE} WHERE event_id = %d AND user_id = %d`,
        eventId,
        get_current_user_id(),
      ),
      ARRAY_A,
    );
  }
}
