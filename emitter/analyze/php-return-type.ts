// What a hand-written PHP handler answers, read from its docblock's `@return` (PHPStan and
// Psalm types: `array{id: int, title?: string}`, `list<T>`, `array<string, T>`, `T[]`,
// `?T`, `T|null`, literals) or, without one, from its declared return type. It gives the
// OpenAPI document and the client the same kind of HandlerResponses a TypeScript handler's
// return type does; a name it does not know (a class, `mixed`) is any JSON.
import { anyOfSchemas, type HandlerResponses, type JsonSchema } from '../openapi/schema.js';

/** Classes a handler may return that WordPress turns into something else than their JSON. */
const WP_ERROR = /^\\?WP_Error$/i;
const WP_RESPONSE = /^\\?(WP_REST_Response|WP_HTTP_Response)$/i;

/**
 * The responses a PHP handler's type says it gives, or undefined when it declares none.
 * `docblock` is the `/** … *\/` before the method (its attributes may sit between them),
 * `declared` the text of its return type (`array`, `?array`, `\WP_Error|array`).
 */
export function phpHandlerResponses(
  docblock: string | undefined,
  declared: string | undefined,
): HandlerResponses | undefined {
  const fromDoc = docblock ? returnTag(docblock) : undefined;
  const text = fromDoc ?? declared;
  if (!text) return undefined;
  const reader = new PhpTypeReader(text);
  const members = reader.union();
  if (!reader.done()) return undefined; // not a type this reader knows: leave the body undescribed
  const bodies = members.filter((m): m is JsonSchema => m !== 'error');
  const hasError = members.includes('error');
  return {
    success: new Map([[200, bodies.length ? anyOfSchemas(bodies) : {}]]),
    // Its code and status are not in the type: OpenAPI's `default` response.
    errors: hasError ? [{ status: null, code: null }] : [],
    from: fromDoc ? 'its @return docblock' : 'its declared return type',
  };
}

/** The type of a docblock's `@return` tag (it may span lines inside `{…}`/`<…>`). */
function returnTag(docblock: string): string | undefined {
  const body = docblock.replace(/^\s*\/\*\*|\*\/\s*$/g, '').replace(/^\s*\*/gm, ' ');
  const at = /@(?:phpstan-|psalm-)?return\s+/.exec(body);
  if (!at) return undefined;
  let depth = 0;
  let end = at.index + at[0].length;
  for (; end < body.length; end++) {
    const c = body[end];
    if ('{<('.includes(c)) depth++;
    else if ('}>)'.includes(c)) depth--;
    else if (depth === 0 && /\s/.test(c) && !/^\s*[|&]/.test(body.slice(end)) && !/[|&]\s*$/.test(body.slice(0, end)))
      break;
  }
  return (
    body
      .slice(at.index + at[0].length, end)
      .replace(/\s+/g, ' ')
      .trim() || undefined
  );
}

type Member = JsonSchema | 'error';

/** A small recursive-descent reader of PHPStan/Psalm type syntax. */
class PhpTypeReader {
  private pos = 0;
  private failed = false;
  constructor(private readonly text: string) {}

  done(): boolean {
    this.skip();
    return !this.failed && this.pos === this.text.length;
  }

  /** `A|B|…`: each member's schema, WP_Error as 'error'. */
  union(): Member[] {
    const out: Member[] = [];
    do out.push(...this.atom());
    while (this.eat('|'));
    return out;
  }

  private schema(): JsonSchema {
    return anyOfSchemas(this.union().map((m) => (m === 'error' ? {} : m)));
  }

  private atom(): Member[] {
    if (this.eat('?')) return [...this.atom(), { type: 'null' }];
    if (this.eat('(')) {
      const inner = this.union();
      if (!this.eat(')')) this.failed = true;
      return this.listSuffix(inner);
    }
    const literal = this.literal();
    if (literal) return this.listSuffix([literal]);
    const name = this.name();
    if (!name) {
      this.failed = true;
      return [{}];
    }
    return this.listSuffix([this.named(name)]);
  }

  /** `T[]`, `T[][]`: a JSON list of T. */
  private listSuffix(members: Member[]): Member[] {
    let out = members;
    while (this.text.startsWith('[]', this.skipped())) {
      this.pos = this.skipped() + 2;
      out = [{ type: 'array', items: anyOfSchemas(out.map((m) => (m === 'error' ? {} : m))) }];
    }
    return out;
  }

