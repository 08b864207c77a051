// The tasks stage: a task runner's run (turbo, nx, moon, ...) split into its tasks, and each
// task's output shown through the filter of the tool that ran in it.
//
// How a run splits (docs/filters.md, "tasks"):
//   - `prefix`: every line of a task starts with its prefix (turbo's `web:build: `), and the
//     tasks' lines may interleave. The prefix's first group (else the whole match) names the
//     task. A task is held until a line of the runner's own comes, or the run ends; then the held
//     tasks are written one after the other, in the order they began.
//   - `header`: a line the pattern matches opens a task (nx's `> nx run web:build`); the lines
//     after it are the task's, up to the next header or a line `end` matches (the runner's own).
//   - both (nx's stream style: a header as each task starts, its lines behind the project's
//     prefix, a cache hit's replay under its header unprefixed): a prefixed line goes to its
//     prefix's task, any other line to the task of the last header.
// A line of the runner's own is one that is in no task: it writes every held task, then itself.
// A task's lines, prefix taken off, go to the one output-detection chain (session/detect.ts: the
// code filters' sniffers, then the declarative filters' detect_output) as a script's output
// would. What the detected filter writes comes back under the task's prefix (each line) or under
// its header, and goes on through the filter's other stages as the runner's lines do, so every
// location stays as the tool printed it and says which task it belongs to. Output nothing claims
// keeps its lines but blank ones and the package manager's script echo (`> web@1.0.0 build`).
//
// Cache hits: `title` picks a prefixed task's lines that are the runner's note about the task
// (turbo's `cache hit, replaying logs <hash>`); they stay, first, as the task's title. `cached`,
// matched on a title or a header, says the task was replayed from the cache: a replay is a
// passing task's output again, so the task is its title alone unless a line of the rendered
// replay matches `cached_keep` (a warning), when it is shown as any task.
//
// A task's exit code is not printed where its output is: a cache hit is rendered as passing (0),
// any other task with the run's exit code when the stage knows it (a capture, an inline test),
// else as failing (1), so a renderer never sums up a failure as a pass.
//
// Linked by the cores that run filter sessions (assembly/index.ts imports it, and it registers the
// stage with the pipeline): the rewrite core checks filter programs without it.
//
// Memory: a task's session is fed through the capture bound (session/spill.ts) as any session
// is, so past limits.capture_max_bytes the task's output passes raw; what its session wrote
// waits for the task's end up to TASK_PENDING_MAX bytes, past which it is written as it comes.
// The same bound holds for all open tasks together (what their sessions hold and what waits):
// past it, the task holding most spills as if it alone had passed the bound, its output so far
// written raw under its prefix or header, in order, and its later lines as they come; so a run
// of many tasks, none large, holds no more than one large run would.
// A task's consecutive lines reach its session together (up to FEED_BATCH bytes), so a session
// holds a chunk per run of lines, not one per line.

import { ByteBuffer } from "../abi/buffers";
import { Regex } from "../regex/index";
import { isRunnerBannerAt, mayBeRunnerBannerAt } from "../filters/sdk/run";
import { Cuts } from "../session/cuts";
import { DetectSession, OutputHead, SCRIPT_HOLD_BYTES, SCRIPT_HOLD_LINES } from "../session/detect";
import { SessionOutput, STDOUT } from "../session/session";
import { CAPTURE_MAX_BYTES, drainSession, endSession, feedSession, spillSession } from "../session/spill";
import { CompiledTasks } from "./compiled";
import { registerTaskSplitter, TaskSplitter } from "./engine";
import { isBlank, LineList, LineSink, LineSplitter } from "./lines";

/** What a task's session may have written before the task ends, held for it. */
export const TASK_PENDING_MAX: i32 = 1024 * 1024;
/** What a task's buffers start with (they grow as its output does). */
const TASK_BUFFER_START: i32 = 256;
/** A task's lines fed to its session at once, at most (about). */
const FEED_BATCH: i32 = 64 * 1024;
/** TaskStage.knownEnd when no answer of the prefix pattern is known. */
const UNKNOWN_END: i32 = -2;
/** Ended tasks kept to be reused for the next ones (their buffers), at most. */
const SPARE_TASKS: i32 = 32;
/** A task whose buffers grew past this is not kept for reuse: what a spare holds stays small. */
const SPARE_MAX_BYTES: i32 = 64 * 1024;

