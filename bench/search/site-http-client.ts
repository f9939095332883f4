import http from "node:http";

/**
 * GET requests to the local app as a given tenant. The app picks the site from the Host header
 * (`{slug}.localhost`), which fetch() will not let us set, so this uses node:http on 127.0.0.1.
 */
export type SiteResponse = { status: number; headers: http.IncomingHttpHeaders; body: string; ms: number };

export type SiteHttpClient = {
  get(siteSlug: string, pathAndQuery: string): Promise<SiteResponse>;
  close(): void;
};

export function createSiteHttpClient(port: number): SiteHttpClient {
  // Keep-alive, as a browser or a CDN in front of the app would.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  return {
    get(siteSlug, pathAndQuery) {
      const started = performance.now();
      return new Promise((resolve, reject) => {
        const request = http.get(
          { host: "127.0.0.1", port, path: pathAndQuery, agent, headers: { host: `${siteSlug}.localhost:${port}`, accept: "application/json" } },
          (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString("utf8"), ms: performance.now() - started }));
            response.on("error", reject);
          },
        );
        request.on("error", reject);
      });
    },
    close: () => agent.destroy(),
  };
}
