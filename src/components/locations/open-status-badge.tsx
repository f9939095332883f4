import type { OpenStatus } from "@/domain/locations/open-status";

/** 'Open now' / 'Closed now' with when it closes or next opens (spec 001 §2), on the location's own clock. */
export function OpenStatusBadge({ status, prefix }: { status: OpenStatus; prefix?: string }) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm" data-open-status={status.isOpen ? "open" : "closed"}>
      <span className={`inline-flex items-center gap-1.5 font-bold ${status.isOpen ? "text-green-800" : "text-red-800"}`}>
        <span aria-hidden="true" className={`size-2.5 rounded-full ${status.isOpen ? "bg-green-600" : "bg-red-600"}`} />
        {prefix ? <span className="sr-only">{prefix}: </span> : null}
        {status.label}
      </span>
      {status.detail ? <span className="text-ink-muted">{status.detail}</span> : null}
    </p>
  );
}
