// `ts2wp/wordpress`: WordPress functions and classes a handler may call. The compiler maps
// each import to the PHP global of the same name. In Node (unit tests of handlers) the
// classes are plain data holders and the functions throw, so a test notices when a
// handler reaches WordPress without a fake.

function onlyInWordPress(name: string): never {
  throw new Error(`${name}() is only available inside WordPress; pass a fake in unit tests`);
}

export class WP_Error {
  constructor(
    public code: string = '',
    public message: string = '',
    public data: unknown = undefined,
  ) {}
  get_error_code(): string {
    return this.code;
  }
  get_error_message(): string {
    return this.message;
  }
  get_error_data(): unknown {
    return this.data;
  }
}

export class WP_REST_Response {
  headers: Record<string, string> = {};
  constructor(
    public data: unknown = null,
    public status: number = 200,
    headers: Record<string, string> = {},
  ) {
    this.headers = { ...headers };
  }
  get_data(): unknown {
    return this.data;
  }
  set_data(data: unknown): void {
    this.data = data;
  }
  get_status(): number {
    return this.status;
  }
  set_status(status: number): void {
    this.status = status;
  }
  header(key: string, value: string): void {
    this.headers[key] = value;
  }
}

export function get_option(option: string, defaultValue?: unknown): unknown {
  return onlyInWordPress(`get_option(${option}, ${String(defaultValue)})`);
}

export function update_option(option: string, value: unknown): boolean {
  return onlyInWordPress(`update_option(${option}, ${String(value)})`);
}

export function is_user_logged_in(): boolean {
  return onlyInWordPress('is_user_logged_in');
}

export function get_current_user_id(): number {
  return onlyInWordPress('get_current_user_id');
}

export function current_user_can(capability: string): boolean {
  return onlyInWordPress(`current_user_can(${capability})`);
}

export function sanitize_text_field(value: string): string {
  return onlyInWordPress(`sanitize_text_field(${value})`);
}

export function esc_html(value: string): string {
  return onlyInWordPress(`esc_html(${value})`);
}
