import type { Location } from "./location";
import type { LocationBlockForm } from "./location-block";
import type { LocationView } from "./location-view";
import type { MapTiles } from "./map-tiles";

/** Locations with their views and the map tiles to draw them on. */
export type LocationSet = { locations: Location[]; views: LocationView[]; tiles: MapTiles | null };

/** The home page's location block: the site's locations in the form its configuration chooses. */
export type LocationBlockModel = LocationSet & { form: LocationBlockForm };
