// The feature's server face: what routes and other features may call on the server.
export { BRAND, INK, PAGE, type PdfBlock, type PdfModel, type Piece, type TextStyle } from "./model.server";
export { onlineAt, opening, renderPdf } from "./pdf.server";
