import type { ReactNode } from "react";

/**
 * A wide block (a table) that scrolls sideways on a narrow screen instead of widening the page. It takes focus, so a
 * keyboard can scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable), and is a named region for that stop.
 */
export function HorizontalScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto">
      {children}
    </div>
  );
}
