import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { namespacedUri, parseNamespacedUri } from "./resource-naming.js";

describe("namespaced resource URIs", () => {
  it("give the server and its own URI back, for any server name and URI", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string(), (server, uri) => {
        expect(parseNamespacedUri(namespacedUri(server, uri))).toEqual({ server, uri });
      }),
    );
  });

  it("never let two servers' resources collide", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), fc.string(), (a, b, uri) => {
        fc.pre(a !== b);
        expect(namespacedUri(a, uri)).not.toBe(namespacedUri(b, uri));
      }),
    );
  });

  it("refuse URIs that are not namespaced", () => {
    for (const uri of ["note://1", "hermes-mcp://", "hermes-mcp:///x", "hermes-mcp://%E0%A4%A/x"])
      expect(parseNamespacedUri(uri)).toBeUndefined();
  });
});
