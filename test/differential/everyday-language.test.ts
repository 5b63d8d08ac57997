// Everyday TypeScript (issue 16, the language half): assignment through element access,
// generic helpers, optional calls, String.raw, getters and setters, a shared abstract base
// controller and async handlers, written as a task-board plugin (everyday/project.ts and
// everyday/cases.ts). Each case runs in Node and in PHP 7.4 / 8.3 and must give the same JSON.
import { describe } from 'vitest';
import { differentialSuite } from '../helpers/differential.js';
import { EVERYDAY_CASES, EVERYDAY_OPTIONS } from './everyday/cases.js';

describe('everyday language', () => {
  differentialSuite('everyday-language', EVERYDAY_CASES, EVERYDAY_OPTIONS);
});
