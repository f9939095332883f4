import http from "node:http";
import net from "node:net";
import type { FuzzBody } from "./hostile-bodies";
import { needsRawSocket } from "./hostile-methods";

/**
 * One request exactly as it goes on the wire: the raw (percent-encoded) path and query, any Host header.
 * Sent with node:http rather than a browser or fetch, which would normalise the address or refuse the host.
 */
export type FuzzRequest = {
  method: string;
  /** Raw path, percent-encoded as sent: `/cars/%E0%A4%A`. */
  path: string;
  /** Raw query without `?`; empty for none. */
  query: string;
  headers: Record<string, string>;
  body?: FuzzBody;
};

/** `status` 0: the server closed the connection without answering. */
export type FuzzResponse = { status: number; headers: http.IncomingHttpHeaders; body: string };

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
/** More than any page we render; a body past this is cut (the checks read the start). */
const MAX_RESPONSE_BYTES = 8 * 1024 * 1024;
/** Browsers read response headers far past Node's 16 KiB default (a redirect echoes a long address twice). */
const MAX_RESPONSE_HEADER_BYTES = 256 * 1024;

export const target = (request: FuzzRequest) => `${request.path}${request.query ? `?${request.query}` : ""}`;

/**
 * Sends the request to the server on 127.0.0.1:port and reads the whole answer. A server may answer before
 * reading a body it does not want (a redirect, a 404) and close the connection; the answer still counts.
 * A connection that fails before any answer is tried once more on a fresh socket before it is an error.
 */
export async function send(port: number, request: FuzzRequest, timeoutMs = 30_000): Promise<FuzzResponse> {
  if (needsRawSocket(request.method)) return sendRaw(port, request, timeoutMs);
  try {
    return await sendOnce(port, request, timeoutMs, agent);
  } catch {
    return sendOnce(port, request, timeoutMs, false);
  }
}

function sendOnce(port: number, request: FuzzRequest, timeoutMs: number, via: http.Agent | false): Promise<FuzzResponse> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...request.headers };
    if (request.body?.contentType !== undefined) headers["content-type"] = request.body.contentType;
    let answer: { response: http.IncomingMessage; chunks: Buffer[] } | undefined;
    const finish = () => resolve({ status: answer!.response.statusCode ?? 0, headers: answer!.response.headers, body: Buffer.concat(answer!.chunks).toString("utf8") });
    const fail = (error: Error) => (answer ? finish() : reject(error));
    const outgoing = http.request({ host: "127.0.0.1", port, method: request.method, path: target(request), headers, agent: via, setHost: false, timeout: timeoutMs, maxHeaderSize: MAX_RESPONSE_HEADER_BYTES }, (response) => {
      answer = { response, chunks: [] };
      let size = 0;
      response.on("data", (chunk: Buffer) => {
        if (size < MAX_RESPONSE_BYTES) answer!.chunks.push(chunk);
        size += chunk.length;
      });
      response.on("end", finish);
      response.on("error", fail);
    });
    outgoing.on("timeout", () => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    outgoing.on("error", fail);
    outgoing.end(request.body ? Buffer.from(request.body.text, "utf8") : undefined);
  });
}

/** A response as it came off the socket: its status line and headers, and the body (de-chunked). */
function parseRawResponse(raw: Buffer): FuzzResponse {
  const text = raw.toString("latin1");
  const end = text.indexOf("\r\n\r\n");
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(text);
  if (!status || end < 0) return { status: 0, headers: {}, body: text };
  const headers: http.IncomingHttpHeaders = {};
  for (const line of text.slice(0, end).split("\r\n").slice(1)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = raw.subarray(Buffer.byteLength(text.slice(0, end + 4), "latin1"));
  if (headers["transfer-encoding"] === "chunked") {
    const chunks: Buffer[] = [];
    for (let at = 0; at < body.length; ) {
      const lineEnd = body.indexOf("\r\n", at);
      const size = parseInt(body.subarray(at, lineEnd).toString("latin1"), 16);
      if (lineEnd < 0 || !(size > 0)) break;
      chunks.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
      at = lineEnd + 2 + size + 2;
    }
    body = Buffer.concat(chunks);
  }
  return { status: Number(status[1]), headers, body: body.toString("utf8") };
}

/** Sends the request over a socket of its own exactly as written (method case kept), and reads until the server closes it. */
function sendRaw(port: number, request: FuzzRequest, timeoutMs: number): Promise<FuzzResponse> {
  return new Promise((resolve) => {
    const body = request.body ? Buffer.from(request.body.text, "utf8") : Buffer.alloc(0);
    const headers: Record<string, string> = { ...request.headers, connection: "close", ...(request.body?.contentType !== undefined ? { "content-type": request.body.contentType } : {}) };
    if (body.length > 0) headers["content-length"] = String(body.length);
    const head = [`${request.method} ${request.method.toUpperCase() === "CONNECT" ? request.headers.host : target(request)} HTTP/1.1`, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)];
    const chunks: Buffer[] = [];
    const socket = net.connect(port, "127.0.0.1", () => socket.write(Buffer.concat([Buffer.from(`${head.join("\r\n")}\r\n\r\n`, "utf8"), body])));
    const finish = () => resolve(parseRawResponse(Buffer.concat(chunks)));
    socket.setTimeout(timeoutMs, () => socket.destroy());
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("close", finish);
    socket.on("error", () => {});
  });
}

/** A shell word: plain when safe, else ANSI-C quoted so control characters survive copy and paste. */
function shellWord(text: string): string {
  if (/^[\w@%+=:,./-]*$/.test(text) && text !== "") return text;
  if (/^[\x20-\x7e]*$/.test(text)) return `'${text.replace(/'/g, `'\\''`)}'`;
  const escaped = [...Buffer.from(text, "utf8")].map((byte) => (byte >= 0x20 && byte < 0x7f && byte !== 0x27 && byte !== 0x5c ? String.fromCharCode(byte) : `\\x${byte.toString(16).padStart(2, "0")}`)).join("");
  return `$'${escaped}'`;
}

/** Bodies longer than this are written as a command that makes them, not spelled out. */
const INLINE_BODY_LIMIT = 2000;

function bodyArgument(text: string): string {
  if (text.length <= INLINE_BODY_LIMIT) return `--data-binary ${shellWord(text)}`;
  // The generators' long bodies are a short head and tail around one repeated character.
  const match = /^(.{0,200}?)(.)\2{99,}(.{0,200})$/su.exec(text);
  if (!match) return `--data-binary @body.txt  # ${text.length} characters; see the attached request`;
  const [, head, char, tail] = match;
  const count = text.length - head!.length - tail!.length;
  return `--data-binary @<(printf '%s' ${shellWord(head!)}; head -c ${count} /dev/zero | tr '\\0' ${shellWord(char!)}; printf '%s' ${shellWord(tail!)})`;
}

/** The request as one `curl` command line against `origin` (the shrunk case a fix starts from). */
export function toCurl(request: FuzzRequest, origin: string): string {
  const parts = ["curl", "-sS", "-i", "--path-as-is", "-X", request.method];
  const headers = { ...request.headers, ...(request.body?.contentType !== undefined ? { "content-type": request.body.contentType } : {}) };
  for (const [name, value] of Object.entries(headers)) parts.push("-H", shellWord(`${name}: ${value}`));
  if (request.body) parts.push(bodyArgument(request.body.text));
  parts.push(shellWord(`${origin}${target(request)}`));
  return parts.join(" ");
}
