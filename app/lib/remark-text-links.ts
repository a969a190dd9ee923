import type { TextPiece } from "./text-links";

/** The few mdast node fields this plugin reads and writes (no types package needed for that). */
interface MdNode {
  type: string;
  value?: string;
  url?: string;
  children?: MdNode[];
  data?: { hName?: string; hProperties?: Record<string, string[]> };
}

function toNode(piece: TextPiece): MdNode {
  switch (piece.kind) {
    case "text":
      return { type: "text", value: piece.text };
    case "tel":
    case "sms":
      return {
        type: "link",
        url: piece.href,
        children: [{ type: "text", value: piece.text }],
        data: { hProperties: { className: ["tap-number"] } },
      };
    case "url":
      return {
        type: "link",
        url: piece.href,
        children: [{ type: "text", value: piece.text }],
        data: { hProperties: { className: ["tap-address"] } },
      };
    default:
      return {
        type: "emphasis",
        children: [{ type: "text", value: piece.text }],
        data: { hName: "span", hProperties: { className: ["example-address"] } },
      };
  }
}

/**
 * The blog's MDX gets the same treatment as the rest of the content (app/components/ui/rich-text.tsx):
 * numbers become tel: links and official addresses links, when the post is compiled. `split` is
 * `splitTextLinks` with the official sites (vite.config.ts), passed in so the config loads no
 * extension-less import.
 */
export function remarkTextLinks({ split }: { split: (text: string) => TextPiece[] }) {
  const visit = (node: MdNode) => {
    // A number a post already links by hand gets the same look: never split across lines.
    if (node.type === "link" && /^(tel|sms):/.test(node.url ?? ""))
      node.data = { ...node.data, hProperties: { className: ["tap-number"] } };
    if (!node.children || node.type === "link" || node.type === "linkReference") return;
    node.children = node.children.flatMap((child) => {
      if (child.type !== "text" || !child.value) {
        visit(child);
        return [child];
      }
      const pieces = split(child.value);
      return pieces.length === 1 && pieces[0].kind === "text" ? [child] : pieces.map(toNode);
    });
  };
  return (tree: MdNode) => visit(tree);
}
