/** The table's name after the site's prefix: `${wpdb.prefix}${TABLE}` is wp_reading_list. */
export const TABLE = 'reading_list';

/** A row of the table, as the routes answer it (get_results<Book>() converts the numbers and the flag). */
export interface Book {
  id: number;
  title: string;
  author: string;
  pages: number;
  finished: boolean;
  added: string;
}

/** The columns every query selects, in the order of Book. */
export const COLUMNS = 'id, title, author, pages, finished, added';

/** Text fields as they are stored: trimmed, inner runs of spaces made one, at most 200 characters. */
export function cleanText(text: string): string {
  return text.trim().replace(/\s+/g, ' ').slice(0, 200);
}
