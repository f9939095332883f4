import http from "node:http";

export type HttpResponse = { status: number; headers: http.IncomingHttpHeaders; body: string; bytes: Buffer; url: string };

/**
 * GET over plain HTTP, connecting to 127.0.0.1 whatever the host name (`*.localhost` does not
 * resolve through the system resolver) and sending the URL's host in the Host header, as a browser
 * would. Redirects are not followed: the audit wants to see each response.
 */
export function httpGet(url: string, extraHeaders: Record<string, string> = {}, timeoutMs = 30_000): Promise<HttpResponse> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port: target.port || 80,
        path: `${target.pathname}${target.search}`,
        method: "GET",
        headers: { host: target.host, "user-agent": "forecourt-audit", accept: "text/html,*/*", ...extraHeaders },
        timeout: timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const bytes = Buffer.concat(chunks);
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: bytes.toString("utf8"), bytes, url });
        });
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error(`GET ${url} timed out after ${timeoutMs} ms`)));
    request.on("error", reject);
    request.end();
  });
}

export async function httpGetOk(url: string): Promise<string> {
  return (await httpGetOkResponse(url)).body;
}

export async function httpGetOkResponse(url: string): Promise<HttpResponse> {
  const response = await httpGet(url);
  if (response.status < 200 || response.status >= 300) throw new Error(`GET ${url} answered ${response.status}`);
  return response;
}
