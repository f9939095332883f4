import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

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
    // Failures and warnings go to the structured log (src/server/logging), one JSON line each with the node's name,
    // where a fleet's collector finds them; console.log stays for the start-up lines a person reads.
    files: ["src/server/**/*.ts", "src/app/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: { "no-console": ["error", { allow: ["log"] }] },
  },
];

export default config;
