/** A location as a map shows it: where it is, its name and its page. */
export type MapPoint = { lat: number; lng: number; name: string; href: string };
