import { vitestConfig } from "@hermes/config/vitest";

export default vitestConfig({ testTimeout: 240_000, hookTimeout: 240_000, isolate: true });
