import { Api, Controller } from 'ts2wp';
import {
  current_time,
  get_option,
  get_post,
  get_post_meta,
  get_posts,
  sanitize_text_field,
  update_post_meta,
  wp_insert_post,
  WP_Error,
  WP_Post,
  WP_REST_Response,
} from 'ts2wp/wordpress';
import { normalizeDate, POST_TYPE, OPTION, readSettings, isPast, metaFlag } from '../lib/events';

/** The public shape of an event. */
function toEvent(post: WP_Post) {
  const date = String(get_post_meta(post.ID, 'event_date', true));
  const capacity = Number(get_post_meta(post.ID, 'event_capacity', true));
  return {
    id: post.ID,
    title: post.post_title,
    date,
    closed: metaFlag(get_post_meta(post.ID, 'event_closed', true)),
    capacity: capacity > 0 ? capacity : readSettings(get_option(OPTION)).defaultCapacity,
  };
}

/** Events under `/wp-json/events/v1/events`: upcoming ones, one by id, and creation (`publish_posts`). */
export class EventController extends Controller {
  @Api({ namespace: 'events/v1', endpoint: '/events', name: 'listEvents' })
  list(params: Record<string, unknown>) {
    const today = String(current_time('Y-m-d'));
    const all = params.all === 'true' || params.all === '1';
    const posts = get_posts({ post_type: POST_TYPE, post_status: 'publish', numberposts: -1 }) as WP_Post[];
    const events = posts.map(toEvent).filter((e) => all || !isPast(e.date, today));
    events.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id));
    return { today, events };
  }

  @Api({ namespace: 'events/v1', endpoint: '/events', name: 'getEvent', params: { id: 'number' } })
  one(params: { id: number }) {
    const post = get_post(params.id);
    if (!(post instanceof WP_Post) || post.post_type !== POST_TYPE) {
      return new WP_Error('event_not_found', `No event with id ${params.id}`, { status: 404 });
    }
    return toEvent(post);
  }

  @Api({
    namespace: 'events/v1',
    endpoint: '/events',
    name: 'createEvent',
    methods: 'POST',
    params: { title: 'string', date: 'string' },
    // What WordPress's own POST /wp/v2/event needs to publish one (the post type's
    // publish_posts): a subscriber gets 403 rest_forbidden, an anonymous caller 401.
    permission: 'publish_posts',
  })
  create(params: { title: string; date: string }) {
    const date = normalizeDate(params.date);
    if (!date) return new WP_Error('event_bad_date', 'date must be a calendar date as YYYY-MM-DD', { status: 422 });
    const id = wp_insert_post({ post_type: POST_TYPE, post_status: 'publish', post_title: sanitize_text_field(params.title) }, true);
    if (id instanceof WP_Error) return id;
    update_post_meta(id, 'event_date', date);
    update_post_meta(id, 'event_closed', false);
    const post = get_post(id);
    return new WP_REST_Response(post instanceof WP_Post ? toEvent(post) : { id }, 201);
  }
}