class Task {
  /** The task's name (prefix mode). */
  key: ByteBuffer = new ByteBuffer(32);
  /** Written before each of its output lines: its prefix as printed (empty in header mode). */
  prefix: ByteBuffer = new ByteBuffer(32);
  /** Its title lines (prefix mode) or its header, whole. */
  titles: LineList = new LineList();
  cached: bool = false;
  /** Set once its title and output so far were written (its output passed TASK_PENDING_MAX). */
  shown: bool = false;
  /** What it holds (session and pending output) as counted in the stage's `held`. */
  counted: i64 = 0;
  // Buffers start small: a run has many tasks, most of a few lines. An ended task's buffers are
  // reused by a later task (TaskStage.spare) with its session, and that session's chosen one when
  // the later task's detection chooses the same spec (DetectSession.reset, Session.restart), so most
  // tasks allocate only what their detection and their renderer make.
  /** Where its session holds its output until detection decides (the session's own, reused with the task). */
  readonly head: OutputHead;
  session: DetectSession;
  /** What its session wrote and the stage has not yet. */
  readonly out: SessionOutput = new SessionOutput(TASK_BUFFER_START);
  /** Splits what it wrote into lines: a line cut by the end of what was pending waits here. */
  readonly splitter: LineSplitter = new LineSplitter(TASK_BUFFER_START);

  constructor(recallId: string) {
    const head = new OutputHead(TASK_BUFFER_START);
    this.head = head;
    this.session = newSession(head, recallId);
  }

  /** Whether its buffers may serve another task: it ended whole (never spilled) and stayed small. */
  reusable(): bool {
    return this.session.spilled === null && this.head.all.data.length <= SPARE_MAX_BYTES && this.out.buf.data.length <= SPARE_MAX_BYTES && this.titles.bytes.data.length <= SPARE_MAX_BYTES;
  }

  /** A new task in the buffers of this ended one. */
  reuse(recallId: string): void {
    this.key.clear();
    this.prefix.clear();
    this.titles.clear();
    this.cached = false;
    this.shown = false;
    this.counted = 0;
    this.head.reset();
    this.out.buf.clear();
    // Its session ended whole (reusable): the same one, new again.
    this.session.reset(this.head);
    this.session.cuts.id = recallId;
  }
}

function newSession(head: OutputHead, recallId: string): DetectSession {
  const s = new DetectSession(SCRIPT_HOLD_LINES, SCRIPT_HOLD_BYTES, "", TASK_BUFFER_START, head);
  s.cuts.id = recallId;
  return s;
}

/** Writes a task's rendered lines on: each under its prefix; unclaimed output without blanks and script echo. */
class TaskLines extends LineSink {
  task: Task | null = null;
  unclaimed: bool = false;
  /** When set, lines are only tested against it (`matched`), not written. */
  probe: CompiledTasks | null = null;
  matched: bool = false;
  private prev: ByteBuffer = new ByteBuffer(64);
  private index: i32 = 0;
  private line_: ByteBuffer = new ByteBuffer(256);

  constructor(private next: LineSink) {
    super();
  }

  start(task: Task, probe: CompiledTasks | null): void {
    this.task = task;
    this.unclaimed = task.session.spec.length == 0;
    this.probe = probe;
    this.matched = false;
    this.prev.clear();
    this.index = 0;
  }

