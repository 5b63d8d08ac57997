// `ts2wp/testing`: unit tests that call handlers the way WordPress will. `request()` applies
// the route's compiled request schema (coercion, enums, required fields, the permission)
// before the handler runs; importing this module also makes `ts2wp/wordpress`'s most used
// functions in-memory fakes (options, transients, posts and meta, users and capabilities),
// emptied by `resetWordPress()`. See README.md, "A unit test".
export { request, type RequestOptions, type TestResponse } from './request.js';
export { createUser, resetWordPress, type FakePost, type FakeUser, type UserSpec } from './fakes.js';
