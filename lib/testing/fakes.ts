// In-memory fakes of the WordPress functions handlers call most, for unit tests in Node:
// options and transients, posts and post meta, users and user meta, the current user and
// capabilities. They answer as WordPress does on an empty site (no posts, no users, no
// options but the ones a test writes), as a later request reads the database: a scalar
// option or meta value comes back as the string WordPress stored (5 → '5', true → '1',
// false → ''), arrays and objects as written. test/testing/fakes.test.ts runs the same
// calls through these fakes and through a real WordPress (MariaDB) and compares them.
import { installFakes, WP_Error } from '../wordpress-runtime.js';
import { DEFAULT_ROLES } from './roles.js';
import { isIntKey, isRecord, parseList, phpString } from './schema.js';

type MetaType = 'post' | 'user';
interface MetaRow {
  id: number;
  object: number;
  key: string;
  value: unknown;
}

export interface FakePost {
  ID: number;
  post_author: string;
  post_date: string;
  post_date_gmt: string;
  post_content: string;
  post_title: string;
  post_excerpt: string;
  post_status: string;
  comment_status: string;
  ping_status: string;
  post_password: string;
  post_name: string;
  to_ping: string;
  pinged: string;
  post_modified: string;
  post_modified_gmt: string;
  post_content_filtered: string;
  post_parent: number;
  guid: string;
  menu_order: number;
  post_type: string;
  post_mime_type: string;
  comment_count: string;
  filter: string;
}

interface UserRow {
  ID: number;
  user_login: string;
  user_pass: string;
  user_nicename: string;
  user_email: string;
  user_url: string;
  user_registered: string;
  user_activation_key: string;
  user_status: string;
  display_name: string;
  /** Roles and capabilities granted to the user itself (wp_capabilities): name → granted. */
  caps: Record<string, boolean>;
}

/** A WP_User as a handler reads it: the row's fields, `data`, roles and capabilities. */
export interface FakeUser {
  ID: number;
  data: Record<string, unknown>;
  caps: Record<string, boolean>;
  roles: string[];
  allcaps: Record<string, boolean>;
  user_login: string;
  user_email: string;
  user_nicename: string;
  user_url: string;
  user_registered: string;
  user_status: string;
  display_name: string;
  first_name: string;
  last_name: string;
  nickname: string;
  description: string;
}

/** One site's data; resetWordPress() starts a new one. */
class FakeSite {
  options = new Map<string, unknown>();
  posts = new Map<number, FakePost>();
  users = new Map<number, UserRow>();
  meta: Record<MetaType, MetaRow[]> = { post: [], user: [] };
  nextId = { post: 1, user: 1, postmeta: 1, usermeta: 1 };
  currentUser = 0;
}

let site = new FakeSite();

/** Forgets every option, post, user and meta value, and logs the current user out (call it in beforeEach). */
export function resetWordPress(): void {
  site = new FakeSite();
}

// ---------------------------------------------------------------------------------------
// Values as the database holds them

const clone = <T>(value: T): T => (value === undefined ? value : structuredClone(value));

/** maybe_serialize() then the column's text read back: scalars become strings, arrays keep their types. */
function stored(value: unknown): unknown {
  if (value === null || value === undefined || typeof value !== 'object') return phpString(value);
  return clone(withoutUndefined(value));
}

/**
 * The value as the plugin's PHP hands it to WordPress (Js::to_php()): an object's member
 * holding undefined is not there, as JSON.stringify leaves it out; an undefined element is null.
 */
function withoutUndefined(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((v: unknown) => (v === undefined ? null : withoutUndefined(v)));
  const proto: unknown = isRecord(value) ? Object.getPrototypeOf(value) : undefined;
  const plain = isRecord(value) && (proto === Object.prototype || proto === null);
  if (!plain) return value; // A Map, a Date, an instance: as structuredClone() copies it.
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, withoutUndefined(v)]),
  );
}

