export { chmodFile, makeDir, readFile, removeFile, renameFile, writeFile } from "../node/fs";
