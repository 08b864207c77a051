// gh (GitHub CLI) in its non-terminal output (what gh prints when stdout is not a TTY, as rtk
// runs it):
//   list (pr / issue / run / release): tab-separated rows -> a count line per state, then `#N title`
//                            (run: `id title (workflow, branch)`; release: the tag, and the name
//                            where it says more than the tag), titles whole, the state marked only
//                            where it is not the most common one; branches, labels, times left
//                            to `view` (the run is cut: the raw list is kept for recall); rows
//                            that differ only in their id share a line (`..., also id id`); the
//                            list is what the command is for: capped only at LIST_MAX_ENTRIES
//   view (pr / issue / release / repo): `key:\tvalue` header -> one line `owner/repo#N title [STATE]
//                            by author` plus the non-empty fields (`false` flags go: a release's
//                            draft and prerelease); the markdown body (a README) without HTML comments,
//                            images, badge rows and horizontal rules; a folded <details> block
//                            is shown unfolded (its tags go, its <summary> text stays as a line),
//                            blank lines kept only between two paragraphs (not beside a heading,
//                            a list or a fence), fenced code kept as it is, capped
//   checks:                  counts per state, and the checks that did not pass with their link
//   run view:                passing steps and jobs counted, failures and annotations kept; the
//                            run's github.com page said as its repository
//   api:                     the JSON document with every value, one line per top-level member
//                            (or array item), without the whitespace of its pretty-printing and
//                            without the REST API's links to other API resources (`url`,
//                            `*_url` naming /api/v3/ or api.github.com: hypermedia the agent can
//                            rebuild); web pages (`html_url`) stay. Not JSON: shown as it came
// A failed gh (no auth, no network) is shown whole.

import { ByteBuffer } from "../../abi/buffers";
import { Lines } from "../sdk/lines";
import { LIST_MAX_ENTRIES, MAX_LINE } from "../sdk/limits";
import { pushLine } from "../sdk/text";
import { CaptureSession } from "../sdk/capture";
import { JsonReader, JValue, J_ARRAY, J_NULL, J_OBJECT, J_STRING } from "../sdk/json";
import { trimWhitespace } from "../../text/trim";

/** Lines of a view's body shown. */
const BODY_MAX: i32 = 30;

/** `owner/repo` when `url` is github.com's page for pull request or issue `number`, else "". */
function repoOf(url: string, number: string): string {
  const site = "https://github.com/";
  if (number.length == 0 || !url.startsWith(site)) return "";
  const parts = url.substring(site.length).split("/");
  if (parts.length != 4 || parts[3] != number || (parts[2] != "pull" && parts[2] != "issues")) return "";
  if (parts[0].length == 0 || parts[1].length == 0) return "";
  return parts[0] + "/" + parts[1];
}

/** Whether a member is one of the REST API's links to another API resource (not a web page). */
function isApiLink(key: string, v: JValue): bool {
  if (v.kind != J_STRING || (key != "url" && !key.endsWith("_url"))) return false;
  return v.text.startsWith("https://api.github.com/") || (v.text.startsWith("https://") && v.text.indexOf("/api/v3/") > 0);
}

/** `s` as a JSON string literal. */
function jsonQuote(s: string): string {
  let r = '"';
  let st = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c != 0x22 && c != 0x5c && c >= 0x20) continue;
    r += s.substring(st, i);
    if (c == 0x22) r += '\\"';
    else if (c == 0x5c) r += "\\\\";
    else if (c == 0x0a) r += "\\n";
    else if (c == 0x0d) r += "\\r";
    else if (c == 0x09) r += "\\t";
    else r += "\\u00" + (c < 0x10 ? "0" : "") + c.toString(16);
    st = i + 1;
  }
  return r + s.substring(st) + '"';
}

/** A markdown horizontal rule (`---`, `***`, `___`, three or more): a separator, no text. */
function isRule(s: string): bool {
  const t = trimWhitespace(s);
  if (t.length < 3) return false;
  const c = t.charCodeAt(0);
  if (c != 0x2d && c != 0x2a && c != 0x5f) return false;
  for (let k = 1; k < t.length; k++) if (t.charCodeAt(k) != c) return false;
  return true;
}

