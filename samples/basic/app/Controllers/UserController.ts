import { Api, Controller } from 'ts2wp';

export class UserController extends Controller {
  @Api({
    namespace: 'demo/v1',
    endpoint: '/user',
    name: 'user',
    methods: ['GET', 'POST', 'PUT'],
    params: { id: 'number', email: 'string', is_admin: 'boolean' },
  })
  user(params: { id: number; email: string; is_admin: boolean }) {
    return { id: params.id, email: params.email, is_admin: params.is_admin };
  }
}
