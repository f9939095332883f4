import { HorizontalScroll } from "@/components/ui/horizontal-scroll";

export type ResponseTimeRow = { id: number; name: string; periods: { days: number; answered: number; unanswered: number; median: string; p90: string }[] };

/** First-response times, one row per dealership or salesperson, the 7- and 30-day figures side by side with their counts. */
export function ResponseTimeTable({ caption, rows, testId }: { caption: string; rows: readonly ResponseTimeRow[]; testId: string }) {
  if (rows.length === 0) return <p>{caption}: nothing measured yet.</p>;
  const periods = rows[0]!.periods.map((p) => p.days);
  return (
    <HorizontalScroll label={caption}>
      <table className="w-full min-w-[36rem] text-left text-sm [&_th]:pr-3 [&_th]:align-bottom" data-testid={testId}>
        <caption className="mb-2 text-left text-lg font-bold">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" rowSpan={2} className="align-bottom">Name</th>
            {periods.map((d) => <th key={d} scope="colgroup" colSpan={4} className="border-b border-line">Last {d} days</th>)}
          </tr>
          <tr>
            {periods.map((d) => ["Median", "p90", "Answered", "Unanswered"].map((h) => <th key={`${d}-${h}`} scope="col">{h}</th>))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-line">
              <th scope="row" className="py-2 pr-3">{row.name}</th>
              {row.periods.map((p) => [p.median, p.p90, String(p.answered), String(p.unanswered)].map((v, i) => <td key={`${p.days}-${i}`} className="py-2 pr-3 tabular-nums">{v}</td>))}
            </tr>
          ))}
        </tbody>
      </table>
    </HorizontalScroll>
  );
}
