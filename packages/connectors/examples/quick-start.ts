import { createConnectors } from "@hermes/connectors";
import { startGateway, TEST_TOKEN } from "@hermes/connectors/testing";

// A real gateway on 127.0.0.1 with in-memory apps: gmail and linear connected, notion not.
const gateway = await startGateway();
const connectors = createConnectors({ origin: gateway.origin, getToken: () => TEST_TOKEN });

// Search: every query in one request; hits are catalog entries named connectors__<app>__<tool>.
const found = await connectors.source.search(["send an email", "create linear issue"]);
console.log(found.kind === "results" ? found.groups.map((group) => group[0]?.name) : found); // ["connectors__gmail__SEND_EMAIL", "connectors__linear__CREATE_ISSUE"]

// Describe: the full schema of a composed name (the vendor slug GMAIL_SEND_EMAIL is tried first).
const described = await connectors.source.describe(["connectors__gmail__SEND_EMAIL"]);
console.log(
  described.kind === "results"
    ? described.tools.get("connectors__gmail__SEND_EMAIL")?.inputSchema["required"]
    : described,
); // ["to", "subject"]

// Execute: one request per call; failures come back as results, never as exceptions.
const sent = await connectors.execute("connectors__gmail__SEND_EMAIL", { to: "ada@example.com", subject: "Hi" });
console.log("data" in sent ? sent.data : sent.error); // { ok: true, tool: "GMAIL_SEND_EMAIL", arguments: { to: "ada@example.com", subject: "Hi" } }
const notion = await connectors.execute("connectors__notion__SEARCH_PAGES", { query: "roadmap" });
console.log("error" in notion ? [notion.error.code, notion.error.connect_url?.includes("/connect/")] : notion); // ["CONNECTION_REQUIRED", true]

// manage_connections: the tool definition to show the model, and its handler.
console.log(connectors.manageConnections.definition.name); // "manage_connections"
const status = await connectors.manageConnections.handle({ action: "status", targets: ["linear"] });
console.log(status); // { action: "status", connectors: [{ name: "linear", connected: true, accounts: [{ alias: "work", connected: true }] }] }

await gateway.close();

export { connectors };
