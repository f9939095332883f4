export type BulkPreviewChangeView = { carId: number; title: string; detail: string; from: string; to: string; difference: string };
export type BulkPreviewRefusalView = { carId: number; title: string; reason: string };

type Props = { heading: string; changes: readonly BulkPreviewChangeView[]; refusals: readonly BulkPreviewRefusalView[] };

/** The preview of a price change (issue 34): each car's price now and its new price, then the cars left alone and why. */
export function BulkPricePreview({ heading, changes, refusals }: Props) {
  return (
    <section aria-labelledby="preview-heading" className="grid gap-3">
      <h2 id="preview-heading" className="text-xl font-bold">{heading}</h2>
      {changes.length ? (
        <table className="w-full max-w-3xl text-left text-sm" data-testid="price-preview">
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-2 pr-3">Car</th>
              <th scope="col" className="py-2 pr-3 text-right">Now</th>
              <th scope="col" className="py-2 text-right">New price</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((row) => (
              <tr key={row.carId} className="border-b border-line align-top">
                <th scope="row" className="py-2 pr-3 font-normal">
                  <span className="block font-semibold">{row.title}</span>
                  <span className="block text-ink-muted">{row.detail}</span>
                </th>
                <td className="py-2 pr-3 text-right tabular-nums">{row.from}</td>
                <td className="py-2 text-right tabular-nums">
                  <span className="block font-bold">{row.to}</span>
                  <span className="block text-ink-muted">{row.difference}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : <p>None of the cars chosen can take this change.</p>}
      {refusals.length ? (
        <>
          <h3 className="text-lg font-bold">Left as they are</h3>
          <ul className="grid gap-1" data-testid="price-preview-refused">
            {refusals.map((row) => <li key={row.carId}><span className="font-semibold">{row.title}</span>: {row.reason}</li>)}
          </ul>
        </>
      ) : null}
    </section>
  );
}