  private named(name: string): Member {
    const lower = name.toLowerCase();
    if (WP_ERROR.test(name)) return 'error';
    if (WP_RESPONSE.test(name)) {
      this.generics();
      return {}; // its data and status are set at run time
    }
    switch (lower) {
      case 'int':
      case 'integer':
      case 'positive-int':
      case 'negative-int':
      case 'non-negative-int':
        return { type: 'integer' };
      case 'float':
      case 'double':
        return { type: 'number' };
      case 'string':
      case 'non-empty-string':
      case 'numeric-string':
        return { type: 'string' };
      case 'bool':
      case 'boolean':
        return { type: 'boolean' };
      case 'true':
      case 'false':
        return { type: 'boolean', const: lower === 'true' };
      case 'null':
      case 'void':
        return { type: 'null' };
      case 'list':
      case 'non-empty-list': {
        const [item] = this.generics();
        return { type: 'array', items: item ?? {} };
      }
      case 'array':
      case 'non-empty-array':
      case 'iterable': {
        if (this.text.startsWith('{', this.skipped())) return this.shape();
        const args = this.generics();
        if (args.length === 2) {
          // array<int, T> is a list as WordPress encodes it; array<string, T> an object.
          const key = args[0];
          if (key.type === 'integer') return { type: 'array', items: args[1] };
          return { type: 'object', additionalProperties: args[1] };
        }
        if (args.length === 1) return { type: 'array', items: args[0] };
        return {};
      }
      case 'object':
      case 'stdclass':
        return this.text.startsWith('{', this.skipped()) ? this.shape() : { type: 'object' };
      default:
        this.generics();
        return {};
    }
  }

  /** `<A, B>` after a name, or none. */
  private generics(): JsonSchema[] {
    if (!this.eat('<')) return [];
    const args = [this.schema()];
    while (this.eat(',')) args.push(this.schema());
    if (!this.eat('>')) this.failed = true;
    return args;
  }

  /** `{id: int, title?: string}` (an object) or `{int, string}` (a tuple). */
  private shape(): JsonSchema {
    this.eat('{');
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    const items: JsonSchema[] = [];
    while (!this.eat('}')) {
      const start = this.pos;
      const key = this.literalKey() ?? this.name();
      const optional = key !== undefined && this.eat('?');
      if (key !== undefined && this.eat(':')) {
        properties[key] = this.schema();
        if (!optional) required.push(key);
      } else {
        this.pos = start;
        items.push(this.schema());
      }
      if (this.failed) return {};
      if (!this.eat(',') && !this.text.startsWith('}', this.skipped())) {
        this.failed = true;
        return {};
      }
    }
    if (items.length && Object.keys(properties).length) return {};
    if (items.length) return { type: 'array', prefixItems: items, minItems: items.length, items: false };
    return { type: 'object', properties, required };
  }

  private literalKey(): string | undefined {
    const quoted = /^\s*(['"])((?:(?!\1).)*)\1/.exec(this.text.slice(this.pos));
    if (quoted) {
      this.pos += quoted[0].length;
      return quoted[2];
    }
    const digits = /^\s*(\d+)(?=\s*\??\s*:)/.exec(this.text.slice(this.pos));
    if (digits) {
      this.pos += digits[0].length;
      return digits[1];
    }
    return undefined;
  }

  private literal(): JsonSchema | undefined {
    const m = /^\s*(?:(['"])((?:(?!\1).)*)\1|(-?\d+(?:\.\d+)?)(?![\w]))/.exec(this.text.slice(this.pos));
    if (!m) return undefined;
    this.pos += m[0].length;
    if (m[1]) return { type: 'string', const: m[2] };
    const n = Number(m[3]);
    return { type: Number.isInteger(n) ? 'integer' : 'number', const: n };
  }

  private name(): string | undefined {
    const m = /^\s*(\\?[A-Za-z_][\w-]*(?:\\[A-Za-z_]\w*)*)/.exec(this.text.slice(this.pos));
    if (!m) return undefined;
    this.pos += m[0].length;
    return m[1];
  }

  private eat(token: string): boolean {
    const at = this.skipped();
    if (!this.text.startsWith(token, at)) return false;
    this.pos = at + token.length;
    return true;
  }

  private skipped(): number {
    let at = this.pos;
    while (at < this.text.length && /\s/.test(this.text[at])) at++;
    return at;
  }

  private skip(): void {
    this.pos = this.skipped();
  }
}
