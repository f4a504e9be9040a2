import { arch, cpus, platform, release, totalmem } from "node:os";

/** Facts about where the numbers were taken, for the docs. */
export interface MachineFacts {
  readonly cpu: string;
  readonly cores: number;
  readonly memoryGb: number;
  readonly node: string;
  readonly os: string;
}

export function readMachine(): MachineFacts {
  const list = cpus();
  return {
    cpu: list[0]?.model.trim() ?? "unknown",
    cores: list.length,
    memoryGb: totalmem() / 1024 ** 3,
    node: process.version,
    os: `${platform()} ${release()} ${arch()}`,
  };
}
