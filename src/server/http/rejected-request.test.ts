import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import type { Site } from "@/domain/site/site";
import { FORM_POST_LIMIT_BYTES, rejectedRequestResponse, requestProblem } from "./rejected-request";

function request(target: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  const url = new URL(target, "http://harbour-toyota.localhost");
  // What the proxy reads: the address as it arrived (URL keeps percent-escapes as sent).
  return Object.assign(new Request(url, { method: init.method ?? "GET", headers: init.headers, body: init.body }), { nextUrl: { pathname: url.pathname, search: url.search } });
}

describe("requestProblem", () => {
  it.each([
    ["/cars/%ff", { kind: "path" }],
    ["/search?make=a%00b", { kind: "query", parameter: "make" }],
    ["/cars/x", null],
  ])("%s → %j", async (target, problem) => {
    const found = await requestProblem(request(target));
    expect(found === null ? null : found).toEqual(problem === null ? null : expect.objectContaining(problem));
  });

  // Next.js answered 500 for each of these before the proxy checked them (found by the fuzz suite).
  it("refuses a router-state header Next.js cannot parse, and lets a real one through", async () => {
    expect(await requestProblem(request("/cars/x", { headers: { rsc: "1", "next-router-state-tree": "[[[[" } }))).toEqual({ kind: "header", parameter: "Next-Router-State-Tree", message: "is not a router state" });
    const state = encodeURIComponent(JSON.stringify(["", { children: ["__PAGE__", {}] }, null, null, 0]));
    expect(await requestProblem(request("/", { headers: { rsc: "1", "next-router-state-tree": state } }))).toBeNull();
  });

  it("refuses a multipart body that does not parse, and reads a real form post", async () => {
    expect(await requestProblem(request("/contact", { method: "POST", headers: { "content-type": "multipart/form-data" }, body: "{}" }))).toEqual({ kind: "body", parameter: "body", message: "The form could not be read." });
    const body = '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nJess\r\n--x--\r\n';
    expect(await requestProblem(request("/contact", { method: "POST", headers: { "content-type": "multipart/form-data; boundary=x" }, body }))).toBeNull();
    expect(await requestProblem(request("/api/leads", { method: "POST", headers: { "content-type": "application/json" }, body: "{" }))).toBeNull();
  });

  it("refuses a form post or server action over Next.js's 1 MB limit with 413, and lets one at the limit through", async () => {
    const form = (bytes: number) => `--x\r\nContent-Disposition: form-data; name="m"\r\n\r\n${"m".repeat(bytes - 58)}\r\n--x--\r\n`;
    expect(form(FORM_POST_LIMIT_BYTES)).toHaveLength(FORM_POST_LIMIT_BYTES);
    const post = (body: string, headers: Record<string, string>) => requestProblem(request("/contact", { method: "POST", headers, body }));
    expect(await post(form(FORM_POST_LIMIT_BYTES), { "content-type": "multipart/form-data; boundary=x" })).toBeNull();
    expect(await post(form(FORM_POST_LIMIT_BYTES + 1), { "content-type": "multipart/form-data; boundary=x" })).toMatchObject({ kind: "too-large", parameter: "body" });
    expect(await post("x".repeat(FORM_POST_LIMIT_BYTES + 1), { "next-action": "abc", "content-type": "text/plain" })).toMatchObject({ kind: "too-large" });
    const tooLarge = rejectedRequestResponse({ kind: "too-large", parameter: "body", message: "The form is too large." }, { pathname: "/contact", accept: "text/html" }, { site: null, nonce: "n", headers: {} });
    expect(tooLarge.status).toBe(413);
  });
});

