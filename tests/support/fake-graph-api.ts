/**
 * A local fake of the Graph API's page posts (`GET /{page-id}/posts?fields=…&limit=…`), for tests of the Facebook
 * posts adapter: it checks the bearer token, answers each page's posts as the Graph API documents them
 * (`{ data: [...], paging }`; errors as `{ error: { message, type, code } }`) and records each request. Tests can
 * make the next answers fail (`failNext` with a status) or hang past the client's timeout (`hangNext`).
 */
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeGraphPost = { id: string; message?: string; created_time: string; permalink_url?: string; full_picture?: string };

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

export class FakeGraphApi {
  readonly posts = new Map<string, FakeGraphPost[]>();
  readonly requests: { path: string; fields: string | null; limit: string | null }[] = [];
  failNext: number[] = [];
  hangNext = 0;
  origin = "";
  private server: Server | null = null;

  constructor(readonly accessToken = "EAAfake-token-0123456789") {}

  /** The API base the app is configured with (`FACEBOOK_GRAPH_API_BASE`). */
  get apiBase() {
    return `${this.origin}/v26.0`;
  }

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      const url = new URL(request.url ?? "/", "http://fake.invalid");
      this.requests.push({ path: url.pathname, fields: url.searchParams.get("fields"), limit: url.searchParams.get("limit") });
      if (this.hangNext > 0) {
        this.hangNext--;
        return;
      }
      const status = this.failNext.shift();
      if (status) return send(response, status, { error: { message: "An unexpected error has occurred.", type: "OAuthException", code: 2 } });
      if (request.headers.authorization !== `Bearer ${this.accessToken}`) return send(response, 400, { error: { message: "Invalid OAuth access token.", type: "OAuthException", code: 190 } });
      const match = /^\/v26\.0\/(\d+)\/posts$/.exec(url.pathname);
      const posts = match ? this.posts.get(match[1]!) : undefined;
      if (!posts) return send(response, 404, { error: { message: "Unknown path components", type: "OAuthException", code: 2500 } });
      send(response, 200, { data: posts.slice(0, Number(url.searchParams.get("limit") ?? 25)), paging: { cursors: { before: "b", after: "a" } } });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.origin;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
