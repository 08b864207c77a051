// Bun implements node:os and process.env natively.
export { configDir, dataDir, homeDir, realPath } from "../node/paths";
