import { Api, Controller } from 'ts2wp';

export class UserController extends Controller {
  @Api({
    namespace: 'demo/v1',
    endpoint: '/user',
    name: 'user',
    params: { id: 'number', email: 'string', is_admin: 'boolean' },
  })
  user(params: { id: number; email: string; is_admin: boolean }) {
    return { id: params.id, email: params.email, is_admin: params.is_admin };
  }

  /**
   * Creating or changing a user needs what WordPress's own `/wp/v2/users` routes need:
   * `create_users` (POST) and `edit_users` (PUT); one route, so both.
   */
  @Api({
    namespace: 'demo/v1',
    endpoint: '/user',
    name: 'saveUser',
    methods: ['POST', 'PUT'],
    params: { id: 'number', email: 'string', is_admin: 'boolean' },
    permission: ['create_users', 'edit_users'],
  })
  save(params: { id: number; email: string; is_admin: boolean }) {
    return { id: params.id, email: params.email, is_admin: params.is_admin };
  }
}
