"use client";

import { useEffect, useState } from "react";

/**
 * New leads as they arrive (decision 033): the workspace's live stream, opened from the moment the list was rendered
 * (`since`, in ms), counts the leads it announces and offers to show them, which reloads the list. Without
 * JavaScript there is nothing here: the list is as fresh as its last load.
 */
export function LiveArrivals({ since }: { since: number }) {
  const [arrived, setArrived] = useState<readonly string[]>([]);
  useEffect(() => {
    const stream = new EventSource(`/api/live?after=${since}`);
    stream.addEventListener("lead", (event) => {
      const lead = (JSON.parse((event as MessageEvent<string>).data) as { lead?: string }).lead;
      if (lead) setArrived((known) => (known.includes(lead) ? known : [...known, lead]));
    });
    return () => stream.close();
  }, [since]);
  return (
    <div role="status" aria-live="polite">
      {arrived.length > 0 ? (
        <p className="flex flex-wrap items-center gap-3 rounded-card border border-brand-primary bg-white p-3 font-semibold">
          {arrived.length === 1 ? "1 new lead" : `${arrived.length} new leads`}
          <button type="button" className="btn btn-accent min-h-11" onClick={() => window.location.reload()}>Show</button>
        </p>
      ) : null}
    </div>
  );
}
