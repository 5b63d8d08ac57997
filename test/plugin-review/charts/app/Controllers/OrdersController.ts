import { Api, Controller } from 'ts2wp';
import { get_posts, WP_Post } from 'ts2wp/wordpress';

/** Recent orders for the charts: one query too large for review, the others paged or bounded. */
export class OrdersController extends Controller {
  @Api({ namespace: 'sales-charts/v1', endpoint: '/orders' })
  orders() {
    const posts = get_posts({ post_type: 'shop_order', posts_per_page: 500, post_status: 'any' });
    return posts.filter((p) => p instanceof WP_Post).map((p) => p.ID);
  }

  @Api({ namespace: 'sales-charts/v1', endpoint: '/totals' })
  totals() {
    // Arguments held first in a map: a count written as a string of digits.
    const recentArgs: Record<string, unknown> = { post_type: 'shop_order', numberposts: '250', fields: 'ids' };
    const recent = get_posts(recentArgs);
    const page = get_posts({ post_type: 'shop_order', posts_per_page: 100, paged: 2 });
    const all = get_posts({ post_type: 'shop_order', numberposts: -1, fields: 'ids' });
    return { recent: recent.length, page: page.length, all: all.length };
  }
}
