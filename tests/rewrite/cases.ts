// The rewrite table: command line in, what `rtk rewrite` prints out (null: nothing to rewrite,
// exit 1). Grouped by what each group exercises. Used by the bindings test (every case), the
// end-to-end test (a sample, in every runtime) and the test that every path agrees (a sample
// of the pipe, redirect and substitution groups through the library, rtk rewrite and the hooks).
//
// Only output that goes straight to the agent is filtered, and the rewritten line runs the
// program and arguments the agent wrote (issue 16): a command feeding a pipe stage that
// computes, a file, another fd or a substitution stays as typed.
//
// Only families rtk filters have rows (tests/rewrite/drift.test.ts): cases of the reference's
// other families (docker, kubectl, aws, curl...) are kept as "nothing to rewrite", marked "no row".

export interface RewriteCase {
  group: string;
  input: string;
  /** The rewritten line, or null when there is nothing to rewrite. */
  expected: string | null;
}

const table: Record<string, [string, string | null][]> = {
  // Issue 23: the script runners run the line as typed (`rtk npm run X` runs `npm run X`), and
  // rtk recognises the tool inside by its output. Their own commands no filter takes, and
  // scripts that run until stopped, are left alone.
  scriptRunners: [
    ["npm test", "rtk npm test"],
    ["npm t", "rtk npm t"],
    ["npm run lint", "rtk npm run lint"],
    ["npm run-script build", "rtk npm run-script build"],
    ["pnpm test", "rtk pnpm test"],
    ["pnpm build", "rtk pnpm build"],
    ["pnpm typecheck", "rtk pnpm typecheck"],
    ["pnpm test:unit --run", "rtk pnpm test:unit --run"],
    ["pnpm --filter web test", "rtk pnpm --filter web test"],
    ["pnpm -F @app/api build", "rtk pnpm -F @app/api build"],
    ["pnpm --filter=web typecheck", "rtk pnpm --filter=web typecheck"],
    ["pnpm -r build", "rtk pnpm -r build"],
    ["pnpm --filter web exec tsc --noEmit", "rtk pnpm --filter web exec tsc --noEmit"],
    ["pnpm dev", null], // runs until stopped
    ["pnpm --filter web start", null],
    ["pnpm audit", null], // pnpm's own command, no filter
    ["pnpm why react", null],
    ["yarn test", "rtk yarn test"],
    ["yarn lint", "rtk yarn lint"],
    ["yarn run build", "rtk yarn run build"],
    ["yarn install", "rtk yarn install"], // yarn's TOML filter
    ["yarn cache clean", null],
    ["yarn dev", null],
    ["bun run build", "rtk bun run build"],
    ["bun run test", "rtk bun run test"],
    ["uv run pytest -x", "rtk uv run pytest -x"],
    ["uv run dmypy run -- src", "rtk uv run dmypy run -- src"],
    ["poetry run pytest -q", "rtk poetry run pytest -q"],
    ["poetry run python -m pytest", "rtk poetry run python -m pytest"],
    ["poetry run mypy src", "rtk poetry run mypy src"],
    ["poetry run -P sub pytest", null], // an option value rtk cannot place: left as typed (as uv run --with)
    ["poetry run --directory=sub pytest", "rtk poetry run --directory=sub pytest"],
    ["poetry run python app.py", null], // no tool rtk filters
    ["poetry install", "rtk poetry install"],
  ],
  simple: [
    ["git status", "rtk git status"],
    ["git log --oneline -10", "rtk git log --oneline -10"],
    ["git diff HEAD~1", "rtk git diff HEAD~1"],
    ["git show abc123", "rtk git show abc123"],
    ["git add -A", "rtk git add -A"],
    ["git commit -m wip", "rtk git commit -m wip"],
    ["git checkout main", "rtk git checkout main"],
    ["git push origin main", "rtk git push origin main"],
    ["git pull --rebase", "rtk git pull --rebase"],
    ["git branch -a", "rtk git branch -a"],
    ["git fetch --all", "rtk git fetch --all"],
    ["git stash pop", "rtk git stash pop"],
    ["git worktree list", "rtk git worktree list"],
    ["git rebase -i HEAD~3", null],
    ["git tag v1.0", null],
    ["git statusx", null],
    ["git", null],
    ["yadm status", null], // no yadm filter: `rtk yadm` would only pass it through (issue 23)
    ["gh pr list", "rtk gh pr list"],
    ["gh issue view 12", "rtk gh issue view 12"],
    ["gh run list", "rtk gh run list"],
    ["gh repo view", "rtk gh repo view"],
    ["gh api repos/o/r", "rtk gh api repos/o/r"],
    ["gh api repos/o/r --jq .name", null], // output the user shaped (--jq) is never rewritten
    ["gh release list", "rtk gh release list"],
    ["gh auth status", null],
    ["glab mr list", "rtk glab mr list"],
    ["glab ci status", "rtk glab ci status"],
    ["glab mr view 12", "rtk glab mr view 12"],
    ["glab mr create", null], // an interactive form: no row
    ["glab mr list -F json", null], // -F is in the filter's passthrough_args: rtk would run it raw
    ["glab api projects/1 --jq .name", null], // output the user shaped: the filter is off
    ["cargo test", "rtk cargo test"],
    ["cargo build --release", "rtk cargo build --release"],
    ["cargo clippy -- -D warnings", "rtk cargo clippy -- -D warnings"],
    ["cargo check", "rtk cargo check"],
    ["cargo fmt --all", "rtk cargo fmt --all"],
    ["cargo install ripgrep", "rtk cargo install ripgrep"],
    ["cargo run", null],
    ["cargo doc", "rtk cargo doc"],
    ["cargo doc --no-deps -p shop", "rtk cargo doc --no-deps -p shop"],
    ["pnpm install", "rtk pnpm install"],
    ["pnpm i", "rtk pnpm i"],
    ["pnpm list", "rtk pnpm list"],
    ["pnpm outdated", "rtk pnpm outdated"],
    ["pnpm run build", "rtk pnpm run build"],
    ["pnpm add react", "rtk pnpm add react"], // filters/pnpm.toml's row: the CLI and hooks rewrote it through match_command while the library said null
    ["npm run build", "rtk npm run build"],
    ["npm exec foo", "rtk npm exec foo"],
    ["npm install", "rtk npm install"], // filters/npm.toml's row: the CLI and hooks rewrote it through match_command while the library said null
    ["npm test", "rtk npm test"], // issue 23: a script runner, the tool recognised by its output
    ["npx cowsay hi", null], // no rtk filter for an arbitrary npx package (no generic npx row)
    ["grep -rn TODO src", "rtk grep -rn TODO src"],
    ["rg TODO", "rtk rg TODO"],
    ["rg -n 'fn main' src", "rtk rg -n 'fn main' src"],
    ["ast-grep -p 'foo($A)'", null], // no rtk filter for ast-grep: no row
    ["ls", "rtk ls"],
    ["ls -la", "rtk ls -la"],
    ["lsof -i :80", null],
    ["find . -name '*.ts'", "rtk find . -name '*.ts'"],
    ["find '*.ts'", null], // identity: find takes it as a path; `rtk find '*.ts'` would search by name
    ["find src/*.rs", null],
    ["find -L . -type f", "rtk find -L . -type f"],
    ["tree", "rtk tree"],
    ["tree -L 2 src", "rtk tree -L 2 src"],
    ["diff a.txt b.txt", "rtk diff a.txt b.txt"],
    ["wc -l src/main.rs", "rtk wc -l src/main.rs"],
    ["wc", "rtk wc"],
    ["ctest --output-on-failure", "rtk ctest --output-on-failure"],
    ["docker ps", "rtk docker ps"], // issue 21: a built-in TOML filter and its row
    ["docker images", "rtk docker images"], // issue 21: a built-in TOML filter and its row
    ["docker logs web", "rtk docker logs web"], // issue 21: a built-in TOML filter and its row
    ["docker logs -f web", null], // -f is in the filter's passthrough_args: rtk would run it raw
    ["docker inspect web", "rtk docker inspect web"], // issue 21: the objects as data
    ["docker inspect -f '{{.State.Status}}' web", null], // --format: the value asked for is the output
    ["docker run --rm alpine", null], // the container's own output: docker's rows do not take run
    ["docker exec -it web sh", null], // interactive: docker's rows do not take exec
    ["docker build .", "rtk docker build ."], // issue 21: a built-in TOML filter and its row
    ["docker push img", "rtk docker push img"], // issue 21: a built-in TOML filter and its row
    ["kubectl get pods", "rtk kubectl get pods"], // issue 21: a built-in TOML filter and its row
    ["kubectl logs web-1", "rtk kubectl logs web-1"], // issue 21: a built-in TOML filter and its row
    ["kubectl describe pod x", "rtk kubectl describe pod x"], // issue 21: a built-in TOML filter and its row
    ["kubectl apply -f k.yaml", "rtk kubectl apply -f k.yaml"], // issue 21: a built-in TOML filter and its row
    ["kubectl delete pod x", "rtk kubectl delete pod x"], // issue 21: a built-in TOML filter and its row
    ["kubectl get pods -o json", "rtk kubectl get pods -o json"], // issue 21: kubectl-get-json's row
    ["kubectl get pod web -o yaml", "rtk kubectl get pod web -o yaml"], // issue 21: kubectl-get-yaml's row
    ["kubectl get pods -o jsonpath={.items}", null], // a format the user chose: no row
    ["oc get pods", "rtk oc get pods"], // issue 21: a built-in TOML filter and its row
    ["kubectl rollout status deployment/payments", "rtk kubectl rollout status deployment/payments"], // issue 21: kubectl-apply's row (rollout waits)
    ["oc describe pod web-1", "rtk oc describe pod web-1"], // issue 21: kubectl-describe serves oc too
    ["oc rollout status deployment/web", "rtk oc rollout status deployment/web"], // issue 21: kubectl-apply serves oc too
    ["oc project shop", null], // OpenShift-only: no rtk filter, no row
    ["oc status", null], // OpenShift-only: no rtk filter, no row
    ["helm history orders --namespace store", "rtk helm history orders --namespace store"], // issue 21: helm-list's row (a revision table)
    ["ssh web-1 kubectl get pods", "rtk ssh web-1 kubectl get pods"], // issue 21: the remote command's filter reads ssh's output
    ["ssh -p 2222 -i ~/.ssh/id deploy@web-1 ps aux", "rtk ssh -p 2222 -i ~/.ssh/id deploy@web-1 ps aux"], // issue 21
    ["ssh web-1", null], // a login shell: interactive
    ["ssh -t web-1 htop", null], // a terminal asked for: interactive
    ["ssh web-1 -tt ps aux", null], // options after the host: left as typed
    ["ssh -N -L 8080:localhost:80 web-1", null], // a tunnel, no command
    ["az vm list -g shop", "rtk az vm list -g shop"], // issue 21: a built-in TOML filter and its row
    ["oc adm top", null], // no rtk filter for oc: no row
    ["curl -s https://example.com", "rtk curl -s https://example.com"], // issue 21: a built-in TOML filter and its row
    ["wget https://example.com/f.tgz", "rtk wget https://example.com/f.tgz"], // issue 21: a built-in TOML filter and its row
    ["mypy src", "rtk mypy src"],
    ["python -m mypy src", "rtk python -m mypy src"], // identity: the interpreter typed runs mypy
    ["python3 -m mypy .", "rtk python3 -m mypy ."],
    ["ruff check .", "rtk ruff check ."], // issue 22: a built-in TOML filter and its row
    ["ruff format src", "rtk ruff format src"], // issue 22: a built-in TOML filter and its row
    ["ruff rule E501", null],
    ["sqlfluff lint q.sql", "rtk sqlfluff lint q.sql"], // issue 22: a built-in TOML filter and its row
    ["pytest -x", "rtk pytest -x"],
    ["python -m pytest tests", "rtk python -m pytest tests"], // identity: never another interpreter's pytest
    ["python3 -m pytest -q", "rtk python3 -m pytest -q"],
    ["python3.11 -m pytest -q", "rtk python3.11 -m pytest -q"],
    ["python -m unittest -q", "rtk python -m unittest -q"], // issue 22: a built-in TOML filter and its row
    // issue 22: the program as typed stays the program that runs (python3 stays python3, bazelisk stays bazelisk)
    ["python3 -m unittest tests.test_shapes", "rtk python3 -m unittest tests.test_shapes"],
    ["python manage.py test", "rtk python manage.py test"],
    ["nox -s tests", "rtk nox -s tests"],
    ["python -m nox -r", "rtk python -m nox -r"],
    ["pyright src", "rtk pyright src"],
    ["basedpyright", "rtk basedpyright"],
    ["pip install -r requirements.txt", "rtk pip install -r requirements.txt"],
    ["uv add httpx", "rtk uv add httpx"],
    ["bazel test //...", "rtk bazel test //..."],
    ["bazelisk build //app:all", "rtk bazelisk build //app:all"],
    ["staticcheck ./...", "rtk staticcheck ./..."],
    ["cargo nextest run", "rtk cargo nextest run"],
    ["pip list", "rtk pip list"], // issue 22: a built-in TOML filter and its row
    ["pip3 install requests", "rtk pip3 install requests"], // issue 22: a built-in TOML filter and its row
    ["pip outdated", null], // no rtk filter for pip: no row
    ["uv pip list", "rtk uv pip list"], // issue 22: a built-in TOML filter and its row
    ["uv pip install flask", "rtk uv pip install flask"], // issue 22: a built-in TOML filter and its row
    ["uv run pytest", "rtk uv run pytest"], // runs through uv, with the pytest filter
    ["uv run --frozen python -m pytest -q", "rtk uv run --frozen python -m pytest -q"],
    ["uv run -m mypy src", "rtk uv run -m mypy src"],
    ["uv run --with x pytest", null], // an option value rtk cannot place: left as typed
    ["uv run python app.py", null],
    ["uv sync", "rtk uv sync"], // issue 22: a built-in TOML filter and its row
    ["go test ./...", "rtk go test ./..."],
    ["go build ./cmd/x", "rtk go build ./cmd/x"],
    ["go vet ./...", "rtk go vet ./..."],
    ["go mod tidy", "rtk go mod tidy"], // issue 22: a built-in TOML filter and its row
    ["golangci-lint run ./...", "rtk golangci-lint run ./..."], // issue 22: a built-in TOML filter and its row
    ["golangci run", null], // no rtk filter for golangci-lint: no row
    ["sbt test", "rtk sbt test"], // issue 22: a built-in TOML filter and its row
    ["sbt \"testOnly a.B\"", "rtk sbt \"testOnly a.B\""], // issue 22: a built-in TOML filter and its row
    ["sbt core/test", "rtk sbt core/test"], // a project-scoped task
    ["sbt", null], // the sbt shell: interactive, left as typed
    ["sbt ~compile", null], // a watch: left as typed
    ["sbt console", null], // the Scala REPL: left as typed
    ["bloop test core", "rtk bloop test core"], // issue 22: a built-in TOML filter and its row
    ["bloop compile app", "rtk bloop compile app"], // issue 22: bloop's own program kept
    ["bloop console core", null], // the Scala REPL: left as typed
    ["scala-cli test .", "rtk scala-cli test ."], // issue 22: scala-cli stays scala-cli
    ["scala-cli --power compile src", "rtk scala-cli --power compile src"], // issue 22: scala-cli's own flags kept
    ["sf project deploy start --target-org ci --test-level RunLocalTests", "rtk sf project deploy start --target-org ci --test-level RunLocalTests"], // issue 22: sf's deploy row
    ["sf project deploy start --json", null], // issue 22: --json is the user's format, left as typed
    ["sf project generate --name shop", null], // issue 22: no sf row but deploy's
    ["scala-cli repl .", null], // the REPL: left as typed
    ["bundle install", "rtk bundle install"], // issue 22: a built-in TOML filter and its row
    ["bundle exec rake test", "rtk bundle exec rake test"], // issue 22: a built-in TOML filter and its row
    ["bin/rails test", "rtk bin/rails test"], // issue 22: a Rails binstub, named by the minitest row; bin/rails itself runs
    ["rake test", "rtk rake test"], // issue 22: a built-in TOML filter and its row
    ["bundle exec rspec spec/a_spec.rb", "rtk bundle exec rspec spec/a_spec.rb"], // issue 22: a built-in TOML filter and its row
    ["rspec", "rtk rspec"], // issue 22: a built-in TOML filter and its row
    ["bundle exec rubocop -a", "rtk bundle exec rubocop -a"], // issue 22: a built-in TOML filter and its row
    ["php artisan test", "rtk php artisan test"], // issue 22: the pest filter's row (Collision's printer) names artisan test
    ["php artisan migrate", null], // only artisan's test command has a filter: no row
    ["php -l src/a.php", null], // no rtk filter for php: no row
    ["php run-tests.php", null], // no rtk filter for phpt: no row
    ["vendor/bin/phpunit", "rtk vendor/bin/phpunit"], // issue 22: Composer's bin folder is classified by the file name; that file runs
    ["./vendor/bin/phpunit --filter X", "rtk ./vendor/bin/phpunit --filter X"], // issue 22: the path as typed runs
    ["phpunit", "rtk phpunit"], // issue 22: a built-in TOML filter and its row
    ["vendor/bin/phpstan analyse src", "rtk vendor/bin/phpstan analyse src"], // issue 22: a built-in TOML filter (phpstan) and its row; the path as typed runs
    ["vendor/bin/pest", "rtk vendor/bin/pest"], // issue 22: filters/php.toml's pest row
    ["vendor/bin/paratest", "rtk vendor/bin/paratest"], // issue 22: the phpunit filter's row names paratest
    ["vendor/bin/ecs check", "rtk vendor/bin/ecs check"],
    ["vendor/bin/pint --test", "rtk vendor/bin/pint --test"],
    ["aws s3 ls", null], // a listing aws prints as text: no aws row takes s3 ls
    ["aws sts get-caller-identity", "rtk aws sts get-caller-identity"], // issue 21: the aws-json TOML filter and its row
    ["aws --endpoint-url http://127.0.0.1:5555 ec2 describe-instances", "rtk aws --endpoint-url http://127.0.0.1:5555 ec2 describe-instances"], // issue 21: aws-json
    ["aws ssm start-session --target i-1", null], // a live shell: no row takes it
    ["aws logs tail /orders --follow", null], // --follow is in aws-json's passthrough_args: rtk would run it raw
    ["psql -c 'select 1'", "rtk psql -c 'select 1'"], // issue 21: a built-in TOML filter and its row
    ["psql -d shop", null], // interactive: no -c/-f/-l, psql's row does not take it
    ["psql -d shop -x -c 'SELECT * FROM products'", "rtk psql -d shop -x -c 'SELECT * FROM products'"], // issue 21: expanded records are filtered
    ["mysql -h 127.0.0.1 -u root shop", null], // interactive: no -e, mysql's row does not take it
    ["mysql -u root shop -t -e 'SELECT 1'", "rtk mysql -u root shop -t -e 'SELECT 1'"], // issue 21: a built-in TOML filter and its row
    ["mariadb -u root shop -e 'SELECT 1'", "rtk mariadb -u root shop -e 'SELECT 1'"], // issue 21: the mysql filter's row names mariadb
    ["sqlite3 shop.db", null], // interactive: a database and no SQL
    ["sqlite3 -box shop.db 'SELECT 1'", "rtk sqlite3 -box shop.db 'SELECT 1'"], // issue 21: a built-in TOML filter and its row
    ["bun test", "rtk bun test"],
    ["bun install", "rtk bun install"],
    ["bun pm ls", "rtk bun pm ls"],
    ["bun upgrade", null],
    ["bunx tsc", "rtk bunx tsc"],
    ["deno test -A", "rtk deno test -A"], // issue 22: a built-in TOML filter and its row
    ["deno lint", "rtk deno lint"], // issue 22: a built-in TOML filter and its row
    ["deno check main.ts", "rtk deno check main.ts"], // issue 22: a built-in TOML filter and its row
    ["deno fmt", null],
    ["ninja -C build", "rtk ninja -C build"], // issue 22: a built-in TOML filter and its row
    ["meson setup build", "rtk meson setup build"], // issue 22: a built-in TOML filter and its row
    ["meson compile -C build", "rtk meson compile -C build"], // issue 22: the ninja filter's row
    ["meson test -C build", "rtk meson test -C build"], // issue 22: a built-in TOML filter and its row
    ["meson introspect --targets", null],
    ["tox -e py", "rtk tox -e py"], // issue 22: a built-in TOML filter and its row
    ["tox", "rtk tox"], // issue 22: a built-in TOML filter and its row
    ["npx stylelint \"src/**/*.css\"", "rtk npx stylelint \"src/**/*.css\""], // issue 22: a built-in TOML filter and its row
    ["oxlint src", "rtk oxlint src"], // issue 22: a built-in TOML filter and its row
    ["npx oxlint --deny-warnings", "rtk npx oxlint --deny-warnings"], // issue 22: the row names the package runners
    ["node_modules/.bin/oxlint .", "rtk node_modules/.bin/oxlint ."], // issue 22: npm's bin folder, the file as typed
    ["npx vite build", "rtk npx vite build"], // issue 22: filters/vite.toml's row, the runner kept
    ["npx vite", null], // the dev server: no row
    ["pnpm exec turbo run build --filter=web", "rtk pnpm exec turbo run build --filter=web"], // issue 22: filters/turbo.toml's row
    ["turbo prune web", null], // turbo's own commands: no row
    ["npx nx run-many -t test", "rtk npx nx run-many -t test"], // issue 22: filters/nx.toml's row
    ["nx graph", null], // nx's own commands: no row
    ["dbt build --select orders", "rtk dbt build --select orders"], // issue 22: filters/dbt.toml's row
    ["dbt docs serve", null], // a server: no row
    ["npx openapi-generator-cli generate -i api.yaml -g go -o gen", "rtk npx openapi-generator-cli generate -i api.yaml -g go -o gen"], // issue 22: filters/openapi-generator.toml's row
    ["sqlc generate", "rtk sqlc generate"], // issue 22: filters/sqlc.toml's row
    ["buf lint", "rtk buf lint"], // issue 22: filters/buf.toml's row
    ["buf format proto/a.proto", null], // prints the formatted file: the user's content, no row
    ["npx wrangler deploy --dry-run", "rtk npx wrangler deploy --dry-run"], // issue 22: filters/wrangler.toml's row
    ["npx wrangler dev", null], // a server: no row
    ["protoc -I proto --go_out=gen a.proto", "rtk protoc -I proto --go_out=gen a.proto"], // issue 22: filters/protoc.toml's row
    ["sqlfluff lint models", "rtk sqlfluff lint models"], // issue 22: a built-in TOML filter and its row
    ["sqlfluff fix --force models/a.sql", "rtk sqlfluff fix --force models/a.sql"], // issue 22: a built-in TOML filter and its row
    ["gt log", "rtk gt log"], // issue 23: filters/gt.toml's row
    ["gt submit --stack", "rtk gt submit --stack"], // issue 23: filters/gt.toml's row
    ["gt checkout", null], // gt's interactive branch picker: no row
    ["gt interactive", null], // gt's interactive UI: no row
    ["ansible-playbook site.yml", "rtk ansible-playbook site.yml"], // issue 21: a built-in TOML filter and its row
    ["brew install jq", "rtk brew install jq"],
    ["composer install", "rtk composer install"], // issue 22: a built-in TOML filter and its row
    ["df -h", "rtk df -h"],
    ["dotnet build", "rtk dotnet build"], // issue 22: a built-in TOML filter and its row
    ["dotnet test --logger trx", "rtk dotnet test --logger trx"], // issue 22: filters/dotnet.toml's dotnet-test row
    ["dotnet restore", "rtk dotnet restore"], // issue 22: filters/dotnet.toml's dotnet-restore row
    ["dotnet format --verify-no-changes", "rtk dotnet format --verify-no-changes"], // issue 22: filters/dotnet.toml's dotnet-format row
    ["dotnet run --project src/Cli", "rtk dotnet run --project src/Cli"], // issue 22: filters/dotnet.toml's dotnet-run row
    ["dotnet ef database update", "rtk dotnet ef database update"], // issue 22: filters/dotnet.toml's dotnet-ef row
    ["dotnet test | head -20", "rtk dotnet test | head -20"], // issue 22: a producer before a display-only stage
    ["du -sh .", "rtk du -sh ."],
    ["fail2ban-client status", "rtk fail2ban-client status"], // issue 21: a built-in TOML filter and its row
    ["gcloud compute instances list", "rtk gcloud compute instances list"], // issue 21: a built-in TOML filter and its row
    ["./gradlew test", "rtk ./gradlew test"], // issue 22: the wrapper, named by the gradle row; ./gradlew itself runs
    ["gradlew build", "rtk gradlew build"], // issue 22: a built-in TOML filter and its row
    ["gradle test", "rtk gradle test"], // issue 22: a built-in TOML filter and its row
    ["hadolint Dockerfile", "rtk hadolint Dockerfile"], // issue 21: a built-in TOML filter and its row
    ["hadolint -f json Dockerfile", null], // -f is in the filter's passthrough_args: rtk would run it raw
    ["helm list", "rtk helm list"], // issue 21: a built-in TOML filter and its row
    ["iptables -L", "rtk iptables -L"], // issue 21: a built-in TOML filter and its row
    ["make", "rtk make"],
    ["make -j4 all", "rtk make -j4 all"],
    ["makepkg -si", null],
    // just / task (go-task) run a recipe as typed, like make; their own views stay as typed, and so do
    // Taskwarrior's commands, which share the name `task` and have no filter here.
    ["just test", "rtk just test"],
    ["just api::test", "rtk just api::test"],
    ["just", "rtk just"],
    ["just --list", null],
    ["just -n test", null],
    ["task test", "rtk task test"],
    ["task api:test", "rtk task api:test"],
    ["task --list", null],
    ["task add buy milk", null],
    ["task next", null],
    ["task 3 done", null], // a Taskwarrior id or tag first: never a go-task name
    ["task +work list", null],
    ["task", "rtk task"],
    ["markdownlint README.md", "rtk markdownlint README.md"], // issue 22: a built-in TOML filter and its row
    ["mix compile", "rtk mix compile"], // issue 22: a built-in TOML filter and its row
    ["mvn -q test", "rtk mvn -q test"], // issue 22: a built-in TOML filter and its row
    ["./mvnw clean install", "rtk ./mvnw clean install"], // issue 22: the wrapper, named by the mvn row; ./mvnw itself runs
    ["mvnd package", "rtk mvnd package"], // issue 22: a built-in TOML filter and its row
    ["mvnd -T 4 clean verify", "rtk mvnd -T 4 clean verify"], // mvnd stays mvnd (the daemon runs the build), its flags as typed
    ["mvnd -X test", null], // debug output is the user's: left as typed, as for mvn
    ["ping -c 3 localhost", "rtk ping -c 3 localhost"],
    ["pio run", "rtk pio run"], // issue 22: a built-in TOML filter and its row
    ["pio device monitor", null], // a serial monitor: left as typed
    ["moon run :test", "rtk moon run :test"], // issue 22: a built-in TOML filter and its row
    ["npx ng build", "rtk npx ng build"], // issue 22: a built-in TOML filter and its row, npx kept
    ["ng test --watch=false", "rtk ng test --watch=false"], // issue 22: a built-in TOML filter and its row
    ["ng serve", null], // a dev server: left as typed
    ["npx cdk synth", "rtk npx cdk synth"], // issue 22: a built-in TOML filter and its row, npx kept
    ["cdk deploy --all", "rtk cdk deploy --all"], // issue 22: a built-in TOML filter and its row
    ["cdk watch", null], // a watch: left as typed
    ["firebase deploy --only hosting", "rtk firebase deploy --only hosting"], // issue 22: a built-in TOML filter and its row
    ["firebase emulators:start", null], // a server: left as typed
    ["poetry install", "rtk poetry install"], // issue 22: a built-in TOML filter and its row
    ["pre-commit run --all-files", "rtk pre-commit run --all-files"], // issue 21: a built-in TOML filter and its row
    ["ps aux", "rtk ps aux"],
    ["pulumi preview", "rtk pulumi preview"], // issue 21: a built-in TOML filter and its row
    ["pulumi up --yes", "rtk pulumi up --yes"], // issue 21: pulumi-up's row
    ["pulumi destroy --yes --stack dev", "rtk pulumi destroy --yes --stack dev"], // issue 21: pulumi-up's row
    ["pulumi stack", "rtk pulumi stack"], // issue 21: pulumi-stack's row
    ["pulumi up", null], // asks for a confirmation: left as typed
    ["pulumi stack select", null], // asks which stack: left as typed
    ["quarto render", "rtk quarto render"],
    ["redis-cli INFO", "rtk redis-cli INFO"], // issue 21: a built-in TOML filter and its row
    ["redis-cli -p 6380 KEYS 'session:*'", "rtk redis-cli -p 6380 KEYS 'session:*'"], // issue 21: redis-cli-keys's row
    ["redis-cli --bigkeys", "rtk redis-cli --bigkeys"], // issue 21: redis-cli-bigkeys's row
    ["redis-cli", null], // the interactive prompt: left as typed
    ["redis-cli MONITOR", null], // a stream: left as typed
    ["redis-cli GET session:1", null], // a reply that is data: no row
    ["rsync -av src/ dst/", "rtk rsync -av src/ dst/"], // issue 21: a built-in TOML filter and its row
    ["shellcheck x.sh", "rtk shellcheck x.sh"],
    ["shellcheck -f json x.sh", null], // a format the user asked for: the filter's passthrough_args
    ["shellcheck --format=gcc x.sh", null],
    ["gt modify -p", null], // interactive patch selection: the filter's passthrough_args
    ["nx run-many -t test --output-style=stream-without-prefixes", null], // a route that runs raw
    ["az group list -o table", null], // az's route runs tables raw: rtk would only pass it through
    ["gt modify -a", "rtk gt modify -a"],
    ["mvn -X test", null], // debug output asked for: the filter's passthrough_args
    ["dotnet build -v detailed", null], // verbosity asked for: the filter's passthrough_args
    ["shopify theme push", "rtk shopify theme push"], // issue 22: a built-in TOML filter and its row
    ["shopify theme dev", null], // a dev server: left as typed
    ["sops -d s.yaml", "rtk sops -d s.yaml"], // issue 21: a built-in TOML filter and its row
    ["swift test", "rtk swift test"],
    ["systemctl status nginx", "rtk systemctl status nginx"], // issue 21: a built-in TOML filter and its row
    ["systemctl restart nginx", null],
    ["terraform plan", "rtk terraform plan"], // issue 21: a built-in TOML filter and its row
    ["terraform apply", null],
    ["tofu validate", "rtk tofu validate"], // issue 21: a built-in TOML filter and its row
    ["trunk build", "rtk trunk build"],
    ["yamllint .", "rtk yamllint ."],
    ["liquibase update", "rtk liquibase update"], // issue 22: a built-in TOML filter and its row
    ["cargo nextest run --workspace --no-fail-fast", "rtk cargo nextest run --workspace --no-fail-fast"], // issue 22 (docs/coverage-languages.md)
    ["cargo build --message-format=json", "rtk cargo build --message-format=json"], // issue 22: cargo's JSON records go to the same renderer
    ["cargo check --message-format=json-diagnostic-rendered-ansi", "rtk cargo check --message-format=json-diagnostic-rendered-ansi"], // issue 22 (docs/coverage-languages.md)
    ["cargo fmt --check", "rtk cargo fmt --check"], // issue 22 (docs/coverage-languages.md)
    ["go mod download", "rtk go mod download"], // issue 22 (docs/coverage-languages.md)
    ["go mod download -json golang.org/x/text", null], // issue 22: -json is the user's format: left as typed
    ["staticcheck -f json ./...", null], // issue 22: a format the user chose: left as typed
    ["golangci-lint run --output.json.path=stdout ./...", "rtk golangci-lint run --output.json.path=stdout ./..."], // issue 22: the JSON report read as data (code filter golangci-lint-json)
    ["golangci-lint run --out-format json ./...", "rtk golangci-lint run --out-format json ./..."], // v1's JSON report: the same filter
    ["golangci-lint run --output.json.path=report.json ./...", null], // JSON to a file: the TOML row's route leaves it as typed
    ["mvn compile", "rtk mvn compile"], // issue 22 (docs/coverage-languages.md)
    ["./mvnw verify", "rtk ./mvnw verify"], // issue 22: ./mvnw stays ./mvnw
    ["dotnet msbuild", "rtk dotnet msbuild"], // issue 22 (docs/coverage-languages.md)
    ["msbuild Shop.sln", "rtk msbuild Shop.sln"], // issue 22 (docs/coverage-languages.md)
    ["bundle update --local", "rtk bundle update --local"], // issue 22 (docs/coverage-languages.md)
    ["vendor/bin/psalm --no-cache", "rtk vendor/bin/psalm --no-cache"], // issue 22 (docs/coverage-languages.md)
    ["vendor/bin/phpstan analyse --error-format=json src", "rtk vendor/bin/phpstan analyse --error-format=json src"], // issue 22: the JSON report read as data (code filter phpstan-json)
    ["vendor/bin/phpstan analyse --error-format=checkstyle src", null], // another format the user chose: the phpstan row's route leaves it as typed
    ["composer update", "rtk composer update"], // issue 22 (docs/coverage-languages.md)
    ["composer require monolog/monolog", "rtk composer require monolog/monolog"], // issue 22 (docs/coverage-languages.md)
    ["swift build", "rtk swift build"], // issue 22 (docs/coverage-languages.md)
    ["xcodebuild -scheme Shop build", "rtk xcodebuild -scheme Shop build"], // issue 22 (docs/coverage-languages.md)
    ["xcodebuild test -scheme Shop -destination \"platform=iOS Simulator,name=iPhone 15\"", "rtk xcodebuild test -scheme Shop -destination \"platform=iOS Simulator,name=iPhone 15\""], // issue 22 (docs/coverage-languages.md)
    ["xcodebuild -list", null], // issue 22: a listing: no row
    ["mix test", "rtk mix test"], // issue 22 (docs/coverage-languages.md)
    ["mix format --check-formatted", "rtk mix format --check-formatted"], // issue 22 (docs/coverage-languages.md)
    ["dart analyze", "rtk dart analyze"], // issue 22 (docs/coverage-languages.md)
    ["flutter test", "rtk flutter test"], // issue 22 (docs/coverage-languages.md)
    ["zig build test --summary all", "rtk zig build test --summary all"], // issue 22 (docs/coverage-languages.md)
    ["npx prisma migrate dev --name init", "rtk npx prisma migrate dev --name init"], // issue 22 (docs/coverage-languages.md)
    ["npx prisma db push", "rtk npx prisma db push"], // issue 22 (docs/coverage-languages.md)
    ["npx cdk diff", "rtk npx cdk diff"], // issue 22 (docs/coverage-languages.md)
    ["dbt run", "rtk dbt run"], // issue 22 (docs/coverage-languages.md)
    ["dbt test", "rtk dbt test"], // issue 22 (docs/coverage-languages.md)
    ["dbt compile", "rtk dbt compile"], // issue 22 (docs/coverage-languages.md)
    ["buf build", "rtk buf build"], // issue 22 (docs/coverage-languages.md)
    ["buf generate", "rtk buf generate"], // issue 22 (docs/coverage-languages.md)
    ["buf format -d --exit-code", "rtk buf format -d --exit-code"], // issue 22: a diff, not the file: buf's row takes it
    ["glab issue list", "rtk glab issue list"], // issue 22 (docs/coverage-languages.md)
    ["glab pipeline list", "rtk glab pipeline list"], // issue 22 (docs/coverage-languages.md)
    ["glab api projects/1", "rtk glab api projects/1"], // issue 22 (docs/coverage-languages.md)
    ["glab release list", "rtk glab release list"], // issue 22 (docs/coverage-languages.md)
    ["gh pr create --title x --body y", "rtk gh pr create --title x --body y"], // issue 22: gh's row; the plan runs it raw (it prints the new PR's URL)
    ["gh pr comment 58 --body x", "rtk gh pr comment 58 --body x"], // issue 22 (docs/coverage-languages.md)
    ["gh pr edit 58 --title x", "rtk gh pr edit 58 --title x"], // issue 22 (docs/coverage-languages.md)
    ["gh pr merge 58 --squash", "rtk gh pr merge 58 --squash"], // issue 22 (docs/coverage-languages.md)
    ["bazelisk build //...", "rtk bazelisk build //..."], // issue 22: bazelisk stays bazelisk
    ["pyright shop", "rtk pyright shop"], // issue 22 (docs/coverage-languages.md)
    ["basedpyright src", "rtk basedpyright src"], // issue 22 (docs/coverage-languages.md)
    ["pip show requests", "rtk pip show requests"], // issue 22 (docs/coverage-languages.md)
    ["pip list --outdated", "rtk pip list --outdated"], // issue 22 (docs/coverage-languages.md)
    ["poetry lock", "rtk poetry lock"], // issue 22 (docs/coverage-languages.md)
    ["poetry update", "rtk poetry update"], // issue 22 (docs/coverage-languages.md)
    ["bundle exec rails test", "rtk bundle exec rails test"], // issue 22: stays under bundle
    ["moon run core:test", "rtk moon run core:test"], // issue 22 (docs/coverage-languages.md)
    ["wrangler deploy", "rtk wrangler deploy"], // issue 22 (docs/coverage-languages.md)
    ["echo hello", null],
    ["cd src", null],
    ["mkdir -p build", null],
    ["rm -rf target", null],
    ["true", null],
    ["pwd", null],
  ],
  js: [
    ["npx tsc --noEmit", "rtk npx tsc --noEmit"], // identity: npx finds the project's tsc, as typed
    ["tsc -p .", "rtk tsc -p ."],
    ["pnpm tsc", "rtk pnpm tsc"], // pnpm runs the script `tsc` if there is one: rtk runs pnpm
    ["pnpm exec tsc --noEmit", "rtk pnpm exec tsc --noEmit"],
    ["npm run tsc", "rtk npm run tsc"], // identity: the script runs, not the tsc binary
    ["pnpm dlx tsc", "rtk pnpm dlx tsc"],
    ["pnpm run tsc", "rtk pnpm run tsc"],
    ["npm run-script vitest", "rtk npm run-script vitest"],
    ["npm exec -- eslint src", "rtk npm exec -- eslint src"],
    ["npx eslint src", "rtk npx eslint src"],
    ["eslint .", "rtk eslint ."],
    ["npm run lint", "rtk npm run lint"], // a package script: rtk npm runs it and recognises the tool by its output
    ["pnpm lint --fix", "rtk pnpm lint --fix"], // issue 23: `pnpm <script>` runs as typed, the tool recognised by its output
    ["npx biome check .", "rtk npx biome check ."],
    ["npx prettier --check .", "rtk npx prettier --check ."],
    ["pnpm exec prettier -w src", "rtk pnpm exec prettier -w src"],
    ["prettier -w src", "rtk prettier -w src"],
    ["npx next build", "rtk npx next build"],
    ["next build", "rtk next build"],
    ["next dev", null],
    ["npx jest", "rtk npx jest"],
    ["jest --ci", "rtk jest --ci"],
    ["npx vitest run", "rtk npx vitest run"], // `run` kept: the same arguments
    ["vitest run src/a.test.ts", "rtk vitest run src/a.test.ts"],
    ["jest run", "rtk jest run"], // jest takes `run` as a test path pattern: kept
    ["pnpm vitest", "rtk pnpm vitest"],
    ["npx playwright test", "rtk npx playwright test"],
    ["npx prisma generate", "rtk npx prisma generate"], // issue 22: filters/prisma.toml's row, the runner kept
    ["npx prisma studio", null], // prisma's filter takes generate, migrate, db, validate and format only
    ["npx tscx", null], // no rtk filter for an arbitrary npx package (no generic npx row)
    ["npx vue-tsc --noEmit", "rtk npx vue-tsc --noEmit"],
    ["pnpm exec eslint src", "rtk pnpm exec eslint src"],
    ["biome lint src", "rtk biome lint src"],
    ["biome explain noDebugger", null], // biome's filter takes lint, check, ci and format only
    ["node --test test/", "rtk node --test test/"],
    ["node --experimental-strip-types --test", "rtk node --experimental-strip-types --test"],
    ["node server.js", null],
    ["py.test -x", "rtk py.test -x"], // identity: the program typed
    ["dmypy run -- src", "rtk dmypy run -- src"],
    ["dmypy status", null],
    ["gmake -j8", "rtk gmake -j8"],
    ["cmake --build build --parallel", "rtk cmake --build build --parallel"],
    ["cmake -S . -B build", "rtk cmake -S . -B build"], // issue 22: the configure step's TOML filter and its row
    ["cmake ..", "rtk cmake .."], // issue 22: configuring from a build folder
    ["cmake -G Ninja -DCMAKE_BUILD_TYPE=Release ..", "rtk cmake -G Ninja -DCMAKE_BUILD_TYPE=Release .."],
    ["cmake -E make_directory build", null], // a command-line tool mode, not a configure step
  ],
  compound: [
    ["cargo fmt --all && cargo test 2>&1 | tail -20", "rtk cargo fmt --all && rtk cargo test 2>&1 | tail -20"],
    ["git add . && git commit -m wip", "rtk git add . && rtk git commit -m wip"],
    ["cargo build || echo failed", "rtk cargo build || echo failed"],
    ["git status; git diff", "rtk git status; rtk git diff"],
    ["cd src && ls", "cd src && rtk ls"],
    ["make & cargo test", "rtk make & rtk cargo test"],
    ["cargo test &", "rtk cargo test &"],
    ["echo a && echo b", null],
    ["git status;git diff", "rtk git status;rtk git diff"],
    ["git status&&git diff", "rtk git status&&rtk git diff"],
    ["cargo test || cargo test -- --nocapture", "rtk cargo test || rtk cargo test -- --nocapture"],
    ["mkdir -p out && cargo build --release && ls out", "mkdir -p out && rtk cargo build --release && rtk ls out"],
    ["(cd web && npm run build)", "(cd web && rtk npm run build)"],
    ["{ git status; git log -1; }", "{ rtk git status; rtk git log -1; }"],
    ["if git diff --quiet; then echo clean; fi", null],
    ["git status ; ls -la ; pwd", "rtk git status ; rtk ls -la ; pwd"],
    ["cargo test 2>&1 && git status", "rtk cargo test 2>&1 && rtk git status"],
    ["! git diff --quiet", null],
    ["git pull && cargo build && cargo test", "rtk git pull && rtk cargo build && rtk cargo test"],
  ],
  pipes: [
    ["git log | head -5", "rtk git log | head -5"],
    ["cargo test 2>&1 | tail -20", "rtk cargo test 2>&1 | tail -20"],
    ["git log --oneline | grep fix", "git log --oneline | rtk grep fix"], // grep as the last stage (0.49); grep computes on git's output: raw
    ["find . -name '*.rs' | xargs wc -l", null],
    ["find . -type f | wc -l", null],
    ["fd rs | head", null],
    ["ls -la | grep foo", "ls -la | rtk grep foo"], // `ls -la | grep '^d'` must see ls's own lines
    ["cat file.txt | grep x", "cat file.txt | rtk grep x"], // cat before a pipe stays raw; the last stage is grep
    ["echo x | grep x", "echo x | rtk grep x"],
    ["gh pr list | head", null],
    ["npm run build | tail", null],
    ["grep -rn foo . | head", "rtk grep -rn foo . | head"],
    ["cargo test |& tail", "rtk cargo test |& tail"], // `|&` is `2>&1 |`: into a display-only stage
    ["git status | cat | cat", "rtk git status | cat | cat"],
    ["git log | grep fix | head", "git log | rtk grep fix | head"], // grep reads the pipe, only head (display) follows
    ["cargo test 2>&1 | rg FAIL", "cargo test 2>&1 | rtk rg FAIL"], // `cargo test | grep FAILED` needs cargo's own lines
    ["git log | grep fix > fixes.txt", null], // the last stage writes to a file: raw, and so does what feeds it
    ["git log | grep fix >> fixes.txt", null],
    ["git log | grep fix 2>/dev/null", "git log | rtk grep fix 2>/dev/null"],
    ["make 2>&1 |& grep error", "make 2>&1 |& rtk grep error"], // grep reads the pipe, stderr in it or not
    ["git log | head -5", "rtk git log | head -5"], // head as the last stage stays raw
    ["git diff | cat", "rtk git diff | cat"],
    ["git log | wc -l", null], // wc counts git's own lines; wc as the last stage stays raw (0.44)
    ["git log | sort | uniq -c", null],
    ["git log | tail -3 | grep x", "git log | tail -3 | rtk grep x"], // grep after tail still computes on git's lines
    ["seq 1 9 | /usr/bin/grep 5", "seq 1 9 | rtk /usr/bin/grep 5"],
    ["seq 1 9 | FOO=1 grep 5", "seq 1 9 | FOO=1 rtk grep 5"],
    ["seq 1 9 | timeout 5 rg 5", "seq 1 9 | timeout 5 rtk rg 5"],
    ["seq 1 9 | sudo grep 5", null],
    ["seq 1 9 | rtk grep 5", null],
    ["seq 1 9 | find . -name x", null], // find reading nothing from the pipe: only grep and rg take a last stage
    ["git log | git diff", null], // git diff is not display-only, and its filter does not read stdin
    ["ps aux | grep node", "ps aux | rtk grep node"],
    ["docker ps | grep web", "docker ps | rtk grep web"], // no row for docker; grep, the last stage, is rewritten
    ["(git status; git log) | head", null],
    ["echo x | (git status)", null],
    ["kubectl get pods | grep web", "kubectl get pods | rtk grep web"], // no row for kubectl; grep, the last stage, is rewritten
    ["go test ./... 2>&1 | tee out.log", null], // tee writes a file
    ["pytest -q | tail -3", "rtk pytest -q | tail -3"],
  ],
  // Only output that goes straight to the agent is filtered: a producer is rewritten only before
  // display-only stages (cat, head, tail, less, more with display options and no operand),
  // and a stage reading a pipe only when its own filter reads stdin (grep, rg).
  consumers: [
    ["git log | grep -c Author", "git log | rtk grep -c Author"],
    ["grep -rn x src | wc -l", null],
    ["cargo test 2>&1 | head -50", "rtk cargo test 2>&1 | head -50"],
    ["cargo test | grep FAILED", "cargo test | rtk grep FAILED"],
    ["git log | head -n 5", "rtk git log | head -n 5"],
    ["git log | head --lines 5", "rtk git log | head --lines 5"],
    ["git log | head -c 100", "rtk git log | head -c 100"], // a byte limit only shortens the display
    ["git log | tail -n +5", "rtk git log | tail -n +5"],
    ["git log | tail -f", null], // following: not a display of the pipe's end
    ["git log | tail -F", null],
    ["git log | tail --follow", null],
    ["git log | cat -n", "rtk git log | cat -n"],
    ["git log | cat -A", null], // shows the exact bytes, which the agent asked for
    ["git log | cat -v", null],
    ["git log | less", "rtk git log | less"],
    ["git log | less -R", "rtk git log | less -R"],
    ["git log | less -o copy.txt", null], // -o copies the input to a file
    ["git log | more", "rtk git log | more"],
    ["git log | head f.txt", null], // head reads its file, not the pipe
    ["git log | head < f.txt", null],
    ["git log | head -", "rtk git log | head -"],
    ["git log | LC_ALL=C head", "rtk git log | LC_ALL=C head"],
    ["git log | /usr/bin/head -3", "rtk git log | /usr/bin/head -3"],
    ["cargo test | head > out.txt", null], // the display stage writes a file
    ["cargo test | head >> out.txt", null],
    ["cargo test | head 2>&1", "rtk cargo test | head 2>&1"],
    ["cargo test | head >&2", "rtk cargo test | head >&2"],
    ["git log | cat | wc -l", null],
    ["git log | grep x | head -3 > f", null],
    ["ps aux | grep node | head -5", "ps aux | rtk grep node | head -5"],
    ["git log 2>&1 | head | grep x", "git log 2>&1 | head | rtk grep x"],
    ["git log | awk '{print $1}'", null],
    ["git log | sed -n 1p", null],
    ["git log | sort", null],
    ["git log | uniq", null],
    ["git log | cut -c1-7", null],
    ["git log | jq -R .", null],
    ["git log | xargs echo", null],
    ["git log | tee log.txt", null],
    ["git log | diff - old.txt", null],
    ["git log | python3 -c 'import sys'", null],
    ["git log | node -e 0", null],
    ["git log | myfunc", null], // a function or anything unknown computes
    ["git log | while read l; do echo $l; done", null],
    ["git log | { cat; }", null], // a group
    ["git log | (cat)", null],
    ["git log |", null],
    ["timeout 60 cargo test | head -5", "timeout 60 rtk cargo test | head -5"],
    ["env A=1 git log | grep x", "env A=1 git log | rtk grep x"],
    ["git log |& head", "rtk git log |& head"],
    ["git log 3>&1 1>&2 2>&3 | grep x", "git log 3>&1 1>&2 2>&3 | rtk grep x"], // git's stderr feeds grep: git raw
    ["git log 1>&2 | grep x", "rtk git log 1>&2 | rtk grep x"], // stdout to the screen, nothing into grep
    ["make 2>&1 >/dev/null | grep x", "make 2>&1 >/dev/null | rtk grep x"], // only stderr feeds grep: make's stdout is discarded
    ["find . -name '*.rs' | head -20", "rtk find . -name '*.rs' | head -20"],
    ["find . -name '*.rs' | xargs grep x", null],
    ["RTK_DISABLED=1 git log | head", null],
    ["git log | head &", "rtk git log | head &"],
    // pipefail makes the producer's exit status (SIGPIPE when head stops reading) the line's
    ["set -o pipefail; cargo test | head -5", null],
    ["set -euo pipefail\ngit log | head\ngit status", "set -euo pipefail\ngit log | head\nrtk git status"],
    ["cargo test | head -5; set -o pipefail", "rtk cargo test | head -5; set -o pipefail"],
  ],
  quoting: [
    ["git commit -m \"fix && update\"", "rtk git commit -m \"fix && update\""],
    ["git commit -m 'a; b | c'", "rtk git commit -m 'a; b | c'"],
    ["grep \"a|b\" file", "rtk grep \"a|b\" file"],
    ["git commit -m \"multi\nline\"", "rtk git commit -m \"multi\nline\""],
    ["git log --format='%H %s'", "rtk git log --format='%H %s'"],
    ["\"git\" status", null],
    ["'git' status", null],
    ["git commit -m \"say \\\"hi\\\"\"", "rtk git commit -m \"say \\\"hi\\\"\""],
    ["git commit -m $'a\\nb'", "rtk git commit -m $'a\\nb'"],
    ["grep -e 'x' -e \"y\" f", "rtk grep -e 'x' -e \"y\" f"],
    ["git commit -m \"$(date)\"", null], // a segment holding a substitution stays raw (0.42.2)
    ["git log $(git merge-base a b)..HEAD", null],
    ["echo $(git status)", null],
    ["echo `git status`", null],
    ["git diff `cat ref`", null],
    ["git commit -m 'unterminated", null],
    ["git commit -m \"unterminated", null],
    ["diff <(sort a) <(sort b)", null],
    ["git status # show status", "rtk git status # show status"],
    ["# just a comment", null],
    ["grep '&&' file", "rtk grep '&&' file"],
    ["grep \\; file", "rtk grep \\; file"],
    ["ls ${HOME}/src", "rtk ls ${HOME}/src"],
    ["git   status", "rtk git   status"],
    ["  git status  ", "  rtk git status  "],
    ["\tgit\tstatus", "\trtk git\tstatus"],
  ],
  escapes: [
    ["git commit -m a\\ b", "rtk git commit -m a\\ b"],
    ["ls my\\ dir", "rtk ls my\\ dir"],
    ["grep \\\"x\\\" f", "rtk grep \\\"x\\\" f"],
    ["g\\it status", null],
    ["cargo test \\\n  --all", "rtk cargo test \\\n  --all"],
    ["git log \\\n --oneline \\\n -5", "rtk git log \\\n --oneline \\\n -5"],
    ["echo a\\&\\& git status", null],
  ],
  env: [
    ["FOO=bar git status", "FOO=bar rtk git status"],
    ["FOO=\"a b\" git push", "FOO=\"a b\" rtk git push"],
    ["FOO='a b' git push", "FOO='a b' rtk git push"],
    ["GIT_SSH_COMMAND=\"ssh -o StrictHostKeyChecking=no\" git push", "GIT_SSH_COMMAND=\"ssh -o StrictHostKeyChecking=no\" rtk git push"],
    ["A=1 B=2 cargo test", "A=1 B=2 rtk cargo test"],
    ["RUST_BACKTRACE=1 cargo test -- --nocapture", "RUST_BACKTRACE=1 rtk cargo test -- --nocapture"],
    ["FOO=\"say \\\"hi\\\"\" git status", "FOO=\"say \\\"hi\\\"\" rtk git status"],
    ["RTK_DISABLED=1 git status", null],
    ["RTK_DISABLED=1 git status && cargo test", "RTK_DISABLED=1 git status && rtk cargo test"],
    ["FOO=1 RTK_DISABLED=1 cargo test", null],
    ["RTK_DISABLED=0 git status", "RTK_DISABLED=0 rtk git status"],
    ["env RTK_DISABLED=1 git status", null],
    ["FOO=bar", null],
    ["FOO=$(git rev-parse HEAD) cargo test", null], // a substitution in the env prefix too
    ["PATH=/x:$PATH make", "PATH=/x:$PATH rtk make"],
    ["arr=(a b) git status", "arr=(a b) rtk git status"],
  ],
  redirects: [
    ["git status > out.txt", null], // the file gets git's own output (`git diff > fix.patch` must apply)
    ["git status >out.txt", null],
    ["cargo build 2>&1", "rtk cargo build 2>&1"],
    ["cargo build 2> err.log", null], // stderr to a file: rtk would move what lands in it
    ["cargo test >> log.txt 2>&1", null],
    ["git status &> /dev/null", null], // discarded: nothing to gain
    ["git status &>>all.log", null],
    ["git diff >&2", "rtk git diff >&2"],
    ["git diff 1>&2", "rtk git diff 1>&2"],
    ["git diff 2>/dev/null", "rtk git diff 2>/dev/null"],
    ["git status < /dev/null", "rtk git status < /dev/null"],
    ["> out.txt git status", null],
    ["2>/dev/null cargo test", "2>/dev/null rtk cargo test"],
    ["cat file.txt > copy.txt", null],
    ["cat a >> b", null],
    ["head -5 f > g", null],
    ["tail -n 3 f >> g", null],
    ["cat f 2>/dev/null", "rtk read f 2>/dev/null"],
    ["git diff >|out", null],
    ["git status 3>&1 1>&2 2>&3", "rtk git status 3>&1 1>&2 2>&3"],
    ["grep x <<< \"text\"", "rtk grep x <<< \"text\""],
    ["git log >&log.txt", null],
    ["cargo test 2>&1 >/dev/null", null], // stdout discarded (stderr goes to the screen)
  ],
  // Where stdout and stderr end up: the screen (fd 1 or 2) is fine, /dev/null for stderr too;
  // a file, another fd, a closed fd or a process substitution keep the segment raw.
  outputs: [
    ["git diff > fix.patch", null],
    ["git diff >/dev/null", null], // discarded: nothing to gain
    ["git diff >&3", null], // an fd the agent does not see
    ["git diff 2>&3", null],
    ["git status >&-", null],
    ["git status 1<>f", null],
    ["git diff 1>/dev/null 2>&1", null],
    ["git diff 2>&1", "rtk git diff 2>&1"],
    ["make 2>err.log", null],
    ["make > /dev/null 2>&1", null],
    ["git log > >(tee f)", null],
    ["git status <&-", "rtk git status <&-"],
    ["exec >log; git status", null], // a bare exec redirects everything after it
    ["exec 2>&1; git status", null],
    ["git status; exec >log; git diff", "rtk git status; exec >log; git diff"],
    ["cargo test &", "rtk cargo test &"], // a background job still prints to the agent
  ],
  // The redirects of a group apply to every command in it; a piped group, a loop feeding a
  // pipe and a function body stay as written.
  groups: [
    ["{ git status; } > f", null],
    ["(git status) > f", null],
    ["{ git status; git log; } 2>&1", "{ rtk git status; rtk git log; } 2>&1"],
    ["( git status ) 2>/dev/null", "( rtk git status ) 2>/dev/null"],
    ["{ git status; } 2>err", null],
    ["for f in a b; do\n  git log $f\ndone > out.txt", null],
    ["for f in a b; do\n  git log $f\ndone", "for f in a b; do\n  rtk git log $f\ndone"],
    ["if true; then\n  cargo test\nfi | grep x", "if true; then\n  cargo test\nfi | rtk grep x"],
    ["if true; then\n  cargo test\nfi 2>&1", "if true; then\n  rtk cargo test\nfi 2>&1"],
    ["while read l; do\n  git show $l\ndone < list", "while read l; do\n  rtk git show $l\ndone < list"],
    ["if a; then\n  if b; then\n    git status\n  fi\nfi > f", null], // nested: the outer fi's redirect
    ["if a; then if b; then git status; fi; fi > f", null],
    ["case $x in a) git status;; esac > f", null],
    ["case $x in\n  a) git status ;;\nesac | head", null],
    ["ls() { command ls -la; }", null], // a function's name is not a command
    ["function f { git status; }", null],
    ["function f {\n  git status\n}\ngit diff", "function f {\n  git status\n}\nrtk git diff"],
    ["f()\n{\n  git status\n}\ngit diff", "f()\n{\n  git status\n}\nrtk git diff"],
  ],
  // Nothing inside a substitution is rewritten, nor a segment holding one; commands other
  // programs run (xargs, find -exec, watch, eval, sh -c) stay as written.
  substitutions: [
    ["echo \"$(git log -1)\"", null],
    ["x=$(git status)", null],
    ["grep x <<< \"$(git log)\"", null],
    ["grep x <<< \"text\"", "rtk grep x <<< \"text\""],
    ["diff <(git show a) b.txt", null],
    ["git log --since=\"`date`\"", null],
    ["xargs git status", null],
    ["find . -exec grep x {} \\;", null],
    ["find . -name x -execdir ls \\;", null],
    ["watch git status", null],
    ["eval git status", null],
    ["sh -c 'git status'", null],
    ["bash -c \"git log | head\"", null],
  ],
  heredocs: [
    ["cat <<EOF\nhello\nEOF", null],
    ["git commit -F - <<EOF\nmsg\nEOF", null],
    ["cat <<'EOF' > f.txt\n$x\nEOF", null],
    ["cat <<-EOF\n\tx\n\tEOF", null],
    ["git status\ncat <<EOF\ngit status\nEOF\ngit diff", "rtk git status\ncat <<EOF\ngit status\nEOF\nrtk git diff"],
    ["python3 - <<'PY'\nprint(1)\nPY", null],
    ["echo $((1+2)) && git status", null],
    ["git status\necho $((1+2))\ngit diff", "rtk git status\necho $((1+2))\nrtk git diff"],
    ["(( i++ )) && git status", "(( i++ )) && rtk git status"],
    ["echo \"<<EOF\" && git status", "echo \"<<EOF\" && rtk git status"],
  ],
  special: [
    ["head -5 f.txt", "rtk read f.txt --max-lines 5"],
    ["head -n 20 src/main.rs", "rtk read src/main.rs --max-lines 20"],
    ["head -n20 f", "rtk read f --max-lines 20"],
    ["head --lines=7 f", "rtk read f --max-lines 7"],
    ["head f.txt", "rtk read f.txt --max-lines 10"],
    ["head -c 100 f", null],
    ["head -5 a b", null],
    ["head -5 *.log", null],
    ["head", null],
    ["head -n", null],
    ["tail -20 log.txt", "rtk read log.txt --tail-lines 20"],
    ["tail -n 3 log.txt", "rtk read log.txt --tail-lines 3"],
    ["tail --lines 4 f", "rtk read f --tail-lines 4"],
    ["tail --lines=4 f", "rtk read f --tail-lines 4"],
    ["tail f", "rtk read f --tail-lines 10"],
    ["tail -f log.txt", null],
    ["tail -F log.txt", null],
    ["tail -n +5 f", null],
    ["tail -c 10 f", null],
    ["tail -n 5 a b", null],
    ["cat README.md", "rtk read README.md"],
    ["cat -n src/a.rs", "rtk read -n src/a.rs"],
    ["cat a.txt b.txt", "rtk read a.txt b.txt"],
    ["cat -A f", null],
    ["cat -v f", null],
    ["cat -s f", null],
    ["cat --show-all f", null],
    ["cat", null],
    ["cat -", null],
    ["cat 'my file.txt'", "rtk read 'my file.txt'"],
    ["/bin/cat f", "rtk read f"],
    ["head -5 \"a b.txt\"", "rtk read \"a b.txt\" --max-lines 5"],
    ["gh pr list --json number", null],
    ["gh pr view 1 --jq .title", null],
    ["gh pr list --template '{{.}}'", null],
    ["gh pr list --json=number", null],
    ["gh pr view 3 --web", "rtk gh pr view 3 --web"],
    ["docker compose ps", "rtk docker compose ps"], // issue 21: built-in TOML filters and their rows (filters/docker-compose.toml)
    ["docker compose -f dev.yaml ps -a", "rtk docker compose -f dev.yaml ps -a"],
    ["docker compose logs web", "rtk docker compose logs web"],
    ["docker compose -f dev.yaml logs web", "rtk docker compose -f dev.yaml logs web"], // issue 21: compose-logs' row (compose options before logs)
    ["docker compose -f dev.yaml logs -f web", null], // following after logs: live, runs raw
    ["docker compose build", "rtk docker compose build"],
    ["docker compose up -d", "rtk docker compose up -d"],
    ["docker compose down", "rtk docker compose down"],
    ["podman compose ps", "rtk podman compose ps"],
    ["docker compose up", null], // streams the services' logs until stopped: runs raw
    ["docker compose exec web sh", null], // interactive
    ["docker compose run --rm web sh", null],
    ["rg foo | head", "rtk rg foo | head"],
    ["ls | wc -l", null], // wc counts ls's own lines
  ],
  paths: [
    ["/usr/bin/git status", "rtk /usr/bin/git status"], // identity: the path typed runs
    ["/usr/bin/git -C /tmp status", "rtk /usr/bin/git -C /tmp status"],
    ["/usr/local/bin/cargo test", "rtk /usr/local/bin/cargo test"],
    ["/opt/venv/bin/pytest -q", "rtk /opt/venv/bin/pytest -q"], // the virtualenv's pytest, not PATH's
    ["/bin/ls -la", "rtk /bin/ls -la"],
    ["./git status", null], // a project's own script: only a row naming the path matches it
    // issue 22: a project's copy of a tool runs as typed (program identity), classified by its name
    ["node_modules/.bin/vitest run", "rtk node_modules/.bin/vitest run"], // npm's bin folder
    ["./node_modules/.bin/tsc --noEmit", "rtk ./node_modules/.bin/tsc --noEmit"],
    ["node_modules/.bin/", null], // the folder, no file name
    ["node_modules/.bin/sub/vitest run", null], // deeper than the bin folder: not npm's
    ["./gradlew build --continue", "rtk ./gradlew build --continue"],
    ["../gradlew test", null], // another folder's wrapper: only `./gradlew` is named
    ["scripts/gradlew test", null],
    ["./mvnw -q verify", "rtk ./mvnw -q verify"],
    ["./manage.py test orders", "rtk ./manage.py test orders"],
    ["bin/rspec spec/cart_spec.rb", "rtk bin/rspec spec/cart_spec.rb"],
    ["./bin/rails test test/models", "rtk ./bin/rails test test/models"],
    ["bin/rubocop -a", "rtk bin/rubocop -a"],
    ["bin/dev", null], // a binstub no row names
    ["./vendor/bin/phpunit | head -20", "rtk ./vendor/bin/phpunit | head -20"], // a producer before a display stage
    ["vendor/bin/phpunit | grep FAIL", "vendor/bin/phpunit | rtk grep FAIL"], // a computing consumer keeps its input raw (grep reads the pipe)
    ["git -C /tmp status", "rtk git -C /tmp status"],
    ["git -C a -C b log", "rtk git -C a -C b log"],
    ["git -c color.ui=never diff", "rtk git -c color.ui=never diff"],
    ["git --no-pager log -3", "rtk git --no-pager log -3"],
    ["git --git-dir=.git --work-tree=. status", "rtk git --git-dir=.git --work-tree=. status"],
    ["git -C /tmp rebase", null],
    ["git --unknown status", null],
    ["/opt/homebrew/bin/rg TODO", "rtk /opt/homebrew/bin/rg TODO"],
    ["/usr/bin/rtk git status", "/usr/bin/rtk git status"],
  ],
  already: [
    ["rtk git status", "rtk git status"],
    ["rtk cargo test", "rtk cargo test"],
    ["rtk read f.txt --max-lines 5", "rtk read f.txt --max-lines 5"],
    ["rtk git status && git diff", "rtk git status && rtk git diff"],
    ["rtk git status && rtk git diff", null],
    ["rtk proxy make", "rtk proxy make"],
    ["FOO=1 rtk git status", "FOO=1 rtk git status"],
    ["rtk", "rtk"],
  ],
  wrappers: [
    ["timeout 300 cargo test", "timeout 300 rtk cargo test"],
    ["timeout 5m git fetch", "timeout 5m rtk git fetch"],
    ["timeout -s KILL 60 cargo test", "timeout -s KILL 60 rtk cargo test"],
    ["timeout --signal=TERM 1.5 git status", "timeout --signal=TERM 1.5 rtk git status"],
    ["timeout -k 5 60 make", "timeout -k 5 60 rtk make"],
    ["timeout --preserve-status 10 pytest", "timeout --preserve-status 10 rtk pytest"],
    ["timeout --bogus 10 cargo test", null],
    ["timeout cargo test", null],
    ["timeout 10", null],
    ["time cargo build", "time rtk cargo build"],
    ["time -p go test ./...", "time -p rtk go test ./..."],
    ["time -v cargo build", null],
    ["nice cargo build", "nice rtk cargo build"],
    ["nice -n 10 cargo build", "nice -n 10 rtk cargo build"],
    ["nice -10 make", "nice -10 rtk make"],
    ["nice --adjustment=5 make", "nice --adjustment=5 rtk make"],
    ["nice -x make", null],
    ["env FOO=1 cargo test", "env FOO=1 rtk cargo test"],
    ["env -i PATH=/bin git status", "env -i PATH=/bin rtk git status"],
    ["env -u HOME git status", "env -u HOME rtk git status"],
    ["env -S 'git status'", null],
    ["env", null],
    ["nohup cargo build", null], // on a terminal, nohup writes the output to nohup.out
    ["time timeout 60 cargo test", "time timeout 60 rtk cargo test"],
    ["nice -n 5 env A=1 make", "nice -n 5 env A=1 rtk make"],
    ["stdbuf -oL cargo test", null],
    ["sudo git status", null],
    ["sudo -u www git pull", null],
    ["timeout 10 sudo make", null],
    ["doas make", null],
    ["noglob git status", "noglob rtk git status"],
    ["command git status", "command rtk git status"],
    ["command -v git", null],
    ["command -p git status", "command -p rtk git status"],
    ["builtin cd x", null],
    ["exec cargo test", "exec rtk cargo test"],
    ["nocorrect make", "nocorrect rtk make"],
    ["xargs git status", null],
    ["watch git status", null],
  ],
  // issue 21: every command the issue lists, and the interactive or live forms that stay as typed
  infra21: [
    ["docker ps -a", "rtk docker ps -a"],
    ["docker pull alpine:3.20", "rtk docker pull alpine:3.20"],
    ["docker compose build", "rtk docker compose build"],
    ["docker compose down", "rtk docker compose down"],
    ["docker-compose ps", "rtk docker-compose ps"],
    ["docker run -it alpine sh", null], // interactive: a terminal and stdin
    ["docker exec -i web psql", null], // stdin held open: interactive
    ["docker attach web", null], // attached to a container: interactive
    ["podman ps", "rtk podman ps"],
    ["podman images", "rtk podman images"],
    ["podman logs web", "rtk podman logs web"],
    ["podman build .", "rtk podman build ."],
    ["podman pull alpine", "rtk podman pull alpine"],
    ["podman exec -it web sh", null], // interactive, as docker's
    ["kubectl events", "rtk kubectl events"],
    ["kubectl get events", "rtk kubectl get events"],
    ["kubectl top pods", "rtk kubectl top pods"],
    ["kubectl rollout undo deployment/web", "rtk kubectl rollout undo deployment/web"],
    ["kubectl exec -it web-1 -- sh", null], // interactive: a terminal and stdin
    ["kubectl exec -ti web-1 -- sh", null], // the same flags in the other order
    ["kubectl exec web-1 -- ls", null], // the container's own output: no kubectl row takes exec
    ["kubectl run -it debug --image=busybox -- sh", null], // interactive
    ["kubectl logs -f web-1", null], // following: live, runs raw
    ["kubectl get pods -w", null], // watching: live, runs raw
    ["kubectl port-forward svc/web 8080:80", null], // a tunnel, no output to filter
    ["oc logs web-1", "rtk oc logs web-1"],
    ["oc apply -f k.yaml", "rtk oc apply -f k.yaml"],
    ["oc delete pod web-1", "rtk oc delete pod web-1"],
    ["oc exec -it web-1 -- sh", null], // interactive, as kubectl's
    ["oc rsh web-1", null], // a remote shell: interactive
    ["helm install web ./chart", "rtk helm install web ./chart"],
    ["helm upgrade web ./chart", "rtk helm upgrade web ./chart"],
    ["helm template ./chart", "rtk helm template ./chart"],
    ["helm lint ./chart", "rtk helm lint ./chart"],
    ["helm status web", "rtk helm status web"],
    ["terraform init", "rtk terraform init"],
    ["terraform validate", "rtk terraform validate"],
    ["terraform fmt -check", "rtk terraform fmt -check"],
    ["terraform apply -auto-approve", "rtk terraform apply -auto-approve"],
    ["terraform destroy -auto-approve", "rtk terraform destroy -auto-approve"],
    ["terraform destroy", null], // asks for a confirmation: left as typed
    ["tofu init", "rtk tofu init"],
    ["tofu plan", "rtk tofu plan"],
    ["tofu apply -auto-approve", "rtk tofu apply -auto-approve"],
    ["tofu apply", null], // asks for a confirmation: left as typed
    ["pulumi destroy --yes", "rtk pulumi destroy --yes"],
    ["pulumi refresh --yes", "rtk pulumi refresh --yes"],
    ["pulumi destroy", null], // asks for a confirmation: left as typed
    ["aws s3 cp a.txt s3://bucket/a.txt", "rtk aws s3 cp a.txt s3://bucket/a.txt"],
    ["aws logs tail /app --follow", null], // following: live
    ["psql -h db -U app shop", null], // interactive: no -c/-f/-l
    ["psql -f migrate.sql", "rtk psql -f migrate.sql"],
    ["psql -l", "rtk psql -l"],
    ["mysql shop", null], // interactive: no -e
    ["redis-cli -p 6380 SCAN 0 MATCH 'session:*'", "rtk redis-cli -p 6380 SCAN 0 MATCH 'session:*'"],
    ["wget -q https://example.test/a.tgz", "rtk wget -q https://example.test/a.tgz"],
    ["dig example.test", "rtk dig example.test"],
    ["dig +short example.test", "rtk dig +short example.test"],
    ["nslookup example.test", "rtk nslookup example.test"],
    ["journalctl -u nginx --no-pager", "rtk journalctl -u nginx --no-pager"],
    ["journalctl -f", null], // following: live
    ["journalctl -u nginx -o json --no-pager", "rtk journalctl -u nginx -o json --no-pager"], // JSON lines: filtered as data
    ["journalctl -u nginx -o verbose", "rtk journalctl -u nginx -o verbose"],
    ["journalctl -u nginx -o export", null], // the transfer format: raw, left as typed
    ["journalctl -u nginx -o json-pretty", null],
    ["iptables -L -n -v", "rtk iptables -L -n -v"],
    ["fail2ban-client status sshd", "rtk fail2ban-client status sshd"],
    ["ansible-playbook -i hosts site.yml", "rtk ansible-playbook -i hosts site.yml"],
    ["sops -d secrets.yaml", "rtk sops -d secrets.yaml"],
    ["hadolint Dockerfile", "rtk hadolint Dockerfile"],
    ["pre-commit run --all-files", "rtk pre-commit run --all-files"],
  ],
  multiline: [
    ["git status\ngit diff", "rtk git status\nrtk git diff"],
    ["cargo build\n\ncargo test\n", "rtk cargo build\n\nrtk cargo test\n"],
    ["echo start\ngit status\necho end", "echo start\nrtk git status\necho end"],
    ["git status\r\ngit diff", "rtk git status\r\nrtk git diff"],
    ["for f in *.rs; do\n  cargo fmt -- $f\ndone", "for f in *.rs; do\n  rtk cargo fmt -- $f\ndone"],
    ["if true; then\n  cargo test\nfi", "if true; then\n  rtk cargo test\nfi"],
    ["case $x in\n  a) cargo test ;;\n  ls) make ;;\nesac", "case $x in\n  a) rtk cargo test ;;\n  ls) rtk make ;;\nesac"],
    ["case $x in ls|tree) git status;; *) make;; esac", "case $x in ls|tree) rtk git status;; *) rtk make;; esac"],
    ["git status # one\n# two\ngit diff # three", "rtk git status # one\n# two\nrtk git diff # three"],
    ["git commit -m \"line 1\nline 2\" && git push", "rtk git commit -m \"line 1\nline 2\" && rtk git push"],
    ["f() {\n  git status\n}", null], // a function body runs wherever it is called (maybe into a pipe)
    ["while read l; do echo $l; done < f\ngit status", "while read l; do echo $l; done < f\nrtk git status"],
  ],
  unicode: [
    ["git commit -m \"café ☕\"", "rtk git commit -m \"café ☕\""],
    ["grep 'ñandú' fichero.txt", "rtk grep 'ñandú' fichero.txt"],
    ["ls 日本語/", "rtk ls 日本語/"],
    ["cat 😀.txt", "rtk read 😀.txt"],
    ["echo 🚀 && git status", "echo 🚀 && rtk git status"],
    ["MSG=\"héllo\" git commit -am \"$MSG\"", "MSG=\"héllo\" rtk git commit -am \"$MSG\""],
    ["head -3 ünïcode.txt", "rtk read ünïcode.txt --max-lines 3"],
    ["git log --author=\"Zoë\" | head", "rtk git log --author=\"Zoë\" | head"],
  ],
  empty: [
    ["", null],
    ["   ", null],
    ["\n\n", null],
    [";", null],
    ["&&", null],
    ["|", null],
    ["()", null],
  ],
};

