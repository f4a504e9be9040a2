// Public API of @hermes/catalog. Filled in by a later change; nothing is exported yet.
export {};
