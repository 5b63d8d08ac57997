// A PHP string literal for the generated runtime tables: single-quoted unless it holds a
// character outside printable ASCII (WPCS), then double-quoted with \u{…} escapes.
export const phpLiteral = (s) =>
  /^[\x20-\x7e]*$/.test(s)
    ? `'${s.replace(/[\\']/g, '\\$&')}'`
    : `"${s.replace(/[\\"$]/g, '\\$&').replace(/[^\x20-\x7e]/g, (c) => `\\u{${c.codePointAt(0).toString(16)}}`)}"`;
