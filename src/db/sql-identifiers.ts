/** Quotes a table or column name for raw SQL; names come from our own code, never from input. */
export function quoteIdentifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Refusing unexpected SQL identifier: ${name}`);
  return `"${name}"`;
}
