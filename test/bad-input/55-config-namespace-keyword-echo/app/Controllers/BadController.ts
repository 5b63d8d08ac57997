import { Api, Controller, type WP_REST_Request } from 'ts2wp';

export class BadController extends Controller {
  @Api({ namespace: 'bad/v1' })
  handler() {
    return {};
  }
}
