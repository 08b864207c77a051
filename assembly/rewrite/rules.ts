// The rewrite registry as data: one row per command family rtk knows how to filter.
//
// A row says which command lines it takes (`pattern`, matched against the segment after env
// prefixes, wrappers, an absolute path and git's global options are peeled), what they become
// (`rtk`, replacing the first matching `prefixes` word sequence, or inserted before the
// command word when rtk keeps the name), its category and estimated savings (with per
// subcommand overrides keyed by capture group 1), and where in a pipeline it may be rewritten.
// Later rows win when several match, so the more specific rows come after the general ones.
//
// The whole table is compiled into one RegexSet (registry.ts). `example` is a command line
// the row must take; tests check every example classifies to its own row.

export const enum Safety {
  /** Never rewritten inside a pipeline. */
  None = 0,
  /** May be rewritten when it produces a pipeline's input. */
  ProducerOnly = 1,
  /** May be rewritten as the last stage (not used by the producer-only pipeline rule). */
  FinalOnly = 2,
  Both = 3,
}

export class Rule {
  savingsOverrides: string[] = [];
  savingsValues: f64[] = [];
  passthrough: string[] = [];
  prefixes: string[] = [];

  constructor(
    public pattern: string,
    public rtk: string,
    public category: string,
    public savings: f64,
    public safety: Safety,
    public example: string,
  ) {}

  /** The word sequences the rtk command replaces, e.g. "npx tsc". Defaults to the rtk name. */
  replaces(list: string): Rule {
    this.prefixes = list.split("|");
    return this;
  }

  /** Subcommand savings, "diff=80 show=80". */
  sub(list: string): Rule {
    const items = list.split(" ");
    for (let i = 0; i < items.length; i++) {
      const kv = unchecked(items[i]).split("=");
      if (kv.length != 2) continue;
      this.savingsOverrides.push(kv[0].replaceAll("_", " "));
      this.savingsValues.push(parseFloat(kv[1]));
    }
    return this;
  }

  /** Subcommands that rtk runs unfiltered ("Passthrough" status). */
  pass(list: string): Rule {
    this.passthrough = list.split(" ");
    return this;
  }
}

/** Package-manager runners a JS tool may be started through (`npx tsc`, `pnpm exec vitest`). */
export const PM_RUNNERS: string[] = [
  "npx", "pnpx", "npm", "pnpm", "npm exec", "npm run", "npm run-script", "npm rum", "npm urn", "npm x",
  "pnpm exec", "pnpm run", "pnpm run-script", "pnpm dlx",
];

const PM = "(?:(?:npx|pnpx|npm|pnpm|npm[ \\t\\n]+(?:exec|run|run-script|rum|urn|x)|pnpm[ \\t\\n]+(?:exec|run|run-script|dlx))[ \\t\\n]+)?";
// Patterns use ASCII classes (`[ \t\n]`, not `\s`): the text they see is split on ASCII
// blanks, and Unicode classes would make the set several times slower to compile.
// A rule word ends at whitespace or the end of the segment.
const END = "(?:[ \\t\\n]|$)";

function r(pattern: string, rtk: string, category: string, savings: f64, safety: Safety, example: string): Rule {
  return new Rule(pattern, rtk, category, savings, safety, example);
}

/** A JS tool that may run through a package-manager runner; `forms` are its own word forms. */
function js(tool: string, forms: string, rtk: string, category: string, savings: f64, safety: Safety, example: string): Rule {
  const own = forms.split("|");
  const list: string[] = [];
  for (let i = 0; i < PM_RUNNERS.length; i++) {
    for (let j = 0; j < own.length; j++) list.push(unchecked(PM_RUNNERS[i]) + " " + unchecked(own[j]));
  }
  for (let j = 0; j < own.length; j++) list.push(unchecked(own[j]));
  const rule = new Rule("^" + PM + tool, rtk, category, savings, safety, example);
  rule.prefixes = list;
  return rule;
}

const P = Safety.ProducerOnly;
const B = Safety.Both;
const N = Safety.None;

