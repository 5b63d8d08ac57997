/** Dates typed by people: '2027/04/01', 'April 1, 2027', '2027-04-01'. */

export function parseDay(input: string): Date | undefined {
  const date = new Date(input.trim());
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function longDay(date: Date): string {
  return date.toLocaleDateString('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

export function shortDay(date: Date): string {
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

export function daysBetween(from: Date, to: Date): number {
  return Math.round((to.getTime() - from.getTime()) / 86_400_000);
}

export function monthKey(date: Date): string {
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}
