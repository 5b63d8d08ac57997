import { Api, Controller } from 'ts2wp';
import { __, esc_html, esc_html__, get_option, update_option, wp_die } from 'ts2wp/wordpress';

const OPTION = 'newsletter_unsubscribe_list';

/** An unsubscribe link answers with a page: wp_die() prints its message and title into it. */
export class UnsubscribeController extends Controller {
  @Api({ namespace: 'newsletter/v1', endpoint: '/unsubscribe', params: { token: 'string' } })
  unsubscribe(params: { token: string }) {
    if (!/^[a-f0-9]{32}$/.test(params.token)) {
      // Escaped: a translated literal, and a value through esc_html().
      wp_die(esc_html__('This link is not valid.', 'newsletter-unsubscribe'), esc_html(params.token));
    }
    const list = (get_option(OPTION) || []) as string[];
    if (!list.includes(params.token)) {
      // A literal, or a choice between literals, needs no escaping.
      wp_die(list.length ? 'You are not on the list.' : 'The list is empty.', 'Unsubscribe');
    }
    update_option(
      OPTION,
      list.filter((t) => t !== params.token),
    );
    return { unsubscribed: true };
  }

  @Api({ namespace: 'newsletter/v1', endpoint: '/resubscribe', params: { token: 'string' } })
  resubscribe(params: { token: string }) {
    if (params.token.length !== 32) {
      // Not escaped: the token, and a translation that only __() wraps.
      wp_die('No subscriber has the token ' + params.token, __('Resubscribe', 'newsletter-unsubscribe'));
    }
    const list = (get_option(OPTION) || []) as string[];
    update_option(OPTION, [...list, params.token]);
    return { subscribed: true };
  }
}
