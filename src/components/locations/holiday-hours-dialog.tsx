import type { HolidayLine } from "@/domain/locations/holiday-hours";
import { CloseIcon } from "@/components/ui/icons";

/**
 * Spec 001 §2 "holiday hours dialog", fed from special hours. A native modal <dialog> opened and closed by
 * invoker commands (`command="show-modal"`), so it works without JavaScript; `closedby="any"` closes it on a
 * click outside or Escape, and the browser returns focus to the button.
 */
export function HolidayHoursDialog({ id, locationName, holidays }: { id: string; locationName: string; holidays: readonly HolidayLine[] }) {
  const titleId = `${id}-title`;
  return (
    <>
      <button type="button" command="show-modal" commandfor={id} className="text-link text-sm">
        Holiday hours
      </button>
      <dialog id={id} aria-labelledby={titleId} closedby="any" className="m-auto max-h-[85dvh] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-card bg-white p-0 text-ink shadow-2xl backdrop:bg-black/60">
        <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4">
          <div>
            <h2 id={titleId} className="text-xl">
              Holiday hours
            </h2>
            <p className="mt-1 text-sm text-ink-muted">{locationName}</p>
          </div>
          <button type="button" command="close" commandfor={id} aria-label="Close" className="-m-2 rounded-full p-2 hover:bg-neutral-100">
            <CloseIcon />
          </button>
        </div>
        <div className="px-5 py-4">
          <table className="w-full text-sm">
            <caption className="sr-only">Holiday hours at {locationName}</caption>
            <thead className="sr-only">
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Hours</th>
              </tr>
            </thead>
            <tbody>
              {holidays.map((holiday) => (
                <tr key={holiday.date} className="border-b border-line last:border-0">
                  <th scope="row" className="py-2 pr-4 text-left align-top font-normal">
                    <span className="block font-semibold">{holiday.name}</span>
                    <span className="text-ink-muted">{holiday.dateText}</span>
                  </th>
                  <td className="py-2 text-right align-top whitespace-nowrap">{holiday.hours}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </dialog>
    </>
  );
}
