/**
 * axe-core (WCAG 2.0/2.1/2.2 A and AA rules) on each page in a phone and a desktop viewport, and
 * on each open dialog or menu from AUDIT_INTERACTIONS, but for the states an e2e spec already checks
 * (axe-in-e2e.ts). The same visits collect the rendered HTML for the HTML checker and any console errors
 * (a CSP-blocked script shows up there).
 */
import { AxeBuilder } from "@axe-core/playwright";
import { chromium, type Browser, type Page } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium-flags";
import { e2eSpecCheckingAxe } from "./axe-in-e2e";
import { AUDIT_INTERACTIONS, VIEWPORTS, type AuditInteraction, type PageKind, type ViewportName } from "./pages";
import type { Failure } from "./report";

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** `cookie`: the `Cookie` header the page is visited with (a signed-in workspace page). */
export type AxeTarget = { site: string; template: string; kind: PageKind; url: string; interactions: boolean; cookie?: string };
export type AxeViolation = { rule: string; impact: string | null; help: string; selectors: string[] };
/** `inE2e` names the e2e spec that checks this state instead (axe-in-e2e.ts). */
export type AxeRow = { target: AxeTarget; viewport: ViewportName; state: string; violations: AxeViolation[]; error?: string; pending?: string; inE2e?: string };
export type RenderedPage = { name: string; html: string; url: string };

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS], headless: true });
}

/** axe on the page, or on the part `scope` selects. */
async function analyse(page: Page, scope?: string): Promise<AxeViolation[]> {
  const builder = new AxeBuilder({ page });
  const result = await (scope ? builder.include(scope) : builder).withTags(AXE_TAGS).analyze();
  return result.violations.map((v) => ({
    rule: v.id,
    impact: v.impact ?? null,
    help: v.help,
    selectors: v.nodes.map((n) => n.target.map(String).join(" ")),
  }));
}

/** A file name per page: site and path, so two pages of one kind (two searches, two forms) never share one. */
export function documentName(site: string, url: string): string {
  const { pathname, search } = new URL(url);
  return `${site}-${`${pathname}${search}`.replace(/[^a-z0-9]+/gi, "-").replace(/^-+|-+$/g, "") || "home"}`;
}

function appliesTo(interaction: AuditInteraction, target: AxeTarget, viewport: ViewportName): boolean {
  const template = !interaction.templates || interaction.templates.includes(target.template as never);
  return target.interactions && interaction.kind === target.kind && template && (interaction.viewport === "both" || interaction.viewport === viewport);
}

/** Closes what an interaction opened with Escape; false when it stays open (the page is then loaded again). */
async function closedByEscape(page: Page, interaction: AuditInteraction): Promise<boolean> {
  await page.keyboard.press("Escape");
  return interaction.opened(page).first().waitFor({ state: "hidden", timeout: 2_000 }).then(() => true, () => false);
}

/** Visits one page in one viewport: axe as loaded, the rendered HTML, then each interaction. */
async function auditTarget(browser: Browser, target: AxeTarget, viewport: ViewportName, out: { rows: AxeRow[]; rendered: RenderedPage[]; consoleErrors: Failure[] }): Promise<void> {
  // A signed-in page's cookie goes as a header: Chromium will not be handed a Secure (`__Host-`) cookie for http.
  const context = await browser.newContext({ ...VIEWPORTS[viewport], locale: "en-AU", ...(target.cookie ? { extraHTTPHeaders: { cookie: target.cookie } } : {}) });
  const page = await context.newPage();
  const where = `${target.url} [${viewport}]`;
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const source = message.location().url;
    out.consoleErrors.push({ gate: "console errors", where, detail: `${message.text().slice(0, 300)}${source ? ` (${source})` : ""}` });
  });
  page.on("pageerror", (error) => out.consoleErrors.push({ gate: "console errors", where, detail: `uncaught: ${error.message.slice(0, 300)}` }));
  const load = async () => {
    const response = await page.goto(target.url, { waitUntil: "load" });
    if (!response || response.status() !== 200) throw new Error(`status ${response?.status()}`);
    // Not "networkidle": the router's prefetches can keep the network busy for seconds.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.waitForTimeout(300);
  };
  try {
    await load();
    const loadedInE2e = e2eSpecCheckingAxe(target, viewport, "loaded");
    out.rows.push({ target, viewport, state: "loaded", violations: loadedInE2e ? [] : await analyse(page), inE2e: loadedInE2e });
    out.rendered.push({ name: `${documentName(target.site, target.url)}-${viewport}`, html: await page.content(), url: target.url });
    const interactions = AUDIT_INTERACTIONS.filter((i) => appliesTo(i, target, viewport));
    let needsLoad = false;
    for (const interaction of interactions) {
      const inE2e = e2eSpecCheckingAxe(target, viewport, interaction.name);
      if (inE2e) {
        out.rows.push({ target, viewport, state: interaction.name, violations: [], inE2e });
        continue;
      }
      try {
        if (interaction.pending && (await interaction.trigger(page).count()) === 0) {
          out.rows.push({ target, viewport, state: interaction.name, violations: [], pending: interaction.pending });
          continue;
        }
        if (needsLoad) await load();
        needsLoad = true;
        await interaction.trigger(page).first().click({ timeout: 5_000 });
        await interaction.opened(page).first().waitFor({ state: "visible", timeout: 5_000 });
        out.rows.push({ target, viewport, state: interaction.name, violations: await analyse(page, interaction.scope) });
        needsLoad = !(await closedByEscape(page, interaction));
      } catch (error) {
        out.rows.push({ target, viewport, state: interaction.name, violations: [], error: `could not open: ${(error as Error).message.split("\n")[0]}` });
      }
    }
  } catch (error) {
    out.rows.push({ target, viewport, state: "loaded", violations: [], error: (error as Error).message.split("\n")[0] });
  } finally {
    await context.close();
  }
}

/** Two pages at a time: the machine has two cores, and axe mostly waits on the page and the server. */
export const AXE_CONCURRENCY = 2;

export async function runAxe(browser: Browser, targets: AxeTarget[]): Promise<{ rows: AxeRow[]; rendered: RenderedPage[]; consoleErrors: Failure[]; failures: Failure[] }> {
  const jobs = targets.flatMap((target) => (Object.keys(VIEWPORTS) as ViewportName[]).map((viewport) => ({ target, viewport })));
  const results = jobs.map(() => ({ rows: [] as AxeRow[], rendered: [] as RenderedPage[], consoleErrors: [] as Failure[] }));
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const i = next++;
      await auditTarget(browser, jobs[i]!.target, jobs[i]!.viewport, results[i]!);
    }
  };
  await Promise.all(Array.from({ length: AXE_CONCURRENCY }, worker));
  // Report in page order whatever order the workers finished in.
  const rows = results.flatMap((r) => r.rows);
  const rendered = results.flatMap((r) => r.rendered);
  const consoleErrors = results.flatMap((r) => r.consoleErrors);
  const failures: Failure[] = rows.flatMap((row) => {
    const where = `${row.target.url} [${row.viewport}, ${row.state}]`;
    if (row.error) return [{ gate: "axe", where, detail: row.error }];
    return row.violations.map((v) => ({ gate: "axe", where, detail: `${v.rule} (${v.impact}): ${v.help} — ${v.selectors.slice(0, 4).join(" | ")}${v.selectors.length > 4 ? ` (+${v.selectors.length - 4})` : ""}` }));
  });
  return { rows, rendered, consoleErrors, failures };
}