/** PHP's serialize() of plain data (what get_post_meta( $id ) with no key returns for an array). */
export function phpSerialize(value: unknown): string {
  if (value === null || value === undefined) return 'N;';
  if (typeof value === 'boolean') return `b:${value ? 1 : 0};`;
  if (typeof value === 'number') return Number.isInteger(value) ? `i:${value};` : `d:${value};`;
  if (typeof value === 'string') return `s:${Buffer.byteLength(value)}:"${value}";`;
  const entries = Object.entries(value);
  const key = (k: string) => (isIntKey(k) ? `i:${k};` : phpSerialize(k));
  return `a:${entries.length}:{${entries.map(([k, v]) => key(k) + phpSerialize(v)).join('')}}`;
}

/** The text a value is stored as (update_option() and update_metadata() do nothing when it is unchanged). */
const dbText = (value: unknown) => {
  const kept = stored(value); // Without the members holding undefined, as WordPress gets the value.
  return typeof kept === 'string' ? kept : phpSerialize(kept);
};

/** wp_unslash(): WordPress expects slashed data in wp_insert_post() and the meta functions. */
function unslash<T>(value: T): T {
  if (typeof value === 'string') return value.replace(/\\(.?)/g, (_, c: string) => (c === '0' ? '\0' : c)) as T;
  if (Array.isArray(value)) return value.map(unslash) as T;
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, unslash(v)])) as T;
  return value;
}

const now = () => new Date().toISOString().slice(0, 19).replace('T', ' ');
const absint = (value: unknown) => Math.abs(Math.trunc(Number(value) || 0));
const isNumericId = (value: unknown) =>
  typeof value === 'number' || (typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value));

// ---------------------------------------------------------------------------------------
// Options and transients

function get_option(option: string, default_: unknown = false): unknown {
  const name = String(option).trim();
  if (name === '' || !site.options.has(name)) return default_;
  return clone(site.options.get(name));
}

function add_option(option: string, value: unknown = ''): boolean {
  const name = String(option).trim();
  if (name === '' || site.options.has(name)) return false;
  site.options.set(name, stored(value));
  return true;
}

function update_option(option: string, value: unknown): boolean {
  const name = String(option).trim();
  if (name === '') return false;
  if (!site.options.has(name)) return add_option(name, value);
  if (dbText(site.options.get(name)) === dbText(value)) return false; // No row changed.
  site.options.set(name, stored(value));
  return true;
}

function delete_option(option: string): boolean {
  return site.options.delete(String(option).trim());
}

const seconds = () => Math.floor(Date.now() / 1000);

function set_transient(transient: string, value: unknown, expiration: number = 0): boolean {
  const timeout = `_transient_timeout_${transient}`;
  const expires = Math.trunc(Number(expiration) || 0);
  if (expires) update_option(timeout, seconds() + expires);
  return update_option(`_transient_${transient}`, value);
}

function get_transient(transient: string): unknown {
  const timeout = get_option(`_transient_timeout_${transient}`);
  if (timeout !== false && Number(timeout) < seconds()) {
    delete_transient(transient);
    return false;
  }
  return get_option(`_transient_${transient}`);
}

function delete_transient(transient: string): boolean {
  const deleted = delete_option(`_transient_${transient}`);
  if (deleted) delete_option(`_transient_timeout_${transient}`);
  return deleted;
}

// ---------------------------------------------------------------------------------------
// Metadata (post and user meta share WordPress's add/update/get/delete_metadata())

function metaObject(id: unknown): number {
  return isNumericId(id) ? absint(id) : 0;
}

function addMeta(type: MetaType, objectId: unknown, key: string, value: unknown, unique = false): number | false {
  const object = metaObject(objectId);
  if (!object || !key) return false;
  const metaKey = unslash(String(key));
  if (unique && site.meta[type].some((m) => m.object === object && m.key === metaKey)) return false;
  const id = site.nextId[`${type}meta`]++;
  site.meta[type].push({ id, object, key: metaKey, value: stored(unslash(value)) });
  return id;
}

