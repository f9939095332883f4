import { readFileSync } from "node:fs";
import { processTree } from "./process-tree";

/** Memory of one process as /proc reports it, in KiB: resident now (VmRSS) and the kernel's high-water mark (VmHWM). */
export type ProcessMemory = { pid: number; name: string; rssKb: number; hwmKb: number };

export type MemoryPeak = {
  /** The largest process of the tree (next-server) by its own high-water mark. */
  largest: ProcessMemory | null;
  /** The highest sampled sum of the tree's resident memory (wrappers included). */
  treeKb: number;
};

export type RssSampler = {
  peak(): MemoryPeak;
  /** The largest process of the tree (next-server) by resident memory at the latest sample. */
  latest(): ProcessMemory | null;
  stop(): void;
};

function readStatus(pid: number): ProcessMemory | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, "m").exec(status)?.[1] ?? 0);
    return { pid, name: /^Name:\s+(.*)$/m.exec(status)?.[1] ?? "?", rssKb: field("VmRSS"), hwmKb: field("VmHWM") };
  } catch {
    return null; // the process ended between listing and reading
  }
}

/** Samples the resident memory of `root`'s process tree every `intervalMs` until stopped. */
export function createRssSampler(root: number, intervalMs = 250): RssSampler {
  let treeKb = 0;
  let largest: ProcessMemory | null = null;
  let latest: ProcessMemory | null = null;
  const sample = () => {
    const memories = processTree(root).map(readStatus).filter((m): m is ProcessMemory => m !== null);
    treeKb = Math.max(treeKb, memories.reduce((sum, m) => sum + m.rssKb, 0));
    for (const m of memories) if (!largest || m.hwmKb >= largest.hwmKb) largest = m;
    latest = memories.reduce<ProcessMemory | null>((most, m) => (!most || m.rssKb > most.rssKb ? m : most), null);
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    peak() {
      sample();
      return { largest, treeKb };
    },
    latest: () => latest,
    stop: () => clearInterval(timer),
  };
}
