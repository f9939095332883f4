import { getDatabase } from "@/db/connection";
import { listAuditEntries } from "@/db/queries/staff-audit-log";
import { AuditEntryWhat } from "@/components/workspace/audit-entry-what";
import { requireStaff } from "@/server/staff/with-staff";

export const dynamic = "force-dynamic";
export const metadata = { title: "Audit log" };

const when = new Intl.DateTimeFormat("en-AU", { dateStyle: "medium", timeStyle: "medium", timeZone: "Australia/Brisbane" });

/** Owners: who did what, when and from where, in their scope, newest first. */
export default async function AuditLogPage() {
  const owner = await requireStaff("read_audit_log");
  const entries = await listAuditEntries((await getDatabase()).db, owner.scope);
  return (
    <>
      <h1 className="text-2xl font-bold">Audit log</h1>
      <table className="w-full text-left text-sm" data-testid="audit-log">
        <thead><tr><th scope="col">When (Brisbane)</th><th scope="col">Who</th><th scope="col">What</th><th scope="col">From</th></tr></thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.id} className="border-t border-line">
              <td className="py-2">{when.format(e.at)}</td>
              <td>{e.actorName ?? "—"}</td>
              <td><AuditEntryWhat entry={e} /></td>
              <td>{e.clientIp ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
