/**
 * The path a dealer's photo from a stock feed is served at: `/media/photos/{dealership id}/{stock
 * number}/{key}`, the stock number in base64url (a stock number may hold any printable character) and
 * the key the first 32 hex digits of the photo URL's SHA-256. The path names the car whose stored photo
 * sources the media route finds the URL among (docs/decisions/016).
 */
export const DEALER_PHOTO_PATH = /^\/media\/photos\/([1-9]\d{0,9})\/([A-Za-z0-9_-]{1,56})\/([0-9a-f]{32})$/;
