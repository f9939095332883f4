import Link from "next/link";

/** What agreeing to the terms of use means for an enquiry (spec 001 §5: agreement to the terms and the privacy policy). */
function TermsOfUseText() {
  return (
    <div className="mt-2 grid gap-2 text-xs text-ink-muted">
      <p>
        By sending this form you ask the dealership to contact you about your enquiry by your preferred contact method, and you confirm the details you give
        are your own. Prices, offers and availability are confirmed by the dealership and may change.
      </p>
      <p>
        Your details are kept and used as our{" "}
        <Link href="/privacy-policy" prefetch={false} className="underline">
          privacy policy
        </Link>{" "}
        says, and shared only with the dealership and the services that deliver your enquiry. Read the full{" "}
        <Link href="/terms-and-conditions" prefetch={false} className="underline">
          terms of use
        </Link>
        .
      </p>
    </div>
  );
}

const BOX = "rounded-card border border-line bg-neutral-50 px-3 py-2";

/**
 * The terms-of-use box above the terms checkbox. On a phone it starts collapsed and opens and closes (spec 001 §2, §4:
 * "Terms-of-use box on mobile can collapse or expand"), a `<details>`, so it works without JavaScript; wider screens
 * show it open.
 */
export function TermsOfUseBox() {
  return (
    <>
      <details className={`${BOX} sm:hidden`} data-testid="terms-of-use-box">
        <summary className="cursor-pointer text-sm font-semibold text-ink">Terms of use</summary>
        <TermsOfUseText />
      </details>
      <div className={`${BOX} hidden sm:block`}>
        <p className="text-sm font-semibold text-ink">Terms of use</p>
        <TermsOfUseText />
      </div>
    </>
  );
}
