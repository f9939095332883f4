import { describe, expect, it } from "vitest";
import { toCurl } from "./fuzz-request";
import { responseProblem } from "./response-checks";

const answer = (status: number, body: string, headers: Record<string, string> = {}) => ({ status, headers, body });

describe("responseProblem", () => {
  it.each([
    [answer(500, "Internal Server Error"), "answered 500"],
    [answer(503, '{"error":{"message":"Search is unavailable"}}'), "answered 503"],
    [answer(404, "Error: boom\n    at loadModel (/app/.next/server/chunks/ssr/x.js:1:2319)\n"), "a stack trace"],
    [answer(404, "Error\n    at async Module.at [as generateMetadata] (.next/server/chunks/ssr/src_00t2bkmryikeb._.js:1:19229)"), "a stack trace"],
    [answer(400, 'Failed query: select "cars"."id", "cars"."slug" from "cars" where "cars"."slug" = $1'), "SQL"],
    [answer(400, "error: invalid byte sequence for encoding \"UTF8\": 0x00"), "SQL"],
    [answer(200, "<pre>TypeError: Cannot read properties of undefined (reading 'id')\n</pre>"), "an uncaught JavaScript error"],
    [answer(302, "", { location: "/cars/VIN-OF-BRAVO" }), "another site's data"],
    [answer(200, "<p>Stock of Bravo Cars: VIN-OF-BRAVO</p>"), "another site's data"],
  ])("%j → %s", (response, problem) => {
    expect(responseProblem(response, ["VIN-OF-BRAVO"])).toContain(problem);
  });

  it("a connection closed without an answer is a failure, but for a CONNECT (Node closes it: there is no tunnel here)", () => {
    expect(responseProblem(answer(0, ""), [], "GET")).toBe("closed the connection without answering");
    expect(responseProblem(answer(0, ""), [], "TRACE")).toBe("closed the connection without answering");
    expect(responseProblem(answer(0, ""), [], "CONNECT")).toBeNull();
    expect(responseProblem(answer(500, ""), [], "CONNECT")).toBe("answered 500");
  });

  it.each([
    answer(200, "<p>Select from our range of used cars, from \u201cbudget\u201d to luxury.</p><script src=\"/_next/static/chunks/app.js\"></script>"),
    answer(404, '{"error":{"parameter":"path","message":"The address is not valid percent-encoded UTF-8."}}'),
    answer(400, '{"error":{"parameter":"car_id","message":"must be a car id (a whole number)"}}'),
    answer(201, '{"lead_id":"0b1e…","event_id":15}'),
  ])("%j is fine", (response) => {
    expect(responseProblem(response, ["VIN-OF-BRAVO"])).toBeNull();
  });
});

describe("toCurl", () => {
  const origin = "http://127.0.0.1:3100";

  it("reproduces the raw address, the Host header and a body, quoted for the shell", () => {
    expect(toCurl({ method: "GET", path: "/cars/%E0%A4%A", query: "", headers: { host: "harbour-toyota.localhost." } }, origin)).toBe(
      "curl -sS -i --path-as-is -X GET -H 'host: harbour-toyota.localhost.' http://127.0.0.1:3100/cars/%E0%A4%A",
    );
    expect(toCurl({ method: "POST", path: "/api/leads", query: "a=1&b=%00", headers: { host: "x" }, body: { contentType: "application/json", text: '{"name":"it\'s \u0000"}' } }, origin)).toBe(
      "curl -sS -i --path-as-is -X POST -H 'host: x' -H 'content-type: application/json' --data-binary $'{\"name\":\"it\\x27s \\x00\"}' 'http://127.0.0.1:3100/api/leads?a=1&b=%00'",
    );
  });

  it("writes a long body as the command that makes it", () => {
    const text = `{"message":"${"m".repeat(65_000)}"}`;
    expect(toCurl({ method: "POST", path: "/api/leads", query: "", headers: {}, body: { text } }, origin)).toContain(
      "--data-binary @<(printf '%s' '{\"message\":\"'; head -c 65000 /dev/zero | tr '\\0' m; printf '%s' '\"}')",
    );
  });
});