function updateMeta(
  type: MetaType,
  objectId: unknown,
  key: string,
  value: unknown,
  prev: unknown = '',
): number | boolean {
  const object = metaObject(objectId);
  if (!object || !key) return false;
  const metaKey = unslash(String(key));
  const newValue = unslash(value);
  const rows = site.meta[type].filter((m) => m.object === object && m.key === metaKey);
  if (!rows.length) return addMeta(type, object, key, value);
  if (emptyValue(prev) && rows.length === 1 && rows[0].value === newValue) return false;
  const matching = emptyValue(prev) ? rows : rows.filter((m) => dbText(m.value) === dbText(prev));
  const changed = matching.filter((m) => dbText(m.value) !== dbText(newValue));
  for (const row of changed) row.value = stored(newValue);
  return changed.length > 0;
}

/** PHP's empty(). */
function emptyValue(value: unknown): boolean {
  if (Array.isArray(value)) return value.length === 0;
  if (isRecord(value)) return Object.keys(value).length === 0;
  return !value || value === '0';
}

function getMeta(type: MetaType, objectId: unknown, key: string = '', single: boolean = false): unknown {
  const object = metaObject(objectId);
  if (!object) return false;
  const rows = site.meta[type].filter((m) => m.object === object);
  if (!key) {
    const all: Record<string, string[]> = {};
    for (const row of rows) (all[row.key] ??= []).push(dbText(row.value));
    return all;
  }
  const values = rows.filter((m) => m.key === key).map((m) => clone(m.value));
  if (single) return values.length ? values[0] : '';
  return values;
}

function deleteMeta(type: MetaType, objectId: unknown, key: string, value: unknown = ''): boolean {
  const object = metaObject(objectId);
  if (!object || !key) return false;
  const metaKey = unslash(String(key));
  const wanted = unslash(value);
  const byValue = wanted !== '' && wanted !== null && wanted !== false;
  const before = site.meta[type].length;
  site.meta[type] = site.meta[type].filter(
    (m) => !(m.object === object && m.key === metaKey && (!byValue || dbText(m.value) === dbText(wanted))),
  );
  return site.meta[type].length < before;
}

// ---------------------------------------------------------------------------------------
// Posts

