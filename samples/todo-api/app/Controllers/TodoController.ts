import { Api, Controller, type WP_REST_Request } from 'ts2wp';
import { WP_Error, WP_REST_Response } from 'ts2wp/wordpress';
import { clamp, matches, TODOS, type Todo } from '../lib/todos';

const SORTS = ['id', 'title', 'priority'] as const;

export class TodoController extends Controller {
  /** GET /todos?status=open&q=php&sort=-priority&page=1&per_page=2 */
  @Api({ namespace: 'todo/v1', endpoint: '/todos', name: 'listTodos' })
  list(params: Record<string, unknown>) {
    const status = typeof params.status === 'string' ? params.status : 'all';
    const query = typeof params.q === 'string' ? params.q : '';
    const sortParam = typeof params.sort === 'string' ? params.sort : 'id';
    const descending = sortParam.startsWith('-');
    const key = descending ? sortParam.slice(1) : sortParam;
    if (!(SORTS as readonly string[]).includes(key)) {
      return new WP_Error('invalid_sort', `Sort by one of: ${SORTS.join(', ')}`, { status: 400 });
    }
    const perPage = clamp(Math.floor(Number(params.per_page ?? 3)) || 3, 1, 50);
    const filtered = TODOS.filter((t) => (status === 'all' || t.status === status) && matches(t, query));
    const sorted = [...filtered].sort((a, b) => {
      const av = a[key as keyof Todo];
      const bv = b[key as keyof Todo];
      const order = typeof av === 'string' && typeof bv === 'string' ? (av < bv ? -1 : av > bv ? 1 : 0) : Number(av) - Number(bv);
      return descending ? -order : order;
    });
    const pages = Math.max(1, Math.ceil(sorted.length / perPage));
    const page = clamp(Math.floor(Number(params.page ?? 1)) || 1, 1, pages);
    const items = sorted.slice((page - 1) * perPage, page * perPage).map(({ id, title, status: s, priority }) => ({ id, title, status: s, priority }));
    return { items, page, pages, total: filtered.length };
  }

  @Api({ namespace: 'todo/v1', endpoint: '/todos', name: 'getTodo', params: { id: 'number' } })
  one(params: { id: number }) {
    const todo = TODOS.find((t) => t.id === params.id);
    if (!todo) return new WP_Error('todo_not_found', `No todo with id ${params.id}`, { status: 404 });
    return { ...todo, tags: todo.tags.join(', ') };
  }

  /**
   * POST /todos with { title, priority, tags? } in the body: validated, then echoed as created.
   * Creating content needs what WordPress's own POST /wp/v2/posts needs to create one: `edit_posts`.
   * Several todos can be created in one `POST /wp-json/batch/v1` (`batch: true`).
   */
  @Api({ namespace: 'todo/v1', endpoint: '/todos', name: 'createTodo', methods: 'POST', params: { title: 'string', priority: 'number' }, permission: 'edit_posts', batch: true })
  create(params: { title: string; priority: number }, request: WP_REST_Request) {
    const errors: string[] = [];
    const title = params.title.trim().replace(/\s+/g, ' ');
    if (title.length === 0) errors.push('title is empty');
    if (title.length > 80) errors.push(`title is ${title.length - 80} characters too long`);
    if (!Number.isInteger(params.priority) || params.priority < 1 || params.priority > 5) errors.push('priority must be an integer from 1 to 5');
    if (errors.length) return new WP_Error('invalid_todo', errors.join('; '), { status: 422 });
    const body = request.get_json_params() ?? {};
    const tags = Array.isArray(body.tags) ? body.tags.map((t) => String(t).toLowerCase()) : [];
    const id = Math.max(...TODOS.map((t) => t.id)) + 1;
    const todo: Todo = { id, title, status: 'open', priority: params.priority, tags: tags.filter((t, i) => tags.indexOf(t) === i) };
    return new WP_REST_Response(todo, 201);
  }

  @Api({ namespace: 'todo/v1', endpoint: '/stats', name: 'todoStats' })
  stats() {
    const byStatus: Record<string, number> = {};
    // Tags are user text: a Map, so a tag named `constructor` counts like any other.
    const tagCounts = new Map<string, number>();
    for (const t of TODOS) {
      byStatus[t.status] = (byStatus[t.status] ?? 0) + 1;
      for (const tag of t.tags) tagCounts.set(tag, (tagCounts.get(tag) ?? 0) + 1);
    }
    const average = TODOS.reduce((sum, t) => sum + t.priority, 0) / TODOS.length;
    const topTags = [...tagCounts]
      .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))
      .slice(0, 3)
      .map(([tag, count]) => `${tag}×${count}`);
    return { byStatus, averagePriority: Math.round(average * 100) / 100, topTags };
  }
}
