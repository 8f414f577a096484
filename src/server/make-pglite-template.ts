// `node dist/server/make-pglite-template.js <folder>`: the build's migrated PGlite template (decision 042).
import { writePgliteTemplate } from "./platform/db";

const dir = process.argv[2];
if (!dir) throw new Error("usage: make-pglite-template <folder>");
await writePgliteTemplate(dir);
