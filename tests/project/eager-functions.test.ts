// scripts/eager-functions.mjs, which the build runs on Node's first module and quick start (so
// that Node's compile cache holds every function of them): the rewritten
// program does what the original does, every function in it is one V8 compiles with the file (a
// parenthesized function expression), and the built files are rewritten.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { eagerFunctions } from "../../scripts/eager-functions.mjs";
import { ROOT } from "../helpers/cli";

const rewrite = eagerFunctions as (text: string, options?: { module?: boolean }) => string;

/** What a script prints (its `log` calls), run in a fresh context. */
function printed(code: string): string[] {
  const lines: string[] = [];
  runInNewContext(code, { log: (...xs: unknown[]) => lines.push(xs.map((x) => JSON.stringify(x) ?? String(x)).join(" ")) });
  return lines;
}

const PROGRAMS = [
  // Hoisting: called before the declaration, and mutually.
  `a();function a(){log("a",b(2),a.name)}function b(n){return n>0?b(n-1)+1:0}`,
  // Directives stay first; a declaration after other statements still binds from the start.
  `"use strict";log(typeof f,f());var x=1;function f(){return x}`,
  // A parameter of the same name is replaced by the declaration at entry.
  `function o(p){function p(){return 2}return typeof p}log(o(1))`,
  // Blocks of sloppy code keep their declarations (Annex B); strict blocks bind with let.
  `{log(typeof g);function g(){return 3}}log(typeof g)`,
  `"use strict";{log(g());function g(){return 3}}log(typeof g)`,
  // Arrows: made functions when they name no this/arguments/super/new.target; left alone otherwise.
  `var f=(a,b=()=>2)=>a+b();var h=()=>({q:1});var o={k:1,m(){return [1].map(v=>this.k+v)}};log(f(1),h(),o.m(),f.name,h.length)`,
  `function w(){return (()=>arguments.length)()}log(w(1,2,3))`,
  `class A{constructor(){this.x=()=>this}s(){return (()=>super.constructor===Object)()}}log(new A().x() instanceof A,new A().s())`,
  // async and generator functions.
  `async function a(){return 1}function*g(){yield 1;yield 2}log(a() instanceof Promise,[...g()],a.name,g.name)`,
  // A function expression and a callback.
  `var c=function(){return[1,2].map(function(v){return v*2})};log(c(),c.name)`,
  // Nested scopes.
  `function outer(){inner();function inner(){deeper();function deeper(){log("deep")}}}outer()`,
];

describe("eager functions", () => {
  it("rewrite a program into one that prints the same", () => {
    expect(PROGRAMS.length).toBeGreaterThan(5);
    for (const program of PROGRAMS) expect(printed(rewrite(program)), program).toEqual(printed(program));
  });

  it("leave no function V8 would compile lazily where it may be rewritten", () => {
    const out = rewrite(`a();function a(){function b(){}return b}var c=function(){};var d=x=>x+1;var e=async()=>{}`);
    expect(out).not.toMatch(/(^|[;{}])(async )?function[ *]*[a-z]/);
    expect(out).not.toContain("=>");
    expect(out).toContain("var a=(function(){var b=(function(){});return b});");
    // Rewriting twice changes nothing more.
    expect(rewrite(out)).toBe(out);
  });

  it("rejects what it cannot parse", () => {
    expect(() => rewrite("function (")).toThrow(/cannot parse/);
  });

  it("are Node's built first module and quick start", () => {
    for (const file of ["node.cjs", "node-quick.cjs"]) {
      const text = readFileSync(join(ROOT, "dist", "cli", file), "utf8");
      expect(rewrite(text), file).toBe(text);
    }
    // Not Deno's start (scripts/build.mjs says why): it still has function declarations.
    const deno = readFileSync(join(ROOT, "dist", "cli", "start.js"), "utf8");
    expect(rewrite(deno, { module: true })).not.toBe(deno);
  });
});
