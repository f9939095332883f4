/** `/our-location/{location slug}` (spec 001 §2): the location page under its other address; its canonical URL is `/locations/{slug}`. */
export { default, generateMetadata } from "../../locations/[slug]/page";
