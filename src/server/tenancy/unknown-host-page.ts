import { renderPlainPage } from "@/server/http/plain-page";

/**
 * The whole 404 page for a host that is no dealer's site, answered by the proxy itself: it names no
 * dealer, needs no JavaScript and no database row, and costs nothing to serve to scanners.
 */
export function unknownHostPage(nonce: string): string {
  return renderPlainPage({
    nonce,
    title: "No dealer site here",
    kicker: "Error 404",
    heading: "No dealer site here",
    paragraphs: [
      "This web address isn't set up as a dealer website. If you followed a link, it may be out of date; if you typed the address, please check the spelling.",
      "Dealers: ask your Forecourt contact to connect this domain to your site.",
    ],
  });
}
