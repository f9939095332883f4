import { describe, expect, it } from "vitest";
import { isOneClickUnsubscribe, LIST_UNSUBSCRIBE_POST } from "./one-click-unsubscribe";

describe("isOneClickUnsubscribe (RFC 8058 §3.2: the POST's body is 'List-Unsubscribe=One-Click')", () => {
  it.each<[Record<string, string>, boolean]>([
    [Object.fromEntries(new URLSearchParams(LIST_UNSUBSCRIBE_POST)), true],
    [{ "List-Unsubscribe": "one-click" }, false],
    [{ csrf_token: "x" }, false],
    [{}, false],
  ])("%j → %s", (fields, oneClick) => {
    expect(isOneClickUnsubscribe(fields)).toBe(oneClick);
  });
});
