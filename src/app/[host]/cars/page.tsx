import { permanentRedirect } from "next/navigation";
import { DEFAULT_SEARCH_PATH } from "@/domain/search/search-route";

/** Spec 001 §2: "Our Stock: /cars/" is the stock search's older address. */
export default function CarsIndexPage() {
  permanentRedirect(DEFAULT_SEARCH_PATH);
}
