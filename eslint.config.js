// Lint rules, including the import boundaries of docs/ARCHITECTURE.md.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const serverOrWeb = {
  group: ["@/server/**", "@/web/**", "**/server/**", "**/web/**"],
  message: "src/domain is shared by server and browser: it imports nothing from server or web.",
};
const server = {
  group: ["@/server/**", "**/server/**"],
  message: "The browser app never imports server code; share rules through src/domain.",
};
/**
 * `../other/x` from a file directly in a feature's folder, `../../other/x` from one a folder deeper (a sub-feature,
 * an `api/` folder), and so on: the path that climbs out of the feature and into another; or any feature's alias path.
 */
const otherFeatureAt = (depth) => ({
  regex: `^((\\.\\./){${depth}}(?!\\.\\.)[^/]+/|@/(server|web)/features/)`,
  message: "A feature does not reach into another feature; go through src/domain or a platform service.",
});
/** One block per depth below `features/<feature>/`, for both trees; the browser's also keeps server code out. */
const featureBoundaries = [1, 2, 3].flatMap((depth) => {
  const files = (tree) => [`src/${tree}/features/*/${"*/".repeat(depth - 1)}*`];
  return [
    {
      files: files("web"),
      rules: { "no-restricted-imports": ["error", { patterns: [server, otherFeatureAt(depth)] }] },
    },
    { files: files("server"), rules: { "no-restricted-imports": ["error", { patterns: [otherFeatureAt(depth)] }] } },
  ];
});

const SIZE_EXEMPT = [
  "**/*.test.{ts,tsx}",
  "src/server/testing/**",
  "src/server/db/migrations/**",
  "src/server/db/schema/**",
];

export default tseslint.config(
  {
    ignores: [
      ".tmp/**",
      "dist/**",
      "data/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      "src/server/db/migrations/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  { files: ["src/domain/**"], rules: { "no-restricted-imports": ["error", { patterns: [serverOrWeb] }] } },
  {
    files: ["src/web/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [server] }] },
  },
  ...featureBoundaries,
  { files: ["src/server/main.ts", "bench/**", "scripts/**", "e2e/**"], rules: { "no-console": "off" } },
  // Sizes a newcomer can read at once: no source file over 300 lines, no function (a routes plugin, a component)
  // over 150. Tests, test support, migrations and the database schema are read differently and left out.
  {
    files: ["src/**/*.{ts,tsx}"],
    ignores: [...SIZE_EXEMPT],
    rules: { "max-lines": ["error", { max: 300 }], "max-lines-per-function": ["error", { max: 150 }] },
  },
  // A getBy… or findBy… query throws when nothing matches, so a truthiness matcher on its answer can never fail on its
  // own: a test says what it checks (`toHaveTextContent`-like assertions on the element), or lets the query be the check.
  {
    files: ["src/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...["arguments.0", "arguments.0.argument"].map((query) => ({
          selector: `CallExpression[callee.property.name=/^(toBeTruthy|toBeDefined)$/][callee.object.callee.name="expect"][callee.object.${query}.callee.property.name=/^(get|find)(All)?By/]`,
          message:
            "getBy…/findBy… throw when nothing matches, so this cannot fail: call the query on its own or assert what the element shows.",
        })),
      ],
    },
  },
  // A promise nobody awaits or catches on the server is a rejection that ends the process (one bad frame on a socket
  // did exactly that). Type-aware, so only for the server's own sources.
  {
    files: ["src/server/**/*.ts"],
    ignores: ["**/*.test.ts", "src/server/testing/**"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { arguments: false } }],
    },
  },
);