describe("requestProblem: methods and server actions (issue 30: each answered 500)", () => {
  const origin = "http://harbour-toyota.localhost";
  it.each(["PROPFIND", "DELETE", "PATCH", "M-SEARCH"])("refuses %s with 405, and the answer lists the methods served in Allow", async (method) => {
    const problem = await requestProblem(request("/cars/x", { method }));
    expect(problem).toMatchObject({ kind: "method", parameter: "method" });
    const answer = rejectedRequestResponse(problem!, { pathname: "/cars/x", accept: "text/html" }, { site: null, nonce: "n", headers: {} });
    expect([answer.status, answer.headers.get("allow")]).toEqual([405, "GET, HEAD, POST, PUT, OPTIONS"]);
    expect(await answer.text()).toContain("This site answers only GET, HEAD, POST, PUT, OPTIONS requests.");
  });

  it("refuses a server action from another origin with 403", async () => {
    const headers = { "next-action": "40c1a9f2e3b4d5c6a7b8c9d0e1f2a3b4c5d6e7f8a9", origin: "https://evil.example", "content-type": "text/plain" };
    const problem = await requestProblem(request("/contact", { method: "POST", headers, body: "[]" }));
    expect(problem).toEqual({ kind: "forbidden", parameter: "Origin", message: "Server actions are only taken from the site's own pages." });
    const answer = rejectedRequestResponse(problem!, { pathname: "/contact", accept: "text/html" }, { site: null, nonce: "n", headers: {} });
    expect(answer.status).toBe(403);
    const form = '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nJess\r\n--x--\r\n';
    expect(await requestProblem(request("/contact", { method: "POST", headers: { origin: "null", "content-type": "multipart/form-data; boundary=x" }, body: form }))).toMatchObject({ kind: "forbidden" });
  });

  it("refuses a malformed action id or origin with 400 naming the header, and lets the site's own action through", async () => {
    const post = (headers: Record<string, string>) => requestProblem(request("/contact", { method: "POST", headers: { host: "harbour-toyota.localhost", "content-type": "text/plain", ...headers }, body: "[]" }));
    expect(await post({ "next-action": "deadbeef", origin })).toEqual({ kind: "header", parameter: "Next-Action", message: "is not a server action id" });
    expect(await post({ "next-action": "0".repeat(42), origin: "::" })).toEqual({ kind: "header", parameter: "Origin", message: "is not a web origin" });
    expect(await post({ "next-action": "0".repeat(42), origin })).toBeNull();
  });
});

