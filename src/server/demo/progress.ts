/**
 * A one-line progress bar on stderr (redrawn in place on a terminal, every 10% otherwise),
 * with rate and time remaining. Returns the callback long-running work reports to.
 */
export function createProgressReporter(unit: string, stream: NodeJS.WriteStream = process.stderr): (done: number, total: number) => void {
  const started = Date.now();
  let lastDecile = -1;
  return (done, total) => {
    const fraction = total === 0 ? 1 : Math.min(1, done / total);
    const seconds = (Date.now() - started) / 1000;
    const rate = seconds > 0 ? done / seconds : 0;
    const eta = rate > 0 ? (total - done) / rate : 0;
    const width = 30;
    const filled = Math.round(fraction * width);
    const line = `[${"#".repeat(filled)}${"-".repeat(width - filled)}] ${(fraction * 100).toFixed(0).padStart(3)}% ${done.toLocaleString("en-AU")}/${total.toLocaleString("en-AU")} ${unit} · ${Math.round(rate).toLocaleString("en-AU")}/s · ${Math.ceil(eta)} s left`;
    if (stream.isTTY) {
      stream.write(`\r${line}${done >= total ? "\n" : ""}`);
      return;
    }
    const decile = Math.floor(fraction * 10);
    if (decile !== lastDecile) {
      lastDecile = decile;
      stream.write(`${line}\n`);
    }
  };
}
