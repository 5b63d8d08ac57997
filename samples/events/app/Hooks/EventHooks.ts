import { Action, Activate, Cron, Deactivate, Filter, Uninstall } from 'ts2wp';
import {
  add_option,
  current_time,
  delete_option,
  flush_rewrite_rules,
  get_option,
  get_post_meta,
  get_post_type,
  get_posts,
  get_the_ID,
  register_post_meta,
  register_post_type,
  unregister_post_type,
  update_post_meta,
  wp_delete_post,
} from 'ts2wp/wordpress';
import { DEFAULT_SETTINGS, OPTION, POST_TYPE, metaFlag, readSettings, toClose, withBanner } from '../lib/events';

/** The event post type, its lifecycle and its nightly clean-up. */
export class EventHooks {
  /** The post type and its meta, shown in the REST API (wp/v2/event). */
  @Action('init')
  registerTypes(): void {
    register_post_type(POST_TYPE, {
      label: 'Events',
      public: true,
      show_in_rest: true,
      supports: ['title', 'editor', 'custom-fields'],
      has_archive: true,
    });
    register_post_meta(POST_TYPE, 'event_date', { type: 'string', single: true, show_in_rest: true, default: '' });
    register_post_meta(POST_TYPE, 'event_closed', { type: 'boolean', single: true, show_in_rest: true, default: false });
    register_post_meta(POST_TYPE, 'event_capacity', { type: 'integer', single: true, show_in_rest: true, default: 0 });
  }

  /** An event's page starts with its date, and says when it is closed. */
  @Filter('the_content', 20)
  addBanner(content: string): string {
    const id = get_the_ID();
    if (id === false || get_post_type(id) !== POST_TYPE) return content;
    const settings = readSettings(get_option(OPTION));
    if (!settings.banner) return content;
    const capacity = Number(get_post_meta(id, 'event_capacity', true)) || settings.defaultCapacity;
    return withBanner(content, String(get_post_meta(id, 'event_date', true)), metaFlag(get_post_meta(id, 'event_closed', true)), capacity);
  }

  /** Default settings (add_option keeps what an earlier activation stored) and the permalinks of /event/<slug>/. */
  @Activate()
  activate(): void {
    add_option(OPTION, { ...DEFAULT_SETTINGS });
    // Activation runs after init: register the type now so the rewrite rules include it.
    this.registerTypes();
    flush_rewrite_rules();
  }

  /** The cron event is cleared by ts2wp; settings and events stay until the plugin is deleted. */
  @Deactivate()
  deactivate(): void {
    unregister_post_type(POST_TYPE);
    flush_rewrite_rules();
  }

  /** Every night: events whose date has passed are closed. */
  @Cron('daily', 'typescript_events_close_past')
  closePast(): void {
    const today = String(current_time('Y-m-d'));
    const ids = get_posts({ post_type: POST_TYPE, post_status: 'any', numberposts: -1, fields: 'ids' }) as number[];
    const events = ids.map((id) => ({
      id,
      date: String(get_post_meta(id, 'event_date', true)),
      closed: metaFlag(get_post_meta(id, 'event_closed', true)),
    }));
    for (const id of toClose(events, today)) update_post_meta(id, 'event_closed', true);
  }

  /** Deleting the plugin removes its option and its events. */
  @Uninstall()
  static uninstall(): void {
    delete_option(OPTION);
    const ids = get_posts({ post_type: POST_TYPE, post_status: 'any', numberposts: -1, fields: 'ids' }) as number[];
    for (const id of ids) wp_delete_post(id, true);
  }
}
