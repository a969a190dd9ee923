import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/pages";

export default {
  ssr: true,
  prerender: prerenderPaths,
} satisfies Config;
