"use client";

import { useId, useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import { NO_DELIVERY_ESTIMATE, parseDeliveryPostcode, type DeliveryEstimate as Estimate } from "@/domain/delivery/delivery-estimate";
import { formatDollars } from "@/domain/pricing/format-dollars";

/** What the form shows under the postcode: nothing yet, a message for the field, or the estimate. */
export type DeliveryOutcome = { kind: "idle" } | { kind: "error"; message: string } | { kind: "estimate"; postcode: string; estimate: Estimate };

export type DeliveryFormProps = {
  carId: number;
  /** The finance page, which answers the GET form without JavaScript. */
  formAction: string;
  initialPostcode?: string;
  initialOutcome?: DeliveryOutcome;
};

/** `GET /api/delivery` (docs/api.md): 200 the estimate; an error naming the postcode carries its message ('Invalid postcode', 'Sorry…'). */
async function requestEstimate(carId: number, postcode: string): Promise<DeliveryOutcome> {
  try {
    const response = await fetch(`/api/delivery?${new URLSearchParams({ car_id: String(carId), postcode })}`);
    const body: unknown = await response.json().catch(() => null);
    if (response.ok && body && typeof body === "object" && "price" in body && "name" in body) return { kind: "estimate", postcode, estimate: body as Estimate };
    const error = (body as { error?: { parameter?: string; message?: string } } | null)?.error;
    if (error?.parameter === "postcode" && error.message) return { kind: "error", message: error.message };
    return { kind: "error", message: NO_DELIVERY_ESTIMATE };
  } catch (error) {
    console.error("Delivery estimate failed", error);
    return { kind: "error", message: NO_DELIVERY_ESTIMATE };
  }
}

/** The postcode form (spec 000 §5, §8): an empty postcode asks for one without any call. */
export function DeliveryForm({ carId, formAction, initialPostcode = "", initialOutcome = { kind: "idle" } }: DeliveryFormProps) {
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
