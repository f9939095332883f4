import { dealerPhotoResponse, type DealerPhotoParams } from "@/server/media/dealer-photo-response";
import { photoAddressPolicy } from "@/server/media/photo-address-policy";

/** A dealer's photo from a stock feed, on the host of the site that owns the car (docs/api.md, "Dealer photo URLs"). */
export async function GET(request: Request, { params }: { params: Promise<DealerPhotoParams> }): Promise<Response> {
  return dealerPhotoResponse(request, await params, photoAddressPolicy());
}
