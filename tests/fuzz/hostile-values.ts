import fc from "fast-check";

/**
 * The values an attacker or a broken crawler puts in an address, already percent-encoded as they go on
 * the wire (issue 19): malformed and overlong encodings, NUL and control characters, very long values,
 * numbers JavaScript reads oddly, and strings that break naive SQL, HTML or path handling.
 */
const MALFORMED_ENCODINGS = ["%", "%%", "%E0%A4%A", "%ZZ", "%ff", "%E0", "abc%", "%C0%80", "%C0%AE%C0%AE", "%ED%A0%80", "%F4%90%80%80", "%FE%FF", "%u0041"];
const CONTROL_CHARACTERS = ["%00", "a%00b", "%0A", "%0D%0A", "%09", "%1B%5B31m", "%7F", "%C2%85", "%E2%80%8B", "%EF%BB%BF"];
const ODD_NUMBERS = ["1e308", "-1e308", "1e-324", "-0", "0", "-1", "NaN", "Infinity", "-Infinity", "2147483648", "9007199254740993", "0x10", "1.5", "1,000", "%2B1", "00001", "1_000"];
const INJECTIONS = ["'", "%27%20OR%201%3D1--", "%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E", "%24%7B7*7%7D", "..%2F..%2Fetc%2Fpasswd", "%2e%2e", "%2F", "%5C", "%3B", "null", "undefined", "true", "[]", "%7B%7D", "__proto__", "constructor"];

/** A long run of one character, or of one encoded character (the proxy counts decoded characters). */
const longValue = fc.oneof(
  fc.integer({ min: 190, max: 260 }).map((n) => "a".repeat(n)),
  fc.integer({ min: 60, max: 80 }).map((n) => "%C3%A9".repeat(n)),
  fc.constantFrom(1999, 2000, 2001, 4096).map((n) => "x".repeat(n)),
);

/** Any text, percent-encoded as a browser would (so it always decodes). */
const anyText = fc.string({ unit: "grapheme", maxLength: 30 }).map(encodeURIComponent);

/** A hostile value for a path segment or a query parameter, already encoded. */
export const hostileValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...MALFORMED_ENCODINGS),
  fc.constantFrom(...CONTROL_CHARACTERS),
  fc.constantFrom(...ODD_NUMBERS),
  fc.constantFrom(...INJECTIONS),
  longValue,
  anyText,
  fc.constant(""),
);

/** A value for an address: mostly real ones (this site's and other sites'), often hostile. */
export function addressValue(known: readonly string[]): fc.Arbitrary<string> {
  return known.length === 0 ? hostileValue : fc.oneof({ arbitrary: fc.constantFrom(...known), weight: 2 }, { arbitrary: hostileValue, weight: 3 });
}

/** A query string (without `?`): known and hostile names, repeated and array parameters, hostile values. */
export function queryString(names: readonly string[], values: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const name = fc.oneof(
    { arbitrary: fc.constantFrom(...names), weight: 4 },
    { arbitrary: fc.constantFrom(...names).map((n) => `${n}%5B%5D`), weight: 1 },
    { arbitrary: fc.constantFrom(...names).map((n) => `${n}[0]`), weight: 1 },
    { arbitrary: hostileValue, weight: 1 },
  );
  const pair = fc.oneof({ arbitrary: fc.tuple(name, values).map(([n, v]) => `${n}=${v}`), weight: 6 }, { arbitrary: name, weight: 1 });
  // Now and then the first parameter given twice, the way a shopper's tab or a crawler repeats it.
  return fc.tuple(fc.array(pair, { maxLength: 5 }), fc.boolean()).map(([pairs, repeat]) => (repeat && pairs.length > 0 ? [...pairs, pairs[0]!] : pairs).join("&"));
}

/** Host header variants of one site (case, trailing dot, ports, www), and now and then a host that is no site. */
export function hostVariant(siteHost: string, port: number): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(siteHost, siteHost.toUpperCase(), `${siteHost}.`, `${siteHost}:${port}`, `${siteHost}:0`, `${siteHost}:65535`, `www.${siteHost}`, `WWW.${siteHost.toUpperCase()}.:${port}`), weight: 8 },
    { arbitrary: fc.constantFrom("unknown.localhost", `${siteHost}.evil.example`, `${siteHost}:abc`, `${siteHost}..`, "evil.example", "%00.localhost", "a".repeat(300), "[::1", ""), weight: 1 },
  );
}
