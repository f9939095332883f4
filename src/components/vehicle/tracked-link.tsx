"use client";

import { analyticsEvent, type AnalyticsEventName } from "@/domain/analytics/analytics-events";
import { track } from "@/components/analytics/track";

type Props = React.AnchorHTMLAttributes<HTMLAnchorElement> & { event: AnalyticsEventName; carId: number };

/** A link that also sends an analytics event from the catalogue (e.g. history report, 60). */
export function TrackedLink({ event, carId, onClick, ...props }: Props) {
  return (
    <a
      {...props}
      onClick={(e) => {
        track(analyticsEvent(event, { carId }));
        onClick?.(e);
      }}
    />
  );
}
