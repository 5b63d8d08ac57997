import fs from 'node:fs';
import path from 'node:path';
import ts from '#typescript';
import type { PluginConfig } from '../model.js';
import { PHP_KEYWORDS } from '../php/reserved.js';
import { Rules, type Problem } from '../diagnostics/catalogue.js';
import { restrictedTerm, titleSlug } from './trademarks.js';
import {
  asWarning,
  diagnosticGlobal,
  diagnosticInFile,
  diagnosticInSourceFile,
  errorsOf,
  messageOf,
  type Diagnostic,
} from '../diagnostics/diagnostic.js';

type ListKey = 'contributors' | 'tags';

interface FieldRule {
  required: boolean;
  fallback?: string;
  /** Each value (each item of a list) must match. */
  pattern?: RegExp;
  hint: string;
  /** A list: a JSON array of strings, or one string with commas between the items. */
  list?: { max: number; fallback: string[] };
  maxLength?: number;
}

/** License URIs of the licences a wordpress.org plugin usually has (SPDX id → URI). */
const LICENSE_URIS: Record<string, string> = {
  'GPL-2.0-or-later': 'https://www.gnu.org/licenses/gpl-2.0.html',
  'GPL-2.0-only': 'https://www.gnu.org/licenses/gpl-2.0.html',
  'GPL-2.0': 'https://www.gnu.org/licenses/gpl-2.0.html',
  'GPL-3.0-or-later': 'https://www.gnu.org/licenses/gpl-3.0.html',
  'GPL-3.0-only': 'https://www.gnu.org/licenses/gpl-3.0.html',
  'GPL-3.0': 'https://www.gnu.org/licenses/gpl-3.0.html',
  MIT: 'https://opensource.org/licenses/MIT',
};

const VERSION = /^\d+(\.\d+){0,3}(-[0-9A-Za-z.-]+)?$/;
const WP_VERSION = /^\d+\.\d+(\.\d+)?$/;
const PHP_IDENT = '[A-Za-z_][A-Za-z0-9_]*';

/** `Requires at least` when the config does not say: the oldest WordPress the tests run. */
export const DEFAULT_REQUIRES_WP = '6.1';

const RULES: Record<keyof PluginConfig, FieldRule> = {
  name: { required: true, pattern: /[^\s\u0000-\u001f\u007f]/, hint: 'a plugin name such as "Acme Shop API"' },
  slug: {
    required: true,
    pattern: /^(?!wp-)[a-z0-9]+(-[a-z0-9]+)*$/,
    hint: 'lowercase letters, digits and single dashes, not starting with "wp-", e.g. "acme-shop-api"',
  },
  phpNamespace: {
    required: true,
    pattern: new RegExp(`^${PHP_IDENT}(\\\\${PHP_IDENT})*$`),
    hint: 'a PHP namespace such as "Acme\\\\ShopApi" (segments joined by a backslash, escaped in JSON)',
  },
  version: { required: true, pattern: VERSION, hint: 'a version such as "1.0.0"' },
  requiresWp: {
    required: false,
    fallback: DEFAULT_REQUIRES_WP,
    pattern: WP_VERSION,
    hint: 'a WordPress version such as "6.1"',
  },
  requiresPhp: { required: false, fallback: '7.4', pattern: /^[78]\.\d+$/, hint: 'a PHP version such as "7.4"' },
  testedUpTo: { required: false, fallback: '7.1', pattern: WP_VERSION, hint: 'a WordPress version such as "6.1"' },
  // readme.txt's short description: wordpress.org cuts it at 150 characters.
  description: { required: false, fallback: '', maxLength: 150, hint: 'one sentence of at most 150 characters' },
  author: { required: false, fallback: '', hint: 'a name' },
  license: {
    required: false,
    fallback: 'GPL-2.0-or-later',
    pattern: /\S/,
    hint: 'an SPDX id such as "GPL-2.0-or-later"',
  },
  licenseUri: {
    required: false,
    fallback: '',
    pattern: /^https?:\/\/\S+$/,
    hint: 'an http(s) URL of the licence text',
  },
  contributors: {
    required: false,
    list: { max: 100, fallback: [] },
    pattern: /^[A-Za-z0-9_.-]+$/,
    hint: 'wordpress.org user names such as ["acme", "jdoe"]',
  },
  tags: {
    required: false,
    list: { max: 5, fallback: ['rest-api'] },
    pattern: /^[^,\s](?:[^,]*[^,\s])?$/,
    hint: 'at most five tags such as ["rest-api", "events"]',
  },
};

/** The plugin's description when the config gives none: the header and readme.txt need one. */
export const DEFAULT_DESCRIPTION = 'REST API routes written in TypeScript and compiled to PHP by ts2wp.';

/** User names Plugin Check rejects in Contributors (a template's placeholder, or wordpress.org itself). */
const PLACEHOLDER_CONTRIBUTORS = new Set([
  'username',
  'your-name',
  'your-username',
  'your-wordpress-username',
  'your_wordpress_username',
  'yourusername',
  'yourwordpressusername',
  'wordpressdotorg',
]);

