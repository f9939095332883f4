/**
 * Methods no route serves, as scanners and broken clients send them (issue 30: TRACE answered 500 on every path).
 * WebDAV's and others' registered methods, those fetch forbids (TRACE, TRACK, CONNECT), methods in the wrong
 * letter case, and tokens no registry knows. Node's parser refuses some before any code of ours runs (400); a
 * CONNECT, which the app does not tunnel, Node closes unanswered.
 */
export const HOSTILE_METHODS = [
  "TRACE", "TRACK", "CONNECT", "PROPFIND", "PROPPATCH", "MKCOL", "COPY", "MOVE", "LOCK", "UNLOCK", "SEARCH", "M-SEARCH", "PURGE", "REPORT", "QUERY",
  "DELETE", "PATCH", "get", "Post", "trace", "FOO", "DEBUG", "BREW",
] as const;

/** Node's client upper-cases a method, and sends CONNECT its own way: such requests go over a raw socket, byte for byte. */
export const needsRawSocket = (method: string) => method !== method.toUpperCase() || method === "CONNECT";

/** The one request the app never answers: Node closes a CONNECT (no tunnel here) without a word, which is no failure. */
export const mayCloseUnanswered = (method: string) => method.toUpperCase() === "CONNECT";
