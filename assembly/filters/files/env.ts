// `rtk env`: the environment with secret values masked (names that say key, token, secret,
// password...; credentials inside URLs), very long values cut, optionally only the names that
// contain a filter text. --show-all shows values unmasked.

import { ByteBuffer } from "../../abi/buffers";
import { Lines } from "../common/lines";
import { truncate } from "../common/text";
import { CaptureSession } from "../common/capture";

const SECRET_WORDS = ["SECRET", "TOKEN", "PASSWORD", "PASSWD", "PASS", "KEY", "CREDENTIAL", "AUTH", "PRIVATE", "SESSION", "COOKIE", "DSN", "SALT", "SIGNATURE", "CERT"];
const MAX_VALUE: i32 = 100;

export function isSecretName(name: string): bool {
  const u = name.toUpperCase();
  for (let i = 0; i < SECRET_WORDS.length; i++) if (u.indexOf(SECRET_WORDS[i]) >= 0) return true;
  return false;
}

/** "postgres://user:pw@host" -> "postgres://user:***@host". */
function maskUrlCredentials(v: string): string {
  const s = v.indexOf("://");
  if (s < 0) return v;
  const at = v.indexOf("@", s + 3);
  if (at < 0) return v;
  const slash = v.indexOf("/", s + 3);
  if (slash >= 0 && slash < at) return v;
  const colon = v.indexOf(":", s + 3);
  if (colon < 0 || colon > at) return v;
  return v.substring(0, colon + 1) + "***" + v.substring(at);
}

function isName(s: string, end: i32): bool {
  if (end <= 0) return false;
  for (let i = 0; i < end; i++) {
    const c = s.charCodeAt(i);
    const ok = (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c == 0x5f || (i > 0 && c >= 0x30 && c <= 0x39);
    if (!ok) return false;
  }
  return true;
}

export class EnvSession extends CaptureSession {
  constructor(readonly filter: string, readonly showAll: bool) {
    super();
  }

  render(exitCode: i32, out: ByteBuffer, err: ByteBuffer): void {
    const L = new Lines(this.rawOut);
    const f = this.filter.toUpperCase();
    let masked = 0;
    let hideRest = false;
    let skipRest = false;
    for (let i = 0; i < L.count; i++) {
      const s = L.str(i);
      const eq = s.indexOf("=");
      if (!isName(s, eq)) {
        // The continuation of a multi-line value.
        if (!skipRest && !hideRest) {
          out.pushString(truncate(s, MAX_VALUE));
          out.pushByte(0x0a);
        }
        continue;
      }
      const name = s.substring(0, eq);
      let value = s.substring(eq + 1);
      skipRest = f.length > 0 && name.toUpperCase().indexOf(f) < 0;
      if (skipRest) continue;
      hideRest = false;
      if (!this.showAll) {
        if (isSecretName(name) && value.length > 0) {
          value = "***";
          hideRest = true;
          masked++;
        } else {
          const m = maskUrlCredentials(value);
          if (m != value) masked++;
          value = m;
        }
      }
      out.pushString(name);
      out.pushByte(0x3d);
      out.pushString(this.showAll ? value : truncate(value, MAX_VALUE));
      out.pushByte(0x0a);
    }
    if (masked > 0) {
      out.pushString("(");
      out.pushDecimal(masked);
      out.pushString(" secret values masked; rtk env --show-all shows them)\n");
    }
    err.pushBytes(this.rawErr.ptr, this.rawErr.length);
  }
}
