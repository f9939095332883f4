import type { Database } from "@/db/client";
import { findEditablePage, findPageVersion, listEditablePages, listPageVersions, writePageVersion, type EditablePage, type PageVersion } from "@/db/queries/site-page-versions";
import { loadSites } from "@/db/queries/sites";
import { appendAuditEntry, type AuditContext } from "@/db/queries/staff-audit-log";
import { CONTENT_PAGE_AUDIT_ACTIONS, type ContentPageAuditDetail } from "@/domain/content/content-page-audit";
import { CONTENT_PAGE_MESSAGES, contentPageRestoreSchema, isSameText, parseContentPageSave, type ContentPageText } from "@/domain/content/content-page-edit";
import type { LeadFieldErrors } from "@/domain/leads/lead-form-schema";
import { hasPermission } from "@/domain/staff/role-permissions";
import type { ScopedStaffMember } from "@/domain/staff/staff-member";
import { scopeDealershipIds, scopeHome } from "@/domain/staff/staff-scope";
import { contentPageHtml } from "@/server/content/content-page-html";
import { siteBaseUrl } from "@/server/tenancy/site-url";

/** Whose pages a staff member edits (decision 049): every page of the sites their dealerships are on, if their role edits pages. */
const reachOf = (staff: ScopedStaffMember) => (hasPermission(staff.role, "edit_pages") ? scopeDealershipIds(staff.scope) : []);

export function listContentPages(db: Database, staff: ScopedStaffMember): Promise<EditablePage[]> {
  return listEditablePages(db, reachOf(staff));
}

export type ContentPageEditorView = { page: EditablePage; html: string; versions: PageVersion[]; publicUrl: string };

/** A page's editor: the page, its body as the public page shows it, its versions and its address; null outside the staff member's reach. */
export async function loadContentPageEditor(db: Database, staff: ScopedStaffMember, pageId: number): Promise<ContentPageEditorView | null> {
  const page = await findEditablePage(db, reachOf(staff), pageId);
  if (!page) return null;
  const [versions, [site]] = await Promise.all([listPageVersions(db, page.id), loadSites(db, [page.siteId])]);
  return { page, html: contentPageHtml(page), versions, publicUrl: `${site ? siteBaseUrl(site) : ""}/${page.slug}` };
}

export type ContentPageOutcome =
  | { kind: "saved"; version: number }
  | { kind: "unchanged" }
  | { kind: "invalid"; errors: LeadFieldErrors }
  | { kind: "stale" }
  | { kind: "not_found" };

type Write = { page: EditablePage; basedOn: number; content: ContentPageText; restoredFrom: number | null };

/**
 * Writes a new current version of the page and its audit entry in one transaction, unless the page has moved on from
 * the version the staff member opened (checked before, and again by the conditional update itself): then nothing.
 * The public page reads the page per request, so it shows the new version at once.
 */
async function writeVersion(db: Database, staff: ScopedStaffMember, { page, basedOn, content, restoredFrom }: Write, context: AuditContext): Promise<ContentPageOutcome> {
  if (page.version !== basedOn) return { kind: "stale" };
  if (isSameText(page, content)) return { kind: "unchanged" };
  return db.transaction(async (tx): Promise<ContentPageOutcome> => {
    const version = await writePageVersion(tx, { pageId: page.id, basedOn, content: { ...content, format: page.format }, savedBy: staff.id, at: context.now, restoredFrom });
    if (version === null) return { kind: "stale" };
    const detail: ContentPageAuditDetail = { pageId: page.id, site: page.siteName, title: content.title, version, ...(restoredFrom === null ? {} : { restoredFrom }) };
    await appendAuditEntry(tx, {
      // A page is a site's, not a dealership's: filed where its editor's own entries are.
      home: scopeHome(staff.scope), actorId: staff.id, action: restoredFrom === null ? CONTENT_PAGE_AUDIT_ACTIONS.save : CONTENT_PAGE_AUDIT_ACTIONS.restore,
      detail, clientIp: context.clientIp, at: context.now,
    });
    return { kind: "saved", version };
  });
}

/** The editor's save (issue 34): the page's title, summary and body as a new version, checked field by field. */
export async function saveContentPage(db: Database, staff: ScopedStaffMember, input: unknown, context: AuditContext): Promise<ContentPageOutcome> {
  const parsed = parseContentPageSave(input);
  if (!parsed.ok) return { kind: "invalid", errors: parsed.errors };
  const { page_id: pageId, version, ...content } = parsed.save;
  const page = await findEditablePage(db, reachOf(staff), pageId);
  if (!page) return { kind: "not_found" };
  // The page's own renderer decides: a body the sanitiser empties (a lone script tag) would publish a blank page.
  if (contentPageHtml({ format: page.format, body: content.body }) === "") return { kind: "invalid", errors: { body: CONTENT_PAGE_MESSAGES.bodyShowsNothing } };
  return writeVersion(db, staff, { page, basedOn: version, content, restoredFrom: null }, context);
}

/** Makes an earlier version the current one, as a new version: nothing in between is lost. */
export async function restoreContentPageVersion(db: Database, staff: ScopedStaffMember, input: unknown, context: AuditContext): Promise<ContentPageOutcome> {
  const parsed = contentPageRestoreSchema.safeParse(input);
  if (!parsed.success) return { kind: "not_found" };
  const { page_id: pageId, version, restore } = parsed.data;
  const page = await findEditablePage(db, reachOf(staff), pageId);
  const earlier = page ? await findPageVersion(db, page.id, restore) : null;
  if (!page || !earlier) return { kind: "not_found" };
  const { title, summary, body } = earlier;
  return writeVersion(db, staff, { page, basedOn: version, content: { title, summary, body }, restoredFrom: restore }, context);
}
