import ts from '#typescript';

/** A JSON-like value known at compile time. */
export type StaticValue = string | number | boolean | null | StaticValue[] | { [key: string]: StaticValue };

export type Evaluated = { ok: true; value: StaticValue } | { ok: false; node: ts.Node };

/**
 * Evaluates decorator arguments without running them (tsoa's approach): literals,
 * array and object literals (with spreads of such values), `as const`/`satisfies`, and references to `const`
 * declarations (also imported ones). Anything else reports the node it stopped at.
 */
export function evaluate(node: ts.Expression, checker: ts.TypeChecker, seen = new Set<ts.Node>()): Evaluated {
  const fail = (at: ts.Node): Evaluated => ({ ok: false, node: at });
  if (seen.has(node)) return fail(node);
  seen.add(node);

  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return { ok: true, value: node.text };
  if (ts.isNumericLiteral(node)) return { ok: true, value: Number(node.text) };
  if (node.kind === ts.SyntaxKind.TrueKeyword) return { ok: true, value: true };
  if (node.kind === ts.SyntaxKind.FalseKeyword) return { ok: true, value: false };
  if (node.kind === ts.SyntaxKind.NullKeyword) return { ok: true, value: null };
  if (
    ts.isParenthesizedExpression(node) ||
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isTypeAssertionExpression(node)
  ) {
    return evaluate(node.expression, checker, seen);
  }
  if (
    ts.isPrefixUnaryExpression(node) &&
    node.operator === ts.SyntaxKind.MinusToken &&
    ts.isNumericLiteral(node.operand)
  ) {
    return { ok: true, value: -Number(node.operand.text) };
  }
  if (ts.isTemplateExpression(node)) {
    let text = node.head.text;
    for (const span of node.templateSpans) {
      const part = evaluate(span.expression, checker, seen);
      if (!part.ok) return part;
      if (typeof part.value === 'object' && part.value !== null) return fail(span.expression);
      text += String(part.value) + span.literal.text;
    }
    return { ok: true, value: text };
  }
  if (ts.isArrayLiteralExpression(node)) {
    const items: StaticValue[] = [];
    for (const el of node.elements) {
      const v = evaluate(ts.isSpreadElement(el) ? el.expression : el, checker, seen);
      if (!v.ok) return v;
      if (!ts.isSpreadElement(el)) items.push(v.value);
      else if (Array.isArray(v.value)) items.push(...v.value);
      else return fail(el);
    }
    return { ok: true, value: items };
  }
  if (ts.isObjectLiteralExpression(node)) {
    const obj: { [key: string]: StaticValue } = {};
    for (const prop of node.properties) {
      let key: string | undefined;
      let valueNode: ts.Expression | undefined;
      if (ts.isSpreadAssignment(prop)) {
        // `{ ...BASE, endpoint }`: BASE's keys, in order, later keys winning.
        const spread = evaluate(prop.expression, checker, seen);
        if (!spread.ok) return spread;
        if (!spread.value || typeof spread.value !== 'object' || Array.isArray(spread.value)) return fail(prop);
        for (const [k, v] of Object.entries(spread.value)) obj[k] = v;
        continue;
      }
      if (ts.isPropertyAssignment(prop)) {
        key = propertyKey(prop.name);
        valueNode = prop.initializer;
      } else if (ts.isShorthandPropertyAssignment(prop)) {
        key = prop.name.text;
        valueNode = prop.name;
      }
      if (key === undefined || !valueNode) return fail(prop);
      const v = evaluate(valueNode, checker, seen);
      if (!v.ok) return v;
      obj[key] = v.value;
    }
    return { ok: true, value: obj };
  }
  if (ts.isIdentifier(node) || ts.isPropertyAccessExpression(node)) {
    const init = constInitializer(node, checker);
    if (init) {
      const v = evaluate(init, checker, seen);
      return v.ok ? v : fail(node);
    }
    if (ts.isPropertyAccessExpression(node)) {
      const target = evaluate(node.expression, checker, seen);
      if (target.ok && target.value && typeof target.value === 'object' && !Array.isArray(target.value)) {
        const v = target.value[node.name.text];
        if (v !== undefined) return { ok: true, value: v };
      }
    }
    return fail(node);
  }
  return fail(node);
}

export function propertyKey(name: ts.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  return undefined;
}

/** The initializer of the `const` (or `readonly` static) a reference resolves to. */
function constInitializer(node: ts.Expression, checker: ts.TypeChecker): ts.Expression | undefined {
  let symbol = checker.getSymbolAtLocation(ts.isPropertyAccessExpression(node) ? node.name : node);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  const decl = symbol?.valueDeclaration;
  if (!decl) return undefined;
  if (ts.isVariableDeclaration(decl) && decl.initializer && ts.isVariableDeclarationList(decl.parent)) {
    return decl.parent.flags & ts.NodeFlags.Const ? decl.initializer : undefined;
  }
  if (ts.isPropertyAssignment(decl)) return decl.initializer;
  if (ts.isEnumMember(decl) && decl.initializer) return decl.initializer;
  return undefined;
}
