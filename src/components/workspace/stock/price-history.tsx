/** A car's price changes, newest first, each with who or which feed made it. */
export function PriceHistory({ lines }: { lines: readonly { text: string; by: string }[] }) {
  return (
    <section aria-labelledby="history-heading" className="grid gap-2">
      <h2 id="history-heading" className="text-xl font-bold">Price changes</h2>
      {lines.length ? (
        <ol className="grid gap-1" data-testid="price-history">
          {lines.map((line, i) => (
            <li key={i}>{line.text} <span className="text-ink-muted">{line.by}</span></li>
          ))}
        </ol>
      ) : <p>No price changes since the car was listed.</p>}
    </section>
  );
}
