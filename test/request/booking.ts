// A hotel-booking controller as a plugin author writes it: query fields, JSON body fields,
// optional members, defaults, nullable, literal unions, shapes, records and refined path params.
export const BOOKING = `import { Api, Controller } from 'ts2wp';

type Status = 'pending' | 'confirmed' | 'cancelled';
interface Stay {
  from: string;
  to?: string;
  nights: number;
}
interface BookingInput {
  room: number;
  guests?: number;
  note: string | null;
  stay?: Stay;
  tags?: string[];
  status?: Status;
  extras?: Record<string, number>;
  dryRun?: boolean;
}

function describeBooking(input: BookingInput) {
  const guests = input.guests ?? 1;
  return {
    input,
    keys: Object.keys(input),
    hasNote: 'note' in input,
    noteIsSet: input.note != null,
    perGuest: input.room / guests,
    firstTag: input.tags && input.tags.length ? input.tags[0].toUpperCase() : 'none',
    nights: input.stay ? input.stay.nights * 2 : 0,
    extrasTotal: Object.values(input.extras ?? {}).reduce((a, b) => a + b, 0),
    action: input.dryRun ? 'preview only' : 'written',
  };
}

export class BookingController extends Controller {
  @Api({ namespace: 'hotel/v1', endpoint: '/rooms', name: 'searchRooms' })
  search({ q, page = 1, tags, available }: { q: string; page?: number; tags?: string[]; available?: boolean; sort?: 'price' | 'name' }) {
    return { q, page, next: page + 1, tags: tags ?? [], count: (tags ?? []).length, available: available === true };
  }

  @Api({ namespace: 'hotel/v1', endpoint: '/bookings', methods: 'POST', name: 'createBooking' })
  create(params: BookingInput) {
    return describeBooking(params);
  }

  @Api({ namespace: 'hotel/v1', endpoint: '/bookings', methods: 'PATCH', name: 'updateBooking', params: { id: 'number' } })
  update(params: { id: number; status: Status; note?: string | null }) {
    return { id: params.id, status: params.status.toUpperCase(), keys: Object.keys(params) };
  }

  @Api({ namespace: 'hotel/v1', endpoint: '/tagged', name: 'tagged', params: { tags: 'array' } })
  tagged(params: { tags: string[] }) {
    return { tags: params.tags.map((t) => t.length), joined: params.tags.join('|') };
  }

  @Api({ namespace: 'hotel/v1', endpoint: '/kind', name: 'kind', params: { kind: 'string' } })
  kind(params: { kind: 'single' | 'double' | 'suite' }) {
    return { kind: params.kind, beds: params.kind === 'double' ? 2 : 1 };
  }
}
`;
