import { ByteBuffer } from "../../abi/buffers";
import { redactBytes, redactCommandLine, redactForDisk } from "../redact";
import { compileRegex, Regex } from "../../regex/index";
import { grepLinesBytes, tailLinesBytes } from "../recall-view";

function redact(s: string): string {
  const src = String.UTF8.encode(s, false);
  const out = new ByteBuffer();
  redactBytes(changetype<usize>(src), src.byteLength, out);
  return out.toString();
}

function command(s: string): string {
  const src = String.UTF8.encode(s, false);
  const out = new ByteBuffer();
  redactCommandLine(changetype<usize>(src), src.byteLength, out);
  return out.toString();
}

function forDisk(s: string, limit: i32, total: f64): string {
  const src = String.UTF8.encode(s, false);
  const out = new ByteBuffer();
  redactForDisk(changetype<usize>(src), src.byteLength, limit, total, out);
  return out.toString();
}

function tail(s: string, n: i32): string {
  const src = String.UTF8.encode(s, false);
  const out = new ByteBuffer();
  tailLinesBytes(changetype<usize>(src), src.byteLength, n, out);
  return out.toString();
}

function grep(s: string, pat: string): string {
  const src = String.UTF8.encode(s, false);
  const out = new ByteBuffer();
  grepLinesBytes(changetype<usize>(src), src.byteLength, <Regex>compileRegex(pat).regex, out);
  return out.toString();
}

describe("secret redaction", () => {
  it("redacts bearer tokens and Authorization headers", () => {
    expect(redact("curl -H 'x' Bearer eyJhbGciOiJIUzI1NiJ9.abc.def done")).toBe("curl -H 'x' Bearer [REDACTED] done");
    expect(redact("Authorization: Basic dXNlcjpwYXNz\nnext")).toBe("Authorization: [REDACTED]\nnext");
    expect(redact('{"authorization": "Bearer abcdefghijkl"}')).toBe('{"authorization": "[REDACTED]"}');
  });

  it("keeps a short word after Bearer (prose, not a token)", () => {
    expect(redact("Bearer auth failed")).toBe("Bearer auth failed");
  });

  it("redacts vendor API keys and keeps their prefix", () => {
    expect(redact("key sk-proj-abcdefghijklmnopqrstuvwxyz012345 end")).toBe("key sk-proj-[REDACTED] end");
    expect(redact("ghp_0123456789abcdefghijABCDEFGHIJ012345")).toBe("ghp_[REDACTED]");
    expect(redact("slack xoxb-1234567890-abcdefghij")).toBe("slack xoxb-[REDACTED]");
    expect(redact("x glpat-abcdefghij0123456789 y")).toBe("x glpat-[REDACTED] y");
    expect(redact("AIzaSyA0123456789abcdefghijklmnopqrstu")).toBe("AIza[REDACTED]");
  });

  it("leaves short look-alikes and words inside other words alone", () => {
    expect(redact("run sk-learn and task-sk-abcdefghijklmnopqrstuvwxyz")).toBe("run sk-learn and task-sk-abcdefghijklmnopqrstuvwxyz");
    expect(redact("ghp_short")).toBe("ghp_short");
  });

  it("redacts AWS access key ids of exactly 20 characters", () => {
    expect(redact("id AKIAIOSFODNN7EXAMPLE here")).toBe("id [REDACTED] here");
    expect(redact("AKIAIOSFODNN7EXAMPLEX")).toBe("AKIAIOSFODNN7EXAMPLEX");
  });

  it("redacts password/token/secret assignments in env, flag, JSON and YAML forms", () => {
    expect(redact("DB_PASSWORD=hunter2 next")).toBe("DB_PASSWORD=[REDACTED] next");
    expect(redact("export GITHUB_TOKEN='abc def'")).toBe("export GITHUB_TOKEN='[REDACTED]'");
    expect(redact("mysql --password=s3cr3t -u root")).toBe("mysql --password=[REDACTED] -u root");
    expect(redact('{"client_secret": "xyz", "name": "a"}')).toBe('{"client_secret": "[REDACTED]", "name": "a"}');
    expect(redact("aws_secret_access_key = wJalrXUtnFEMI/K7MDENG\n")).toBe("aws_secret_access_key = [REDACTED]\n");
    expect(redact("api_key: 1234;ok")).toBe("api_key: [REDACTED];ok");
    expect(redact("url?token=abc&x=1")).toBe("url?token=[REDACTED]&x=1");
  });

  it("does not touch keys that only contain the word, or empty values", () => {
    expect(redact("tokenizer=fast tokens_used=5")).toBe("tokenizer=fast tokens_used=5");
    expect(redact("PASSWORD=\n")).toBe("PASSWORD=\n");
  });

  it("is idempotent on already redacted text", () => {
    const once = redact("TOKEN=abc Bearer abcdefghijkl https://u:p@h");
    expect(redact(once)).toBe(once);
  });

  it("redacts JSON Web Tokens, keeping the eyJ that says one was there", () => {
    expect(redact("CI_JOB_JWT=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln end")).toBe("CI_JOB_JWT=eyJ[REDACTED] end");
    // Not three dotted parts, or too short: not a token.
    expect(redact("eyJhbGciOiJIUzI1NiJ9 eyJa.b.c")).toBe("eyJhbGciOiJIUzI1NiJ9 eyJa.b.c");
  });

  it("redacts the credential path of webhook URLs", () => {
    expect(redact("post https://hooks.slack.com/services/T000/B000/XXXXXXXXXXXX done")).toBe("post https://hooks.slack.com/[REDACTED] done");
    expect(redact("https://discord.com/api/webhooks/123456/abcdefgh")).toBe("https://discord.com/api/webhooks/[REDACTED]");
    expect(redact("see https://hooks.slack.com/ now")).toBe("see https://hooks.slack.com/ now");
  });

  it("writes the mark it is given (rtk env masks with ***)", () => {
    const src = String.UTF8.encode("redis://:p4ss@host ghp_0123456789abcdefghijABCDEFGHIJ012345", false);
    const out = new ByteBuffer();
    redactBytes(changetype<usize>(src), src.byteLength, out, "***");
    expect(out.toString()).toBe("redis://:***@host ghp_***");
  });

  it("redacts the password in URL credentials", () => {
    expect(redact("fatal: https://bob:s3cret@github.com/x.git")).toBe("fatal: https://bob:[REDACTED]@github.com/x.git");
    expect(redact("see https://example.com:8080/path")).toBe("see https://example.com:8080/path");
  });

  it("redacts private key blocks, terminated or not", () => {
    const block = "a\n-----BEGIN RSA PRIVATE KEY-----\nMIIEow\nAAAA\n-----END RSA PRIVATE KEY-----\nb";
    expect(redact(block)).toBe("a\n-----BEGIN PRIVATE KEY----- [REDACTED] -----END PRIVATE KEY-----\nb");
    expect(redact("-----BEGIN OPENSSH PRIVATE KEY-----\nabc")).toBe("-----BEGIN PRIVATE KEY----- [REDACTED] -----END PRIVATE KEY-----");
    expect(redact("-----BEGIN CERTIFICATE-----\nabc")).toBe("-----BEGIN CERTIFICATE-----\nabc");
  });

  it("passes text without secrets through unchanged, including UTF-8", () => {
    const s = "error[E0308]: mismatched types → src/main.rs:3:5\n  = note: expected `u8`\n";
    expect(redact(s)).toBe(s);
  });
});

