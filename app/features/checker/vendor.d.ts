// punycode.js ships its ES module without types; these are the two functions the checker uses.
declare module "punycode/punycode.es6.js" {
  export function toUnicode(input: string): string;
  export function toASCII(input: string): string;
}

// tldts's minified build keeps the Public Suffix List as a packed string: half the size of its
// default ES build once gzipped. The types are the package's own.
declare module "tldts/dist/index.esm.min.js" {
  export * from "tldts";
}
