import { COMPARE_ADD_PATH } from "@/domain/compare/compare-paths";

/**
 * "Compare" on cards and the vehicle page (issue 35 §1): a GET form, so it works without JavaScript; the route adds
 * the car to the tray cookie and lands on the comparison. Shared pages render no one's tray, so it says only "Compare".
 */
export function CompareCarControl({ carId, carName, className = "" }: { carId: number; carName: string; className?: string }) {
  return (
    <form action={COMPARE_ADD_PATH} method="get" className={className}>
      <input type="hidden" name="car" value={carId} />
      <button type="submit" className="compare-control" aria-label={`Compare ${carName}`}>Compare</button>
    </form>
  );
}