  line(src: usize, len: i32): void {
    if (this.unclaimed) {
      if (isBlank(src, len)) return;
      // Only a line that may be script echo is kept as the next one's `prev`; any other stands as empty.
      const may = mayBeRunnerBannerAt(src, len);
      const prev = this.prev;
      const echo = may && isRunnerBannerAt(src, len, prev.ptr, prev.length, this.index);
      prev.clear();
      if (may) prev.pushBytes(src, len);
      this.index++;
      if (echo) return;
    }
    const probe = this.probe;
    if (probe !== null) {
      if (!this.matched && probe.cachedKeep !== null && probe.cachedKeep!.isMatch(src, len)) this.matched = true;
      return;
    }
    const p = this.task!.prefix;
    if (p.length == 0) {
      this.next.line(src, len);
      return;
    }
    const b = this.line_;
    b.clear();
    b.pushBytes(p.ptr, p.length);
    b.pushBytes(src, len);
    this.next.line(b.ptr, b.length);
  }
}

export class TaskStage extends TaskSplitter {
  private open: Task[] = [];
  /** The list `open` was while its tasks are written (finishTasks), kept for the next tasks. */
  private closing: Task[] = [];
  /** The task of the last prefixed line: most lines belong to the task before them. */
  private last: Task | null = null;
  /** The task the last header opened (header mode). */
  private current: Task | null = null;
  private slots: StaticArray<i32> = new StaticArray<i32>(4);
  private names: PrefixNames = new PrefixNames();
  /**
   * Lines of one task (`batched`) not yet fed to its session: a task's lines mostly come one
   * after another, and a session fed a run of them at once keeps one chunk, not one per line.
   */
  private batch: ByteBuffer = new ByteBuffer(4096);
  private batched: Task | null = null;
  /** Splits a cached task's rendered output for the cached_keep probe (read afresh each time). */
  private probeSplitter: LineSplitter = new LineSplitter(TASK_BUFFER_START);
  private runnerLine: ByteBuffer = new ByteBuffer(256);
  /** The bytes that decided the prefix pattern's last answer, and that answer (prefixEnd). */
  private known: ByteBuffer = new ByteBuffer(64);
  private knownEnd: i32 = UNKNOWN_END;
  /** Whether the last prefixEnd answer came from `known` (the line begins with those bytes). */
  private knownHit: bool = false;
  /**
   * The task of the prefix `known` decided, while it is `last`: a line that begins with `known`
   * has that prefix text, so it is that task's without a compare (prefixed would find it as `last`).
   */
  private knownTask: Task | null = null;
  private lines: TaskLines;
  /** What the open tasks hold together (each task's `counted`), bounded by CAPTURE_MAX_BYTES. */
  private held: i64 = 0;
  /** Ended tasks whose buffers the next tasks reuse (at most SPARE_TASKS). */
  private spare: Task[] = [];
  /** The held output of the last task that printed only blank lines, and whether nothing claimed it (writeTask). */
  private blankHeld: ByteBuffer = new ByteBuffer(16);
  private blankUnclaimed: bool = false;

  constructor(
    private t: CompiledTasks,
    private next: LineSink,
    private cuts: Cuts,
  ) {
    super();
    this.lines = new TaskLines(next);
  }

  line(src: usize, len: i32): void {
    const t = this.t;
    const end = t.prefix !== null ? this.prefixEnd(t.prefix!, src, len) : -1;
    if (end >= 0) {
      let task: Task;
      const kt = this.knownTask;
      if (this.knownHit && kt !== null && kt === this.last) task = kt;
      else {
        task = this.prefixed(src, len, end);
        // The prefix text is `known`'s first `end` bytes (a match reads at least its own bytes).
        if (this.knownEnd != UNKNOWN_END) this.knownTask = task;
      }
      const body = src + <usize>end;
      const n = len - end;
      if (t.title !== null && t.title!.isMatch(body, n)) {
        if (t.cached !== null && t.cached!.isMatch(body, n)) task.cached = true;
        if (task.shown) {
          // After what the task's session has been fed so far (a flush may write it on).
          const copy = this.hold(src, len);
          this.flush();
          this.next.line(copy.ptr, copy.length);
        } else task.titles.add(src, len);
        return;
      }
      this.feed(task, body, n);
      return;
    }
    const header = t.header;
    if (header !== null) {
      if (header.isMatch(src, len)) {
        const copy = this.hold(src, len);
        this.closeCurrent();
        const task = this.newTask();
        task.titles.add(copy.ptr, copy.length);
        if (t.cached !== null && t.cached!.isMatch(copy.ptr, copy.length)) task.cached = true;
        this.current = task;
        return;
      }
      const cur = this.current;
      if (cur !== null && (t.end === null || !t.end!.isMatch(src, len))) {
        this.feed(cur, src, len);
        return;
      }
    }
    // A line of the runner's own: every held task is written before it.
    const copy = this.hold(src, len);
    this.finishTasks();
    this.next.line(copy.ptr, copy.length);
  }

