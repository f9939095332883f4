/** Where a location is, as a map pins it. */
export type MapPoint = { lat: number; lng: number };
