import { Api, Controller, type WP_REST_Request } from 'ts2wp';

export class ArticlesController extends Controller {
  @Api({ namespace: 'demo/v1', endpoint: '/articles', name: 'articles' })
  articles() {
    return [
      { id: 1, title: 'First' },
      { id: 2, title: 'Second' },
    ];
  }

  /**
   * Publishing an article needs what WordPress's own `POST /wp/v2/posts` needs to publish a
   * post: `publish_posts` (anonymous callers get 401, a subscriber 403 `rest_forbidden`).
   */
  @Api({ namespace: 'demo/v1', endpoint: '/articles', name: 'createArticle', methods: 'POST', permission: 'publish_posts' })
  create(params: Record<string, unknown>, request: WP_REST_Request) {
    const body = request.get_json_params() ?? request.get_body_params();
    return { created: true, title: String(body.title) };
  }
}