  /**
   * Where the line's prefix ends, or -1 when it has none. The pattern is run on a line unless the
   * line begins with the bytes that decided the last answer (Regex.readEnd): then that answer
   * holds (a task's lines share their prefix, so most lines cost a compare).
   */
  private prefixEnd(prefix: Regex, src: usize, len: i32): i32 {
    const known = this.known;
    if (this.knownEnd != UNKNOWN_END && len >= known.length && memory.compare(src, known.ptr, known.length) == 0) {
      this.knownHit = true;
      return this.knownEnd;
    }
    this.knownHit = false;
    this.knownTask = null;
    const end = prefix.find(src, len, 0) && prefix.matchStart == 0 ? prefix.matchEnd : -1;
    const read = prefix.readEnd;
    this.knownEnd = read >= 0 ? end : UNKNOWN_END;
    known.clear();
    if (read >= 0) known.pushBytes(src, read);
    return end;
  }

  /** Writes every task still held (the run ended). */
  finish(): void {
    this.finishTasks();
  }

  /** Feeds the batched lines to their task's session. */
  private flush(): void {
    const task = this.batched;
    if (task === null) return;
    this.batched = null;
    const b = this.batch;
    feedSession(task.session, STDOUT, b.ptr, b.length, task.out);
    b.clear();
    // A spilled session queues what it held: shown slice by slice, the task's pending output bounded.
    do {
      if (task.out.buf.length > TASK_PENDING_MAX) this.show(task, false);
    } while (drainSession(task.session, task.out));
    if (task.out.buf.length > TASK_PENDING_MAX) this.show(task, false);
    this.recount(task);
    if (this.held > CAPTURE_MAX_BYTES) this.release();
  }

  /** Brings the stage's total up to date with what `task` holds now. */
  private recount(task: Task): void {
    const now = task.session.heldBytes() + <i64>task.out.buf.length;
    this.held += now - task.counted;
    task.counted = now;
  }

  /**
   * The open tasks hold more than the bound together: the task holding most spills (its output
   * so far is written raw, in order, and its later lines pass as they come), until they do not.
   */
  private release(): void {
    while (this.held > CAPTURE_MAX_BYTES) {
      let most = this.current;
      const open = this.open;
      for (let i = 0; i < open.length; i++) {
        const t = unchecked(open[i]);
        if (most === null || t.counted > most.counted) most = t;
      }
      if (most === null || most.counted == 0) return;
      const before = most.counted;
      spillSession(most.session);
      do this.show(most, false);
      while (drainSession(most.session, most.out));
      this.recount(most);
      // Nothing more to let go of (it holds only what it cannot write yet): stop here.
      if (most.counted >= before) return;
    }
  }

  /** The line copied: writing tasks reuses the buffers the caller's bytes may live in. */
  private hold(src: usize, len: i32): ByteBuffer {
    const b = this.runnerLine;
    b.clear();
    b.pushBytes(src, len);
    return b;
  }

  private finishTasks(): void {
    this.flush();
    this.closeCurrent();
    const open = this.open;
    if (open.length == 0) return;
    // The two lists take turns: the tasks being written are in one, tasks opened meanwhile go to the other.
    this.open = this.closing;
    this.closing = open;
    this.last = null;
    for (let i = 0; i < open.length; i++) this.finishTask(unchecked(open[i]));
    open.length = 0;
  }

  private closeCurrent(): void {
    const cur = this.current;
    if (cur === null) return;
    this.flush();
    this.current = null;
    this.finishTask(cur);
  }

