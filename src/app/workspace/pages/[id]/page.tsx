import Link from "next/link";
import { notFound } from "next/navigation";
import { getDatabase } from "@/db/connection";
import { ContentPageEditor } from "@/components/workspace/content-pages/content-page-editor";
import { PageVersions } from "@/components/workspace/content-pages/page-versions";
import { contentPageNotice } from "@/domain/content/content-page-notices";
import { decodeRouteParam } from "@/domain/security/request-target";
import { previewContentPageAction, restoreContentPageVersionAction, saveContentPageAction } from "@/server/content-editor/content-page-actions";
import { loadContentPageEditor } from "@/server/content-editor/content-page-editor";
import { requireStaff } from "@/server/staff/with-staff";

export const dynamic = "force-dynamic";
export const metadata = { title: "Edit a page" };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** One content page's editor with its live preview and its versions (issue 34, decision 049). */
export default async function ContentPageEditorPage({ params, searchParams }: Props) {
  const staff = await requireStaff("edit_pages");
  const id = Number(decodeRouteParam((await params).id));
  const view = Number.isSafeInteger(id) && id > 0 ? await loadContentPageEditor((await getDatabase()).db, staff, id) : null;
  if (!view) notFound();
  const { page, html, versions, publicUrl } = view;
  const permalink = `/pages/${page.id}`;
  const notice = contentPageNotice((await searchParams).notice);
  return (
    <>
      <p><Link href="/pages" className="underline">All pages</Link></p>
      <h1 className="text-2xl font-bold">Edit {page.title}</h1>
      <p className="text-ink-muted">{page.siteName}: <a href={publicUrl} className="underline">{publicUrl}</a> (version {page.version})</p>
      {notice ? <p role={notice.role} className="rounded-card border border-line bg-neutral-50 p-4">{notice.text}</p> : null}
      <ContentPageEditor key={page.version} action={saveContentPageAction} renderPreview={previewContentPageAction} permalink={permalink}
        page={{ id: page.id, version: page.version, format: page.format, title: page.title, summary: page.summary, body: page.body }} html={html} />
      <PageVersions versions={versions} current={page.version} pageId={page.id} permalink={permalink} restore={restoreContentPageVersionAction} />
    </>
  );
}
