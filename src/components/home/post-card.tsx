import { ReviewText } from "@/components/reviews/review-text";
import type { SitePost } from "@/domain/content/site-posts";
import { dateInWords, reviewDateDisplay, truncatedReviewText } from "@/domain/reviews/review-text";

type Props = { post: SitePost; /** The post's date on the site's calendar (yyyy-mm-dd). */ postedOn: string; today: string; pageName: string };

/** One post of the Latest Updates carousel (spec 001 §2): its picture, date, words (truncated at 160) and a link to it. */
export function PostCard({ post, postedOn, today, pageName }: Props) {
  const message = post.message ?? "";
  const paragraphs = message.split(/\r?\n+/).map((line) => line.trim()).filter(Boolean);
  const onFacebook = post.source === "facebook";
  return (
    <article className="card h-full gap-3 p-5">
      {post.imageUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- the post's own picture; a plain img ships no client code
        <img src={post.imageUrl} alt="" width={480} height={270} loading="lazy" decoding="async" className="aspect-video w-full rounded-button bg-neutral-100 object-cover" />
      ) : null}
      <p className="text-sm text-ink-muted">
        {pageName} · <time dateTime={postedOn} title={reviewDateDisplay(postedOn)}>{dateInWords(postedOn, today)}</time>
      </p>
      {paragraphs.length > 0 ? <ReviewText paragraphs={paragraphs} short={truncatedReviewText(message)} /> : null}
      {post.linkUrl ? (
        <p className="mt-auto text-sm">
          <a href={post.linkUrl} className="text-link" {...(onFacebook ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
            {onFacebook ? <>View on Facebook<span className="sr-only">: the post of {reviewDateDisplay(postedOn)} (opens in a new tab)</span></> : <>Read more<span className="sr-only"> of the post of {reviewDateDisplay(postedOn)}</span></>}
          </a>
        </p>
      ) : null}
    </article>
  );
}
