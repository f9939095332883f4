"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useSyncExternalStore } from "react";
import { COMPARE_PATH, comparePath } from "@/domain/compare/compare-paths";
import { getServerState, getState, removeFromTray, subscribe } from "./compare-tray-store";

/** The tray (issue 35 §1), with JavaScript only: the chosen cars, each removable, and the link to compare them. */
export function CompareTray() {
  const { cars, notice } = useSyncExternalStore(subscribe, getState, getServerState);
  const onComparePage = usePathname() === COMPARE_PATH;
  return (
    <div className="pointer-events-none fixed inset-x-4 bottom-20 z-40 flex justify-start lg:bottom-4">
      {cars.length > 0 && !onComparePage ? (
        <section aria-label="Cars to compare" className="pointer-events-auto w-full max-w-sm rounded-card border border-line bg-white p-3 text-ink shadow-lg">
          <p role="status" className={notice ? "mb-2 text-sm font-semibold" : "sr-only"}>{notice}</p>
          <ul className="flex flex-col gap-1 text-sm">
            {cars.map((car) => (
              <li key={car.id} className="flex items-center justify-between gap-2">
                <span className="min-w-0 truncate">{car.name}</span>
                <button type="button" onClick={() => removeFromTray(car.id)} className="min-h-6 shrink-0 px-2 font-semibold underline" aria-label={`Remove ${car.name} from the comparison`}>
                  Remove
                </button>
              </li>
            ))}
          </ul>
          <Link href={comparePath(cars.map((car) => car.id))} prefetch={false} className="btn btn-accent mt-2 w-full">
            Compare {cars.length} {cars.length === 1 ? "car" : "cars"}
          </Link>
        </section>
      ) : null}
    </div>
  );
}
