import { ClippedText } from "@/components/ui/clipped-text";
import { clipOfferDescription, clipText, TRUNCATION } from "@/domain/text/clip-text";

/** Spec 001 §9: "offer description 160 (expandable when over 200)"; expanded, the dealer's sanitised rich text. */
export function OfferDescription({ plain, html, offerName }: { plain: string; html: string; offerName: string }) {
  const clipped = clipOfferDescription(plain);
  const whole = <div className="offer-text" dangerouslySetInnerHTML={{ __html: html }} />;
  if (!clipped.clipped) return whole;
  return (
    <ClippedText short={clipped.short} moreLabel="View more" lessLabel="View less" context={`about ${offerName}`}>
      {whole}
    </ClippedText>
  );
}

/** Spec 001 §9: "disclaimer 200", toggled with 'View full disclaimer' / 'View less disclaimer' (§4). */
export function OfferDisclaimer({ text }: { text: string }) {
  const clipped = clipText(text, TRUNCATION.disclaimer);
  const style = "text-xs leading-relaxed text-ink-muted";
  if (!clipped.clipped) return <p className={style}>{text}</p>;
  return (
    <ClippedText short={clipped.short} moreLabel="View full disclaimer" lessLabel="View less disclaimer" className={`${style} [&_button]:text-xs`}>
      <p>{text}</p>
    </ClippedText>
  );
}
