/** The owners' audit log's actions for the workspace's content pages (decision 049). */
export const CONTENT_PAGE_AUDIT_ACTIONS = { save: "save_site_page", restore: "restore_site_page" } as const;

/** What an entry records: the page (with its site, named, as both read then), the version written, and the one restored. */
export type ContentPageAuditDetail = { pageId: number; site: string; title: string; version: number; restoredFrom?: number };

/**
 * The page an entry is about, and what the audit page says of it ("Saved version 3 of the Warranty page on Harbour
 * Toyota"); null for any other entry.
 */
export function contentPageAuditText({ action, detail }: { action: string; detail: Record<string, unknown> }): { pageId: number; text: string } | null {
  const known = action === CONTENT_PAGE_AUDIT_ACTIONS.save || action === CONTENT_PAGE_AUDIT_ACTIONS.restore;
  if (!known || typeof detail.pageId !== "number" || typeof detail.version !== "number") return null;
  const page = `the ${typeof detail.title === "string" ? detail.title : "content"} page${typeof detail.site === "string" ? ` on ${detail.site}` : ""}`;
  const text = action === CONTENT_PAGE_AUDIT_ACTIONS.restore && typeof detail.restoredFrom === "number"
    ? `Restored version ${detail.restoredFrom} of ${page}, as version ${detail.version}`
    : `Saved version ${detail.version} of ${page}`;
  return { pageId: detail.pageId, text };
}
