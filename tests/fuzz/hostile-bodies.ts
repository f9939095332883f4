import fc from "fast-check";

/** A request body as sent: its Content-Type (absent: none sent) and bytes. */
export type FuzzBody = { contentType?: string; text: string };

/** Ids and slugs the generators mix into bodies: this site's and other tenants'. */
export type BodyVocabulary = {
  ids: readonly number[];
  slugs: readonly string[];
  uuids: readonly string[];
  fieldNames: readonly string[];
  /** Valid bodies (a lead, a follow-up…): mutated one or two fields at a time, so hostile values get past the other checks. */
  templates: readonly Record<string, unknown>[];
};

/** The body limits the app enforces: lead intake (64 KiB) and Next.js server actions (1 MB). */
const SIZE_LIMITS = [64 * 1024, 1024 * 1024];

const CONTENT_TYPES = [
  "application/json", "application/json; charset=utf-8", "application/json; charset=utf-16", "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=fuzz", "multipart/form-data", "text/plain;charset=UTF-8", "application/xml", "application/octet-stream", "x/y; a=\"b",
];

/** Issue 30: nested 5,000 deep, a lead answered 500 (a RangeError from the checks that walk the value). */
const DEEP = 5000;
/** Deep past every limit, and still shallow enough for this process's own JSON.stringify. */
const SHALLOW_DEEP = 1000;
const deepObject = (depth: number): unknown => {
  let value: unknown = "deep";
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};
const DEEP_BODIES = [
  `${'{"a":'.repeat(DEEP)}1${"}".repeat(DEEP)}`, `{"lead_attributes":${"[".repeat(DEEP)}${"]".repeat(DEEP)}}`, "[".repeat(DEEP) + "]".repeat(DEEP),
  `lead_attributes${"[a]".repeat(DEEP)}=x&name=Jess`, `${'{"a":['.repeat(DEEP / 2)}${"]}".repeat(DEEP / 2)}`,
];

const hostileText = fc.oneof(
  fc.constantFrom("\u0000", "a\u0000b", "\u001b[31m", "\ud800", "\uffff", "\u202e", "'; drop table leads; --", "<script>alert(1)</script>", "${7*7}", "%00", "%ff", ""),
  fc.integer({ min: 100, max: 6000 }).map((n) => "x".repeat(n)),
  fc.string({ unit: "binary", maxLength: 40 }),
);
const hostileNumber = fc.oneof(
  fc.constantFrom(1e308, -1e308, -0, 0, -1, 2147483648, 9007199254740993, 1.5, Number.MAX_SAFE_INTEGER),
  fc.constantFrom("1e308", "NaN", "Infinity", "-0", "0x10", "1,000", "$30,000"),
);

function fieldValue(vocabulary: BodyVocabulary): fc.Arbitrary<unknown> {
  const known = [...vocabulary.ids, ...vocabulary.slugs, ...vocabulary.uuids];
  return fc.oneof(
    { arbitrary: hostileText, weight: 3 },
    { arbitrary: hostileNumber, weight: 2 },
    { arbitrary: known.length > 0 ? fc.constantFrom(...known) : hostileText, weight: 2 },
    { arbitrary: fc.constantFrom(null, true, false, [], {}, [1, 2], { nested: { deeper: "\u0000" } }, deepObject(SHALLOW_DEEP)), weight: 1 },
  );
}

/** A JSON object shaped like what the routes read (known field names), with hostile values. */
function fieldObject(vocabulary: BodyVocabulary): fc.Arbitrary<Record<string, unknown>> {
  const name = fc.oneof({ arbitrary: fc.constantFrom(...vocabulary.fieldNames), weight: 5 }, { arbitrary: fc.constantFrom("__proto__", "constructor", "a[b][c]", "x[]", "\u0000", ""), weight: 1 });
  return fc.dictionary(name, fieldValue(vocabulary), { maxKeys: 8 });
}

/** Percent-encodes the UTF-8 bytes of any string (a lone surrogate goes as U+FFFD, as a browser sends it). */
const percentEncode = (text: string) => [...Buffer.from(text, "utf8")].map((b) => (/[\w.~-]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, "0")}`)).join("");
/** A valid body with one or two fields replaced (or added) with hostile values. */
function mutatedTemplate(vocabulary: BodyVocabulary): fc.Arbitrary<Record<string, unknown>> {
  const change = fc.tuple(fc.constantFrom(...vocabulary.fieldNames), fieldValue(vocabulary));
  return fc.tuple(fc.constantFrom(...vocabulary.templates), fc.array(change, { minLength: 1, maxLength: 2 })).map(([template, changes]) => ({ ...template, ...Object.fromEntries(changes) }));
}

const encodeForm = (fields: Record<string, unknown>) =>
  Object.entries(fields).map(([k, v]) => `${percentEncode(k)}=${percentEncode(typeof v === "string" ? v : (JSON.stringify(v) ?? ""))}`).join("&");

function multipart(fields: Record<string, unknown>): string {
  const parts = Object.entries(fields).map(([k, v]) => `--fuzz\r\nContent-Disposition: form-data; name="${k.replace(/"/g, "%22")}"\r\n\r\n${typeof v === "string" ? v : JSON.stringify(v)}\r\n`);
  return `${parts.join("")}--fuzz--\r\n`;
}

/** A JSON body of exactly `bytes` bytes: a message padded to the limit, or one byte over. */
const sized = (bytes: number) => {
  const shell = JSON.stringify({ message: "" });
  return JSON.stringify({ message: "m".repeat(Math.max(0, bytes - shell.length)) });
};

/** Bodies: well-formed with hostile values, malformed JSON and forms, wrong content types, sizes at and over the limits. */
export function hostileBody(vocabulary: BodyVocabulary, forms: readonly Record<string, string>[] = []): fc.Arbitrary<FuzzBody | undefined> {
  const fields = vocabulary.templates.length > 0 ? fc.oneof(fieldObject(vocabulary), mutatedTemplate(vocabulary)) : fieldObject(vocabulary);
  const contentType = fc.option(fc.constantFrom(...CONTENT_TYPES), { nil: undefined, freq: 8 });
  const text = fc.oneof(
    { arbitrary: fields.map((f) => JSON.stringify(f)), weight: 4 },
    { arbitrary: fields.map(encodeForm), weight: 2 },
    { arbitrary: fields.map(multipart), weight: 1 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)), weight: 1 },
    { arbitrary: fc.constantFrom("{", "[1,", '{"a":}', '"\\ud800"', '{"a":"\\u0000"}', "nul\u0000l", "\uFEFF{}", "--fuzz\r\nbroken", ""), weight: 2 },
    { arbitrary: fc.constantFrom(...DEEP_BODIES), weight: 1 },
    { arbitrary: fc.constantFrom(...SIZE_LIMITS).chain((limit) => fc.constantFrom(limit, limit + 1)).map(sized), weight: 1 },
  );
  const plain = fc.record({ contentType, text });
  const none = { arbitrary: fc.constant(undefined), weight: 1 };
  if (forms.length === 0) return fc.oneof({ arbitrary: plain, weight: 4 }, none);
  // A page's own form (its hidden action fields) with hostile values in its fields: the no-JavaScript form post.
  const formPost = fc.tuple(fc.constantFrom(...forms), fields).map(([form, extra]) => ({ contentType: "multipart/form-data; boundary=fuzz", text: multipart({ ...form, ...extra }) }));
  return fc.oneof({ arbitrary: plain, weight: 4 }, { arbitrary: formPost, weight: 3 }, none);
}
