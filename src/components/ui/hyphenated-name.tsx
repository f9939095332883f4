import { hyphenatedWordRuns } from "@/domain/text/hyphenated-words";

/**
 * A name whose hyphenated words ('Mach-E', 'CX-5') never break at their hyphen: each is wrapped in a span
 * that does not wrap. The text is left as it is, so the page still reads, copies and searches as typed.
 */
export function HyphenatedName({ text }: { text: string }) {
  return hyphenatedWordRuns(text).map((run, index) =>
    run.unbroken ? (
      <span key={index} className="whitespace-nowrap">
        {run.text}
      </span>
    ) : (
      run.text
    ),
  );
}
