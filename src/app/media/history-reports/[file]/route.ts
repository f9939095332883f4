import { decodeRouteParam } from "@/domain/security/request-target";
import { textAnswers } from "@/server/http/handle-api-error";
import { withRequest } from "@/server/http/with-request";
import { historyReportStockNumber, renderSampleHistoryReport } from "@/server/vehicle/history-report-pdf";

/** The demo data's history-report files (`cars.history_report_url`), made on request: a sample report per stock number. */
export const GET = withRequest<{ file: string }>(async ({ params }) => {
  const file = decodeRouteParam(params.file);
  const stockNumber = file && historyReportStockNumber(file);
  if (!stockNumber) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(new Uint8Array(await renderSampleHistoryReport(stockNumber)), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${stockNumber.toLowerCase()}.pdf"`,
      // The same stock number always gives the same report.
      "Cache-Control": "public, max-age=86400",
      "X-Content-Type-Options": "nosniff",
    },
  });
}, textAnswers("The history report"));
