import { getDatabase } from "@/db/connection";
import { listScopeDealerships } from "@/db/queries/staff-dealerships";
import { PasskeyButton } from "@/components/workspace/passkey-button";
import { WorkspaceForm } from "@/components/workspace/workspace-form";
import { signOutAction } from "@/server/staff/workspace-actions";
import { requireStaff } from "@/server/staff/with-staff";

export const dynamic = "force-dynamic";
export const metadata = { title: "Your account" };

/** The staff member's account: who they are, the dealerships they cover, a passkey for this device, signing out. */
export default async function AccountPage() {
  const staff = await requireStaff();
  const { group, dealerships } = await listScopeDealerships((await getDatabase()).db, staff.scope);
  return (
    <>
      <h1 className="text-2xl font-bold">Your account</h1>
      <p>You are signed in as {staff.email} ({staff.role}{group ? ` for ${group.name}` : ""}).</p>
      <section aria-labelledby="dealerships-heading" className="grid gap-2">
        <h2 id="dealerships-heading" className="text-xl font-bold">Your dealerships</h2>
        <ul className="grid list-disc gap-1 pl-6" data-testid="scope-dealerships">
          {dealerships.map((d) => <li key={d.id}>{d.name}</li>)}
        </ul>
      </section>
      <PasskeyButton ceremony="register" label="Add a passkey for this device" />
      <div className="flex flex-wrap gap-3">
        <WorkspaceForm action={signOutAction} permalink="/account" label="Sign out" submitLabel="Sign out" hidden={{ scope: "here" }} fields={[]} quiet />
        <WorkspaceForm action={signOutAction} permalink="/account" label="Sign out everywhere" submitLabel="Sign out everywhere" hidden={{ scope: "everywhere" }} fields={[]} quiet />
      </div>
    </>
  );
}
