import { Api, Controller, type WP_REST_Request } from 'ts2wp';

export class ArticlesController extends Controller {
  @Api({ namespace: 'demo/v1', endpoint: '/articles', name: 'articles', methods: ['GET', 'POST'] })
  articles(params: Record<string, unknown>, request: WP_REST_Request) {
    if (request.get_method() === 'POST') {
      const body = request.get_json_params() ?? request.get_body_params();
      return { created: true, title: String(body.title) };
    }
    return [
      { id: 1, title: 'First' },
      { id: 2, title: 'Second' },
    ];
  }
}
