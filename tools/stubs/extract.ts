// Reads a WordPress core folder with php-parser: the version, the public functions of
// wp-includes/*.php (and EXTRA_FILES), and the public members of CLASSES, typed from
// their PHPDoc. The result is a plain model that generate.ts prints.
import fs from 'node:fs';
import path from 'node:path';
import { Engine } from 'php-parser';
import {
  CLASSES,
  EXTRA_FILES,
  LOAD_NOTES,
  OLDEST_WORDPRESS,
  SKIPPED_FILES,
  TYPE_OVERRIDES,
  UNDERSCORE_FUNCTIONS,
} from './overrides.js';
import { isNewerWordPress, majorVersion } from '../../emitter/analyze/wordpress-versions.js';
import { DOC_SHAPES, SHAPE_EXTRA_MEMBERS, SHAPE_MEMBER_TYPES, type DocShape } from './precise.js';
import {
  isValidIdentifier,
  parseDocBlock,
  parseHashNotation,
  PHP_ARRAY,
  splitUnion,
  parseParamTag,
  parseTypeTag,
  phpTypeToTs,
  tsParamName,
  union,
  type DocBlock,
  type HashMember,
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

/** One key of an object shape, typed. */
export interface StubShapeMember {
  name: string;
  type: string;
  description: string;
}

/** An object type read from a parameter's hash notation (DOC_SHAPES). */
export interface StubShape extends DocShape {
  members: StubShapeMember[];
  /** Keys of `base` this shape redeclares: left out of what it extends. */
  omitted: string[];
}

export interface StubModel {
  wordpressVersion: string;
  functions: StubFunction[];
  classes: StubClass[];
  /** In DOC_SHAPES order. */
  shapes: StubShape[];
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

  // Hash-notation blocks read on the way (DOC_SHAPES), by source.
  const hashes = new Map<string, HashMember[]>();
  const classes = [...classNodes.values()]
    .map(({ node, code, file }) => extractClass(node, code, file, classNames, classNodes, hashes))
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
      const fn = extractFunction(node, code, doc, name, name, ctx, rel, hashes);
      fn.note = [LOAD_NOTES[rel], newerNote(fn.since)].filter(Boolean).join('\n\n') || undefined;
      functions.set(key, { fn, conditional });
    }
  }

  const shapeCtx: TypeContext = { classes: classNames, position: 'var' };
  const shapes: StubShape[] = [];
  for (const shape of DOC_SHAPES) {
    const members = hashes.get(shape.source);
    if (!members?.length) throw new Error(`No hash notation for ${shape.source} (${shape.name}) in ${wpDir}.`);
    const base = shapes.find((s) => s.name === shape.base);
    // A key the base declares alike is left to the base; one it declares otherwise is omitted from it.
    const typed = shapeMembers(shape.name, members, shapeCtx).filter(
      (m) => !base?.members.some((b) => b.name === m.name && b.type === m.type),
    );
    const omitted = base ? base.members.filter((b) => typed.some((m) => m.name === b.name)).map((b) => b.name) : [];
    shapes.push({ ...shape, members: typed, omitted });
  }
  return {
    wordpressVersion,
    functions: [...functions.values()].map((f) => f.fn).sort((a, b) => compare(a.name, b.name)),
    classes,
    shapes,
  };
}

/**
 * A shape's keys as TypeScript: SHAPE_MEMBER_TYPES over the PHPDoc, a nested block in place
 * of `array` (or `T[]`), then SHAPE_EXTRA_MEMBERS; sorted by code point.
 */
function shapeMembers(shape: string, members: HashMember[], ctx: TypeContext): StubShapeMember[] {
  const out = new Map<string, StubShapeMember>();
  for (const m of members) {
    if (out.has(m.name)) continue;
    out.set(m.name, {
      name: m.name,
      type: SHAPE_MEMBER_TYPES[`${shape}.${m.name}`] ?? hashType(m, ctx),
      description: m.description.replace(/\s+/g, ' ').trim(),
    });
  }
  const prefix = `${shape}.`;
  for (const key of Object.keys(SHAPE_MEMBER_TYPES).filter((k) => k.startsWith(prefix))) {
    if (!out.has(key.slice(prefix.length)))
      throw new Error(`SHAPE_MEMBER_TYPES names ${key}, which WordPress no longer documents: update precise.ts.`);
  }
  for (const [key, type] of Object.entries(SHAPE_EXTRA_MEMBERS)) {
    if (!key.startsWith(prefix)) continue;
    const name = key.slice(prefix.length);
    if (out.has(name))
      throw new Error(`SHAPE_EXTRA_MEMBERS adds ${key}, which WordPress now documents: drop it from precise.ts.`);
    out.set(name, { name, type, description: '' });
  }
  return [...out.values()].sort((a, b) => compare(a.name, b.name));
}

