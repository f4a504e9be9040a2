// A downstream server with what the official MCP conformance suite's server scenarios ask for
// (its "everything server" semantics: the same tool, resource and prompt names and results),
// written on the low-level SDK v2 `Server` so every listing is exactly as declared. The gateway
// is put in front of it and the suite run against the gateway: whatever passes here directly
// must pass through it.
import { ProtocolError, ProtocolErrorCode, Server, type CallToolResult, type Tool } from "@modelcontextprotocol/server";

/** A 1×1 red PNG and a minimal WAV file, base64. */
const PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==";
const WAV = "UklGRiYAAABXQVZFZm10IBAAAAABAAEAQB8AAAB9AAACABAAZGF0YQIAAAA=";

const NO_ARGS = { type: "object" as const, properties: {} };
const tool = (name: string, description: string, inputSchema: Tool["inputSchema"] = NO_ARGS): Tool => ({
  name,
  description,
  inputSchema,
});
const stringArg = (name: string, description: string): Tool["inputSchema"] => ({
  type: "object",
  properties: { [name]: { type: "string", description } },
  required: [name],
});

/** The tools, in the order `tools/list` gives them. */
export const CONFORMANCE_TOOLS: readonly Tool[] = Object.freeze([
  tool("test_simple_text", "Returns one text block"),
  tool("test_image_content", "Returns one image block"),
  tool("test_audio_content", "Returns one audio block"),
  tool("test_embedded_resource", "Returns one embedded resource"),
  tool("test_multiple_content_types", "Returns text, an image and an embedded resource"),
  tool("test_tool_with_logging", "Sends three log messages while it runs"),
  tool("test_tool_with_progress", "Sends three progress notifications while it runs"),
  tool("test_error_handling", "Always fails with isError"),
  tool("test_reconnection", "Answers after the client reconnected (over stdio there is no stream to close)"),
  tool("test_sampling", "Asks the client for an LLM completion", stringArg("prompt", "The prompt to send")),
  tool("test_elicitation", "Asks the user for input", stringArg("message", "The message to show")),
  tool("test_elicitation_sep1034_defaults", "Asks the user with a default for every primitive type"),
  tool("test_elicitation_sep1330_enums", "Asks the user with every enum schema variant"),
  tool("json_schema_2020_12_tool", "Declares a JSON Schema 2020-12 input schema", {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    type: "object",
    $defs: { address: { type: "object", properties: { street: { type: "string" }, city: { type: "string" } } } },
    properties: { name: { type: "string" }, address: { $ref: "#/$defs/address" } },
    additionalProperties: false,
  }),
]);

const text = (value: string): CallToolResult => ({ content: [{ type: "text", text: value }] });

const DEFAULTS_SCHEMA = {
  type: "object" as const,
  properties: {
    name: { type: "string" as const, description: "User name", default: "John Doe" },
    age: { type: "integer" as const, description: "User age", default: 30 },
    score: { type: "number" as const, description: "User score", default: 95.5 },
    status: {
      type: "string" as const,
      description: "User status",
      enum: ["active", "inactive", "pending"],
      default: "active",
    },
    verified: { type: "boolean" as const, description: "Verification status", default: true },
  },
};

const ENUMS_SCHEMA = {
  type: "object" as const,
  properties: {
    untitledSingle: { type: "string" as const, enum: ["option1", "option2", "option3"] },
    titledSingle: {
      type: "string" as const,
      oneOf: [
        { const: "value1", title: "First Option" },
        { const: "value2", title: "Second Option" },
        { const: "value3", title: "Third Option" },
      ],
    },
    legacyEnum: {
      type: "string" as const,
      enum: ["opt1", "opt2", "opt3"],
      enumNames: ["Option One", "Option Two", "Option Three"],
    },
    untitledMulti: {
      type: "array" as const,
      minItems: 1,
      maxItems: 3,
      items: { type: "string" as const, enum: ["option1", "option2", "option3"] },
    },
    titledMulti: {
      type: "array" as const,
      minItems: 1,
      maxItems: 3,
      items: {
        anyOf: [
          { const: "value1", title: "First Choice" },
          { const: "value2", title: "Second Choice" },
          { const: "value3", title: "Third Choice" },
        ],
      },
    },
  },
};

const stringArgOf = (args: Record<string, unknown>, key: string): string =>
  typeof args[key] === "string" ? args[key] : "";