/** A markdown line that starts a block of its own: a heading, a list item, a quote, a table row. */
function isBlockStart(s: string): bool {
  const t = s.trimStart();
  if (t.length == 0) return false;
  const c = t.charCodeAt(0);
  if (c == 0x23 || c == 0x3e || c == 0x7c) return true; // # > |
  if ((c == 0x2d || c == 0x2a || c == 0x2b) && t.length > 1 && t.charCodeAt(1) == 0x20) return true; // - * +
  let k = 0;
  while (k < t.length && t.charCodeAt(k) >= 0x30 && t.charCodeAt(k) <= 0x39) k++;
  return k > 0 && k + 1 < t.length && (t.charCodeAt(k) == 0x2e || t.charCodeAt(k) == 0x29) && t.charCodeAt(k + 1) == 0x20;
}

/**
 * A body line without the HTML tags that fold a block in a rendered view (`<details>`,
 * `<details open>`, `</details>`, `<summary>`, `</summary>`) where the line starts with one;
 * "" when the line was only tags. Any other line comes back as it is.
 */
function withoutFoldTags(s: string): string {
  let t = s.trimStart();
  if (!t.startsWith("<details") && !t.startsWith("</details>") && !t.startsWith("<summary>")) return s;
  for (;;) {
    if (t.startsWith("<details") && (t.length == 8 || t.charCodeAt(8) == 0x3e || t.charCodeAt(8) == 0x20)) {
      const close = t.indexOf(">");
      if (close < 0) return s;
      t = t.substring(close + 1).trimStart();
    } else if (t.startsWith("</details>")) t = t.substring(10).trimStart();
    else if (t.startsWith("<summary>")) t = t.substring(9).trimStart();
    else break;
  }
  const end = t.indexOf("</summary>");
  if (end >= 0) t = (t.substring(0, end).trimEnd() + " " + t.substring(end + 10).trimStart()).trim();
  return t;
}

/** The `pr view` / `issue view` fields the view says in its own way (or leaves out: auto-merge). */
const VIEW_KEYS = ["title", "state", "author", "number", "url", "labels", "assignees", "reviewers", "milestone", "projects", "comments", "additions", "deletions", "auto-merge"];

export class GhSession extends CaptureSession {
  constructor(readonly kind: string) {
    super();
  }

  render(exitCode: i32, out: ByteBuffer, err: ByteBuffer): bool {
    const k = this.kind;
    const L = new Lines(this.rawOut);
    if (exitCode != 0 && k != "checks") {
      return false;
    }
    if (k == "api") {
      if (!this.api(out)) return false;
    } else if (k == "pr-list" || k == "issue-list" || k == "run-list" || k == "release-list") this.list(L, out);
    else if (k == "view") this.view(L, out);
    else if (k == "checks") this.checks(L, out);
    else this.runView(L, out);
    err.pushBytes(this.rawErr.ptr, this.rawErr.length);
    return true;
  }

  /** API links left out of the `gh api` document. */
  private links: i32 = 0;

  /** `gh api`: false when the output is not one JSON document (paginated pages, headers, text). */
  private api(out: ByteBuffer): bool {
    const doc = new JsonReader(this.rawOut.ptr, this.rawOut.length).read();
    if (doc === null) return false;
    if (doc.kind == J_OBJECT) {
      for (let i = 0; i < doc.keys.length; i++) {
        if (isApiLink(doc.keys[i], doc.items[i])) this.links++;
        else pushLine(out, jsonQuote(doc.keys[i]) + ": " + this.compact(doc.items[i]));
      }
    } else if (doc.kind == J_ARRAY) {
      for (let i = 0; i < doc.items.length; i++) pushLine(out, this.compact(doc.items[i]));
    } else pushLine(out, this.compact(doc));
    if (this.links > 0) pushLine(out, "[" + this.cuts.omitted(this.links.toString() + " API links (url, *_url) left out") + "]");
    return true;
  }

