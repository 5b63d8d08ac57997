import { Api, Controller } from 'ts2wp';
import { __, _n, _x, esc_html__, WP_Error } from 'ts2wp/wordpress';

interface Note {
  id: number;
  title: string;
}

const NOTES: Note[] = [
  { id: 1, title: 'Groceries' },
  { id: 2, title: 'Ideas' },
];

/** Notes with translatable messages, as a port of a real plugin writes them (its slug as text domain). */
export class NotesController extends Controller {
  /** How many notes there are, in a sentence the site's language can translate. */
  @Api({ namespace: 'notes/v1', endpoint: '/summary' })
  summary() {
    const count = NOTES.length;
    return {
      /* translators: %d: number of notes */
      text: _n('%d note', '%d notes', count, 'translated-notes').replace('%d', String(count)),
      label: _x('Notes', 'admin menu label', 'translated-notes'),
    };
  }

  @Api({ namespace: 'notes/v1', endpoint: '/note', params: { id: 'number' } })
  note(params: { id: number }) {
    const note = NOTES.find((n) => n.id === params.id);
    if (!note) {
      return new WP_Error('note_missing', esc_html__('No such note.', 'translated-notes'), { status: 404 });
    }
    return { ...note, heading: __('Note', 'translated-notes') };
  }
}
