"use client";

import { useState } from "react";
import { analyticsEvent } from "@/domain/analytics/analytics-events";
import { DownloadIcon, PrinterIcon } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { readStoredDetails } from "@/components/forms/stored-details";
import { track } from "@/components/analytics/track";

/** The shopper's stored postcode (spec 001 §3) carried to the print page and the PDF, which then show the drive-away estimate. */
function withStoredPostcode(href: string): string {
  const postcode = readStoredDetails().postcode;
  if (!postcode || !/^\d{4}$/.test(postcode) || href.includes("postcode=")) return href;
  return `${href}${href.includes("?") ? "&" : "?"}postcode=${postcode}`;
}

/**
 * Print page (new tab) and the PDF brochure (spec 000 §4: "'Preparing...' with spinner, then file
 * {slug}.pdf saved"; §8: "PDF failure: browser alert with message"). Both fire event 61.
 */
export function PrintPdfButtons({ slug, carId }: { slug: string; carId: number }) {
  const [preparing, setPreparing] = useState(false);
  const pdfPath = `/cars/${encodeURIComponent(slug)}/brochure.pdf`;

  const download = async () => {
    setPreparing(true);
    track(analyticsEvent("printPdf", { carId }));
    try {
      const response = await fetch(withStoredPostcode(pdfPath));
      if (!response.ok) throw new Error(`The brochure could not be made (error ${response.status}). Please try again.`);
      const blob = await response.blob();
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = `${slug}.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      window.alert(error instanceof Error ? error.message : String(error));
    } finally {
      setPreparing(false);
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      <a
        href={`/print?car_id=${encodeURIComponent(slug)}`}
        target="_blank"
        rel="noopener"
        onClick={(event) => {
          track(analyticsEvent("printPdf", { carId }));
          event.currentTarget.href = withStoredPostcode(event.currentTarget.href);
        }}
        className="btn btn-outline min-h-11 flex-1 text-ink"
      >
        <PrinterIcon className="size-4" />
        Print
      </a>
      <a
        href={pdfPath}
        download={`${slug}.pdf`}
        aria-disabled={preparing}
        onClick={(event) => {
          event.preventDefault();
          if (!preparing) void download();
        }}
        className="btn btn-outline min-h-11 flex-1 text-ink"
      >
        {preparing ? <Spinner /> : <DownloadIcon className="size-4" />}
        <span aria-live="polite">{preparing ? "Preparing..." : "Download PDF"}</span>
      </a>
    </div>
  );
}
