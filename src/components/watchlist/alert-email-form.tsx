import { TextField } from "@/components/forms/form-fields";
import type { GarageView } from "@/domain/watchlist/garage-view";
import { AlertEmailStatus } from "./alert-email-status";

/**
 * The address watchlist alerts also go to (issue 14): optional, and an empty field removes it; alerts go there once
 * it is confirmed by the link e-mailed to it. A plain form posted to `/my-garage/alert-email` (answered 303 to the
 * garage), so it works the same without JavaScript.
 */
export function AlertEmailForm({ alertEmail, csrfToken }: { alertEmail: GarageView["alertEmail"]; csrfToken: string }) {
  return (
    <div className="mt-4 border-t border-line pt-4">
      <form method="post" action="/my-garage/alert-email" className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start">
        <input type="hidden" name="csrf_token" value={csrfToken} />
        <TextField
          field={{ id: "alert-email", name: "email", label: "E-mail alerts to (optional; leave empty for texts only)", error: alertEmail.error ?? undefined }}
          type="email"
          autoComplete="email"
          maxLength={254}
          defaultValue={alertEmail.address ?? ""}
        />
        <button type="submit" className="btn btn-outline sm:mt-6">
          Save e-mail address
        </button>
      </form>
      {alertEmail.address && alertEmail.status ? <AlertEmailStatus address={alertEmail.address} status={alertEmail.status} csrfToken={csrfToken} /> : null}
    </div>
  );
}