describe("requestProblem: server action arguments (issue 30: a real action id with a body React cannot decode answered 500)", () => {
  const headers = { host: "harbour-toyota.localhost", origin: "http://harbour-toyota.localhost", "next-action": "40c1a9f2e3b4d5c6a7b8c9d0e1f2a3b4c5d6e7f8a9" };
  /** A script's call as the browser sends it: React's own encodeReply, a text body or a multipart form. */
  async function encodedCall(args: unknown[]) {
    const { encodeReply } = createRequire(import.meta.url)("next/dist/compiled/react-server-dom-turbopack/client.node") as { encodeReply: (value: unknown) => Promise<string | FormData> };
    const encoded = await encodeReply(args);
    if (typeof encoded === "string") return request("/cars/x", { method: "POST", headers: { ...headers, "content-type": "text/plain;charset=UTF-8" }, body: encoded });
    const body = new Response(encoded);
    return request("/cars/x", { method: "POST", headers: { ...headers, "content-type": body.headers.get("content-type")! }, body: await body.text() });
  }

  it("takes every argument list our pages send, as React encodes it", async () => {
    const fields = new FormData();
    fields.set("name", "Jess");
    fields.append("additional_services", "Wash");
    const shared = { values: ["a"] };
    for (const args of [
      ["2026-toyota-camry-sx"], [], [null, fields], [{ error: null, values: {} }, fields], [{ message: "$5 off", at: new Date(0), none: undefined, n: Number.NaN, big: 10n }],
      [shared, shared], [{ nested: { list: [1, [2, [3]]] } }], [Promise.resolve("later")],
    ]) {
      expect(await requestProblem(await encodedCall(args)), String(args.length)).toBeNull();
    }
  });

  it.each([
    ["garbage", "text/plain", "part 0: The body is not valid JSON."],
    ['"x"', "text/plain", "the arguments are not a list"],
    ['["$@1"]', "text/plain", "refers to a part (1) the body does not hold"],
    ['--x\r\nContent-Disposition: form-data; name="0"\r\n\r\n{garbage\r\n--x--\r\n', "multipart/form-data; boundary=x", "part 0: The body is not valid JSON."],
    ['--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n', "multipart/form-data; boundary=x", "refers to a part (0) the body does not hold"],
  ])("refuses a call with %j (%s) with 400 naming the body", async (body, type, problem) => {
    expect(await requestProblem(request("/cars/x", { method: "POST", headers: { ...headers, "content-type": type }, body }))).toEqual({
      kind: "body", parameter: "body", message: `The server action's arguments cannot be read: ${problem}.`,
    });
  });

  it("refuses a no-JavaScript form whose bound action cannot be read, and takes the page's own", async () => {
    const formPost = (fields: Record<string, string>) => {
      const body = Object.entries(fields).map(([name, value]) => `--x\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join("") + "--x--\r\n";
      return requestProblem(request("/contact", { method: "POST", headers: { host: headers.host, origin: headers.origin, "content-type": "multipart/form-data; boundary=x" }, body }));
    };
    const descriptor = `{"id":"${headers["next-action"]}","bound":"$@1"}`;
    expect(await formPost({ $ACTION_REF_1: "", "$ACTION_1:0": descriptor, "$ACTION_1:1": '[{"error":null}]', $ACTION_KEY: "k1", name: "Jess" })).toBeNull();
    expect(await formPost({ $ACTION_REF_1: "", "$ACTION_1:0": descriptor, name: "Jess" })).toMatchObject({ kind: "body", message: "The server action's arguments cannot be read: refers to a part (1) the body does not hold." });
    expect(await formPost({ $ACTION_REF_1: "", "$ACTION_1:0": `{"id":"${headers["next-action"]}","bound":"garbage"}` })).toMatchObject({ kind: "body" });
  });
});

describe("rejectedRequestResponse", () => {
  const site = { name: "Harbour <Toyota>", config: { theme: { primary: "#eb0a1e", primaryText: "#ffffff" } } } as Site;
  const context = { site, nonce: "abc", headers: { "X-Frame-Options": "DENY" } };

  it("answers an API in JSON naming the path or the parameter", async () => {
    const path = rejectedRequestResponse({ kind: "path", message: "The address is not valid percent-encoded UTF-8." }, { pathname: "/api/search/%ff", accept: "*/*" }, context);
    expect([path.status, await path.json()]).toEqual([404, { error: { parameter: "path", message: "The address is not valid percent-encoded UTF-8." } }]);
    const query = rejectedRequestResponse({ kind: "query", parameter: "make", message: "must not contain control characters" }, { pathname: "/cars/x/view.json", accept: "application/json" }, context);
    expect([query.status, await query.json()]).toEqual([400, { error: { parameter: "make", message: "must not contain control characters" } }]);
  });

  it("answers a page with a plain page in the site's name and colours, escaped, with the security headers", async () => {
    const response = rejectedRequestResponse({ kind: "path", message: "x" }, { pathname: "/cars/%ff", accept: "text/html" }, context);
    const html = await response.text();
    expect([response.status, response.headers.get("content-type"), response.headers.get("x-frame-options")]).toEqual([404, "text/html; charset=utf-8", "DENY"]);
    expect(html).toContain("<h1>We couldn&#39;t find that page</h1>");
    expect(html).toContain('<header><a href="/">Harbour &lt;Toyota&gt;</a></header>');
    expect(html).toContain("header{background:#eb0a1e;");
    expect(html).toContain('<style nonce="abc">');
  });
});
