import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { SmsSender } from "./sms-sender";

/**
 * The default sender (decision 020): each message becomes `{dir}/{id}.json` and a log line, so sign-in works in the
 * offline demo and tests read codes from the directory. Written to a temporary name first and renamed, so a reader
 * never sees half a file; a retry rewrites the same file.
 */
export function createOutboxFileSmsSender(dir: string, log: Pick<Console, "log"> = console): SmsSender {
  return {
    description: `SMS go to ${dir}`,
    async send({ id, to, body }) {
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${id}.json`);
      await writeFile(`${file}.tmp`, JSON.stringify({ id, to, body, written_at: new Date().toISOString() }, null, 2));
      await rename(`${file}.tmp`, file);
      log.log(`SMS to ${to} (written to ${file}):\n${body}`);
      return { providerId: path.basename(file) };
    },
  };
}
