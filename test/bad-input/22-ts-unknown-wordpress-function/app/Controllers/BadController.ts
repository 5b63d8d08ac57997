import { Api, Controller, type WP_REST_Request } from 'ts2wp';

import { no_such_wp_function } from 'ts2wp/wordpress';
void no_such_wp_function;
export class BadController extends Controller {
  @Api({ namespace: 'bad/v1' })
  handler() {
    return {};
  }
}
