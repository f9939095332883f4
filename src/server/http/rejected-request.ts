import { parseAndValidateFlightRouterState } from "next/dist/server/app-render/parse-and-validate-flight-router-state";
import { methodProblem, pathProblem, queryProblem, SERVED_METHODS, type RequestTargetProblem } from "@/domain/security/request-target";
import { serverActionReplyProblem, type ReplyParts } from "@/domain/security/server-action-reply";
import { isPossibleServerAction, serverActionProblem, type ServerActionHeaders, type ServerActionProblem } from "@/domain/security/server-action-request";
import type { Site } from "@/domain/site/site";
import { renderPlainPage } from "./plain-page";

/**
 * What makes a request unreadable: its method (405), its address (path 404, query 400), a header or its body (400),
 * a server action from another origin (403), a form too large (413).
 */
export type RequestProblem = RequestTargetProblem | ServerActionProblem | { kind: "header" | "body" | "too-large"; parameter: string; message: string };

type IncomingRequest = { method: string; nextUrl: { pathname: string; search: string }; headers: Headers; clone(): Request };

/** Next.js's client router sends its state in this header; Next.js answers 500 when it does not parse. */
const ROUTER_STATE_HEADER = "next-router-state-tree";

function routerStateProblem(headers: Headers): RequestProblem | null {
  const state = headers.get(ROUTER_STATE_HEADER);
  if (state === null) return null;
  try {
    parseAndValidateFlightRouterState(state);
    return null;
  } catch {
    return { kind: "header", parameter: "Next-Router-State-Tree", message: "is not a router state" };
  }
}

/** Next.js's default `serverActions.bodySizeLimit` (next.config.ts keeps it); past it Next.js answers 500. */
export const FORM_POST_LIMIT_BYTES = 1024 * 1024;

async function readForm(bytes: ArrayBuffer, contentType: string): Promise<FormData | null> {
  try {
    return await new Response(bytes, { headers: { "content-type": contentType } }).formData();
  } catch {
    return null;
  }
}

const textPart = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
};

/** The arguments a server action post carries (a script's call, or a no-JavaScript form's bound action), and why they cannot be read. */
function actionArgumentsProblem(action: ServerActionHeaders, text: string, form: FormData | null): string | null {
  if (action.actionId !== null) {
    const parts: ReplyParts = form ? (id) => textPart(form, String(id)) : (id) => (id === 0 ? text : undefined);
    return serverActionReplyProblem(parts, "arguments");
  }
  for (const key of form?.keys() ?? []) {
    if (!key.startsWith("$ACTION_REF_")) continue;
    const prefix = `$ACTION_${key.slice("$ACTION_REF_".length)}:`;
    const problem = serverActionReplyProblem((id) => textPart(form!, `${prefix}${id}`), "bound-action");
    if (problem) return problem;
  }
  return null;
}

const actionHeaders = (request: IncomingRequest): ServerActionHeaders => ({
  method: request.method, pathname: request.nextUrl.pathname, contentType: request.headers.get("content-type"), actionId: request.headers.get("next-action"),
  origin: request.headers.get("origin"), host: request.headers.get("host"), forwardedHost: request.headers.get("x-forwarded-host"),
});

/**
 * A form post or server action Next.js would fail on with a 500: a body over its size limit, an action from
 * another origin or with a malformed id, multipart that does not parse, or action arguments React cannot
 * decode (`serverActionReplyProblem`). Other bodies are read by their route, which answers for them.
 */
async function formPostProblem(request: IncomingRequest): Promise<RequestProblem | null> {
  if (request.method === "GET" || request.method === "HEAD") return null;
  const multipart = request.headers.get("content-type")?.toLowerCase().startsWith("multipart/form-data") ?? false;
  if (!multipart && !request.headers.has("next-action")) return null;
  const bytes = await request.clone().arrayBuffer();
  if (bytes.byteLength > FORM_POST_LIMIT_BYTES) return { kind: "too-large", parameter: "body", message: "The form is too large." };
  const action = actionHeaders(request);
  const headerProblem = serverActionProblem(action);
  if (headerProblem) return headerProblem;
  const form = multipart ? await readForm(bytes, request.headers.get("content-type")!) : null;
  if (multipart && !form) return { kind: "body", parameter: "body", message: "The form could not be read." };
  if (!isPossibleServerAction(action)) return null;
  const argumentsProblem = actionArgumentsProblem(action, new TextDecoder().decode(bytes), form);
  return argumentsProblem ? { kind: "body", parameter: "body", message: `The server action's arguments cannot be read: ${argumentsProblem}.` } : null;
}

