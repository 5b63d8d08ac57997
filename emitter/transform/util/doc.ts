// TypeScript doc comments, carried into the PHP.
import ts from '#typescript';

/**
 * A declaration's JSDoc as plain lines (markers and leading `*` removed), carried into the
 * PHP as its docblock: handlers, class methods and accessors, module functions.
 */
export function docComment(node: ts.Node): string | undefined {
  const text = node.getSourceFile().text;
  const docs = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc);
  const last = docs[docs.length - 1];
  if (!last) return undefined;
  const lines = text
    .slice(last.pos, last.end)
    .replace(/^\/\*\*\s?/, '')
    .replace(/\s*\*\/$/, '')
    .split(/\r?\n/)
    .map((l) => l.replace(/^\s*\* ?/, '').trimEnd());
  while (lines.length && !lines[0]) lines.shift();
  while (lines.length && !lines[lines.length - 1]) lines.pop();
  return lines.length ? lines.join('\n') : undefined;
}
