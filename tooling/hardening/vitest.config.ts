import { vitestConfig } from "@hermes/config/vitest";

export default vitestConfig({ testTimeout: 60_000 });
