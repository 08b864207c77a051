// docker/podman images on real output (fixtures/docker: docker 28's CLI against Podman's API;
// fixtures/podman): the tags of one image are one line with its id, age and size said once.
import { describe, expect, it } from "vitest";
import { fixture, runSession } from "../../helpers/fixtures";

describe("docker images", () => {
  for (const path of ["docker/images", "podman/images"]) {
    it(`${path}: every repository and tag stays, each shared image id once, with age and size`, () => {
      const fx = fixture(path);
      const r = runSession("filter:builtin:docker-images", fx);
      const rows = fx.raw.split("\n").slice(1).filter(Boolean).map((l) => l.split(/ {2,}/));
      const ids = new Map<string, number>();
      for (const [, , id] of rows) ids.set(id, (ids.get(id) ?? 0) + 1);
      for (const [repo, tag, id, created, size] of rows) {
        if (ids.get(id)! > 1) {
          expect(r.out).toContain(`${id}  ${created}  ${size} (x${ids.get(id)}): `);
          expect(r.out).toMatch(new RegExp(`[:,] ${repo.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")} ${tag}(?:,|\\n)`));
        } else expect(r.out).toContain(`${repo}  ${tag}  ${size}`);
      }
      expect(r.out).not.toContain("IMAGE ID");
      expect(r.savings).toBeGreaterThanOrEqual(55);
    });
  }
});
