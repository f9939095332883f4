import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { loadEnv } from "@/config/env";

/**
 * Encrypts what must stay on the server but be read back (staff TOTP secrets, decision 030): AES-256-GCM under
 * STAFF_SECRET_KEY, or a key made once in DATA_DIR when it is unset (the demo, one node). Text form:
 * `v1.{iv}.{tag}.{ciphertext}`, base64url.
 */
export type SecretBox = {
  seal(plain: string): string;
  open(sealed: string): string;
  /** 20 bytes only this server can make for a label: the same label, the same bytes (under the same key). */
  derive(label: string): Uint8Array;
};

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error("A secret box key is 32 bytes");
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return ["v1", iv, cipher.getAuthTag(), body].map((part) => (typeof part === "string" ? part : part.toString("base64url"))).join(".");
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split(".");
      if (version !== "v1" || !iv || !tag || body === undefined) throw new Error("Not a sealed secret");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
    },
    derive(label) {
      return new Uint8Array(createHmac("sha256", key).update(`derive:${label}`).digest().subarray(0, 20));
    },
  };
}

function keyFromDataDir(dataDir: string): Buffer {
  const file = path.resolve(dataDir, "staff-secret.key");
  try {
    return Buffer.from(readFileSync(file, "utf8").trim(), "base64url");
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    const key = randomBytes(32);
    // "wx": a second process that lost the race reads the winner's key instead.
    try {
      writeFileSync(file, key.toString("base64url"), { flag: "wx", mode: 0o600 });
      chmodSync(file, 0o600);
      return key;
    } catch {
      return Buffer.from(readFileSync(file, "utf8").trim(), "base64url");
    }
  }
}

let box: SecretBox | undefined;

export function staffSecretBox(): SecretBox {
  if (box) return box;
  const env = loadEnv();
  box = secretBox(env.STAFF_SECRET_KEY ? Buffer.from(env.STAFF_SECRET_KEY, "base64url") : keyFromDataDir(env.DATA_DIR));
  return box;
}
