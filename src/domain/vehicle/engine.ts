/** Item types built without an engine: towed, so nothing to fuel and no tank to fill (issue 32). */
const ENGINELESS_ITEM_TYPES: ReadonlySet<string> = new Set(["caravan", "trailer", "camper trailer", "camper-trailer", "horse float", "boat trailer"]);

/** Whether the vehicle has an engine: cars, motorcycles and trucks do; caravans and trailers (spec 000 §3 item_type) do not. */
export function hasEngine(vehicle: { itemType: string | null }): boolean {
  return !ENGINELESS_ITEM_TYPES.has(vehicle.itemType?.trim().toLowerCase() ?? "");
}