/** PHP's keywords cannot be namespace segments on PHP 7.4 (`namespace Acme\\Echo;` does not parse there). */
export const RESERVED_SEGMENTS = new Set([...PHP_KEYWORDS, 'self', 'parent', 'null', 'true', 'false']);

export interface LoadedConfig {
  config?: PluginConfig;
  configFile?: string;
  diagnostics: Diagnostic[];
}

export function loadConfig(projectDir: string): LoadedConfig {
  const own = path.join(projectDir, 'ts2wp.config.json');
  const pkg = path.join(projectDir, 'package.json');
  if (fs.existsSync(own)) return parseConfigFile(own, (root) => root);
  if (fs.existsSync(pkg)) {
    const fromPkg = parseConfigFile(pkg, (root) => findProperty(root, 'ts2wp'));
    if (fromPkg.config || fromPkg.diagnostics.length) return fromPkg;
  }
  return {
    diagnostics: [diagnosticGlobal(Rules.ConfigMissing.missing(projectDir))],
  };
}

function parseConfigFile(
  file: string,
  pick: (root: ts.ObjectLiteralExpression) => ts.Expression | undefined,
): LoadedConfig {
  let text: string;
  try {
    text = readUtf8(file);
  } catch (error) {
    return { diagnostics: [unreadable(file, error)] };
  }
  const json = ts.parseJsonText(file, text);
  const syntax = (json as unknown as { parseDiagnostics?: ts.Diagnostic[] }).parseDiagnostics ?? [];
  if (syntax.length) {
    const d = syntax[0];
    return {
      diagnostics: [
        diagnosticInFile(
          file,
          text,
          d.start ?? 0,
          d.length ?? 1,
          Rules.ConfigSyntax.json(path.basename(file), ts.flattenDiagnosticMessageText(d.messageText, ' ')),
        ),
      ],
    };
  }
  const root = json.statements[0]?.expression;
  if (!root || !ts.isObjectLiteralExpression(root)) {
    return {
      diagnostics: [diagnosticInFile(file, text, 0, text.length, Rules.ConfigSyntax.notAnObject(path.basename(file)))],
    };
  }
  const node = pick(root);
  if (!node) return { diagnostics: [] };
  if (!ts.isObjectLiteralExpression(node)) {
    return { diagnostics: [at(json, node, Rules.ConfigBadValue.notAnObject())] };
  }
  return { ...validate(json, node), configFile: file };
}

function validate(json: ts.JsonSourceFile, obj: ts.ObjectLiteralExpression): LoadedConfig {
  const diagnostics: Diagnostic[] = [];
  const values: Partial<Record<keyof PluginConfig, string | string[]>> = {};
  for (const prop of obj.properties) {
    if (!ts.isPropertyAssignment(prop)) continue;
    const key = ts.isStringLiteral(prop.name) ? prop.name.text : prop.name.getText(json);
    if (!(key in RULES)) {
      diagnostics.push(at(json, prop.name, Rules.ConfigUnknownKey.unknown(key, Object.keys(RULES))));
      continue;
    }
    const rule = RULES[key as keyof PluginConfig];
    const init = prop.initializer;
    if (rule.list) {
      const items = listItems(init);
      const bad = items?.find((item) => rule.pattern && !rule.pattern.test(item));
      const placeholder =
        key === 'contributors' ? items?.find((item) => PLACEHOLDER_CONTRIBUTORS.has(item.toLowerCase())) : undefined;
      const problem =
        items === undefined
          ? Rules.ConfigBadValue.notAList(key, rule.hint)
          : items.length > rule.list.max
            ? Rules.ConfigBadValue.tooManyItems(key, items.length, rule.list.max, rule.hint)
            : bad !== undefined
              ? Rules.ConfigBadValue.badItem(key, bad, rule.hint)
              : placeholder !== undefined
                ? Rules.ConfigBadValue.placeholderContributor(placeholder, rule.hint)
                : undefined;
      if (problem) diagnostics.push(at(json, init, problem));
      else values[key as ListKey] = items;
      continue;
    }
    if (!ts.isStringLiteral(init)) {
      diagnostics.push(at(json, init, Rules.ConfigBadValue.notAString(key, rule.hint)));
      continue;
    }
    if (rule.pattern && !rule.pattern.test(init.text)) {
      diagnostics.push(at(json, init, Rules.ConfigBadValue.invalid(key, init.text, rule.hint)));
      continue;
    }
    if (rule.maxLength !== undefined && [...init.text].length > rule.maxLength) {
      diagnostics.push(at(json, init, Rules.ConfigBadValue.tooLong(key, [...init.text].length, rule.hint)));
      continue;
    }
    if (key === 'phpNamespace') {
      const bad = init.text.split('\\').find((s) => RESERVED_SEGMENTS.has(s.toLowerCase()));
      if (bad) {
        diagnostics.push(at(json, init, Rules.ConfigBadValue.reservedNamespace(bad)));
        continue;
      }
    }
    if (key === 'name' || key === 'slug') {
      const restricted = restrictedIn(key, init.text);
      if (restricted) diagnostics.push(asWarning(at(json, init, restricted)));
    }
    values[key as keyof PluginConfig] = init.text;
  }
  for (const [key, rule] of Object.entries(RULES) as [keyof PluginConfig, FieldRule][]) {
    if (values[key] !== undefined) continue;
    if (rule.required) {
      if (!diagnostics.some((d) => messageOf(d).startsWith(`"${key}"`))) {
        diagnostics.push(at(json, obj, Rules.ConfigBadValue.required(key, rule.hint)));
      }
    } else {
      values[key] = rule.list ? rule.list.fallback : rule.fallback!;
    }
  }
  if (errorsOf(diagnostics).length) return { diagnostics };
  if (!(values.contributors as string[]).length) {
    // At the object's `{`: the key is missing, so there is nothing else to point at.
    const missing = at(json, obj, Rules.ConfigNoContributors.missing());
    diagnostics.push(asWarning({ ...missing, length: 1 }));
  }
  // Plugin Check requires a Description header (and the readme's short description).
  values.description ||= DEFAULT_DESCRIPTION;
  values.licenseUri ||= LICENSE_URIS[values.license as string] ?? '';
  return { config: values as PluginConfig, diagnostics };
}

