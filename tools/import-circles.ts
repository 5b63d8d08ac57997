// Import circles in emitter/: the strongly connected components of the graph of its
// modules' imports, `import type` and `export … from` included (a type import still ties
// two files' layers together). Tarjan's algorithm; a component of one file is no circle.
import fs from 'node:fs';
import path from 'node:path';
import ts from '#typescript';

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'templates' ? [] : sources(full);
    return e.name.endsWith('.ts') && !e.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Each file's relative imports inside `dir`, as absolute .ts paths. */
function importGraph(dir: string): Map<string, string[]> {
  const files = sources(dir);
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, false);
    const targets = importedFiles
      .filter((i) => i.fileName.startsWith('.'))
      .map((i) => path.resolve(path.dirname(file), i.fileName.replace(/\.js$/, '.ts')))
      .filter((f) => known.has(f));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The import circles of the .ts files under `dir`, biggest first, each as paths relative to `dir`. */
export function importCircles(dir: string): string[][] {
  const graph = importGraph(dir);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)!) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(path.relative(dir, w));
    } while (w !== v);
    if (component.length > 1) circles.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return circles.sort((a, b) => b.length - a.length);
}
