/** `/sell-your-car` (spec 001 §2): the sell-my-car page under its other name; its canonical URL is `/sell-my-car`. */
export { default, generateMetadata } from "../sell-my-car/page";
