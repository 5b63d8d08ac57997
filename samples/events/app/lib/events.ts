// The event rules, free of WordPress: the hooks and the controller call these, and the
// differential tests run them in Node and PHP.

export const POST_TYPE = 'event';
export const OPTION = 'typescript_events_settings';

export interface EventSettings {
  defaultCapacity: number;
  banner: boolean;
}

export const DEFAULT_SETTINGS: EventSettings = { defaultCapacity: 50, banner: true };

/** `YYYY-MM-DD`, or '' when the text is not a real calendar date. */
export function normalizeDate(text: string): string {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text.trim());
  if (!match) return '';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const days = [31, year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  if (month < 1 || month > 12 || day < 1 || day > days[month - 1]!) return '';
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** An event is past the day after its date (dates compare as text in `YYYY-MM-DD`). */
export function isPast(date: string, today: string): boolean {
  const day = normalizeDate(date);
  return day !== '' && day < today;
}

/** The line the content filter puts above an event's text. */
export function banner(date: string, closed: boolean, capacity: number): string {
  const day = normalizeDate(date);
  if (!day) return '';
  const [y, m, d] = day.split('-');
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const when = `${Number(d)} ${months[Number(m) - 1]} ${y}`;
  const seats = capacity > 0 ? ` · ${capacity} seats` : '';
  return `<p class="event-when">${closed ? 'Closed' : 'On'} ${when}${seats}</p>`;
}

/** The event's content with its banner; content is returned as is when there is no date. */
export function withBanner(content: string, date: string, closed: boolean, capacity: number): string {
  const line = banner(date, closed, capacity);
  return line ? `${line}\n${content}` : content;
}

/** Which of the given events the nightly clean-up closes. */
export function toClose(events: { id: number; date: string; closed: boolean }[], today: string): number[] {
  return events.filter((e) => !e.closed && isPast(e.date, today)).map((e) => e.id);
}

/** A boolean post meta as WordPress stores it ('1' or ''), or its registered default. */
export function metaFlag(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** Settings read back from the option, with defaults for missing or wrong values. */
export function readSettings(stored: unknown): EventSettings {
  const value = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  // A missing key is not read through Number(): PHP has one null for undefined and null (0, not NaN).
  const raw = value.defaultCapacity;
  const capacity = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : -1;
  return {
    defaultCapacity: Number.isInteger(capacity) && capacity >= 0 ? capacity : DEFAULT_SETTINGS.defaultCapacity,
    banner: typeof value.banner === 'boolean' ? value.banner : DEFAULT_SETTINGS.banner,
  };
}
