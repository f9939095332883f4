import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notePrimaryConnectionFailure } from "@/db/database-availability";
import { answerDatabaseFailuresAsUnavailable, DATABASE_RETRY_AFTER_S, unavailableStatus } from "./database-unavailable";

describe("unavailableStatus", () => {
  it.each([
    [500, 0, 1, 503, true],
    [503, 2, 3, 503, true],
    [500, 1, 1, 500, false],
    [200, 0, 1, 200, false],
    [404, 0, 1, 404, false],
    [502, 0, 1, 502, false],
  ])("%s with %s failures at the start and %s now → %s (Retry-After %s)", (status, atStart, now, expected, retryAfter) => {
    expect(unavailableStatus(status, atStart, now)).toEqual({ statusCode: expected, retryAfter });
  });
});

describe("answerDatabaseFailuresAsUnavailable", () => {
  let server: Server;
  let port = 0;
  beforeAll(async () => {
    answerDatabaseFailuresAsUnavailable();
    // Answers as Next.js does: a status set on the response, then the body written (the head goes out implicitly).
    server = createServer((req, res) => {
      if (req.url?.startsWith("/database-failed")) notePrimaryConnectionFailure();
      res.statusCode = req.url === "/fine" ? 200 : 500;
      if (req.url?.endsWith("explicit-head")) return void res.writeHead(500, "Internal Server Error", { "content-type": "text/plain" }).end("bug");
      res.end("page");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (path: string) =>
    new Promise<{ status: number; message: string; retryAfter: string | undefined; body: string }>((resolve, reject) => {
      request({ host: "127.0.0.1", port, path, agent: false }, (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, message: res.statusMessage ?? "", retryAfter: res.headers["retry-after"], body }));
      }).on("error", reject).end();
    });

  it("answers 503 with Retry-After when the primary could not be reached during the request", async () => {
    expect(await get("/database-failed")).toEqual({ status: 503, message: "Service Unavailable", retryAfter: String(DATABASE_RETRY_AFTER_S), body: "page" });
    expect(await get("/database-failed-explicit-head")).toEqual({ status: 503, message: "Service Unavailable", retryAfter: String(DATABASE_RETRY_AFTER_S), body: "bug" });
  });

  it("leaves a 500 alone when the database did not fail during the request (a failure before it began does not count)", async () => {
    notePrimaryConnectionFailure();
    expect(await get("/bug")).toMatchObject({ status: 500, retryAfter: undefined });
    expect(await get("/explicit-head")).toMatchObject({ status: 500, message: "Internal Server Error", retryAfter: undefined });
    expect(await get("/fine")).toMatchObject({ status: 200, retryAfter: undefined });
  });
});
