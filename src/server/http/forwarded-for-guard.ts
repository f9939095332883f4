import { randomUUID } from "node:crypto";
import { subscribe, unsubscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import { loadEnv } from "@/config/env";
import { clientAddress, GUARD_MARK_HEADER, setGuardMark, trustedProxies, type TrustedProxies } from "./client-address";
import { processSingleton } from "@/config/process-singletons";

type RequestStart = { request: IncomingMessage; socket: Socket };

const CHANNEL = "http.server.request.start";

/**
 * Makes every request's X-Forwarded-For the one client address we believe (issue 30 §4, decision 020 addendum).
 * Next.js gives routes and server actions no socket address: `next start` only fills X-Forwarded-For with the peer
 * when the request has none, so a client reaching the app directly could name any address it liked. Node's
 * diagnostics channel sees each request, with its socket, before the server's handler (and so Next.js and the proxy)
 * does; here the header a client sent is replaced by `clientAddress`: the peer itself, or, from a trusted proxy,
 * the client that proxy reports. `next start` listens before the instrumentation runs, so a request may arrive before
 * the guard: each request the guard sees is marked with a secret of this process, and `clientAddressOf` believes no
 * other. Returns the function that stops it (tests).
 */
export function guardForwardedFor(trusted: TrustedProxies): () => void {
  const mark = randomUUID();
  const onRequest = (message: unknown) => {
    const { request, socket } = message as RequestStart;
    const forwarded = request.headers["x-forwarded-for"];
    const client = clientAddress(socket.remoteAddress, Array.isArray(forwarded) ? forwarded.join(",") : forwarded, trusted);
    if (client) request.headers["x-forwarded-for"] = client;
    else delete request.headers["x-forwarded-for"];
    request.headers[GUARD_MARK_HEADER] = mark;
  };
  subscribe(CHANNEL, onRequest);
  setGuardMark(mark);
  return () => {
    unsubscribe(CHANNEL, onRequest);
    setGuardMark(undefined);
  };
}

/** Installed once per process (instrumentation), with `TRUSTED_PROXIES`. */
export function installForwardedForGuard(): void {
  processSingleton("http.forwarded-for-guard", () => guardForwardedFor(trustedProxies(loadEnv().TRUSTED_PROXIES)));
}
