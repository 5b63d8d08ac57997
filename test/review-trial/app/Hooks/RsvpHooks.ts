import { Action, Activate, Cron, Deactivate, Filter, Uninstall } from 'ts2wp';
import {
  __,
  add_option,
  dbDelta,
  delete_option,
  esc_html,
  flush_rewrite_rules,
  get_post_type,
  get_posts,
  get_the_ID,
  register_post_meta,
  register_post_type,
  unregister_post_type,
  wp_delete_post,
  wpdb,
} from 'ts2wp/wordpress';
import { countsFor } from '../Controllers/RsvpController.js';
import { DEFAULT_SETTINGS, META_CAPACITY, META_DATE, OPTION, POST_TYPE, readSettings, TABLE } from '../lib/rsvp.js';

/** The event post type, the responses table, and the count under each event. */
export class RsvpHooks {
  @Action('init')
  registerTypes(): void {
    register_post_type(POST_TYPE, {
      label: __('Events', 'rsvp-desk'),
      public: true,
      show_in_rest: true,
      supports: ['title', 'editor'],
      has_archive: true,
      rewrite: { slug: 'events' },
    });
    register_post_meta(POST_TYPE, META_DATE, { type: 'string', single: true, show_in_rest: true, default: '' });
    register_post_meta(POST_TYPE, META_CAPACITY, { type: 'integer', single: true, show_in_rest: true, default: 0 });
  }

  /** An event's page ends with how many are coming. */
  @Filter('the_content', 20)
  addCount(content: string): string {
    const id = get_the_ID();
    if (id === false || get_post_type(id) !== POST_TYPE || !readSettings().showCount) return content;
    const counts = countsFor(id);
    /* translators: 1: people going (guests included), 2: people who may come */
    const line = __('Going: %1$d, maybe: %2$d', 'rsvp-desk')
      .replace('%1$d', String(counts.yes + counts.guests))
      .replace('%2$d', String(counts.maybe));
    return `${content}\n<p class="rsvpdesk-count">${esc_html(line)}</p>`;
  }

  /** The table (dbDelta keeps an existing one up to date) and default settings. */
  @Activate()
  activate(): void {
    dbDelta(`CREATE TABLE ${wpdb.prefix}${TABLE} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  event_id bigint(20) unsigned NOT NULL,
  user_id bigint(20) unsigned NOT NULL,
  answer varchar(10) NOT NULL,
  guests tinyint(3) unsigned NOT NULL DEFAULT 0,
  note text NOT NULL,
  updated datetime NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY event_user (event_id,user_id),
  KEY user_id (user_id)
) ${wpdb.get_charset_collate()};`);
    add_option(OPTION, { ...DEFAULT_SETTINGS });
    this.registerTypes();
    flush_rewrite_rules();
  }

  @Deactivate()
  deactivate(): void {
    unregister_post_type(POST_TYPE);
    flush_rewrite_rules();
  }

  /** Answers to events deleted more than a day ago are dropped every night. */
  @Cron('daily', 'rsvpdesk_prune_orphans')
  pruneOrphans(): void {
    const ids = get_posts({ post_type: POST_TYPE, post_status: 'any', numberposts: -1, fields: 'ids' });
    if (ids.length === 0) {
      wpdb.query(`DELETE FROM ${wpdb.prefix}${TABLE}`);
      return;
    }
    const known = wpdb.get_col(`SELECT DISTINCT event_id FROM ${wpdb.prefix}${TABLE}`);
    for (const eventId of known) {
      if (!ids.includes(Number(eventId))) wpdb.delete(`${wpdb.prefix}${TABLE}`, { event_id: Number(eventId) }, ['%d']);
    }
  }

  /** Deleting the plugin removes its table, its option and its events. */
  @Uninstall()
  static uninstall(): void {
    wpdb.query(`DROP TABLE IF EXISTS ${wpdb.prefix}${TABLE}`);
    delete_option(OPTION);
    const ids = get_posts({ post_type: POST_TYPE, post_status: 'any', numberposts: -1, fields: 'ids' });
    for (const id of ids) wp_delete_post(id, true);
  }
}
