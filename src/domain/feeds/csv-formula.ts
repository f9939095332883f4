/**
 * CSV injection (OWASP, "CSV Injection"): spreadsheet software runs a cell that starts with `=`, `+`,
 * `-` or `@`, or with a tab or carriage return before one, as a formula (`=HYPERLINK(…)`, DDE
 * commands). Such a cell is prefixed with an apostrophe, which makes it text. A plain number (a
 * negative latitude) stays as it is: it is no formula.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

export function neutraliseCsvFormula(cell: string): string {
  return FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell) ? `'${cell}` : cell;
}
