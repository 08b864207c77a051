// Rewrites a bundle so that V8 compiles every function in it when it compiles the file, not when
// the function is first called: V8 compiles a function expression in parentheses at once (its
// "PIFE" heuristic), and Node's compile cache keeps what was compiled with the file, so a run
// that finds the file in its cache compiles none of the functions it calls (dist/cli/node.cjs and
// node-quick.cjs: `rtk git status` on Node; scripts/build.mjs says why not Deno's start.js).
//
// Function expressions are put in parentheses, and so are arrow functions, made function
// expressions (V8 compiles an arrow lazily, in parentheses or not), when they name no `this`,
// `arguments`, `super` or `new.target` (which a function would bind itself). A function declaration cannot be, and its name is
// bound before any statement of its scope runs (it hoists), so it becomes a binding made the same
// way, moved to the start of that scope (after its directives): `var f=(function(a){...});` in
// a function or the file, `let f=...` in a block of strict code (where a declaration is scoped
// to the block, which is where `let` puts it); a declaration in a block of sloppy code (Annex B
// semantics) and in a `case` clause stays as it is. The expression keeps no name of its own
// (inside, the name is the scope's binding, as with the declaration); `f.name` is still "f".
import ts from "typescript";

/** `text` (a script, or a module when `module`) with its functions compiled eagerly; throws on a parse error. */
export function eagerFunctions(text, { module = false } = {}) {
  const sf = ts.createSourceFile(module ? "bundle.mjs" : "bundle.js", text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  if (sf.parseDiagnostics.length > 0) throw new Error(`eagerFunctions: cannot parse the bundle: ${ts.flattenDiagnosticMessageText(sf.parseDiagnostics[0].messageText, "\n")}`);
  const isFunctionLike = (n) => ts.isFunctionDeclaration(n) || ts.isFunctionExpression(n) || ts.isArrowFunction(n) || ts.isMethodDeclaration(n) || ts.isConstructorDeclaration(n) || ts.isGetAccessorDeclaration(n) || ts.isSetAccessorDeclaration(n) || ts.isClassStaticBlockDeclaration(n);
  const directives = (stmts) => {
    let i = 0;
    while (i < stmts.length && ts.isExpressionStatement(stmts[i]) && ts.isStringLiteral(stmts[i].expression)) i++;
    return i;
  };
  const strictFrom = (stmts, strict) => strict || stmts.slice(0, directives(stmts)).some((s) => s.expression.text === "use strict");

  /** Whether an arrow function's text names `this`, `arguments`, `super` or `new.target` anywhere (then it stays an arrow). */
  const usesOwnBindings = (node) => {
    let found = false;
    const visit = (n) => {
      if (found) return;
      if (n.kind === ts.SyntaxKind.ThisKeyword || n.kind === ts.SyntaxKind.SuperKeyword || ts.isMetaProperty(n) || (ts.isIdentifier(n) && n.text === "arguments")) found = true;
      else ts.forEachChild(n, visit);
    };
    visit(node);
    return found;
  };

  /** The rewritten text of node, from its first token to its end. */
  function emit(node, strict) {
    if (ts.isArrowFunction(node) && !usesOwnBindings(node)) {
      // The same function as an expression: it binds no `this` or `arguments` of its own that
      // the arrow's body could see (it names none), and nothing constructs an arrow.
      const isAsync = (node.modifiers ?? []).some((m) => m.kind === ts.SyntaxKind.AsyncKeyword);
      let params = "";
      let at = node.parameters.pos;
      for (const p of node.parameters) {
        params += text.slice(at, p.getStart(sf)) + emit(p, strict);
        at = p.end;
      }
      params += text.slice(at, node.parameters.end);
      const body = ts.isBlock(node.body) ? emit(node.body, strict) : `{return ${emit(node.body, strict)}}`;
      const fn = `${isAsync ? "async " : ""}function(${params.trim()})${body}`;
      return ts.isParenthesizedExpression(node.parent) ? fn : `(${fn})`;
    }
    if (ts.isFunctionExpression(node)) {
      const inner = span(node, node.getStart(sf), node.end, strict);
      return ts.isParenthesizedExpression(node.parent) ? inner : `(${inner})`;
    }
    return span(node, node.getStart(sf), node.end, strict);
  }

  /** Text of node's range [from, to) with its children rewritten. */
  function span(node, from, to, strict) {
    if (ts.isSourceFile(node) || ts.isBlock(node) || ts.isModuleBlock?.(node)) {
      const stmts = node.statements;
      const functionBody = ts.isSourceFile(node) || (node.parent !== undefined && isFunctionLike(node.parent));
      const inner = ts.isSourceFile(node) ? strictFrom(stmts, strict || module) : functionBody ? strictFrom(stmts, strict) : strict;
      const keyword = functionBody ? "var" : inner ? "let" : null;
      return scope(node, stmts, from, to, inner, keyword);
    }
    let out = "";
    let at = from;
    const strictHere = isFunctionLike(node) || ts.isClassLike(node) ? strict || ts.isClassLike(node) : strict;
    ts.forEachChild(node, (child) => {
      const start = child.getStart(sf);
      if (start < at) return;
      out += text.slice(at, start) + emit(child, strictHere);
      at = child.end;
    });
    return out + text.slice(at, to);
  }

  /** A statement list's text, its function declarations moved to its start as bindings made with `keyword` (null: left in place). */
  function scope(node, stmts, from, to, strict, keyword) {
    const hoisted = [];
    let out = "";
    let at = from;
    const lead = directives(stmts);
    // Where the hoisted bindings go: after the directives, or after the opening brace.
    const insertAt = lead > 0 ? stmts[lead - 1].end : ts.isSourceFile(node) ? (stmts.length > 0 ? stmts[0].getStart(sf) : to) : node.getStart(sf) + 1;
    let inserted = false;
    const insert = () => {
      if (inserted) return "";
      inserted = true;
      return "\u0000HOIST\u0000";
    };
    if (insertAt === from) out += insert();
    ts.forEachChild(node, (child) => {
      const start = child.getStart(sf);
      if (!inserted && start >= insertAt) {
        out += text.slice(at, insertAt) + insert();
        at = insertAt;
      }
      if (keyword !== null && ts.isFunctionDeclaration(child) && child.name !== undefined && child.body !== undefined && stmts.includes(child)) {
        const modifiers = child.modifiers ?? [];
        if (modifiers.some((m) => m.kind !== ts.SyntaxKind.AsyncKeyword)) throw new Error(`eagerFunctions: a function declaration with modifiers other than async (${child.name.text})`);
        const body = text.slice(child.getStart(sf), child.name.getStart(sf)).trimEnd() + span(child, child.name.end, child.end, strict);
        hoisted.push(`${keyword} ${child.name.text}=(${body});`);
        out += text.slice(at, start);
        at = child.end;
        return;
      }
      out += text.slice(at, start) + emit(child, strict);
      at = child.end;
    });
    if (!inserted) {
      out += text.slice(at, Math.max(at, insertAt)) + insert();
      at = Math.max(at, insertAt);
    }
    out += text.slice(at, to);
    return out.replace("\u0000HOIST\u0000", hoisted.join(""));
  }

  return span(sf, 0, text.length, false);
}
