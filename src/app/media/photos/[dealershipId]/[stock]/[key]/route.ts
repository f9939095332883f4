import { textAnswers } from "@/server/http/handle-api-error";
import { withRequest } from "@/server/http/with-request";
import { dealerPhotoResponse, type DealerPhotoParams } from "@/server/media/dealer-photo-response";
import { photoAddressPolicy } from "@/server/http/outbound-address-policy";

/** A dealer's photo from a stock feed, on the host of the site that owns the car (docs/api.md, "Dealer photo URLs"). */
export const GET = withRequest<DealerPhotoParams>(({ request, params }) => dealerPhotoResponse(request, params, photoAddressPolicy()), textAnswers("The photo"));
