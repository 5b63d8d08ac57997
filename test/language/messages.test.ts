// Messages (issue 16): one diagnostic per unsupported construct, no follow-on errors, and
// messages that read as English and say what is true.
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { compileProject } from '../../emitter/compile.js';
import { codeText } from '../../emitter/diagnostics/diagnostic.js';
import { Unsupported } from '../../emitter/diagnostics/catalogue.js';
import { controller, makeProject } from '../helpers/project.js';

function diagnostics(body: string, module = ''): { code: string; message: string }[] {
  const files = controller(
    `  @Api({ namespace: 'a/v1', endpoint: '/x' })\n  h(params: Record<string, any>): unknown {\n${body}\n  }\n`,
  );
  const [file, source] = Object.entries(files)[0];
  const result = compileProject(
    makeProject({ [file]: source.replace('\n\nexport class', `\n${module}\n\nexport class`) }),
  );
  return result.diagnostics.map((d) => ({
    code: codeText(d),
    message: ts.flattenDiagnosticMessageText(d.messageText, '\n'),
  }));
}

describe('messages', () => {
  it('a call on the result of an unsupported call is one diagnostic, about the inner call', () => {
    const found = diagnostics("const n = eval('1').trim().length;\nreturn n;");
    expect(found).toHaveLength(1);
    expect(found[0].code).toBe('TS2WP3002');
    expect(found[0].message).toContain('eval()');
  });

  it('a problem inside a reported construct is its own diagnostic', () => {
    const found = diagnostics('const a = [1, , [2, , 3]];\nreturn a;');
    expect(found.map((d) => d.code)).toEqual(['TS2WP3205', 'TS2WP3205']);
  });

  it('separate constructs are each reported', () => {
    const found = diagnostics("const a = [1, , 2];\nconst b = eval('2');\nreturn [a, b];");
    expect(found.map((d) => d.code).sort()).toEqual(['TS2WP3002', 'TS2WP3205']);
  });

  it('every "is not supported" message agrees in number', () => {
    for (const [name, factory] of Object.entries(Unsupported)) {
      const message = (factory as (...a: string[]) => { message: string })('x', 'y', 'z').message;
      const subject = message.split(' is not supported')[0];
      expect(subject, name).not.toMatch(/^(Getters|Holes|Tagged templates|Generator functions|Spread arguments)/);
      expect(subject, name).not.toMatch(/^`\w+` functions$/);
    }
  });

  it('the message for new of an unknown class names what may be constructed', () => {
    const message = Unsupported.construct('Foo').message;
    expect(message).toContain("the project's own classes");
    expect(message).toContain('Date');
    expect(message).not.toMatch(/may construct WP_Error and WP_REST_Response\.$/);
  });
});

describe('a getter or setter behind an interface', () => {
  const module = `interface Priced { total: number; label?: string }
class Cart implements Priced {
  private items: number[] = [2, 3];
  get total(): number { return this.items.reduce((a, b) => a + b, 0); }
  set total(v: number) { this.items = [v]; }
}
class Fixed { total = 5; }`;

  it('reading or writing it through the interface → TS2WP3433, naming the class', () => {
    const read = diagnostics('const p: Priced = new Cart();\nreturn p.total;', module);
    expect(read.map((d) => d.code)).toEqual(['TS2WP3433']);
    expect(read[0].message).toContain('Cart');
    const write = diagnostics('const p: Priced = new Cart();\np.total = 3;\nreturn 1;', module);
    expect(write.map((d) => d.code)).toEqual(['TS2WP3433']);
  });

  it('through the class itself, through another member, or with no accessor class: no diagnostic', () => {
    expect(diagnostics('const c = new Cart();\nc.total = 4;\nreturn c.total;', module)).toEqual([]);
    expect(diagnostics("const p: Priced = { total: 1, label: 'x' };\nreturn p.label;", module)).toEqual([]);
    expect(diagnostics('const f: { total: number } = new Fixed();\nreturn f;', module)).toEqual([]);
  });
});
