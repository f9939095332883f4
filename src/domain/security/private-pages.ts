/**
 * Pages whose HTML belongs to one shopper (issue 14): an enquiry's status page, the landing page that links
 * to it, the page that stops watchlist alerts, the garage. They are answered `Cache-Control: no-store`, so neither a browser nor a shared cache
 * keeps one shopper's page for another, whatever caching shared pages get.
 */
const PRIVATE_PAGE = /^\/(?:enquiries\/|alerts\/|success\/?$|my-garage\/?$)/;

export const PRIVATE_PAGE_CACHE_CONTROL = "no-store";

export function isPrivatePage(pathname: string): boolean {
  return PRIVATE_PAGE.test(pathname);
}
