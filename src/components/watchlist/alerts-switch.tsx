import { ALERTS_OFF_TEXT, ALERTS_ON_TEXT } from "@/domain/watchlist/garage-notice";

/** Watchlist alerts on or off (issue 14), a form that works without JavaScript. */
export function AlertsSwitch({ on, csrfToken }: { on: boolean; csrfToken: string }) {
  return (
    <form method="post" action="/my-garage/alerts" className="flex flex-wrap items-center gap-4">
      <p className="min-w-0 flex-1">{on ? ALERTS_ON_TEXT : ALERTS_OFF_TEXT}</p>
      <input type="hidden" name="csrf_token" value={csrfToken} />
      <input type="hidden" name="alerts" value={on ? "off" : "on"} />
      <button type="submit" className="btn btn-outline">
        {on ? "Stop alerts" : "Turn alerts on"}
      </button>
    </form>
  );
}