const failure = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The resources and the template, as `resources/list` and `resources/templates/list` give them. */
const RESOURCES = [
  { uri: "test://static-text", name: "static-text", title: "Static Text Resource", mimeType: "text/plain" },
  { uri: "test://static-binary", name: "static-binary", title: "Static Binary Resource", mimeType: "image/png" },
  { uri: "test://watched-resource", name: "watched-resource", title: "Watched Resource", mimeType: "text/plain" },
];
const TEMPLATE = /^test:\/\/template\/([^/]+)\/data$/;

const PROMPTS = [
  { name: "test_simple_prompt", description: "A prompt without arguments" },
  {
    name: "test_prompt_with_arguments",
    description: "A prompt with two required arguments",
    arguments: [
      { name: "arg1", description: "First test argument", required: true },
      { name: "arg2", description: "Second test argument", required: true },
    ],
  },
  {
    name: "test_prompt_with_embedded_resource",
    description: "A prompt with an embedded resource",
    arguments: [{ name: "resourceUri", description: "URI of the resource to embed", required: true }],
  },
  { name: "test_prompt_with_image", description: "A prompt with an image" },
];

/** What a {@link createConformanceServer} observed: the resource subscriptions it holds. */
export interface ConformanceServer {
  readonly server: Server;
  readonly subscriptions: ReadonlySet<string>;
}

/**
 * A server with the conformance suite's tools, resources, prompts, logging and completion.
 *
 * @example
 * ```ts
 * const { server } = createConformanceServer();
 * await server.connect(new StdioServerTransport());
 * ```
 */
