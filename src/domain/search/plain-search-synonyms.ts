import type { FacetAttribute } from "./search-request";

/**
 * What shoppers call a facet value, beside the value's own name: each group is one idea, and a site value
 * whose name is one of the group's words (spelt any way: 'Hatch', 'hatchback') is what every word of the
 * group selects. 'awd' stays apart from '4x4', as in the text search: an all-wheel-drive SUV is not an off-roader.
 */
/** `value`: the site value the group selects when no value is named by one of its words (certified is 'true'). */
export type SynonymGroup = { attribute: FacetAttribute; words: readonly string[]; value?: string };

export const SYNONYM_GROUPS: readonly SynonymGroup[] = [
  { attribute: "body", words: ["suv", "suvs"] },
  { attribute: "body", words: ["ute", "utes", "pickup", "pickups", "pick up", "utility"] },
  { attribute: "body", words: ["hatch", "hatchback", "hatchbacks", "hatches"] },
  { attribute: "body", words: ["sedan", "sedans", "saloon"] },
  { attribute: "body", words: ["wagon", "wagons", "estate", "station wagon"] },
  { attribute: "body", words: ["people mover", "people movers", "minivan", "mpv"] },
  { attribute: "body", words: ["van", "vans"] },
  { attribute: "body", words: ["coupe", "coupes"] },
  { attribute: "body", words: ["convertible", "convertibles", "cabriolet", "cabrio", "roadster"] },
  { attribute: "body", words: ["cab chassis", "tray back", "tray"] },
  { attribute: "body", words: ["motorcycle", "motorcycles", "motorbike", "motorbikes", "bike", "bikes"] },
  { attribute: "body", words: ["caravan", "caravans"] },
  { attribute: "body", words: ["truck", "trucks"] },
  { attribute: "fuel", words: ["diesel", "diesels"] },
  { attribute: "fuel", words: ["petrol", "unleaded"] },
  { attribute: "fuel", words: ["hybrid", "hybrids", "hev"] },
  { attribute: "fuel", words: ["plug in hybrid", "plug in hybrids", "phev", "phevs"] },
  { attribute: "fuel", words: ["electric", "ev", "evs", "bev", "electric vehicle"] },
  { attribute: "transmission", words: ["automatic", "auto", "autos", "automatics"] },
  { attribute: "transmission", words: ["manual", "manuals", "stick shift"] },
  { attribute: "drive", words: ["4x4", "4wd", "four wheel drive", "4 wheel drive"] },
  { attribute: "drive", words: ["awd", "all wheel drive"] },
  { attribute: "drive", words: ["fwd", "front wheel drive"] },
  { attribute: "drive", words: ["rwd", "rear wheel drive"] },
  { attribute: "car_type", words: ["new", "brand new"] },
  { attribute: "car_type", words: ["used", "second hand", "secondhand", "pre owned", "preowned"] },
  { attribute: "car_type", words: ["demo", "demos", "ex demo", "demonstrator"] },
  { attribute: "certified", words: ["certified"], value: "true" },
  { attribute: "make", words: ["mercedes benz", "mercedes", "merc", "benz"] },
  { attribute: "make", words: ["volkswagen", "vw"] },
  { attribute: "make", words: ["chevrolet", "chevy"] },
  { attribute: "make", words: ["alfa romeo", "alfa"] },
  { attribute: "make", words: ["gwm", "great wall"] },
  { attribute: "state", words: ["qld", "queensland"] },
  { attribute: "state", words: ["nsw", "new south wales"] },
  { attribute: "state", words: ["vic", "victoria"] },
  { attribute: "state", words: ["sa", "south australia"] },
  { attribute: "state", words: ["wa", "western australia"] },
  { attribute: "state", words: ["tas", "tasmania"] },
  { attribute: "state", words: ["nt", "northern territory"] },
  { attribute: "state", words: ["act", "australian capital territory"] },
];

/**
 * Plain colour words: each selects every site colour with the word in its name ('white' → 'Glacier White').
 * 'grey' and 'gray' are one colour.
 */
export const COLOUR_FAMILIES: readonly (readonly string[])[] = [
  ["white"], ["black"], ["silver"], ["grey", "gray"], ["blue"], ["red"], ["green"], ["orange"], ["yellow"],
  ["gold"], ["brown"], ["bronze"], ["purple"], ["beige"], ["pearl"],
];
