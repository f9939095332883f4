import { loadavg } from "node:os";
import type { RssSampler } from "../search/rss-sampler";
import type { Outcome } from "./http-load";

/** One stretch of the run: the server's resident memory over it, and how its requests ended. */
type Block = { requests: number; seconds: number; rssKb: number[]; answered: number; aborted: number; failed: number; notOk: number; load: number };

const emptyBlock = (): Block => ({ requests: 0, seconds: 0, rssKb: [], answered: 0, aborted: 0, failed: 0, notOk: 0, load: 0 });
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const mb = (kb: number) => (kb / 1024).toFixed(0);

/**
 * The server's RSS over a run, in blocks of `every` requests. A block's RSS is the median of the samples
 * taken as its requests finished (a single reading swings with the collector), and the verdict compares
 * the last block with the one ending at the warm-up.
 */
export class RssCurve {
  private readonly blocks: Block[] = [];
  private current = emptyBlock();
  private readonly started = performance.now();
  firstError: string | null = null;

  constructor(private readonly rss: RssSampler, private readonly every: number, private readonly warmUp: number) {}

  record(outcome: Outcome, done: number): void {
    const block = this.current;
    block.rssKb.push(this.rss.latest()?.rssKb ?? 0);
    if (outcome.kind === "aborted") block.aborted++;
    else if (outcome.kind === "failed") {
      block.failed++;
      this.firstError ??= outcome.error;
    } else {
      block.answered++;
      if (outcome.status !== 200) block.notOk++;
    }
    if (done % this.every === 0 || done === this.warmUp) {
      Object.assign(block, { requests: done, seconds: (performance.now() - this.started) / 1000, load: loadavg()[0] ?? 0 });
      this.blocks.push(block);
      this.current = emptyBlock();
      console.log(`${done} requests, server RSS ${mb(median(block.rssKb))} MB (load average ${block.load.toFixed(1)})`);
    }
  }

  table(): string {
    const warm = this.warmUpBlock();
    const rows = this.blocks.map((block, i) => {
      const rss = median(block.rssKb);
      const previous = this.blocks[i - 1];
      const rate = (block.answered + block.aborted + block.failed) / (block.seconds - (previous?.seconds ?? 0));
      const change = warm ? `${(((rss - median(warm.rssKb)) / median(warm.rssKb)) * 100).toFixed(1)} %` : "–";
      return [
        `${block.requests}${block === warm ? " (warm-up)" : ""}`, mb(rss), `${mb(Math.min(...block.rssKb))}–${mb(Math.max(...block.rssKb))}`,
        block.requests <= this.warmUp ? "" : change, rate.toFixed(0), String(block.aborted), String(block.notOk + block.failed), block.load.toFixed(1),
      ];
    });
    const header = ["Requests", "RSS (MB, median)", "min–max", "vs warm-up", "req/s", "aborted", "errors", "load avg"];
    return [`| ${header.join(" | ")} |`, `|${header.map(() => "---").join("|")}|`, ...rows.map((r) => `| ${r.join(" | ")} |`)].join("\n");
  }

  verdict(): string {
    const warm = this.warmUpBlock();
    const last = this.blocks.at(-1);
    if (!warm || !last || last === warm) return "No verdict: the run ended at or before the warm-up.";
    const [before, after] = [median(warm.rssKb), median(last.rssKb)];
    const change = ((after - before) / before) * 100;
    const within = Math.abs(change) <= 10;
    return `Server RSS after ${last.requests} requests: ${mb(after)} MB, ${change >= 0 ? "+" : ""}${change.toFixed(1)} % against ${mb(before)} MB after the warm-up (${warm.requests} requests): ${within ? "within" : "NOT within"} 10 % of its value after warm-up.`;
  }

  private warmUpBlock(): Block | undefined {
    return this.blocks.find((block) => block.requests === this.warmUp);
  }
}