describe("command-line redaction", () => {
  it("redacts every form output redaction knows", () => {
    expect(command("pytest --token=abc123 tests")).toBe("pytest --token=[REDACTED] tests");
    expect(command("PGPASSWORD=hunter2 psql -h db")).toBe("PGPASSWORD=[REDACTED] psql -h db");
    expect(command("git clone https://bob:s3cret@github.com/x.git")).toBe("git clone https://bob:[REDACTED]@github.com/x.git");
    expect(command("API_KEY=abc123 make")).toBe("API_KEY=[REDACTED] make");
  });

  it("ends a quoted Authorization header at its quote, keeping the rest of the line", () => {
    expect(command("curl -H 'Authorization: Bearer abcdefghijkl' https://api.x.com/v1")).toBe("curl -H 'Authorization: [REDACTED]' https://api.x.com/v1");
    expect(command('curl -H "Authorization: token abc" https://x')).toBe('curl -H "Authorization: [REDACTED]" https://x');
  });

  it("redacts the next word after an option named like a secret", () => {
    expect(command("pytest --token abc123 tests")).toBe("pytest --token [REDACTED] tests");
    expect(command("deploy --client-secret xyz --api-key 'a b' -v")).toBe("deploy --client-secret [REDACTED] --api-key '[REDACTED]' -v");
    expect(command("gh auth login --with-token")).toBe("gh auth login --with-token");
    expect(command("tool --password -v")).toBe("tool --password -v");
  });

  it("redacts the tools' own password options, only under those tools", () => {
    expect(command("mysql -u root -pSECRET db")).toBe("mysql -u root -p[REDACTED] db");
    expect(command("sudo /usr/bin/mysqldump -pS3 db > x.sql")).toBe("sudo /usr/bin/mysqldump -p[REDACTED] db > x.sql");
    expect(command("mysql -p db")).toBe("mysql -p db");
    expect(command("sshpass -p hunter2 ssh host")).toBe("sshpass -p [REDACTED] ssh host");
    expect(command("redis-cli -a pw123 ping")).toBe("redis-cli -a [REDACTED] ping");
    expect(command("curl -u bob:s3cret https://x")).toBe("curl -u bob:[REDACTED] https://x");
    expect(command("curl --user=bob:s3cret -ubob:pw2 https://x")).toBe("curl --user=bob:[REDACTED] -ubob:[REDACTED] https://x");
    expect(command("curl -u bob https://x")).toBe("curl -u bob https://x");
    expect(command("docker login -u me -p hunter2 reg.io")).toBe("docker login -u me -p [REDACTED] reg.io");
    // Elsewhere these options mean something else.
    expect(command("docker run -p 8080:80 img && git log -pS3 && mkdir -p x")).toBe("docker run -p 8080:80 img && git log -pS3 && mkdir -p x");
    expect(command("mysql -pA; ls -pB")).toBe("mysql -p[REDACTED]; ls -pB");
  });

  it("leaves command lines without secrets as they are", () => {
    const s = "cargo test --workspace -- --nocapture 2>&1 | tail -n 20";
    expect(command(s)).toBe(s);
  });
});

