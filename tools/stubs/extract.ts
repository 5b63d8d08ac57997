// Reads a WordPress core folder with php-parser: the version, the public functions of
// wp-includes/*.php (and EXTRA_FILES), and the public members of CLASSES, typed from
// their PHPDoc. The result is a plain model that generate.ts prints.
import fs from 'node:fs';
import path from 'node:path';
import { Engine } from 'php-parser';
import { CLASSES, EXTRA_FILES, LOAD_NOTES, SKIPPED_FILES, TYPE_OVERRIDES, UNDERSCORE_FUNCTIONS } from './overrides.js';
import {
  isValidIdentifier,
  parseDocBlock,
  parseParamTag,
  parseTypeTag,
  phpTypeToTs,
  tsParamName,
  union,
  type DocBlock,
  type TypeContext,
} from './phpdoc.js';

export interface StubParam {
  /** The TypeScript name (`default_` for PHP's `$default`). */
  name: string;
  type: string;
  optional: boolean;
  rest: boolean;
  byRef: boolean;
  description: string;
}

export interface StubFunction {
  name: string;
  params: StubParam[];
  returns: string;
  returnDescription: string;
  summary: string;
  since?: string;
  /** Path relative to the WordPress folder. */
  file: string;
  note?: string;
}

export interface StubProperty {
  name: string;
  type: string;
  summary: string;
  readonly: boolean;
}

export interface StubClass {
  name: string;
  parent?: string;
  summary: string;
  since?: string;
  file: string;
  constructorParams: StubParam[];
  constructorSummary: string;
  methods: StubFunction[];
  properties: StubProperty[];
}

export interface StubModel {
  wordpressVersion: string;
  functions: StubFunction[];
  classes: StubClass[];
}

interface PhpNode {
  kind: string;
  loc?: { start: { offset: number }; end: { offset: number } };
  leadingComments?: { kind: string; value: string; offset: number; loc?: { end: { offset: number } } }[];
  [key: string]: any;
}

const engine = new Engine({
  parser: { php8: true, version: '8.3', suppressErrors: false, extractDoc: true },
  ast: { withPositions: true },
});

/**
 * php-parser rejects `clone( $x )` (valid PHP; wp_clone() uses it): rewritten to
 * `clone $x` padded to the same length, so offsets still match the original code.
 */
function parserWorkarounds(code: string): string {
  return code.replace(/\bclone\s*\(\s*(\$\w+)\s*\)/g, (all, variable: string) =>
    `clone ${variable}`.padEnd(all.length, ' '),
  );
}

/** `$wp_version` from wp-includes/version.php. */
export function readWordPressVersion(wpDir: string): string {
  const file = path.join(wpDir, 'wp-includes', 'version.php');
  if (!fs.existsSync(file))
    throw new Error(`${wpDir} is not a WordPress folder: ${path.join('wp-includes', 'version.php')} is missing.`);
  const match = /^\$wp_version\s*=\s*'([\w.+-]+)'\s*;/m.exec(fs.readFileSync(file, 'utf8'));
  if (!match) throw new Error(`Cannot read $wp_version from ${file}.`);
  return match[1];
}

