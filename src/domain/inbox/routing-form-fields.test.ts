import { describe, expect, it } from "vitest";
import { errorsOnRoutingForm, routingSettingsInput } from "./routing-form-fields";

describe("routingSettingsInput", () => {
  it("reads numbered rules with repeated ticks, in the manager's order", () => {
    expect(routingSettingsInput([
      ["reassign_after_minutes", "20"],
      ["rules.0.id", "a"], ["rules.0.order", "2"], ["rules.0.form_types", "finance"], ["rules.0.form_types", "trade_in"],
      ["rules.1.id", "b"], ["rules.1.order", "1"], ["rules.1.car_types", "new"], ["rules.1.staff_ids", "7"], ["rules.1.staff_ids", "9"],
    ])).toEqual({
      input: {
        reassign_after_minutes: "20",
        rules: [
          { id: "b", form_types: [], car_types: ["new"], staff_ids: ["7", "9"] },
          { id: "a", form_types: ["finance", "trade_in"], car_types: [], staff_ids: [] },
        ],
      },
      formNumbers: [1, 0],
    });
  });
  it("leaves out a removed rule and the blank new one; keeps a new rule that ticks something", () => {
    expect(routingSettingsInput([
      ["rules.0.id", "a"], ["rules.0.remove", "yes"], ["rules.0.form_types", "finance"],
      ["rules.1.id", ""], ["rules.1.order", ""],
      ["rules.2.id", ""], ["rules.2.car_types", "used"],
    ]).input.rules).toEqual([{ id: "", form_types: [], car_types: ["used"], staff_ids: [] }]);
  });
  it("ignores fields it does not know, and a rule number past 99", () => {
    expect(routingSettingsInput([["rules.100.form_types", "finance"], ["evil", "x"], ["rules.0.__proto__", "x"]])).toEqual({ input: { rules: [] }, formNumbers: [] });
  });
  it("puts a saved rule's error back on the form's numbered field", () => {
    expect(errorsOnRoutingForm({ "rules.0.staff_ids.1": "bad", reassign_after_minutes: "minutes" }, [3])).toEqual({ "rules.3.staff_ids": "bad", reassign_after_minutes: "minutes" });
  });
});
