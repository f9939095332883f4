import type { Site } from "@/domain/site/site";
import type { SearchRequest } from "@/domain/search/search-request";
import type { SearchResult, SearchVocabulary } from "@/domain/search/search-response";

/** Work in progress: the in-memory faceted index lands in the next commits. */
export type SearchEngine = {
  search(site: Site, request: SearchRequest, now?: Date): Promise<SearchResult>;
  vocabulary(site: Site): Promise<SearchVocabulary>;
};

export declare function getSearchEngine(): Promise<SearchEngine>;
