"use client";

import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { readStoredDetails, storeDetail } from "@/components/forms/stored-details";
import { Spinner } from "@/components/ui/spinner";
import { preloadOnIntent } from "@/components/ui/preload-on-intent";
import { rememberViewedEstimate } from "@/components/forms/viewed-estimate";

/** The lookup and the breakdown load on first intent (or for a stored postcode), not with the page. */
const loadResultCode = () => Promise.all([import("./fetch-drive-away"), import("./drive-away-breakdown")]);

type Props = {
  carId: number;
  /** The page itself: without JavaScript the GET form reloads it with `?postcode=`, and the server renders the breakdown. */
  formAction: string;
  initialPostcode: string;
  /** The server's answer for the postcode in the address: the breakdown or an error message. */
  initialResult: ReactNode;
  initialError: string | null;
  /** Sent with the GET form (the print page's `car_id`). */
  hiddenFields?: Readonly<Record<string, string>>;
};

/**
 * The drive-away postcode form (issue 18). A real GET form; with JavaScript it answers in place from
 * `GET /api/drive-away`, keeps the postcode with the shopper's stored details (spec 001 §3) and reuses it next time.
 */
export function DriveAwayForm({ carId, formAction, initialPostcode, initialResult, initialError, hiddenFields = {} }: Props) {
  const [postcode, setPostcode] = useState(initialPostcode);
  const [result, setResult] = useState<ReactNode>(initialResult);
  const [error, setError] = useState<string | null>(initialError);
  const [pending, setPending] = useState(false);
  const id = useId();
  const messageId = `${id}-message`;
  const asked = useRef(false);

  async function lookUp(typed: string) {
    setPending(true);
    const [{ fetchDriveAway }, { DriveAwayBreakdown }] = await loadResultCode();
    const answer = await fetchDriveAway(carId, typed.trim());
    setPending(false);
    if (answer.kind === "error") {
      setError(answer.message);
      return;
    }
    setError(null);
    setResult(<DriveAwayBreakdown view={answer.view} />);
    storeDetail("postcode", answer.view.postcode);
    rememberViewedEstimate(carId, answer.view.postcode);
  }

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    if (initialResult) {
      if (initialPostcode) rememberViewedEstimate(carId, initialPostcode);
      return;
    }
    const stored = readStoredDetails().postcode;
    if (!initialPostcode && stored && /^\d{4}$/.test(stored)) {
      void loadResultCode().then(() => {
        setPostcode(stored);
        return lookUp(stored);
      });
    }
    // Runs once, for the postcode the shopper gave before.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="grid gap-4">
      <form
        method="get"
        action={formAction}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void lookUp(postcode);
        }}
        className="grid gap-2"
      >
        {Object.entries(hiddenFields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label htmlFor={`${id}-postcode`} className="text-sm font-semibold text-ink">
          Your postcode
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-postcode`}
            name="postcode"
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={4}
            value={postcode}
            aria-invalid={error ? true : undefined}
            aria-describedby={messageId}
            onChange={(event) => setPostcode(event.target.value)}
            {...preloadOnIntent(loadResultCode)}
            className="h-11 w-28 rounded-button border border-neutral-400 bg-white px-3 text-ink tabular-nums aria-[invalid=true]:border-red-700"
          />
          <button type="submit" className="btn btn-accent" disabled={pending}>
            {pending ? <Spinner /> : null}
            Show drive-away price
          </button>
        </div>
        <div id={messageId} role="status" className="min-h-5 text-sm">
          {error ? <p className="font-medium text-red-700">{error}</p> : null}
        </div>
      </form>
      {result}
    </div>
  );
}
