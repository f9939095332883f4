"use client";

import { useEffect, useId, useRef, useState } from "react";
import { CloseIcon } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { NO_DELIVERY_ESTIMATE, parseDeliveryPostcode, type DeliveryEstimate as Estimate } from "@/domain/delivery/delivery-estimate";
import { formatDollars } from "@/domain/pricing/format-dollars";
import { useHydrated } from "./use-hydrated";

/** What the form shows under the postcode: nothing yet, a message for the field, or the estimate. */
export type DeliveryOutcome = { kind: "idle" } | { kind: "error"; message: string } | { kind: "estimate"; postcode: string; estimate: Estimate };

type FormProps = {
  carId: number;
  /** The finance page, which answers the GET form without JavaScript. */
  formAction: string;
  initialPostcode?: string;
  initialOutcome?: DeliveryOutcome;
};

/** `GET /api/delivery` (docs/api.md): 200 the estimate; 404 on the postcode is 'Sorry…'; 400 names what is wrong. */
async function requestEstimate(carId: number, postcode: string): Promise<DeliveryOutcome> {
  try {
    const response = await fetch(`/api/delivery?${new URLSearchParams({ car_id: String(carId), postcode })}`);
    const body: unknown = await response.json().catch(() => null);
    if (response.ok && body && typeof body === "object" && "price" in body && "name" in body) return { kind: "estimate", postcode, estimate: body as Estimate };
    const error = (body as { error?: { parameter?: string; message?: string } } | null)?.error;
    if (response.status === 400 && error?.parameter === "postcode" && error.message) return { kind: "error", message: error.message };
    return { kind: "error", message: NO_DELIVERY_ESTIMATE };
  } catch (error) {
    console.error("Delivery estimate failed", error);
    return { kind: "error", message: NO_DELIVERY_ESTIMATE };
  }
}

/** The postcode form (spec 000 §5, §8): an empty postcode asks for one without any call. */
export function DeliveryForm({ carId, formAction, initialPostcode = "", initialOutcome = { kind: "idle" } }: FormProps) {
  const [postcode, setPostcode] = useState(initialPostcode);
  const [outcome, setOutcome] = useState<DeliveryOutcome>(initialOutcome);
  const [pending, setPending] = useState(false);
  const id = useId();
  const messageId = `${id}-message`;

  return (
    <form
      method="get"
      action={formAction}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const parsed = parseDeliveryPostcode(postcode);
        if (!parsed.ok) return setOutcome({ kind: "error", message: parsed.message });
        setPending(true);
        setOutcome(await requestEstimate(carId, parsed.postcode));
        setPending(false);
      }}
      className="grid gap-3"
    >
      <input type="hidden" name="car_id" value={carId} />
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
          aria-invalid={outcome.kind === "error" ? true : undefined}
          aria-describedby={messageId}
          onChange={(event) => setPostcode(event.target.value)}
          className="h-11 w-28 rounded-button border border-neutral-400 bg-white px-3 text-ink tabular-nums aria-[invalid=true]:border-red-700"
        />
        <button type="submit" className="btn btn-accent" disabled={pending}>
          {pending ? <Spinner /> : null}
          Get estimate
        </button>
      </div>
      <div id={messageId} role="status" className="min-h-6 text-sm">
        {outcome.kind === "error" ? <p className="font-medium text-red-700">{outcome.message}</p> : null}
        {outcome.kind === "estimate" ? (
          <p className="text-ink">
            Delivery to {outcome.postcode}: <strong data-testid="delivery-price" className="text-lg">{formatDollars(outcome.estimate.price)}</strong>{" "}
            <span className="text-ink-muted">({outcome.estimate.name})</span>
          </p>
        ) : null}
      </div>
    </form>
  );
}

/**
 * The delivery calculator dialog (spec 000 §2): a native modal <dialog> (page behind inert, Escape closes,
 * focus returns to the button). Without JavaScript the button is a link to the same form on the finance page.
 */
export function DeliveryEstimateDialog({ carId, carName, formAction }: { carId: number; carName: string; formAction: string }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!open || !element || element.open) return;
    element.showModal();
    // The dialog opens for its one field: focus it rather than the close button that comes first.
    element.querySelector<HTMLInputElement>('input[name="postcode"]')?.focus();
  }, [open]);

  const trigger = "btn btn-outline w-full text-brand-link sm:w-auto";
  return (
    <>
      {hydrated ? (
        <button ref={opener} type="button" aria-haspopup="dialog" onClick={() => setOpen(true)} className={trigger}>
          Estimate delivery
        </button>
      ) : (
        <a href={`${formAction}?car_id=${carId}#delivery-estimate`} className={trigger}>
          Estimate delivery
        </a>
      )}
      {open ? (
        <dialog
          ref={dialog}
          aria-labelledby={titleId}
          onClose={() => {
            setOpen(false);
            opener.current?.focus();
          }}
          // The dialog fills the screen and dims it itself; a click on the dimmed area closes it.
          onClick={(event) => {
            if (event.target === event.currentTarget) event.currentTarget.close();
          }}
          className="m-0 grid h-dvh max-h-none w-screen max-w-none place-items-center bg-black/60 p-4 text-ink"
        >
          <div className="w-full max-w-md rounded-card bg-white shadow-2xl">
            <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4">
              <div>
                <h2 id={titleId} className="text-xl">
                  Delivery estimate
                </h2>
                <p className="mt-1 text-sm text-ink-muted">For the {carName}</p>
              </div>
              <button type="button" aria-label="Close" onClick={() => dialog.current?.close()} className="-m-2 rounded-full p-2 hover:bg-neutral-100">
                <CloseIcon />
              </button>
            </div>
            <div className="px-5 py-5">
              <DeliveryForm carId={carId} formAction={formAction} />
            </div>
          </div>
        </dialog>
      ) : null}
    </>
  );
}
