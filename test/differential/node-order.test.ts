// Orders Node defines that PHP would otherwise silently change (issue 16): static fields and
// static blocks run interleaved in source order; Map and Set iterate live (entries added
// during a loop are visited, deleted ones are not).
import { describe } from 'vitest';
import { differentialSuite } from '../helpers/differential.js';

const MODULE = `
class Registry {
  static names: string[] = ['base'];
  static log: string[] = [];
  static {
    Registry.log.push('block sees limit ' + Registry.peek());
    Registry.configure(5);
  }
  static limit = 10;
  static peek(): string {
    return Registry.limit === undefined ? 'unset' : String(Registry.limit);
  }
  static configure(n: number): void {
    Registry.limit = n;
  }
  static label = 'v' + Registry.limit;
  static {
    Registry.names.push('after-' + Registry.label);
  }
  static readonly VERSION = 2;
}

class Defaults {
  static first = Defaults.describe();
  static mode = 'strict';
  static describe(): string {
    return Defaults.mode === undefined ? 'mode unset' : 'mode=' + Defaults.mode;
  }
}

class PlainConstants {
  static readonly A = 1;
  static readonly B = 'two';
  static {
    PlainConstants.mark(PlainConstants.A + PlainConstants.B);
  }
  static seen = '';
  static mark(s: string): void {
    PlainConstants.seen = s;
  }
}
`;

const c = (name: string, body: string) => ({ name, body });

describe('static fields and static blocks run in source order', () => {
  differentialSuite(
    'node-order-statics',
    [
      c(
        'a static block before a literal field sees it unset, and the field overwrites what the block wrote',
        'return { log: Registry.log, limit: Registry.limit, label: Registry.label, names: Registry.names, version: Registry.VERSION };',
      ),
      c('an initializer calling a method sees a later literal field unset', 'return [Defaults.first, Defaults.mode];'),
      c('literal constants before a block are set; a field after it overwrites', 'return [PlainConstants.A, PlainConstants.seen];'),
    ],
    { module: MODULE },
  );
});
