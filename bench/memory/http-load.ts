import http from "node:http";
import type { MixedRequest } from "./request-mix";

/** How a request ended: answered in full (with its status), hung up on purpose mid-body, or failed. */
export type Outcome = { kind: "answered"; status: number } | { kind: "aborted" } | { kind: "failed"; error: string };

const REQUEST_TIMEOUT_MS = 120_000;

/**
 * Sends requests to the app on 127.0.0.1 as a tenant (its Host header), over keep-alive connections.
 * An aborting request destroys its connection when the first chunk of the body arrives, as a shopper
 * leaving a page mid-load does: the server is then left with a response nobody reads.
 */
export function createRequestSender(port: number): { send(request: MixedRequest): Promise<Outcome>; close(): void } {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const send = (request: MixedRequest) =>
    new Promise<Outcome>((resolve) => {
      const outgoing = http.get({ host: "127.0.0.1", port, path: request.path, agent, headers: { host: `${request.site}.localhost:${port}` } }, (response) => {
        response.on("data", () => {
          if (!request.abort) return;
          outgoing.destroy();
          resolve({ kind: "aborted" });
        });
        response.on("end", () => resolve({ kind: "answered", status: response.statusCode ?? 0 }));
        response.on("error", (error) => resolve(request.abort ? { kind: "aborted" } : { kind: "failed", error: error.message }));
      });
      outgoing.setTimeout(REQUEST_TIMEOUT_MS, () => outgoing.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS / 1000} s`)));
      outgoing.on("error", (error) => resolve(request.abort ? { kind: "aborted" } : { kind: "failed", error: `${request.path}: ${error.message}` }));
    });
  return { send, close: () => agent.destroy() };
}

/**
 * Sends `total` requests from `concurrency` workers (each waits for its answer before the next), calling
 * `onDone` after each with how many have finished.
 */
export async function runRequests(total: number, concurrency: number, next: (i: number) => MixedRequest, send: (request: MixedRequest) => Promise<Outcome>, onDone: (outcome: Outcome, done: number) => void): Promise<void> {
  let issued = 0;
  let done = 0;
  const worker = async () => {
    while (issued < total) {
      const outcome = await send(next(issued++));
      onDone(outcome, ++done);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}
