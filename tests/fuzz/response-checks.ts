import type { FuzzResponse } from "./fuzz-request";
import { mayCloseUnanswered } from "./hostile-methods";

/**
 * What no answer may ever show (issue 19): a server error, a stack trace or SQL, or another site's data.
 * Each check names what it found, so a failing case says why.
 */
const LEAKS: readonly { name: string; pattern: RegExp }[] = [
  // "    at fn (/path/file.js:12:34)" or "at async Module.x (.next/server/chunks/…)"
  { name: "a stack trace", pattern: /\n\s+at (?:async )?[^\n]{0,200}\(?(?:\/|\.next\/|node:|file:)[^\n]*:\d+:\d+\)?/ },
  { name: "a server file path", pattern: /\.next\/server\/|node_modules\/(?:next|drizzle-orm|postgres|@electric-sql)\//i },
  { name: "SQL", pattern: /\bselect\s+(?:"[\w]+"\.)?"?\w+"?[\s\S]{0,300}?\sfrom\s+"\w+"|\binsert\s+into\s+"\w+"|Failed query:|syntax error at or near|invalid byte sequence for encoding|violates (?:not-null|foreign key|unique) constraint/i },
  { name: "a driver error", pattern: /\b(?:PostgresError|DrizzleQueryError|ECONNREFUSED|SQLSTATE|error: relation "\w+" does not exist)\b/ },
  { name: "an uncaught JavaScript error", pattern: /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|URIError): [^<\n]{0,120}(?:\n|<br)/ },
];

export type ResponseProblem = string;

/** The headers a leak could hide in as well as the body (a redirect's Location, a filename). */
function visibleText(response: FuzzResponse): string {
  const headers = Object.entries(response.headers).map(([name, value]) => `${name}: ${Array.isArray(value) ? value.join(", ") : (value ?? "")}`);
  return `${headers.join("\n")}\n\n${response.body}`;
}

/**
 * The first thing wrong with an answer, or null. `canaries` are strings only another site's data holds;
 * pass none when the request went to that site itself. Only a CONNECT (`method`) may go unanswered.
 */
export function responseProblem(response: FuzzResponse, canaries: readonly string[], method = "GET"): ResponseProblem | null {
  if (response.status >= 500) return `answered ${response.status}`;
  if (response.status === 0 && !mayCloseUnanswered(method)) return "closed the connection without answering";
  const text = visibleText(response);
  for (const leak of LEAKS) {
    const found = leak.pattern.exec(text);
    if (found) return `answered ${response.status} showing ${leak.name}: ${JSON.stringify(found[0].slice(0, 160))}`;
  }
  const canary = canaries.find((c) => text.includes(c));
  return canary ? `answered ${response.status} showing another site's data (${JSON.stringify(canary)})` : null;
}
