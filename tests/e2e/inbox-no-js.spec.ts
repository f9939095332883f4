import { expect as baseExpect, test } from "@playwright/test";
import { claimOrFindMine, metroDealer, sendEnquiryFrom } from "./support/inbox";
import { signInAsStaff, workspaceUrl } from "./support/workspace-sign-in";

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });
test.use({ javaScriptEnabled: false });

test("without JavaScript: filter the inbox, open a lead, claim it and change its status; bad input is named at its field", async ({ page, browser }) => {
  const dealer = metroDealer("metro-ford", "Metro Ford");
  const sent = await sendEnquiryFrom(browser, dealer);
  await signInAsStaff(page, dealer.salesperson);

  // A filter the list cannot read is named beside its field, and the list still shows.
  await page.goto(workspaceUrl("/?status=open&age=day"));
  await expect(page.getByRole("combobox", { name: "Status" })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Choose a status from the list.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();

  await page.goto(workspaceUrl("/"));
  await page.getByText("Filter and search").click();
  await page.getByRole("textbox", { name: "Name, phone, e-mail, stock no. or VIN" }).fill(sent.email);
  await page.getByRole("combobox", { name: "Age" }).selectOption("hour");
  await page.getByRole("button", { name: "Show leads" }).click();
  await expect(page).toHaveURL(/[?&]q=inbox-/);
  const rows = page.getByTestId("inbox-rows").getByRole("link");
  await expect(rows).toHaveCount(1);
  await rows.first().click();
  await expect(page).toHaveURL(/\/leads\/[0-9a-f-]{36}$/);
  await claimOrFindMine(page);

  const status = page.getByRole("form", { name: "Change status" });
  await status.getByRole("combobox", { name: "New status" }).selectOption("lost");
  await status.getByRole("button", { name: "Change status" }).click();
  await expect(page.getByRole("form", { name: "Change status" }).getByRole("combobox", { name: "If lost, why" })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Please choose why the lead was lost.")).toBeVisible();

  await page.getByRole("form", { name: "Change status" }).getByRole("combobox", { name: "New status" }).selectOption("contacted");
  await page.getByRole("form", { name: "Change status" }).getByRole("combobox", { name: "If lost, why" }).selectOption("");
  await page.getByRole("form", { name: "Change status" }).getByRole("textbox", { name: "Note (optional)" }).fill("Phoned: wants a test drive.");
  await page.getByRole("form", { name: "Change status" }).getByRole("button", { name: "Change status" }).click();
  await expect(page).toHaveURL(/\?notice=status_changed$/);
  await expect(page.getByRole("status").filter({ hasText: "Status changed." })).toBeVisible();
  await expect(page.locator("#enquiry")).toContainText("StatusContacted");
  await expect(page.getByTestId("lead-timeline")).toContainText("Phoned: wants a test drive.");

  const note = page.getByRole("form", { name: "Add a note" });
  await note.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("form", { name: "Add a note" }).getByRole("textbox", { name: "Note" })).toHaveAttribute("aria-invalid", "true");
});
