import type { ChargeVehicle } from "./charges";

/** A new petrol passenger car with the given overrides: the starting point of every state's worked examples. */
export const vehicle = (overrides: Partial<ChargeVehicle> = {}): ChargeVehicle => ({
  value: 30_000, passenger: true, fuel: "combustion", cylinders: 4, engineCc: 1998, tareKg: null, previouslyRegistered: false, ...overrides,
});
