import { Api, Controller } from 'ts2wp';
import {
  __,
  current_time,
  get_post,
  get_post_meta,
  get_posts,
  sanitize_text_field,
  sanitize_textarea_field,
  update_post_meta,
  wp_delete_post,
  wp_insert_post,
  wp_update_post,
  WP_Error,
  WP_Post,
  WP_REST_Response,
} from 'ts2wp/wordpress';
import { META_CAPACITY, META_DATE, normalizeDate, POST_TYPE, readSettings } from '../lib/rsvp.js';

/** An event as the API answers it. */
function toEvent(post: WP_Post) {
  const capacity = Number(get_post_meta(post.ID, META_CAPACITY, true));
  return {
    id: post.ID,
    title: post.post_title,
    description: post.post_content,
    date: String(get_post_meta(post.ID, META_DATE, true)),
    capacity: capacity > 0 ? capacity : readSettings().defaultCapacity,
    status: post.post_status,
  };
}

/** The event with this id, or a 404 naming it. */
function findEvent(id: number): WP_Post | WP_Error {
  const post = get_post(id);
  if (!(post instanceof WP_Post) || post.post_type !== POST_TYPE) {
    return new WP_Error('rsvpdesk_event_not_found', __('No event has this ID.', 'rsvp-desk'), { status: 404 });
  }
  return post;
}

/** Events under `/wp-json/rsvp-desk/v1/events`: list, read, create, edit, delete. */
export class EventController extends Controller {
  /** GET /events?past=false&limit=20: published events, soonest first. */
  @Api({ namespace: 'rsvp-desk/v1', endpoint: '/events', name: 'listEvents' })
  list({
    past = false,
    limit = 20,
  }: {
    /** Include events whose date has passed. */
    past?: boolean;
    /**
     * How many events to answer.
     * @minimum 1
     * @maximum 100
     */
    limit?: number;
  }) {
    const today = String(current_time('Y-m-d'));
    const posts = get_posts({ post_type: POST_TYPE, post_status: 'publish', numberposts: 100 });
    const events = posts
      .map(toEvent)
      .filter((e) => past || e.date >= today)
      .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id));
    return { today, events: events.slice(0, limit) };
  }

  @Api({
    namespace: 'rsvp-desk/v1',
    endpoint: '/events',
    name: 'getEvent',
    params: { id: 'number' },
    patterns: { id: '\\d+' },
  })
  one(params: { id: number }) {
    const post = findEvent(params.id);
    if (post instanceof WP_Error) return post;
    return toEvent(post);
  }

  /** POST /events { title, date, capacity?, description? }: a published event. */
  @Api({
    namespace: 'rsvp-desk/v1',
    endpoint: '/events',
    name: 'createEvent',
    methods: 'POST',
    permission: 'publish_posts',
  })
  create(params: {
    /** @maxLength 200 */
    title: string;
    /** The day, as YYYY-MM-DD. */
    date: string;
    /** @minimum 0 */
    capacity?: number;
    description?: string;
  }) {
    const date = normalizeDate(params.date);
    if (!date) {
      return new WP_Error(
        'rsvpdesk_bad_date',
        __('The date must be a calendar date written as YYYY-MM-DD.', 'rsvp-desk'),
        {
          status: 422,
        },
      );
    }
    const id = wp_insert_post(
      {
        post_type: POST_TYPE,
        post_status: 'publish',
        post_title: sanitize_text_field(params.title),
        post_content: sanitize_textarea_field(params.description ?? ''),
      },
      true,
    );
    if (id instanceof WP_Error) return id;
    update_post_meta(id, META_DATE, date);
    update_post_meta(id, META_CAPACITY, Math.floor(params.capacity ?? 0));
    return new WP_REST_Response(this.one({ id }), 201);
  }

  /** PATCH /events/<id> { title?, date?, capacity? }: for users who may edit that post. */
  @Api({
    namespace: 'rsvp-desk/v1',
    endpoint: '/events',
    name: 'updateEvent',
    methods: 'PATCH',
    params: { id: 'number' },
    patterns: { id: '\\d+' },
    permission: { capability: 'edit_post', of: 'id' },
    barePath: false,
  })
  update(params: { id: number; title?: string; date?: string; capacity?: number }) {
    const post = findEvent(params.id);
    if (post instanceof WP_Error) return post;
    if (params.title !== undefined) {
      const result = wp_update_post({ ID: post.ID, post_title: sanitize_text_field(params.title) }, true);
      if (result instanceof WP_Error) return result;
    }
    if (params.date !== undefined) {
      const date = normalizeDate(params.date);
      if (!date) {
        return new WP_Error(
          'rsvpdesk_bad_date',
          __('The date must be a calendar date written as YYYY-MM-DD.', 'rsvp-desk'),
          {
            status: 422,
          },
        );
      }
      update_post_meta(post.ID, META_DATE, date);
    }
    if (params.capacity !== undefined)
      update_post_meta(post.ID, META_CAPACITY, Math.max(0, Math.floor(params.capacity)));
    return this.one({ id: post.ID });
  }

  /** DELETE /events/<id>: moves the event to the trash. */
  @Api({
    namespace: 'rsvp-desk/v1',
    endpoint: '/events',
    name: 'deleteEvent',
    methods: 'DELETE',
    params: { id: 'number' },
    patterns: { id: '\\d+' },
    permission: { capability: 'delete_post', of: 'id' },
  })
  remove(params: { id: number }) {
    const post = findEvent(params.id);
    if (post instanceof WP_Error) return post;
    const trashed = wp_delete_post(post.ID, false);
    if (!trashed)
      return new WP_Error('rsvpdesk_not_deleted', __('The event could not be deleted.', 'rsvp-desk'), { status: 500 });
    return { deleted: true, id: post.ID };
  }
}