function hashType(m: HashMember, ctx: TypeContext): string {
  const type = phpTypeToTs(m.type, ctx);
  if (!m.members?.length) return type;
  const keys = new Map(m.members.map((n) => [n.name, n]));
  const literal = `{ ${[...keys.values()].map((n) => `${propertyName(n.name)}?: ${hashType(n, ctx)}`).join('; ')} }`;
  return union(splitUnion(type).map((t) => (t === PHP_ARRAY || t.endsWith('[]') ? literal : t)));
}

/** A key as a TypeScript property name (quoted unless an identifier). */
export function propertyName(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name);
}

/** The note on a function WordPress added after OLDEST_WORDPRESS (the default `requiresWp`). */
function newerNote(since: string | undefined): string | undefined {
  if (!since || !isNewerWordPress(since, OLDEST_WORDPRESS)) return undefined;
  const version = majorVersion(since).join('.');
  return `New in WordPress ${version}: older sites do not have it. A handler that calls it needs \`requiresWp\` (the plugin's \`Requires at least\` header; default ${OLDEST_WORDPRESS}) at ${version} or later, or the build fails (TS2WP2011).`;
}

function extractClass(
  node: PhpNode,
  code: string,
  file: string,
  classNames: Map<string, string>,
  all: Map<string, { node: PhpNode; code: string; file: string }>,
  hashes: Map<string, HashMember[]>,
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
        let type =
          override ??
          (varTag
            ? phpTypeToTs(parseTypeTag(varTag.body).type, ctx('var'))
            : nativeType(member.type, member.nullable, ctx('var')));
        // `public $filter = null;` documented `@var string`: null until set (WP_User::$filter).
        if (!override && prop.value?.kind === 'nullkeyword' && type !== 'unknown')
          type = union([...splitUnion(type), 'null']);
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
        const ctor = extractFunction(
          member,
          code,
          memberDoc,
          `${name}::__construct`,
          methodName,
          ctx('param'),
          file,
          hashes,
        );
        cls.constructorParams = ctor.params;
        cls.constructorSummary = ctor.summary;
        continue;
      }
      if (!isValidIdentifier(methodName) || methodName.startsWith('_')) continue;
      cls.methods.push(
        extractFunction(member, code, memberDoc, `${name}::${methodName}`, methodName, ctx('param'), file, hashes),
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
        hashes,
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

/**
 * One function or method; `key` is what TYPE_OVERRIDES and DOC_SHAPES are keyed by. A
 * parameter that is a DOC_SHAPES source leaves its hash notation in `hashes` and is typed
 * with the shape in place of `array`.
 */
function extractFunction(
  node: PhpNode,
  code: string,
  doc: DocBlock,
  key: string,
  name: string,
  ctx: TypeContext,
  file: string,
  hashes: Map<string, HashMember[]>,
): StubFunction {
  const args = (node.arguments ?? []) as PhpNode[];
  const paramTags = doc.tags.filter((t) => t.name === 'param');
  const docParams = paramTags.map((t) => parseParamTag(t.body));
  const phpNames = args.map((a) => String(a.name?.name ?? ''));
  const params: StubParam[] = args.map((arg, i) => {
    const phpName = phpNames[i];
    let docParam = docParams.find((p) => p?.name === phpName);
    // A doc comment that misspells the name: take the one at the same position.
    if (!docParam && docParams[i] && !phpNames.includes(docParams[i].name)) docParam = docParams[i];
    const rest = !!arg.variadic;
    const override = TYPE_OVERRIDES[`${key}#${phpName}`];
    let type = override ?? (docParam?.type ? phpTypeToTs(docParam.type, ctx) : nativeType(arg.type, arg.nullable, ctx));
    const shape = DOC_SHAPES.find((s) => s.source === `${key}#${phpName}`);
    if (shape && docParam) {
      const members = parseHashNotation(paramTags[docParams.indexOf(docParam)].body);
      if (members) hashes.set(shape.source, members);
      if (!override) type = union(splitUnion(type).map((t) => (t === PHP_ARRAY ? shape.name : t)));
    }
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

/** Global function declarations at the top level or inside `if ( ! function_exists( … ) )` blocks. */
function functionNodes(ast: PhpNode): { node: PhpNode; conditional: boolean }[] {
  const out: { node: PhpNode; conditional: boolean }[] = [];
  const visit = (nodes: PhpNode[], conditional: boolean) => {
    for (const n of nodes) {
      if (n.kind === 'function') out.push({ node: n, conditional });
      // Functions in a namespace (class-avif-info.php's `Avifinfo\read()`) are not WordPress's globals.
      else if (n.kind === 'block') visit(n.children ?? [], conditional);
      else if (n.kind === 'namespace' && !n.name) visit(n.children ?? [], conditional);
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
