// Seed-form PHP controllers: a class under app/Controllers/ extending the framework
// Controller, with `#[Api(...)]` on public methods. Their attributes are read at build
// time with php-parser into the same route model (same checks, same diagnostics), and
// the file is copied with its framework and app namespaces scoped to the plugin.
import path from 'node:path';
import { readUtf8 } from './config.js';
import { Rules, type Problem } from '../diagnostics/catalogue.js';
import {
  asWarning,
  diagnosticInFile,
  diagnosticInSourceFile,
  messageOf,
  type Diagnostic,
} from '../diagnostics/diagnostic.js';
import type { RouteModel } from '../model.js';
import { parsePhp } from '../output/validate.js';
import type { StaticValue } from './evaluate.js';
import { validateOptions } from './options.js';
import { phpHandlerResponses } from './php-return-type.js';
import type { HandlerResponses } from '../openapi/schema.js';

interface PhpNode {
  kind: string;
  loc?: { start: { offset: number; line: number; column: number }; end: { offset: number } };
  [key: string]: any;
}

export interface PhpController {
  className: string;
  file: string;
  /** The file's text with `Framework\…` and `App\…` names moved under the plugin namespace. */
  scope(phpNamespace: string): string;
}

export interface PhpAnalysis {
  controllers: PhpController[];
  routes: RouteModel[];
  /** What each route's handler says it answers (php-return-type.ts), when it says. */
  responses: Map<RouteModel, HandlerResponses>;
  diagnostics: Diagnostic[];
}

/** Attribute argument names in the order of Api's constructor (positional arguments). */
const API_ARGS = ['namespace', 'endpoint', 'name', 'methods', 'params', 'permission', 'batch', 'patterns', 'barePath'];

export function analyzePhpControllers(files: string[], projectDir: string): PhpAnalysis {
  const out: PhpAnalysis = { controllers: [], routes: [], responses: new Map(), diagnostics: [] };
  for (const file of files) {
    const text = readUtf8(file);
    const at = (node: PhpNode | undefined, problem: Problem) => {
      const start = node?.loc?.start.offset ?? 0;
      return diagnosticInFile(file, text, start, (node?.loc?.end.offset ?? start + 1) - start, problem);
    };
    const report = (node: PhpNode | undefined, problem: Problem) => {
      out.diagnostics.push(at(node, problem));
    };
    const parsed = parsePhp(file, text);
    if (!parsed.ast) {
      const { file: source, start, length } = parsed.diagnostic!;
      out.diagnostics.push(
        diagnosticInSourceFile(source!, start!, length!, Rules.PhpSyntax.parse(messageOf(parsed.diagnostic!))),
      );
      continue;
    }
    const rel = path.relative(projectDir, file).split(path.sep).join('/');
    const names: { offset: number; length: number; name: string }[] = [];
    const uses = new Map<string, string>();
    let namespace = '';
    let namespaceEnd = -1;
    let classes = 0;

    const visit = (node: PhpNode) => {
      if (node.kind === 'namespace') {
        namespace = node.name;
        names.push(nameAt(text, node, node.name));
        namespaceEnd = text.indexOf(';', node.loc!.start.offset);
      }
      if (node.kind === 'usegroup') {
        for (const item of node.items as PhpNode[]) {
          const full = String(item.name).replace(/^\\/, '');
          uses.set((item.alias?.name ?? full.split('\\').pop()).toLowerCase(), full);
          names.push(nameAt(text, item, item.name));
        }
      }
      if (node.kind === 'class') {
        classes++;
        analyzeClass(node);
        return;
      }
      for (const child of (node.children ?? []) as PhpNode[]) visit(child);
    };

    const resolve = (name: string): string => {
      if (name.startsWith('\\')) return name.slice(1);
      const [first, ...rest] = name.split('\\');
      const imported = uses.get(first.toLowerCase());
      if (imported) return [imported, ...rest].join('\\');
      return namespace ? `${namespace}\\${name}` : name;
    };

    const analyzeClass = (cls: PhpNode) => {
      const className: string = cls.name?.name ?? '';
      const parent = cls.extends ? resolve(cls.extends.name) : '';
      if (!/(^|\\)Framework\\Controller$/.test(parent)) {
        report(cls.name ?? cls, Rules.NotAController.phpNotExtending(className));
        return;
      }
      if (path.basename(file, '.php') !== className) {
        report(cls.name ?? cls, Rules.NotAController.phpWrongFile(className));
        return;
      }
      out.controllers.push({
        className,
        file,
        scope: (ns) => withAbspathGuard(scopeNames(text, names, ns), namespaceEnd),
      });
      for (const member of (cls.body ?? []) as PhpNode[]) {
        for (const group of (member.attrGroups ?? []) as PhpNode[]) {
          for (const attr of group.attrs as PhpNode[]) {
            if (!/(^|\\)Framework\\Attributes\\Api$/.test(resolve(attr.name))) continue;
            if (member.kind !== 'method') {
              report(attr, Rules.NotAMethod.phpAttribute());
              continue;
            }
            if (member.visibility && member.visibility !== 'public') {
              report(attr, Rules.PrivateHandler.phpAttribute());
              continue;
            }
            if (member.isStatic) {
              report(attr, Rules.StaticHandler.phpAttribute());
              continue;
            }
            const options = readAttribute(attr, report);
            if (!options) continue;
            const result = validateOptions(options.values);
            for (const p of result.problems) {
              if (p.warning) out.diagnostics.push(asWarning(at(attr, p.problem)));
              else report(options.nodes.get(p.key) ?? attr, p.problem);
            }
            if (!result.route) continue;
            const start = group.loc!.start;
            const route: RouteModel = {
              ...result.route,
              controller: className,
              handler: member.name.name,
              raw: true,
              pos: {
                file: rel,
                line: start.line,
                col: start.column + 1,
                start: start.offset,
                length: group.loc!.end.offset - start.offset,
              },
            };
            out.routes.push(route);
            const responses = phpHandlerResponses(docblockBefore(text, member), returnTypeText(text, member));
            if (responses) out.responses.set(route, responses);
          }
        }
      }
    };

    visit(parsed.ast as PhpNode);
    if (classes !== 1) report(parsed.ast as PhpNode, Rules.NotAController.phpClassCount(classes));
  }
  return out;
}

