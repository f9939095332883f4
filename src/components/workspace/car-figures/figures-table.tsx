import type { CarDay } from "@/domain/car-figures/daily-series";
import { dayText } from "@/domain/car-figures/day-text";

/** The chart's numbers and the rest of each day, newest first: for screen readers and for copying into a spreadsheet. A phone's row leaves out the weekday, to fit. */
export function FiguresTable({ series }: { series: readonly CarDay[] }) {
  return (
    <div className="overflow-x-auto rounded-card border border-line bg-white">
      <table className="w-full text-sm tabular-nums" data-testid="figures-table">
        <caption className="p-3 text-left font-bold">Each day, last 30 days</caption>
        <thead>
          <tr className="border-b border-line text-right">
            <th scope="col" className="px-1.5 py-2 text-left sm:px-2">Day</th>
            <th scope="col" className="px-1.5 py-2 sm:px-2">Views</th>
            <th scope="col" className="px-1.5 py-2 sm:px-2">From search</th>
            <th scope="col" className="px-1.5 py-2 sm:px-2">Saves</th>
            <th scope="col" className="px-1.5 py-2 sm:px-2">Leads</th>
            <th scope="col" className="px-1.5 py-2 sm:px-2">Phone reveals</th>
          </tr>
        </thead>
        <tbody>
          {series.toReversed().map((day) => (
            <tr key={day.day} className="border-b border-line text-right last:border-0">
              <th scope="row" className="px-1.5 py-2 text-left font-normal whitespace-nowrap sm:px-2"><span className="hidden sm:inline">{dayText(day.day, { weekday: "short" })} </span>{dayText(day.day, { day: "numeric", month: "short" })}</th>
              <td className="px-1.5 py-2 sm:px-2">{day.views}</td>
              <td className="px-1.5 py-2 sm:px-2">{day.searchViews}</td>
              <td className="px-1.5 py-2 sm:px-2">{day.saves}</td>
              <td className="px-1.5 py-2 sm:px-2">{day.leads}</td>
              <td className="px-1.5 py-2 sm:px-2">{day.phoneReveals}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
