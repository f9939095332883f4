/** Spec 001 §2: "/cars/{slug}/buy-online (flagged variant)" of the reserve page: the same page. */
export { default, generateMetadata } from "../checkout/page";
