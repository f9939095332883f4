import { compareAddPath } from "@/domain/compare/compare-paths";
import { DeferredCompareToggle } from "./deferred-compare";

/**
 * "Compare" on cards and the vehicle page (issue 35 §1), in the save control's shape: the page is shared (cached for
 * everyone), so it renders no one's tray. Without JavaScript, a link to the route that adds the car to the tray
 * cookie and lands on the comparison; with it, a button that toggles the car in the tray in place.
 */
export function CompareCarControl({ carId, carName, className = "" }: { carId: number; carName: string; className?: string }) {
  return (
    <>
      <a href={compareAddPath(carId)} aria-label={`Compare ${carName}`} className={`compare-link ${className}`}>Compare</a>
      <DeferredCompareToggle carId={carId} carName={carName} className={className} />
    </>
  );
}