  /**
   * The held task of a line whose prefix is its first `end` bytes, opened when new. The same
   * prefix text names the same task, so most lines are placed by a byte compare (the task of the
   * line before first), without the engine's capture pass that names a new prefix's task.
   */
  private prefixed(src: usize, len: i32, end: i32): Task {
    const last = this.last;
    if (last !== null && sameBytes(last.prefix, src, end)) return last;
    const open = this.open;
    for (let i = 0; i < open.length; i++) {
      const t = unchecked(open[i]);
      if (sameBytes(t.prefix, src, end)) return (this.last = t);
    }
    // A new prefix text: its first group (else the whole match) names the task it belongs to.
    const prefix = this.t.prefix!;
    let keyAt: i32 = 0;
    let keyLen: i32 = end;
    if (prefix.groupCount > 0) {
      // The group of a prefix text seen before (a run's tasks repeat their prefixes) without the capture pass.
      const seen = this.names.find(src, len, end);
      if (seen >= 0) {
        keyAt = this.names.keyAt(seen);
        keyLen = this.names.keyLen(seen);
      } else {
        const slots = this.slots;
        const named = prefix.captures(src, len, 0, slots) && unchecked(slots[2]) >= 0;
        keyAt = named ? unchecked(slots[2]) : 0;
        keyLen = named ? unchecked(slots[3]) - keyAt : end;
        this.names.add(src, len, end, keyAt, keyLen);
      }
    }
    const key = src + <usize>keyAt;
    for (let i = 0; i < open.length; i++) {
      const t = unchecked(open[i]);
      if (sameBytes(t.key, key, keyLen)) return (this.last = t);
    }
    const task = this.newTask();
    task.key.pushBytes(key, keyLen);
    task.prefix.pushBytes(src, end);
    open.push(task);
    return (this.last = task);
  }

  /** One line of a task's own output, batched for its session (fed when another task's line comes, or FEED_BATCH bytes wait). */
  private feed(task: Task, src: usize, len: i32): void {
    if (this.batched !== task && this.batched !== null) {
      // The line is copied first: feeding may write a task on, over the buffer it lives in.
      const copy = this.hold(src, len);
      this.flush();
      src = copy.ptr;
    }
    this.batched = task;
    const b = this.batch;
    b.pushBytes(src, len);
    b.pushByte(0x0a);
    if (b.length >= FEED_BATCH) this.flush();
  }

  /** The task's end: written (`writeTask`), and no longer counted as held; its buffers kept for a next task. */
  private finishTask(task: Task): void {
    this.writeTask(task);
    this.held -= task.counted;
    task.counted = 0;
    // Nothing refers to it now: the stage let go of it (open, last, current, batched) before its end.
    if (this.spare.length < SPARE_TASKS && task.reusable()) this.spare.push(task);
  }

  /** A new task: a spare one's buffers when there is one. */
  private newTask(): Task {
    const spare = this.spare;
    if (spare.length == 0) return new Task(this.cuts.id);
    const task = spare.pop();
    task.reuse(this.cuts.id);
    return task;
  }

  /** Its session renders, then its title and (unless a passing replay) its output are written. */
  private writeTask(task: Task): void {
    const s = task.session;
    // A task that printed only a few blank lines (nx's header of a task whose lines come under
    // its project's prefix): detection's answer is that of the last such task with the same
    // bytes, when that was "nothing claims it" (detection reads nothing but the held bytes).
    const held = task.head.all;
    const blank = s.undecided && held.length <= BLANK_TASK_MAX && onlyBlankBytes(held);
    if (blank && this.blankUnclaimed && sameBytes(this.blankHeld, held.ptr, held.length)) s.known = "";
    endSession(s, task.cached ? 0 : this.exitCode >= 0 ? this.exitCode : 1, task.out);
    if (blank && s.known === null) {
      this.blankUnclaimed = s.spec.length == 0;
      this.blankHeld.clear();
      this.blankHeld.pushBytes(held.ptr, held.length);
    }
    if (s.cut) this.cuts.cut = true;
    if (task.cached && !task.shown) {
      this.lines.start(task, this.t);
      this.walk(task);
      if (!this.lines.matched) {
        this.writeTitles(task);
        return;
      }
    }
    this.show(task, true);
  }

