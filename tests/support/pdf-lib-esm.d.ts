// pdf-lib's one-file ES build, which workerd's test runner can load (its es/ folder uses import
// paths without extensions, and its cjs/ build needs `exports`); the same API as "pdf-lib".
declare module "pdf-lib/dist/pdf-lib.esm.js" {
  export * from "pdf-lib";
}
