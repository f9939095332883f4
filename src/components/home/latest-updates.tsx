import { CardsCarouselOrGrid } from "@/components/ui/cards-carousel-or-grid";
import { postsLayout, type SitePost } from "@/domain/content/site-posts";
import { siteToday } from "@/domain/site/calendar-date";
import type { Site } from "@/domain/site/site";
import { PostCard } from "./post-card";

type Props = { title: string; posts: readonly SitePost[]; site: Site; now: Date };

/**
 * Spec 001 §2 "Facebook posts carousel (title defaults to Latest Updates)", by the reviews carousel's rules:
 * a carousel starting at the third post and turning every 3 s when more than three are shown, else a grid.
 * With no posts the block is left out.
 */
export function LatestUpdates({ title, posts, site, now }: Props) {
  if (posts.length === 0) return null;
  const today = siteToday(site, now);
  const cards = posts.map((post) => <PostCard key={`${post.source}:${post.externalId}`} post={post} postedOn={siteToday(site, post.postedAt)} today={today} pageName={site.name} />);
  return (
    <section aria-labelledby="latest-updates-title" className="mx-auto max-w-7xl px-4 pt-12">
      <h2 id="latest-updates-title" className="section-title">{title}</h2>
      <div className="mt-6">
        <CardsCarouselOrGrid layout={postsLayout(cards.length)} label={title} itemName="post" cards={cards} />
      </div>
    </section>
  );
}
