// Public API of @hermes/dispatch. Filled in by a later change; nothing is exported yet.
export {};
