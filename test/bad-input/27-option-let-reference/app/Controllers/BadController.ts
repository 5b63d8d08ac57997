import { Api, Controller, type WP_REST_Request } from 'ts2wp';

let ns = 'bad/v1';
ns = 'other/v1';
export class BadController extends Controller {
  @Api({ namespace: ns })
  handler() {
    return {};
  }
}
