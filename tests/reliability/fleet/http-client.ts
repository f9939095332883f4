/** HTTP to the balancer naming a site's host (fetch cannot set Host), over kept-alive connections like a browser's. */
import { Agent, request, type IncomingHttpHeaders } from "node:http";

const agent = new Agent({ keepAlive: true, maxSockets: 64 });

export type Answer = { status: number; headers: IncomingHttpHeaders; body: string };

type SendOptions = { host: string; method?: string; headers?: Record<string, string>; body?: string; timeoutMs?: number };

/**
 * One request. A GET whose kept-alive connection the balancer closed just as it was reused is sent once more on a
 * new connection, as browsers do (the request never reached a node).
 */
export async function send(url: string, options: SendOptions): Promise<Answer> {
  try {
    return await sendOnce(url, options);
  } catch (error) {
    const { code, reusedSocket } = error as { code?: string; reusedSocket?: boolean };
    if (!reusedSocket || (options.method ?? "GET") !== "GET" || (code !== "ECONNRESET" && code !== "EPIPE")) throw error;
    return sendOnce(url, options);
  }
}

function sendOnce(url: string, options: SendOptions): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const outgoing = request(
      {
        agent, hostname: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, method: options.method ?? "GET",
        headers: { host: options.host, ...options.headers, ...(options.body === undefined ? {} : { "content-length": String(Buffer.byteLength(options.body)) }) },
        timeout: options.timeoutMs ?? 15_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString("utf8") }));
        response.on("error", reject);
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(Object.assign(new Error("timed out"), { code: "TIMEOUT" })));
    outgoing.on("error", (error) => reject(Object.assign(error, { reusedSocket: outgoing.reusedSocket })));
    outgoing.end(options.body);
  });
}
