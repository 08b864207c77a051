// Builds without the pattern compiler (the decide-only core, dist/decide.wasm, built with
// `--use RTK_NO_COMPILER=1`): every other build leaves the name undefined, so NO_COMPILER is
// false there and nothing changes. In such a build the branches that would parse or compile a
// pattern at run time are never compiled in (so the parser and the compiler are not in the
// wasm): it runs only automata the build compiled (assembleSet). Where those do not answer, the
// caller marks `needsCompiler` and returns no match; the host then asks a core with the compiler
// (host/cli/context.ts). Once set it stays set: the whole process answers from that core.

// @ts-ignore: a build-time constant, defined only with --use RTK_NO_COMPILER=1
export const NO_COMPILER: bool = isDefined(RTK_NO_COMPILER);

/** Some answer needed a pattern compiled in a build without the compiler. */
export let needsCompiler = false;

export function markNeedsCompiler(): void {
  needsCompiler = true;
}
