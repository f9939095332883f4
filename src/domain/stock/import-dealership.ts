/** A dealership as a stock import needs it: the cars' owner and the locations a feed row may name. */
export type ImportLocation = { id: number; slug: string; name: string; city: string | null; state: string | null; primary: boolean };
export type ImportDealership = { id: number; slug: string; name: string; locations: readonly ImportLocation[] };
