import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { listQuickReplyTemplates } from "@/db/queries/quick-reply-templates";
import { createLeadFixture, type LeadFixture } from "../../../tests/fixtures/lead-fixture";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { createEnquiry, freshMobile } from "../../../tests/fixtures/conversation-fixture";
import { draftQuickReply, saveQuickReply } from "./quick-replies";

let handle: DatabaseHandle;
let fx: LeadFixture;

beforeAll(async () => {
  handle = await createTestDatabase();
  fx = await createLeadFixture(handle);
});
afterAll(() => destroyTestDatabase(handle));

const saved = async (dealershipId: number, title: string, body: string) => {
  const result = await saveQuickReply(handle.db, fx.alpha, dealershipId, { title, body });
  if (result.kind !== "ok") throw new Error(JSON.stringify(result));
  return result.id;
};

describe("quick replies per dealership (issue 33)", () => {
  it("fills the car, its price as the site shows it, and the salesperson's name", async () => {
    const id = await saved(fx.dealers.alpha, "Still here", "Hi! The {car} is still here at {price}. {salesperson}");
    const { leadId } = await createEnquiry(handle.db, fx.alpha, { phone: freshMobile().typed, car_id: fx.carIds.alphaUsed });
    expect(await draftQuickReply(handle.db, fx.alpha, { leadId, templateId: id, salespersonName: "Sam Lee" })).toEqual({ kind: "ok", text: "Hi! The alpha-used is still here at $38,990. Sam Lee" });
  });

  it("refuses a placeholder it cannot fill, on the body, and saves nothing", async () => {
    expect(await saveQuickReply(handle.db, fx.alpha, fx.dealers.alpha, { title: "Colour", body: "The {colour} one" })).toEqual({
      kind: "invalid", errors: { body: "{colour} is not a placeholder: use {car}, {price}, {salesperson}." },
    });
    expect(await saveQuickReply(handle.db, fx.alpha, fx.dealers.alpha, { title: "", body: "" })).toEqual({
      kind: "invalid", errors: { title: "Please give the quick reply a title.", body: "Please write a reply." },
    });
    expect((await listQuickReplyTemplates(handle.db, fx.alpha, fx.dealers.alpha)).map((t) => t.title)).not.toContain("Colour");
  });

  it("says which value a lead lacks", async () => {
    const id = await saved(fx.dealers.alpha, "Sign-off", "Talk soon, {salesperson}");
    const { leadId } = await createEnquiry(handle.db, fx.alpha, { phone: freshMobile().typed, car_id: fx.carIds.alphaUsed });
    expect(await draftQuickReply(handle.db, fx.alpha, { leadId, templateId: id, salespersonName: " " })).toEqual({
      kind: "invalid", errors: { template: "Your name is not known, so {salesperson} cannot be filled in." },
    });
  });

  it("keeps each dealership's templates to itself and to its sites", async () => {
    const eastId = await saved(fx.dealers.alphaEast, "East only", "Alpha East here");
    const { leadId } = await createEnquiry(handle.db, fx.alpha, { phone: freshMobile().typed, car_id: fx.carIds.alphaUsed });
    // A lead of Alpha Motors is not offered Alpha East's template.
    expect(await draftQuickReply(handle.db, fx.alpha, { leadId, templateId: eastId, salespersonName: "Sam" })).toEqual({ kind: "not_found" });
    // Another site can neither save nor list templates for a dealership it does not have.
    expect(await saveQuickReply(handle.db, fx.bravo, fx.dealers.alpha, { title: "Intruder", body: "Hi" })).toEqual({ kind: "not_found" });
    expect(await listQuickReplyTemplates(handle.db, fx.bravo, fx.dealers.alpha)).toEqual([]);
  });

  it("saving a title again replaces its text", async () => {
    await saved(fx.dealers.alpha, "Hours", "Open 9 to 5");
    await saved(fx.dealers.alpha, "Hours", "Open 8 to 6");
    expect((await listQuickReplyTemplates(handle.db, fx.alpha, fx.dealers.alpha)).filter((t) => t.title === "Hours").map((t) => t.body)).toEqual(["Open 8 to 6"]);
  });
});
