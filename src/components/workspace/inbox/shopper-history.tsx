import Link from "next/link";
import { workspaceLeadPath } from "@/domain/inbox/workspace-lead-path";

export type ShopperHistoryView = {
  enquiries: { id: string; text: string }[];
  watched: { id: number; text: string }[];
  alerts: string | null;
};

/** The shopper's other enquiries on the site, the cars they watch and the alerts they get. */
export function ShopperHistory({ history }: { history: ShopperHistoryView }) {
  return (
    <div className="grid gap-3">
      <div>
        <h3 className="font-bold">Other enquiries</h3>
        {history.enquiries.length === 0 ? <p>None on this site.</p> : (
          <ul className="grid gap-1">
            {history.enquiries.map((e) => <li key={e.id}><Link href={workspaceLeadPath(e.id)} className="inline-block min-h-11 py-2 underline">{e.text}</Link></li>)}
          </ul>
        )}
      </div>
      <div>
        <h3 className="font-bold">Cars they watch</h3>
        {history.watched.length === 0 ? <p>None.</p> : <ul className="list-disc pl-6">{history.watched.map((c) => <li key={c.id}>{c.text}</li>)}</ul>}
      </div>
      <div>
        <h3 className="font-bold">Alerts</h3>
        <p>{history.alerts ?? "No account on this site, so no alerts."}</p>
      </div>
    </div>
  );
}
