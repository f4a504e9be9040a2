import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ANNOTATION_HINTS } from "@hermes/catalog";
import { compilePolicy } from "./compile-policy.js";
import { decidePolicy } from "./decide-policy.js";
import { POLICY_ACTIONS, type PolicyAction, type PolicyBlock, type PolicyTool } from "./policy-types.js";

const action = fc.constantFrom(...POLICY_ACTIONS);
const servers = ["github", "files"] as const;
const names = ["delete_repo", "get_issue", "drop_table", "read"] as const;
const hint = fc.constantFrom(...ANNOTATION_HINTS);
/** Patterns over the small alphabet of tools above, so rules do match. */
const topPattern = fc.oneof(
  fc.constantFrom(...servers).chain((s) => fc.constantFrom(...names).map((n) => `mcp__${s}__${n}`)),
  fc.constantFrom("mcp__*", "mcp__github__*", "mcp__*__delete_*", "*", "mcp__*__get_?ssue", "*read"),
  hint.map((h) => `annotation:${h}`),
);
const ownPattern = fc.oneof(
  fc.constantFrom(...names),
  fc.constantFrom("*", "delete_*", "get_*", "*_*"),
  hint.map((h) => `annotation:${h}`),
);
const block = (pattern: fc.Arbitrary<string>): fc.Arbitrary<PolicyBlock> =>
  fc.record(
    {
      default: action,
      allow: fc.array(pattern, { maxLength: 3 }),
      ask: fc.array(pattern, { maxLength: 3 }),
      deny: fc.array(pattern, { maxLength: 3 }),
    },
    { requiredKeys: ["allow", "ask", "deny"] },
  );
const tool: fc.Arbitrary<PolicyTool> = fc.record({
  server: fc.constantFrom(...servers),
  toolName: fc.constantFrom(...names),
  annotations: fc.record(
    {
      readOnlyHint: fc.boolean(),
      destructiveHint: fc.boolean(),
      idempotentHint: fc.boolean(),
      openWorldHint: fc.boolean(),
    },
    { requiredKeys: [] },
  ),
});
const config = fc.record({ top: block(topPattern), github: block(ownPattern), files: block(ownPattern) });
const compile = (c: { top: PolicyBlock; github: PolicyBlock; files: PolicyBlock }) =>
  compilePolicy(c.top, [
    { name: "github", policy: c.github },
    { name: "files", policy: c.files },
  ]);
const rank = (a: PolicyAction): number => POLICY_ACTIONS.indexOf(a);

describe("policy precedence (properties)", () => {
  it("does not depend on the order of the rules", () => {
    fc.assert(
      fc.property(config, tool, fc.integer(), (c, t, seed) => {
        const policy = compile(c);
        const shuffled = [...policy.rules].sort(
          (a, b) => ((a.key.length * 31 + seed) % 7) - ((b.key.length * 31 + seed) % 7),
        );
        expect(decidePolicy({ rules: shuffled.reverse() }, t)).toEqual(decidePolicy(policy, t));
      }),
    );
  });

  it("an exact name decides over every glob, annotation and default (the strictest exact rule if several)", () => {
    fc.assert(
      fc.property(config, tool, action, (c, t, exact) => {
        const top = { ...c.top, [exact]: [...c.top[exact], `mcp__${t.server}__${t.toolName}`] };
        const policy = compile({ ...c, top });
        const exactActions = policy.rules
          .filter((rule) => rule.kind === "exact" && (rule.server === undefined || rule.server === t.server))
          .filter((rule) =>
            rule.match?.test(rule.server === undefined ? `mcp__${t.server}__${t.toolName}` : t.toolName),
          )
          .map((rule) => rank(rule.action));
        expect(rank(decidePolicy(policy, t).action)).toBe(Math.max(...exactActions));
      }),
    );
  });

  it("among rules of one kind and level, the strictest matching action wins; no match allows", () => {
    fc.assert(
      fc.property(block(hint.map((h) => `annotation:${h}`)), tool, (only, t) => {
        const policy = compilePolicy({ allow: only.allow, ask: only.ask, deny: only.deny });
        const matching = (["allow", "ask", "deny"] as const).filter((a) =>
          only[a].some((p) => {
            const h = p.slice("annotation:".length) as (typeof ANNOTATION_HINTS)[number];
            const declared = t.annotations?.[h];
            if (h === "destructiveHint" && t.annotations?.readOnlyHint === true) return false;
            return declared ?? (h === "destructiveHint" || h === "openWorldHint");
          }),
        );
        const expected = matching.length === 0 ? "allow" : matching[matching.length - 1];
        expect(decidePolicy(policy, t).action).toBe(expected);
      }),
    );
  });

  it("a rule less specific than the deciding one never changes the decision", () => {
    fc.assert(
      fc.property(config, tool, action, (c, t, extra) => {
        const policy = compile(c);
        const before = decidePolicy(policy, t);
        if (before.rule === undefined || before.rule.kind === "default") return;
        // A top-level default is the least specific rule there is.
        const after = decidePolicy(compile({ ...c, top: { ...c.top, default: extra } }), t);
        expect(after.action).toBe(before.action);
      }),
    );
  });
});
