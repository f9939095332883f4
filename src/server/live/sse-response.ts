import { sseComment, sseRetry } from "@/domain/live/sse-frame";

/** Where a stream's frames go; `close` ends the response (the browser reconnects after the retry interval). */
export type SseSink = { send(frame: string): void; close(): void };

export type SseSettings = { heartbeatMs: number; retryMs: number };

/**
 * A comment every 15 s: nginx (proxy_read_timeout 60 s) and other proxies close a connection that says nothing,
 * and a node learns that a browser has gone only when a write fails or the request is aborted.
 */
export const SSE_SETTINGS: SseSettings = { heartbeatMs: 15_000, retryMs: 2_000 };

/**
 * A Server-Sent Events response (`text/event-stream`): `start` is given the sink and returns its cleanup, run once
 * when the stream ends for any reason: the request aborted (the browser went), the reader cancelled, or `close`.
 * `no-transform` keeps Next.js's compression from buffering it; `X-Accel-Buffering: no` does the same for nginx.
 */
export function sseResponse(signal: AbortSignal, start: (sink: SseSink) => () => void, settings = SSE_SETTINGS): Response {
  const encoder = new TextEncoder();
  let finish = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true;
      let cleanup = () => {};
      const heartbeat = setInterval(() => sink.send(sseComment("heartbeat")), settings.heartbeatMs);
      const sink: SseSink = {
        send(frame) {
          if (open) controller.enqueue(encoder.encode(frame));
        },
        close: () => finish(),
      };
      finish = () => {
        if (!open) return;
        open = false;
        clearInterval(heartbeat);
        signal.removeEventListener("abort", finish);
        cleanup();
        try {
          controller.close();
        } catch {
          // Already cancelled by the reader.
        }
      };
      signal.addEventListener("abort", finish);
      sink.send(sseRetry(settings.retryMs));
      cleanup = start(sink);
      if (signal.aborted) finish();
    },
    cancel: () => finish(),
  });
  return new Response(stream, {
    headers: { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-store, no-transform", "x-accel-buffering": "no" },
  });
}
