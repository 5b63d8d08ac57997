import { Api, Controller, type WP_REST_Request } from 'ts2wp';

export class BadController extends Controller {
  // @ts-ignore: TypeScript rejects this too
  @Api({ namespace: 'bad/v1' })
  handler = 1;
}
