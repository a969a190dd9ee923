// The feature's face: what routes and other features may use.
export { audioUploadForm } from "./schema";
