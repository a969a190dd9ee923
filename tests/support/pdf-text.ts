/**
 * The text drawn in one of the site's PDFs: each stream is inflated and its hex-string text
 * operators (`<...> Tj`, four hex digits a character: the PDFs' CIDs are Unicode code points)
 * decoded, one line per text object (BT ... ET), page numbers and other artifacts left out. Enough
 * to check what a PDF says. Web APIs only, so unit tests (Node) and browser tests share it
 * (tests/support/pdf-inspect.ts reads the structure too).
 */
async function inflate(bytes: Uint8Array): Promise<Uint8Array | null> {
  try {
    const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream("deflate"));
    return new Uint8Array(await new Response(stream).arrayBuffer());
  } catch {
    return null;
  }
}

const latin1 = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join("");

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const whole = latin1(bytes);
  const lines: string[] = [];
  let at = 0;
  for (;;) {
    const start = whole.indexOf("stream", at);
    if (start === -1) break;
    const end = whole.indexOf("endstream", start + 6);
    if (end === -1) break;
    at = end + 9;
    if (whole.slice(start - 3, start) === "end") continue;
    const bodyStart = start + (whole[start + 6] === "\r" ? 8 : 7);
    let bodyEnd = end;
    while (bodyEnd > bodyStart && (bytes[bodyEnd - 1] === 0x0a || bytes[bodyEnd - 1] === 0x0d)) bodyEnd--;
    const body = bytes.subarray(bodyStart, bodyEnd);
    const text = latin1((await inflate(body)) ?? body);
    let line = "";
    const marks: boolean[] = [];
    for (const m of text.matchAll(/\/(\w+)\s*(?:<<[^>]*>>)?\s*(?:BDC|BMC)|\bEMC\b|\bBT\b|\bET\b|<([0-9A-Fa-f]*)>\s*Tj/g)) {
      if (m[1]) marks.push(m[1] === "Artifact" || marks.includes(true));
      else if (m[0] === "EMC") marks.pop();
      else if (m[0] === "BT") line = "";
      else if (m[0] === "ET") {
        if (line) lines.push(line);
      } else if (m[2] !== undefined && !marks.includes(true))
        line += (m[2].match(/.{4}/g) ?? []).map((h) => String.fromCharCode(Number.parseInt(h, 16))).join("");
    }
  }
  return lines.join("\n");
}
