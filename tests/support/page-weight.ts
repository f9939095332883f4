/**
 * The weight of a server-rendered page (issue 16): its HTML as sent, uncompressed, and the part of it that is the
 * inline RSC payload (the `self.__next_f.push(…)` scripts Next.js adds for the client router and hydration).
 */
export type PageWeight = { htmlBytes: number; rscBytes: number };

const RSC_SCRIPT = /<script[^>]*>(self\.__next_f\.push\([\s\S]*?\))<\/script>/g;

export function pageWeight(html: string): PageWeight {
  let rscBytes = 0;
  for (const match of html.matchAll(RSC_SCRIPT)) rscBytes += Buffer.byteLength(match[1]!);
  return { htmlBytes: Buffer.byteLength(html), rscBytes };
}
