// Sample data and pure helpers shared by the controller (translated into a PHP module class).
export type Status = 'open' | 'done';

export interface Todo {
  id: number;
  title: string;
  status: Status;
  priority: number;
  tags: string[];
}

export const TODOS: Todo[] = [
  { id: 1, title: 'Write the spec', status: 'done', priority: 3, tags: ['docs'] },
  { id: 2, title: 'Translate handlers', status: 'open', priority: 5, tags: ['compiler', 'php'] },
  { id: 3, title: 'Boot WordPress offline', status: 'open', priority: 4, tags: ['e2e'] },
  { id: 4, title: 'Zip the plugin', status: 'done', priority: 2, tags: ['release'] },
  { id: 5, title: 'Benchmark the router', status: 'open', priority: 3, tags: ['perf', 'php'] },
  { id: 6, title: 'Fuzz the compiler', status: 'done', priority: 4, tags: ['tests'] },
  { id: 7, title: 'Write the README', status: 'open', priority: 1, tags: ['docs'] },
];

export function clamp(n: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, n));
}

export function matches(todo: Todo, query: string): boolean {
  const q = query.trim().toLowerCase();
  return q === '' || todo.title.toLowerCase().includes(q) || todo.tags.some((t) => t === q);
}
