import { describe, expect, it } from "vitest";
import { parseRoutingSettings } from "./routing-settings-schema";

describe("parseRoutingSettings (the manager's routing form)", () => {
  it.each<[string, unknown, unknown]>([
    ["nothing set: the default 15 minutes and no rules", {}, { reassignAfterMinutes: 15, rules: [] }],
    ["a blank timer is the default", { reassign_after_minutes: "" }, { reassignAfterMinutes: 15, rules: [] }],
    ["a posted number", { reassign_after_minutes: "30" }, { reassignAfterMinutes: 30, rules: [] }],
    [
      "rules keep their order; a single ticked box becomes a list, none an empty one",
      { rules: [{ id: "r1", form_types: "finance", staff_ids: ["dee"] }, { form_types: ["enquiry", "test_drive"], car_types: "used" }] },
      {
        reassignAfterMinutes: 15,
        rules: [
          { id: "r1", formTypes: ["finance"], carTypes: [], staffIds: ["dee"] },
          { id: null, formTypes: ["enquiry", "test_drive"], carTypes: ["used"], staffIds: [] },
        ],
      },
    ],
  ])("accepts %s", (_, input, settings) => expect(parseRoutingSettings(input)).toEqual({ ok: true, settings }));

  it.each<[string, unknown, Record<string, string>]>([
    ["zero minutes", { reassign_after_minutes: "0" }, { reassign_after_minutes: "Please enter a whole number of minutes from 1 to 720." }],
    ["part of a minute", { reassign_after_minutes: "7.5" }, { reassign_after_minutes: "Please enter a whole number of minutes from 1 to 720." }],
    ["more than a working day", { reassign_after_minutes: 721 }, { reassign_after_minutes: "Please enter a whole number of minutes from 1 to 720." }],
    ["not a number", { reassign_after_minutes: "soon" }, { reassign_after_minutes: "Please enter a whole number of minutes from 1 to 720." }],
    ["an unknown form type, named by rule and place", { rules: [{}, { form_types: ["enquiry", "brochure"] }] }, { "rules.1.form_types.1": "Please choose form types from the list." }],
    ["an unknown car type", { rules: [{ car_types: "caravan" }] }, { "rules.0.car_types.0": "Please choose new, used or demo." }],
    ["a blank staff id", { rules: [{ staff_ids: ["  "] }] }, { "rules.0.staff_ids.0": "Please choose salespeople from the list." }],
    ["more than 50 rules", { rules: Array.from({ length: 51 }, () => ({})) }, { rules: "At most 50 rules." }],
  ])("rejects %s", (_, input, errors) => expect(parseRoutingSettings(input)).toEqual({ ok: false, errors }));
});
