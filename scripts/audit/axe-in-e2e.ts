/**
 * Page states an e2e spec already holds to axe with the audit's rules (tests/e2e/support/axe.ts), on the same
 * template and viewport: the audit skips axe there and keeps its other checks (the rendered HTML still goes to the
 * Nu Html Checker). Each entry names its spec; scripts/audit/audit-checks.test.ts checks the spec still runs axe
 * on that page, so a spec that stops doing it fails the unit suite instead of leaving a state unchecked.
 */
import { TEMPLATES, type Template } from "../../src/domain/site/site-config-schema";
import type { PageKind, ViewportName } from "./pages";

export type AxeCheckedInE2e = {
  spec: string;
  kind: PageKind;
  /** The audit page's path, where it is fixed (a discovered page is matched by kind alone). */
  path?: string;
  /** "loaded", or the AUDIT_INTERACTIONS name of the opened state. */
  state: string;
  templates: readonly Template[];
  viewports: readonly ViewportName[];
  /** A string the spec must contain to be checking this page: the path or the site it visits. */
  specMentions: string;
};

export const AXE_CHECKED_IN_E2E: readonly AxeCheckedInE2e[] = [
  // Every site's /finance on a phone, with its disclaimer open (more of the page than the audit sees).
  { spec: "tests/e2e/finance.phone.spec.ts", kind: "form", path: "/finance", state: "loaded", templates: TEMPLATES, viewports: ["phone"], specMentions: '"/finance"' },
  // Harbour Toyota's location page as loaded and with its holiday dialog open, on a desktop and on a phone.
  ...(["loaded", "holiday hours"] as const).flatMap((state) => [
    { spec: "tests/e2e/locations.spec.ts", kind: "location" as const, state, templates: ["manufacturer"] as const, viewports: ["desktop"] as const, specMentions: "HARBOUR_LOCATION" },
    { spec: "tests/e2e/locations.phone.spec.ts", kind: "location" as const, state, templates: ["manufacturer"] as const, viewports: ["phone"] as const, specMentions: "HARBOUR_LOCATION" },
  ]),
  // /contact's location block as a card (Value Used Cars) and as tabs (Harbour Toyota), and as a grid on a phone.
  { spec: "tests/e2e/locations.spec.ts", kind: "contact", path: "/contact", state: "loaded", templates: ["manufacturer", "used-specialist"], viewports: ["desktop"], specMentions: '"/contact"' },
  { spec: "tests/e2e/locations.phone.spec.ts", kind: "contact", path: "/contact", state: "loaded", templates: ["group-portal"], viewports: ["phone"], specMentions: '"/contact"' },
  // Harbour Toyota's page without a payment provider.
  // Harbour Toyota's enquiry dialog, showing its errors, on a desktop and from the phone's bottom bar.
  { spec: "tests/e2e/forms.spec.ts", kind: "vehicle", state: "enquiry form", templates: ["manufacturer"], viewports: ["desktop"], specMentions: "enquiry dialog" },
  { spec: "tests/e2e/forms.phone.spec.ts", kind: "vehicle", state: "enquiry form", templates: ["manufacturer"], viewports: ["phone"], specMentions: "Enquire Now" },
];

/** The spec that already checks this audit state with axe, if one does. */
export function e2eSpecCheckingAxe(target: { kind: PageKind; template: string; url: string }, viewport: ViewportName, state: string): string | undefined {
  const path = new URL(target.url).pathname;
  return AXE_CHECKED_IN_E2E.find(
    (entry) =>
      entry.kind === target.kind &&
      entry.state === state &&
      (entry.path === undefined || entry.path === path) &&
      entry.templates.includes(target.template as Template) &&
      entry.viewports.includes(viewport),
  )?.spec;
}
