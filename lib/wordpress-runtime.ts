// What `ts2wp/wordpress` does in Node, where handlers are unit-tested: WordPress functions
// throw (a test notices when a handler reaches WordPress without a fake) unless
// `ts2wp/testing` installed an in-memory fake of it (lib/testing/fakes.ts), classes throw when
// constructed, except WP_Error, WP_HTTP_Response and WP_REST_Response, which are small
// ports of WordPress's own data classes. Their types come from lib/wordpress.generated.ts
// (generated from WordPress's PHPDoc), which checks these classes against them.

type Fake = (...args: never[]) => unknown;

/** The fakes ts2wp/testing installs, by function name; none unless a test imports it. */
const fakes = new Map<string, Fake>();

/** Makes `ts2wp/wordpress`'s functions of these names call the given fakes. */
export function installFakes(table: Record<string, Fake>): void {
  for (const [name, fake] of Object.entries(table)) fakes.set(name, fake);
}

/** A WordPress function called in Node: its fake, if one is installed, else an error naming it. */
// `any`: the declared return type of the WordPress function it stands for (wordpress.generated.ts).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function onlyInWordPress(name: string, args: ArrayLike<unknown> = []): any {
  const fake = fakes.get(name);
  if (fake) return (fake as (...a: unknown[]) => unknown)(...Array.from(args));
  throw new Error(
    `${name}() is only available inside WordPress; import a fake from ts2wp/testing or pass one in unit tests`,
  );
}

/** A stand-in for a WordPress class with no Node runtime: constructing it throws. */
// `any`: the stand-in takes the declared type of the WordPress class it replaces (wordpress.generated.ts).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function wordPressClass(name: string): any {
  const cls = class {
    constructor() {
      onlyInWordPress(`new ${name}`);
    }
  };
  Object.defineProperty(cls, 'name', { value: name });
  return cls;
}

type Code = string | number;

/** PHP's `empty()`, for the values WP_Error receives. */
function empty(value: unknown): boolean {
  if (Array.isArray(value)) return value.length === 0;
  return value === undefined || value === null || value === false || value === '' || value === 0 || value === '0';
}

/** WordPress's WP_Error (wp-includes/class-wp-error.php), without the `wp_error_added` action. */
export class WP_Error {
  errors: Record<string, string[]> = {};
  error_data: Record<string, unknown> = {};
  #additional: Record<string, unknown[]> = {};

  constructor(code: Code = '', message: string = '', data: unknown = '') {
    if (empty(code)) return;
    this.add(code, message, data);
  }

  get_error_codes(): Code[] {
    return Object.keys(this.errors).map(phpKey);
  }

  get_error_code(): Code {
    return this.get_error_codes()[0] ?? '';
  }

  get_error_messages(code: Code = ''): string[] {
    if (empty(code)) return Object.values(this.errors).flat();
    return [...(this.errors[code] ?? [])];
  }

  get_error_message(code: Code = ''): string {
    if (empty(code)) code = this.get_error_code();
    return this.get_error_messages(code)[0] ?? '';
  }

  get_error_data(code: Code = ''): unknown {
    if (empty(code)) code = this.get_error_code();
    return this.error_data[code];
  }

  has_errors(): boolean {
    return Object.keys(this.errors).length > 0;
  }

  add(code: Code, message: string, data: unknown = ''): void {
    (this.errors[code] ??= []).push(message);
    if (!empty(data)) this.add_data(data, code);
  }

