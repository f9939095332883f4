import { Agent, createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { closeIdleConnectionsUntilExit, releaseConnectionsWhenDraining } from "./connection-drain";
import { beginDraining } from "./shutdown";

const get = (port: number, agent: Agent) =>
  new Promise<string | undefined>((resolve, reject) => {
    request({ port, host: "127.0.0.1", agent, path: "/" }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.headers.connection));
    })
      .on("error", reject)
      .end();
  });

/** A server answering after 100 ms (so a request can be in flight when the stop begins), and a client that keeps its connection. */
async function slowServer() {
  const server = createServer((_, response) => setTimeout(() => response.end("ok"), 100));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as AddressInfo).port, agent: new Agent({ keepAlive: true, maxSockets: 1 }) };
}

/** Closes the listener as `next start` does on SIGTERM; resolves to how long until the server had closed. */
function closeListener(server: Server): Promise<number> {
  const started = Date.now();
  return new Promise((resolve) => server.close(() => resolve(Date.now() - started)));
}

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

describe("releasing kept-alive connections on stop (in this order: draining cannot be undone)", () => {
  releaseConnectionsWhenDraining();

  it("closes a connection that goes idle after the listener closed, so the server finishes closing well before Node's 5 s keep-alive", async () => {
    const { server, port, agent } = await slowServer();
    cleanup = () => agent.destroy();
    server.keepAliveTimeout = 60_000;
    const inFlight = get(port, agent);
    await new Promise((r) => setTimeout(r, 30));
    const closed = closeListener(server);
    closeIdleConnectionsUntilExit();
    await inFlight;
    expect(await closed).toBeLessThan(2_000);
  });
  it("answers a request arriving on a kept-alive connection after the stop with Connection: close", async () => {
    const { server, port, agent } = await slowServer();
    cleanup = () => agent.destroy();
    const inFlight = get(port, agent);
    await new Promise((r) => setTimeout(r, 30));
    beginDraining();
    const closed = closeListener(server);
    // Queued behind the first on the one connection, so it goes down that connection at once, as nginx's would.
    const next = get(port, agent);
    expect(await inFlight).toBe("keep-alive");
    expect(await next).toBe("close");
    expect(await closed).toBeLessThan(2_000);
  });

});
