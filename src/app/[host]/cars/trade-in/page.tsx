/** `/cars/trade-in?car_id={id}` (spec 000 §2): the trade-in page for a car in stock; its canonical URL is `/trade-in`. */
export { default, generateMetadata } from "../../trade-in/page";