export function extractWordPress(wpDir: string): StubModel {
  const wordpressVersion = readWordPressVersion(wpDir);
  const phpFiles = (dir: string) =>
    fs.existsSync(path.join(wpDir, dir))
      ? fs
          .readdirSync(path.join(wpDir, dir))
          .filter((f) => f.endsWith('.php'))
          .sort()
          .map((f) => `${dir}/${f}`)
      : [];
  const functionFiles = [...phpFiles('wp-includes').filter((f) => !SKIPPED_FILES.has(f)), ...EXTRA_FILES];
  const classFiles = [...phpFiles('wp-includes'), ...phpFiles('wp-includes/rest-api')];

  const parsed = new Map<string, { ast: PhpNode; code: string }>();
  const parse = (rel: string) => {
    let entry = parsed.get(rel);
    if (!entry) {
      const full = path.join(wpDir, rel);
      if (!fs.existsSync(full)) throw new Error(`${rel} is missing from ${wpDir}.`);
      const code = fs.readFileSync(full, 'utf8');
      try {
        entry = { ast: engine.parseCode(parserWorkarounds(code), rel) as unknown as PhpNode, code };
      } catch (error) {
        throw new Error(`Cannot parse ${rel}: ${(error as Error).message}`);
      }
      parsed.set(rel, entry);
    }
    return entry;
  };

  // Classes first: their names are the types functions may mention.
  const classNodes = new Map<string, { node: PhpNode; code: string; file: string }>();
  const wanted = new Set<string>(CLASSES);
  for (const rel of classFiles) {
    const { ast, code } = parse(rel);
    for (const node of topLevel(ast)) {
      if (node.kind === 'class' && wanted.has(node.name?.name) && !classNodes.has(node.name.name)) {
        classNodes.set(node.name.name, { node, code, file: rel });
      }
    }
  }
  const missing = CLASSES.filter((c) => !classNodes.has(c));
  if (missing.length) throw new Error(`Classes not found in ${wpDir}: ${missing.join(', ')}.`);
  const classNames = new Map<string, string>(CLASSES.map((c) => [c.toLowerCase(), c]));

  const classes = [...classNodes.values()]
    .map(({ node, code, file }) => extractClass(node, code, file, classNames, classNodes))
    .sort((a, b) => compare(a.name, b.name));

  const functions = new Map<string, { fn: StubFunction; conditional: boolean }>();
  for (const rel of functionFiles) {
    const { ast, code } = parse(rel);
    for (const { node, conditional } of functionNodes(ast)) {
      const name: string = node.name?.name ?? '';
      if (!isValidIdentifier(name) || (name.startsWith('_') && !UNDERSCORE_FUNCTIONS.has(name))) continue;
      const doc = docOf(node, code);
      if (isHidden(doc) || /\b_deprecated_function\s*\(\s*__FUNCTION__/.test(sourceOf(node, code))) continue;
      const key = name.toLowerCase();
      const seen = functions.get(key);
      // A function defined twice (a fallback in *-compat.php and the real one): keep the unconditional one.
      if (seen && (conditional || !seen.conditional)) continue;
      const ctx: TypeContext = { classes: classNames, position: 'param' };
      const fn = extractFunction(node, code, doc, name, name, ctx, rel);
      if (LOAD_NOTES[rel]) fn.note = LOAD_NOTES[rel];
      functions.set(key, { fn, conditional });
    }
  }

  return {
    wordpressVersion,
    functions: [...functions.values()].map((f) => f.fn).sort((a, b) => compare(a.name, b.name)),
    classes,
  };
}

function extractClass(
  node: PhpNode,
  code: string,
  file: string,
  classNames: Map<string, string>,
  all: Map<string, { node: PhpNode; code: string; file: string }>,
): StubClass {
  const name: string = node.name.name;
  const doc = docOf(node, code);
  const parentName = node.extends ? String(node.extends.name).replace(/^\\/, '') : undefined;
  const parent = parentName && all.has(parentName) ? parentName : undefined;
  const cls: StubClass = {
    name,
    parent,
    summary: doc.summary,
    since: tag(doc, 'since'),
    file,
    constructorParams: [],
    constructorSummary: '',
    methods: [],
    properties: [],
  };
  const ctx = (position: TypeContext['position']): TypeContext => ({ classes: classNames, self: name, position });
  const names = new Set<string>();
  for (const member of node.body as PhpNode[]) {
    const visibility = member.visibility || 'public';
    if (visibility !== 'public' || member.isStatic) continue;
    if (member.kind === 'propertystatement') {
      const memberDoc = docOf(member, code);
      if (isHidden(memberDoc)) continue;
      const varTag = memberDoc.tags.find((t) => t.name === 'var');
      for (const prop of member.properties as PhpNode[]) {
        const propName: string = prop.name?.name ?? '';
        if (!isValidIdentifier(propName) || propName.startsWith('_')) continue;
        const override = TYPE_OVERRIDES[`${name}#${propName}`];
        const type =
          override ??
          (varTag
            ? phpTypeToTs(parseTypeTag(varTag.body).type, ctx('var'))
            : nativeType(member.type, member.nullable, ctx('var')));
        cls.properties.push({
          name: propName,
          type,
          summary: memberDoc.summary || (varTag ? parseTypeTag(varTag.body).description : ''),
          readonly: !!member.readonly,
        });
        names.add(propName);
      }
    } else if (member.kind === 'method' && !member.isAbstract) {
      const methodName: string = member.name?.name ?? '';
      const memberDoc = docOf(member, code);
      if (isHidden(memberDoc)) continue;
      if (methodName === '__construct') {
        const ctor = extractFunction(member, code, memberDoc, `${name}::__construct`, methodName, ctx('param'), file);
        cls.constructorParams = ctor.params;
        cls.constructorSummary = ctor.summary;
        continue;
      }
      if (!isValidIdentifier(methodName) || methodName.startsWith('_')) continue;
      cls.methods.push(
        extractFunction(member, code, memberDoc, `${name}::${methodName}`, methodName, ctx('param'), file),
      );
      names.add(methodName);
    }
  }
  // Magic properties the class documents with `@property` / `@property-read`.
  for (const t of doc.tags) {
    if (t.name !== 'property' && t.name !== 'property-read') continue;
    const { type, name: propName, description } = parseTypeTag(t.body);
    if (!propName || !isValidIdentifier(propName) || names.has(propName)) continue;
    cls.properties.push({
      name: propName,
      type: TYPE_OVERRIDES[`${name}#${propName}`] ?? phpTypeToTs(type, ctx('var')),
      summary: description,
      readonly: t.name === 'property-read',
    });
    names.add(propName);
  }
  // A class without its own constructor takes its parent's.
  if (!(node.body as PhpNode[]).some((m) => m.kind === 'method' && m.name?.name === '__construct') && parent) {
    const p = all.get(parent)!;
    const parentCtor = (p.node.body as PhpNode[]).find((m) => m.kind === 'method' && m.name?.name === '__construct');
    if (parentCtor) {
      const ctor = extractFunction(
        parentCtor,
        p.code,
        docOf(parentCtor, p.code),
        `${name}::__construct`,
        '__construct',
        ctx('param'),
        p.file,
      );
      cls.constructorParams = ctor.params;
      cls.constructorSummary = ctor.summary;
    }
  }
  // PHP keeps properties and methods apart; TypeScript has one namespace: the method wins
  // (WP_Query::is_404() over $is_404, WP_Post::filter() over $filter).
  const methodNames = new Set(cls.methods.map((m) => m.name));
  cls.properties = cls.properties.filter((p) => !methodNames.has(p.name));
  cls.methods.sort((a, b) => compare(a.name, b.name));
  cls.properties.sort((a, b) => compare(a.name, b.name));
  return cls;
}

/** One function or method; `key` is what TYPE_OVERRIDES are keyed by. */
function extractFunction(
  node: PhpNode,
  code: string,
  doc: DocBlock,
  key: string,
  name: string,
  ctx: TypeContext,
  file: string,
): StubFunction {
  const args = (node.arguments ?? []) as PhpNode[];
  const docParams = doc.tags.filter((t) => t.name === 'param').map((t) => parseParamTag(t.body));
  const phpNames = args.map((a) => String(a.name?.name ?? ''));
  const params: StubParam[] = args.map((arg, i) => {
    const phpName = phpNames[i];
    let docParam = docParams.find((p) => p?.name === phpName);
    // A doc comment that misspells the name: take the one at the same position.
    if (!docParam && docParams[i] && !phpNames.includes(docParams[i].name)) docParam = docParams[i];
    const rest = !!arg.variadic;
    const override = TYPE_OVERRIDES[`${key}#${phpName}`];
    let type = override ?? (docParam?.type ? phpTypeToTs(docParam.type, ctx) : nativeType(arg.type, arg.nullable, ctx));
    if (!override && arg.value?.kind === 'nullkeyword' && type !== 'unknown')
      type = union([...type.split(' | '), 'null']);
    return {
      name: tsParamName(phpName),
      type,
      optional: !!arg.value,
      rest,
      byRef: !!arg.byref,
      description: docParam?.description ?? '',
    };
  });
  // TypeScript wants optional parameters last: one followed by a required one is required.
  for (let i = params.length - 1, tailOptional = true; i >= 0; i--) {
    const p = params[i];
    if (p.rest) continue;
    p.optional = p.optional && tailOptional;
    tailOptional = p.optional;
  }
  const returnTag = doc.tags.find((t) => t.name === 'return');
  const returnCtx: TypeContext = { ...ctx, position: 'return' };
  let returns: string;
  if (TYPE_OVERRIDES[`${key}#return`]) returns = TYPE_OVERRIDES[`${key}#return`]!;
  else if (returnTag) returns = phpTypeToTs(parseTypeTag(returnTag.body).type, returnCtx);
  else if (node.type) returns = nativeType(node.type, node.nullable, returnCtx);
  else returns = returnsValue(node.body) ? 'unknown' : 'void';
  return {
    name,
    params,
    returns,
    returnDescription: returnTag ? parseTypeTag(returnTag.body).description : '',
    summary: doc.summary,
    since: tag(doc, 'since'),
    file,
  };
}

/** A PHP type declaration (`?int`, `array|bool`, `WP_Post`) through the PHPDoc mapping. */
function nativeType(type: PhpNode | null | undefined, nullable: boolean, ctx: TypeContext): string {
  if (!type) return 'unknown';
  const text = (t: PhpNode): string => {
    if (t.kind === 'uniontype') return (t.types as PhpNode[]).map(text).join('|');
    if (t.kind === 'typereference' || t.kind === 'name') return String(t.name);
    return 'mixed';
  };
  return phpTypeToTs(`${nullable ? '?' : ''}${text(type)}`, ctx);
}

/** Whether a function body has a `return <value>;` (not counting nested functions). */
function returnsValue(body: PhpNode | null | undefined): boolean {
  let found = false;
  const walk = (node: unknown): void => {
    if (found || !node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(walk);
    const n = node as PhpNode;
    if (['closure', 'arrowfunc', 'function', 'class'].includes(n.kind)) return;
    if (n.kind === 'return' && n.expr) {
      found = true;
      return;
    }
    for (const [k, v] of Object.entries(n)) if (k !== 'loc' && k !== 'leadingComments') walk(v);
  };
  walk(body?.children ?? body);
  return found;
}

/** Top-level statements, through namespaces and blocks. */
function topLevel(ast: PhpNode): PhpNode[] {
  const out: PhpNode[] = [];
  const visit = (nodes: PhpNode[]) => {
    for (const n of nodes) {
      if (n.kind === 'namespace' || n.kind === 'block') visit(n.children ?? []);
      else out.push(n);
    }
  };
  visit(ast.children ?? []);
  return out;
}

/** Function declarations at the top level or inside `if ( ! function_exists( … ) )` blocks. */
function functionNodes(ast: PhpNode): { node: PhpNode; conditional: boolean }[] {
  const out: { node: PhpNode; conditional: boolean }[] = [];
  const visit = (nodes: PhpNode[], conditional: boolean) => {
    for (const n of nodes) {
      if (n.kind === 'function') out.push({ node: n, conditional });
      else if (n.kind === 'namespace' || n.kind === 'block') visit(n.children ?? [], conditional);
      else if (n.kind === 'if') {
        for (const branch of [n.body, n.alternate]) {
          if (!branch) continue;
          visit(branch.kind === 'block' ? (branch.children ?? []) : [branch], true);
        }
      }
    }
  };
  visit(ast.children ?? [], false);
  return out;
}

/** The `/** … *\/` comment right before a node (only whitespace between). */
function docOf(node: PhpNode, code: string): DocBlock {
  // Before an attribute (`#[AllowDynamicProperties] class …`) the comment belongs to the attribute.
  const comment = (node.leadingComments ?? node.attrGroups?.[0]?.leadingComments)?.at(-1);
  if (!comment || comment.kind !== 'commentblock' || !comment.value.startsWith('/**')) return parseDocBlock(undefined);
  const end = comment.loc?.end.offset ?? comment.offset + comment.value.length;
  const between = node.loc ? code.slice(end, node.loc.start.offset) : '';
  // Attributes (`#[AllowDynamicProperties]`) may sit between the comment and a class.
  if (
    between
      .replace(/#\[[^\]]*\]/g, '')
      .replace(/\b(final|abstract|readonly)\b/g, '')
      .trim()
  )
    return parseDocBlock(undefined);
  return parseDocBlock(comment.value);
}

function sourceOf(node: PhpNode, code: string): string {
  return node.loc ? code.slice(node.loc.start.offset, node.loc.end.offset) : '';
}

/** Deprecated, private (`@access private`) or `@ignore`d: not part of the API. */
function isHidden(doc: DocBlock): boolean {
  return doc.tags.some(
    (t) => t.name === 'deprecated' || t.name === 'ignore' || (t.name === 'access' && /^\s*private\b/.test(t.body)),
  );
}

function tag(doc: DocBlock, name: string): string | undefined {
  return doc.tags.find((t) => t.name === name)?.body.split(/\s/)[0] || undefined;
}

/** Code-point order, independent of the locale. */
export function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