  /** A value as one line of JSON, without the API links of the objects in it. */
  private compact(v: JValue): string {
    if (v.kind == J_STRING) return jsonQuote(v.text);
    if (v.kind == J_ARRAY) {
      const parts: string[] = [];
      for (let i = 0; i < v.items.length; i++) parts.push(this.compact(v.items[i]));
      return "[" + parts.join(",") + "]";
    }
    if (v.kind == J_OBJECT) {
      const parts: string[] = [];
      for (let i = 0; i < v.keys.length; i++) {
        if (isApiLink(v.keys[i], v.items[i])) this.links++;
        else parts.push(jsonQuote(v.keys[i]) + ":" + this.compact(v.items[i]));
      }
      return "{" + parts.join(",") + "}";
    }
    return v.kind == J_NULL ? "null" : v.text;
  }

  private list(L: Lines, out: ByteBuffer): void {
    // Rows are parsed first so the state most rows share can be said once in a header line and
    // only the other states marked on their rows.
    const ids: string[] = [];
    const texts: string[] = [];
    const states: string[] = [];
    const flows: string[] = [];
    const rowFlows: string[] = [];
    const alike: string[][] = [];
    const seen = new Map<string, i32>();
    const counts = new Map<string, i32>();
    let rows = 0;
    let idsShown = 0;
    let hiddenRows = 0;
    for (let i = 0; i < L.count; i++) {
      if (L.isBlank(i)) continue;
      const f = L.str(i).split("\t");
      if (f.length < 3) {
        pushLine(out, this.cuts.shorten(L.str(i), MAX_LINE));
        continue;
      }
      rows++;
      let id = "";
      let text = "";
      let state = "";
      let flow = "";
      let full = ""; // the row's fields that must be equal for rows to share a line
      if (this.kind == "pr-list") {
        // number, title, head branch, state[, created]: the branch is in `gh pr view`.
        id = "#" + f[0];
        full = f[1];
        text = full;
        state = f.length > 3 ? f[3] : "";
      } else if (this.kind == "issue-list") {
        // number, state, title, labels[, updated]: labels are in `gh issue view`.
        id = "#" + f[0];
        state = f[1];
        full = f[2];
        text = full;
      } else if (this.kind == "release-list") {
        // name, type (Draft, Latest, Pre-release or empty), tag, published: the tag is what
        // `gh release view` takes; a name that starts with its tag is said alone.
        const named = f[0] != f[2] && f[0].startsWith(f[2]);
        id = named ? "" : f[2];
        full = f[0] == f[2] ? "" : f[0];
        text = full;
        state = f[1].length > 0 ? f[1] : "published";
      } else {
        // status, conclusion, title, workflow, branch, event, id, elapsed, started: the id is
        // what `gh run view` takes, the workflow and branch say what ran.
        state = f[1].length > 0 ? f[1] : f[0];
        id = f.length > 6 ? f[6] : "";
        full = f[2];
        text = full;
        if (f.length > 4) {
          flow = f[3];
          flows.push(flow);
          text += " (" + f[4] + ")";
          full += "\t" + f[4];
        }
      }
      counts.set(state, (counts.has(state) ? counts.get(state) : 0) + 1);
      // Rows that differ only in their id (the same title, branch, workflow and state: reruns,
      // a series of pushes) are one line naming every id.
      const key = full + "\t" + flow + "\t" + state;
      if (seen.has(key)) {
        const at = seen.get(key);
        if (idsShown < LIST_MAX_ENTRIES) {
          alike[at].push(id);
          idsShown++;
          continue;
        }
      } else if (idsShown < LIST_MAX_ENTRIES) {
        seen.set(key, ids.length);
        ids.push(id);
        texts.push(text);
        states.push(state);
        rowFlows.push(flow);
        alike.push([]);
        idsShown++;
        continue;
      }
      hiddenRows++;
    }
    if (rows == 0) return;
    // Branches, labels and times are left out: the raw list stays one `rtk recall` away.
    this.cuts.cut = true;
    let common = "";
    let best = 0;
    const keys = counts.keys();
    for (let k = 0; k < keys.length; k++) {
      const n = counts.get(keys[k]);
      if (n > best && keys[k].length > 0) {
        best = n;
        common = keys[k];
      }
    }
    // "30 rows: 22 OPEN, 8 DRAFT (OPEN unless marked)"
    out.pushDecimal(rows);
    out.pushString(this.kind == "pr-list" ? " PRs: " : this.kind == "issue-list" ? " issues: " : this.kind == "release-list" ? " releases: " : " runs: ");
    for (let k = 0; k < keys.length; k++) {
      if (k > 0) out.pushString(", ");
      out.pushDecimal(counts.get(keys[k]));
      out.pushByte(0x20);
      out.pushString(keys[k].length > 0 ? keys[k] : "?");
    }
    if (keys.length > 1 && common.length > 0) {
      out.pushString(" (");
      out.pushString(common);
      out.pushString(" unless marked)");
    }
    // Runs of one workflow name it once; otherwise each row names its own.
    let oneFlow = flows.length == rows;
    for (let k = 1; k < flows.length && oneFlow; k++) if (flows[k] != flows[0]) oneFlow = false;
    if (oneFlow && flows.length > 0) {
      out.pushString(", workflow ");
      out.pushString(flows[0]);
    }
    out.pushByte(0x0a);
    for (let k = 0; k < ids.length; k++) {
      let line = ids[k].length > 0 && texts[k].length > 0 ? ids[k] + " " + texts[k] : ids[k] + texts[k];
      if (!oneFlow && rowFlows[k].length > 0) line += " [" + rowFlows[k] + "]";
      if (states[k] != common) line += " [" + states[k] + "]";
      if (alike[k].length > 0) line += ", also " + alike[k].join(" ");
      pushLine(out, line);
    }
    if (hiddenRows > 0) pushLine(out, this.cuts.more(hiddenRows));
  }

