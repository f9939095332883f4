/**
 * Spec 001 §2 "Gated pages: … /online-payment"; the receipt sits under it, so the proxy answers both no-store. Kept
 * apart from the form's rules so the menus and the form's script can name the page without bringing in zod.
 */
export const ONLINE_PAYMENT_PATH = "/online-payment";
export const onlinePaymentReceiptPath = (token: string) => `${ONLINE_PAYMENT_PATH}/receipt/${token}`;
