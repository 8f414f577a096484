// The whole database schema in one module; each feature's tables are in the file beside it named for the feature.
// This file gathers them because Drizzle needs every table in one object (`drizzle(client, { schema })` in
// platform/database/db.ts), and the server imports its tables from `db/schema`. drizzle-kit reads the whole folder
// (drizzle.config.ts) and generates the migrations in ../migrations from it (`npm run db:generate`); their SQL must
// run on PostgreSQL 15+.
export * from "./accounts";
export * from "./admin";
export * from "./broadcast";
export * from "./friends";
export * from "./jenga";
export * from "./messaging";
export * from "./notifications";
export * from "./platform";
export * from "./push";
export * from "./schedule";
export * from "./spikeball";
