/** Review wording for generated Google reviews, by star rating. */
export const REVIEW_TEXTS: Record<1 | 2 | 3 | 4 | 5, readonly string[]> = {
  5: [
    "Fantastic experience from start to finish. No pressure, honest advice and the car was spotless on delivery.",
    "Couldn't be happier with our new car. The sales team went above and beyond to get the finance sorted quickly.",
    "Best car buying experience I've had. Fair trade-in price and great communication the whole way.",
    "Drove three hours to buy from these guys and it was worth every kilometre. Highly recommend.",
    "Service department is excellent. Car was ready when promised and they explained everything clearly.",
    "Friendly staff, easy test drive and a smooth handover. Will be back for our next vehicle.",
  ],
  4: [
    "Good experience overall. Paperwork took a little longer than expected but the team kept us updated.",
    "Helpful salesperson and a fair deal. Would have liked a bit more time at handover.",
    "Great range of stock and no hard sell. Minor delay getting the rego transferred.",
  ],
  3: [
    "The car is great but communication after the sale could be better.",
    "Average experience. Got there in the end but had to chase up a few things.",
  ],
  2: ["Took several calls to get a straight answer on the trade-in value.", "Delivery was delayed twice without much explanation."],
  1: ["Very disappointed with the after-sales service.", "Booked a test drive and the car wasn't available when we arrived."],
};

export const REPLIES: Record<"positive" | "negative", readonly string[]> = {
  positive: [
    "Thank you so much for the kind words! Enjoy the new car and we'll see you at your first service.",
    "Thanks for choosing us — it was a pleasure helping you. Happy motoring!",
    "We really appreciate you taking the time to leave a review. Thanks again!",
  ],
  negative: [
    "We're sorry to hear about your experience. Our Dealer Principal would like to make this right — please call us.",
    "Thank you for the feedback. We've passed this on to the team and will be in touch directly.",
  ],
};

export const REVIEWER_FIRST_NAMES = [
  "Jack", "Olivia", "Liam", "Charlotte", "Noah", "Amelia", "William", "Isla", "Oliver", "Mia", "Thomas", "Grace",
  "James", "Chloe", "Lachlan", "Sophie", "Cooper", "Ruby", "Harrison", "Zoe", "Mitchell", "Priya", "Wei", "Aroha",
] as const;
export const REVIEWER_LAST_INITIALS = ["B", "C", "D", "H", "K", "L", "M", "N", "P", "R", "S", "T", "W"] as const;