  private view(L: Lines, out: ByteBuffer): void {
    const keys = new Map<string, string>();
    // Every field in order, key then value (a release's `asset:` comes once per asset).
    const fields: string[] = [];
    let i = 0;
    for (; i < L.count; i++) {
      const s = L.str(i);
      if (s == "--") {
        i++;
        break;
      }
      const t = s.indexOf(":\t");
      if (t < 0) {
        // Not the key/value header: keep the text as it is.
        pushLine(out, this.cuts.shorten(s, MAX_LINE));
        continue;
      }
      keys.set(s.substring(0, t), s.substring(t + 2));
      fields.push(s.substring(0, t));
      fields.push(s.substring(t + 2));
    }
    const get = (k: string, m: Map<string, string>): string => (m.has(k) ? m.get(k) : "");
    let head = "";
    // A github.com link to this very number says no more than `owner/repo#N`.
    const url = get("url", keys);
    const repo = repoOf(url, get("number", keys));
    if (keys.has("number")) head += repo + "#" + get("number", keys) + " ";
    head += get("title", keys);
    if (keys.has("state")) head += " [" + get("state", keys) + "]";
    if (keys.has("author")) head += " by " + get("author", keys);
    if (head.length > 0) pushLine(out, head);
    if (repo.length == 0 && url.length > 0) pushLine(out, "url: " + url);
    const rest = ["labels", "assignees", "reviewers", "milestone", "projects", "comments"];
    for (let r = 0; r < rest.length; r++) {
      const v = get(rest[r], keys);
      if (v.length > 0 && v != "0") pushLine(out, rest[r] + ": " + v);
    }
    if (keys.has("additions") || keys.has("deletions")) pushLine(out, "+" + get("additions", keys) + "/-" + get("deletions", keys));
    // The fields of other views (a release's tag, dates and assets; a repository's name and
    // description), in gh's order; empty ones and `false` flags (draft, prerelease) go.
    for (let f = 0; f < fields.length; f += 2) {
      const v = fields[f + 1];
      if (!VIEW_KEYS.includes(fields[f]) && v.length > 0 && v != "false") pushLine(out, fields[f] + ": " + v);
    }
    // The body.
    let inComment = false;
    let blank = 0;
    let shown = 0;
    let hidden = 0;
    let fence = "";
    let prose = false;
    for (; i < L.count; i++) {
      let s = L.str(i);
      // A fenced code block is shown as it is (only the cap applies).
      const t = s.trimStart();
      if (fence.length > 0 || t.startsWith("```") || t.startsWith("~~~")) {
        if (fence.length == 0) fence = t.substring(0, 3);
        else if (t.startsWith(fence)) fence = "";
        if (shown >= BODY_MAX) {
          hidden++;
          continue;
        }
        // A fence is its own separator: no blank line around it.
        blank = 0;
        pushLine(out, this.cuts.shorten(s, MAX_LINE));
        shown++;
        prose = false;
        continue;
      }
      if (inComment) {
        if (s.indexOf("-->") >= 0) inComment = false;
        continue;
      }
      if (s.startsWith("<!--")) {
        if (s.indexOf("-->") < 0) inComment = true;
        continue;
      }
      // A folded block's content is the author's (logs, steps, an unticked checklist item): only
      // the folding tags go; `<summary>Checklist</summary>` says `Checklist`.
      const unfolded = withoutFoldTags(s);
      if (unfolded.length == 0 && s.length > 0) continue;
      s = unfolded;
      // Images and badge rows (`[![build](...)](...)`) say nothing in text.
      if (s.startsWith("![") || s.startsWith("<img") || s.startsWith("[![")) continue;
      if (isRule(s)) continue;
      // A blank line is written only before the next line shown: runs become one, none trails.
      if (L.isBlank(i)) {
        if (shown > 0) blank = 1;
        continue;
      }
      if (shown >= BODY_MAX) {
        hidden++;
        continue;
      }
      // A blank line still parts two paragraphs; next to a heading or a list it says nothing.
      const isProse = !isBlockStart(s);
      if (blank > 0 && prose && isProse) out.pushByte(0x0a);
      blank = 0;
      pushLine(out, this.cuts.shorten(s, MAX_LINE));
      shown++;
      prose = isProse;
    }
    if (hidden > 0) pushLine(out, "... " + this.cuts.omitted("+" + hidden.toString() + " more lines"));
  }

