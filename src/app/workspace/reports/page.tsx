import { notFound } from "next/navigation";
import { getDatabase } from "@/db/connection";
import { ResponseTimeTable, type ResponseTimeRow } from "@/components/workspace/inbox/response-time-table";
import { durationText } from "@/domain/inbox/lead-wait";
import { RESPONSE_PERIODS_DAYS } from "@/domain/inbox/response-time-figures";
import { responseTimeReport, type ResponseFigures } from "@/server/inbox/response-times";
import { requireStaff } from "@/server/staff/with-staff";

export const dynamic = "force-dynamic";
export const metadata = { title: "Reports" };

const figure = (ms: number | null) => (ms === null ? "–" : durationText(ms));
const rowOf = ({ id, name, figures }: { id: number; name: string; figures: ResponseFigures }): ResponseTimeRow => ({
  id, name,
  periods: RESPONSE_PERIODS_DAYS.map((days) => ({ days, answered: figures[days].answered, unanswered: figures[days].unanswered, median: figure(figures[days].medianMs), p90: figure(figures[days].p90Ms) })),
});

/** Managers and owners: first-response time per dealership and per salesperson (issue 33 §Measured), from the log. */
export default async function ReportsPage() {
  const staff = await requireStaff("read_reports");
  const report = await responseTimeReport((await getDatabase()).db, staff, new Date());
  if (!report) notFound();
  return (
    <>
      <h1 className="text-2xl font-bold">Reports</h1>
      <p>First-response time: from a lead&apos;s arrival to its first answer (a reply, or a status that says the shopper was reached), counting only the location&apos;s opening hours. A salesperson&apos;s time runs from when the lead reached them. Median and p90 of answered leads; a dash where none was answered.</p>
      <ResponseTimeTable caption="Per dealership" rows={report.dealerships.map(rowOf)} testId="report-dealerships" />
      <ResponseTimeTable caption="Per salesperson" rows={report.salespeople.map(rowOf)} testId="report-salespeople" />
    </>
  );
}