export const RULES: Rule[] = [
  r("^(?:git|yadm)[ \\t\\n]+(status|log|diff|show|add|commit|checkout|push|pull|branch|fetch|stash|worktree)" + END, "rtk git", "Git", 70, P, "git status")
    .replaces("git").sub("diff=80 show=80 add=59 commit=59"),
  r("^gh[ \\t\\n]+(pr|issue|run|repo|api|release)" + END, "rtk gh", "GitHub", 82, N, "gh pr list").sub("pr=87 run=82 issue=80"),
  r("^glab[ \\t\\n]+(mr|issue|ci|pipeline|api|release)" + END, "rtk glab", "GitLab", 82, N, "glab mr list").sub("mr=87 ci=82 issue=80"),
  r("^cargo[ \\t\\n]+(build|test|clippy|check|fmt|install)" + END, "rtk cargo", "Cargo", 80, P, "cargo test").sub("test=90 check=80").pass("fmt"),
  r("^pnpm[ \\t\\n]+(exec|i|install|list|ls|outdated|run|run-script)" + END, "rtk pnpm", "PackageManager", 80, N, "pnpm install"),
  r("^npm[ \\t\\n]+(exec|run|run-script|rum|urn|x)" + END, "rtk npm", "PackageManager", 70, N, "npm run build"),
  r("^npx[ \\t\\n]+", "rtk npx", "PackageManager", 70, N, "npx cowsay hi"),
  r("^(cat|head|tail)[ \\t\\n]+", "rtk read", "Files", 60, N, "cat README.md").replaces("cat|head|tail"),
  r("^grep[ \\t\\n]+", "rtk grep", "Files", 75, B, "grep -rn TODO src"),
  r("^rg[ \\t\\n]+", "rtk rg", "Files", 75, B, "rg TODO"),
  r("^ast-grep[ \\t\\n]+", "rtk ast-grep", "Files", 85, P, "ast-grep -p 'foo($A)'"),
  r("^ls" + END, "rtk ls", "Files", 65, P, "ls -la"),
  r("^find[ \\t\\n]+", "rtk find", "Files", 70, P, "find . -name '*.ts'"),
  r("^tree" + END, "rtk tree", "Files", 70, P, "tree -L 2"),
  r("^diff[ \\t\\n]+", "rtk diff", "Files", 60, P, "diff a.txt b.txt"),
  r("^wc" + END, "rtk wc", "Files", 60, P, "wc -l src/main.rs"),
  js("tsc" + END, "tsc", "rtk tsc", "Build", 83, N, "npx tsc --noEmit"),
  js("(?:biome|eslint|lint)" + END, "biome|eslint|lint", "rtk lint", "Build", 84, P, "npx eslint src"),
  // prettier and next build are filtered by declarative filters that match the command as typed
  // (`pnpm exec prettier`, `npx next build`): rtk goes in front, nothing is replaced.
  r("^" + PM + "prettier", "rtk prettier", "Build", 70, P, "npx prettier --check .").replaces("prettier"),
  r("^" + PM + "next[ \\t\\n]+build", "rtk next", "Build", 87, P, "npx next build").replaces("next"),
  js("jest(?:[ \\t\\n]+run)?" + END, "jest run|jest", "rtk jest", "Tests", 99, N, "npx jest"),
  js("vitest(?:[ \\t\\n]+run)?" + END, "vitest run|vitest", "rtk vitest", "Tests", 99, N, "npx vitest run"),
  r("^ctest" + END, "rtk ctest", "Tests", 80, N, "ctest --output-on-failure"),
  js("playwright", "playwright", "rtk playwright", "Tests", 94, N, "npx playwright test"),
  js("prisma", "prisma", "rtk prisma", "Build", 88, N, "npx prisma generate"),
  r("^docker[ \\t\\n]+(ps|images|logs|run|exec|build|compose[ \\t\\n]+(?:ps|logs|build))" + END, "rtk docker", "Infra", 85, N, "docker ps"),
  r("^kubectl[ \\t\\n]+(get|logs|describe|apply)" + END, "rtk kubectl", "Infra", 85, N, "kubectl get pods"),
  r("^oc[ \\t\\n]+(get|logs|describe|apply|status|adm)" + END, "rtk oc", "Infra", 85, N, "oc get pods"),
  r("^curl[ \\t\\n]+", "rtk curl", "Network", 70, N, "curl -s https://example.com"),
  r("^wget[ \\t\\n]+", "rtk wget", "Network", 65, N, "wget https://example.com/f.tgz"),
  r("^(?:python3?[ \\t\\n]+-m[ \\t\\n]+)?mypy" + END, "rtk mypy", "Build", 80, P, "mypy src").replaces("python3 -m mypy|python -m mypy|mypy"),
  r("^ruff[ \\t\\n]+(check|format)" + END, "rtk ruff", "Python", 80, P, "ruff check .").sub("check=80 format=75"),
  r("^sqlfluff[ \\t\\n]+lint" + END, "rtk sqlfluff", "Python", 75, N, "sqlfluff lint q.sql"),
  r("^(?:python[0-9.]*[ \\t\\n]+-m[ \\t\\n]+)?pytest" + END, "rtk pytest", "Python", 90, P, "python -m pytest -x")
    .replaces("python3 -m pytest|python -m pytest|pytest"),
  r("^(?:pip3?|uv[ \\t\\n]+pip)[ \\t\\n]+(list|outdated|install|show)" + END, "rtk pip", "Python", 75, P, "pip list")
    .replaces("uv pip|pip3|pip").sub("list=75 outdated=80"),
  r("^uv[ \\t\\n]+run" + END, "rtk uv", "Python", 70, N, "uv run pytest").replaces("uv"),
  r("^go[ \\t\\n]+(test|build|vet)" + END, "rtk go", "Go", 85, P, "go test ./...").sub("test=90 build=80 vet=75"),
  r("^(?:golangci-lint|golangci)[ \\t\\n]+(run)" + END, "rtk golangci-lint run", "Go", 85, P, "golangci-lint run ./...")
    .replaces("golangci-lint run|golangci run"),
  r("^sbt[ \\t\\n]+[\"']?(testOnly|testQuick|test|compile|run|clean|assembly|package)(?:[ \\t\\n\"']|$)", "rtk sbt", "Build", 80, N, "sbt test")
    .sub("test=90 testOnly=90 compile=75"),
  r("^bundle[ \\t\\n]+(install|update)" + END, "rtk bundle", "Ruby", 70, P, "bundle install"),
  r("^(?:bundle[ \\t\\n]+exec[ \\t\\n]+)?(?:bin/)?(?:rake|rails)[ \\t\\n]+(test)" + END, "rtk rake", "Ruby", 85, P, "bundle exec rake test")
    .replaces("bundle exec rails|bundle exec rake|bin/rails|bin/rake|rails|rake").sub("test=90"),
  r("^(?:bundle[ \\t\\n]+exec[ \\t\\n]+)?(?:bin/)?rspec" + END, "rtk rspec", "Tests", 65, P, "bundle exec rspec")
    .replaces("bundle exec rspec|bin/rspec|rspec"),
  r("^(?:bundle[ \\t\\n]+exec[ \\t\\n]+)?rubocop" + END, "rtk rubocop", "Build", 65, P, "rubocop -a").replaces("bundle exec rubocop|rubocop"),
  r("^php[ \\t\\n]+artisan" + END, "rtk php", "Build", 70, N, "php artisan test"),
  r("^php[ \\t\\n]+-l" + END, "rtk php", "Build", 60, N, "php -l src/a.php"),
  r("^php[ \\t\\n]+run-tests\\.php" + END, "rtk phpt", "Tests", 99, N, "php run-tests.php").replaces("php run-tests.php"),
  r("^(?:php[ \\t\\n]+)?(?:\\./)?(?:(?:vendor/)?bin/)?phpunit" + END, "rtk phpunit", "Tests", 75, P, "vendor/bin/phpunit")
    .replaces(binForms("phpunit")),
  r("^(?:php[ \\t\\n]+)?(?:\\./)?(?:(?:vendor/)?bin/)?phpstan[ \\t\\n]+(analyse|analyze)" + END, "rtk phpstan", "Build", 65, P, "vendor/bin/phpstan analyse")
    .replaces(binForms("phpstan")).sub("analyse=65 analyze=65"),
  r("^(?:\\./)?(?:vendor/bin/)?pest" + END, "rtk pest", "Tests", 80, P, "vendor/bin/pest").replaces(binForms("pest")),
  r("^(?:\\./)?(?:vendor/bin/)?paratest" + END, "rtk paratest", "Tests", 80, P, "vendor/bin/paratest").replaces(binForms("paratest")),
  r("^(?:\\./)?(?:vendor/bin/)?ecs" + END, "rtk ecs", "Build", 70, P, "vendor/bin/ecs check").replaces(binForms("ecs")),
  r("^(?:\\./)?(?:vendor/bin/)?pint" + END, "rtk pint", "Build", 70, P, "vendor/bin/pint --test").replaces(binForms("pint")),
  r("^aws[ \\t\\n]+([^ \\t\\n]+)", "rtk aws", "Infra", 80, N, "aws s3 ls")
    .sub("sts=80 s3=60 ec2=85 ecs=90 rds=80 cloudformation=90 logs=88 lambda=90 iam=85 dynamodb=70 s3api=75 eks=87 sqs=78 secretsmanager=75"),
  r("^psql" + END, "rtk psql", "Infra", 75, N, "psql -c 'select 1'"),
  r("^bun[ \\t\\n]+(install|add|remove|test|build|run|pm[ \\t\\n]+ls|pm|x)" + END, "rtk bun", "PackageManager", 75, N, "bun test")
    .sub("test=90 install=70 pm_ls=70").pass("run pm build"),
  r("^bunx[ \\t\\n]+", "rtk bunx", "PackageManager", 70, N, "bunx tsc"),
  r("^deno[ \\t\\n]+(test|lint|check|run|task|compile|install)" + END, "rtk deno", "Build", 75, N, "deno test")
    .sub("test=90 lint=40 check=50").pass("run task install compile"),
  r("^gt[ \\t\\n]+", "rtk gt", "Git", 70, N, "gt log"),
  // Families filtered by declarative (TOML) filters.
  r("^ansible-playbook" + END, "rtk ansible-playbook", "Infra", 70, N, "ansible-playbook site.yml"),
  r("^brew[ \\t\\n]+(install|upgrade)" + END, "rtk brew", "PackageManager", 65, P, "brew install jq"),
  r("^composer[ \\t\\n]+(install|update|require)" + END, "rtk composer", "PackageManager", 65, P, "composer install"),
  r("^df" + END, "rtk df", "System", 60, P, "df -h"),
  r("^dotnet[ \\t\\n]+(build)" + END, "rtk dotnet", "Build", 70, P, "dotnet build"),
  r("^du" + END, "rtk du", "System", 60, P, "du -sh ."),
  r("^fail2ban-client" + END, "rtk fail2ban-client", "Infra", 60, N, "fail2ban-client status"),
  r("^gcloud" + END, "rtk gcloud", "Infra", 65, N, "gcloud compute instances list"),
  r("^(?:\\./gradlew|gradlew\\.bat|gradlew|gradle)(?:[ \\t\\n]+(test|build|clean|assemble[0-9A-Za-z_]*|install[0-9A-Za-z_]*|check|lint[0-9A-Za-z_]*|dependencies))?" + END,
    "rtk gradlew", "Build", 75, N, "./gradlew test").replaces("./gradlew|gradlew.bat|gradlew").sub("test=90 build=80 check=80"),
  r("^hadolint" + END, "rtk hadolint", "Build", 65, P, "hadolint Dockerfile"),
  r("^helm" + END, "rtk helm", "Infra", 65, P, "helm list"),
  r("^iptables" + END, "rtk iptables", "Infra", 60, P, "iptables -L"),
  r("^make" + END, "rtk make", "Build", 65, N, "make -j4"),
  r("^markdownlint" + END, "rtk markdownlint", "Build", 65, P, "markdownlint README.md"),
  r("^mix[ \\t\\n]+(compile|format)" + END, "rtk mix", "Build", 65, P, "mix compile"),
  r("^(?:\\./mvnw|mvnw\\.cmd|mvnw|mvn)(?:[ \\t\\n]+[^ \\t\\n]+)*?[ \\t\\n]+(compile|test|integration-test|package|install|verify|deploy)" + END,
    "rtk mvn", "Build", 82, P, "mvn -q test").replaces("./mvnw|mvnw.cmd|mvnw|mvn"),
  r("^(?:mvnd\\.cmd|mvnd)(?:[ \\t\\n]+[^ \\t\\n]+)*?[ \\t\\n]+(compile|test|integration-test|package|install|verify|deploy)" + END,
    "rtk mvnd", "Build", 82, N, "mvnd package").replaces("mvnd.cmd|mvnd"),
  r("^ping" + END, "rtk ping", "Network", 60, N, "ping -c 3 localhost"),
  r("^pio[ \\t\\n]+run" + END, "rtk pio", "Build", 65, P, "pio run"),
  r("^poetry[ \\t\\n]+(install|lock|update)" + END, "rtk poetry", "Python", 65, P, "poetry install"),
  r("^pre-commit" + END, "rtk pre-commit", "Build", 65, P, "pre-commit run --all-files"),
  r("^ps" + END, "rtk ps", "System", 60, P, "ps aux"),
  r("^pulumi[ \\t\\n]+(preview|up|destroy|refresh|stack)" + END, "rtk pulumi", "Infra", 45, N, "pulumi preview")
    .sub("up=66 destroy=72 refresh=35 preview=25 stack=29"),
  r("^quarto[ \\t\\n]+render" + END, "rtk quarto", "Build", 65, P, "quarto render"),
  r("^rsync" + END, "rtk rsync", "Network", 65, N, "rsync -av src/ dst/"),
  r("^shellcheck" + END, "rtk shellcheck", "Build", 65, P, "shellcheck x.sh"),
  r("^shopify[ \\t\\n]+theme[ \\t\\n]+(push|pull)" + END, "rtk shopify", "Build", 65, P, "shopify theme push"),
  r("^sops" + END, "rtk sops", "Infra", 60, N, "sops -d secrets.yaml"),
  r("^swift[ \\t\\n]+(build|test)" + END, "rtk swift", "Build", 65, P, "swift test").sub("test=90"),
  r("^systemctl[ \\t\\n]+status" + END, "rtk systemctl", "System", 65, P, "systemctl status nginx"),
  r("^terraform[ \\t\\n]+plan" + END, "rtk terraform", "Infra", 70, P, "terraform plan"),
  r("^tofu[ \\t\\n]+(fmt|init|plan|validate)" + END, "rtk tofu", "Infra", 70, P, "tofu plan"),
  r("^trunk[ \\t\\n]+build" + END, "rtk trunk", "Build", 65, P, "trunk build"),
  r("^uv[ \\t\\n]+(sync|pip[ \\t\\n]+install)" + END, "rtk uv", "Python", 65, N, "uv sync").replaces("uv"),
  r("^yamllint" + END, "rtk yamllint", "Build", 65, P, "yamllint ."),
  r("^liquibase" + END, "rtk liquibase", "Infra", 65, P, "liquibase update"),
];

/** The spellings of a PHP tool installed by Composer: `vendor/bin/x`, `./vendor/bin/x`, `php bin/x`. */
function binForms(tool: string): string {
  const dirs = ["./vendor/bin/", "vendor/bin/", "./bin/", "bin/", "./", ""];
  let s = "";
  for (let i = 0; i < dirs.length; i++) {
    if (s.length > 0) s += "|";
    s += "php " + unchecked(dirs[i]) + tool + "|" + unchecked(dirs[i]) + tool;
  }
  return s;
}
