import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

/** Server actions (`"use server"` modules) are the one part of src/server that components may import; their file names say so. */
const SERVER_ACTIONS = ["**/src/server/**/*-action.ts", "**/src/server/**/*-actions.ts"];

const LAYER_ZONES = [
  { target: "src", from: "tests", message: "Production code does not import tests; shared factories live in src/demo/factories." },
  { target: "src/domain", from: ["src/db", "src/server", "src/app", "src/components", "src/demo", "src/config"], message: "The domain is pure." },
  { target: "src/db", from: ["src/server", "src/app", "src/components", "src/demo"], message: "src/db may import only the domain." },
  { target: "src/demo", from: ["src/server", "src/app", "src/components"], message: "Demo material may import the domain and the database schema's row types." },
  { target: "src/demo", from: "src/db", except: ["./schema"], message: "Demo material may import the domain and the database schema's row types." },
  { target: "src/server", from: ["src/app", "src/components"], message: "Services do not import routes or UI: put shared types in src/domain." },
  { target: "src/components", from: ["src/app", "src/db", "src/demo"], message: "Components get their data as props: put shared types in src/domain." },
  { target: "src/components", from: ["src/server/**"], except: SERVER_ACTIONS, message: "Components may import from src/server only its server actions (*-action.ts, *-actions.ts)." },
];

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  { ignores: [".next/**", ".data/**", "node_modules/**", "src/db/migrations/**", "test-results/**", "playwright-report/**"] },
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    // The domain layer stays pure: no framework, no database, no environment.
    files: ["src/domain/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: ["next", "next/*", "react", "react-dom", "drizzle-orm", "drizzle-orm/*", "@/db/*", "@/server/*", "@/app/*", "@/components/*"] }],
      "no-restricted-globals": ["error", "process"],
    },
  },
  {
    // The layer table of docs/architecture.md. Paths are resolved, so `@/…`, relative and type-only imports all count.
    // Tests beside the code may reach across layers (a route's integration test lives with its service).
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "import/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones: LAYER_ZONES }],
      // Settings are read through loadEnv (src/config/env.ts, zod); NODE_ENV and NEXT_RUNTIME are Next.js's, inlined at build.
      "no-restricted-syntax": ["error", { selector: "MemberExpression[object.object.name='process'][object.property.name='env']:not([property.name=/^(NODE_ENV|NEXT_RUNTIME)$/])", message: "Read settings through loadEnv() from src/config/env.ts." }],
    },
  },
  {
    // Failures and warnings go to the structured log (src/server/logging), one JSON line each with the node's name,
    // where a fleet's collector finds them; console.log stays for the start-up lines a person reads.
    files: ["src/server/**/*.ts", "src/app/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: { "no-console": ["error", { allow: ["log"] }] },
  },
];

export default config;
