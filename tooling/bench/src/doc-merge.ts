/**
 * `doc` (a generated docs/benchmarks.md) with each `## …` section of `fresh` put in place of the
 * section of the same heading, or appended when `doc` has none: what a run of some suites
 * (`--suite`) writes, leaving the other suites' last figures as they were.
 */
export function mergeSections(doc: string, fresh: readonly string[]): string {
  const parts = doc.replace(/\n+$/, "").split(/\n(?=## )/);
  for (const section of fresh) {
    const heading = section.slice(0, section.indexOf("\n") === -1 ? undefined : section.indexOf("\n"));
    const at = parts.findIndex((part) => part.startsWith(`${heading}\n`) || part === heading);
    if (at === -1) parts.push(section.replace(/\n+$/, ""));
    else parts[at] = section.replace(/\n+$/, "");
  }
  return `${parts.join("\n\n").replace(/\n{3,}(?=## )/g, "\n\n")}\n`;
}
