"use client";

import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { CloseIcon } from "@/components/ui/icons";
import { FocusOnMount } from "@/components/ui/focus-on-mount";
import { Spinner } from "@/components/ui/spinner";
import { useHydrated } from "./use-hydrated";

/** The form loads when the page is idle, not with it (the vehicle page's JS budget). */
const loadDeliveryForm = () => import("./delivery-form");
const DeliveryForm = lazy(() => loadDeliveryForm().then((module) => ({ default: module.DeliveryForm })));

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
    if (hydrated) void loadDeliveryForm();
  }, [hydrated]);
  useEffect(() => {
    const element = dialog.current;
    if (!open || !element || element.open) return;
    element.showModal();
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
              <Suspense fallback={<Spinner />}>
                <DeliveryForm carId={carId} formAction={formAction} />
                {/* The dialog opens for its one field: focus it rather than the close button that comes first. */}
                <FocusOnMount container={dialog} selector='input[name="postcode"]' />
              </Suspense>
            </div>
          </div>
        </dialog>
      ) : null}
    </>
  );
}
