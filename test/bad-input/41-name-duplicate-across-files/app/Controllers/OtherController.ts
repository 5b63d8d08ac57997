import { Api, Controller, type WP_REST_Request } from 'ts2wp';

export class OtherController extends Controller {
  @Api({ namespace: 'bad/v1', endpoint: '/b', name: 'same' })
  handler() {
    return {};
  }
}
