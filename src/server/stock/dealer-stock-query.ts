/**
 * The dealer stock API's query strings, read strictly: every parameter is known and well formed, or
 * the call is refused naming it (docs/api.md).
 */
export type StockQueryParse<T> = { ok: true; value: T } | { ok: false; parameter: string; message: string };
type WholeNumberParameter = { min: number; max: number; default: number };

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const FLAGS: Record<string, boolean> = { true: true, "1": true, false: false, "0": false };

/** `dealership` (a slug), the named true/false `flags` (default false) and whole-number parameters. */
export function readDealerStockQuery<Flag extends string, Number extends string = never>(
  params: URLSearchParams,
  flags: readonly Flag[],
  numbers: Record<Number, WholeNumberParameter> = {} as Record<Number, WholeNumberParameter>,
): StockQueryParse<{ dealership?: string } & Record<Flag, boolean> & Record<Number, number>> {
  const value: Record<string, unknown> = { dealership: undefined };
  for (const flag of flags) value[flag] = false;
  for (const [name, spec] of Object.entries<WholeNumberParameter>(numbers)) value[name] = spec.default;
  const known = ["dealership", ...flags, ...Object.keys(numbers)];
  for (const name of new Set(params.keys())) {
    const all = params.getAll(name);
    if (all.length > 1) return { ok: false, parameter: name, message: `${name} may be given once` };
    const text = all[0] ?? "";
    const number = (numbers as Record<string, WholeNumberParameter>)[name];
    if (name === "dealership") {
      if (!SLUG.test(text) || text.length > 100) return { ok: false, parameter: name, message: "dealership must be a dealership's slug, like harbour-toyota" };
      value.dealership = text;
    } else if ((flags as readonly string[]).includes(name)) {
      const flag = FLAGS[text.toLowerCase()];
      if (flag === undefined) return { ok: false, parameter: name, message: `${name} must be true or false` };
      value[name] = flag;
    } else if (number) {
      const parsed = /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
      if (!(parsed >= number.min && parsed <= number.max)) return { ok: false, parameter: name, message: `${name} must be a whole number from ${number.min} to ${number.max.toLocaleString("en-AU")}` };
      value[name] = parsed;
    } else {
      return { ok: false, parameter: name, message: `${name} is not a parameter of this call (${known.join(", ")})` };
    }
  }
  return { ok: true, value: value as { dealership?: string } & Record<Flag, boolean> & Record<Number, number> };
}
