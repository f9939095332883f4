import { describe, expect, it } from "vitest";
import { formatWholeNumber } from "@/domain/pricing/format-dollars";
import { showMeLabel } from "./show-me-label";

const cars = { one: "car", many: "cars" };
const vehicles = { one: "vehicle", many: "vehicles" };

// Spec 000 §2: "a 'Show Me N cars' button"; issue 32: the bikes and caravans site said "Show Me 38 cars".
describe("showMeLabel", () => {
  it.each<[number | null, typeof cars, string]>([
    [38, cars, "Show Me 38 cars"],
    [1, cars, "Show Me 1 car"],
    [1_204, cars, "Show Me 1,204 cars"],
    [null, cars, "Show Me … cars"],
    [38, vehicles, "Show Me 38 vehicles"],
    [1, vehicles, "Show Me 1 vehicle"],
    [0, vehicles, "Show Me 0 vehicles"],
  ])("%s, %o → %s", (count, word, label) => expect(showMeLabel(count, word, formatWholeNumber)).toBe(label));
});
