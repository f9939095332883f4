import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { methodProblem } from "@/domain/security/request-target";
import { renameFetchForbiddenMethods } from "./fetch-forbidden-methods";

// What Next.js does with each request before the proxy: builds a WHATWG Request (which threw for TRACE: a 500).
const server = createServer((incoming, response) => {
  try {
    const request = new Request(`http://localhost${incoming.url}`, { method: incoming.method });
    response.writeHead(methodProblem(request.method) ? 405 : 200).end(request.method);
  } catch (error) {
    response.writeHead(500).end(String(error));
  }
});
let port = 0;
beforeAll(async () => {
  renameFetchForbiddenMethods();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => server.close());

const send = (method: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const outgoing = httpRequest({ host: "127.0.0.1", port, method, path: "/cars/x" }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    outgoing.on("error", reject);
    outgoing.end();
  });

describe("renameFetchForbiddenMethods (issue 30: TRACE answered 500 on every path)", () => {
  it("hands a TRACE on as a method no route serves, which the proxy answers 405", async () => {
    expect(await send("TRACE")).toEqual({ status: 405, body: "TRACE-REFUSED" });
  });

  it.each(["GET", "POST", "PUT", "PROPFIND"])("leaves %s as it came", async (method) => {
    const answer = await send(method);
    expect([answer.status === 500, answer.body]).toEqual([false, method]);
  });
});
