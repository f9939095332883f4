/** `/contact-us` (spec 001 §2): the contact page under its other name; its canonical URL is `/contact`. */
export { default, generateMetadata } from "../contact/page";
