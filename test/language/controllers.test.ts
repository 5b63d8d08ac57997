// Controllers sharing code (issue 16): an abstract base controller in app/Controllers with
// helpers, routes declared in concrete subclasses, and @Api options spread from an
// `as const` object. The handlers' behaviour is proven in
// test/differential/everyday-language.test.ts (its controller extends a base from app/lib).
import { describe, expect, it } from 'vitest';
import { compileProject } from '../../emitter/compile.js';
import { formatDiagnostics } from '../../emitter/diagnostics/diagnostic.js';
import { makeProject } from '../helpers/project.js';

const FILES = {
  'app/lib/api.ts':
    "export const BASE = { namespace: 'shop/v1', methods: ['GET'] } as const;\nexport const ADMIN = { ...BASE, permission: true } as const;\n",
  'app/Controllers/BaseController.ts': `import { Controller } from 'ts2wp';
export abstract class BaseController extends Controller {
  protected ok<T>(data: T) {
    return { ok: true, data };
  }
  protected get perPage(): number {
    return 10;
  }
}
`,
  'app/Controllers/ProductController.ts': `import { Api } from 'ts2wp';
import { BaseController } from './BaseController';
import { BASE } from '../lib/api';
export class ProductController extends BaseController {
  @Api({ ...BASE, endpoint: '/products' })
  list() {
    return this.ok({ perPage: this.perPage });
  }
  @Api({ ...BASE, endpoint: '/product', params: { id: 'number' } })
  show(params: { id: number }) {
    return this.ok(params.id);
  }
}
`,
  'app/Controllers/OrderController.ts': `import { Api } from 'ts2wp';
import { BaseController } from './BaseController';
import { ADMIN, BASE } from '../lib/api';
export class OrderController extends BaseController {
  @Api({ ...ADMIN, endpoint: '/orders', methods: ['GET', 'POST'] })
  orders() {
    return this.ok([]);
  }
  @Api({ ...BASE, namespace: 'shop/v2', endpoint: '/orders/count' })
  count() {
    return this.ok(0);
  }
}
`,
};

describe('controllers sharing a base and spread options', () => {
  const dir = makeProject(FILES);
  const result = compileProject(dir);

  it('compiles', () => {
    expect(result.files, formatDiagnostics(result.diagnostics, dir, false)).toBeDefined();
  });

  it('the base is an abstract PHP controller and the routes are the subclasses’', () => {
    const base = result.files!.get('app/Controllers/BaseController.php')!;
    expect(base).toMatch(/abstract class BaseController extends Controller/);
    expect(base).toMatch(/protected function get_perPage\(\) \{/);
    expect(result.files!.get('app/Controllers/ProductController.php')).toMatch(
      /class ProductController extends BaseController/,
    );
    expect(result.files!.get('app/Controllers/OrderController.php')).toMatch(
      /class OrderController extends BaseController/,
    );
  });

  it('spread options give each route its namespace, methods and permission', () => {
    const routes = [...result.files!].find(([rel]) => rel === 'routes.php')![1];
    expect(routes).not.toMatch(/BaseController/);
    const entry = (endpoint: string) => {
      const at = routes.indexOf(`'${endpoint}'`);
      expect(at, endpoint).toBeGreaterThanOrEqual(0);
      return routes.slice(Math.max(0, at - 200), at + 400);
    };
    expect(entry('/products')).toContain("'shop/v1'");
    expect(entry('/orders')).toMatch(/'permission' => true/);
    expect(entry('/orders')).toContain("'POST'");
    expect(entry('/orders/count')).toContain("'shop/v2'");
  });
});
