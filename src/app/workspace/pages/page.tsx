import Link from "next/link";
import { getDatabase } from "@/db/connection";
import { listContentPages } from "@/server/content-editor/content-page-editor";
import { requireStaff } from "@/server/staff/with-staff";

export const dynamic = "force-dynamic";
export const metadata = { title: "Pages" };

const when = new Intl.DateTimeFormat("en-AU", { dateStyle: "medium", timeZone: "Australia/Brisbane" });

/** Owners and marketing: the content pages of the sites their dealerships are on (issue 34, decision 049). */
export default async function ContentPagesPage() {
  const staff = await requireStaff("edit_pages");
  const pages = await listContentPages((await getDatabase()).db, staff);
  const sites = [...new Map(pages.map((p) => [p.siteId, p.siteName])).entries()];
  return (
    <>
      <h1 className="text-2xl font-bold">Pages</h1>
      <p>Your sites&apos; own pages (About Us, Warranty, Careers…). Each save is kept as a version, and the site shows it at once.</p>
      {pages.length === 0 ? <p>Your dealerships&apos; sites have no content pages.</p> : null}
      {sites.map(([siteId, siteName]) => (
        <section key={siteId} aria-labelledby={`site-${siteId}`} className="grid gap-2">
          <h2 id={`site-${siteId}`} className="text-xl font-bold">{siteName}</h2>
          <table className="w-full text-left text-sm">
            <thead><tr><th scope="col">Page</th><th scope="col">Address</th><th scope="col">Version</th><th scope="col">Last saved</th></tr></thead>
            <tbody>
              {pages.filter((p) => p.siteId === siteId).map((p) => (
                <tr key={p.id} className="border-t border-line">
                  <td className="py-2"><Link href={`/pages/${p.id}`} className="underline">{p.title}</Link></td>
                  <td>/{p.slug}</td>
                  <td>{p.version}</td>
                  <td>{when.format(p.updatedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </>
  );
}