/** Why wordpress.org refuses the plugin name or slug `value` (Plugin Check's trademarked_term), if it does. */
function restrictedIn(key: 'name' | 'slug', value: string): Problem | undefined {
  const found = restrictedTerm(key === 'name' ? titleSlug(value) : value);
  if (!found) return undefined;
  switch (found.rule) {
    case 'anywhere':
      return Rules.ConfigRestrictedTerm.anywhere(key, value, found.term);
    case 'start':
      return Rules.ConfigRestrictedTerm.atStart(key, value, found.term);
    case 'for-use':
      return Rules.ConfigRestrictedTerm.notForUse(key, value, found.term);
  }
}

/** The items of a list value: `["a", "b"]` or `"a, b"`; undefined for anything else. */
function listItems(node: ts.Expression): string[] | undefined {
  if (ts.isStringLiteral(node)) {
    return node.text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  }
  if (!ts.isArrayLiteralExpression(node) || !node.elements.every(ts.isStringLiteral)) return undefined;
  return node.elements.map((e) => (e as ts.StringLiteral).text.trim());
}

function findProperty(obj: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const prop of obj.properties) {
    if (ts.isPropertyAssignment(prop) && ts.isStringLiteral(prop.name) && prop.name.text === name)
      return prop.initializer;
  }
  return undefined;
}

/** A diagnostic at a node of the parsed JSON (its nodes have no parent links, so pass the file). */
function at(json: ts.JsonSourceFile, node: ts.Node, problem: Problem): Diagnostic {
  const start = node.getStart(json);
  return diagnosticInSourceFile(json, start, node.getEnd() - start, problem);
}

/** Controller sources above this size are refused: a handler file that big is a mistake, not code. */
export const MAX_SOURCE_BYTES = 5 * 1024 * 1024;

/**
 * Problems with a source file's bytes, before any parsing: too large, or not UTF-8
 * (TypeScript would silently read invalid bytes as U+FFFD).
 */
export function checkSourceBytes(file: string): Diagnostic | undefined {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch (error) {
    return unreadable(file, error);
  }
  if (bytes.length > MAX_SOURCE_BYTES) {
    return diagnosticInFile(
      file,
      '',
      0,
      0,
      Rules.FileTooLarge.tooLarge(path.basename(file), (bytes.length / 1048576).toFixed(1), MAX_SOURCE_BYTES / 1048576),
    );
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return undefined;
  } catch {
    const bad = firstInvalidUtf8(bytes);
    const text = bytes.toString('utf8');
    const offset = bytes.subarray(0, bad).toString('utf8').length;
    return diagnosticInFile(
      file,
      text,
      offset,
      1,
      Rules.NotUtf8.invalid(path.basename(file), bytes[bad].toString(16).padStart(2, '0'), bad),
    );
  }
}

/** A file the compiler must read but cannot (a folder by that name, no permission, gone). */
function unreadable(file: string, error: unknown): Diagnostic {
  const code = (error as NodeJS.ErrnoException).code;
  const why =
    code === 'EISDIR'
      ? 'it is a folder'
      : code === 'EACCES' || code === 'EPERM'
        ? 'permission denied'
        : code === 'ENOENT'
          ? 'it disappeared'
          : String((error as Error).message ?? error);
  return diagnosticInFile(file, '', 0, 0, Rules.FileUnreadable.unreadable(path.basename(file), why));
}

function firstInvalidUtf8(bytes: Buffer): number {
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i];
    const need =
      b < 0x80 ? 0 : b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : -1;
    if (need < 0) return i;
    for (let k = 1; k <= need; k++) if (((bytes[i + k] ?? 0) & 0xc0) !== 0x80) return i;
    i += need + 1;
  }
  return bytes.length;
}

/** Reads a file as UTF-8, keeping invalid bytes visible as U+FFFD. */
export function readUtf8(file: string): string {
  return fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
}
