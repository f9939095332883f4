"use client";

/** Opens the browser's print dialog; hidden without JavaScript, where the browser's own Print is the way. */
export function PrintButton() {
  return (
    <button type="button" onClick={() => window.print()} className="btn btn-accent noscript:hidden">
      Print this page
    </button>
  );
}
