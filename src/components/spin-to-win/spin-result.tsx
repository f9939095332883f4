import type { SpinWin } from "@/domain/spin-to-win/spin-state";

/** The prize a shopper won and its code, announced when the page shows it after a spin. */
export function SpinResult({ win, siteName, wonOn }: { win: SpinWin; siteName: string; wonOn: string }) {
  return (
    <div role="status" className="rounded-card border-2 border-brand-accent bg-white p-5 text-ink">
      <h2 className="text-2xl">You won: {win.prizeLabel}</h2>
      {win.prizeDescription ? <p className="mt-2">{win.prizeDescription}</p> : null}
      <p className="mt-4 text-sm font-semibold text-ink-muted">Your redemption code</p>
      <p className="mt-1 font-mono text-xl font-bold tracking-wider break-all sm:text-2xl">{win.code}</p>
      <p className="mt-4 text-sm">
        Show this code to {siteName} to claim your prize. We have sent your win to the dealership, and they will be in touch. Won on {wonOn}.
      </p>
    </div>
  );
}
