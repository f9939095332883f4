/** One message of a DevTools protocol log, as Lighthouse keeps them. */
type ProtocolMessage = { method: string; params: unknown };
type RequestWillBeSent = { requestId: string; type?: string; request: { url: string } };
type LoadingFailed = { requestId: string; errorText: string; blockedReason?: string };

/**
 * Why the page's own document failed to load (`net::ERR_CONNECTION_REFUSED`, …), read from the DevTools log Lighthouse
 * keeps of a navigation that ended on Chrome's error page; null when it did not fail. Lighthouse reports every such
 * failure as CHROME_INTERSTITIAL_ERROR, which says nothing of the cause.
 */
export function documentLoadFailure(log: readonly ProtocolMessage[]): string | null {
  const document = log.find((m) => m.method === "Network.requestWillBeSent" && (m.params as RequestWillBeSent).type === "Document");
  if (!document) return null;
  const { requestId, request } = document.params as RequestWillBeSent;
  const failed = log.find((m) => m.method === "Network.loadingFailed" && (m.params as LoadingFailed).requestId === requestId);
  if (!failed) return null;
  const { errorText, blockedReason } = failed.params as LoadingFailed;
  return `${request.url}: ${errorText}${blockedReason ? ` (blocked: ${blockedReason})` : ""}`;
}
