// Public API of @hermes/connectors. Filled in by a later change; nothing is exported yet.
export {};
