/**
 * The app's lead intake as a process the reliability test can kill and restart: the production
 * `POST /api/leads` route handler and the in-process delivery worker, behind a plain Node HTTP server
 * (a `next build` + `next start` per run would take most of the time budget on a 2-core machine).
 * Environment as for the app (DATABASE_URL, LEAD_SMTP_URL, LEAD_*, PORT), plus LEAD_APP_HOST: the site host.
 */
import { createServer } from "node:http";
import { POST } from "@/app/[host]/api/leads/route";
import { stopAppJobRunner } from "@/server/jobs/app-job-runner";
import { startAppWorker } from "@/server/worker/app-worker";

const port = Number(process.env.PORT ?? 3100);

// As under `next start` (its router server logs uncaught exceptions and keeps serving). postgres.js
// 3.4.9 can throw one from a timer when the server goes away mid-write (porsager/postgres#1154).
process.on("uncaughtException", (error) => console.error("uncaughtException (logged, as next start does):", error.message));

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", async () => {
    // fetch() cannot set Host, so the test names the site's host here instead.
    const host = process.env.LEAD_APP_HOST ?? req.headers.host ?? "localhost";
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(key, value);
    headers.set("x-forwarded-for", req.socket.remoteAddress ?? "127.0.0.1");
    try {
      if (req.method !== "POST" || !req.url?.startsWith("/api/leads")) {
        res.writeHead(404).end();
        return;
      }
      const request = new Request(`http://${host}${req.url}`, { method: "POST", headers, body: Buffer.concat(chunks) });
      const response = await POST(request, { params: Promise.resolve({ host }) });
      res.writeHead(response.status, Object.fromEntries(response.headers.entries()));
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      console.error("lead-app-server:", error);
      res.writeHead(500).end();
    }
  });
});

server.listen(port, "127.0.0.1", () => {
  startAppWorker();
  console.log(`lead-app-server ready on ${port}`);
});

process.once("SIGTERM", async () => {
  server.close();
  await stopAppJobRunner();
  process.exit(0);
});
