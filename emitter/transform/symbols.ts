import ts from '#typescript';

/** The symbol an expression names, through import aliases. */
export function resolveSymbol(expr: ts.Node, checker: ts.TypeChecker): ts.Symbol | undefined {
  const symbol = checker.getSymbolAtLocation(expr);
  return symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/** The file that declares what an expression names. */
export function declarationFile(expr: ts.Node, checker: ts.TypeChecker): string | undefined {
  return resolveSymbol(expr, checker)?.declarations?.[0]?.getSourceFile().fileName;
}
