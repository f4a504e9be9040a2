import type { CliIo } from "./cli-io.js";

/**
 * Characters a terminal acts on or that hide text: C0 controls but tab and line feed (ESC, BEL,
 * CR, backspace, …), DEL, C1 controls (U+0080–009F: an 8-bit CSI starts an escape sequence in some
 * terminals), bidi controls, zero-width and other format or default-ignorable characters, the
 * line/paragraph separators and lone surrogates.
 */
// eslint-disable-next-line no-control-regex -- matching controls is the point
const UNSAFE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\p{Cf}\p{Zl}\p{Zp}\p{Cs}\p{Default_Ignorable_Code_Point}]/gu;

/**
 * `text` with every character a terminal would act on (or that hides text) written as a
 * visible `\uXXXX` escape, so a server's stderr line or description cannot move the cursor,
 * retitle the window, ring the bell or reorder what the user reads. Inside JSON text the
 * escapes are valid JSON escapes, so printed JSON parses to the same value. Pure.
 *
 * @example
 * ```ts
 * terminalSafe("ready\u001b]0;pwned\u0007"); // "ready\\u001b]0;pwned\\u0007"
 * ```
 */
export function terminalSafe(text: string): string {
  return text.replace(UNSAFE, (char) => {
    let escaped = "";
    for (let i = 0; i < char.length; i += 1) escaped += `\\u${char.charCodeAt(i).toString(16).padStart(4, "0")}`;
    return escaped;
  });
}

/**
 * The CLI's output for a person: every write goes through {@link terminalSafe}. `--json` output
 * does not use it: it stays exact.
 */
export function terminalSafeIo(io: CliIo): CliIo {
  return { out: (text) => io.out(terminalSafe(text)), err: (text) => io.err(terminalSafe(text)) };
}
