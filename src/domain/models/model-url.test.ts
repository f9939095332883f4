import { describe, expect, it } from "vitest";
import { matchModelPath, modelHref, rewriteModelSlug } from "./model-url";

describe("rewriteModelSlug (spec 001 §2: 'the suzuki-australia slug is rewritten to suzuki')", () => {
  it.each([
    ["suzuki-australia", "suzuki"],
    ["suzuki-australia-swift", "suzuki-swift"],
    ["suzuki-australia-s-cross", "suzuki-s-cross"],
    ["suzuki-swift", "suzuki-swift"],
    ["swift", "swift"],
    ["suzuki-australian-made", "suzuki-australian-made"],
    ["my-suzuki-australia", "my-suzuki-australia"],
    ["toyota-hilux", "toyota-hilux"],
  ])("%s → %s", (slug, expected) => {
    expect(rewriteModelSlug(slug)).toBe(expected);
  });
});

describe("modelHref (spec 001 §2: '/{slug} or /{new_slug} … a model override_url wins if present')", () => {
  it.each([
    [{ slug: "hilux", newSlug: "toyota-hilux", overrideUrl: null }, "/toyota-hilux"],
    [{ slug: "hilux", newSlug: null, overrideUrl: null }, "/hilux"],
    [{ slug: "hilux", newSlug: "", overrideUrl: "" }, "/hilux"],
    [{ slug: "swift", newSlug: "suzuki-australia-swift", overrideUrl: null }, "/suzuki-swift"],
    [{ slug: "suzuki-australia-vitara", newSlug: null, overrideUrl: null }, "/suzuki-vitara"],
    [{ slug: "hilux", newSlug: "toyota-hilux", overrideUrl: "/search/toyota/hilux" }, "/search/toyota/hilux"],
    [{ slug: "hilux", newSlug: "toyota-hilux", overrideUrl: "  https://www.toyota.com.au/hilux " }, "https://www.toyota.com.au/hilux"],
    [{ slug: "hilux", newSlug: "toyota-hilux", overrideUrl: "   " }, "/toyota-hilux"],
  ])("%j → %s", (model, expected) => {
    expect(modelHref(model)).toBe(expected);
  });
});

describe("matchModelPath: which model a request names, and whether it redirects", () => {
  const hilux = { id: 1, slug: "hilux", newSlug: "toyota-hilux", overrideUrl: null };
  const swift = { id: 2, slug: "swift", newSlug: "suzuki-australia-swift", overrideUrl: null };
  const prado = { id: 3, slug: "prado", newSlug: "toyota-prado", overrideUrl: "/search/toyota/landcruiser-prado" };
  const yaris = { id: 4, slug: "yaris", newSlug: null, overrideUrl: "/yaris" };
  const models = [hilux, swift, prado, yaris];

  it.each([
    ["toyota-hilux", "/toyota-hilux", 1, null],
    ["hilux", "/hilux", 1, null],
    ["hilux", "/models/hilux", 1, null],
    ["TOYOTA-HILUX", "/TOYOTA-HILUX", 1, null],
    ["suzuki-swift", "/suzuki-swift", 2, null],
    ["swift", "/swift", 2, null],
    ["suzuki-australia-swift", "/suzuki-australia-swift", 2, "/suzuki-swift"],
    ["suzuki-australia-swift", "/models/suzuki-australia-swift", 2, "/suzuki-swift"],
    ["toyota-prado", "/toyota-prado", 3, "/search/toyota/landcruiser-prado"],
    ["prado", "/models/prado", 3, "/search/toyota/landcruiser-prado"],
    ["yaris", "/yaris", 4, null],
    ["yaris", "/models/yaris", 4, "/yaris"],
  ])("/%s requested as %s → model %i, redirect %s", (requested, path, id, redirectTo) => {
    expect(matchModelPath(models, requested, path)).toEqual({ model: expect.objectContaining({ id }), redirectTo });
  });

  it.each(["corolla", "suzuki", "toyota", "", "suzuki-australia"])("/%s names no model", (requested) => {
    expect(matchModelPath(models, requested, `/${requested}`)).toBeNull();
  });

  it("prefers a new_slug match over another model's slug", () => {
    const clash = [{ id: 9, slug: "toyota-hilux", newSlug: null, overrideUrl: null }, hilux];
    expect(matchModelPath(clash, "toyota-hilux", "/toyota-hilux")?.model.id).toBe(1);
  });
});
