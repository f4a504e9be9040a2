import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { parseSessionKey, sealSession, unsealSession, type SealedSession } from "./session-seal.js";

const KEY = randomBytes(32);
const SESSION: SealedSession = {
  protocolVersion: "2025-11-25",
  capabilities: { elicitation: {}, roots: { listChanged: true } },
  clientInfo: { name: "inspector", version: "2.12.0" },
  expiresAt: 1_000_000,
};

describe("sealSession / unsealSession", () => {
  it("round-trips the state under the same key, with a fresh nonce each time", () => {
    const one = sealSession(SESSION, KEY);
    const two = sealSession(SESSION, KEY);
    expect(one).not.toBe(two);
    expect(one).toMatch(/^h1\.[A-Za-z0-9_-]+$/);
    expect(one).not.toContain("inspector");
    expect(unsealSession(one, KEY, 999_999)).toEqual({ ok: true, session: SESSION });
    expect(unsealSession(two, KEY, 0)).toEqual({ ok: true, session: SESSION });
  });

  it("refuses an id past its expiry", () => {
    const id = sealSession(SESSION, KEY);
    expect(unsealSession(id, KEY, 1_000_000)).toEqual({ ok: false, reason: "expired" });
  });

  it("refuses every single-character change and another key as forged", () => {
    const id = sealSession(SESSION, KEY);
    const body = id.slice(3);
    // every position except the last, whose low bits base64url may not carry
    for (let i = 0; i < body.length - 1; i += 1) {
      const changed = `h1.${body.slice(0, i)}${body[i] === "A" ? "B" : "A"}${body.slice(i + 1)}`;
      expect(unsealSession(changed, KEY, 0)).toEqual({ ok: false, reason: "forged" });
    }
    expect(unsealSession(id, randomBytes(32), 0)).toEqual({ ok: false, reason: "forged" });
  });

  it("refuses ids of another shape as malformed", () => {
    for (const id of ["", "0b5c2d1e-uuid", "h1.", "h1.abc", "h1.a+b/c=", `h1.${"A".repeat(9000)}`])
      expect(unsealSession(id, KEY, 0)).toEqual({ ok: false, reason: "malformed" });
  });
});

describe("parseSessionKey", () => {
  it("reads 64 hex characters and nothing else", () => {
    const hex = KEY.toString("hex");
    expect(parseSessionKey(`  ${hex}\n`)).toEqual(KEY);
    expect(parseSessionKey(hex.slice(2))).toBeUndefined();
    expect(parseSessionKey(`${hex}00`)).toBeUndefined();
    expect(parseSessionKey(KEY.toString("base64"))).toBeUndefined();
  });
});
