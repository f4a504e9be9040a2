import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DEFAULT_CONTRACT_FIXTURE,
  GATEWAY_CONTRACT,
  runGatewayContract,
  startGateway,
  TEST_TOKEN,
  type ContractTarget,
  type TestGateway,
} from "./index.js";

describe("the gateway contract, on the bundled gateway", () => {
  let gateway: TestGateway;
  const target = (): ContractTarget => ({
    origin: gateway.origin,
    token: TEST_TOKEN,
    fixture: DEFAULT_CONTRACT_FIXTURE,
  });
  beforeAll(async () => {
    gateway = await startGateway();
  });
  afterAll(async () => {
    await gateway.close();
  });

  for (const check of GATEWAY_CONTRACT) it(check.name, () => check.run(target()));

  it("runs as a whole, and catches a gateway that breaks it", async () => {
    expect((await runGatewayContract(target())).every((outcome) => outcome.ok)).toBe(true);
    gateway.setFault("search", { kind: "mismatched-echo", group: 1 });
    gateway.setFault("execute", { kind: "status", status: 500 });
    const broken = await runGatewayContract(target());
    gateway.clearFaults();
    expect(broken.filter((outcome) => !outcome.ok).map((outcome) => outcome.message)).toEqual([
      "group 1 must echo its use case",
      "execute answered HTTP 500",
      "an unknown slug must answer TOOL_NOT_FOUND in results[0].error",
    ]);
  });
});