describe("environment-style secrets", () => {
  it("redacts upper-case names ending in _KEY, _PASS, _PWD, _AUTH, and - as _", () => {
    expect(redact("STRIPE_KEY=abc make")).toBe("STRIPE_KEY=[REDACTED] make");
    expect(redact("export SSH_PASS=x DB_PWD=y NPM_AUTH=z")).toBe("export SSH_PASS=[REDACTED] DB_PWD=[REDACTED] NPM_AUTH=[REDACTED]");
    expect(redact("--secret-key=abc --client-secret=d")).toBe("--secret-key=[REDACTED] --client-secret=[REDACTED]");
    expect(redact("--sort-key=name primary_key: id")).toBe("--sort-key=name primary_key: id");
  });
});

describe("redaction for disk", () => {
  it("cuts at the limit on a character boundary and says so", () => {
    expect(forDisk("ééé", 3, 6)).toBe("é\n\n--- truncated at 2 of 6 bytes ---\n");
    expect(forDisk("abc", 10, 3)).toBe("abc");
  });
  it("marks output the host already cut", () => {
    expect(forDisk("abc", 10, 100)).toBe("abc\n\n--- truncated at 3 of 100 bytes ---\n");
  });
});

describe("recall views", () => {
  it("tails the last N lines", () => {
    expect(tail("a\nb\nc\n", 2)).toBe("b\nc\n");
    expect(tail("a\nb\nc", 2)).toBe("b\nc");
    expect(tail("a\nb\n", 5)).toBe("a\nb\n");
    expect(tail("a\nb\n", 0)).toBe("");
  });
  it("greps lines with their numbers, by regex, one line at a time", () => {
    expect(grep("ok\nerror: x\nok\nerror: y", "error")).toBe("2:error: x\n4:error: y\n");
    expect(grep("a\nb", "zzz")).toBe("");
    expect(grep("src/a.rs:3:5\nnote\nsrc/b.rs:10:1", "^src/\\w+\\.rs:\\d+")).toBe("1:src/a.rs:3:5\n3:src/b.rs:10:1\n");
    // ^ and $ are line anchors here because each line is searched on its own.
    expect(grep("xa\na\nay", "^a$")).toBe("2:a\n");
  });
});

describe("redaction cost", () => {
  it("stays linear on large output with no secrets near each other", () => {
    // 200k words without a secret: the old per-word re-copy made this quadratic (seconds).
    let s = "";
    for (let i = 0; i < 2000; i++) s += "building src/module/file" + i.toString() + ".ts ok words words words words\n";
    let big = "";
    for (let i = 0; i < 20; i++) big += s;
    big += "token=abc123\n";
    const bytes = String.UTF8.encode(big, false);
    const out = new ByteBuffer();
    redactBytes(changetype<usize>(bytes), bytes.byteLength, out);
    expect(out.length).toBe(bytes.byteLength - "abc123".length + "[REDACTED]".length);
  });
});
