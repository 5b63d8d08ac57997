export interface Product {
  id: number;
  name: string;
  price: number;
  stock?: number | null;
  category?: Category | null;
  tags: string[];
  discount?: { percent: number; until?: string } | null;
}

export interface Category {
  slug: string;
  parent?: Category | null;
  label?: string;
}

const tools: Category = { slug: 'tools', label: 'Tools' };

export const PRODUCTS: Product[] = [
  { id: 1, name: 'Hammer', price: 12.5, stock: 4, category: { slug: 'hand', parent: tools }, tags: ['steel'] },
  { id: 2, name: 'Saw', price: 20, stock: 0, category: tools, tags: [], discount: { percent: 10 } },
  { id: 3, name: 'Tape', price: 3, stock: null, category: null, tags: ['yellow', 'metric'] },
  { id: 4, name: 'Drill', price: 89.9, tags: ['cordless'], discount: { percent: 0, until: '2030-01-01' } },
];

export function findProduct(id: number): Product | undefined {
  return PRODUCTS.find((p) => p.id === id);
}

export function categoryPath(category: Category | null | undefined): string {
  const parent = category?.parent;
  return (parent ? categoryPath(parent) + '/' : '') + (category?.slug ?? 'none');
}

/** The price after discount, or the list price. */
export function finalPrice(product: Product): number {
  const percent = product.discount?.percent || 0;
  return Math.round(product.price * (100 - percent)) / 100;
}

export function clamp(n: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, n));
}