export function createConformanceServer(): ConformanceServer {
  const server = new Server(
    { name: "conformance-fixture", version: "1.0.0" },
    {
      capabilities: {
        tools: {},
        resources: { subscribe: true },
        prompts: {},
        logging: {},
        completions: {},
      },
    },
  );
  const subscriptions = new Set<string>();
  const log = (data: string): void =>
    void server.sendLoggingMessage({ level: "info", logger: "conformance-fixture", data }).catch(() => undefined);

  server.setRequestHandler("tools/list", () => ({ tools: [...CONFORMANCE_TOOLS] }));
  server.setRequestHandler("tools/call", async (request, ctx): Promise<CallToolResult> => {
    const args = request.params.arguments ?? {};
    switch (request.params.name) {
      case "test_simple_text":
        return text("This is a simple text response for testing.");
      case "test_image_content":
        return { content: [{ type: "image", data: PNG, mimeType: "image/png" }] };
      case "test_audio_content":
        return { content: [{ type: "audio", data: WAV, mimeType: "audio/wav" }] };
      case "test_embedded_resource":
        return {
          content: [
            {
              type: "resource",
              resource: {
                uri: "test://embedded-resource",
                mimeType: "text/plain",
                text: "This is an embedded resource content.",
              },
            },
          ],
        };
      case "test_multiple_content_types":
        return {
          content: [
            { type: "text", text: "Multiple content types test:" },
            { type: "image", data: PNG, mimeType: "image/png" },
            {
              type: "resource",
              resource: {
                uri: "test://mixed-content-resource",
                mimeType: "application/json",
                text: JSON.stringify({ test: "data", value: 123 }),
              },
            },
          ],
        };
      case "test_tool_with_logging":
        for (const step of ["Tool execution started", "Tool processing data", "Tool execution completed"])
          await ctx.mcpReq.notify({ method: "notifications/message", params: { level: "info", data: step } });
        return text("Tool with logging executed successfully");
      case "test_tool_with_progress": {
        const progressToken = request.params._meta?.progressToken ?? 0;
        for (const progress of [0, 50, 100])
          await ctx.mcpReq.notify({
            method: "notifications/progress",
            params: { progressToken, progress, total: 100, message: `Completed step ${progress} of 100` },
          });
        return text(String(progressToken));
      }
      case "test_error_handling":
        return {
          isError: true,
          content: [{ type: "text", text: "This tool intentionally returns an error for testing" }],
        };
      case "test_reconnection":
        return text(
          "Reconnection test completed successfully. If you received this, the client properly reconnected after stream closure.",
        );
      case "test_sampling":
        try {
          const result = await ctx.mcpReq.requestSampling({
            messages: [{ role: "user", content: { type: "text", text: stringArgOf(args, "prompt") } }],
            maxTokens: 100,
          });
          const content = Array.isArray(result.content) ? result.content[0] : result.content;
          return text(`LLM response: ${content?.type === "text" ? content.text : "No response"}`);
        } catch (error) {
          return text(`Sampling not supported or error: ${failure(error)}`);
        }
      case "test_elicitation":
      case "test_elicitation_sep1034_defaults":
      case "test_elicitation_sep1330_enums": {
        const name = request.params.name;
        try {
          const result = await ctx.mcpReq.elicitInput(
            name === "test_elicitation"
              ? {
                  message: stringArgOf(args, "message"),
                  requestedSchema: {
                    type: "object",
                    properties: { response: { type: "string", description: "User's response" } },
                    required: ["response"],
                  },
                }
              : name === "test_elicitation_sep1034_defaults"
                ? {
                    message: "Please review and update the form fields with defaults",
                    requestedSchema: DEFAULTS_SCHEMA,
                  }
                : { message: "Please select options from the enum fields", requestedSchema: ENUMS_SCHEMA },
          );
          const summary = `action=${result.action}, content=${JSON.stringify(result.content ?? {})}`;
          return text(name === "test_elicitation" ? `User response: ${summary}` : `Elicitation completed: ${summary}`);
        } catch (error) {
          return text(`Elicitation not supported or error: ${failure(error)}`);
        }
      }
      case "json_schema_2020_12_tool":
        return text(`JSON Schema 2020-12 tool called with: ${JSON.stringify(args)}`);
      default:
        throw new ProtocolError(ProtocolErrorCode.InvalidParams, `unknown tool "${request.params.name}"`);
    }
  });

  server.setRequestHandler("resources/list", () => ({ resources: RESOURCES }));
  server.setRequestHandler("resources/templates/list", () => ({
    resourceTemplates: [
      {
        uriTemplate: "test://template/{id}/data",
        name: "template",
        title: "Resource Template",
        mimeType: "application/json",
      },
    ],
  }));
  server.setRequestHandler("resources/read", (request) => {
    const { uri } = request.params;
    if (uri === "test://static-text")
      return { contents: [{ uri, mimeType: "text/plain", text: "This is the content of the static text resource." }] };
    if (uri === "test://static-binary") return { contents: [{ uri, mimeType: "image/png", blob: PNG }] };
    if (uri === "test://watched-resource")
      return { contents: [{ uri, mimeType: "text/plain", text: "Watched resource content" }] };
    const id = TEMPLATE.exec(uri)?.[1];
    if (id !== undefined)
      return {
        contents: [
          {
            uri,
            mimeType: "application/json",
            text: JSON.stringify({ id, templateTest: true, data: `Data for ID: ${id}` }),
          },
        ],
      };
    throw new ProtocolError(ProtocolErrorCode.InvalidParams, `unknown resource "${uri}"`);
  });
  server.setRequestHandler("resources/subscribe", (request) => {
    subscriptions.add(request.params.uri);
    log(`Subscribed to resource: ${request.params.uri}`);
    return {};
  });
  server.setRequestHandler("resources/unsubscribe", (request) => {
    subscriptions.delete(request.params.uri);
    log(`Unsubscribed from resource: ${request.params.uri}`);
    return {};
  });

  server.setRequestHandler("prompts/list", () => ({ prompts: PROMPTS }));
  server.setRequestHandler("prompts/get", (request) => {
    const args = request.params.arguments ?? {};
    const user = (value: string) => ({ role: "user" as const, content: { type: "text" as const, text: value } });
    switch (request.params.name) {
      case "test_simple_prompt":
        return { messages: [user("This is a simple prompt for testing.")] };
      case "test_prompt_with_arguments":
        return {
          messages: [user(`Prompt with arguments: arg1='${args["arg1"] ?? ""}', arg2='${args["arg2"] ?? ""}'`)],
        };
      case "test_prompt_with_embedded_resource":
        return {
          messages: [
            {
              role: "user",
              content: {
                type: "resource",
                resource: {
                  uri: args["resourceUri"] ?? "",
                  mimeType: "text/plain",
                  text: "Embedded resource content for testing.",
                },
              },
            },
            user("Please process the embedded resource above."),
          ],
        };
      case "test_prompt_with_image":
        return {
          messages: [
            { role: "user", content: { type: "image", data: PNG, mimeType: "image/png" } },
            user("Please analyze the image above."),
          ],
        };
      default:
        throw new ProtocolError(ProtocolErrorCode.InvalidParams, `unknown prompt "${request.params.name}"`);
    }
  });

  server.setRequestHandler("logging/setLevel", (request) => {
    log(`Log level set to: ${request.params.level}`);
    return {};
  });
  server.setRequestHandler("completion/complete", () => ({ completion: { values: [], total: 0, hasMore: false } }));
  return { server, subscriptions };
}
