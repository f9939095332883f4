import { randomBytes, timingSafeEqual } from "node:crypto";
import { request } from "node:http";
import { createNonce } from "@/server/security/nonce";

/** The header that marks the page cache's own render request; its value is this process's secret. */
export const PAGE_RENDER_HEADER = "x-forecourt-page-render";

const renderToken = randomBytes(32).toString("hex");

/**
 * The nonce a render for the cache is given: random per process and never sent to a browser (every response
 * made from the render carries its own nonce in its place), so no page content can know and hold it.
 */
export const TEMPLATE_NONCE = createNonce();

/** Whether this request is the page cache rendering a page (and only this process could have sent it). */
export function isRenderForCache(headers: { get(name: string): string | null }): boolean {
  const value = headers.get(PAGE_RENDER_HEADER);
  if (value === null || value.length !== renderToken.length) return false;
  return timingSafeEqual(Buffer.from(value), Buffer.from(renderToken));
}

export type RenderTarget = { port: number; host: string; https: boolean; path: string };
export type RenderAnswer = { status: number; headers: [string, string][]; body: string };

const RENDER_TIMEOUT_MS = 30_000;

/**
 * Asks this server for the page as an anonymous visitor would get it: the host, the scheme and the address,
 * no cookies or other headers of the visitor. The request passes the proxy again, which recognises it by
 * PAGE_RENDER_HEADER and gives the render TEMPLATE_NONCE. A fresh connection each time: a kept-alive socket
 * would carry the async context of the request that opened it (decision 018).
 */
export function renderForCache(target: RenderTarget): Promise<RenderAnswer> {
  return new Promise((resolve, reject) => {
    const call = request(
      {
        host: "127.0.0.1",
        port: target.port,
        path: target.path,
        method: "GET",
        agent: false,
        timeout: RENDER_TIMEOUT_MS,
        headers: { host: target.host, accept: "text/html", "x-forwarded-proto": target.https ? "https" : "http", [PAGE_RENDER_HEADER]: renderToken },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          const headers: [string, string][] = [];
          for (let i = 0; i < response.rawHeaders.length; i += 2) headers.push([response.rawHeaders[i]!.toLowerCase(), response.rawHeaders[i + 1]!]);
          resolve({ status: response.statusCode ?? 500, headers, body: Buffer.concat(chunks).toString("utf8") });
        });
      },
    );
    call.on("timeout", () => call.destroy(new Error(`The page render for the cache took over ${RENDER_TIMEOUT_MS} ms`)));
    call.on("error", reject);
    call.end();
  });
}
