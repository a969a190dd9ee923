// The feature's face: what routes and other features may use.
export { DownloadButton } from "./ui/download-button";
