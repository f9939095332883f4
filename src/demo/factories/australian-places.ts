/** Real Australian suburbs and towns with state, postcode and approximate coordinates. */
export type Place = { suburb: string; state: "NSW" | "VIC" | "QLD" | "SA" | "WA" | "TAS" | "ACT" | "NT"; postcode: string; lat: number; lng: number };

type PlaceRow = readonly [key: string, suburb: string, state: Place["state"], postcode: string, lat: number, lng: number];

const ROWS: readonly PlaceRow[] = [
  // Newcastle / Hunter (Harbour Toyota)
  ["broadmeadow", "Broadmeadow", "NSW", "2292", -32.9236, 151.7297], ["maitland", "Maitland", "NSW", "2320", -32.7326, 151.5594],
  // Brisbane (Metro Motor Group)
  ["springwood", "Springwood", "QLD", "4127", -27.6127, 153.1294], ["windsor", "Windsor", "QLD", "4030", -27.4340, 153.0290],
  ["aspley", "Aspley", "QLD", "4034", -27.3650, 153.0170], ["capalaba", "Capalaba", "QLD", "4157", -27.5270, 153.1930],
  ["indooroopilly", "Indooroopilly", "QLD", "4068", -27.4990, 152.9750], ["moorooka", "Moorooka", "QLD", "4105", -27.5350, 153.0240],
  ["eagle-farm", "Eagle Farm", "QLD", "4009", -27.4320, 153.0870], ["kedron", "Kedron", "QLD", "4031", -27.4030, 153.0300],
  ["mount-gravatt", "Mount Gravatt", "QLD", "4122", -27.5400, 153.0800], ["browns-plains", "Browns Plains", "QLD", "4118", -27.6630, 153.0400],
  ["north-lakes", "North Lakes", "QLD", "4509", -27.2360, 153.0200], ["woolloongabba", "Woolloongabba", "QLD", "4102", -27.4880, 153.0370],
  // Melbourne (Value Used Cars)
  ["dandenong", "Dandenong", "VIC", "3175", -37.9870, 145.2150], ["ringwood", "Ringwood", "VIC", "3134", -37.8150, 145.2290],
  ["epping", "Epping", "VIC", "3076", -37.6500, 145.0300],
  // Darling Downs (Ridgeway Bikes & Caravans)
  ["toowoomba", "Toowoomba City", "QLD", "4350", -27.5606, 151.9539], ["harristown", "Harristown", "QLD", "4350", -27.5760, 151.9320],
  ["dalby", "Dalby", "QLD", "4405", -27.1810, 151.2650],
  // Gold Coast / Tweed (Southern Cross Auto)
  ["southport", "Southport", "QLD", "4215", -27.9670, 153.4000], ["nerang", "Nerang", "QLD", "4211", -27.9890, 153.3360],
  ["robina", "Robina", "QLD", "4226", -28.0780, 153.3850], ["yatala", "Yatala", "QLD", "4207", -27.7450, 153.2220],
  ["tweed-heads-south", "Tweed Heads South", "NSW", "2486", -28.1950, 153.5370],
  // Regional and metro centres for generated dealers
  ["ballarat", "Ballarat", "VIC", "3350", -37.5622, 143.8503], ["bendigo", "Bendigo", "VIC", "3550", -36.7570, 144.2794],
  ["geelong", "Geelong", "VIC", "3220", -38.1499, 144.3617], ["wagga-wagga", "Wagga Wagga", "NSW", "2650", -35.1082, 147.3598],
  ["dubbo", "Dubbo", "NSW", "2830", -32.2569, 148.6011], ["tamworth", "Tamworth", "NSW", "2340", -31.0927, 150.9320],
  ["orange", "Orange", "NSW", "2800", -33.2840, 149.1004], ["albury", "Albury", "NSW", "2640", -36.0737, 146.9135],
  ["bathurst", "Bathurst", "NSW", "2795", -33.4193, 149.5775], ["port-macquarie", "Port Macquarie", "NSW", "2444", -31.4333, 152.9000],
  ["coffs-harbour", "Coffs Harbour", "NSW", "2450", -30.2963, 153.1135], ["wollongong", "Wollongong", "NSW", "2500", -34.4278, 150.8931],
  ["gosford", "Gosford", "NSW", "2250", -33.4250, 151.3420], ["penrith", "Penrith", "NSW", "2750", -33.7510, 150.6940],
  ["parramatta", "Parramatta", "NSW", "2150", -33.8150, 151.0011], ["liverpool", "Liverpool", "NSW", "2170", -33.9200, 150.9230],
  ["townsville", "Townsville", "QLD", "4810", -19.2590, 146.8169], ["cairns", "Cairns", "QLD", "4870", -16.9186, 145.7781],
  ["mackay", "Mackay", "QLD", "4740", -21.1411, 149.1860], ["rockhampton", "Rockhampton", "QLD", "4700", -23.3781, 150.5136],
  ["bundaberg", "Bundaberg", "QLD", "4670", -24.8661, 152.3489], ["hervey-bay", "Hervey Bay", "QLD", "4655", -25.2882, 152.8531],
  ["maroochydore", "Maroochydore", "QLD", "4558", -26.6600, 153.0990], ["ipswich", "Ipswich", "QLD", "4305", -27.6140, 152.7580],
  ["mile-end", "Mile End", "SA", "5031", -34.9260, 138.5660], ["mount-gambier", "Mount Gambier", "SA", "5290", -37.8284, 140.7804],
  ["osborne-park", "Osborne Park", "WA", "6017", -31.9010, 115.8100], ["bunbury", "Bunbury", "WA", "6230", -33.3271, 115.6414],
  ["geraldton", "Geraldton", "WA", "6530", -28.7774, 114.6150], ["hobart", "Hobart", "TAS", "7000", -42.8821, 147.3272],
  ["launceston", "Launceston", "TAS", "7250", -41.4332, 147.1441], ["devonport", "Devonport", "TAS", "7310", -41.1770, 146.3510],
  ["darwin", "Winnellie", "NT", "0820", -12.4270, 130.8850], ["alice-springs", "Alice Springs", "NT", "0870", -23.6980, 133.8807],
  ["phillip", "Phillip", "ACT", "2606", -35.3470, 149.0880], ["fyshwick", "Fyshwick", "ACT", "2609", -35.3270, 149.1720],
  ["mildura", "Mildura", "VIC", "3500", -34.2080, 142.1246], ["shepparton", "Shepparton", "VIC", "3630", -36.3833, 145.4000],
  ["traralgon", "Traralgon", "VIC", "3844", -38.1950, 146.5400], ["warrnambool", "Warrnambool", "VIC", "3280", -38.3818, 142.4880],
];

export const AUSTRALIAN_PLACES: Readonly<Record<string, Place>> = Object.fromEntries(
  ROWS.map(([key, suburb, state, postcode, lat, lng]) => [key, { suburb, state, postcode, lat, lng }]),
);

/** Places used for generated (non-demo) dealers: the regional and metro centres. */
export const GENERATED_DEALER_PLACES: readonly string[] = ROWS.slice(ROWS.findIndex(([key]) => key === "ballarat")).map(([key]) => key);

export function placeOf(key: string): Place {
  const place = AUSTRALIAN_PLACES[key];
  if (!place) throw new Error(`Unknown place '${key}'`);
  return place;
}

export const STREET_NAMES = [
  "Pacific Highway", "Logan Road", "Gympie Road", "Princes Highway", "Nepean Highway", "Ruthven Street", "Main Street",
  "Maitland Road", "Sandgate Road", "Old Cleveland Road", "Moggill Road", "Ipswich Road", "High Street", "Hume Highway",
  "Commercial Road", "Station Street", "Bruce Highway", "Mitchell Street", "Victoria Street", "Anzac Avenue",
] as const;
