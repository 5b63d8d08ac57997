import { Api, Controller, type WP_REST_Request } from 'ts2wp';

void Controller;
export class BadController {
  @Api({ namespace: 'bad/v1' })
  handler() {
    return {};
  }
}
