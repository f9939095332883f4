import { createServer, type Server } from "node:http";
import { metricsResponse } from "./metrics-endpoint";

/** A process without Next.js (the standalone worker) serves its `/metrics` on its own port, loopback or private only. */
export function serveMetrics(port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== "GET" || request.url?.split("?")[0] !== "/metrics") return void response.writeHead(404).end();
    metricsResponse(request.headers.authorization ?? null)
      .then(async (answer) => {
        response.writeHead(answer.status, Object.fromEntries(answer.headers.entries()));
        response.end(Buffer.from(await answer.arrayBuffer()));
      })
      .catch(() => response.writeHead(500).end());
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(server));
  });
}
