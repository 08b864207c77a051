// The regex tab: a pattern run by the core's linear-time engine over a sample text, matches
// highlighted, capture groups underlined and listed. Nothing here matches text in JS: spans
// come from the core. A pattern that backtracks exponentially elsewhere stays instant here.

import type { Rtk } from "../../bindings/index";
import { regexClasses, RegexSyntaxError, type Captures, type Match, type RegexClass } from "../../bindings/regex";
import { escapeHtml } from "./toml-highlight";

/** Matches listed with their captures; all matches are highlighted up to MAX_MARKS. */
const MAX_LISTED = 200;
const MAX_MARKS = 5000;

export class RegexTab {
  private readonly Regex: RegexClass;
  private readonly pattern$ = document.getElementById("regex") as HTMLInputElement;
  private readonly text$ = document.getElementById("regex-text") as HTMLTextAreaElement;
  private readonly error$ = document.getElementById("regex-error") as HTMLElement;
  private readonly meta$ = document.getElementById("regex-meta") as HTMLElement;
  private readonly view$ = document.getElementById("regex-view") as HTMLElement;
  private readonly list$ = document.getElementById("regex-captures") as HTMLOListElement;

  constructor(rtk: Rtk, private readonly onChange: () => void) {
    this.Regex = regexClasses(rtk.core).Regex;
    for (const el of [this.pattern$, this.text$]) {
      el.addEventListener("input", () => {
        this.run();
        this.onChange();
      });
    }
  }

  get pattern(): string {
    return this.pattern$.value;
  }

  get text(): string {
    return this.text$.value;
  }

  set(pattern: string, text: string): void {
    this.pattern$.value = pattern;
    this.text$.value = text;
  }

  run(): void {
    const text = this.text$.value;
    this.error$.textContent = "";
    this.list$.replaceChildren();
    if (this.pattern$.value === "") {
      this.view$.textContent = text;
      this.meta$.textContent = "";
      return;
    }
    const t0 = performance.now();
    let re;
    try {
      re = new this.Regex(this.pattern$.value);
    } catch (err) {
      if (!(err instanceof RegexSyntaxError)) throw err;
      const at = err.position >= 0 ? ` at column ${err.position + 1}` : "";
      this.error$.textContent = `${err.message}${at}`;
      this.error$.dataset.position = String(err.position);
      this.view$.textContent = text;
      this.meta$.textContent = "";
      return;
    }
    try {
      const matches = re.findAll(text);
      const listed: Captures<Match>[] = [];
      for (const m of matches.slice(0, MAX_LISTED)) {
        const c = re.captures(text, m.start);
        if (c) listed.push(c);
      }
      const ms = performance.now() - t0;
      this.meta$.textContent = `${matches.length} match${matches.length === 1 ? "" : "es"} in ${ms.toFixed(2)} ms (${re.groupCount} group${re.groupCount === 1 ? "" : "s"})`;
      this.meta$.dataset.ms = String(ms);
      this.view$.innerHTML = this.render(text, matches, listed);
      this.list$.replaceChildren(
        ...listed.map((c) => {
          const li = document.createElement("li");
          li.textContent = c.groups
            .map((g, i) => `${i === 0 ? "match" : re.groupNames[i] ? `${i} (${re.groupNames[i]})` : String(i)}: ${g ? JSON.stringify(g.text) : "—"}`)
            .join("   ");
          return li;
        }),
      );
    } finally {
      re.free();
    }
  }

  private render(text: string, matches: Match[], listed: Captures<Match>[]): string {
    let html = "";
    let at = 0;
    matches.slice(0, MAX_MARKS).forEach((m, i) => {
      html += escapeHtml(text.slice(at, m.start));
      const groups = listed[i]?.groups.slice(1).filter((g): g is Match => g !== undefined) ?? [];
      // Cut the match at every group boundary; a piece inside any group is underlined.
      const cuts = new Set([m.start, m.end]);
      for (const g of groups) cuts.add(g.start).add(g.end);
      const points = [...cuts].filter((p) => p >= m.start && p <= m.end).sort((a, b) => a - b);
      let inner = "";
      for (let k = 0; k + 1 < points.length; k++) {
        const piece = escapeHtml(text.slice(points[k], points[k + 1]));
        inner += groups.some((g) => g.start <= points[k] && points[k + 1] <= g.end) ? `<span class="cap">${piece}</span>` : piece;
      }
      html += `<mark${i % 2 ? ' class="alt"' : ""} data-start="${m.start}" data-end="${m.end}">${inner || "&#8203;"}</mark>`;
      at = m.end;
    });
    return html + escapeHtml(text.slice(at));
  }
}
