// Project classes of other namespaces are named through `use` lines (context.ts
// importClass): by their short name when no other class of the plugin and no runtime class
// has it, fully qualified otherwise. Two classes named Point in two folders and one named
// Temp (also a name the controller's own module could hold) must not clash on PHP 7.4 / 8.3.
import { describe, expect, it } from 'vitest';
import { compileProject } from '../../emitter/compile.js';
import { differentialSuite } from '../helpers/differential.js';
import { makeProject } from '../helpers/project.js';

const files: Record<string, string> = {
  'app/lib/geo/point.ts':
    'export class Point {\n  constructor(public x: number, public y: number) {}\n  static origin(): Point { return new Point(0, 0); }\n  norm(): number { return Math.abs(this.x) + Math.abs(this.y); }\n}\n',
  'app/lib/chart/point.ts':
    "export class Point {\n  constructor(public label: string) {}\n  static readonly KIND = 'chart';\n}\n",
  'app/lib/units/money.ts':
    'export class Money {\n  static count = 0;\n  constructor(public cents: number) { Money.count++; }\n  plus(o: Money): Money { return new Money(this.cents + o.cents); }\n}\n',
};

const module = `
import { Point } from '../lib/geo/point';
import { Point as ChartPoint } from '../lib/chart/point';
import { Money } from '../lib/units/money';
`;

describe('class imports', () => {
  differentialSuite(
    'class-imports',
    [
      {
        name: 'new, static calls, constants and instanceof across namespaces',
        body: "const p = new Point(3, -4);\nconst c = new ChartPoint('a');\nconst m = new Money(150).plus(new Money(50));\nreturn [p.norm(), Point.origin().norm(), c.label, ChartPoint.KIND, m.cents, Money.count, p instanceof Point, (c as unknown) instanceof Point, m instanceof Money];",
      },
    ],
    { module, files },
  );

  it('imports a class whose short name is unique and qualifies two classes that share one', () => {
    const dir = makeProject({
      ...files,
      'app/Controllers/ImportController.ts': `import { Api, Controller } from 'ts2wp';\n${module}\nexport class ImportController extends Controller {\n  @Api({ namespace: 'a/v1' })\n  h(): number[] {\n    return [new Point(1, 2).norm(), new ChartPoint('x').label.length, new Money(1).cents];\n  }\n}\n`,
    });
    const php = compileProject(dir).files!.get('app/Controllers/ImportController.php')!;
    expect(php).toMatch(/^use Test\\Plugin\\App\\Lib\\Units\\Money\\Money;$/m);
    expect(php).toContain('new Money( 1 )');
    expect(php).toContain('new \\Test\\Plugin\\App\\Lib\\Geo\\Point\\Point( 1, 2 )');
    expect(php).toContain("new \\Test\\Plugin\\App\\Lib\\Chart\\Point\\Point( 'x' )");
    expect(php).not.toMatch(/^use .*\\Point;$/m);
  });
});
