// Vitest runs server modules outside Next; the real "server-only" throws there by design.
export {};
