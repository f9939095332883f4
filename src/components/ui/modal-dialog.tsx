"use client";

import { Suspense, useId, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { CloseIcon } from "./icons";
import { FocusOnMount } from "./focus-on-mount";
import { Spinner } from "./spinner";

type Props = {
  title: string;
  /** A line under the title (the car the form is about). */
  subtitle?: string;
  /** Called once the dialog has closed (Escape, the close button or a click outside); the caller unmounts it. */
  onClose: () => void;
  /** The field to focus once the (usually lazily loaded) content is on screen. */
  initialFocus: string;
  width?: "md" | "xl";
  children: ReactNode;
};

/**
 * The one modal shell (spec 000 §2 dialogs, spec 001 §2 'Email Us'): a native <dialog> shown with showModal(),
 * so the page behind is inert and Escape closes it. Mounted when opened; on close, focus goes back to the
 * control that opened it. The dialog fills the screen and dims it itself, so a click on the dimmed area closes it.
 */
export function ModalDialog({ title, subtitle, onClose, initialFocus, width = "md", children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Mounted by the click that opens it, so the focused element is the opener.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));

  // A layout effect: it runs before the content's FocusOnMount effect, which cannot focus inside a closed dialog.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => opener?.focus();
  }, [opener]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      className="m-0 grid h-dvh max-h-none w-screen max-w-none place-items-center overflow-y-auto bg-black/60 p-4 text-ink"
    >
      <div className={`w-full rounded-card bg-white shadow-2xl ${width === "xl" ? "max-w-xl" : "max-w-md"}`}>
        <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4">
          <div>
            <h2 id={titleId} className="text-xl">
              {title}
            </h2>
            {subtitle ? <p className="mt-1 text-sm text-ink-muted">{subtitle}</p> : null}
          </div>
          <button type="button" aria-label="Close" onClick={() => dialog.current?.close()} className="-m-2 rounded-full p-2 hover:bg-neutral-100">
            <CloseIcon />
          </button>
        </div>
        <div className="max-h-[75dvh] overflow-y-auto px-5 py-5">
          <Suspense
            fallback={
              <p role="status" className="flex items-center gap-2 text-ink-muted">
                <Spinner /> Loading the form…
              </p>
            }
          >
            {children}
            <FocusOnMount container={dialog} selector={initialFocus} />
          </Suspense>
        </div>
      </div>
    </dialog>
  );
}
