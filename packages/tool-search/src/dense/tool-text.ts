// The one text per tool the dense embedder embeds.
import type { ToolEntry } from "@hermes/catalog";

/**
 * The text a dense embedder sees for `entry`: its own name (`toolName` when namespaced), its
 * description and its top-level parameter names, e.g. `"create_issue: Create an issue.
 * Parameters: owner, repo, title"`. Pure: what `definitionHash` covers determines it.
 */
export function denseToolText(entry: ToolEntry): string {
  const name = entry.toolName ?? entry.name;
  const properties = entry.inputSchema["properties"];
  const parameters =
    typeof properties === "object" && properties !== null && !Array.isArray(properties) ? Object.keys(properties) : [];
  const description = entry.description.trim();
  return [
    `${name}${description === "" ? "" : `: ${description}`}`,
    parameters.length === 0 ? "" : `Parameters: ${parameters.join(", ")}`,
  ]
    .filter((part) => part !== "")
    .join("\n");
}
