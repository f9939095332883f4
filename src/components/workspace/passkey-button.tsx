"use client";

import { useState, useSyncExternalStore } from "react";

type Props = {
  /** register: add a passkey to the signed-in account; sign_in: sign in with one. */
  ceremony: "register" | "sign_in";
  label: string;
  /** Where to go after signing in. */
  next?: string;
};

const subscribeToNothing = () => () => {};

const ENDPOINTS = {
  sign_in: { options: "/api/passkeys/sign-in-options", verify: "/api/passkeys/sign-in" },
  register: { options: "/api/passkeys/register-options", verify: "/api/passkeys/register" },
} as const;

/** The passkey ceremony (the one workspace step that needs JavaScript: WebAuthn is a browser API). */
export function PasskeyButton({ ceremony, label, next = "/" }: Props) {
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Without JavaScript or WebAuthn the button would do nothing, so it appears only where it works.
  const supported = useSyncExternalStore(subscribeToNothing, () => typeof window.PublicKeyCredential === "function", () => false);

  async function run() {
    setBusy(true);
    setMessage(null);
    try {
      const { startAuthentication, startRegistration } = await import("@simplewebauthn/browser");
      const post = (url: string, body?: unknown) => fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body ?? {}) });
      const { challengeId, options } = await (await post(ENDPOINTS[ceremony].options)).json();
      const response = ceremony === "sign_in" ? await startAuthentication({ optionsJSON: options }) : await startRegistration({ optionsJSON: options });
      const verified = await post(ENDPOINTS[ceremony].verify, { challengeId, response });
      if (!verified.ok) throw new Error((await verified.json().catch(() => ({}))).error?.message ?? "The passkey was not accepted.");
      if (ceremony === "sign_in") window.location.assign(next);
      else setMessage("Passkey added. Next time, sign in with it.");
    } catch (failure) {
      setMessage(failure instanceof Error && failure.name !== "NotAllowedError" ? failure.message : "The passkey was not used. Try again, or sign in with an e-mailed link.");
    } finally {
      setBusy(false);
    }
  }

  if (!supported) return null;
  return (
    <div className="grid gap-2">
      <div><button type="button" className="btn btn-outline" onClick={run} disabled={busy}>{label}</button></div>
      {message ? <p role="status" className="text-sm">{message}</p> : null}
    </div>
  );
}
