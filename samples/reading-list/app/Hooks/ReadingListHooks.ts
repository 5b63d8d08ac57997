import { Activate, Uninstall } from 'ts2wp';
import { dbDelta, wpdb } from 'ts2wp/wordpress';
import { TABLE } from '../lib/books';

/** The plugin's table: created (or brought up to date) on activation, dropped when the plugin is deleted. */
export class ReadingListHooks {
  /** dbDelta() wants one column per line and two spaces after PRIMARY KEY. */
  @Activate()
  activate(): void {
    dbDelta(`CREATE TABLE ${wpdb.prefix}${TABLE} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  title varchar(200) NOT NULL,
  author varchar(200) NOT NULL DEFAULT '',
  pages int(10) unsigned NOT NULL DEFAULT 0,
  finished tinyint(1) NOT NULL DEFAULT 0,
  added datetime NOT NULL,
  PRIMARY KEY  (id),
  KEY finished (finished)
) ${wpdb.get_charset_collate()};`);
  }

  /** Deactivating keeps the books; deleting the plugin removes them with the table. */
  @Uninstall()
  static uninstall(): void {
    wpdb.query(`DROP TABLE IF EXISTS ${wpdb.prefix}${TABLE}`);
  }
}
