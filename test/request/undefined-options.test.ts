// undefined stored in object properties, through WordPress's REST server (test/harness/wp-rest.php)
// and WordPress's own update_option()/get_option() on PHP 7.4 and 8.3: a tickets plugin whose
// optional fields pass through helpers, a spread, a stored option and back out. Each response
// must be the JSON the same handlers answer in Node with ts2wp/testing's fakes, where a key
// holding undefined is left out (PHP's one null would write `"assignee": null`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closePhp, getPhp, PHP_VERSIONS } from '../helpers/php.js';
import { restRequests, type HarnessRequest, optionWithoutDatabase } from '../helpers/wp.js';
import { loadTesting } from '../testing/project.js';
import { edgeProject, type EdgeProject } from './project.js';

const TICKETS = `import { Api, Controller } from 'ts2wp';
import { get_option, update_option } from 'ts2wp/wordpress';

interface Ticket {
  id: number;
  title: string;
  assignee?: string;
  priority?: number;
  note?: string;
}

interface TicketInput {
  title: string;
  assignee?: string;
  priority?: number;
  note?: string | null;
}

interface Patch {
  assignee?: string;
  priority?: number;
}

function trimmed(name: string | undefined): string | undefined {
  const t = name?.trim();
  return t ? t : undefined;
}

function ticketOf(input: TicketInput, id: number): Ticket {
  const { note } = input;
  return { id, title: input.title, assignee: trimmed(input.assignee), priority: input.priority, note: note ?? undefined };
}

function withPatch(ticket: Ticket, patch: Patch): Ticket {
  const next: Ticket = { ...ticket, ...patch };
  next.assignee = trimmed(next.assignee);
  return next;
}

export class TicketsController extends Controller {
  @Api({ namespace: 'tickets/v1', endpoint: '/tickets', methods: 'POST', name: 'createTicket' })
  create(params: TicketInput) {
    const ticket = ticketOf(params, 1);
    update_option('tickets_last', ticket);
    return { ticket, json: JSON.stringify(ticket) };
  }

  @Api({ namespace: 'tickets/v1', endpoint: '/tickets/last', methods: 'PATCH', name: 'patchTicket' })
  patch(params: Patch) {
    const stored = get_option('tickets_last') as Ticket;
    const next = withPatch(stored, { assignee: params.assignee, priority: params.priority });
    update_option('tickets_last', next);
    return next;
  }

  @Api({ namespace: 'tickets/v1', endpoint: '/tickets/last', name: 'lastTicket' })
  last() {
    const stored = get_option('tickets_last') as Ticket;
    return { stored, row: [stored.id, stored.assignee, stored.priority] };
  }
}
`;

const OPTIONS = optionWithoutDatabase('tickets_last');

interface Step {
  req: HarnessRequest;
  handler: string;
  params: Record<string, unknown>;
}

const post = (json: Record<string, unknown>): Step => ({
  req: { method: 'POST', path: '/tickets/v1/tickets', json },
  handler: 'create',
  params: json,
});
const patch = (json: Record<string, unknown>): Step => ({
  req: { method: 'PATCH', path: '/tickets/v1/tickets/last', json },
  handler: 'patch',
  params: json,
});
const last: Step = { req: { method: 'GET', path: '/tickets/v1/tickets/last' }, handler: 'last', params: {} };

const STEPS: Step[] = [
  post({ title: 'Printer', assignee: '   ' }),
  last,
  patch({ priority: 2 }),
  last,
  patch({ assignee: ' ann ' }),
  last,
  post({ title: 'Fax', assignee: 'bob', priority: 1, note: null }),
  post({ title: 'Toner', note: 'low' }),
  last,
  patch({}),
  last,
];

let project: EdgeProject;
let want: unknown[];

beforeAll(async () => {
  project = await edgeProject('undefined-options', 'TicketsController', TICKETS);
  const testing = await loadTesting();
  testing.resetWordPress();
  want = STEPS.map((s) => project.node[s.handler](s.params));
});
afterAll(closePhp);

describe.each(PHP_VERSIONS)('undefined properties through WordPress and its options on PHP %s', (version) => {
  it(`answers ${STEPS.length} requests as Node does`, async () => {
    const responses = await restRequests(
      await getPhp(version),
      [project.plugin],
      STEPS.map((s) => s.req),
      { muPlugin: OPTIONS },
    );
    expect(responses.map((r) => r.status)).toEqual(STEPS.map(() => 200));
    expect(responses.map((r) => r.data)).toEqual(want);
    // Not vacuous: the first ticket has no assignee key, and its row writes null for it.
    expect(want[0]).toEqual({ ticket: { id: 1, title: 'Printer' }, json: '{"id":1,"title":"Printer"}' });
    expect((want[1] as { row: unknown[] }).row).toEqual([1, null, null]);
  });
});
