// The files-and-search family: ls, tree, find, grep and rg, and rtk's own read (and cat), diff,
// wc, json, env, log, deps, smart, err, test and summary, and ssh (a remote command read by its
// own filter). Each command is declared in its own file
// (filters/command.ts); importing the file declares it.
import "./ls";
import "./tree";
import "./find";
import "./grep";
import "./read";
import "./diff";
import "./wc";
import "./json";
import "./env";
import "./logdedup";
import "./deps";
import "./smart";
import "./generic";
import "./ssh";
