// The plugin's `Requires at least` (config `requiresWp`) against what its code calls: a
// WordPress function, method or class whose `@since` (copied from WordPress's PHPDoc into
// ts2wp/wordpress) is newer would be a fatal "undefined function" on the older sites the
// header admits, so the build says so at the call.
import path from 'node:path';
import ts from '#typescript';
import { Rules } from '../diagnostics/catalogue.js';
import { diagnosticAt, type Diagnostic } from '../diagnostics/diagnostic.js';
import { LIB_FILES } from '../libs.js';

/** `6.5.0` → [6, 5]: WordPress's major versions are x.y. */
export function majorVersion(version: string): [number, number] {
  const [major = 0, minor = 0] = version.split('.').map((n) => Number.parseInt(n, 10) || 0);
  return [major, minor];
}

/** Whether WordPress `version` comes after `than`, comparing major versions (6.5.2 is 6.5). */
export function isNewerWordPress(version: string, than: string): boolean {
  const [a, b] = majorVersion(version);
  const [x, y] = majorVersion(than);
  return a > x || (a === x && b > y);
}

/** Calls and `new` in the given files of WordPress API newer than `requiresWp`. */
export function checkWordPressVersions(
  files: readonly ts.SourceFile[],
  checker: ts.TypeChecker,
  requiresWp: string,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  // Whether each declaring file is ts2wp/wordpress's, resolved once per file for this check.
  const isWordPress = new Map<ts.SourceFile, boolean>();
  const inWordPress = (decl: ts.Node) => {
    const sf = decl.getSourceFile();
    let known = isWordPress.get(sf);
    if (known === undefined) isWordPress.set(sf, (known = path.resolve(sf.fileName) === LIB_FILES.wordpress));
    return known;
  };
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const decl = checker.getResolvedSignature(node)?.declaration;
      const since = decl && inWordPress(decl) && sinceOf(decl);
      if (since && isNewerWordPress(since, requiresWp)) {
        const name = ts.isNewExpression(node) ? `new ${node.expression.getText()}()` : `${calleeName(node)}()`;
        const needed = majorVersion(since).join('.');
        out.push(diagnosticAt(node.expression, Rules.NewerWordPressApi.newer(name, needed, since, requiresWp)));
      }
    }
    ts.forEachChild(node, visit);
  };
  for (const file of files) visit(file);
  return out;
}

function calleeName(node: ts.CallExpression): string {
  const callee = node.expression;
  return ts.isPropertyAccessExpression(callee)
    ? `${callee.expression.getText()}.${callee.name.text}`
    : callee.getText();
}

/** The version of a declaration's `@since` tag (its first one: when it was added). */
function sinceOf(decl: ts.Declaration): string | undefined {
  const tag = ts.getJSDocTags(decl).find((t) => t.tagName.text === 'since');
  const text = typeof tag?.comment === 'string' ? tag.comment : ts.getTextOfJSDocComment(tag?.comment);
  return text?.trim().split(/\s/)[0] || undefined;
}
