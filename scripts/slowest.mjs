// Prints where the time of the last `pnpm test` went, as two Markdown tables: the ten slowest
// turbo tasks (from the run summary `pnpm test --summarize` writes under .turbo/runs/) and the
// ten slowest test files (from the task logs turbo keeps). Durations are wall time
// while other tasks ran beside them (turbo runs several at once), so they rank, not add up.
// Usage: pnpm test --summarize && node scripts/slowest.mjs [count]
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const count = Number(process.argv[2] ?? 10);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

const runs = join(root, ".turbo", "runs");
const summaries = existsSync(runs)
  ? readdirSync(runs)
      .filter((name) => name.endsWith(".json"))
      .map((name) => join(runs, name))
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
  : [];
if (summaries[0] !== undefined) {
  const summary = JSON.parse(readFileSync(summaries[0], "utf8"));
  const tasks = summary.tasks
    .filter((task) => task.execution?.startTime !== undefined && task.cache?.status !== "HIT")
    .map((task) => ({ id: task.taskId, ms: task.execution.endTime - task.execution.startTime }))
    .sort((a, b) => b.ms - a.ms);
  const wall = summary.execution.endTime - summary.execution.startTime;
  console.log(`Run ${summary.id}: ${seconds(wall)} wall, ${tasks.length} tasks run (not from cache).\n`);
  console.log("| task | duration |\n|---|---|");
  for (const task of tasks.slice(0, count)) console.log(`| \`${task.id}\` | ${seconds(task.ms)} |`);
  console.log();
} else {
  console.log("No turbo run summary: run `pnpm test --summarize` first.\n");
}

// A test file's time as vitest prints it (hooks included, unlike its JSON report), read from
// the log turbo keeps of each task's output (<package>/.turbo/turbo-<task>.log).
const FILE_LINE = /[✓×❯]\s+(?:unit|dist)\s+(\S+\.test\.ts)\s+\(\d+ tests?[^)]*\)\s+(\d+)ms/;
const files = [];
for (const group of ["packages", "tooling"])
  for (const dir of readdirSync(join(root, group))) {
    const logs = join(root, group, dir, ".turbo");
    if (!existsSync(logs)) continue;
    for (const name of readdirSync(logs).filter((file) => /^turbo-test.*\.log$/.test(file))) {
      const text = readFileSync(join(logs, name), "utf8").replace(/\x1b\[[0-9;]*m/g, "");
      for (const line of text.split("\n")) {
        const match = FILE_LINE.exec(line);
        if (match !== null) files.push({ file: `${group}/${dir}/${match[1]}`, ms: Number(match[2]) });
      }
    }
  }
files.sort((a, b) => b.ms - a.ms);
console.log("| test file (hooks included) | duration |\n|---|---|");
for (const file of files.slice(0, count)) console.log(`| \`${file.file}\` | ${seconds(file.ms)} |`);
