/** Longest message either side may send (issue 33's own limit for a shopper's answer); kept apart from the schemas so a form can show it without loading zod. */
export const MESSAGE_MAX_LENGTH = 2000;
