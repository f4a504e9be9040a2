#!/usr/bin/env node
// The conformance fixture server as a stdio program: `node dist/testing/conformance-server-main.js`.
import { StdioServerTransport } from "@modelcontextprotocol/server/stdio";
import { createConformanceServer } from "./conformance-server.js";

const { server } = createConformanceServer();
server.onclose = () => process.exit(0);
process.stdin.on("end", () => process.exit(0));
await server.connect(new StdioServerTransport());
