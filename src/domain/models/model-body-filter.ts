import type { ModelStatus } from "./model";

/**
 * Spec 001 §2 footer: "/models, and /models with a body filter (suv, trucks, vans, performance, electric,
 * future vehicles)". Each filter is the categories (manufacturer_body 1–3) or the status it selects.
 */
export const MODEL_BODY_FILTERS = {
  suv: { label: "SUVs", categories: ["SUVs"] },
  trucks: { label: "Trucks", categories: ["Trucks"] },
  vans: { label: "Vans", categories: ["Vans"] },
  performance: { label: "Performance", categories: ["Performance"] },
  electric: { label: "Electric & Hybrid", categories: ["Electric", "Hybrid"] },
  "future-vehicles": { label: "Future Vehicles", status: "coming_soon" },
} as const satisfies Record<string, { label: string; categories?: readonly string[]; status?: ModelStatus }>;

export type ModelBodyFilter = keyof typeof MODEL_BODY_FILTERS;
export const MODEL_BODY_FILTER_KEYS = Object.keys(MODEL_BODY_FILTERS) as ModelBodyFilter[];

export function isModelBodyFilter(value: string): value is ModelBodyFilter {
  return Object.hasOwn(MODEL_BODY_FILTERS, value);
}

/** Whether a model belongs under a body filter. */
export function modelMatchesBodyFilter(model: { categories: readonly string[]; status: ModelStatus | null }, filter: ModelBodyFilter): boolean {
  const rule: { categories?: readonly string[]; status?: ModelStatus } = MODEL_BODY_FILTERS[filter];
  if (rule.status) return model.status === rule.status;
  return model.categories.some((category) => rule.categories?.includes(category));
}

/** The filters that select at least one of the site's models (the others lead nowhere, so no link offers them). */
export function bodyFiltersInRange(models: readonly { categories: readonly string[]; status: ModelStatus | null }[]): ModelBodyFilter[] {
  return MODEL_BODY_FILTER_KEYS.filter((filter) => models.some((model) => modelMatchesBodyFilter(model, filter)));
}
