import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * WCAG 2.0/2.1/2.2 A and AA, the rules the audit holds every page to. The audit keeps its own copy
 * (scripts/audit/axe.ts): importing it would bring in the audit's page catalogue and browser launcher.
 */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** No axe violations at WCAG 2.2 AA, as the audit checks; `include` narrows the check to a part of the page, `label` names the page in a failure. */
export async function expectNoAxeViolations(page: Page, { include, label }: { include?: string; label?: string } = {}): Promise<void> {
  const builder = new AxeBuilder({ page });
  const result = await (include ? builder.include(include) : builder).withTags(AXE_TAGS).analyze();
  const prefix = label ? `${label}: ` : "";
  expect(result.violations.map((v) => `${prefix}${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}
