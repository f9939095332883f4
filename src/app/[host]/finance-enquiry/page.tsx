/** `/finance-enquiry` (spec 000 §2): the finance page and its #finance-form, same query; its canonical URL is `/finance`. */
export { default, generateMetadata } from "../finance/page";
