/** The shape of a payment receipt's address token (reservations and online payments): anything else is a 404 without a query. */
export const RECEIPT_TOKEN = /^[A-Za-z0-9_-]{20,64}$/;
