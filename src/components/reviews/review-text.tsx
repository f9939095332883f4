"use client";

import { useId, useState } from "react";

type Props = { paragraphs: readonly string[]; short: string | null };

/**
 * A review's words, collapsed to `short` (spec 001 §9: truncated at 160) with 'View more'/'View less'
 * (spec 001 §4). Without JavaScript the whole text shows and the toggle is hidden.
 */
export function ReviewText({ paragraphs, short }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (short === null) return <Paragraphs paragraphs={paragraphs} />;
  return (
    <div>
      <div id={id}>
        {open ? <Paragraphs paragraphs={paragraphs} /> : (
          <>
            <p className="noscript:hidden">{short}</p>
            <div className="hidden noscript:block"><Paragraphs paragraphs={paragraphs} /></div>
          </>
        )}
      </div>
      <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((v) => !v)} className="mt-2 inline-flex min-h-6 items-center text-sm font-semibold text-brand-link underline underline-offset-2 noscript:hidden">
        {open ? "View less" : "View more"}
      </button>
    </div>
  );
}

function Paragraphs({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <div className="grid gap-2">
      {paragraphs.map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
    </div>
  );
}
