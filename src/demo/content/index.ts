import type { DemoPage } from "./demo-page";
import { HARBOUR_TOYOTA_PAGES } from "./harbour-toyota";
import { METRO_MOTOR_GROUP_PAGES } from "./metro-motor-group";
import { RIDGEWAY_PAGES } from "./ridgeway";
import { SOUTHERN_CROSS_PAGES } from "./southern-cross";
import { VALUE_USED_CARS_PAGES } from "./value-used-cars";

export type { DemoPage } from "./demo-page";

/** Each demo site's content pages, by site slug. A page a site does not carry (fleet at a bike shop) is absent, and so are its links. */
export const DEMO_CONTENT_PAGES: Readonly<Record<string, readonly DemoPage[]>> = {
  "harbour-toyota": HARBOUR_TOYOTA_PAGES,
  "metro-motor-group": METRO_MOTOR_GROUP_PAGES,
  "value-used-cars": VALUE_USED_CARS_PAGES,
  "ridgeway-bikes-caravans": RIDGEWAY_PAGES,
  "southern-cross-auto": SOUTHERN_CROSS_PAGES,
};
