import Link from "next/link";
import { notFound } from "next/navigation";
import { getDatabase } from "@/db/connection";
import { LocationHoursForm } from "@/components/workspace/locations/location-hours-form";
import { locationEditorNotice } from "@/domain/locations/location-editor-notices";
import { editorWeek } from "@/domain/locations/location-hours-form-fields";
import { DAY_NAMES, DEPARTMENT_LABELS, DEPARTMENTS } from "@/domain/locations/opening-hours";
import { saveLocationHoursAction } from "@/server/location-editor/location-hours-actions";
import { listEditableLocations, loadLocationEditor } from "@/server/location-editor/location-hours-editor";
import { requireStaff } from "@/server/staff/with-staff";

export const dynamic = "force-dynamic";
export const metadata = { title: "Locations" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The week as the editor lists it, Monday first. */
const EDITOR_WEEKDAYS = [1, 2, 3, 4, 5, 6, 0];

/** Owners: a location's opening hours, holiday hours and phone numbers (issue 34 §Locations, decision 045). */
export default async function LocationsPage({ searchParams }: Props) {
  const staff = await requireStaff("manage_settings");
  const query = await searchParams;
  const db = (await getDatabase()).db;
  const places = await listEditableLocations(db, staff);
  const asked = Array.isArray(query.location) ? query.location[0] : query.location;
  const chosen = asked === undefined ? places[0] : places.find((p) => String(p.id) === asked);
  if (!chosen) notFound();
  const view = await loadLocationEditor(db, staff, chosen.id, new Date());
  if (!view) notFound();
  const { location, today } = view;
  const notice = locationEditorNotice(query.notice);
  const departments = DEPARTMENTS.map((department) => {
    const week = editorWeek(location.weekly, department);
    return {
      department, label: DEPARTMENT_LABELS[department], shown: location.weekly.some((w) => w.department === department),
      days: EDITOR_WEEKDAYS.map((weekday) => ({ weekday, name: DAY_NAMES[weekday]!, status: week[weekday]!.status, open: week[weekday]!.open ?? "", close: week[weekday]!.close ?? "" })),
    };
  });
  const holidays = [
    ...location.special.filter((s) => s.date >= today).map((s) => ({ id: s.id, date: s.date, name: s.name ?? "", status: s.status, start: s.startHour ?? "", end: s.endHour ?? "" })),
    { id: null, date: "", name: "", status: "Closed", start: "", end: "" },
  ];
  return (
    <>
      <h1 className="text-2xl font-bold">Location: {location.name}</h1>
      <p className="text-ink-muted">{location.dealershipName}</p>
      {notice ? <p role={notice.role} className="rounded-card border border-line bg-neutral-50 p-4">{notice.text}</p> : null}
      {places.length > 1 ? (
        <nav aria-label="Locations" className="flex flex-wrap gap-2">
          {places.map((p) => (
            <Link key={p.id} href={`/locations?location=${p.id}`} aria-current={p.id === location.id ? "page" : undefined} className={`btn min-h-11 ${p.id === location.id ? "btn-accent" : "btn-outline"}`}>{p.name}</Link>
          ))}
        </nav>
      ) : null}
      <p>Hours are the location&apos;s local time. A save shows at once on the site&apos;s location pages and open-now badge, in the test-drive times, and in lead routing.</p>
      <LocationHoursForm key={`${location.id}:${view.version}`} action={saveLocationHoursAction} permalink={`/locations?location=${location.id}`} locationId={location.id} version={view.version}
        departments={departments} holidays={holidays} phones={{ phone: location.phones.phone ?? "", mobile: location.phones.mobile ?? "", landlinePhone: location.phones.landlinePhone ?? "" }} />
    </>
  );
}
