/**
 * A software WebAuthn authenticator for integration tests: makes a P-256 passkey with "none" attestation and
 * signs assertions with it, user present and verified, as a platform authenticator would. (The e2e tests use
 * Chromium's virtual authenticator instead.)
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

/** The CBOR subset a COSE key and an attestation object need (RFC 8949): integers, strings, byte strings, maps. */
function cbor(value: Cbor): Buffer {
  const head = (major: number, n: number) => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 256) return Buffer.from([(major << 5) | 24, n]);
    const b = Buffer.alloc(3);
    b[0] = (major << 5) | 25;
    b.writeUInt16BE(n, 1);
    return b;
  };
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString("base64url");
const FLAGS_UP_UV = 0x01 | 0x04;

export type SoftwarePasskey = { credentialId: Buffer; privateKey: KeyObject; userHandle: string; counter: number };

export function registrationResponse(options: { challenge: string; user: { id: string } }, origin: string, rpId: string) {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const coseKey = cbor(new Map<Cbor, Cbor>([[1, 2], [3, -7], [-1, 1], [-2, Buffer.from(jwk.x!, "base64url")], [-3, Buffer.from(jwk.y!, "base64url")]]));
  const credentialId = randomBytes(16);
  const idLength = Buffer.alloc(2);
  idLength.writeUInt16BE(credentialId.length);
  const authData = Buffer.concat([createHash("sha256").update(rpId).digest(), Buffer.from([FLAGS_UP_UV | 0x40]), Buffer.alloc(4), Buffer.alloc(16), idLength, credentialId, coseKey]);
  const clientData = JSON.stringify({ type: "webauthn.create", challenge: options.challenge, origin, crossOrigin: false });
  const passkey: SoftwarePasskey = { credentialId, privateKey, userHandle: options.user.id, counter: 0 };
  const response = {
    id: b64url(credentialId), rawId: b64url(credentialId), type: "public-key" as const, clientExtensionResults: {},
    response: { clientDataJSON: b64url(clientData), attestationObject: b64url(cbor(new Map<Cbor, Cbor>([["fmt", "none"], ["attStmt", new Map()], ["authData", authData]]))), transports: ["internal" as const] },
  };
  return { passkey, response };
}

export function authenticationResponse(passkey: SoftwarePasskey, challenge: string, origin: string, rpId: string, flags = FLAGS_UP_UV) {
  passkey.counter += 1;
  const counter = Buffer.alloc(4);
  counter.writeUInt32BE(passkey.counter);
  const authData = Buffer.concat([createHash("sha256").update(rpId).digest(), Buffer.from([flags]), counter]);
  const clientData = JSON.stringify({ type: "webauthn.get", challenge, origin, crossOrigin: false });
  const signature = sign("sha256", Buffer.concat([authData, createHash("sha256").update(clientData).digest()]), passkey.privateKey);
  return {
    id: b64url(passkey.credentialId), rawId: b64url(passkey.credentialId), type: "public-key" as const, clientExtensionResults: {},
    response: { clientDataJSON: b64url(clientData), authenticatorData: b64url(authData), signature: b64url(signature), userHandle: passkey.userHandle },
  };
}
