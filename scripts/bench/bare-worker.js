// The baselines of `npm run bench`: a Worker that answers "ok" and does nothing else. Behind the
// asset routing (bare-worker-routed.toml) an address other than / answers that file's bytes, read
// once and kept, as the site keeps its prerendered pages: the same bytes without the site's code.
const files = new Map();

export default {
  async fetch(request, env) {
    const { pathname } = new URL(request.url);
    if (pathname === "/" || !env.ASSETS) return new Response("ok");
    if (!files.has(pathname)) {
      const file = await env.ASSETS.fetch(request);
      if (!file.ok) return file;
      files.set(pathname, await file.text());
    }
    return new Response(files.get(pathname), { headers: { "Content-Type": "text/html; charset=utf-8" } });
  },
};
