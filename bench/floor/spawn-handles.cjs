// Node's lowest floor for running a command the way rtk does (see spawn.cjs): the same work on
// libuv's process and pipe handles (process.binding's process_wrap and pipe_wrap), the way rtk's
// Node host spawns (host/node/spawn.ts), without node:child_process and its streams. spawn.cjs is
// the floor of a program written with Node's public API; this one is what no Node program can
// go under. Node only.
const { writeSync } = require("node:fs");

process.noDeprecation = true;
const { Process } = process.binding("process_wrap");
const { Pipe, constants } = process.binding("pipe_wrap");
const { streamBaseState, kReadBytesOrError, kArrayBufferOffset } = process.binding("stream_wrap");
const argv = process.argv.slice(2);
const envPairs = Object.entries(process.env).map(([k, v]) => `${k}=${v}`);
const pipes = [new Pipe(constants.SOCKET), new Pipe(constants.SOCKET)];
const proc = new Process();
let open = 3;
let code = 1;
const done = () => --open === 0 && process.exit(code);
proc.onexit = (status) => {
  code = status;
  proc.close();
  done();
};
const err = proc.spawn({
  file: argv[0], args: argv, envPairs, stdio: [{ type: "fd", fd: 0 }, { type: "pipe", handle: pipes[0] }, { type: "pipe", handle: pipes[1] }],
  detached: false, windowsHide: false, windowsVerbatimArguments: false,
});
if (err !== 0) process.exit(127);
pipes.forEach((pipe, i) => {
  pipe.onread = (buffer) => {
    const n = streamBaseState[kReadBytesOrError];
    if (n > 0) writeSync(i + 1, new Uint8Array(buffer, streamBaseState[kArrayBufferOffset], n));
    else if (n < 0) (pipe.close(), done());
  };
  pipe.readStart();
});
