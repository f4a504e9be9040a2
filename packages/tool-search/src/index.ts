// Public API of @hermes/tool-search. Filled in by a later change; nothing is exported yet.
export {};
