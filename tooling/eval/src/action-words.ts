// A small study lexicon of action words: what a request asks to do (read, create, delete,
// update) and what a tool's name says it does. Used only by the admission frontier study
// (frontier-*.ts) to measure whether action words separate a tool from its siblings; the
// product does not ship it.

/** The kinds of action the study tells apart. */
export type ActionClass = "read" | "create" | "delete" | "update";

const REQUEST_WORDS: Readonly<Record<ActionClass, string>> = {
  read: "list lists listing get gets getting show shows showing display displays describe view retrieve fetch find enumerate what what's which tell see look read details status inspect give browse",
  create: "create creates creating creation add adds adding new make provision generate register insert",
  delete: "delete deletes deleting remove removes removing drop destroy purge erase",
  update:
    "update updates updating set sets modify change edit rename configure configures enable disable patch replace",
};

const TOOL_WORDS: Readonly<Record<ActionClass, string>> = {
  read: "list get show details describe retrieve fetch view read find",
  create: "create add new insert register",
  delete: "delete remove drop destroy purge",
  update: "update set modify edit patch rename",
};

function lexicon(words: Readonly<Record<ActionClass, string>>): ReadonlyMap<string, ActionClass> {
  const map = new Map<string, ActionClass>();
  for (const [action, list] of Object.entries(words) as [ActionClass, string][]) {
    for (const word of list.split(" ")) map.set(word, action);
  }
  return map;
}

const REQUEST_LEXICON = lexicon(REQUEST_WORDS);
const TOOL_LEXICON = lexicon(TOOL_WORDS);

/** The action classes a request's words name ("Show me the vaults" → read). Lowercase whole words only. */
export function requestActions(text: string): ReadonlySet<ActionClass> {
  const actions = new Set<ActionClass>();
  for (const word of text.toLowerCase().split(/[^a-z']+/)) {
    const action = REQUEST_LEXICON.get(word);
    if (action !== undefined) actions.add(action);
  }
  return actions;
}

/**
 * The action a tool name states with its first or last word (`create_issue`, `keyvault_key_list`,
 * `listPods`), the first word winning; `undefined` when neither is an action word.
 */
export function toolAction(name: string): ActionClass | undefined {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== "");
  const first = words[0];
  const last = words[words.length - 1];
  return (
    (first === undefined ? undefined : TOOL_LEXICON.get(first)) ??
    (last === undefined ? undefined : TOOL_LEXICON.get(last))
  );
}

/**
 * True when the tool's action contradicts the request: a tool that creates, deletes or updates
 * needs a request word of that action; a tool that reads conflicts with a request that names
 * actions but no reading one. A tool without an action word never conflicts.
 */
export function actionConflict(requested: ReadonlySet<ActionClass>, toolName: string): boolean {
  const action = toolAction(toolName);
  if (action === undefined) return false;
  if (action !== "read") return !requested.has(action);
  return requested.size > 0 && !requested.has("read");
}
