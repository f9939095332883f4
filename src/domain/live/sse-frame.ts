/** One Server-Sent Events message (the WHATWG event stream format); data is one JSON line, so never holds a newline. */
export function sseEvent(message: { event: string; id?: string; data: unknown }): string {
  const id = message.id === undefined ? "" : `id: ${message.id}\n`;
  return `${id}event: ${message.event}\ndata: ${JSON.stringify(message.data)}\n\n`;
}

/** A comment line: ignored by the browser, it keeps the connection and every proxy on the way from going idle. */
export const sseComment = (text: string) => `: ${text.replace(/[\r\n]/g, " ")}\n\n`;

/** Tells the browser how long to wait before it reconnects after the stream ends. */
export const sseRetry = (ms: number) => `retry: ${Math.round(ms)}\n\n`;
