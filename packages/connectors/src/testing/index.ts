// @hermes/connectors/testing: a real loopback gateway and a contract suite for any gateway.
export { startGateway, type LoggedRequest, type StartGatewayOptions, type TestGateway } from "./server.js";
export {
  DEFAULT_CONNECTORS,
  DEFAULT_CONTRACT_FIXTURE,
  TEST_TOKEN,
  type GatewayAccount,
  type GatewayConnector,
  type GatewayTool,
} from "./fixture.js";
export type { FaultOptions, GatewayFault } from "./faults.js";
export type { Execution } from "./state.js";
export { GATEWAY_CONTRACT, runGatewayContract } from "./contract-checks.js";
export type { ContractCheck, ContractFixture, ContractOutcome, ContractTarget, ContractTool } from "./contract.js";
