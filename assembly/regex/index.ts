// rtk's regex engine: Rust `regex` crate syntax, leftmost-first, linear time in the haystack.
// The public surface for the rest of the core. See README.md in this folder.

export { RegexError } from "./syntax/error";
export { Regex, RegexResult, RegexSet, SetResult, compileRegex, compileSet } from "./meta";
