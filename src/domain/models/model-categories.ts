/** Spec 001 §2: "Categories come from manufacturer_body, manufacturer_body2 and manufacturer_body3 on each model. Default order: Trucks, SUVs, Vans, People Movers, Performance; order varies per dealer." */
export const DEFAULT_MODEL_CATEGORY_ORDER = ["Trucks", "SUVs", "Vans", "People Movers", "Performance"] as const;

/** The heading of models that name no category. */
export const UNCATEGORISED_MODELS = "Other Models";

export type ModelCategory<M> = { name: string; models: M[] };

/**
 * Models under each of their categories (a model with three bodies shows under all three), in the dealer's
 * category order; categories the order does not name follow in the order the dealer's models bring them.
 */
export function groupModelsByCategory<M extends { categories: readonly string[] }>(models: readonly M[], order: readonly string[]): ModelCategory<M>[] {
  const byCategory = new Map<string, M[]>();
  for (const model of models) {
    for (const category of model.categories.length > 0 ? model.categories : [UNCATEGORISED_MODELS]) {
      const list = byCategory.get(category) ?? [];
      if (!list.includes(model)) list.push(model);
      byCategory.set(category, list);
    }
  }
  const rank = (name: string) => {
    const index = order.indexOf(name);
    return index === -1 ? order.length : index;
  };
  // Array sort is stable: unranked categories keep their first-seen order.
  return [...byCategory].map(([name, list]) => ({ name, models: list })).sort((a, b) => rank(a.name) - rank(b.name));
}