export const CASES: RewriteCase[] = Object.entries(table).flatMap(([group, rows]) =>
  rows.map(([input, expected]) => ({ group, input, expected })),
);

/** Cases with `hooks.exclude_commands` / `transparent_prefixes` set. */
export const CONFIG_CASES: { input: string; expected: string | null; excludeCommands?: string[]; transparentPrefixes?: string[] }[] = [
  { input: "git push origin main", expected: null, excludeCommands: ["git push"] },
  { input: "git status", expected: "rtk git status", excludeCommands: ["git push"] },
  { input: "git pushx", expected: null, excludeCommands: ["git push"] },
  { input: "psql -c 'select 1'", expected: null, excludeCommands: ["psql"] },
  { input: "PGPASSWORD=x psql -h db", expected: null, excludeCommands: ["psql"] },
  { input: "psqlx -h db", expected: null, excludeCommands: ["psql"] },
  { input: "curl -s x && git status", expected: "curl -s x && rtk git status", excludeCommands: ["curl"] },
  { input: "git log -5", expected: null, excludeCommands: ["^git (log|show)"] },
  { input: "git diff", expected: "rtk git diff", excludeCommands: ["^git (log|show)"] },
  { input: "git status", expected: "rtk git status", excludeCommands: ["^git ["] },
  { input: "git [ x", expected: null, excludeCommands: ["^git ["] },
  { input: "npx vitest run", expected: null, excludeCommands: ["vitest"] },
  { input: "python3 -m pytest -x", expected: null, excludeCommands: ["pytest"] },
  { input: "timeout 60 cargo test", expected: null, excludeCommands: ["cargo test"] },
  { input: "/usr/bin/git status", expected: null, excludeCommands: ["git status"] },
  { input: "git -C x status", expected: null, excludeCommands: ["git status"] },
  { input: "cargo  test", expected: "rtk cargo  test", excludeCommands: ["cargo build"] },
  { input: "docker exec app cargo test", expected: "docker exec app rtk cargo test", transparentPrefixes: ["docker exec app"] },
  { input: "direnv exec . make", expected: "direnv exec . rtk make", transparentPrefixes: ["direnv exec ."] },
  { input: "nix develop --command cargo build", expected: "nix develop --command rtk cargo build", transparentPrefixes: ["nix develop --command"] },
  { input: "direnv exec . make", expected: null },
  { input: "docker exec app ls", expected: "docker exec app rtk ls", transparentPrefixes: ["docker  exec  app "] },
  // Another container: the prefix does not apply, and docker itself has no row (no rtk filter).
  { input: "docker exec other cargo test", expected: null, transparentPrefixes: ["docker exec app"] },
];

