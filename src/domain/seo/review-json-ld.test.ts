import { describe, expect, it } from "vitest";
import type { Review } from "@/domain/reviews/review";
import { dealerRatingJsonLd } from "./review-json-ld";

const review: Review = { id: 1, dealershipId: 7, customerName: "Mia K.", text: "Great service.", rating: 5, imageUrl: null, reviewDate: "2026-10-01", replyText: null, replyDate: null };

describe("dealerRatingJsonLd (spec 001 §3 dealership average_rating, review_count as AggregateRating)", () => {
  it("describes each rated dealership with its AggregateRating and its shown reviews", () => {
    expect(dealerRatingJsonLd([{ name: "Metro Kia", url: "https://metro.example/", aggregate: { count: 12, averageRating: "4.6" }, reviews: [review] }])).toEqual({
      "@context": "https://schema.org",
      "@graph": [
        {
          "@type": "AutoDealer",
          name: "Metro Kia",
          url: "https://metro.example/",
          aggregateRating: { "@type": "AggregateRating", ratingValue: "4.6", reviewCount: 12, bestRating: 5, worstRating: 1 },
          review: [
            { "@type": "Review", author: { "@type": "Person", name: "Mia K." }, datePublished: "2026-10-01", reviewBody: "Great service.", reviewRating: { "@type": "Rating", ratingValue: 5, bestRating: 5, worstRating: 1 } },
          ],
        },
      ],
    });
  });

  it("leaves out dealerships without reviews, and gives nothing when none is rated", () => {
    const unrated = { name: "Metro MG", url: "https://metro.example/", aggregate: { count: 0, averageRating: null }, reviews: [] };
    expect(dealerRatingJsonLd([unrated])).toBeNull();
    const graph = dealerRatingJsonLd([unrated, { ...unrated, name: "Metro Kia", aggregate: { count: 3, averageRating: "4.3" } }])?.["@graph"] as { name: string; review?: unknown }[];
    expect(graph.map((d) => d.name)).toEqual(["Metro Kia"]);
    expect(graph[0]?.review).toBeUndefined();
  });
});
