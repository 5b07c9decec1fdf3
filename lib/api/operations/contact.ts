// Operations of this area are added here (see lib/api/operation.ts).
export {};
