// The live-WordPress harness for the e2e tests. It is the same code `ts2wp dev` boots
// WordPress with (devserver/wordpress.ts, compiled into dist/ for the CLI); vitest runs
// the TypeScript source directly, so editing the harness needs no rebuild for the tests.
export {
  ADMIN_PASSWORD,
  ADMIN_USER,
  createApplicationPassword,
  freePort,
  loginSession,
  startWordPress,
} from '../devserver/wordpress.ts';
