import Link from "next/link";
import type { CarDetail } from "@/domain/car/car";
import { vehicleBreadcrumbs } from "@/domain/vehicle/vehicle-breadcrumbs";

/** Home › {New/Used/Demo Cars} › make › model › body › this car (spec 001 §2 breadcrumb levels). */
export function VehicleBreadcrumbs({ car }: { car: Pick<CarDetail, "carType" | "make" | "model" | "body" | "name"> }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-ink-muted">
        {vehicleBreadcrumbs(car).map((crumb) => (
          <li key={crumb.href} className="flex items-center gap-2">
            <Link href={crumb.href} prefetch={false} className="underline underline-offset-2 hover:text-ink">
              {crumb.label}
            </Link>
            <span aria-hidden="true">/</span>
          </li>
        ))}
        <li aria-current="page" className="font-semibold text-ink">
          {car.name}
        </li>
      </ol>
    </nav>
  );
}
