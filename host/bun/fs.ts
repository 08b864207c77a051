export { readFile } from "../node/fs";