// Expected values changed by issue 16, program identity (the rewritten line runs exactly the
// program and arguments the agent wrote; `rtk ` goes in front, nothing is replaced):
// - `python[3[.N]] -m pytest|mypy ...` -> `rtk python… -m …` (was `rtk pytest|mypy …`: PATH's
//   pytest, another interpreter's, failed with ModuleNotFoundError); `py.test` stays `py.test`.
// - `npx|pnpm exec|pnpm dlx|npm exec X` -> `rtk npx|pnpm exec|… X` (was `rtk X`: the runner that
//   finds the project's own tool was dropped); `pnpm X` -> `rtk pnpm X` (a script named X first).
// - `npm run tsc`, `pnpm run tsc` -> `rtk npm run tsc`, `rtk pnpm run tsc` (was `rtk tsc`: the
//   binary instead of the script, which checked another tsconfig).
// - `vitest run …`, `npx vitest run` keep `run` (was dropped); `jest run` keeps `run`.
// - an absolute path stays: `/usr/bin/git status` -> `rtk /usr/bin/git status` (was `rtk git`:
//   PATH's program, not the one named, e.g. a virtualenv's pytest).
// - `uv run [flags] [python -m|-m] pytest|mypy` -> `rtk uv run …` (was not rewritten).
// - `find '<glob>' …` is no longer rewritten (`rtk find <glob>` is rtk's own name search).
