/** Crockford's base-32 letters: no I, L, O or U, so a code read aloud at the counter is not misheard. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const REDEMPTION_CODE_BYTES = 10;

/**
 * A prize's redemption code from 10 random bytes (80 bits: unguessable, so a code cannot be claimed by trying),
 * as 16 base-32 letters in groups of four: `SPIN-7K3M-Q9XD-2HRT-WB4E`.
 */
export function formatRedemptionCode(bytes: Uint8Array): string {
  if (bytes.length !== REDEMPTION_CODE_BYTES) throw new Error(`A redemption code takes ${REDEMPTION_CODE_BYTES} bytes`);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let letters = "";
  for (let i = 0; i < 16; i++) {
    letters = ALPHABET[Number(bits & 31n)] + letters;
    bits >>= 5n;
  }
  return `SPIN-${letters.match(/.{4}/g)!.join("-")}`;
}

export const REDEMPTION_CODE = /^SPIN(-[0-9A-HJKMNP-TV-Z]{4}){4}$/;
