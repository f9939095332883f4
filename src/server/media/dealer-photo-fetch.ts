import type { IncomingMessage } from "node:http";
import { openCheckedRequest, type OutboundAddressPolicy } from "@/server/http/outbound-address-policy";

/** A dealer's photo could not be fetched, was refused, or is not an image. */
export class DealerPhotoFetchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DealerPhotoFetchError";
  }
}

export type PhotoFetchLimits = { timeoutMs: number; maxBytes: number };

/** What the media route allows a photo: 10 s for every hop and the body together, and 25 MiB. */
export const PHOTO_FETCH_LIMITS: PhotoFetchLimits = { timeoutMs: 10_000, maxBytes: 25 * 1024 * 1024 };

/** Redirects followed; each hop's address is checked like the first. */
const MAX_REDIRECTS = 3;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** Photo formats sharp reads; SVG (a document that can point elsewhere) is not taken from dealers. */
const IMAGE_TYPES = new Set(["image/jpeg", "image/png", "image/webp", "image/avif", "image/gif"]);
const ACCEPT = [...IMAGE_TYPES].join(", ");

/** One request, its address checked on its text and on every address its name resolves to (`openCheckedRequest`). */
function requestOnce(target: string, policy: OutboundAddressPolicy, signal: AbortSignal): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = openCheckedRequest(target, policy, (message) => new DealerPhotoFetchError(message), { signal, headers: { accept: ACCEPT } });
    request.on("response", resolve);
    request.on("error", reject);
    request.end();
  });
}

async function readBody(response: IncomingMessage, url: string, maxBytes: number): Promise<Buffer> {
  if (Number(response.headers["content-length"]) > maxBytes) {
    response.destroy();
    throw new DealerPhotoFetchError(`${url} is larger than ${maxBytes} bytes`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      response.destroy();
      throw new DealerPhotoFetchError(`${url} is larger than ${maxBytes} bytes`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * A dealer's photo (issue 30): fetched only from addresses the policy allows, checked again at every
 * redirect (at most 3), within `timeoutMs` for everything and at most `maxBytes`, and only as a photo
 * content type. Anything else fails with DealerPhotoFetchError, before any connection where the
 * address or the form is refused.
 */
export async function fetchDealerPhoto(url: string, policy: OutboundAddressPolicy, limits: PhotoFetchLimits = PHOTO_FETCH_LIMITS): Promise<Buffer> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let target = url;
  try {
    for (let hop = 0; ; hop++) {
      const response = await requestOnce(target, policy, signal);
      const status = response.statusCode ?? 0;
      if (REDIRECTS.has(status) && response.headers.location) {
        response.resume();
        if (hop === MAX_REDIRECTS) throw new DealerPhotoFetchError(`${url} redirects more than ${MAX_REDIRECTS} times`);
        target = new URL(response.headers.location, target).href;
        continue;
      }
      const type = (response.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
      if (status !== 200 || !IMAGE_TYPES.has(type)) {
        response.resume();
        throw new DealerPhotoFetchError(status !== 200 ? `${target} answered ${status}` : `${target} is not a photo (${type || "no content type"})`);
      }
      return await readBody(response, target, limits.maxBytes);
    }
  } catch (error) {
    if (error instanceof DealerPhotoFetchError) throw error;
    const reason = signal.aborted ? `took longer than ${limits.timeoutMs} ms` : error instanceof Error ? error.message : String(error);
    throw new DealerPhotoFetchError(`Cannot fetch ${target}: ${reason}`);
  }
}
