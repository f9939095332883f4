import { createServer, type Server } from "node:http";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFeed } from "./feed-readers";
import { FeedSourceError, openFeedSource } from "./feed-source";
import type { FeedRecord } from "./staging-rows";

const CSV = "stocknum,make\nU1,Toyota\nU2,Mazda\n";
let server: Server;
let base: string;
let dir: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === "/feed.csv") return response.writeHead(200, { "content-type": "text/csv; charset=utf-8", "content-length": String(CSV.length) }).end(CSV);
    if (request.url === "/feed") return response.writeHead(200, { "content-type": "application/json" }).end('[{"stocknum":"U9"}]');
    if (request.url === "/silent") return; // never answers
    if (request.url === "/stalls.csv") {
      response.writeHead(200, { "content-type": "text/csv" });
      response.write("stocknum,make\nU1,Toyota\n"); // then nothing more
      return;
    }
    response.writeHead(404, "Not Found").end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  dir = await mkdtemp(path.join(tmpdir(), "feed-source-"));
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

async function readAll(location: string, timeoutMs = 2_000): Promise<FeedRecord[]> {
  const source = await openFeedSource(location, { timeoutMs });
  const records: FeedRecord[] = [];
  for await (const record of readFeed(source.stream, source.format)) records.push(record);
  return records;
}

describe("openFeedSource", () => {
  it("reads a feed from a URL, its format from the content type or the path, its size from Content-Length", async () => {
    const source = await openFeedSource(`${base}/feed.csv`, { timeoutMs: 2_000 });
    expect([source.format, source.totalBytes]).toEqual(["csv", CSV.length]);
    source.stream.destroy();
    expect(await readAll(`${base}/feed.csv`)).toMatchObject([{ line: 2, values: { stocknum: "U1", make: "Toyota" } }, { line: 3, values: { stocknum: "U2", make: "Mazda" } }]);
    expect(await readAll(`${base}/feed`)).toEqual([{ line: 1, values: { stocknum: "U9" } }]);
  });

  it("names the failure of a URL: an HTTP error, no answer in time, a feed that stops", async () => {
    await expect(openFeedSource(`${base}/missing.csv`, { timeoutMs: 2_000 })).rejects.toThrow(new FeedSourceError(`${base}/missing.csv answered 404 Not Found`));
    await expect(openFeedSource(`${base}/silent`, { timeoutMs: 200 })).rejects.toThrow(`${base}/silent did not answer within 0.2 s`);
    await expect(readAll(`${base}/stalls.csv`, 300)).rejects.toThrow(`${base}/stalls.csv stopped sending for 0.3 s`);
  });

  it("reads a file, its format from its name or the option", async () => {
    const file = path.join(dir, "stock.csv");
    await writeFile(file, CSV);
    expect(await readAll(file)).toHaveLength(2);
    const unnamed = path.join(dir, "stock.txt");
    await writeFile(unnamed, CSV);
    await expect(openFeedSource(unnamed, { timeoutMs: 1_000 })).rejects.toThrow(`Cannot tell whether ${unnamed} is CSV or JSON: name it .csv or .json, or give --format csv|json.`);
    expect((await openFeedSource(unnamed, { timeoutMs: 1_000, format: "csv" })).format).toBe("csv");
    await expect(openFeedSource(path.join(dir, "none.csv"), { timeoutMs: 1_000 })).rejects.toThrow(`No such file: ${path.join(dir, "none.csv")}`);
  });
});
