import { describe, expect, it } from "vitest";
import { DEFAULT_MODEL_CATEGORY_ORDER, groupModelsByCategory } from "./model-categories";

const model = (name: string, ...categories: string[]) => ({ name, categories });
const names = (groups: ReturnType<typeof groupModelsByCategory<{ name: string; categories: string[] }>>) =>
  groups.map((g) => `${g.name}: ${g.models.map((m) => m.name).join(", ")}`);

describe("groupModelsByCategory (spec 001 §2: 'Default order: Trucks, SUVs, Vans, People Movers, Performance; order varies per dealer')", () => {
  const range = [model("Corolla", "Cars", "Hybrid"), model("RAV4", "SUVs", "Hybrid"), model("HiAce", "Vans"), model("HiLux", "Utes", "4x4"), model("Dyna", "Trucks"), model("GR86", "Performance"), model("Tarago", "People Movers")];

  it("puts the default order first, then the rest in the order the models bring them", () => {
    expect(names(groupModelsByCategory(range, DEFAULT_MODEL_CATEGORY_ORDER))).toEqual([
      "Trucks: Dyna", "SUVs: RAV4", "Vans: HiAce", "People Movers: Tarago", "Performance: GR86", "Cars: Corolla", "Hybrid: Corolla, RAV4", "Utes: HiLux", "4x4: HiLux",
    ]);
  });

  it("follows a dealer's own order", () => {
    const groups = groupModelsByCategory(range, ["Hybrid", "Utes", "SUVs"]);
    expect(groups.map((g) => g.name).slice(0, 3)).toEqual(["Hybrid", "Utes", "SUVs"]);
  });

  it("lists a model once per category even when two bodies repeat it", () => {
    expect(names(groupModelsByCategory([model("Ranger", "Utes", "Utes", "4x4")], []))).toEqual(["Utes: Ranger", "4x4: Ranger"]);
  });

  it("gathers models with no category under 'Other Models'", () => {
    expect(names(groupModelsByCategory([model("Mystery"), model("RAV4", "SUVs")], DEFAULT_MODEL_CATEGORY_ORDER))).toEqual(["SUVs: RAV4", "Other Models: Mystery"]);
  });

  it("gives no groups for no models", () => {
    expect(groupModelsByCategory([], DEFAULT_MODEL_CATEGORY_ORDER)).toEqual([]);
  });
});
