/** An event-stream reader for tests and benches: node:http, so it can name a site's host (fetch cannot set Host). */
import { request, type ClientRequest } from "node:http";

export type SseMessage = { event: string; id?: string; data: string; receivedAt: number };

export type SseClient = {
  messages: SseMessage[];
  /** Resolves with the first message (already received or to come) that `match` accepts, or rejects after `withinMs`. */
  waitFor(match: (message: SseMessage) => boolean, withinMs: number): Promise<SseMessage>;
  close(): void;
};

/** Opens `url` as an event stream; resolves once the response's headers are in (rejects on a status other than 200). */
export function openSse(url: string, options: { host: string; headers?: Record<string, string> }): Promise<SseClient> {
  const messages: SseMessage[] = [];
  const waiters = new Set<() => void>();
  let outgoing: ClientRequest;
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    outgoing = request({ hostname: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, headers: { host: options.host, accept: "text/event-stream", ...options.headers } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`event stream answered ${response.statusCode}`));
        return;
      }
      let buffered = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        buffered += chunk;
        let end: number;
        while ((end = buffered.indexOf("\n\n")) >= 0) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const fields = new Map(block.split("\n").filter((line) => !line.startsWith(":") && line.includes(": ")).map((line) => [line.slice(0, line.indexOf(": ")), line.slice(line.indexOf(": ") + 2)]));
          if (fields.has("event")) messages.push({ event: fields.get("event")!, id: fields.get("id"), data: fields.get("data") ?? "", receivedAt: Date.now() });
        }
        waiters.forEach((wake) => wake());
      });
      response.on("error", () => {});
      resolve({
        messages,
        waitFor(match, withinMs) {
          return new Promise((found, timedOut) => {
            const check = () => {
              const message = messages.find(match);
              if (!message) return;
              waiters.delete(check);
              clearTimeout(timer);
              found(message);
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              timedOut(new Error(`no matching event within ${withinMs} ms (got ${messages.map((m) => m.event).join(", ") || "none"})`));
            }, withinMs);
            waiters.add(check);
            check();
          });
        },
        close: () => outgoing.destroy(),
      });
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}
