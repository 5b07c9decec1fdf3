import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import boundaries from "eslint-plugin-boundaries";

// The layout's boundaries (docs/architecture.md, decision 0026). Imports run app -> capability ->
// kernel. A capability is a folder lib/<name> and its components/<name>; the kernel names no
// capability; only the registries list them. The first element whose pattern matches a file wins.
const KERNEL = "@(api|actions|auth|cache|client|db|email|env|format|locations|log|ops|queue|security|site|storage|tasks|transitions|validations|generated)";
// A capability's server-only roles: its components may import their types, never their code.
const SERVER_ROLES = "@(service|loaders|operations|mails|tasks)";

const elements = [
  { type: "app", pattern: "app", partialMatch: false },
  { type: "registry", pattern: "lib/@(registry|seed)", partialMatch: false },
  { type: "kernel", pattern: `lib/${KERNEL}`, partialMatch: false },
  { type: "capability", pattern: "lib/*", partialMatch: false, capture: ["capability"] },
  { type: "ui", pattern: "components/ui", partialMatch: false },
  { type: "shell", pattern: "components/site", partialMatch: false },
  { type: "components", pattern: "components/*", partialMatch: false, capture: ["capability"] },
];
// Files by role, across elements: a capability's server-only code (a role file or a role folder).
// (Every other file in lib is "lib", so that a selector can ask for "not server".)
const files = [
  { category: "server", pattern: [`lib/*/${SERVER_ROLES}.ts`, `lib/*/${SERVER_ROLES}/**`] },
  { category: "lib", pattern: "lib/**" },
];

const to = (...types) => ({ to: { element: { types: { anyOf: types } } } });

const policies = [
  // Pages, layouts and route handlers compose everything.
  { from: { element: { type: "app" } }, allow: [to("kernel", "capability", "registry", "ui", "shell", "components")] },
  // The registries and the demo seed list the capabilities.
  { from: { element: { type: "registry" } }, allow: [to("kernel", "capability", "registry")] },
  // The kernel knows only itself.
  { from: { element: { type: "kernel" } }, allow: [to("kernel")] },
  // Capability code uses the kernel, other capabilities' code (services, contracts, rules) and the
  // registries (the admin's task list, the data export), never UI.
  { from: { element: { type: "capability" } }, allow: [to("kernel", "capability", "registry")] },
  // Shared UI knows no capability.
  { from: { element: { type: "ui" } }, allow: [to("kernel", "ui")] },
  // The site's frame (header, footer) is the one piece of UI that composes capabilities' components.
  { from: { element: { type: "shell" } }, allow: [to("kernel", "ui", "shell", "components")] },
  { from: { element: { type: "shell" } }, allow: [{ to: { element: { type: "capability" }, file: { categories: { noneOf: ["server"] } } } }] },
  // A capability's components: its own components, shared UI, the kernel, any capability's browser-safe
  // files (schemas, contract, rules, actions), and only the types of server-only files.
  {
    from: { element: { type: "components" } },
    allow: [
      to("kernel", "ui"),
      { to: { element: { type: "components", captured: { capability: "{{ from.element.captured.capability }}" } } } },
      { to: { element: { type: "capability" }, file: { categories: { noneOf: ["server"] } } } },
      { to: { file: { categories: "server" } }, dependency: { kind: "type" } },
    ],
  },
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    files: ["**/*.{ts,tsx}"],
    // Tests may reach anything they check.
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    plugins: { boundaries },
    settings: {
      "boundaries/elements": elements,
      "boundaries/files": files,
      "boundaries/include": ["app/**", "components/**", "lib/**", "proxy.ts", "instrumentation.ts"],
      "import/resolver": { typescript: { alwaysTryTypes: true } },
    },
    rules: {
      "boundaries/dependencies": [2, { default: "disallow", policies }],
    },
  },
  {
    // The visitors' first pages (bench:pages' marketing and form routes) and the frame every page draws
    // link with plain <a>: next/link and its helpers are ~4 kB gzipped, half of what those pages carry
    // beyond the framework's floor (decision 0042). Signed-in areas keep next/link.
    files: [
      "components/site/**/*.tsx",
      "components/marketing/**/*.tsx",
      "components/ui/not-found-body.tsx",
      "components/ui/breadcrumb.tsx",
      "components/accounts/auth-footer-link.tsx",
      "components/accounts/login-form.tsx",
      "components/accounts/signup-form.tsx",
      "app/not-found.tsx",
      "app/(marketing)/page.tsx",
      "app/(marketing)/{about-us,career,contact-us,services,privacy,terms}/**/*.tsx",
      "app/(marketing)/training/page.tsx",
      "app/(auth)/{login,signup}/**/*.tsx",
    ],
    // The signed-in user's header parts load on demand, only for them.
    ignores: ["components/site/account-nav.tsx", "**/*.test.tsx"],
    rules: {
      // The rule that asks for next/link instead: here the plain link is the point.
      "@next/next/no-html-link-for-pages": 0,
      "no-restricted-imports": [
        2,
        { paths: [{ name: "next/link", message: "A visitor's page links with <a> (decision 0042): next/link would add ~4 kB to every first page." }] },
      ],
    },
  },
  {
    // A file you can read in one sitting (docs/architecture.md, decision 0048): 300 lines, every line
    // counted, on what the app runs and its tests beside it. Generated code is ignored below; data
    // lives in JSON, which is not linted.
    files: ["app/**/*.{ts,tsx,mjs,mts}", "components/**/*.{ts,tsx,mjs,mts}", "lib/**/*.{ts,tsx,mjs,mts}"],
    rules: { "max-lines": [2, { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  { ignores: [".next*/**", "lib/generated/**", "node_modules/**", ".data*/**", "test-results/**", "playwright-report/**", "next-env.d.ts"] },
];

export default config;
