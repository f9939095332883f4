import type { DriveAwayView, DriveAwayViewLine } from "@/domain/drive-away/drive-away-view";
import { formatDollars } from "@/domain/pricing/format-dollars";

const STATE_NAMES: Record<DriveAwayView["state"], string> = {
  NSW: "New South Wales", VIC: "Victoria", QLD: "Queensland", SA: "South Australia", WA: "Western Australia", TAS: "Tasmania", ACT: "the ACT", NT: "the Northern Territory",
};

function Amount({ line }: { line: DriveAwayViewLine }) {
  if (line.included) return <span className="text-ink-muted">Included</span>;
  if (line.amount === null) return <span className="text-ink-muted">Not available</span>;
  return <>{formatDollars(line.amount)}</>;
}

/**
 * The drive-away estimate line by line (issue 18): each charge with its amount (or 'Included' / 'Not available'),
 * why, and where the rule comes from; the total, marked 'at least' when a line is missing. Rendered by the server
 * for a postcode in the address, and by the form's lazily loaded code after a lookup.
 */
export function DriveAwayBreakdown({ view }: { view: DriveAwayView }) {
  return (
    <div data-testid="drive-away-breakdown">
      <table className="w-full text-sm">
        <caption className="mb-3 text-left text-base text-ink">
          Estimated for postcode <strong>{view.postcode}</strong> in {STATE_NAMES[view.state]}
          {view.basis === "drive-away" ? ": the advertised price is drive away, so government charges are already in it." : "."}
        </caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          <tr className="border-b border-line">
            <th scope="row" className="py-2 text-left font-semibold">Advertised price</th>
            <td className="py-2 text-right font-semibold tabular-nums">{formatDollars(view.price)}</td>
          </tr>
          {view.lines.map((line) => (
            <tr key={line.kind} className="border-b border-line align-top">
              <th scope="row" className="py-2 pr-4 text-left font-normal">
                <span className="font-semibold">{line.label}</span>
                <span className="mt-0.5 block text-xs text-ink-muted">
                  {line.note}
                  {line.source ? (
                    <>
                      {" "}Source:{" "}
                      <a href={line.source.url} className="underline underline-offset-2" rel="noopener noreferrer" target="_blank">
                        {line.source.name}
                      </a>
                      {" "}({line.source.effective})
                      {line.source.confidence === "check" ? " (latest figures we found; not confirmed for 2026)" : ""}.
                    </>
                  ) : null}
                </span>
              </th>
              <td className="py-2 text-right whitespace-nowrap tabular-nums">
                <Amount line={line} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="pt-3 text-left text-base font-bold">Estimated drive-away price{view.complete ? "" : " (at least)"}</th>
            <td className="pt-3 text-right text-lg font-bold tabular-nums" data-testid="drive-away-total">
              {formatDollars(view.total)}
            </td>
          </tr>
        </tfoot>
      </table>
      {view.complete ? null : <p className="mt-2 text-xs text-ink-muted">Lines marked ‘Not available’ are not in the total; ask the dealer for those figures.</p>}
      <p className="mt-3 text-xs text-ink-muted">{view.disclaimer}</p>
    </div>
  );
}
