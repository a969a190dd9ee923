// The baseline of `npm run bench`: a Worker that answers "ok" and does nothing else.
export default {
  fetch() {
    return new Response("ok");
  },
};
