import { Api, Controller, type WP_REST_Request } from 'ts2wp';

import { A_NS } from '../lib/a';
export class BadController extends Controller {
  @Api({ namespace: A_NS })
  handler() {
    return {};
  }
}
