import { vitestConfig } from "@hermes/config/vitest";

export default vitestConfig();
