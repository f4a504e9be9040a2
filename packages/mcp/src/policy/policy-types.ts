import type { AnnotationHint, ToolAnnotations } from "@hermes/catalog";

/** What a policy does with a tool: run it, ask the user first, or refuse it (it is not even searchable). */
export type PolicyAction = "allow" | "ask" | "deny";

/** The actions in order of strictness, weakest first: among equally specific rules the strictest wins. */
export const POLICY_ACTIONS: readonly PolicyAction[] = Object.freeze(["allow", "ask", "deny"]);

/**
 * One `policy` block as written: the top-level `policy`, or `mcpServers.<name>.policy`. Each
 * list holds patterns; `default` is the action for tools no pattern of any block matches.
 */
export interface PolicyBlock {
  readonly default?: PolicyAction;
  readonly allow: readonly string[];
  readonly ask: readonly string[];
  readonly deny: readonly string[];
}

/** How specific a rule is, most specific first (see docs/configuration.md, "Policy"). */
export type PolicyRuleKind = "exact" | "glob" | "annotation" | "default";

/** One compiled rule: an action, what it matches, and where it was written. */
export interface PolicyRule {
  readonly action: PolicyAction;
  readonly kind: PolicyRuleKind;
  /** The pattern as written (`mcp__github__delete_*`, `annotation:destructiveHint`, or `default`). */
  readonly pattern: string;
  /** The config key it came from, e.g. `policy.deny[0]` or `mcpServers.github.policy.ask[1]`. */
  readonly key: string;
  /** Set for a rule of a server's own block: it applies to that server's tools only. */
  readonly server?: string;
  /** For `annotation` rules: the hint that must hold. */
  readonly hint?: AnnotationHint;
  /** For `exact` and `glob` rules: the name pattern, matched against the namespaced name. */
  readonly match?: RegExp;
  /** Ranks rules: higher wins; ties go to the strictest action. */
  readonly specificity: number;
}

/** A compiled policy: every rule of every block. Empty: everything is allowed. */
export interface ToolPolicy {
  readonly rules: readonly PolicyRule[];
}

/** A real downstream tool as the policy sees it. */
export interface PolicyTool {
  /** The MCP server it lives on. */
  readonly server: string;
  /** Its own name on that server. */
  readonly toolName: string;
  /** What the server claims about it (hints are read with the specification's defaults). */
  readonly annotations?: ToolAnnotations | undefined;
}

/** What the policy decided for one tool, and the rule that decided (absent: no rule matched, allowed). */
export interface PolicyDecision {
  readonly action: PolicyAction;
  readonly rule?: PolicyRule;
}
