// firebase deploy (filters/firebase.toml) on real fixtures (fixtures/firebase: firebase-tools
// 15.34.2, no Google account or Firebase host reachable): every deploy stops at the missing login
// or at a firebase.json that does not parse; the error with its position, source line and caret
// stays, the message-of-the-day fetch warning and blank lines go. Firebase's output is short:
// what it saves is that warning. The passing hosting deploy is CONSTRUCTED from firebase-tools'
// source (fixtures/firebase/README.md): the file count, the verdict and the hosting URL stay; the
// title, `deploying hosting`, each step's start line, the upload status, each step's ✔ result (the
// verdict says every step passed) and the Project Console link go.
import { describe, expect, it } from "vitest";
import { describeHookForms, describeLanguageCases } from "../../helpers/cases";
import { core } from "../../helpers/fixtures";

const motd = "Unable to fetch the CLI MOTD and remote config.";
const login = "Error: Failed to authenticate, have you run firebase login?";

describeLanguageCases([
  { fixture: "firebase/deploy/hosting-no-login", filter: "firebase-deploy", exit: 1, keep: [login], drop: [motd], min: 55 },
  { fixture: "firebase/deploy/dry-run-no-login", filter: "firebase-deploy", exit: 1, keep: [login], drop: [motd], min: 55 },
  { fixture: "firebase/deploy/multi-no-login", filter: "firebase-deploy", exit: 1, keep: [login], drop: [motd], min: 55 },
  {
    fixture: "firebase/deploy/hosting-constructed", filter: "firebase-deploy", exit: 0,
    keep: ["i  hosting[shop-fx-demo]: found 2 files in public\n", "✔  Deploy complete!", "Hosting URL: https://shop-fx-demo.web.app"],
    drop: ["=== Deploying to 'shop-fx-demo'...", "i  deploying hosting", "beginning deploy...", "i  hosting: upload complete", "finalizing version...", "releasing new version...", "✔  hosting[shop-fx-demo]: file upload complete", "✔  hosting[shop-fx-demo]: version finalized", "✔  hosting[shop-fx-demo]: release complete", "Project Console: https://console.firebase.google.com/project/shop-fx-demo/overview"], min: 80,
  },
  { fixture: "firebase/deploy/bad-config", filter: "firebase-deploy", exit: 1, keep: ["Error: There was an error loading firebase.json:", "Parse Error in /tmp/fx/firebase/bad-config/firebase.json:", "Unexpected token 'i' at 2:36\nFile: \"/tmp/fx/firebase/bad-config/firebase.json\"\n"], drop: [motd, '  "hosting": { "public": "public" "ignore": ["firebase.json", "**/.*"] }', "                                   ^\n"], min: 50 },
]);

describeHookForms(
  [
    [["firebase", "deploy", "--only", "hosting"], "firebase-deploy"],
    [["npx", "firebase", "deploy", "--only", "hosting,firestore:rules", "--dry-run"], "firebase-deploy"],
    [["firebase", "--project", "shop-fx-demo", "deploy"], "firebase-deploy"],
  ],
  [["firebase", "deploy", "--debug"], ["firebase", "deploy", "--json"]],
);

describe("firebase: the emulators and the login are not filtered", () => {
  it("emulators:start and login are left to the raw output", () => {
    for (const argv of [["firebase", "emulators:start"], ["firebase", "login"], ["npx", "firebase", "serve"]]) {
      expect(core().plan(argv).session, argv.join(" ")).not.toBe("filter:builtin:firebase-deploy");
    }
  });
});
