// Bun implements node:os and process.env natively.
export { configDir, dataDir, homeDir } from "../node/paths";
