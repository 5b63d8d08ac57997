import { Api, Controller } from 'ts2wp';
import { wpdb } from 'ts2wp/wordpress';

export class LogController extends Controller {
  /**
   * Deletes log rows older than `days`, 100 at a time, while any are left. The loop's
   * condition queries the table, and so does a statement inside it (a prepared query held
   * in a variable): the sniffs the condition's query turns off stay off through the body.
   */
  @Api({ namespace: 'cleanup/v1', endpoint: '/log', methods: ['POST'], permission: 'manage_options' })
  clear(params: { days: number }) {
    let batches = 0;
    do {
      const sql = wpdb.prepare(
        `DELETE FROM ${wpdb.prefix}cleanup_log WHERE logged < DATE_SUB(NOW(), INTERVAL %d DAY) LIMIT 100`,
        params.days,
      );
      wpdb.query(sql);
      batches++;
    } while (Number(wpdb.get_var(`SELECT COUNT(*) FROM ${wpdb.prefix}cleanup_log`)) > 0 && batches < 50);
    return { batches };
  }
}
