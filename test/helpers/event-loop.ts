// Why tests give the event loop a turn: helpers/event-loop-setup.ts.

/** One turn of the event loop, past the poll phase where the vitest runner's replies are read. */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
