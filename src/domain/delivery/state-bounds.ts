export const AUSTRALIAN_STATES = ["NSW", "VIC", "QLD", "SA", "WA", "TAS", "NT", "ACT"] as const;
export type AustralianState = (typeof AUSTRALIAN_STATES)[number];

type Box = { south: number; north: number; west: number; east: number };

/**
 * Generous boxes around each state and territory (with the islands that carry its postcodes: Lord
 * Howe and Norfolk for NSW, Jervis Bay for the ACT, Christmas and Cocos for WA, Macquarie for
 * Tasmania). They exist to catch rows whose coordinates are plainly wrong in the source data —
 * swapped latitude and longitude (4171 Galloways Hill), another country (3989 St Helier is in
 * Jersey), or 0,0 — not to draw borders.
 */
const STATE_BOXES: Record<AustralianState, readonly Box[]> = {
  NSW: [
    { south: -37.6, north: -28.1, west: 140.9, east: 153.7 },
    { south: -31.9, north: -31.4, west: 159.0, east: 159.2 },
    { south: -29.2, north: -28.9, west: 167.8, east: 168.1 },
  ],
  ACT: [
    { south: -35.95, north: -35.1, west: 148.75, east: 149.45 },
    { south: -35.2, north: -35.05, west: 150.55, east: 150.8 },
  ],
  VIC: [{ south: -39.25, north: -33.95, west: 140.9, east: 150.05 }],
  QLD: [{ south: -29.25, north: -9.0, west: 137.95, east: 153.6 }],
  SA: [{ south: -38.1, north: -25.95, west: 128.95, east: 141.05 }],
  WA: [
    { south: -35.2, north: -13.6, west: 112.9, east: 129.05 },
    { south: -10.6, north: -10.4, west: 105.5, east: 105.8 },
    { south: -12.25, north: -11.8, west: 96.8, east: 96.95 },
  ],
  TAS: [
    { south: -43.7, north: -39.2, west: 143.8, east: 148.5 },
    { south: -54.8, north: -54.4, west: 158.7, east: 159.0 },
  ],
  NT: [{ south: -26.05, north: -10.9, west: 128.95, east: 138.05 }],
};

export function isAustralianState(value: string): value is AustralianState {
  return (AUSTRALIAN_STATES as readonly string[]).includes(value);
}

/** Whether a point lies within the bounding box of the state it claims to be in. */
export function isWithinState(state: AustralianState, lat: number, lng: number): boolean {
  return STATE_BOXES[state].some((box) => lat >= box.south && lat <= box.north && lng >= box.west && lng <= box.east);
}
