import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import jsxA11y from "eslint-plugin-jsx-a11y";
import regexpPlugin from "eslint-plugin-regexp";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default defineConfig([
  globalIgnores([
    "build/",
    "data/",
    ".react-router/",
    "node_modules/",
    "content/",
    "test-results/",
    "playwright-report/",
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  // Every pattern must run in linear time: request data reaches many of them (decision 0008).
  regexpPlugin.configs["flat/recommended"],
  {
    rules: {
      "regexp/no-super-linear-backtracking": ["error", { report: "potential" }],
      "regexp/no-super-linear-move": ["error", { report: "potential", ignorePartial: false }],
      "regexp/no-misleading-capturing-group": "error",
    },
  },
  {
    // No function over 100 lines of code (decisions 0037, 0052). Tests are left out: a spec's
    // `describe` callback is a list of cases, not a function doing one thing.
    ignores: ["tests/**"],
    rules: {
      "max-lines-per-function": ["error", { max: 100, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["app/**/*.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Browser code must never import server modules with state (the database, secrets): pages
    // reach those through the loader context. Stateless helpers for loaders (HTML sanitizing,
    // page view models) may be imported; React Router keeps them out of the browser bundle.
    files: ["app/**/*.{ts,tsx}"],
    ignores: [
      "app/server/**",
      "app/routes/**/*.server.ts",
      "app/entry.server.tsx",
      "app/load-context.ts",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^~/server/(?!html/|pages/)",
              allowTypeImports: true,
              message: "Pages reach server code through the loader context, not imports.",
            },
          ],
        },
      ],
    },
  },
  {
    // A route's own `.server.ts` (its action, a staff feature's plumbing) never reaches the
    // browser (React Router refuses to bundle it there), so it may use stateless server helpers;
    // what holds state (the database, secrets, the services) still comes from the context.
    files: ["app/routes/**/*.server.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^~/server/(db/|secrets|services|config|server)",
              allowTypeImports: true,
              message: "Actions reach stateful server code through the context, not imports.",
            },
          ],
        },
      ],
    },
  },
]);
