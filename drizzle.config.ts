// drizzle-kit settings: `npm run db:generate` turns src/server/db/schema.ts into SQL migrations, committed with the code.
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema.ts",
  out: "./src/server/db/migrations",
  strict: true,
  verbose: true,
});
