// A notes controller whose handlers tell an absent member from a JSON null (`note?: string | null`,
// emitter/transform/analysis/presence.ts), and typed form fields (urlencoded and multipart).
export const NOTES = `import { Api, Controller } from 'ts2wp';

interface NoteInput {
  title: string;
  note?: string | null;
  count?: number;
  urgent?: boolean;
  tags?: string[];
  meta?: { due?: string | null };
}

function noteState(note: string | null): string {
  return note === null ? 'cleared' : 'set to ' + note;
}

export class NotesController extends Controller {
  @Api({ namespace: 'notes/v1', endpoint: '/notes', methods: 'POST', name: 'createNote' })
  create(params: NoteInput) {
    const { note } = params;
    return {
      absent: params.note === undefined,
      isNull: params.note === null,
      given: params.note !== undefined,
      kind: typeof params.note,
      local: [note === undefined, note === null, typeof note],
      state: note !== undefined ? noteState(note) : 'unchanged',
      keys: Object.keys(params),
      count: params.count === undefined ? 'none' : params.count + 1,
      urgent: params.urgent === true ? 'urgent' : params.urgent === false ? 'calm' : 'unset',
      tags: params.tags ? params.tags.map((t) => t.toUpperCase()) : 'none',
      due: params.meta?.due === undefined ? 'none' : params.meta?.due === null ? 'cleared' : 'due ' + params.meta.due,
    };
  }

  @Api({ namespace: 'notes/v1', endpoint: '/notes', methods: 'PATCH', name: 'updateNote', params: { id: 'number' } })
  update({ id, note, title = 'same' }: { id: number; note?: string | null; title?: string }) {
    const described = () => (note === undefined ? 'keep' : note === null ? 'clear' : 'write');
    return { id, title, action: described(), text: note ?? '' };
  }

  @Api({ namespace: 'notes/v1', endpoint: '/notes', name: 'listNotes' })
  list({ note, label = 'all' }: { note?: string | null; label?: string | null }) {
    return { filter: note === undefined ? 'any' : note === null ? 'none' : note, label };
  }
}
`;
