import Link from "next/link";
import { WorkspaceForm } from "@/components/workspace/workspace-form";
import { completeLinkSignInAction } from "@/server/staff/workspace-actions";

export const dynamic = "force-dynamic";
export const metadata = { title: "Enter your code" };

/** Opening the link only shows the code form (mail scanners open links too); the post with a right code spends it. */
export default async function SignInLinkPage({ params, searchParams }: { params: Promise<{ token: string }>; searchParams: Promise<{ method?: string }> }) {
  const { token } = await params;
  const recovery = (await searchParams).method === "recovery_code";
  const permalink = `/sign-in/link/${encodeURIComponent(token)}${recovery ? "?method=recovery_code" : ""}`;
  return (
    <>
      <h1 className="text-2xl font-bold">{recovery ? "Enter a recovery code" : "Enter the code from your authenticator app"}</h1>
      <WorkspaceForm action={completeLinkSignInAction} permalink={permalink} label="Sign in" submitLabel="Sign in" hidden={{ token, method: recovery ? "recovery_code" : "totp" }}
        fields={[recovery
          ? { name: "recovery_code", label: "Recovery code", autoComplete: "off", maxLength: 24 }
          : { name: "code", label: "6-digit code", autoComplete: "one-time-code", inputMode: "numeric", maxLength: 7 }]} />
      <p className="text-sm">
        {recovery ? <Link className="underline" href={`/sign-in/link/${encodeURIComponent(token)}`}>Use your authenticator app instead</Link> : <Link className="underline" href={`/sign-in/link/${encodeURIComponent(token)}?method=recovery_code`}>Use a recovery code instead</Link>}
      </p>
    </>
  );
}
