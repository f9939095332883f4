export * from "./sites";
export * from "./dealerships";
export * from "./locations";
export * from "./catalogue";
export * from "./cars";
export * from "./people";
export * from "./leads";
export * from "./vehicle-events";
