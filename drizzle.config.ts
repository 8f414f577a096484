// drizzle-kit settings: `npm run db:generate` turns the tables in src/server/db/schema/ into SQL migrations, committed
// with the code.
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema",
  out: "./src/server/db/migrations",
  strict: true,
  verbose: true,
});
