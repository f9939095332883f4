/**
 * The dealer stock API's query string, read strictly: every parameter is known and well formed, or
 * the call is refused naming it (docs/api.md).
 */
export type StockQueryParse<T> = { ok: true; value: T } | { ok: false; parameter: string; message: string };

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const FLAGS: Record<string, boolean> = { true: true, "1": true, false: false, "0": false };

export function readDealerStockQuery<Flag extends string>(params: URLSearchParams, flags: readonly Flag[]): StockQueryParse<{ dealership?: string } & Record<Flag, boolean>> {
  const value = { dealership: undefined as string | undefined } as { dealership?: string } & Record<Flag, boolean>;
  for (const flag of flags) value[flag] = false as never;
  for (const name of new Set(params.keys())) {
    const all = params.getAll(name);
    if (all.length > 1) return { ok: false, parameter: name, message: `${name} may be given once` };
    const text = all[0] ?? "";
    if (name === "dealership") {
      if (!SLUG.test(text) || text.length > 100) return { ok: false, parameter: name, message: "dealership must be a dealership's slug, like harbour-toyota" };
      value.dealership = text;
    } else if ((flags as readonly string[]).includes(name)) {
      const flag = FLAGS[text.toLowerCase()];
      if (flag === undefined) return { ok: false, parameter: name, message: `${name} must be true or false` };
      value[name as Flag] = flag as never;
    } else {
      return { ok: false, parameter: name, message: `${name} is not a parameter of this call (${["dealership", ...flags].join(", ")})` };
    }
  }
  return { ok: true, value };
}
