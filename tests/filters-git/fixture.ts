// The git and file filter suites use the shared fixture runner.
export { asRun, core, type Filtered, type Fixture, fixture, plan, runSession } from "../helpers/fixtures";