/** sanitize_title() for the usual titles: lower case, accents off, words joined by dashes. */
function sanitizeTitle(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/<[^>]*>/g, '')
    .toLowerCase()
    .replace(/\./g, '-')
    .replace(/[^%a-z0-9 _-]/g, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function uniqueSlug(slug: string, type: string, id: number): string {
  const taken = (s: string) =>
    [...site.posts.values()].some((p) => p.post_name === s && p.post_type === type && p.ID !== id);
  if (!taken(slug)) return slug;
  let n = 2;
  while (taken(`${slug}-${n}`)) n++;
  return `${slug}-${n}`;
}

const DATE_FLOATING = ['draft', 'pending', 'auto-draft'];

function wp_insert_post(postarr: Record<string, unknown>, wp_error: boolean = false): number | WP_Error {
  const existing = postarr.ID ? site.posts.get(absint(postarr.ID)) : undefined;
  if (postarr.ID && !existing) {
    return wp_error ? new WP_Error('invalid_post', 'Invalid post ID.') : 0;
  }
  const text = (key: string, fallback = '') =>
    unslash(phpString(postarr[key] ?? (existing ? existing[key as keyof FakePost] : fallback)));
  const type = text('post_type', 'post');
  const title = text('post_title').trim();
  const content = text('post_content');
  const excerpt = text('post_excerpt');
  if (type === 'post' && !title && !content && !excerpt) {
    return wp_error ? new WP_Error('empty_content', 'Content, title, and excerpt are empty.') : 0;
  }
  const status = text('post_status', 'draft');
  const id = existing?.ID ?? site.nextId.post++;
  let name = text('post_name');
  if (name) name = sanitizeTitle(name);
  else if (!DATE_FLOATING.includes(status)) name = sanitizeTitle(title);
  if (name && !DATE_FLOATING.includes(status)) name = uniqueSlug(name, type, id);
  const date = text('post_date') || now();
  // A draft's date floats (get_post_stati( array( 'date_floating' => true ) )) until it is published.
  const gmt = text('post_date_gmt') || (DATE_FLOATING.includes(status) ? '0000-00-00 00:00:00' : date);
  const commentDefault = type === 'post' ? 'open' : 'closed';
  const post: FakePost = {
    ID: id,
    post_author: phpString(absint(postarr.post_author ?? existing?.post_author ?? site.currentUser)),
    post_date: date,
    post_date_gmt: gmt,
    post_content: content,
    post_title: title,
    post_excerpt: excerpt,
    post_status: status,
    comment_status: text('comment_status') || commentDefault,
    ping_status: text('ping_status') || commentDefault,
    post_password: text('post_password'),
    post_name: name,
    to_ping: text('to_ping'),
    pinged: text('pinged'),
    post_modified: existing ? now() : date,
    post_modified_gmt: existing ? now() : gmt,
    post_content_filtered: text('post_content_filtered'),
    post_parent: absint(postarr.post_parent ?? existing?.post_parent ?? 0),
    guid: existing?.guid ?? `http://example.org/?p=${id}`,
    menu_order: Math.trunc(Number(postarr.menu_order ?? existing?.menu_order ?? 0)) || 0,
    post_type: type,
    post_mime_type: text('post_mime_type'),
    comment_count: existing?.comment_count ?? '0',
    filter: 'raw',
  };
  site.posts.set(id, post);
  if (isRecord(postarr.meta_input))
    for (const [key, value] of Object.entries(postarr.meta_input)) updateMeta('post', id, key, value);
  // _publish_post_hook() on publish_post: enclosures are looked for later (do_enclose()).
  if (status === 'publish' && type === 'post') addMeta('post', id, '_encloseme', '1', true);
  return id;
}

function wp_update_post(postarr: Record<string, unknown>, wp_error: boolean = false): number | WP_Error {
  const id = absint(postarr.ID);
  if (!id || !site.posts.has(id)) return wp_error ? new WP_Error('invalid_post', 'Invalid post ID.') : 0;
  return wp_insert_post(postarr, wp_error);
}

function get_post(post: unknown = null): FakePost | null {
  if (isRecord(post)) return post as unknown as FakePost;
  const found = site.posts.get(absint(post));
  return found ? clone(found) : null;
}

function wp_delete_post(postid: number = 0): FakePost | false | null {
  const post = site.posts.get(absint(postid));
  if (!post) return false;
  site.posts.delete(post.ID);
  site.meta.post = site.meta.post.filter((m) => m.object !== post.ID);
  return clone(post);
}

/** wp_parse_list(): the lists WP_Query reads from an array or a comma-separated string. */
const list = parseList;

/** The posts a query may return before paging: WP_Query's where clause for the common arguments. */
function queryPosts(args: Record<string, unknown>): FakePost[] {
  const types = list(args.post_type ?? 'post').map(String);
  const statuses = list(args.post_status).map(String);
  const include = list(args.post__in).map(absint);
  const exclude = list(args.post__not_in).map(absint);
  let posts = [...site.posts.values()].filter((p) => types.includes('any') || types.includes(p.post_type));
  if (statuses.includes('any')) {
    posts = posts.filter((p) => !['trash', 'auto-draft'].includes(p.post_status));
  } else if (statuses.length) {
    posts = posts.filter((p) => statuses.includes(p.post_status));
  } else {
    posts = posts.filter((p) => p.post_status === 'publish'); // get_posts()' default, whoever asks.
  }
  if (include.length) posts = posts.filter((p) => include.includes(p.ID));
  if (exclude.length) posts = posts.filter((p) => !exclude.includes(p.ID));
  if (args.post_parent !== undefined && args.post_parent !== '')
    posts = posts.filter((p) => p.post_parent === absint(args.post_parent));
  if (args.author !== undefined && args.author !== '') {
    const authors = list(args.author).map((a) => String(absint(a)));
    posts = posts.filter((p) => authors.includes(p.post_author));
  }
  if (args.meta_key) {
    const key = phpString(args.meta_key);
    posts = posts.filter((p) =>
      site.meta.post.some(
        (m) =>
          m.object === p.ID &&
          m.key === key &&
          (args.meta_value === undefined || args.meta_value === '' || dbText(m.value) === phpString(args.meta_value)),
      ),
    );
  }
  return posts;
}

function comparePosts(orderby: string, order: string, include: number[]) {
  const sign = order.toUpperCase() === 'ASC' ? 1 : -1;
  const field: Record<string, (p: FakePost) => string | number> = {
    date: (p) => p.post_date,
    post_date: (p) => p.post_date,
    modified: (p) => p.post_modified,
    ID: (p) => p.ID,
    id: (p) => p.ID,
    title: (p) => p.post_title.toLowerCase(),
    post_title: (p) => p.post_title.toLowerCase(),
    name: (p) => p.post_name,
    menu_order: (p) => p.menu_order,
    parent: (p) => p.post_parent,
  };
  if (orderby === 'post__in') return (a: FakePost, b: FakePost) => include.indexOf(a.ID) - include.indexOf(b.ID);
  const key = field[orderby] ?? field.date;
  return (a: FakePost, b: FakePost) => {
    const x = key(a);
    const y = key(b);
    return (x < y ? -1 : x > y ? 1 : 0) * sign;
  };
}

function get_posts(args: Record<string, unknown> = {}): FakePost[] | number[] {
  const parsed: Record<string, unknown> = {
    numberposts: 5,
    orderby: 'date',
    order: 'DESC',
    post_type: 'post',
    ...args,
  };
  if (parsed.numberposts && !parsed.posts_per_page) parsed.posts_per_page = parsed.numberposts;
  const include = list(parsed.include).map(absint);
  if (include.length) {
    parsed.posts_per_page = include.length;
    parsed.post__in = include;
  }
  if (list(parsed.exclude).length) parsed.post__not_in = list(parsed.exclude).map(absint);
  const posts = queryPosts(parsed).sort(
    comparePosts(String(parsed.orderby), String(parsed.order), list(parsed.post__in).map(absint)),
  );
  const perPage = Number(parsed.posts_per_page);
  const offset = absint(parsed.offset) || (absint(parsed.paged) > 1 ? (absint(parsed.paged) - 1) * perPage : 0);
  const page = perPage < 0 ? posts.slice(offset) : posts.slice(offset, offset + perPage);
  return parsed.fields === 'ids' ? page.map((p) => p.ID) : page.map(clone);
}

// ---------------------------------------------------------------------------------------
// Users, roles and capabilities

function userCaps(id: number): Record<string, boolean> {
  const user = site.users.get(id);
  const all: Record<string, boolean> = {};
  if (user) {
    for (const name of Object.keys(user.caps).filter((n) => user.caps[n])) {
      for (const cap of DEFAULT_ROLES[name] ?? []) all[cap] = true;
    }
    Object.assign(all, user.caps);
  }
  return all;
}

/**
 * Capabilities map_meta_cap() refuses on a default single site whatever the role says: the
 * link manager is off (link_manager_enabled) and ALLOW_UNFILTERED_UPLOADS undefined.
 */
const NOT_ALLOWED = ['manage_links', 'unfiltered_upload'];

function userCan(id: number, capability: string): boolean {
  if (capability === 'exist') return true;
  if (NOT_ALLOWED.includes(capability)) return false;
  return userCaps(id)[capability] === true;
}

function fakeUser(row: UserRow): FakeUser {
  const meta = (key: string) => String(getMeta('user', row.ID, key, true));
  const { caps, ...data } = row;
  return {
    ...clone(data),
    data: { ...clone(data), ID: String(row.ID) },
    caps: clone(caps),
    roles: Object.keys(caps).filter((name) => caps[name] && name in DEFAULT_ROLES),
    allcaps: userCaps(row.ID),
    first_name: meta('first_name'),
    last_name: meta('last_name'),
    nickname: meta('nickname'),
    description: meta('description'),
  };
}

/** sanitize_user( $login, true ): the characters a login may hold. */
const sanitizeLogin = (login: string) =>
  login
    .replace(/<[^>]*>/g, '')
    .replace(/[^a-zA-Z0-9 _.\-@]/g, '')
    .trim()
    .replace(/\s+/g, ' ');

function wp_insert_user(userdata: Record<string, unknown>): number | WP_Error {
  const login = sanitizeLogin(phpString(userdata.user_login));
  if (!login) return new WP_Error('empty_user_login', 'Cannot create a user with an empty login name.');
  if (login.length > 60) return new WP_Error('user_login_too_long', 'Username may not be longer than 60 characters.');
  const users = [...site.users.values()];
  if (users.some((u) => u.user_login.toLowerCase() === login.toLowerCase()))
    return new WP_Error('existing_user_login', 'Sorry, that username already exists!');
  const email = phpString(userdata.user_email).trim();
  if (email && users.some((u) => u.user_email.toLowerCase() === email.toLowerCase()))
    return new WP_Error('existing_user_email', 'Sorry, that email address is already used!');
  const first = phpString(userdata.first_name).trim();
  const last = phpString(userdata.last_name).trim();
  const display =
    phpString(userdata.display_name).trim() || (first && last ? `${first} ${last}` : first || last || login);
  const id = site.nextId.user++;
  const role = userdata.role === undefined ? 'subscriber' : phpString(userdata.role);
  site.users.set(id, {
    ID: id,
    user_login: login,
    user_pass: '',
    user_nicename: sanitizeTitle(phpString(userdata.user_nicename) || login).slice(0, 50),
    user_email: email,
    user_url: phpString(userdata.user_url).trim(),
    user_registered: now(),
    user_activation_key: '',
    user_status: '0',
    display_name: display,
    caps: role ? { [role]: true } : {},
  });
  const meta = { nickname: phpString(userdata.nickname) || login, first_name: first, last_name: last };
  for (const [key, value] of Object.entries({ ...meta, description: phpString(userdata.description) }))
    addMeta('user', id, key, value);
  return id;
}

function get_userdata(user_id: number): FakeUser | false {
  const row = site.users.get(absint(user_id));
  return row ? fakeUser(row) : false;
}

function get_user_by(field: string, value: unknown): FakeUser | false {
  const text = phpString(value).trim();
  const users = [...site.users.values()];
  const match: Record<string, (u: UserRow) => boolean> = {
    id: (u) => u.ID === absint(value),
    ID: (u) => u.ID === absint(value),
    slug: (u) => u.user_nicename === text,
    email: (u) => u.user_email.toLowerCase() === text.toLowerCase(),
    login: (u) => u.user_login.toLowerCase() === sanitizeLogin(text).toLowerCase(),
  };
  const row = match[field] && text !== '' ? users.find(match[field]) : undefined;
  return row ? fakeUser(row) : false;
}

/**
 * A logged-out WP_User (ID 0), as wp_get_current_user() returns it to an anonymous caller:
 * every field reads false (WP_User::__get() falls back to get_user_meta( 0, … ), which is false).
 */
function anonymous(): FakeUser {
  const none = false as unknown as string;
  const fields = ['user_login', 'user_email', 'user_nicename', 'user_url', 'user_registered', 'user_status'];
  const names = ['display_name', 'first_name', 'last_name', 'nickname', 'description'];
  const user = { ID: 0, data: {}, caps: {}, roles: [], allcaps: {} };
  return Object.assign(user, Object.fromEntries([...fields, ...names].map((k) => [k, none]))) as unknown as FakeUser;
}

function wp_set_current_user(id: number): FakeUser {
  site.currentUser = site.users.has(absint(id)) ? absint(id) : 0;
  return wp_get_current_user();
}

function wp_get_current_user(): FakeUser {
  return get_userdata(site.currentUser) || anonymous();
}

/** The capabilities a fake user is given directly, beside (or instead of) roles. */
export interface UserSpec {
  roles?: string[];
  caps?: string[];
  user_login?: string;
}

/** Creates a user with these roles and capabilities and returns its ID (request()'s `user` option). */
export function createUser(spec: UserSpec = {}): number {
  const login = spec.user_login ?? `user${site.nextId.user}`;
  const id = wp_insert_user({ user_login: login, role: '' });
  if (typeof id !== 'number') throw new Error(`cannot create the user ${login}: ${id.get_error_message()}`);
  const row = site.users.get(id)!;
  for (const name of [...(spec.roles ?? []), ...(spec.caps ?? [])]) row.caps[name] = true;
  return id;
}

/** The current user's ID; request() sets it for the duration of a call. */
export function currentUserId(): number {
  return site.currentUser;
}

/** Whether the current user has a capability (what a route's permission checks). */
export function currentUserCan(capability: string, objectId?: unknown): boolean {
  if (objectId === undefined) return userCan(site.currentUser, capability);
  return postMetaCaps(site.currentUser, capability, absint(objectId)).every((cap) => userCan(site.currentUser, cap));
}

/**
 * map_meta_cap() for the post meta capabilities (edit_post, delete_post, read_post,
 * publish_post) on posts and pages: the primitive capabilities they need on that post; none
 * is met when the post does not exist or the capability is not one of them.
 */
function postMetaCaps(user: number, capability: string, id: number): string[] {
  const post = site.posts.get(id);
  const verb = /^(edit|delete|read|publish)_post$/.exec(capability)?.[1];
  if (!post || !verb) return ['do_not_allow'];
  // The post type's capabilities: a page's are `*_pages`.
  const noun = post.post_type === 'page' ? 'pages' : 'posts';
  const own = Number(post.post_author) !== 0 && Number(post.post_author) === user;
  if (verb === 'read') {
    if (post.post_status === 'publish' || own) return ['read'];
    if (post.post_status === 'private') return [`read_private_${noun}`];
    return postMetaCaps(user, 'edit_post', id); // a draft, pending, scheduled or trashed post of another
  }
  if (verb === 'publish') return [`publish_${noun}`];
  // The posts page and the static front page: deleting them is managing the site.
  if (verb === 'delete' && ['page_for_posts', 'page_on_front'].some((option) => absint(get_option(option)) === id))
    return ['manage_options'];
  const published = (status: unknown) => status === 'publish' || status === 'future';
  if (own) {
    // One's own post needs only the capability for its status (a trashed one: the status it had).
    const status = post.post_status === 'trash' ? getMeta('post', id, '_wp_trash_meta_status', true) : post.post_status;
    return [published(status) ? `${verb}_published_${noun}` : `${verb}_${noun}`];
  }
  const caps = [`${verb}_others_${noun}`];
  if (published(post.post_status)) caps.push(`${verb}_published_${noun}`);
  else if (post.post_status === 'private') caps.push(`${verb}_private_${noun}`);
  return caps;
}

/** Every fake, by the name of the WordPress function it stands for. */
export const FAKES = {
  get_option,
  add_option,
  update_option,
  delete_option,
  get_transient,
  set_transient,
  delete_transient,
  wp_insert_post,
  wp_update_post,
  wp_delete_post,
  get_post,
  get_posts,
  add_post_meta: (id: number, key: string, value: unknown, unique = false) => addMeta('post', id, key, value, unique),
  update_post_meta: (id: number, key: string, value: unknown, prev: unknown = '') =>
    updateMeta('post', id, key, value, prev),
  get_post_meta: (id: number, key = '', single = false) => getMeta('post', id, key, single),
  delete_post_meta: (id: number, key: string, value: unknown = '') => deleteMeta('post', id, key, value),
  wp_insert_user,
  get_userdata,
  get_user_by,
  add_user_meta: (id: number, key: string, value: unknown, unique = false) => addMeta('user', id, key, value, unique),
  update_user_meta: (id: number, key: string, value: unknown, prev: unknown = '') =>
    updateMeta('user', id, key, value, prev),
  get_user_meta: (id: number, key = '', single = false) => getMeta('user', id, key, single),
  delete_user_meta: (id: number, key: string, value: unknown = '') => deleteMeta('user', id, key, value),
  wp_set_current_user,
  wp_get_current_user,
  get_current_user_id: () => site.currentUser,
  is_user_logged_in: () => site.currentUser > 0,
  current_user_can: (capability: string, objectId?: unknown) => currentUserCan(capability, objectId),
  user_can: (user: number | FakeUser, capability: string) =>
    userCan(typeof user === 'number' ? user : user.ID, capability),
  is_wp_error: (thing: unknown) => thing instanceof WP_Error,
  __: (text: string) => text,
};

installFakes(FAKES);
