import { pathProblem, queryProblem, type RequestTargetProblem } from "@/domain/security/request-target";
import type { Site } from "@/domain/site/site";
import { renderPlainPage } from "./plain-page";

export { type RequestTargetProblem };

/** What is wrong with a request's address as it arrived (still percent-encoded), or null when it reads. */
export function requestTargetProblem(url: { pathname: string; search: string }): RequestTargetProblem | null {
  return pathProblem(url.pathname) ?? queryProblem(url.search);
}

/** APIs answer JSON; so does any request that asks for JSON and not for a page. */
function wantsJson(pathname: string, accept: string): boolean {
  return pathname.startsWith("/api/") || (accept.includes("application/json") && !accept.includes("text/html"));
}

function page(problem: RequestTargetProblem, site: Site | null, nonce: string): string {
  const brand = site ? { name: site.name, primary: site.config.theme.primary, primaryText: site.config.theme.primaryText } : undefined;
  const links = site ? [{ href: "/search/new-used-and-demo-cars", label: "Browse our stock" }, { href: "/", label: "Go to the home page" }] : [];
  if (problem.kind === "path") {
    return renderPlainPage({
      nonce, brand, links, title: "Page not found", kicker: "Error 404", heading: "We couldn't find that page",
      paragraphs: ["The link may be out of date, or the address may have been changed on the way. Our current stock is only a click away."],
    });
  }
  return renderPlainPage({
    nonce, brand, links, title: "This link could not be read", kicker: "Error 400", heading: "We couldn't read that link",
    paragraphs: [`Part of this web address (${problem.parameter || "a parameter"}) could not be read, so the page was not opened. If you followed a link, it may have been cut short or changed on the way.`],
  });
}

/**
 * The answer to a request whose address names nothing we serve (issue 19, docs/api.md): 404 for the path,
 * 400 naming the query parameter; JSON `{ error: { parameter, message } }` for APIs, else a plain page in
 * the site's colours. Never a 500, and never a database round trip.
 */
export function rejectedRequestResponse(
  problem: RequestTargetProblem,
  request: { pathname: string; accept: string },
  context: { site: Site | null; nonce: string; headers: Record<string, string> },
): Response {
  const status = problem.kind === "path" ? 404 : 400;
  if (wantsJson(request.pathname, request.accept)) {
    const error = problem.kind === "path" ? { parameter: "path", message: problem.message } : { parameter: problem.parameter, message: problem.message };
    return Response.json({ error }, { status, headers: context.headers });
  }
  return new Response(page(problem, context.site, context.nonce), { status, headers: { ...context.headers, "Content-Type": "text/html; charset=utf-8" } });
}
