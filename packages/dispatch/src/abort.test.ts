import { describe, expect, it } from "vitest";
import { untilAborted } from "./abort.js";

describe("untilAborted", () => {
  it("passes the value through, with or without a signal", async () => {
    expect(await untilAborted(Promise.resolve(1), undefined)).toEqual({ aborted: false, value: 1 });
    expect(await untilAborted(Promise.resolve(2), new AbortController().signal)).toEqual({ aborted: false, value: 2 });
  });

  it("passes on a rejection that comes before the stop", async () => {
    await expect(untilAborted(Promise.reject(new Error("no")), new AbortController().signal)).rejects.toThrow("no");
  });

  it("resolves aborted at once on a stop, and swallows the work's later rejection", async () => {
    const controller = new AbortController();
    let fail: (error: Error) => void = () => undefined;
    const work = new Promise<number>((_resolve, reject) => (fail = reject));
    const waiting = untilAborted(work, controller.signal);
    controller.abort();
    expect(await waiting).toEqual({ aborted: true });
    fail(new Error("late"));
    expect(await untilAborted(Promise.reject(new Error("late too")), controller.signal)).toEqual({ aborted: true });
  });
});
