import { withSite } from "@/server/http/with-site";
import { COMPARE_TRAY_EDGE, handleCompareTray } from "@/server/compare/compare-tray-routes";

/** The comparison's "Remove" form without JavaScript (issue 35 §1): takes the car out, 303 to the comparison left. */
export const GET = withSite((context) => handleCompareTray(context, "remove"), COMPARE_TRAY_EDGE);
