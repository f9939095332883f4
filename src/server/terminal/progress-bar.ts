/**
 * A one-line progress bar on stderr (redrawn in place on a terminal, every 10% otherwise), with rate
 * and time remaining. Returns the callback long-running work reports to: `done` of `total` drives the
 * bar and the time left; `count` (by default `done`) is what the line counts and rates in `unit`, so a
 * feed read by bytes can show rows. A `total` of null (an unknown size) shows the count and rate only.
 */
export function createProgressReporter(unit: string, stream: NodeJS.WriteStream = process.stderr): (done: number, total: number | null, count?: number) => void {
  const started = Date.now();
  let lastDecile = -1;
  let lastCount = 0;
  return (done, total, count = done) => {
    const fraction = total === null ? 0 : total === 0 ? 1 : Math.min(1, done / total);
    const seconds = (Date.now() - started) / 1000;
    const rate = seconds > 0 ? count / seconds : 0;
    const doneRate = seconds > 0 ? done / seconds : 0;
    const eta = total !== null && doneRate > 0 ? (total - done) / doneRate : 0;
    const width = 30;
    const filled = Math.round(fraction * width);
    const counted = total !== null && count === done ? `${done.toLocaleString("en-AU")}/${total.toLocaleString("en-AU")}` : count.toLocaleString("en-AU");
    const bar = total === null ? "" : `[${"#".repeat(filled)}${"-".repeat(width - filled)}] ${(fraction * 100).toFixed(0).padStart(3)}% `;
    const left = total === null ? "" : ` · ${Math.ceil(eta)} s left`;
    const line = `${bar}${counted} ${unit} · ${Math.round(rate).toLocaleString("en-AU")} ${unit}/s${left}`;
    const finished = total !== null && done >= total;
    if (stream.isTTY) {
      stream.write(`\r${line}\x1b[K${finished ? "\n" : ""}`);
      return;
    }
    // Not a terminal: a line every 10% (every 10,000 counted when the size is unknown).
    const decile = total === null ? Math.floor(count / 10_000) : Math.floor(fraction * 10);
    if (decile !== lastDecile || (finished && count !== lastCount)) {
      lastDecile = decile;
      lastCount = count;
      stream.write(`${line}\n`);
    }
  };
}
