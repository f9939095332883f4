import { describe, expect, it } from "vitest";
import { MAX_ACTION_ARGUMENTS, serverActionReplyProblem, type ReplyParts } from "./server-action-reply";

/** A body's parts as React sends them: a text body is part 0 alone. */
const partsOf = (...parts: string[]): ReplyParts => (id) => parts[id];
const call = (...parts: string[]) => serverActionReplyProblem(partsOf(...parts), "arguments");
const form = (...parts: string[]) => serverActionReplyProblem(partsOf(...parts), "bound-action");
const ID = "40c1a9f2e3b4d5c6a7b8c9d0e1f2a3b4c5d6e7f8a9";

describe("serverActionReplyProblem: arguments React decodes", () => {
  it.each([
    ["a slug", ['["2026-toyota-camry"]']],
    ["no arguments", ["[]"]],
    ["a form's state and its form data", ['[{"error":null,"values":{}},"$K1"]']],
    ["escaped dollars, undefined, numbers, dates and BigInts", ['["$$5 off","$u","$I","$N","$-0","$-Infinity","$D2026-12-01T00:00:00.000Z","$n12345678901234567890"]']],
    ["a promise of another part", ['["$@1"]', '{"a":1}']],
    ["a reference to another part and a key in it", ['[{"x":"$1:items:0"}]', '{"items":[{"name":"a"}]}']],
    ["a reference into the arguments themselves", ['[{"a":{"b":1}},"$0:0:a"]']],
    ["at most 1,000 arguments", [JSON.stringify(Array(MAX_ACTION_ARGUMENTS).fill(1))]],
  ])("%s", (_, parts) => {
    expect(call(...parts)).toBeNull();
  });

  it("a no-JavaScript form's bound action: its descriptor and bound arguments", () => {
    expect(form(`{"id":"${ID}","bound":"$@1"}`, '[{"error":null}]')).toBeNull();
    expect(form(`{"id":"${ID}","bound":null}`)).toBeNull();
  });
});

// Issue 30: each of these, sent with a real action id, answered 500 before any action of ours ran.
describe("serverActionReplyProblem: arguments that cannot be read", () => {
  it.each([
    ["not JSON", ["garbage"], "part 0: The body is not valid JSON."],
    ["JSON cut short", ["{"], "part 0: The body is not valid JSON."],
    ["an empty body", [""], "part 0: The body is not valid JSON."],
    ["a string, not a list", ['"x"'], "the arguments are not a list"],
    ["an object, not a list", ['{"a":1}'], "the arguments are not a list"],
    ["more than 1,000 arguments", [JSON.stringify(Array(MAX_ACTION_ARGUMENTS + 1).fill(1))], "holds more than 1000 arguments"],
    ["a promise of a part the body does not hold", ['["$@1"]'], "refers to a part (1) the body does not hold"],
    ["a reference to a missing part", ['["$2"]'], "refers to a part (2) the body does not hold"],
    ["a reference to a missing key", ['["$1:nope"]', '{"a":1}'], "refers to a key its part does not hold"],
    ["a part that is not JSON", ['["$1"]', "{garbage"], "part 1: The body is not valid JSON."],
    ["a Map", ['["$Q1"]', "[]"], "holds a tag ($Q1) no action of this site takes"],
    ["a server reference", ['["$h1"]', "{}"], "holds a tag ($h1) no action of this site takes"],
    ["a temporary reference", ['["$T"]'], "holds a tag ($T) no action of this site takes"],
    ["a blob", ['["$B1"]'], "holds a tag ($B1) no action of this site takes"],
    ["a stream", ['["$R1"]'], "holds a tag ($R1) no action of this site takes"],
    ["a bare dollar", ['["$"]'], "holds a bare '$' (React escapes it as '$$')"],
    ["a BigInt that is no number", ['["$nabc"]'], "holds a BigInt ($n) that is not a number of at most 300 digits"],
    ["a BigInt of 301 digits", [`["$n${"9".repeat(301)}"]`], "holds a BigInt ($n) that is not a number of at most 300 digits"],
    ["nesting past 32 levels", [`[${"[".repeat(40)}${"]".repeat(40)}]`], "part 0: The body nests deeper than 32 levels."],
  ])("%s", (_, parts, problem) => {
    expect(call(...parts)).toBe(problem);
  });

  it.each([
    ["a descriptor that is not JSON", [`{"id":"${ID}",garbage`], "part 0: The body is not valid JSON."],
    ["bound arguments the form does not hold", [`{"id":"${ID}","bound":"$@1"}`], "refers to a part (1) the body does not hold"],
    ["bound arguments that are not a list", [`{"id":"${ID}","bound":"$@1"}`, '"x"'], "the arguments are not a list"],
    ["bound arguments that are not a promise of a part", [`{"id":"${ID}","bound":"garbage"}`], "the form's bound arguments are not a part of the body"],
    ["a descriptor without an id", ['{"bound":null}'], "the form's action is not { id, bound }"],
  ])("a form's %s", (_, parts, problem) => {
    expect(form(...parts)).toBe(problem);
  });
});
