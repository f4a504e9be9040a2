// Public API of @hermes/bridge. Filled in by a later change; nothing is exported yet.
export {};