/** What is wrong with a request as it arrived (its address still percent-encoded), or null when it reads. */
export async function requestProblem(request: IncomingRequest): Promise<RequestProblem | null> {
  return methodProblem(request.method) ?? pathProblem(request.nextUrl.pathname) ?? queryProblem(request.nextUrl.search) ?? routerStateProblem(request.headers)
    ?? (await formPostProblem(request));
}

const STATUS: Record<RequestProblem["kind"], number> = { path: 404, query: 400, header: 400, body: 400, method: 405, forbidden: 403, "too-large": 413 };

/** APIs answer JSON; so does any request that asks for JSON and not for a page. */
function wantsJson(pathname: string, accept: string): boolean {
  return pathname.startsWith("/api/") || (accept.includes("application/json") && !accept.includes("text/html"));
}

function page(problem: RequestProblem, site: Site | null, nonce: string): string {
  const brand = site ? { name: site.name, primary: site.config.theme.primary, primaryText: site.config.theme.primaryText } : undefined;
  const links = site ? [{ href: "/search/new-used-and-demo-cars", label: "Browse our stock" }, { href: "/", label: "Go to the home page" }] : [];
  if (problem.kind === "path") {
    return renderPlainPage({
      nonce, brand, links, title: "Page not found", kicker: "Error 404", heading: "We couldn't find that page",
      paragraphs: ["The link may be out of date, or the address may have been changed on the way. Our current stock is only a click away."],
    });
  }
  if (problem.kind === "method" || problem.kind === "forbidden") {
    const [kicker, paragraph] = problem.kind === "method"
      ? ["Error 405", `This site answers only ${SERVED_METHODS.join(", ")} requests.`]
      : ["Error 403", "A form can only be sent from this site's own pages. Open the page on this site and send it again."];
    return renderPlainPage({ nonce, brand, links, title: "This request was refused", kicker, heading: "We couldn't take that request", paragraphs: [paragraph] });
  }
  const what = problem.kind === "query" ? `Part of this web address (${problem.parameter || "a parameter"})` : problem.kind === "header" ? "Part of this request" : "The form that was sent";
  return renderPlainPage({
    nonce, brand, links, title: "This request could not be read", kicker: "Error 400", heading: "We couldn't read that request",
    paragraphs: [`${what} could not be read, so the page was not opened. If you followed a link, it may have been cut short or changed on the way.`],
  });
}

/**
 * The answer to a request that names nothing we serve or cannot be read (issues 19 and 30, docs/api.md): 405 for
 * the method (with `Allow`), 404 for the path, 400 naming the query parameter, header or body, 403 for a server
 * action from another origin, 413 for a form over the limit; JSON `{ error: { parameter, message } }` for
 * APIs, else a plain page in the site's colours. Never a 500, and never a database round trip.
 */
export function rejectedRequestResponse(
  problem: RequestProblem,
  request: { pathname: string; accept: string },
  context: { site: Site | null; nonce: string; headers: Record<string, string> },
): Response {
  const status = STATUS[problem.kind];
  const headers = problem.kind === "method" ? { ...context.headers, Allow: SERVED_METHODS.join(", ") } : context.headers;
  if (wantsJson(request.pathname, request.accept)) {
    return Response.json({ error: { parameter: problem.kind === "path" ? "path" : problem.parameter, message: problem.message } }, { status, headers });
  }
  return new Response(page(problem, context.site, context.nonce), { status, headers: { ...headers, "Content-Type": "text/html; charset=utf-8" } });
}
