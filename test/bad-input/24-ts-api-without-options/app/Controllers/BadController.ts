import { Api, Controller, type WP_REST_Request } from 'ts2wp';

export class BadController extends Controller {
  // @ts-expect-error: Api needs its options
  @Api()
  handler() {
    return {};
  }
}
