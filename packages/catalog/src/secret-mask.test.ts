// Secrets in every form: a secret echoed percent-encoded, JSON-escaped or base64, or cut by
// whoever echoed it, is masked as surely as the raw value.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { maskSecrets, secretForms } from "./secret-mask.js";

const TOKEN = 'sk/live+9f3K=Qx7"pw@d:2Zr%Tu8Lm0Nq4';

describe("secretForms + maskSecrets", () => {
  it("masks the raw, percent-encoded (both cases, form-encoded), JSON-escaped and base64 forms", () => {
    const forms = secretForms([TOKEN]);
    const b64 = Buffer.from(TOKEN).toString("base64");
    const echoes = [
      TOKEN,
      encodeURIComponent(TOKEN),
      encodeURIComponent(TOKEN).replace(/%[0-9A-F]{2}/g, (hex) => hex.toLowerCase()),
      new URLSearchParams({ t: TOKEN }).toString().slice(2),
      JSON.stringify(TOKEN).slice(1, -1),
      b64,
      b64.replace(/=+$/, ""),
      Buffer.from(TOKEN).toString("base64url"),
    ];
    for (const echo of echoes) expect(maskSecrets(`got <${echo}> back`, forms)).toBe("got <***> back");
  });

  it("masks a percent-encoded secret as written and decoded (a URL password)", () => {
    const forms = secretForms(["hunter%402"]);
    expect(maskSecrets("user admin:hunter%402 and hunter@2", forms)).toBe("user admin:*** and ***");
  });

  it("masks every fragment of 10 or more characters of a long secret, wherever it is cut", () => {
    const forms = secretForms([TOKEN]);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: TOKEN.length - 10 }),
        fc.integer({ min: 10, max: TOKEN.length }),
        (start, length) => {
          const piece = TOKEN.slice(start, start + length);
          fc.pre(piece.length >= 10);
          const out = maskSecrets(`prefix ${piece} suffix`, forms);
          expect(out).toBe("prefix *** suffix");
        },
      ),
    );
  });

  it("leaves ordinary text alone: short secrets are masked whole only, fragments never span whitespace", () => {
    expect(maskSecrets("production build", secretForms(["production"]))).toBe("*** build");
    expect(maskSecrets("product", secretForms(["production"]))).toBe("product");
    expect(maskSecrets("use a Bearer token", secretForms(["Bearer tok-7f3a9c-long-enough"]))).toBe(
      "use a Bearer token",
    );
    expect(maskSecrets("x", [], "[redacted]")).toBe("x");
  });
});
