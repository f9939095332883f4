export type LeadPaymentLine = { key: string; text: string };

/** Deposits on the car and the shopper's online payment, each one line, or what there is none of. */
export function LeadPayments({ reservations, onlinePayments }: { reservations: readonly LeadPaymentLine[]; onlinePayments: readonly LeadPaymentLine[] }) {
  return (
    <div className="grid gap-2">
      <h3 className="font-bold">Reservation deposit</h3>
      {reservations.length === 0 ? <p>No deposit.</p> : <ul className="list-disc pl-6">{reservations.map((r) => <li key={r.key}>{r.text}</li>)}</ul>}
      <h3 className="font-bold">Online payment</h3>
      {onlinePayments.length === 0 ? <p>None.</p> : <ul className="list-disc pl-6">{onlinePayments.map((p) => <li key={p.key}>{p.text}</li>)}</ul>}
    </div>
  );
}
