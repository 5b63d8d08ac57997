import { Api, Controller } from 'ts2wp';

export class QueueController extends Controller {
  /**
   * Takes up to `max` items off the queue, until one says 'stop'. The loop's test holds an
   * assignment used as a value, and reads the queue's length before every turn: both stay
   * where the TypeScript has them.
   */
  @Api({ namespace: 'cleanup/v1', endpoint: '/queue', methods: ['POST'], permission: 'manage_options' })
  drain(params: { items: string[]; max: number }) {
    const done: string[] = [];
    let last = '';
    while (
      done.length < params.max &&
      done.length < params.items.length &&
      (last = params.items[done.length].trim()) !== 'stop'
    ) {
      done.push(last);
    }
    for (let i = 0; i < done.length && done[i] !== last; i++) {
      done[i] = done[i].toUpperCase();
    }
    return { done, last };
  }
}
