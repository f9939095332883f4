import fc from "fast-check";
import type { FuzzBody } from "./hostile-bodies";

/**
 * Server-action posts as an attacker sends them (issue 30: a cross-origin or malformed one answered 500): a script's
 * call (`Next-Action`) with real, unknown and malformed ids, from the site's own origin, another site's, an opaque
 * one or one that is no URL, with bodies React cannot decode (not JSON, not a list, references to parts the body
 * does not hold, tags no action takes), and no-JavaScript form posts whose bound action cannot be read.
 */
export type ActionCall = { actionId?: string; origin: OriginKind; body: FuzzBody };
/** Where the call claims to come from; `same` is made from the Host header the request is sent with. */
export type OriginKind = "same" | "cross" | "opaque" | "malformed" | "none";

const BAD_IDS = ["deadbeef", "", "0".repeat(42), "z".repeat(42), "0".repeat(43), "toString", "%00", "$ACTION_ID_"];
const ORIGINS: readonly OriginKind[] = ["same", "same", "same", "cross", "opaque", "malformed", "none"];

/** The Origin header for a kind, or none. */
export function originHeader(kind: OriginKind, host: string): Record<string, string> {
  const value = { same: `http://${host}`, cross: "https://evil.example", opaque: "null", malformed: "http://a b", none: undefined }[kind];
  return value === undefined ? {} : { origin: value };
}

/** Argument lists a script's call might carry: React's shapes, broken. */
const TEXT_ARGUMENTS = [
  "garbage", "{", "", '"x"', "[]", "[1,2]", "null", '{"0":1}', '["$@1"]', '["$1:a:b"]', '["$Q1"]', '["$W1"]', '["$h1"]', '["$T"]', '["$B1"]', '["$R1"]', '["$nabc"]',
  `["$n${"9".repeat(400)}"]`, '["$"]', '["$Dnot-a-date"]', '[null,"$K1"]', `[${"[".repeat(3000)}${"]".repeat(3000)}]`, JSON.stringify(Array(1001).fill(0)), '["\u0000"]',
];

const part = (name: string, value: string) => `--fuzz\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const multipart = (parts: [string, string][]): FuzzBody => ({ contentType: "multipart/form-data; boundary=fuzz", text: `${parts.map(([n, v]) => part(n, v)).join("")}--fuzz--\r\n` });

/** A call's body: text, or multipart with its root part `0` (and others) as React would lay them out, broken. */
const callBody = fc.oneof(
  fc.constantFrom(...TEXT_ARGUMENTS).map((text): FuzzBody => ({ contentType: "text/plain;charset=UTF-8", text })),
  fc.constantFrom(...TEXT_ARGUMENTS).map((root) => multipart([["0", root], ["1_name", "Jess"], ["1_message", "a\u0000b"]])),
  fc.constantFrom<[string, string][]>([["a", "b"]], [["0", '["$@1"]']], [["0", '["$1"]'], ["1", "{garbage"]], [["0", '[null,"$K1"]'], ["1_$ACTION_ID_x", "y"]]).map(multipart),
);

/** A no-JavaScript form's fields naming `id` as its action, with its descriptor or bound arguments broken. */
function formFields(id: string): fc.Arbitrary<FuzzBody> {
  const descriptor = (bound: string) => `{"id":"${id}","bound":${bound}}`;
  return fc.constantFrom<[string, string][]>(
    [["$ACTION_ID_" + id, ""]],
    [["$ACTION_ID_" + id, ""], ["name", "\u0000"]],
    [["$ACTION_REF_1", ""], ["$ACTION_1:0", descriptor('"$@1"')]],
    [["$ACTION_REF_1", ""], ["$ACTION_1:0", descriptor('"$@1"')], ["$ACTION_1:1", '"x"']],
    [["$ACTION_REF_1", ""], ["$ACTION_1:0", descriptor('"garbage"')]],
    [["$ACTION_REF_1", ""], ["$ACTION_1:0", `{"id":"${id}",garbage`]],
    [["$ACTION_REF_1", ""], ["$ACTION_1:0", descriptor('"$@1"')], ["$ACTION_1:1", "[]"], ["$ACTION_KEY", "k1"]],
    [["$ACTION_REF_1", ""], ["$ACTION_REF_2", ""], ["$ACTION_REF_3", ""]],
  ).map(multipart);
}

/** Hostile server-action posts, using the ids the site's own forms name. */
export function actionCall(actionIds: readonly string[]): fc.Arbitrary<ActionCall> {
  const ids = actionIds.length > 0 ? actionIds : ["0".repeat(42)];
  const id = fc.oneof({ arbitrary: fc.constantFrom(...ids), weight: 3 }, { arbitrary: fc.constantFrom(...BAD_IDS), weight: 1 });
  const origin = fc.constantFrom(...ORIGINS);
  return fc.oneof(
    { arbitrary: fc.record({ actionId: id, origin, body: callBody }), weight: 3 },
    { arbitrary: fc.tuple(fc.constantFrom(...ids), origin).chain(([formId, from]) => formFields(formId).map((body): ActionCall => ({ origin: from, body }))), weight: 1 },
  );
}
