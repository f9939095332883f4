import { describe, expect, it } from "vitest";
import { encodeCopyFields, encodeCopyValue, escapeCopyText } from "./copy-text";

// PostgreSQL COPY text format: fields separated by tabs, \N for null, and backslash escapes for backslash, tab, newline and carriage return.
describe("COPY text encoding", () => {
  it.each<[string, string, string]>([
    ["plain text as it is", "Glacier White", "Glacier White"],
    ["a backslash doubled", "C:\\cars", "C:\\\\cars"],
    ["tab, newline and carriage return escaped", "a\tb\nc\r\nd", "a\\tb\\nc\\r\\nd"],
    ["an escape's backslash is not escaped twice", "\\\n", "\\\\\\n"],
  ])("text: %s", (_, text, expected) => expect(escapeCopyText(text)).toBe(expected));

  it.each<[string, unknown, boolean, string]>([
    ["null", null, false, "\\N"],
    ["a number", 12_990, false, "12990"],
    ["a boolean", true, false, "t"],
    ["a date as an instant", new Date("2026-03-01T00:00:00Z"), false, "2026-03-01T00:00:00.000Z"],
    ["an array column: quoted items, quotes and backslashes escaped", ["Apple CarPlay", 'Say "hi"', "a\\b", null], true, '{"Apple CarPlay","Say \\\\"hi\\\\"","a\\\\\\\\b",NULL}'],
    ["JSON with a quote, a newline and a backslash in a string", { note: 'A "clean"\ncar \\ one owner' }, false, '{"note":"A \\\\"clean\\\\"\\\\ncar \\\\\\\\ one owner"}'],
    ["a JSON list", ["a", "b"], false, '["a","b"]'],
  ])("value: %s", (_, value, isArray, expected) => expect(encodeCopyValue(value, isArray)).toBe(expected));

  it("a row: its columns' values in order, tab-separated", () => {
    const columns = [{ key: "name", name: "name", isArray: false }, { key: "features", name: "features", isArray: true }, { key: "soldAt", name: "sold_at", isArray: false }];
    expect(encodeCopyFields({ name: "RAV4\tGXL", features: ["Tow bar"] }, columns)).toBe('RAV4\\tGXL\t{"Tow bar"}\t\\N');
  });
});