  /** Writes the task's title (once) and what its session wrote so far; `last`: the task ended. */
  private show(task: Task, last: bool): void {
    if (!task.shown) {
      this.writeTitles(task);
      task.shown = true;
    }
    this.lines.start(task, null);
    this.walk(task, last);
    task.out.buf.clear();
  }

  private writeTitles(task: Task): void {
    const titles = task.titles;
    for (let i = 0; i < titles.count; i++) this.next.line(titles.ptr(i), titles.len(i));
    titles.clear();
  }

  /**
   * Every line of what the task's session wrote (both streams: a task's output is one text), to
   * `this.lines`: for a probe, all of it, read afresh; for a show, what is pending, a line cut by
   * its end waiting in the task's splitter unless the task ended (`last`).
   */
  private walk(task: Task, last: bool = true): void {
    const b = task.out.buf;
    const splitter = this.lines.probe !== null ? this.probeSplitter : task.splitter;
    let at = 0;
    while (at + 5 <= b.length) {
      const n = <i32>load<u32>(b.ptr + <usize>(at + 1));
      splitter.push(b.ptr + <usize>(at + 5), n, this.lines);
      at += 5 + n;
    }
    if (last) splitter.finish(this.lines);
  }
}

/**
 * The task names of the last prefix texts seen (PREFIX_NAMES of them): where the prefix's first
 * group lies in each. A group's place depends only on the bytes the match read and what its
 * assertions look at past them (a `\b` or `$` after the prefix: up to one character, 4 bytes),
 * so an entry is keyed by the prefix and the 4 bytes after it (fewer at the line's end).
 */
const PREFIX_NAMES: i32 = 64;
const PREFIX_LOOKAHEAD: i32 = 4;

class PrefixNames {
  private texts: ByteBuffer[] = [];
  private ats: i32[] = [];
  private lens: i32[] = [];
  private next: i32 = 0;

  /** The entry of the line's prefix (its first `end` bytes), or -1. */
  find(src: usize, len: i32, end: i32): i32 {
    const n = keyBytes(len, end);
    const texts = this.texts;
    for (let i = 0; i < texts.length; i++) if (sameBytes(unchecked(texts[i]), src, n)) return i;
    return -1;
  }

  add(src: usize, len: i32, end: i32, keyAt: i32, keyLen: i32): void {
    const n = keyBytes(len, end);
    let i = this.texts.length;
    if (i < PREFIX_NAMES) {
      this.texts.push(new ByteBuffer(n));
      this.ats.push(0);
      this.lens.push(0);
    } else {
      i = this.next;
      this.next = (i + 1) % PREFIX_NAMES;
    }
    const b = unchecked(this.texts[i]);
    b.clear();
    b.pushBytes(src, n);
    unchecked((this.ats[i] = keyAt));
    unchecked((this.lens[i] = keyLen));
  }

  @inline keyAt(i: i32): i32 {
    return unchecked(this.ats[i]);
  }

  @inline keyLen(i: i32): i32 {
    return unchecked(this.lens[i]);
  }
}

/** The bytes of a line that key its prefix's name: the prefix and up to PREFIX_LOOKAHEAD after it. */
@inline function keyBytes(len: i32, end: i32): i32 {
  return min(len, end + PREFIX_LOOKAHEAD);
}

/** A task's held output of at most this many bytes, all blank, may take the answer of one like it (writeTask). */
const BLANK_TASK_MAX: i32 = 64;

/** Whether every byte is a space, a tab, `\r` or `\n`. */
function onlyBlankBytes(b: ByteBuffer): bool {
  for (let i = 0; i < b.length; i++) {
    const c = b.byteAt(i);
    if (c != 0x20 && c != 0x0a && c != 0x09 && c != 0x0d) return false;
  }
  return true;
}

function sameBytes(a: ByteBuffer, src: usize, len: i32): bool {
  return a.length == len && memory.compare(a.ptr, src, len) == 0;
}

registerTaskSplitter((t: CompiledTasks, next: LineSink, cuts: Cuts): TaskSplitter => new TaskStage(t, next, cuts));