function readAttribute(
  attr: PhpNode,
  report: (node: PhpNode | undefined, problem: Problem) => void,
): { values: Record<string, StaticValue>; nodes: Map<string, PhpNode> } | undefined {
  const values: Record<string, StaticValue> = {};
  const nodes = new Map<string, PhpNode>();
  let ok = true;
  (attr.args as PhpNode[]).forEach((arg, i) => {
    const key = arg.kind === 'namedargument' ? String(arg.name) : API_ARGS[i];
    const valueNode = arg.kind === 'namedargument' ? arg.value : arg;
    if (!key) {
      report(arg, Rules.UnknownOption.phpAttribute(API_ARGS));
      ok = false;
      return;
    }
    const value = phpLiteral(valueNode);
    if (value === undefined) {
      report(valueNode, Rules.OptionNotStatic.phpAttribute(key));
      ok = false;
      return;
    }
    values[key] = value;
    nodes.set(key, arg);
  });
  return ok ? { values, nodes } : undefined;
}

/** The value of a PHP literal expression, or undefined when it is not one. */
function phpLiteral(node: PhpNode): StaticValue | undefined {
  switch (node.kind) {
    case 'string':
      return String(node.value);
    case 'number':
      return Number(node.value);
    case 'boolean':
      return Boolean(node.value);
    case 'nullkeyword':
      return null;
    case 'name':
      if (/^(true|false|null)$/i.test(node.name))
        return node.name.toLowerCase() === 'null' ? null : node.name.toLowerCase() === 'true';
      return undefined;
    case 'unary':
      if (node.type === '-' && node.what.kind === 'number') return -Number(node.what.value);
      return undefined;
    case 'array': {
      const items = node.items as PhpNode[];
      if (items.every((it) => !it.key)) {
        const list: StaticValue[] = [];
        for (const it of items) {
          const v = phpLiteral(it.value);
          if (v === undefined) return undefined;
          list.push(v);
        }
        return list;
      }
      const obj: Record<string, StaticValue> = {};
      for (const it of items) {
        const key = it.key ? phpLiteral(it.key) : undefined;
        const v = phpLiteral(it.value);
        if (key === undefined || key === null || typeof key === 'object' || v === undefined) return undefined;
        obj[String(key)] = v;
      }
      return obj;
    }
  }
  return undefined;
}

/** The `/** … *\/` just before a method (before its attributes, or between them and it). */
function docblockBefore(text: string, method: PhpNode): string | undefined {
  const starts = [method, ...((method.attrGroups ?? []) as PhpNode[])].map((n) => n.loc!.start.offset);
  const before = text.slice(0, Math.min(...starts));
  const doc = /\/\*\*(?:(?!\*\/)[\s\S])*\*\/\s*$/.exec(before);
  if (doc) return doc[0];
  // php-parser may start the method at its attributes: a docblock between them and the method.
  const head = text.slice(method.loc!.start.offset, method.name.loc?.start.offset ?? method.loc!.start.offset);
  return /\/\*\*(?:(?!\*\/)[\s\S])*\*\//.exec(head)?.[0];
}

/** The text of a method's declared return type (`?array`, `array|\WP_Error`), if any. */
function returnTypeText(text: string, method: PhpNode): string | undefined {
  const type = method.type as PhpNode | undefined;
  if (!type?.loc) return undefined;
  const written = text.slice(type.loc.start.offset, type.loc.end.offset);
  return method.nullable && !written.startsWith('?') ? `?${written}` : written;
}

/** The span of a name inside a namespace or use statement. */
function nameAt(text: string, node: PhpNode, name: string): { offset: number; length: number; name: string } {
  const offset = text.indexOf(name, node.loc!.start.offset);
  return { offset, length: name.length, name };
}

/** Rewrites `Framework\…` and `App\…` names (namespace and use statements) under `ns`. */
function scopeNames(text: string, names: { offset: number; length: number; name: string }[], ns: string): string {
  let out = text;
  for (const n of [...names].sort((a, b) => b.offset - a.offset)) {
    const bare = n.name.replace(/^\\/, '');
    if (!/^(Framework|App)(\\|$)/.test(bare)) continue;
    out = `${out.slice(0, n.offset)}${ns}\\${bare}${out.slice(n.offset + n.length)}`;
  }
  return out;
}

/** Adds `defined( 'ABSPATH' ) || exit;` after the namespace statement when the file lacks it. */
function withAbspathGuard(text: string, namespaceEnd: number): string {
  if (/defined\s*\(\s*['"]ABSPATH['"]\s*\)/.test(text)) return text;
  // namespaceEnd is an offset in the original text; scoping only changed names before it
  // grows the text, so find the statement again.
  const end = namespaceEnd >= 0 ? text.search(/namespace\s+[^;]+;/) : -1;
  const at = end >= 0 ? text.indexOf(';', end) + 1 : text.indexOf('<?php') + '<?php'.length;
  return `${text.slice(0, at)}\n\ndefined( 'ABSPATH' ) || exit;\n${text.slice(at)}`;
}
