import { withSite } from "@/server/http/with-site";
import { COMPARE_TRAY_EDGE, handleCompareTray } from "@/server/compare/compare-tray-routes";

/** The "Compare" form on cards and the vehicle page without JavaScript (issue 35 §1): adds the car to the tray, 303 to the comparison. */
export const GET = withSite((context) => handleCompareTray(context, "add"), COMPARE_TRAY_EDGE);
