import { describe, expect, it } from "vitest";
import { readLeadBody } from "./request-body";

describe("readLeadBody", () => {
  const post = (body: BodyInit, type?: string) => new Request("http://x/api/leads", { method: "POST", body, headers: type ? { "content-type": type } : {} });
  it("reads JSON, urlencoded and multipart bodies", async () => {
    expect(await readLeadBody(post('{"name":"Jess"}', "application/json"))).toEqual({ ok: true, body: { name: "Jess" } });
    expect(await readLeadBody(post("name=Jess&opt_in=on", "application/x-www-form-urlencoded"))).toEqual({ ok: true, body: { name: "Jess", opt_in: "on" } });
    const form = new FormData();
    form.set("name", "Jess");
    expect(await readLeadBody(post(form))).toEqual({ ok: true, body: { name: "Jess", opt_in: false } });
  });
  it.each([
    ["{", "application/json", "The body is not valid JSON."],
    ["[1]", "application/json", "The body must be a JSON object."],
    ["<lead/>", "text/xml", "Send the lead as JSON or as a form post."],
    [`{"m":"${"x".repeat(70_000)}"}`, "application/json", "The form is too large."],
    ["--fuzz--\r\n", "multipart/form-data", "The form could not be read."],
    ["--fuzz\r\nbroken", "multipart/form-data; boundary=fuzz", "The form could not be read."],
  ])("%s (%s) → %s", async (body, type, message) => {
    expect(await readLeadBody(post(body, type))).toEqual({ ok: false, message });
  });

  // Issue 30: nested 5,000 deep, a lead answered 500 (RangeError) from the checks that walk the value.
  it.each([
    ["objects inside a lead", `{"name":"Jess","lead_attributes":${'{"a":'.repeat(5000)}1${"}".repeat(5000)}}`],
    ["arrays", "[".repeat(5000) + "]".repeat(5000)],
  ])("a JSON body of %s nested 5,000 deep → 400 naming the body", async (_, body) => {
    expect(await readLeadBody(post(body, "application/json"))).toEqual({ ok: false, message: "The body nests deeper than 32 levels." });
  });

  // Issue 19: a NUL reached PostgreSQL, which refuses it in text and JSON, and the lead answered 503.
  it.each([
    ['{"name":"Jess","message":"Hi \\u0000 there"}', "application/json", "message"],
    ['{"lead_attributes":{"visited_pages":["/","/\\u0001"]}}', "application/json", "lead_attributes.visited_pages.1"],
    ["name=Jess&message=a%00b", "application/x-www-form-urlencoded", "message"],
  ])("%s (%s) → 400 naming %s", async (body, type, parameter) => {
    expect(await readLeadBody(post(body, type))).toEqual({ ok: false, parameter, message: "Remove the control characters from this field." });
  });
});
