// A setup file of every vitest config: keeps each test file's worker answering the runner.
//
// The worker reports each test to the main process over an RPC whose reply must be read within
// 60 s (vitest's fixed birpc timeout, no option changes it). Tests that call PHP, compile a
// project or run a child process synchronously, one after another, never give the event loop
// back between tests (vitest awaits them as microtasks), so the reply waits unread; when the
// chain has lasted 60 s, Node runs the expired timer before it reads the reply, and the run
// fails with "Timeout calling onTaskUpdate" although every test passed (the stop 40 CI run,
// after 139 of 139 files passed). Giving the loop a turn before each test reads the reply in time.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeEach, expect } from 'vitest';
import { yieldToEventLoop } from './event-loop.js';

beforeEach(yieldToEventLoop);

// The longest time this file held the loop, reported when it nears the limit, so the test that
// needs its own yields (helpers/php.ts runPhp() yields before each run) can be found in a log.
const REPORT_ABOVE_MS = 20_000;
const delay = monitorEventLoopDelay({ resolution: 50 });
delay.enable();

afterAll(() => {
  delay.disable();
  const longestMs = delay.max / 1e6;
  if (longestMs > REPORT_ABOVE_MS) {
    const file = expect.getState().testPath ?? 'a test file';
    console.warn(
      `[event-loop] ${file} held the event loop ${(longestMs / 1000).toFixed(1)} s at once (the runner gives up at 60 s)`,
    );
  }
});
