"use client";

import { lazy, useState } from "react";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { preloadOnIntent } from "@/components/ui/preload-on-intent";
import { useHydrated } from "@/components/ui/use-hydrated";

/** The form loads on first intent, not with the page (the vehicle page's JS budget and main thread). */
const loadDeliveryForm = () => import("./delivery-form");
const DeliveryForm = lazy(() => loadDeliveryForm().then((module) => ({ default: module.DeliveryForm })));

/**
 * The delivery calculator dialog (spec 000 §2): a native modal <dialog> (page behind inert, Escape closes,
 * focus returns to the button). Without JavaScript the button is a link to the same form on the finance page.
 */
export function DeliveryEstimateDialog({ carId, carName, formAction }: { carId: number; carName: string; formAction: string }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);

  const trigger = "btn btn-outline w-full text-brand-link sm:w-auto";
  return (
    <>
      {hydrated ? (
        <button type="button" aria-haspopup="dialog" {...preloadOnIntent(loadDeliveryForm)} onClick={() => setOpen(true)} className={trigger}>
          Estimate delivery
        </button>
      ) : (
        <a href={`${formAction}?car_id=${carId}#delivery-estimate`} className={trigger}>
          Estimate delivery
        </a>
      )}
      {open ? (
        // The dialog opens for its one field: focus it rather than the close button that comes first.
        <ModalDialog title="Delivery estimate" subtitle={`For the ${carName}`} onClose={() => setOpen(false)} initialFocus='input[name="postcode"]'>
          <DeliveryForm carId={carId} formAction={formAction} />
        </ModalDialog>
      ) : null}
    </>
  );
}
