import { Api, Controller } from 'ts2wp';
import { PRODUCTS, categoryPath, clamp, finalPrice, findProduct, type Product } from '../lib/catalog';

interface Cart {
  lines: { id: number; qty: number }[];
  coupon?: string | null;
  notes?: Record<string, string>;
}

export class ShopController extends Controller {
  /** Products, filtered and sorted as the query asks. */
  @Api({ namespace: 'shop/v1', endpoint: '/products' })
  list(params: Record<string, any>) {
    const perPage = clamp(Number(params.per_page) || 10, 1, 50);
    const page = Math.floor(Number(params.page)) || 1;
    const search = String(params.search || '').toLowerCase();
    const tag = params.tag ?? null;
    const sort = params.sort || 'name';
    const items = PRODUCTS.filter((p) => !search || p.name.toLowerCase().includes(search))
      .filter((p) => !tag || p.tags.includes(tag))
      .sort((a, b) => (sort === 'price' ? a.price - b.price || a.id - b.id : a.name.localeCompare(b.name)));
    return {
      page,
      perPage,
      total: items.length,
      items: items.slice((page - 1) * perPage, page * perPage).map((p) => ({
        id: p.id,
        name: p.name,
        price: finalPrice(p),
        inStock: (p.stock ?? 0) > 0,
        category: p.category?.label || p.category?.slug || 'uncategorized',
        path: categoryPath(p.category),
        sale: (p.discount && p.discount.percent > 0) || false,
      })),
    };
  }

  /** One product with its category chain, or an error for an unknown id. */
  @Api({ namespace: 'shop/v1', endpoint: '/product' })
  show(params: Record<string, any>) {
    const product = findProduct(Number(params.id));
    if (!product) return { error: 'not_found', id: Number(params.id) || null };
    const stockText = (product.stock && `${product.stock} left`) || (product.stock === 0 ? 'sold out' : 'ask');
    return {
      name: product.name,
      stock: stockText,
      parent: product.category?.parent?.slug ?? null,
      label: product.category?.parent?.label?.toUpperCase() || null,
      until: product.discount?.until?.slice(0, 4) ?? 'open',
      firstTag: product.tags[0] || '-',
    };
  }

  /** Totals of a cart posted as JSON. */
  @Api({ namespace: 'shop/v1', endpoint: '/cart', methods: ['POST'] })
  cart(params: Record<string, any>) {
    const cart: Cart = params.cart || { lines: [] };
    const notes: Record<string, string> = cart.notes || {};
    let total = 0;
    const missing: number[] = [];
    for (const line of cart.lines || []) {
      const product = findProduct(line.id);
      const qty = Math.max(0, Math.floor(line.qty)) || 1;
      if (product && (product.stock ?? qty) >= qty) total += finalPrice(product) * qty;
      else missing.push(line.id);
      notes[String(line.id)] ||= product?.name || 'unknown';
    }
    const coupon = cart.coupon?.trim().toUpperCase() || null;
    const off = (coupon && coupon.startsWith('TEN') && 10) || 0;
    return {
      total: Math.round(total * (100 - off)) / 100,
      coupon,
      missing: missing.length && missing,
      notes,
      summary: PRODUCTS.map((p: Product) => notes[String(p.id)] && `${p.id}:${notes[String(p.id)]}`).filter((s) => s),
    };
  }
}
