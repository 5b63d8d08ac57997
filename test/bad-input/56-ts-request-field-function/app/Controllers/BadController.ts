import { Api, Controller } from 'ts2wp';

interface NewOrder {
  sku: string;
  quantity: number;
  onShipped: (trackingId: string) => void;
}

export class BadController extends Controller {
  @Api({ namespace: 'bad/v1', endpoint: '/orders', methods: 'POST' })
  create(params: NewOrder) {
    return { sku: params.sku, quantity: params.quantity };
  }
}
