import Link from "next/link";
import { getDatabase } from "@/db/connection";
import { listScopeDealerships } from "@/db/queries/staff-dealerships";
import { PasskeyButton } from "@/components/workspace/passkey-button";
import { WorkspaceForm } from "@/components/workspace/workspace-form";
import { hasPermission } from "@/domain/staff/role-permissions";
import { signOutAction } from "@/server/staff/workspace-actions";
import { requireStaff } from "@/server/staff/with-staff";

export const dynamic = "force-dynamic";
export const metadata = { title: "Your dealerships" };

/** The workspace home: the staff member's dealerships (the lead inbox comes later, issue 33). */
export default async function WorkspaceHomePage() {
  const staff = await requireStaff();
  const { group, dealerships } = await listScopeDealerships((await getDatabase()).db, staff.scope);
  const owner = hasPermission(staff.role, "manage_users");
  return (
    <>
      <h1 className="text-2xl font-bold">Hello, {staff.name}</h1>
      <p>You are signed in as {staff.email} ({staff.role}{group ? ` for ${group.name}` : ""}).</p>
      <section aria-labelledby="dealerships-heading" className="grid gap-2">
        <h2 id="dealerships-heading" className="text-xl font-bold">Your dealerships</h2>
        <ul className="grid list-disc gap-1 pl-6" data-testid="scope-dealerships">
          {dealerships.map((d) => <li key={d.id}>{d.name}</li>)}
        </ul>
      </section>
      {owner ? (
        <nav aria-label="Owner pages" className="flex flex-wrap gap-3">
          <Link className="btn btn-outline" href="/users">Users</Link>
          <Link className="btn btn-outline" href="/audit-log">Audit log</Link>
        </nav>
      ) : null}
      <PasskeyButton ceremony="register" label="Add a passkey for this device" />
      <div className="flex flex-wrap gap-3">
        <WorkspaceForm action={signOutAction} permalink="/" label="Sign out" submitLabel="Sign out" hidden={{ scope: "here" }} fields={[]} quiet />
        <WorkspaceForm action={signOutAction} permalink="/" label="Sign out everywhere" submitLabel="Sign out everywhere" hidden={{ scope: "everywhere" }} fields={[]} quiet />
      </div>
    </>
  );
}
