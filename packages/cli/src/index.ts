// Public API of @hermes/cli: the `hermes-tool-search` command as a function (for embedding and
// tests) and the demo catalog it searches by default. The bin is `dist/cli/main.js`.
export { runCli } from "./cli/run-cli.js";
export type { CliIo } from "./cli/cli-io.js";
export { DEMO_CORE_TOOLS, demoSources, demoToolsets, type DemoSource, type DemoTool } from "./demo/demo-catalog.js";
