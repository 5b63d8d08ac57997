import { Api, Controller } from 'ts2wp';

export class GreetingController extends Controller {
  @Api({ namespace: 'demo/v1', endpoint: '/hello', name: 'greeting', params: { name: 'string', age: 'number' } })
  hello(params: { name: string; age: number }) {
    return { message: `Hello ${params.name}, you are ${params.age}` };
  }
}
