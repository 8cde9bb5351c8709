/**
 * A value written into an inline script of the page as a JavaScript literal.
 * `<` is escaped, so no text in it (a manifest's, an address's) can end the
 * script element it stands in.
 */
export const scriptLiteral = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
