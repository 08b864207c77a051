export { chmodFile, fileMode, makeDir, readFile, removeFile, renameFile, writeFile } from "../node/fs";
