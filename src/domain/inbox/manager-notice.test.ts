import { describe, expect, it } from "vitest";
import { managerNoticeEmail } from "./manager-notice";

const lead = { shopperName: "Jess Nguyen", dealershipName: "Alpha Motors", leadUrl: "http://dealers.localhost/leads/1" };

describe("managerNoticeEmail", () => {
  it("says who had the lead, for how long, and who has it now", () => {
    const email = managerNoticeEmail({ kind: "reassigned", fromName: "Sam", toName: "Mia", minutes: 15 }, lead);
    expect(email.subject).toBe("Lead reassigned: Jess Nguyen (Alpha Motors)");
    expect(email.body).toContain("Sam had not answered it after 15 minutes of opening hours, so it was given to Mia.");
    expect(email.body).toContain("Open the lead: http://dealers.localhost/leads/1");
  });

  it("says when nobody else could take it, in the singular for one minute", () => {
    const email = managerNoticeEmail({ kind: "not_reassigned", assigneeName: "Sam", minutes: 1 }, lead);
    expect(email.subject).toBe("Lead waiting: Jess Nguyen (Alpha Motors)");
    expect(email.body).toContain("after 1 minute of opening hours, and nobody else is on shift");
  });

  it("says when nobody is on shift", () => {
    expect(managerNoticeEmail({ kind: "nobody_on_shift" }, lead).body).toContain("no salesperson is on shift: any salesperson can claim it.");
  });
});
