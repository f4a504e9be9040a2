import { describe, expect, it } from "vitest";
import { readConnectorsConfig } from "./connectors-config.js";
import { memoryLogger } from "../test/gateway.js";

describe("readConnectorsConfig", () => {
  it("defaults to enabled", () => {
    expect(readConnectorsConfig(undefined)).toEqual({ config: { enabled: true }, warnings: [] });
    expect(readConnectorsConfig(null).config.enabled).toBe(true);
    expect(readConnectorsConfig({}).config.enabled).toBe(true);
  });

  it("reads a switch or {enabled}", () => {
    expect(readConnectorsConfig(false).config.enabled).toBe(false);
    expect(readConnectorsConfig(true).config.enabled).toBe(true);
    expect(readConnectorsConfig({ enabled: false }).config.enabled).toBe(false);
    expect(readConnectorsConfig({ enabled: " No " }).config.enabled).toBe(false);
    expect(readConnectorsConfig("off").config.enabled).toBe(false);
    expect(readConnectorsConfig(0).config.enabled).toBe(false);
  });

  it("falls back to enabled with a warning naming the key and the value", () => {
    const logger = memoryLogger();
    const read = readConnectorsConfig({ enabled: "maybe" }, logger);
    expect(read.config.enabled).toBe(true);
    expect(read.warnings).toEqual([
      {
        key: "enabled",
        value: '"maybe"',
        message: 'tools.connectors.enabled: "maybe" is not a boolean; using true (connectors enabled)',
      },
    ]);
    expect(logger.lines).toHaveLength(1);
    expect(readConnectorsConfig([1]).warnings[0]?.message).toContain("tools.connectors: [1]");
  });
});
