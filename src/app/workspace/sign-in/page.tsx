import { redirect } from "next/navigation";
import { PasskeyButton } from "@/components/workspace/passkey-button";
import { WorkspaceForm } from "@/components/workspace/workspace-form";
import { requestSignInLinkAction } from "@/server/staff/workspace-actions";
import { getSignedInStaff } from "@/server/staff/with-staff";

export const dynamic = "force-dynamic";
export const metadata = { title: "Sign in" };

export default async function WorkspaceSignInPage() {
  if (await getSignedInStaff()) redirect("/");
  return (
    <>
      <h1 className="text-2xl font-bold">Sign in to the dealer workspace</h1>
      <PasskeyButton ceremony="sign_in" label="Sign in with a passkey" />
      <p>Or we&apos;ll e-mail you a sign-in link; then enter the code from your authenticator app.</p>
      <WorkspaceForm action={requestSignInLinkAction} permalink="/sign-in" label="E-mail me a sign-in link" submitLabel="E-mail me a sign-in link"
        fields={[{ name: "email", label: "Work e-mail", type: "email", autoComplete: "email", inputMode: "email", maxLength: 254 }]} />
    </>
  );
}