  private checks(L: Lines, out: ByteBuffer): void {
    const states: string[] = [];
    const counts: i32[] = [];
    const notPassing: string[] = [];
    for (let i = 0; i < L.count; i++) {
      const f = L.str(i).split("\t");
      if (f.length < 2) {
        if (!L.isBlank(i)) pushLine(out, this.cuts.shorten(L.str(i), MAX_LINE));
        continue;
      }
      const st = f[1];
      let at = states.indexOf(st);
      if (at < 0) {
        states.push(st);
        counts.push(0);
        at = states.length - 1;
      }
      counts[at]++;
      if (st != "pass" && st != "skipping") notPassing.push(st + ": " + f[0] + (f.length > 2 && f[2] != "0" ? " (" + f[2] + ")" : "") + (f.length > 3 ? " " + f[3] : ""));
    }
    if (states.length == 0) return;
    out.pushString("checks:");
    for (let k = 0; k < states.length; k++) {
      out.pushString(k == 0 ? " " : ", ");
      out.pushDecimal(counts[k]);
      out.pushString(" " + states[k]);
    }
    out.pushByte(0x0a);
    for (let k = 0; k < notPassing.length; k++) pushLine(out, "  " + this.cuts.shorten(notPassing[k], MAX_LINE));
  }

  private runView(L: Lines, out: ByteBuffer): void {
    let passed = 0;
    for (let i = 0; i < L.count; i++) {
      if (L.isBlank(i)) continue;
      const s = L.str(i);
      const t = s.trimStart();
      if (t.startsWith("✓") && i > 0) {
        passed++;
        continue;
      }
      // The run's page is github.com/<owner>/<repo>/actions/runs/<id>, the id already in the
      // first line: only the repository is news.
      const page = "View this run on GitHub: https://github.com/";
      if (s.startsWith(page) && i > 0) {
        const parts = s.substring(page.length).split("/");
        if (parts.length == 5 && parts[2] == "actions" && parts[3] == "runs" && parts[4].length > 0 && L.str(0).endsWith(" " + parts[4])) {
          pushLine(out, "repo: " + parts[0] + "/" + parts[1]);
          continue;
        }
      }
      pushLine(out, this.cuts.shorten(s, MAX_LINE));
    }
    if (passed > 0) pushLine(out, this.cuts.omitted(passed.toString() + " passing jobs/steps not shown"));
  }
}