  add_data(data: unknown, code: Code = ''): void {
    if (empty(code)) code = this.get_error_code();
    if (code in this.error_data) (this.#additional[code] ??= []).push(this.error_data[code]);
    this.error_data[code] = data;
  }

  get_all_error_data(code: Code = ''): unknown[] {
    if (empty(code)) code = this.get_error_code();
    const data = [...(this.#additional[code] ?? [])];
    if (code in this.error_data) data.push(this.error_data[code]);
    return data;
  }

  remove(code: Code): void {
    delete this.errors[code];
    delete this.error_data[code];
    delete this.#additional[code];
  }

  merge_from(error: WP_Error): void {
    copyErrors(error, this);
  }

  export_to(error: WP_Error): void {
    copyErrors(this, error);
  }
}

function copyErrors(from: WP_Error, to: WP_Error): void {
  for (const code of from.get_error_codes()) {
    for (const message of from.get_error_messages(code)) to.add(code, message);
    for (const data of from.get_all_error_data(code)) to.add_data(data, code);
  }
}

/** PHP array keys: an integer-like key is an int. */
function phpKey(key: string): Code {
  return /^(0|-?[1-9]\d*)$/.test(key) ? Number(key) : key;
}

/** A header value as WordPress sends it (`sprintf( '%s', $value )`): `true` is "1", `false` is "". */
function headerText(value: unknown): string {
  return typeof value === 'boolean' ? (value ? '1' : '') : String(value);
}

/** WordPress's WP_HTTP_Response (wp-includes/class-wp-http-response.php). */
export class WP_HTTP_Response {
  data: unknown;
  headers: Record<string, string> = {};
  status = 200;

  constructor(data: unknown = null, status: number = 200, headers: Record<string, unknown> | unknown[] = {}) {
    this.set_data(data);
    this.set_status(status);
    this.set_headers(headers);
  }

  /** A copy, as PHP returns an array. */
  get_headers(): Record<string, string> {
    return { ...this.headers };
  }

  set_headers(headers: Record<string, unknown> | unknown[]): void {
    this.headers = Object.fromEntries(Object.entries(headers).map(([key, value]) => [key, headerText(value)]));
  }

  header(key: string, value: string | number | boolean, replace: boolean = true): void {
    if (replace || !(key in this.headers)) this.headers[key] = headerText(value);
    else this.headers[key] += `, ${headerText(value)}`;
  }

  get_status(): number {
    return this.status;
  }

  set_status(code: number): void {
    this.status = Math.abs(Math.trunc(Number(code) || 0));
  }

  get_data(): unknown {
    return this.data;
  }

  set_data(data: unknown): void {
    this.data = data;
  }

  jsonSerialize(): unknown {
    return this.get_data();
  }
}

/** WordPress's WP_REST_Response (wp-includes/rest-api/class-wp-rest-response.php). */
export class WP_REST_Response extends WP_HTTP_Response {
  #links: Record<string, { href: string; attributes: Record<string, unknown> }[]> = {};
  #matchedRoute = '';
  #matchedHandler: Record<string, unknown> | unknown[] | null = null;

  add_link(rel: string, href: string, attributes: Record<string, unknown> = {}): void {
    const { href: _ignored, ...rest } = attributes;
    void _ignored;
    (this.#links[rel] ??= []).push({ href, attributes: rest });
  }

  remove_link(rel: string, href: string | null = null): void {
    if (!this.#links[rel]) return;
    this.#links[rel] = href ? this.#links[rel].filter((l) => l.href !== href) : [];
    if (!this.#links[rel].length) delete this.#links[rel];
  }

  add_links(links: Record<string, unknown>): void {
    for (const [rel, value] of Object.entries(links)) {
      const set = (
        value && typeof value === 'object' && 'href' in value ? [value] : Object.values(value as object)
      ) as Record<string, unknown>[];
      for (const attributes of set) this.add_link(rel, String(attributes.href), attributes);
    }
  }

  /** A copy, as PHP returns an array. */
  get_links(): Record<string, { href: string; attributes: Record<string, unknown> }[]> {
    return structuredClone(this.#links);
  }

  link_header(rel: string, link: string, other: Record<string, unknown> = {}): void {
    let header = `<${link}>; rel="${rel}"`;
    for (const [key, value] of Object.entries(other))
      header += `; ${key}=${key === 'title' ? `"${String(value)}"` : String(value)}`;
    this.header('Link', header, false);
  }

  get_matched_route(): string {
    return this.#matchedRoute;
  }

  set_matched_route(route: string): void {
    this.#matchedRoute = route;
  }

  get_matched_handler(): Record<string, unknown> | unknown[] | null {
    return this.#matchedHandler;
  }

  set_matched_handler(handler: Record<string, unknown> | unknown[] | null): void {
    this.#matchedHandler = handler;
  }

  is_error(): boolean {
    return this.get_status() >= 400;
  }

  as_error(): WP_Error | null {
    if (!this.is_error()) return null;
    const error = new WP_Error();
    const data = this.get_data();
    if (data && typeof data === 'object' && !Array.isArray(data)) {
      const d = data as {
        code?: Code;
        message?: string;
        data?: unknown;
        additional_errors?: { code: Code; message: string; data?: unknown }[];
      };
      error.add(d.code ?? '', d.message ?? '', d.data);
      for (const e of d.additional_errors ?? []) error.add(e.code, e.message, e.data);
    } else {
      error.add(this.get_status(), '', { status: this.get_status() });
    }
    return error;
  }

  get_curies(): unknown[] {
    return onlyInWordPress('WP_REST_Response::get_curies') as unknown[];
  }
}
