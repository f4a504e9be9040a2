import { describe, expect, it } from "vitest";
import { actionConflict, requestActions, toolAction } from "./action-words.js";

describe("requestActions", () => {
  it("names the actions of a request's words", () => {
    expect([...requestActions("Show me the key vaults")]).toEqual(["read"]);
    expect([...requestActions("Create a secret, then list the secrets")].sort()).toEqual(["create", "read"]);
    expect(requestActions("Configuration of my store").size).toBe(0);
  });
});

describe("toolAction", () => {
  it("reads the first or the last word of a name", () => {
    expect(toolAction("keyvault_key_list")).toBe("read");
    expect(toolAction("create_issue")).toBe("create");
    expect(toolAction("deletePod")).toBe("delete");
    expect(toolAction("sql_db_rename")).toBe("update");
    expect(toolAction("FinanceTool")).toBeUndefined();
  });
});

describe("actionConflict", () => {
  it("asks a writing tool for its own action word", () => {
    expect(actionConflict(requestActions("What workbooks do I have"), "workbooks_create")).toBe(true);
    expect(actionConflict(requestActions("Create a new workbook"), "workbooks_create")).toBe(false);
  });

  it("lets a reading tool answer requests without action words", () => {
    expect(actionConflict(requestActions("my workbooks please"), "workbooks_list")).toBe(false);
    expect(actionConflict(requestActions("Delete the workbook"), "workbooks_list")).toBe(true);
  });

  it("never flags a tool whose name has no action word", () => {
    expect(actionConflict(requestActions("Delete everything"), "FinanceTool")).toBe(false);
  });
});
